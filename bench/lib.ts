/** Small helpers shared by the benchmarks: percentiles, tables, a child server on a fresh database, CPU per process, an In-Between HTTP client. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import { playout, type PlayoutReport, type PlayoutStep } from '../src/engine/playout';
import type { Bot, GameDefinition } from '../src/engine/types';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export function table(rows: Record<string, string | number>[]): string {
  const cols = Object.keys(rows[0] ?? {});
  const fmt = (v: string | number) =>
    typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v;
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
  return [
    line(cols),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => fmt(r[c])))),
  ].join('\n');
}

/**
 * One match between bots, driven by the engine's playout as the service drives a game (automatic steps
 * settled after setup and after every move; each bot sees only its seat's view and legal moves). A bot
 * move the rules refuse is an error: the bots under test must play legal moves. `check` sees every step
 * (for tallies).
 */
export function botMatch<S, O>(
  game: GameDefinition<S>,
  players: number,
  options: O,
  seed: string,
  botOf: (seat: number) => Bot,
  check?: (step: PlayoutStep<S>) => void,
): PlayoutReport<S> {
  const report = playout<S, O>({
    game,
    players,
    options,
    seed,
    check,
    chooseMove: (state, seat, legalMoves, rng) =>
      botOf(seat)({ seat, view: game.view(state, seat), legalMoves, options, rng }),
  });
  if (report.rejected) throw new Error(`[seed ${seed}] the rules refused ${report.rejected} bot move(s)`);
  return report;
}

/** One query on its own connection to `url` (opened and closed around it): the rows. */
export async function pgQuery<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Creates a fresh PostgreSQL database (for a benchmark, or a test that needs its own) and returns its URL and a drop function. */
export async function freshDatabase(
  base = process.env.BENCH_PG ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cardroom_bench_${Date.now()}_${process.pid}`;
  await pgQuery(base, `CREATE DATABASE ${name}`);
  const url = base.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => void (await pgQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * Starts the service as a child process and waits for /health: the built server (dist/, as in
 * production) when it exists, else the TypeScript sources through swc. `root` is the checkout to run
 * (this one by default; bench:peers can run another build beside it).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  root = join(__dirname, '..'),
): Promise<ChildProcess> {
  const built = join(root, 'dist/src/main.js');
  const entry = existsSync(built) ? [built] : ['-r', '@swc-node/register', join(root, 'src/main.ts')];
  return startProcess(
    [...nodeArgs, ...entry],
    { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', ...env },
    `http://127.0.0.1:${port}/health`,
    root,
  );
}

/** Starts a Node child process (its stdout ignored, its stderr shown) and waits until `readyUrl` answers 2xx. */
export async function startProcess(
  nodeArgs: string[],
  env: Record<string, string>,
  readyUrl: string,
  cwd = join(__dirname, '..'),
): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${nodeArgs.at(-1)} exited with ${child.exitCode}`);
    try {
      const r = await fetch(readyUrl);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${nodeArgs.at(-1)} did not start`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** CPU time (user + system, ms) used so far by every process, with its parent, name and (PostgreSQL's) title. */
/** Per process: CPU ms (user + kernel) and, apart, the kernel's share (`sysMs`: system calls, the loopback network). */
export type CpuReading = Map<
  number,
  { ppid: number; comm: string; ms: number; sysMs: number; title?: string }
>;

export function cpuMs(): CpuReading {
  const out: CpuReading = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let title: string | undefined;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // PostgreSQL titles each backend "postgres: [cluster: ]user database host(port) state"
      if (stat.includes('(postgres)'))
        title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0+$/, '');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(entry), {
      ppid: Number(f[1]),
      comm,
      ms: ((Number(f[11]) + Number(f[12])) * 1000) / 100,
      sysMs: (Number(f[12]) * 1000) / 100,
      title,
    }); // utime + stime, 100 Hz ticks
  }
  return out;
}

/**
 * Whether a PostgreSQL process works for `database`: its backends and autovacuum workers, and the
 * shared background processes (WAL writer, checkpointer, ...), but not the backends of other databases
 * (other work on the same server, such as test suites).
 */
