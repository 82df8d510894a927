import { render } from 'preact';
import { AccountRoute } from './account-route';
import { Lobby } from './lobby';
import { ReplayPage } from './replay';
import { Link, lobbyHref, useRoute } from './router';
import { SeriesPage } from './series';
import { TablePage } from './table';
import { TournamentPage } from './tournament';
import { Tournaments } from './tournaments';
import './style.css';

function App() {
  const route = useRoute();
  switch (route.page) {
    case 'lobby':
      return <Lobby game={route.game} />;
    case 'table':
      return <TablePage key={route.id} game={route.game} id={route.id} />;
    case 'replay':
      return <ReplayPage key={route.id} game={route.game} id={route.id} />;
    case 'series':
      return <SeriesPage key={route.id} id={route.id} />;
    case 'tournaments':
      return <Tournaments />;
    case 'tournament':
      return <TournamentPage key={route.id} id={route.id} />;
    case 'account':
      return <AccountRoute key={route.name} name={route.name} />;
    default:
      return (
        <main>
          <p>There is nothing at this address.</p>
          <Link href={lobbyHref()}>Go to the lobby</Link>
        </main>
      );
  }
}

render(<App />, document.getElementById('app')!);
