/** Routes of the page, all under /play (the service answers index.html for any of them). */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type GameId, isGameId } from './api';

export const BASE = '/play';

export type Route =
  | { page: 'lobby'; game: GameId | null }
  | { page: 'table'; game: GameId; id: string }
  | { page: 'replay'; game: GameId; id: string }
  | { page: 'series'; id: string }
  | { page: 'gauntlet'; id: string }
  | { page: 'tournaments' }
  | { page: 'tournament'; id: string }
  | { page: 'account'; name: string }
  | { page: 'missing' };

export function parseRoute(path: string, search: string): Route {
  const rest = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) {
    const g = new URLSearchParams(search).get('game');
    return { page: 'lobby', game: g && isGameId(g) ? g : null };
  }
  if (parts[0] === 'series')
    return parts.length === 2 ? { page: 'series', id: parts[1] } : { page: 'missing' };
  if (parts[0] === 'gauntlets')
    return parts.length === 2 ? { page: 'gauntlet', id: parts[1] } : { page: 'missing' };
  if (parts[0] === 'accounts')
    return parts.length === 2 ? { page: 'account', name: parts[1] } : { page: 'missing' };
  const [game, id, more] = parts;
  if (game === 'tournaments' && parts.length <= 2)
    return id ? { page: 'tournament', id } : { page: 'tournaments' };
  if (!isGameId(game) || !id || parts.length > 3) return { page: 'missing' };
  if (parts.length === 2) return { page: 'table', game, id };
  return more === 'replay' ? { page: 'replay', game, id } : { page: 'missing' };
}

export const tableHref = (game: GameId, id: string) => `${BASE}/${game}/${id}`;
export const replayHref = (game: GameId, id: string) => `${BASE}/${game}/${id}/replay`;
export const tournamentsHref = (id?: string) => `${BASE}/tournaments${id ? `/${id}` : ''}`;
export const accountHref = (name: string) => `${BASE}/accounts/${encodeURIComponent(name)}`;
export const lobbyHref = (game?: GameId | null) => `${BASE}/${game ? `?game=${game}` : ''}`;

const listeners = new Set<() => void>();

export function navigate(href: string, replace = false): void {
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.scrollTo(0, 0);
  listeners.forEach((l) => l());
}

export function useRoute(): Route {
  const read = () => parseRoute(location.pathname, location.search);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const update = () => setRoute(read());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** An ordinary link (opens in a new tab with a modifier key) that navigates inside the page. */
export function Link({
  href,
  children,
  class: cls,
  ...rest
}: {
  href: string;
  children: ComponentChildren;
  class?: string;
  [attr: string]: unknown;
}) {
  return (
    <a
      href={href}
      class={cls}
      {...rest}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
