import { render } from 'preact';
import { AccountRoute } from './account-route';
import { GauntletPage } from './gauntlet';
import { Lobby } from './lobby';
import { ReplayPage } from './replay';
import { Link, lobbyHref, type Route, useRoute } from './router';
import { SeriesPage } from './series';
import { SiteHeader } from './site-header';
import { TablePage } from './table';
import { TournamentPage } from './tournament';
import { Tournaments } from './tournaments';
import './style.css';

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'lobby':
      return <Lobby game={route.game} />;
    case 'table':
      return <TablePage key={route.id} game={route.game} id={route.id} />;
    case 'replay':
      return <ReplayPage key={route.id} game={route.game} id={route.id} />;
    case 'series':
      return <SeriesPage key={route.id} id={route.id} />;
    case 'gauntlet':
      return <GauntletPage key={route.id} id={route.id} />;
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

function App() {
  const route = useRoute();
  // the lobby is the home page and has its own header; every other page has the site's
  return (
    <>
      {route.page !== 'lobby' && <SiteHeader route={route} />}
      <Page route={route} />
    </>
  );
}

render(<App />, document.getElementById('app')!);
