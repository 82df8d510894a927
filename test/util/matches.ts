/**
 * Match helpers shared by the per-game e2e tests: the fields every match view has (docs/api.md "Match
 * view"), the move log's entries, and requests against one game's match routes, with or without a
 * seat token.
 *
 *   let t: TestApp;   // set in beforeAll
 *   const { create, get, post, log, join, stored } = matchRoutes<MatchView<EuchreView>>(() => t, 'euchre');
 *   const m = await create({ players: [{ name: 'a' }, { bot: 'basic' }] });   // expects 201
 *   const mine = await get(m.id, m.seats[0].token);                            // expects 200
 *   await post(m.id, token, { type: 'pass' }).expect(422);                     // the raw request
 */
import type { Test } from 'supertest';
import { bearer, type TestApp } from './app';

export interface SeatView {
  seat: number;
  name: string | null;
  /** Only in the create response, for seats created with a name. */
  token?: string;
  bot: string | null;
}

/** A match view (docs/api.md): S is the game's state view, L a legal-move item, O its options. */
export interface MatchView<
  S = Record<string, unknown>,
  L = { type: string; [k: string]: unknown },
  O = Record<string, unknown>,
> {
  id: string;
  status: string;
  version: number;
  toAct: number[];
  you: number | null;
  seats: SeatView[];
  options: O;
  state: S;
  /** Only in a seat's own view. */
  legalMoves?: L[];
  scores: number[];
  result: {
    winners: number[];
    scores: number[];
    reason: string;
    standings: { seat: number; place: number }[];
  } | null;
  fairness: { seedHash: string; seed: string | null };
}

/** An entry of `GET /{game}/matches/{id}/moves`. */
export interface LogEntry<M = { type: string; [k: string]: unknown }> {
  seq: number;
  seat: number;
  move: M;
}

const as = (req: Test, token?: string): Test => (token ? req.set(bearer(token)) : req);

/**
 * Waits for a match to finish (a match of bots only is played in the background) by long-polling its
 * view (`?waitForVersion=`): the finished view, as the seat of `credential` or a spectator sees it.
 */
export async function finished<V = MatchView>(
  http: TestApp['http'],
  game: string,
  id: string,
  credential?: string,
): Promise<V> {
  let view = (await as(http.get(`/${game}/matches/${id}`), credential).expect(200)).body as MatchView;
  while (view.status !== 'finished') {
    const next = await as(
      http.get(`/${game}/matches/${id}?waitForVersion=${view.version}&timeoutSeconds=25`),
      credential,
    ).expect(200);
    view = next.body as MatchView;
  }
  return view as V;
}

/**
 * Requests against `/{game}/matches`. `app` is read at each call, so the routes may be made before the
 * test app exists (in a describe block whose beforeAll creates it).
 */
export function matchRoutes<V = MatchView, E = LogEntry>(app: () => TestApp, game: string) {
  const url = (id: string) => `/${game}/matches/${id}`;
  return {
    url,
    /** POST /{game}/matches; expects 201 and returns the match view. */
    create: async (body: object): Promise<V> =>
      (await app().http.post(`/${game}/matches`).send(body).expect(201)).body,
    /**
     * Creates a match of bots only (answered `active`, played in the background) and waits for its end:
     * the finished match view.
     */
    played: async (body: object, token?: string): Promise<V> => {
      const m = (await app().http.post(`/${game}/matches`).send(body).expect(201)).body as { id: string };
      return finished(app().http, game, m.id, token) as Promise<V>;
    },
    /** The match view as a seat (with its token) or a spectator sees it; expects 200. */
    get: async (id: string, token?: string): Promise<V> =>
      (await as(app().http.get(url(id)), token).expect(200)).body,
    /** POST a move as the token's seat; the request, for the caller's `.expect(...)`. */
    post: (id: string, token: string, move: object): Test =>
      app()
        .http.post(`${url(id)}/moves`)
        .set(bearer(token))
        .send(move),
    /** The move log as a seat or a spectator sees it; expects 200. */
    log: async (id: string, token?: string): Promise<E[]> =>
      (await as(app().http.get(`${url(id)}/moves`), token).expect(200)).body,
    /** Takes an open seat; expects 201. */
    join: async (id: string, name: string): Promise<{ seat: number; token: string; match: V }> =>
      (
        await app()
          .http.post(`${url(id)}/players`)
          .send({ name })
          .expect(201)
      ).body,
    /** The stored row (state, seed, options) for replay checks. */
    stored: (id: string) => app().db.match.findUniqueOrThrow({ where: { id } }),
  };
}
