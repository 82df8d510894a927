/**
 * Load for the tests that stop servers under it (test/crash.e2e-spec.ts, test/rolling-restart.e2e-spec.ts):
 * clients playing random legal moves on random matches, every answer recorded, and the checks on the
 * stored matches afterwards (every answered move in the log where it was answered, gapless logs, every
 * match equal to its replay).
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import { replay } from '../../src/engine/driver';
import { materialize } from '../../src/engine/playout';
import { rngFromSeed } from '../../src/engine/random';
import type { GameDefinition, MoveTemplate } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';
import { until } from './until';

export const DEFS = new Map<string, GameDefinition>(GAMES.map((g) => [g.definition.id, g.definition]));

export interface Answered {
  matchId: string;
  version: number;
  seat: number;
  move: unknown;
  key: string;
  body: unknown;
}

export interface MatchInfo {
  id: string;
  game: string;
  tokens: string[];
}

export type Fetch = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: any; headers: Headers }>;

export function fetcher(base: () => string): Fetch {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: kept as text for the assertion message */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

/**
 * Clients that play random legal moves on random matches until stopped. `gate` holds them while the
 * server is down; every answer is recorded; a network error is an unknown outcome (allowed either way).
 */
export class Load {
  readonly answered: Answered[] = [];
  readonly statuses = new Map<number, number>();
  readonly badErrors: string[] = [];
  unknown = 0;
  private stopped = false;
  private gate: Promise<void> = Promise.resolve();
  private openGate: () => void = () => undefined;
  private waiters: { count: number; resolve: () => void }[] = [];
  private running: Promise<void>[] = [];

  constructor(
    private readonly http: Fetch,
    readonly matches: MatchInfo[],
    private readonly clients = 12,
  ) {}

  start(): void {
    this.running = Array.from({ length: this.clients }, (_, c) => this.client(c));
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate();
  }

  /** Resolves once `n` more moves have been answered 201. */
  moreAnswered(n: number): Promise<void> {
    const count = this.answered.length + n;
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.release();
    await Promise.all(this.running);
  }

  private count(status: number, body: any, what: string): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 500 && status !== 503)
      this.badErrors.push(`${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    if (
      status >= 400 &&
      (typeof body !== 'object' ||
        body === null ||
        body.statusCode !== status ||
        typeof body.error !== 'string')
    ) {
      this.badErrors.push(
        `${what} → ${status} without the JSON error shape: ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  }

  private async client(c: number): Promise<void> {
    const rng = rngFromSeed('c0'.repeat(32), `client:${c}`);
    for (let i = 0; !this.stopped; i++) {
      await this.gate;
      if (this.stopped) return;
      const active = this.matches;
      const m = active[rng.int(active.length)];
      const path = `/${m.game}/matches/${m.id}`;
      let posting = false;
      try {
        const spect = await this.http('GET', path);
        this.count(spect.status, spect.body, 'GET view');
        if (spect.status !== 200) continue;
        if (spect.body.status === 'finished') {
          await this.replace(m);
          continue;
        }
        const seat: number = spect.body.toAct[rng.int(spect.body.toAct.length)];
        const view = await this.http('GET', path, undefined, { authorization: `Bearer ${m.tokens[seat]}` });
        this.count(view.status, view.body, 'GET seat view');
        const legal: MoveTemplate[] | undefined = view.body?.legalMoves;
        if (view.status !== 200 || !legal?.length) continue;
        const move = materialize(legal[rng.int(legal.length)], rng);
        const key = randomUUID();
        posting = true;
        const res = await this.http('POST', `${path}/moves`, move, {
          authorization: `Bearer ${m.tokens[seat]}`,
          'idempotency-key': key,
        });
        posting = false;
        this.count(res.status, res.body, 'POST move');
        if (res.status === 201) {
          this.answered.push({ matchId: m.id, version: res.body.version, seat, move, key, body: res.body });
          this.waiters = this.waiters.filter((w) =>
            this.answered.length >= w.count ? (w.resolve(), false) : true,
          );
        }
      } catch {
        if (posting) this.unknown++;
      }
    }
  }

  /** A finished match is replaced by a new one of the same game, so the load never runs dry. */
  private async replace(m: MatchInfo): Promise<void> {
    const idx = this.matches.indexOf(m);
    if (idx < 0) return;
    const fresh = await createMatch(this.http, m.game);
    if (this.matches[idx] === m) this.matches[idx] = fresh;
    this.all.push(fresh);
  }

  readonly all: MatchInfo[] = [];
}

