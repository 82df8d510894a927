/**
 * The tournament calls of the page (shared/API.md part 3 "Tournaments"): list, read, create, join,
 * withdraw, start, and the public event stream. The API key of the signed-in account goes as
 * `Authorization: Bearer`, like everywhere else in the page.
 */
import { ApiFailure, type GameId } from './api';

export type TournamentFormat = 'round-robin' | 'swiss';
export type TournamentStatus = 'open' | 'running' | 'finished' | 'canceled';
export const TOURNAMENT_STATUSES = ['open', 'running', 'finished'] as const;

export interface TournamentTable {
  matchIds: string[];
  players: string[];
}
export interface TournamentRound {
  round: number;
  tables: TournamentTable[];
  byes?: string[];
}
export interface StandingRow {
  rank: number;
  account: string;
  points: number;
  tieBreak: number;
  played: number;
}
/** An entrant: the API may list names, or objects with the name and whether it withdrew. */
export type Entrant = string | { account: string; withdrawn?: boolean; kind?: string };

export interface Tournament {
  id: string;
  game: string;
  format: TournamentFormat;
  status: TournamentStatus;
  creator?: string;
  players: Entrant[];
  rounds: TournamentRound[];
  standings: StandingRow[];
  roundsPlanned?: number | null;
  tableSize?: number;
  gamesPerPairing?: number;
  rated?: boolean;
  botsAllowed?: boolean;
  minPlayers?: number;
  maxPlayers?: number | null;
  startsAt?: string | null;
  createdAt?: string;
  winner?: string | null;
  options?: Record<string, unknown>;
}

export interface TournamentPage {
  items: Tournament[];
  nextCursor?: string | null;
}

export interface NewTournament {
  game: GameId;
  format: TournamentFormat;
  rounds?: number;
  tableSize: number;
  gamesPerPairing: number;
  options: Record<string, unknown>;
  rated: boolean;
  botsAllowed: boolean;
  minPlayers: number;
  maxPlayers: number | null;
  startsAt: string | null;
}

export const entrantName = (e: Entrant) => (typeof e === 'string' ? e : e.account);
export const withdrew = (e: Entrant) => typeof e !== 'string' && e.withdrawn === true;
export const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

async function call<T>(method: string, path: string, key?: string | null, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${location.origin}${path}`, {
      method,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiFailure({
      statusCode: 0,
      error: 'service-unavailable',
      message: `the service did not answer (${(e as Error).message})`,
    });
  }
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const b = (parsed ?? {}) as Partial<ApiFailure['body']>;
    throw new ApiFailure({
      statusCode: res.status,
      error: b.error ?? 'internal-error',
      message: b.message ?? `${res.status} ${res.statusText}`,
      ...(b.reason ? { reason: b.reason } : {}),
    });
  }
  return parsed as T;
}

const at = (id: string, rest = '') => `/tournaments/${encodeURIComponent(id)}${rest}`;

export const tournamentsApi = {
  list: (status: TournamentStatus, limit = 20) =>
    call<TournamentPage>('GET', `/tournaments?status=${status}&limit=${limit}`),
  get: (id: string) => call<Tournament>('GET', at(id)),
  create: (key: string, body: NewTournament) => call<Tournament>('POST', '/tournaments', key, body),
  /** Joins the key's account; with `account`, the creator enters that built-in level. */
  join: (key: string, id: string, account?: string) =>
    call<Tournament>('POST', at(id, '/players'), key, account ? { account } : {}),
  withdraw: (key: string, id: string) => call<Tournament>('DELETE', at(id, '/players/me'), key),
  start: (key: string, id: string) => call<Tournament>('POST', at(id, '/start'), key),
  eventsUrl: (id: string) => `${location.origin}${at(id, '/events')}`,
};
