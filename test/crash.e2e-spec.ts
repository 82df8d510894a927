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
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as NetServer, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { GAMES } from '../src/games/registry';
import { createTestApp } from './util/app';
import { checkStored, createMatch, fetcher, Load, type MatchInfo, readStored } from './util/load';
import { type Server, startServer } from './util/server';

const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const MOVES_PER_PHASE = 40;

describe('crash safety', () => {
  it(`every move answered 201 survives ${KILLS} SIGKILLs under load; every match equals its replay`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-crash-'));
    const env: Record<string, string> = process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL }
      : { DATA_DIR: dir };
    let server: Server = await startServer(env);
    try {
      const http = fetcher(() => server.url);
      const matches: MatchInfo[] = [];
      for (const { definition: g } of GAMES)
        for (let k = 0; k < 3; k++) matches.push(await createMatch(http, g.id));
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
          const again = await http('POST', `/${m.game}/matches/${m.id}/moves`, a.move, {
            authorization: `Bearer ${m.tokens[a.seat]}`,
            'idempotency-key': a.key,
          });
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
  pgIt(
    'PostgreSQL backends terminated, then PostgreSQL unreachable, under load: 503 JSON, /health down, recovery without a restart, no answered move lost',
    async () => {
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
        for (const { definition: g } of GAMES)
          for (let k = 0; k < 2; k++) matches.push(await createMatch(http, g.id));
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
          const killed = await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND client_port = ANY($1::int[])',
            [proxy.upstreamPorts()],
          );
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
        expect(failed.body).toMatchObject({
          statusCode: 503,
          error: 'service-unavailable',
          message: expect.any(String),
        });
        expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
        const created = await http('POST', `/${m.game}/matches`, { players: [{ name: 'ana' }], pad: 'open' });
        expect(created.status).toBe(503);
        await new Promise<void>((resolve) => {
          const check = () =>
            (load.statuses.get(503) ?? 0) - (before.get(503) ?? 0) >= 20 ? resolve() : setTimeout(check, 10);
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
        const r = checkStored(
          await readStored({ DATABASE_URL: process.env.DATABASE_URL! }, ids),
          load.answered,
          ids,
        );
        process.stdout.write(
          `database outage: backends terminated (${afterTerminate} requests answered 503, then play went on), ${(load.statuses.get(503) ?? 0) - afterTerminate} requests answered 503 during the cut, ${load.answered.length} moves answered 201 (0 lost), ${r.matches} matches replayed\n`,
        );
      } finally {
        await t.close();
        await proxy.close();
      }
    },
    120_000,
  );
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
    return new Promise((resolve) =>
      this.server!.listen(0, '127.0.0.1', () => resolve((this.server!.address() as { port: number }).port)),
    );
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
