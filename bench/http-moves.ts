/**
 * HTTP move throughput and latency against real PostgreSQL, next to the raw database figure.
 *
 *   npm run bench:http [-- --seconds 10 --clients 1,16,64 --warmup 6]
 *
 * Each client plays its own In-Between match (both seats held by tokens, so every request is one
 * move: one match row updated, one move row inserted) as fast as it can for a fixed time, then starts
 * a new match when one ends. In the same run, the same number of clients run a raw PostgreSQL
 * transaction of the same shape through `pg` directly (BEGIN; UPDATE the match row with a state of
 * the same size, version check; INSERT a move row; COMMIT), and the ratio of the two is printed.
 * Also in the same run, the honest raw baseline: the same work as ONE prepared statement in one round
 * trip from pgbench's C client (bench/pgbench/pgbench.ts, with this run's own stored states), and the
 * ratio to it (`--no-pgbench` leaves it out).
 * The server runs as a child process (LOG_LEVEL=warn unless `--log-level info` asks for a line per
 * request, written to /dev/null; no rate limit) on a fresh database; `--workers N` runs N cluster
 * workers (WORKERS=N); `--cpu-prof DIR` writes the server's V8 CPU profile there (open it in Chrome's
 * DevTools, or `npm run bench:profile`); `--server DIR` runs the build of another checkout (its
 * dist/src/main.js) for A/B runs; `--node-flags "…"` adds flags to the server's node; `--prefer-minimal`
 * sends `Prefer: return=minimal` with each move.
 */
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import {
  cpuMs,
  cpuPerMove,
  freshDatabase,
  keepAliveAgent,
  type MoveRun,
  percentile,
  pgQuery,
  playInBetween,
  postJson,
  startServer,
  stopServer,
  table,
} from './lib';
import { runPgbench } from './pgbench/pgbench';
import { walMark, walSince } from './pgbench/wal';

