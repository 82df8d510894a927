/**
 * Operations: GET /metrics parsed after real moves (every family of docs/operations.md), its optional
 * bearer token, liveness and readiness, and a graceful shutdown in-process (streams end with a `retry:`
 * hint, long polls answer 503, readiness turns 503 at once, the answer in flight finishes).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { GAMES } from '../src/games/registry';
import { shutDown } from '../src/health/shutdown';
import { HealthService } from '../src/health/health.service';
import { MatchEvents } from '../src/matches/match-events';
import { TurnClock } from '../src/matches/turn-clock';
import { bearer, createTestApp, type TestApp } from './util/app';
import { matchRoutes, type MatchView } from './util/matches';
import { until } from './util/until';

interface Sample {
  labels: Record<string, string>;
  value: number;
}
interface Family {
  type: string;
  help: string;
  samples: Map<string, Sample[]>;
}

/** A strict reader of the Prometheus text format (version 0.0.4): every line is a comment or a sample. */
function parseMetrics(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: Family | null = null;
  for (const line of text.split('\n')) {
    if (!line) continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][\w:]*) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      current = families.get(name) ?? { type: '', help: '', samples: new Map() };
      families.set(name, current);
      if (kind === 'TYPE') current.type = rest;
      else current.help = rest;
      continue;
    }
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || !current) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const m of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[m[1]] = m[2];
    // the format's values: a float, or NaN, +Inf, -Inf (prom-client prints a gauge with no sample yet as Nan)
    const token = sample[3];
    const value = token === '+Inf' ? Infinity : token === '-Inf' ? -Infinity : Number(token);
    if (Number.isNaN(value) && token.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    const list = current.samples.get(sample[1]) ?? [];
    list.push({ labels, value });
    current.samples.set(sample[1], list);
  }
  return families;
}

