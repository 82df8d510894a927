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
  table?: number;
  matchIds: string[];
  players: string[];
  /** Every game of the table has a result. */
  finished?: boolean;
  /** Lost unplayed by a withdrawn player. */
  forfeit?: boolean;
  /** Each player's points at this table, in `players` order. */
  points?: number[];
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
export interface Entrant {
  account: string;
  kind?: 'human' | 'bot';
  /** The built-in level playing this account, or null. */
  builtinBot?: string | null;
  withdrawn?: boolean;
}

export interface Tournament {
  id: string;
  game: string;
  format: TournamentFormat;
  status: TournamentStatus;
  creator?: string;
  players: Entrant[];
  rounds: TournamentRound[];
  standings: StandingRow[];
  /** Rounds planned (Swiss: as created; round robin: known from the start). */
  roundCount?: number | null;
  currentRound?: number;
  tableSize?: number;
  gamesPerPairing?: number;
  rated?: boolean;
  botsAllowed?: boolean;
  minPlayers?: number;
  maxPlayers?: number | null;
  startsAt?: string | null;
  createdAt?: string;
  options?: Record<string, unknown>;
}

/** A tournament as the list gives it (the rounds and standings may be left out). */
export type TournamentSummary = Omit<Tournament, 'rounds' | 'standings'> &
  Partial<Pick<Tournament, 'rounds' | 'standings'>>;

export interface TournamentPage {
  items: TournamentSummary[];
  nextCursor?: string | null;
}

export interface NewTournament {
  game: GameId;
  format: TournamentFormat;
  rounds?: number;
  tableSize?: number;
  gamesPerPairing: number;
  options: Record<string, unknown>;
  rated: boolean;
  botsAllowed: boolean;
  minPlayers: number;
  maxPlayers?: number;
  startsAt: string | null;
}

export const entrantName = (e: Entrant) => e.account;
export const withdrew = (e: Entrant) => e.withdrawn === true;
/** The players ranked first once it is over (several when they share first place). */
export const winners = (t: TournamentSummary) =>
  t.status === 'finished' ? (t.standings ?? []).filter((s) => s.rank === 1).map((s) => s.account) : [];
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
  cancel: (key: string, id: string) => call<Tournament>('DELETE', at(id), key),
  resultsUrl: (id: string, format: 'csv' | 'json') =>
    `${location.origin}${at(id, '/results')}?format=${format}`,
  eventsUrl: (id: string) => `${location.origin}${at(id, '/events')}`,
};
