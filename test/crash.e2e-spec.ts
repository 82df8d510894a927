/**
 * Crash safety. The real server runs as a child process (PGlite in a temporary folder, or PostgreSQL
 * when DATABASE_URL is set); many concurrent clients play moves on many matches; the process is killed
 * with SIGKILL in the middle of that load and restarted on the same database, several times. Then:
 * every move that was answered 201 is in the log at the version it was answered with, retrying an
 * answered request with its Idempotency-Key applies nothing, the logs have no gaps, and every match
 * equals replay(seed, log).
 *
 * With DATABASE_URL, also: the app's PostgreSQL backends terminated under load (what a database restart
 * does to open connections), then PostgreSQL unreachable (a TCP proxy between the app and PostgreSQL is
 * cut, then restored): requests fail cleanly with 503 JSON, /health says so, and the same process
 * serves again once the database is back, having lost no answered move.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as NetServer, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { replay } from '../src/engine/driver';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import type { GameDefinition, MoveTemplate } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { createTestApp } from './util/app';
import { type Server, startServer } from './util/server';

const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const CLIENTS = 12;
const MOVES_PER_PHASE = 40;
const DEFS = new Map<string, GameDefinition>(GAMES.map((g) => [g.definition.id, g.definition]));

interface Answered {
  matchId: string;
  version: number;
  seat: number;
  move: unknown;
  key: string;
  body: unknown;
}

interface MatchInfo {
  id: string;
  game: string;
  tokens: string[];
}

type Fetch = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any; headers: Headers }>;

function fetcher(base: () => string): Fetch {
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
class Load {
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
  ) {}

  start(): void {
    this.running = Array.from({ length: CLIENTS }, (_, c) => this.client(c));
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
    if (status >= 500 && status !== 503) this.badErrors.push(`${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    if (status >= 400 && (typeof body !== 'object' || body === null || body.statusCode !== status || typeof body.error !== 'string')) {
      this.badErrors.push(`${what} → ${status} without the JSON error shape: ${JSON.stringify(body).slice(0, 200)}`);
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
        const res = await this.http('POST', `${path}/moves`, move, { authorization: `Bearer ${m.tokens[seat]}`, 'idempotency-key': key });
        posting = false;
        this.count(res.status, res.body, 'POST move');
        if (res.status === 201) {
          this.answered.push({ matchId: m.id, version: res.body.version, seat, move, key, body: res.body });
          this.waiters = this.waiters.filter((w) => (this.answered.length >= w.count ? (w.resolve(), false) : true));
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

async function createMatch(http: Fetch, game: string): Promise<MatchInfo> {
  const def = DEFS.get(game)!;
  const players = Array.from({ length: Math.min(def.maxPlayers, Math.max(def.minPlayers, 3)) }, (_, i) => ({ name: `p${i}` }));
  const res = await http('POST', `/${game}/matches`, { players });
  if (res.status !== 201) throw new Error(`create ${game}: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, game, tokens: res.body.seats.map((s: { token: string }) => s.token) };
}

interface StoredMatch {
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
async function readStored(env: Record<string, string>, ids: string[]): Promise<Map<string, StoredMatch>> {
  const sqlMatches = `SELECT m.id::text AS id, m.game, m.seed, m.options, m.state, m.version, m.move_count,
      (SELECT count(*)::int FROM seat s WHERE s.match_id = m.id) AS seats FROM match m WHERE m.id::text = ANY($1)`;
  const sqlMoves = 'SELECT match_id::text AS match_id, seq, seat, move FROM move WHERE match_id::text = ANY($1) ORDER BY match_id, seq';
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
      moves = (await db.query<{ match_id: string; seq: number; seat: number; move: unknown }>(sqlMoves, [ids])).rows;
    } finally {
      await db.close();
    }
  }
  const out = new Map(rows.map((r) => [r.id, { ...r, moves: [] as StoredMatch['moves'] }]));
  for (const mv of moves) out.get(mv.match_id)!.moves.push({ seq: mv.seq, seat: mv.seat, move: mv.move });
  return out;
}

/** Every answered move is in the log where it was answered; logs are gapless; every match is its replay. */
function checkStored(stored: Map<string, StoredMatch>, answered: Answered[], ids: string[]): { matches: number; moves: number } {
  let moves = 0;
  for (const id of ids) {
    const m = stored.get(id);
    expect(m).toBeDefined();
    expect(m!.moves.map((x) => x.seq)).toEqual(m!.moves.map((_, i) => i + 1));
    expect(m!.moves.length).toBe(m!.move_count);
    // every seat is a person: version 1 at creation, one version per move
    expect(m!.version).toBe(m!.move_count + 1);
    const def = DEFS.get(m!.game)!;
    expect(replay(def, m!.seats, m!.options, m!.seed, m!.moves as never)).toEqual(m!.state);
    moves += m!.moves.length;
  }
  for (const a of answered) {
    const m = stored.get(a.matchId)!;
    const entry = m.moves[a.version - 2];
    expect({ seq: a.version - 1, seat: a.seat, move: a.move }).toEqual(entry && { seq: entry.seq, seat: entry.seat, move: entry.move });
  }
  return { matches: ids.length, moves };
}

