/**
 * The site's header on every page but the lobby (which has its own): the name, back to the lobby, and
 * the sections (the lobby, the tournaments, the signed-in account's page).
 */
import { useEffect, useState } from 'preact/hooks';
import { accountName, onAccountChange } from './api';
import { accountHref, Link, lobbyHref, type Route, tournamentsHref } from './router';

export function SiteHeader({ route }: { route: Route }) {
  const [account, setAccount] = useState(accountName);
  useEffect(() => onAccountChange(() => setAccount(accountName())), []);
  const current =
    route.page === 'lobby'
      ? 'lobby'
      : route.page === 'tournaments' || route.page === 'tournament'
        ? 'tournaments'
        : route.page === 'account' && route.name === account
          ? 'account'
          : null;
  const here = (s: typeof current) => (s === current ? 'page' : undefined);
  return (
    <header class="site-header">
      <Link href={lobbyHref()} class="site-name">
        Cardroom
      </Link>
      <nav aria-label="Site">
        <Link href={lobbyHref()} aria-current={here('lobby')}>
          Lobby
        </Link>
        <Link href={tournamentsHref()} aria-current={here('tournaments')}>
          Tournaments
        </Link>
        {account && (
          <Link href={accountHref(account)} aria-current={here('account')}>
            {account}
          </Link>
        )}
      </nav>
    </header>
  );
}