/** The value of the sample `name` whose labels include `labels` (undefined when there is none). */
function valueOf(
  f: Map<string, Family>,
  family: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const samples = f.get(family)?.samples.get(name) ?? [];
  return samples.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const euchre = matchRoutes<MatchView>(() => t, 'euchre');
  const inBetween = matchRoutes<MatchView>(() => t, 'in-between');
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '20' });
  });
  afterAll(() => t.close());

  it('has every family after real moves: moves and latency, requests, matches, streams, batches, pool, bots, timeouts, 429s, process', async () => {
    // real moves: a Euchre match against three bots, played by its one person until it is over or 6 moves
    const m = await euchre.create({
      players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }],
    });
    const token = m.seats[0].token!;
    let moves = 0;
    for (let view = m; view.status === 'active' && moves < 6; moves++) {
      view = (await euchre.post(m.id, token, view.legalMoves![0]).expect(201)).body;
    }
    expect(moves).toBeGreaterThan(0);
    // one open match, one stream open while Prometheus asks
    await inBetween.create({ players: [{ name: 'bo' }, {}] });
    const base = await listen(t.app);
    const stream = new AbortController();
    const res = await fetch(`${base}/euchre/matches/${m.id}/events`, { signal: stream.signal });
    const reader = res.body!.getReader();
    await reader.read(); // the stream is open once its first bytes arrive
    // a turn clock that ran out: its timeout move, played by the sweep
    const clocked = await inBetween.create({
      players: [{ name: 'cy' }, { name: 'di' }],
      options: { turnSeconds: 5 },
    });
    await t.db.match.update({ where: { id: clocked.id }, data: { deadline: new Date(Date.now() - 1000) } });
    expect(await t.app.get(TurnClock).sweep()).toBeGreaterThan(0);
    // a client past its rate limit
    let refused = 0;
    for (let i = 0; i < 30 && !refused; i++)
      if ((await t.http.get('/euchre/matches')).status === 429) refused++;
    expect(refused).toBe(1);

    const scrape = await t.http.get('/metrics').expect(200);
    stream.abort();
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const f = parseMetrics(scrape.text);

    const types: Record<string, string> = {
      cardroom_moves_total: 'counter',
      cardroom_move_duration_seconds: 'histogram',
      cardroom_http_requests_total: 'counter',
      cardroom_matches: 'gauge',
      cardroom_open_streams: 'gauge',
      cardroom_move_batch_size: 'histogram',
      cardroom_move_statements_in_flight: 'gauge',
      cardroom_db_pool_connections: 'gauge',
      cardroom_bot_think_seconds: 'histogram',
      cardroom_turn_timeouts_total: 'counter',
      cardroom_rate_limited_total: 'counter',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
    };
    for (const [name, type] of Object.entries(types)) expect([name, f.get(name)?.type]).toEqual([name, type]);

    expect(valueOf(f, 'cardroom_moves_total', 'cardroom_moves_total', { game: 'euchre' })).toBe(moves);
    expect(
      valueOf(f, 'cardroom_move_duration_seconds', 'cardroom_move_duration_seconds_count', {
        game: 'euchre',
      }),
    ).toBe(moves);
    expect(
      valueOf(f, 'cardroom_move_duration_seconds', 'cardroom_move_duration_seconds_sum', { game: 'euchre' }),
    ).toBeGreaterThan(0);
    expect(
      valueOf(f, 'cardroom_move_duration_seconds', 'cardroom_move_duration_seconds_bucket', {
        game: 'euchre',
        le: '+Inf',
      }),
    ).toBe(moves);
    const moveRoute = { method: 'POST', route: '/euchre/matches/:id/moves', status: '201' };
    expect(valueOf(f, 'cardroom_http_requests_total', 'cardroom_http_requests_total', moveRoute)).toBe(moves);
    expect(
      valueOf(f, 'cardroom_http_requests_total', 'cardroom_http_requests_total', {
        route: '/euchre/matches',
        status: '429',
      }),
    ).toBe(1);
    expect(
      valueOf(f, 'cardroom_rate_limited_total', 'cardroom_rate_limited_total', { route: '/euchre/matches' }),
    ).toBe(1);
    // on PostgreSQL the database is shared with the other test files, whose matches count too
    const counted = (v: number | undefined, n: number) =>
      process.env.DATABASE_URL ? expect(v).toBeGreaterThanOrEqual(n) : expect(v).toBe(n);
    counted(valueOf(f, 'cardroom_matches', 'cardroom_matches', { game: 'in-between', status: 'open' }), 1);
    counted(valueOf(f, 'cardroom_matches', 'cardroom_matches', { game: 'in-between', status: 'active' }), 1);
    expect(valueOf(f, 'cardroom_open_streams', 'cardroom_open_streams', { kind: 'match' })).toBe(1);
    // every accepted move went through the group commit: at least one batch, no more moves than batches carry
    const batches = valueOf(f, 'cardroom_move_batch_size', 'cardroom_move_batch_size_count')!;
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(valueOf(f, 'cardroom_move_batch_size', 'cardroom_move_batch_size_sum')).toBeGreaterThanOrEqual(
      moves,
    );
    expect(valueOf(f, 'cardroom_move_statements_in_flight', 'cardroom_move_statements_in_flight')).toBe(0);
    // (the sweep plays every due match of the database: on PostgreSQL other files' too)
    counted(
      valueOf(f, 'cardroom_turn_timeouts_total', 'cardroom_turn_timeouts_total', { game: 'in-between' }),
      1,
    );
    expect(valueOf(f, 'process_cpu_seconds_total', 'process_cpu_seconds_total')).toBeGreaterThan(0);
    // the pool is PostgreSQL's; PGlite has none
    const pool = valueOf(f, 'cardroom_db_pool_connections', 'cardroom_db_pool_connections', {
      state: 'total',
    });
    if (process.env.DATABASE_URL) expect(pool).toBeGreaterThan(0);
    else expect(pool).toBeUndefined();

    // the stream closed: the gauge follows
    await until('the stream gauge to drop', async () => {
      const now = parseMetrics((await t.http.get('/metrics').expect(200)).text);
      return valueOf(now, 'cardroom_open_streams', 'cardroom_open_streams', { kind: 'match' }) === 0;
    });
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp(GAMES, { METRICS_TOKEN: 's3cret-metrics' });
    try {
      const none = await guarded.http.get('/metrics').expect(401);
      expect(none.body).toMatchObject({
        statusCode: 401,
        error: 'unauthorized',
        message: expect.stringContaining('METRICS_TOKEN'),
      });
      await guarded.http.get('/metrics').set(bearer('wrong')).expect(401);
      const ok = await guarded.http.get('/metrics').set(bearer('s3cret-metrics')).expect(200);
      expect(ok.text).toContain('# TYPE cardroom_moves_total counter');
    } finally {
      await guarded.close();
    }
  });
});

