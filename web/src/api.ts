/**
 * Every call of the page goes through the project's typed client (client/index.ts, openapi-fetch over
 * the OpenAPI document's types). Each game has the same routes under its own prefix with the same
 * answers; only the create options and the move bodies differ per game, so a game's path is typed as
 * East-West's and those two bodies are passed as the game's own JSON.
 */
import {
  type ApiErrorBody,
  type CardroomClient,
  type Challenge,
  createCardroomClient,
  type GameInfo,
  type HistoryPage,
  type MatchView,
  type Profile,
  type Seek,
} from '../../client';

export type { Challenge, GameInfo, HistoryPage, MatchView, Profile, Seek };
export type HistoryItem = HistoryPage['items'][number];
export type LeaderRow = Awaited<ReturnType<typeof api.leaderboard>>['items'][number];
export type Move = { type: string; [field: string]: unknown };
export type SeatSpec = { name?: string; bot?: string; me?: true };
export type LobbyItem = Awaited<ReturnType<typeof api.lobby>>['items'][number];
export type LogEntry = Awaited<ReturnType<typeof api.moves>>[number];
export type CheckAnswer = Awaited<ReturnType<typeof api.check>>;

export const GAME_IDS = ['east-west', 'in-between', 'chinese-poker', 'euchre', 'texas-holdem'] as const;
export type GameId = (typeof GAME_IDS)[number];
export const isGameId = (s: string): s is GameId => (GAME_IDS as readonly string[]).includes(s);

/** An answer that is not 2xx: the API's error body ({ statusCode, error, reason?, message }). */
export class ApiFailure extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
  }

  /** `e` as an ApiFailure: itself, or a failure without an answer (status 0). */
  static of(e: unknown): ApiFailure {
    return e instanceof ApiFailure
      ? e
      : new ApiFailure({ statusCode: 0, error: 'internal-error', message: String(e) });
  }
}

const clients = new Map<string, CardroomClient>();
export function client(token?: string | null): CardroomClient {
  const key = token ?? '';
  let c = clients.get(key);
  if (!c) clients.set(key, (c = createCardroomClient(location.origin, token ?? undefined)));
  return c;
}

const at = <S extends string>(game: GameId, suffix: S) => `/${game}${suffix}` as `/east-west${S}`;

export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let r: { data?: T; error?: unknown; response: Response };
  try {
    r = await call;
  } catch (e) {
    throw new ApiFailure({
      statusCode: 0,
      error: 'service-unavailable',
      message: `the service did not answer (${(e as Error).message})`,
    });
  }
  if (r.error !== undefined || !r.response.ok) {
    const body = r.error as Partial<ApiErrorBody> | undefined;
    throw new ApiFailure({
      statusCode: r.response.status,
      error: body?.error ?? 'internal-error',
      message: body?.message ?? `${r.response.status} ${r.response.statusText}`,
      ...(body?.reason ? { reason: body.reason } : {}),
      ...(body?.details ? { details: body.details } : {}),
    });
  }
  return r.data as T;
}

const idempotencyKey = () =>
  crypto.getRandomValues(new Uint32Array(4)).reduce((s, n) => s + n.toString(36), '');

