/**
 * The honest raw baseline: a move's database work as ONE prepared statement in one round trip, run by
 * PostgreSQL's own C load generator.
 *
 *   npm run bench:pgbench [-- --seconds 5 --clients 16 --state-bytes 1400[,60,3300] --rounds 1]
 *
 * Each pgbench client owns one match row and, per transaction, runs one statement with a
 * data-modifying CTE: update the match row with a state of the given size under the version check
 * (version = the one it last saw), insert the move row (seq = the new version), and read back the new
 * version (`\gset`: a lost version check returns no row and stops the client, so every counted
 * transaction really moved its match). `-M prepared`: parsed and planned once per connection. The
 * tables are bench:http's raw-baseline tables, on a fresh database. Each transaction writes one of
 * several states picked at random (two by default; bench:peers passes real ones from its Cardroom
 * run): PostgreSQL logs only the changed middle of a row updated in place, so rewriting one constant
 * state would make the WAL (and its cost) unrealistically small.
 *
 * `runPgbench` is exported so that other benchmarks (bench:peers, bench:http) can print their ratio to it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { cpuMs, type CpuReading, freshDatabase, percentile, servesDatabase, table } from '../lib';
import { walMark, walSince } from './wal';

export const PGBENCH_TABLES = `
  CREATE TABLE bench_match (id int PRIMARY KEY, state jsonb NOT NULL, version int NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE bench_move (match_id int NOT NULL, seq int NOT NULL, seat int NOT NULL, move jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (match_id, seq))`;

/**
 * The one statement of a move (pgbench syntax: `:name` is a client variable, sent as a parameter under
 * -M prepared), writing the state in variable `state<i>`.
 */
export const pgbenchScript = (i: number) => `\\set id :client_id + 1
WITH u AS (
  UPDATE bench_match SET state = :state${i}::jsonb, version = version + 1, updated_at = now()
  WHERE id = :id AND version = :version
  RETURNING version
), m AS (
  INSERT INTO bench_move (match_id, seq, seat, move) SELECT :id, u.version, u.version % 2, :move::jsonb FROM u
  RETURNING seq
)
SELECT u.version FROM u JOIN m ON m.seq = u.version \\gset
`;

export interface PgbenchResult {
  clients: number;
  seconds: number;
  stateBytes: number;
  transactions: number;
  tps: number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  /** CPU ms per transaction: PostgreSQL (this database's backends and the shared background processes) and pgbench itself */
  'db CPU ms/tx': number;
  'client CPU ms/tx': number;
  /** WAL bytes per transaction (pg_current_wal_lsn before and after; cluster-wide, so other work on the server counts too) */
  'WAL B/tx': number;
  /** this database's share of it (pg_waldump; NaN where the WAL files cannot be read) */
  'own WAL B/tx': number;
}

/** A JSON document of exactly `bytes` characters (≥ 40), shaped like a game state. */
export function stateOfSize(bytes: number, salt = 0): string {
  const head = { phase: 'bet', chips: [999_999, 999_998], pot: 3, posts: ['6h', 'Kc'], pad: '' };
  const base = JSON.stringify(head).length;
  if (bytes < base) throw new Error(`state of ${bytes} bytes: at least ${base}`);
  // cards picked pseudo-randomly, like a stock: compresses (past 2 KB, TOAST) about as a real state does
  const cards = '23456789TJQKA'.split('').flatMap((r) => ['c', 'd', 'h', 's'].map((x) => r + x));
  let seed = 12345 + salt;
  let pad = '';
  while (pad.length < bytes - base) pad += cards[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 52];
  return JSON.stringify({ ...head, pad: pad.slice(0, bytes - base) });
}

export function pgbenchPath(): string {
  for (const p of [
    '/usr/bin/pgbench',
    ...safeList('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
  ])
    if (existsSync(p)) return p;
  return 'pgbench'; // from PATH
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort().reverse();
  } catch {
    return [];
  }
}

/** Runs `cmd` and resolves with its output and the CPU ms it used (user + system, from the shell that waited for it). */
function runMeasured(
  cmd: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; cpuMs: number }> {
  // sh waits for the command, so its cutime + cstime (fields 16, 17 of /proc/self/stat) are the command's CPU
  const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('sh', ['-c', `${quoted}; code=$?; echo "@@stat $(cat /proc/$$/stat)"; exit $code`], {
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const stat = /@@stat (.*)/.exec(out)?.[1] ?? '';
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      resolve({ code: code ?? 1, out, cpuMs: ((Number(f[13]) + Number(f[14])) * 1000) / 100 });
    });
  });
}

/** Database CPU between readings, per process kept at its highest value (backends that exit at the end are read while alive). */
function sampleDbCpu(database: string): { stop: () => number } {
  const first: CpuReading = cpuMs();
  const last = new Map<number, number>();
  const read = () => {
    for (const [pid, p] of cpuMs())
      if (p.comm === 'postgres' && servesDatabase(p.title, database)) last.set(pid, p.ms);
  };
  const timer = setInterval(read, 100);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      let sum = 0;
      for (const [pid, ms] of last) sum += ms - (first.get(pid)?.ms ?? 0);
      return sum;
    },
  };
}