export function servesDatabase(title: string | undefined, database: string): boolean {
  const m = /^postgres: (?:[^:\s]+: )?(?:autovacuum worker (\S+)|\S+ (\S+) \S*\(\d+\))/.exec(title ?? ''); // cluster_name may lead
  return !m || (m[1] ?? m[2]) === database;
}

/**
 * CPU ms per move between two readings of the server (the process and its cluster workers), of
 * PostgreSQL (every `postgres` process, or with `database` only that database's backends and the
 * shared background processes) and of this process (the load generator). Per process, so that
 * connections closed in between do not count.
 */
export function cpuPerMove(
  a: CpuReading,
  b: CpuReading,
  serverPid: number,
  moves: number,
  opts: { database?: string } = {},
): Record<string, number> {
  const sum = { server: 0, serverSys: 0, db: 0, client: 0 };
  for (const [pid, p] of b) {
    const used = p.ms - (a.get(pid)?.ms ?? 0);
    if (pid === serverPid || p.ppid === serverPid) {
      sum.server += used;
      sum.serverSys += p.sysMs - (a.get(pid)?.sysMs ?? 0);
    } else if (p.comm === 'postgres')
      sum.db += opts.database === undefined || servesDatabase(p.title, opts.database) ? used : 0;
    else if (pid === process.pid) sum.client += used;
  }
  const per = (x: number) => x / Math.max(1, moves);
  return {
    'server CPU ms/move': per(sum.server),
    'of which kernel': per(sum.serverSys),
    'db CPU ms/move': per(sum.db),
    'client CPU ms/move': per(sum.client),
  };
}

/** Moves played by a load generator's clients during one timed run. */
export interface MoveRun {
  moves: number;
  latencies: number[];
  errors: number;
}

export const newRun = (): MoveRun => ({ moves: 0, latencies: [], errors: 0 });

/** moves/s and latency percentiles of a run of `seconds`. */
export function runSummary(
  run: MoveRun,
  seconds: number,
): { 'moves/s': number; 'p50 ms': number; 'p99 ms': number; errors: number } {
  const s = [...run.latencies].sort((a, b) => a - b);
  return {
    'moves/s': Math.round(run.moves / seconds),
    'p50 ms': percentile(s, 50),
    'p99 ms': percentile(s, 99),
    errors: run.errors,
  };
}

/** node:http with keep-alive (one connection per client): about half the CPU of `fetch` per request. */
export const keepAliveAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON (a bearer token if given) and parses the JSON answer. */
export function postJson(
  agent: Agent,
  url: string,
  body: unknown,
  token?: string,
  extra?: Record<string, string>,
): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(data),
    ...extra,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * One load-generator client of Cardroom at `base`: plays its own In-Between match (both seats held by
 * tokens, so every request is one move `bet 1`) until `deadline`, starting a new match when one ends.
 */
export async function playInBetween(
  agent: Agent,
  base: string,
  deadline: number,
  run: MoveRun,
  opts: { minimal?: boolean } = {},
): Promise<void> {
  const headers = opts.minimal ? { prefer: 'return=minimal' } : undefined;
  const newMatch = async () => {
    const r = await postJson(agent, `${base}/in-between/matches`, {
      players: [{ name: 'a' }, { name: 'b' }],
      options: { startingChips: 1_000_000, rounds: 100 },
    });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return {
      id: r.body.id as string,
      tokens: r.body.seats.map((s: { token: string }) => s.token) as string[],
      toAct: r.body.toAct as number[],
    };
  };
  let m = await newMatch();
  while (Date.now() < deadline) {
    const t0 = performance.now();
    const r = await postJson(
      agent,
      `${base}/in-between/matches/${m.id}/moves`,
      { type: 'bet', amount: 1 },
      m.tokens[m.toAct[0]],
      headers,
    );
    const dt = performance.now() - t0;
    if (r.status !== 201) {
      run.errors++;
      m = await newMatch();
      continue;
    }
    run.moves++;
    run.latencies.push(dt);
    if (r.body.status === 'finished') m = await newMatch();
    else m.toAct = r.body.toAct;
  }
}