describe('health, readiness and a graceful shutdown', () => {
  it('/health/ready: ready with the migrations applied; not ready at once on shutdown while /health stays up', async () => {
    const t = await createTestApp(GAMES);
    let closed = false;
    try {
      expect((await t.http.get('/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
      expect((await t.http.get('/health/ready').expect(200)).body).toEqual({
        status: 'ready',
        database: 'up',
        migrations: 'applied',
        events: 'up',
        shuttingDown: false,
      });
      const base = await listen(t.app);
      const euchre = await t.http
        .post('/euchre/matches')
        .send({ players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }] })
        .expect(201);
      const { id, version } = euchre.body;
      // a follower and a long poll, open when the signal comes
      const res = await fetch(`${base}/euchre/matches/${id}/events`);
      const reader = res.body!.getReader();
      let text = new TextDecoder().decode((await reader.read()).value);
      const longPoll = fetch(`${base}/euchre/matches/${id}?waitForVersion=${version}&timeoutSeconds=25`);
      await until('the long poll to wait', () => t.app.get(MatchEvents).listenerCount() >= 2);

      const lines: string[] = [];
      const shutdown = shutDown(t.app, 5, (l) => lines.push(l));
      closed = true;
      const polled = await longPoll;
      expect(polled.status).toBe(503);
      expect(await polled.json()).toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('shutting down'),
      });
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        text += new TextDecoder().decode(chunk.value);
      // the stream's last words: come back soon (through the proxy, to another instance)
      expect(text.trimEnd().endsWith('retry: 500')).toBe(true);
      expect(await shutdown).toBe(0);
      expect(lines.join('\n')).toMatch(/shutdown: drained and closed in \d+ ms/);
    } finally {
      if (!closed) await t.close();
    }
  });

  it('from the shutdown on: readiness 503, /health 200, requests still answered, each closing its connection', async () => {
    const t = await createTestApp(GAMES);
    const base = await listen(t.app);
    const m = await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
      .expect(201);
    const health = t.app.get(HealthService);
    health.beginShutdown();
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({
      status: 'not-ready',
      database: 'up',
      migrations: 'applied',
      events: 'up',
      shuttingDown: true,
    });
    const live = await fetch(`${base}/health`);
    expect(live.status).toBe(200);
    const view = await fetch(`${base}/in-between/matches/${m.body.id}`);
    expect(view.status).toBe(200);
    expect(await shutDown(t.app, 5, () => undefined)).toBe(0);
  });

  it('a stream asked for after the shutdown began ends at once with the reconnect hint (a proxy may still send one)', async () => {
    const t = await createTestApp(GAMES);
    const base = await listen(t.app);
    const m = await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
      .expect(201);
    t.app.get(HealthService).beginShutdown();
    const stream = await fetch(`${base}/in-between/matches/${m.body.id}/events`, {
      headers: { 'last-event-id': '1' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('connection')).toBe('close');
    expect(await stream.text()).toBe('retry: 500\n\n');
    const ndjson = await fetch(`${base}/accounts/me/events`, {
      headers: { accept: 'application/x-ndjson' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(ndjson.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(await ndjson.text()).toBe('');
    // other requests are still answered, and the drain has nothing left to wait for
    expect((await fetch(`${base}/in-between/matches/${m.body.id}`)).status).toBe(200);
    expect(await shutDown(t.app, 5, () => undefined)).toBe(0);
  });

  const pgliteIt = process.env.DATABASE_URL ? it.skip : it;
  pgliteIt(
    'not ready while a migration this build ships is not applied (PGlite: a database of its own)',
    async () => {
      const t = await createTestApp(GAMES);
      try {
        await t.db
          .$executeRaw`DELETE FROM "_prisma_migrations" WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations")`;
        const res = await t.http.get('/health/ready').expect(503);
        expect(res.body).toEqual({
          status: 'not-ready',
          database: 'up',
          migrations: 'pending',
          events: 'up',
          shuttingDown: false,
        });
      } finally {
        await t.close();
      }
    },
  );
});

describe('a clear start', () => {
  /** Runs the server as `npm start` would run it and returns what it said and its exit code. */
  function start(
    env: Record<string, string>,
  ): Promise<{ code: number | null; stderr: string; stdout: string }> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: 'memory://', ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: childEnv,
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, stdout })));
  }

  it('a configuration error: one line saying each problem, exit 1, no stack trace', async () => {
    const r = await start({ PORT: 'eighty', SHUTDOWN_GRACE_SECONDS: '-1' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'Cardroom cannot start: invalid configuration: PORT must be an integer from 0 to 65535 (got "eighty"); ' +
        'SHUTDOWN_GRACE_SECONDS must be an integer from 1 to 3600 (got "-1")\n',
    );
  });

  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  pgIt('a PostgreSQL database that does not exist: one line with the createdb command, exit 1', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/cardroom_missing_for_the_test';
    const r = await start({ DATABASE_URL: url.toString() });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^Cardroom cannot start: the database "cardroom_missing_for_the_test" does not exist on PostgreSQL at \S+; create it with: createdb -h \S+ -p \d+ -U \S+ cardroom_missing_for_the_test\n$/,
    );
  });
});