/**
 * Runs the one-statement move under pgbench: `clients` connections for `seconds`, states of
 * `stateBytes` (or the given `state` text), on a fresh database (or on `url`, where it creates and
 * drops its tables). Needs pgbench (shipped with PostgreSQL).
 */
export async function runPgbench(opts: {
  clients: number;
  seconds: number;
  stateBytes?: number;
  states?: string[];
  url?: string;
}): Promise<PgbenchResult> {
  const states = opts.states?.length
    ? opts.states
    : [stateOfSize(opts.stateBytes ?? 1400), stateOfSize(opts.stateBytes ?? 1400, 1)];
  const state = states[0];
  const fresh = opts.url ? null : await freshDatabase();
  const url = opts.url ?? fresh!.url;
  const database = new URL(url).pathname.slice(1);
  const dir = mkdtempSync(join(tmpdir(), 'cardroom-pgbench-'));
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`DROP TABLE IF EXISTS bench_match, bench_move; ${PGBENCH_TABLES}`);
    await c.query(
      'INSERT INTO bench_match (id, state, version) SELECT g, $1::jsonb, 0 FROM generate_series(1, $2) g',
      [states[0], opts.clients],
    );
    await c.query('VACUUM ANALYZE bench_match');
    states.forEach((_, i) => writeFileSync(join(dir, `move${i}.sql`), pgbenchScript(i)));
    const u = new URL(url);
    const env = {
      PGHOST: u.hostname,
      PGPORT: u.port || '5432',
      PGUSER: decodeURIComponent(u.username || 'postgres'),
      PGPASSWORD: decodeURIComponent(u.password),
      PGDATABASE: database,
    };
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(opts.clients),
      '-j',
      '1',
      '-T',
      String(opts.seconds),
      ...states.flatMap((st, i) => ['-f', `${join(dir, `move${i}.sql`)}@1`, '-D', `state${i}=${st}`]),
      '-D',
      'version=0',
      '-D',
      'move={"type":"bet","amount":1}',
      '-l',
      '--log-prefix',
      join(dir, 'tx'),
    ];
    const mark = await walMark(url);
    const db = sampleDbCpu(database);
    const r = await runMeasured(pgbenchPath(), args, env);
    const dbMs = db.stop();
    const wal = await walSince(mark);
    if (r.code !== 0 || /\baborted\b/.test(r.out)) throw new Error(`pgbench failed (${r.code}):\n${r.out}`);
    // per-transaction log: client_id transaction_no time_us script_no time_epoch time_us_part
    const latencies: number[] = [];
    for (const f of readdirSync(dir).filter((n) => n.startsWith('tx'))) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const tps = Number(/tps = ([\d.]+)/.exec(r.out)?.[1]);
    // every transaction moved its match: the versions add up to the transactions counted
    const moved = Number((await c.query('SELECT sum(version)::int AS n FROM bench_match')).rows[0].n);
    if (moved !== latencies.length)
      throw new Error(`pgbench: ${latencies.length} transactions logged, ${moved} versions written`);
    const per = (x: number) => x / Math.max(1, latencies.length);
    return {
      clients: opts.clients,
      seconds: opts.seconds,
      stateBytes: state.length,
      transactions: latencies.length,
      tps,
      'p50 ms': percentile(latencies, 50),
      'p95 ms': percentile(latencies, 95),
      'p99 ms': percentile(latencies, 99),
      'db CPU ms/tx': per(dbMs),
      'client CPU ms/tx': per(r.cpuMs),
      'WAL B/tx': per(wal.cluster),
      'own WAL B/tx': per(wal.database),
    };
  } finally {
    await c.query('DROP TABLE IF EXISTS bench_match, bench_move').catch(() => undefined);
    await c.end();
    rmSync(dir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

async function main(): Promise<void> {
  const { values: a } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      clients: { type: 'string', default: '16' },
      'state-bytes': { type: 'string', default: '1400' },
      rounds: { type: 'string', default: '1' },
    },
  });
  // several sizes (`--state-bytes 60,735,3300`): what the state's rewrite costs the database per move
  const rows: PgbenchResult[] = [];
  for (let round = 1; round <= Number(a.rounds); round++) {
    for (const bytes of a['state-bytes']!.split(',').map(Number)) {
      const r = await runPgbench({
        clients: Number(a.clients),
        seconds: Number(a.seconds),
        stateBytes: bytes,
      });
      rows.push(r);
      console.log(
        `pgbench: ${r.clients} clients, state ${bytes} B, one prepared statement per move: ${Math.round(r.tps)} tx/s, p99 ${r['p99 ms'].toFixed(1)} ms, db CPU ${r['db CPU ms/tx'].toFixed(3)} ms/tx, ${Math.round(r['WAL B/tx'])} WAL bytes/tx (own database ${Math.round(r['own WAL B/tx'])})`,
      );
    }
  }
  console.log(table(rows.map((r) => ({ ...r }))));
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