/** The database's counters for the service's run: commits, match-row updates and how many stayed on their page (HOT). */
async function dbCounters(url: string): Promise<{ commits: number; updates: number; hot: number }> {
  const [r] = await pgQuery<{ commits: string; updates: string; hot: string }>(
    url,
    `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
            n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'match'`,
  );
  return { commits: Number(r.commits), updates: Number(r.updates), hot: Number(r.hot) };
}
/** PostgreSQL publishes a backend's counters within a second of its transactions (PGSTAT_MIN_INTERVAL). */
const statsSettled = () => new Promise((r) => setTimeout(r, 1500));

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '6' },
    clients: { type: 'string', default: '1,16,64' },
    port: { type: 'string', default: '3931' },
    workers: { type: 'string', default: '1' },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'string' },
    server: { type: 'string' },
    'no-pgbench': { type: 'boolean', default: false },
    'prefer-minimal': { type: 'boolean', default: false },
    'node-flags': { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = args.clients!.split(',').map(Number);
const BASE = `http://127.0.0.1:${args.port}`;

type Run = MoveRun;

/**
 * The load generator's client: node:http with keep-alive connections (one per client). It costs the
 * shared CPU about half of what `fetch` does, which leaves more of the machine to the server; its
 * own CPU per move is printed beside the server's.
 */
let agent = keepAliveAgent();
/** Fresh connections for a run: the server closes keep-alive sockets left idle for 5 s. */
function newAgent(): void {
  agent.destroy();
  agent = keepAliveAgent();
}

/** A JSON POST on this run's keep-alive agent (bench/lib.ts's postJson). */
function post(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  return postJson(agent, BASE + path, body, token);
}

async function newMatch(): Promise<{ id: string; tokens: string[]; toAct: number[] }> {
  const r = await post('/in-between/matches', {
    players: [{ name: 'a' }, { name: 'b' }],
    options: { startingChips: 1_000_000, rounds: 100 },
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, tokens: r.body.seats.map((s: { token: string }) => s.token), toAct: r.body.toAct };
}

/** One client of the service: bench/lib.ts's In-Between player on this run's keep-alive agent. */
function httpClient(deadline: number, run: Run): Promise<void> {
  return playInBetween(agent, BASE, deadline, run, { minimal: args['prefer-minimal'] });
}

async function rawClient(pool: Pool, deadline: number, run: Run, state: string, id: number): Promise<void> {
  let version = 0;
  let seq = 0;
  await pool.query('INSERT INTO bench_match (id, state, version) VALUES ($1, $2::jsonb, 0)', [id, state]);
  while (Date.now() < deadline) {
    const t0 = performance.now();
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const u = await c.query(
        'UPDATE bench_match SET state = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1 AND version = $3',
        [id, state, version],
      );
      if (u.rowCount !== 1) throw new Error('lost version');
      await c.query('INSERT INTO bench_move (match_id, seq, seat, move) VALUES ($1, $2, $3, $4::jsonb)', [
        id,
        ++seq,
        seq % 2,
        '{"type":"bet","amount":1}',
      ]);
      await c.query('COMMIT');
      version++;
    } finally {
      c.release();
    }
    run.moves++;
    run.latencies.push(performance.now() - t0);
  }
}

function summary(
  kind: string,
  clients: number,
  run: Run,
): Record<string, string | number> & { 'moves/s': number; 'p99 ms': number } {
  const s = run.latencies.sort((a, b) => a - b);
  return {
    kind,
    clients,
    'moves/s': Math.round(run.moves / SECONDS),
    'p50 ms': percentile(s, 50),
    'p95 ms': percentile(s, 95),
    'p99 ms': percentile(s, 99),
    errors: run.errors,
  };
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const profile = [
    ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
    ...args['node-flags']!.split(' ').filter(Boolean),
  ];
  const server = await startServer(
    { DATABASE_URL: db.url, WORKERS: args.workers!, LOG_LEVEL: args['log-level']! },
    Number(args.port),
    profile,
    args.server,
  );
  // the raw runs get their own pool, closed before the service runs, so both never compete for connections
  const pool = new Pool({ connectionString: db.url, max: 8 });
  const rows: ReturnType<typeof summary>[] = [];
  try {
    // state of the real size: the In-Between state of a fresh 2-player match
    const sample = await newMatch();
    const { rows: st } = await pool.query('SELECT state::text AS s FROM match WHERE id = $1', [sample.id]);
    const state = st[0].s as string;
    await pool.query(`CREATE TABLE bench_match (id int PRIMARY KEY, state jsonb NOT NULL, version int NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE bench_move (match_id int NOT NULL, seq int NOT NULL, seat int NOT NULL, move jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (match_id, seq))`);
    // warm-up at the largest load measured, until the server's JIT has settled: with 1.5 s of one client
    // (as before 2026-11-24) V8 was still optimizing the move path during the timed run (bench:http's
    // server CPU per move was ~15 % above what 6 s of warm-up gives; BENCHMARKS.md, issue 21)
    const warm = Date.now() + Number(args.warmup) * 1000;
    await Promise.all(
      Array.from({ length: Math.max(...CLIENTS) }, () =>
        httpClient(warm, { moves: 0, latencies: [], errors: 0 }),
      ),
    );
    let nextId = 1;
    for (const n of CLIENTS) {
      const raw: Run = { moves: 0, latencies: [], errors: 0 };
      let deadline = Date.now() + SECONDS * 1000;
      const rawPool = new Pool({ connectionString: db.url, max: n });
      let cpu0 = cpuMs();
      await Promise.all(Array.from({ length: n }, () => rawClient(rawPool, deadline, raw, state, nextId++)));
      const rawCpu = cpuPerMove(cpu0, cpuMs(), server.pid!, raw.moves);
      await rawPool.end();
      const http: Run = { moves: 0, latencies: [], errors: 0 };
      newAgent();
      await statsSettled();
      const [wal0, counters0] = [await walMark(db.url), await dbCounters(db.url)];
      // the timed run starts here, after the counters are read: moves/s is moves over SECONDS
      deadline = Date.now() + SECONDS * 1000;
      cpu0 = cpuMs();
      await Promise.all(Array.from({ length: n }, () => httpClient(deadline, http)));
      const httpCpu = cpuPerMove(cpu0, cpuMs(), server.pid!, http.moves);
      const wal = await walSince(wal0);
      await statsSettled();
      const counters = await dbCounters(db.url);
      const r = { ...summary('raw pg transaction', n, raw), ...rawCpu };
      const h = {
        ...summary('service over HTTP', n, http),
        ...httpCpu,
        // the service's database work per move: WAL (the whole cluster's, so a quiet machine is assumed), commits, and the share of match-row updates that stayed on their page
        'WAL B/move': Math.round(wal.cluster / Math.max(1, http.moves)),
        'commits/move': (counters.commits - counters0.commits) / Math.max(1, http.moves),
        'HOT %': Math.round(
          (100 * (counters.hot - counters0.hot)) / Math.max(1, counters.updates - counters0.updates),
        ),
      };
      const these: ReturnType<typeof summary>[] = [
        { ...r, 'WAL B/move': '—', 'commits/move': 1, 'HOT %': '—' },
      ];
      if (!args['no-pgbench']) {
        // the honest baseline: the move's database work in one prepared statement, this run's states
        const { rows: states } = await pool.query(
          'SELECT state::text AS s FROM match ORDER BY updated_at DESC LIMIT 2',
        );
        const p = await runPgbench({
          clients: n,
          seconds: SECONDS,
          states: states.map((x) => x.s as string),
        });
        these.push({
          kind: 'pgbench, 1 prepared statement',
          clients: n,
          'moves/s': Math.round(p.tps),
          'p50 ms': p['p50 ms'],
          'p95 ms': p['p95 ms'],
          'p99 ms': p['p99 ms'],
          errors: 0,
          'server CPU ms/move': 0,
          'of which kernel': 0,
          'db CPU ms/move': p['db CPU ms/tx'],
          'client CPU ms/move': p['client CPU ms/tx'],
          'WAL B/move': p['WAL B/tx'],
          'commits/move': 1,
          'HOT %': '—',
        });
      }
      these.push(h);
      rows.push(...these);
      console.log(table(these));
      console.log(
        `ratio service/raw at ${n} clients: ${(h['moves/s'] / r['moves/s']).toFixed(2)}${these.length > 2 ? `; service/pgbench: ${(h['moves/s'] / these[1]['moves/s']).toFixed(2)}` : ''}\n`,
      );
    }
    console.log(
      `state size: ${state.length} bytes; ${SECONDS} s per run after ${args.warmup} s of warm-up; ${args.workers} worker process(es); LOG_LEVEL=${args['log-level']}; node ${process.version}`,
    );
    console.log(table(rows));
    for (const n of CLIENTS) {
      const r = rows.find((x) => x.clients === n && String(x.kind).startsWith('raw'))!;
      const h = rows.find((x) => x.clients === n && String(x.kind).startsWith('service'))!;
      const pg = rows.find((x) => x.clients === n && String(x.kind).startsWith('pgbench'));
      console.log(
        `http-moves: ${n} clients: ${h['moves/s']} moves/s, p99 ${h['p99 ms'].toFixed(1)} ms, server CPU ${Number(h['server CPU ms/move']).toFixed(3)} ms/move, db CPU ${Number(h['db CPU ms/move']).toFixed(3)}, ` +
          `WAL ${h['WAL B/move']} B/move, ${Number(h['commits/move']).toFixed(2)} commits/move, HOT ${h['HOT %']} %; raw ${r['moves/s']} tx/s; ratio ${(h['moves/s'] / r['moves/s']).toFixed(2)}` +
          (pg ? `; pgbench ${pg['moves/s']} tx/s; ratio ${(h['moves/s'] / pg['moves/s']).toFixed(2)}` : ''),
      );
      // one line for scripts (bench/http-ab.ts)
      console.log(
        `http-moves-json: ${JSON.stringify({ clients: n, service: h, raw: r, pgbench: pg ?? null })}`,
      );
    }
  } finally {
    await pool.end();
    agent.destroy();
    await stopServer(server);
    await db.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