describe('crash safety', () => {
  it(`every move answered 201 survives ${KILLS} SIGKILLs under load; every match equals its replay`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-crash-'));
    const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dir };
    let server: Server = await startServer(env);
    try {
      const http = fetcher(() => server.url);
      const matches: MatchInfo[] = [];
      for (const { definition: g } of GAMES) for (let k = 0; k < 3; k++) matches.push(await createMatch(http, g.id));
      const load = new Load(http, matches);
      load.all.push(...matches);
      load.start();
      let kills = 0;
      for (let k = 0; k < KILLS; k++) {
        await load.moreAnswered(MOVES_PER_PHASE);
        // mid-load: clients have requests in flight when the process dies
        load.hold();
        await server.kill('SIGKILL');
        kills++;
        server = await startServer(env);
        // a retried request (same Idempotency-Key) returns the first answer and applies nothing
        for (const a of load.answered.slice(-3)) {
          const m = load.all.find((x) => x.id === a.matchId)!;
          const again = await http('POST', `/${m.game}/matches/${m.id}/moves`, a.move, { authorization: `Bearer ${m.tokens[a.seat]}`, 'idempotency-key': a.key });
          expect(again.status).toBe(201);
          expect(again.body).toEqual(a.body);
        }
        load.release();
      }
      await load.moreAnswered(MOVES_PER_PHASE);
      await load.stop();
      await server.kill('SIGTERM');
      expect(load.badErrors).toEqual([]);
      const ids = load.all.map((m) => m.id);
      const stored = await readStored(env, ids);
      const r = checkStored(stored, load.answered, ids);
      process.stdout.write(
        `crash: ${kills} SIGKILLs survived, ${r.matches} matches, ${load.answered.length} moves answered 201 (all in the log, 0 lost), ${load.unknown} in flight at a kill, ${r.moves} logged moves replayed\n`,
      );
      expect(kills).toBe(KILLS);
      // the kills did land mid-load: some moves were in flight (their outcome unknown to the client)
      expect(load.unknown).toBeGreaterThan(0);
      expect(load.answered.length).toBeGreaterThanOrEqual((KILLS + 1) * MOVES_PER_PHASE);
    } finally {
      await server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  pgIt('PostgreSQL backends terminated, then PostgreSQL unreachable, under load: 503 JSON, /health down, recovery without a restart, no answered move lost', async () => {
    const proxy = new PgProxy(new URL(process.env.DATABASE_URL!));
    const port = await proxy.listen();
    const url = new URL(process.env.DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const t = await createTestApp(GAMES, { DATABASE_URL: url.toString() });
    try {
      await t.app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
      const http = fetcher(() => base);
      const matches: MatchInfo[] = [];
      for (const { definition: g } of GAMES) for (let k = 0; k < 2; k++) matches.push(await createMatch(http, g.id));
      const load = new Load(http, matches);
      load.all.push(...matches);
      load.start();
      await load.moreAnswered(30);

      // what a PostgreSQL restart does to open connections: their backends are terminated (57P01);
      // only the backends behind this test's proxy, as other tests share the database
      const beforeTerminate = load.statuses.get(503) ?? 0;
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND client_port = ANY($1::int[])', [proxy.upstreamPorts()]);
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // the pool reconnects by itself and play goes on
      await load.moreAnswered(20);
      expect(load.badErrors).toEqual([]);
      const afterTerminate = (load.statuses.get(503) ?? 0) - beforeTerminate;

      proxy.cut();
      const before = new Map(load.statuses);
      // under the outage every request fails, cleanly: 503 JSON
      const down = await http('GET', '/health');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', database: 'down' });
      const m = matches[0];
      const failed = await http('GET', `/${m.game}/matches/${m.id}`);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ statusCode: 503, error: 'service-unavailable', message: expect.any(String) });
      expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
      const created = await http('POST', `/${m.game}/matches`, { players: [{ name: 'ana' }] });
      expect(created.status).toBe(503);
      await new Promise<void>((resolve) => {
        const check = () => ((load.statuses.get(503) ?? 0) - (before.get(503) ?? 0) >= 20 ? resolve() : setTimeout(check, 10));
        check();
      });

      proxy.restore();
      // the same process recovers: health, then moves again
      for (let i = 0; (await http('GET', '/health')).status !== 200; i++) {
        expect(i).toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 50));
      }
      await load.moreAnswered(30);
      await load.stop();
      expect(load.badErrors).toEqual([]);
      const ids = load.all.map((x) => x.id);
      const r = checkStored(await readStored({ DATABASE_URL: process.env.DATABASE_URL! }, ids), load.answered, ids);
      process.stdout.write(`database outage: backends terminated (${afterTerminate} requests answered 503, then play went on), ${(load.statuses.get(503) ?? 0) - afterTerminate} requests answered 503 during the cut, ${load.answered.length} moves answered 201 (0 lost), ${r.matches} matches replayed\n`);
    } finally {
      await t.close();
      await proxy.close();
    }
  }, 120_000);
});

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
class PgProxy {
  private server: NetServer | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly upstreams = new Set<Socket>();
  private down = false;

  /** Local ports of the connections to PostgreSQL: pg_stat_activity.client_port of the app's backends. */
  upstreamPorts(): number[] {
    return [...this.upstreams].map((s) => s.localPort).filter((p): p is number => typeof p === 'number');
  }

  constructor(private readonly target: URL) {}

  listen(): Promise<number> {
    this.server = createServer((client) => {
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      this.upstreams.add(upstream);
      upstream.on('close', () => this.upstreams.delete(upstream));
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve((this.server!.address() as { port: number }).port)));
  }

  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