export async function createMatch(http: Fetch, game: string): Promise<MatchInfo> {
  const def = DEFS.get(game)!;
  const players = Array.from({ length: Math.min(def.maxPlayers, Math.max(def.minPlayers, 3)) }, (_, i) => ({
    name: `p${i}`,
  }));
  const res = await http('POST', `/${game}/matches`, { players });
  if (res.status !== 201) throw new Error(`create ${game}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, game, tokens: res.body.seats.map((s: { token: string }) => s.token) };
}

export interface StoredMatch {
  id: string;
  game: string;
  seed: string;
  options: unknown;
  state: unknown;
  version: number;
  move_count: number;
  seats: number;
  moves: { seq: number; seat: number; move: unknown }[];
}

/** Reads the matches straight from the database (the server is stopped: PGlite allows one process). */
export async function readStored(
  env: Record<string, string>,
  ids: string[],
): Promise<Map<string, StoredMatch>> {
  const sqlMatches = `SELECT m.id::text AS id, m.game, m.seed, m.options, m.state, m.version, m.move_count,
      (SELECT count(*)::int FROM seat s WHERE s.match_id = m.id) AS seats FROM match m WHERE m.id::text = ANY($1)`;
  const sqlMoves =
    'SELECT match_id::text AS match_id, seq, seat, move FROM move WHERE match_id::text = ANY($1) ORDER BY match_id, seq';
  let rows: StoredMatch[];
  let moves: { match_id: string; seq: number; seat: number; move: unknown }[];
  if (env.DATABASE_URL) {
    const pg = new Client({ connectionString: env.DATABASE_URL });
    await pg.connect();
    try {
      rows = (await pg.query(sqlMatches, [ids])).rows;
      moves = (await pg.query(sqlMoves, [ids])).rows;
    } finally {
      await pg.end();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(env.DATA_DIR);
    try {
      rows = (await db.query<StoredMatch>(sqlMatches, [ids])).rows;
      moves = (
        await db.query<{ match_id: string; seq: number; seat: number; move: unknown }>(sqlMoves, [ids])
      ).rows;
    } finally {
      await db.close();
    }
  }
  const out = new Map(rows.map((r) => [r.id, { ...r, moves: [] as StoredMatch['moves'] }]));
  for (const mv of moves) out.get(mv.match_id)!.moves.push({ seq: mv.seq, seat: mv.seat, move: mv.move });
  return out;
}

/** What is wrong with a stored match's record: a log with gaps, or a replay of it that is not its state. */
export function recordProblems(m: StoredMatch): string[] {
  const problems: string[] = [];
  if (!m.moves.every((x, i) => x.seq === i + 1) || m.moves.length !== m.move_count)
    problems.push(`log not gapless (${m.moves.length} moves, move count ${m.move_count})`);
  try {
    const state = replay(DEFS.get(m.game)!, m.seats, m.options, m.seed, m.moves as never);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), m.state))
      problems.push('the replay of its log differs from its state');
  } catch (e) {
    problems.push((e as Error).message);
  }
  return problems;
}

/** Every answered move is in the log where it was answered; logs are gapless; every match is its replay. */
export function checkStored(
  stored: Map<string, StoredMatch>,
  answered: Answered[],
  ids: string[],
): { matches: number; moves: number } {
  let moves = 0;
  for (const id of ids) {
    const m = stored.get(id);
    expect(m).toBeDefined();
    expect({ id, problems: recordProblems(m!) }).toEqual({ id, problems: [] });
    // every seat is a person: version 1 at creation, one version per move
    expect(m!.version).toBe(m!.move_count + 1);
    moves += m!.moves.length;
  }
  for (const a of answered) {
    const m = stored.get(a.matchId)!;
    const entry = m.moves[a.version - 2];
    expect({ seq: a.version - 1, seat: a.seat, move: a.move }).toEqual(
      entry && { seq: entry.seq, seat: entry.seat, move: entry.move },
    );
  }
  return { matches: ids.length, moves };
}

/** A match and how far its follower has seen it. */
export interface FollowedMatch {
  readonly match: MatchInfo;
  /** The last version the follower saw. */
  readonly last: number;
  /** Whether the follower saw it finish. */
  readonly finished: boolean;
}

/**
 * Plays a followed match one move at a time: the next move once the follower has seen the last one and
 * the load has answered a few more (so that the followed matches last through both restarts).
 */
export async function pacedPlayer(
  http: Fetch,
  f: FollowedMatch,
  stopped: () => boolean,
  load: Load,
): Promise<void> {
  const answered = load.answered;
  const rng = rngFromSeed('5e'.repeat(32), `paced:${f.match.id}`);
  const path = `/${f.match.game}/matches/${f.match.id}`;
  while (!stopped() && !f.finished) {
    const spect = await http('GET', path);
    if (spect.body.status === 'finished') return;
    const seat: number = spect.body.toAct[rng.int(spect.body.toAct.length)];
    const auth = { authorization: `Bearer ${f.match.tokens[seat]}` };
    const view = await http('GET', path, undefined, auth);
    const legal: MoveTemplate[] | undefined = view.body?.legalMoves;
    if (!legal?.length) continue;
    const move = materialize(legal[rng.int(legal.length)], rng);
    const key = randomUUID();
    const res = await http('POST', `${path}/moves`, move, { ...auth, 'idempotency-key': key });
    if (res.status !== 201) continue;
    answered.push({ matchId: f.match.id, version: res.body.version, seat, move, key, body: res.body });
    await until(
      `the follower of ${f.match.id} to see version ${res.body.version}`,
      () => f.last >= res.body.version || stopped(),
    );
    const target = answered.length + 3;
    await until('the load to go on', () => answered.length >= target || stopped());
  }
}

/** An In-Between match of three people over 100 orbits. */
export async function createLong(http: Fetch): Promise<MatchInfo> {
  const players = [{ name: 'p0' }, { name: 'p1' }, { name: 'p2' }];
  const res = await http('POST', '/in-between/matches', { players, options: { rounds: 100 } });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.id,
    game: 'in-between',
    tokens: res.body.seats.map((s: { token: string }) => s.token),
  };
}