export const api = {
  games: () => unwrap(client().GET('/games')),
  lobby: (game: GameId, status: 'open' | 'active' | 'finished', limit = 8) =>
    unwrap(client().GET(at(game, '/matches'), { params: { query: { status, limit } } })),
  /** With an API key, a `{ me: true }` seat is the key's account. */
  create: (
    game: GameId,
    players: SeatSpec[],
    options: Record<string, unknown>,
    key?: string | null,
    preset?: string,
  ) =>
    unwrap(
      client(key).POST(at(game, '/matches'), {
        body: { players, options, ...(preset ? { preset } : {}) } as never,
      }),
    ),
  join: (game: GameId, id: string, name: string) =>
    unwrap(client().POST(at(game, '/matches/{id}/players'), { params: { path: { id } }, body: { name } })),
  view: (game: GameId, id: string, token?: string | null) =>
    unwrap(client(token).GET(at(game, '/matches/{id}'), { params: { path: { id } } })),
  /** expectedVersion: a click on a table that has moved on is refused (409) instead of meaning something else. */
  move: async (
    game: GameId,
    id: string,
    token: string,
    move: Move,
    expectedVersion: number,
  ): Promise<MatchView> => {
    const answer = await unwrap(
      client(token).POST(at(game, '/matches/{id}/moves'), {
        params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body: { ...move, expectedVersion } as never,
      }),
    );
    // the page does not send `Prefer: return=minimal`, so the answer is the whole view
    if (!('state' in answer))
      throw new ApiFailure({
        statusCode: 0,
        error: 'internal-error',
        message: 'the move was answered without the match view',
      });
    return answer;
  },
  check: (game: GameId, id: string, token: string, move: Move) =>
    unwrap(
      client(token).POST(at(game, '/matches/{id}/check'), { params: { path: { id } }, body: move as never }),
    ),
  moves: (game: GameId, id: string, token?: string | null) =>
    unwrap(client(token).GET(at(game, '/matches/{id}/moves'), { params: { path: { id } } })),
  // ---- accounts (the API key goes where a seat token does)
  createAccount: (name: string) => unwrap(client().POST('/accounts', { body: { name, kind: 'human' } })),
  me: (key: string) => unwrap(client(key).GET('/me')),
  account: (name: string) => unwrap(client().GET('/accounts/{name}', { params: { path: { name } } })),
  ratingHistory: (name: string) =>
    unwrap(client().GET('/accounts/{name}/ratings/history', { params: { path: { name } } })),
  holdemHands: (id: string, token?: string | null) =>
    unwrap(client(token).GET('/texas-holdem/matches/{id}/hands', { params: { path: { id } } })),
  accountMatches: (name: string, limit = 10) =>
    unwrap(client().GET('/accounts/{name}/matches', { params: { path: { name }, query: { limit } } })),
  challenge: (
    key: string,
    game: GameId,
    to: string[],
    options: Record<string, unknown>,
    rated: boolean,
    preset?: string,
  ) =>
    unwrap(
      client(key).POST('/challenges', { body: { game, to, options, rated, ...(preset ? { preset } : {}) } }),
    ),
  getChallenge: (id: string) => unwrap(client().GET('/challenges/{id}', { params: { path: { id } } })),
  answerChallenge: (key: string, id: string, answer: 'accept' | 'decline') =>
    unwrap(
      client(key).POST(answer === 'accept' ? '/challenges/{id}/accept' : '/challenges/{id}/decline', {
        params: { path: { id } },
      }),
    ),
  cancelChallenge: (key: string, id: string) =>
    unwrap(client(key).DELETE('/challenges/{id}', { params: { path: { id } } })),
  seek: (
    key: string,
    game: GameId,
    players: number,
    options: Record<string, unknown>,
    rated: boolean,
    preset?: string,
  ) =>
    unwrap(
      client(key).POST('/{game}/seeks', {
        params: { path: { game } },
        body: { players, options, rated, ...(preset ? { preset } : {}) },
      }),
    ),
  getSeek: (key: string, id: string) => unwrap(client(key).GET('/seeks/{id}', { params: { path: { id } } })),
  cancelSeek: (key: string, id: string) =>
    unwrap(client(key).DELETE('/seeks/{id}', { params: { path: { id } } })),
  leaderboard: (game: GameId, limit = 10) =>
    unwrap(client().GET('/{game}/leaderboard', { params: { path: { game }, query: { limit } } })),
  /** The match's event stream (useLive sends the seat's token as a bearer header). */
  eventsUrl: (game: GameId, id: string) =>
    `${location.origin}/${game}/matches/${encodeURIComponent(id)}/events`,
};

// ------------------------------------------------------------------ what the browser keeps

export interface SeatTicket {
  seat: number;
  token: string;
}

const SEATS_KEY = 'cardroom.seats';
const NAME_KEY = 'cardroom.name';

function readSeats(): Record<string, SeatTicket> {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY) ?? '{}') as Record<string, SeatTicket>;
  } catch {
    return {};
  }
}

/** The seat this browser holds in a match (its token came from create or join), if any. */
export const seatIn = (matchId: string): SeatTicket | null => readSeats()[matchId] ?? null;

export function keepSeat(matchId: string, ticket: SeatTicket): void {
  const all = readSeats();
  all[matchId] = ticket;
  // the newest 200 matches are plenty for one browser
  const kept = Object.fromEntries(Object.entries(all).slice(-200));
  localStorage.setItem(SEATS_KEY, JSON.stringify(kept));
}

export const playerName = (): string => localStorage.getItem(NAME_KEY) || 'guest';
export const setPlayerName = (name: string) => localStorage.setItem(NAME_KEY, name);

// ------------------------------------------------------------------ the signed-in account

const KEY_KEY = 'cardroom.apiKey';
export const apiKey = (): string | null => localStorage.getItem(KEY_KEY);
export const setApiKey = (key: string | null) =>
  key ? localStorage.setItem(KEY_KEY, key) : localStorage.removeItem(KEY_KEY);

const ACCOUNT_KEY = 'cardroom.accountName';
const ACCOUNT_EVENT = 'cardroom:account';
/** The signed-in account's name (kept with its key), or null. */
export const accountName = (): string | null => (apiKey() ? localStorage.getItem(ACCOUNT_KEY) : null);
export function setAccountName(name: string | null): void {
  if (name) localStorage.setItem(ACCOUNT_KEY, name);
  else localStorage.removeItem(ACCOUNT_KEY);
  window.dispatchEvent(new Event(ACCOUNT_EVENT));
}
/** Calls `f` whenever the signed-in account changes; returns the unsubscribe. */
export function onAccountChange(f: () => void): () => void {
  window.addEventListener(ACCOUNT_EVENT, f);
  return () => window.removeEventListener(ACCOUNT_EVENT, f);
}

/** Forgets the seats this browser played with a key (on sign out). */
export function forgetToken(token: string): void {
  const kept = Object.fromEntries(Object.entries(readSeats()).filter(([, t]) => t.token !== token));
  localStorage.setItem(SEATS_KEY, JSON.stringify(kept));
}

const SEEKS_KEY = 'cardroom.seeks';
/** The ids of the seeks made from this browser (the API has no list of an account's seeks). */
export const seekIds = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(SEEKS_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};
export const setSeekIds = (ids: string[]) => localStorage.setItem(SEEKS_KEY, JSON.stringify(ids.slice(-20)));
