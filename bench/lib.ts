/** Small helpers shared by the benchmarks: percentiles, tables, a child server on a fresh database. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  const fmt = (v: string | number) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
  return [line(cols), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => fmt(r[c]))))].join('\n');
}

/**
 * One match between bots, driven by the engine's playout as the service drives a game (automatic steps
 * settled after setup and after every move; each bot sees only its seat's view and legal moves). A bot
 * move the rules refuse is an error: the bots under test must play legal moves. `check` sees every step
 * (for tallies).
 */
export function botMatch<S, O>(
  game: GameDefinition<S>, players: number, options: O, seed: string, botOf: (seat: number) => Bot, check?: (step: PlayoutStep<S>) => void,
): PlayoutReport<S> {
  const report = playout<S, O>({
    game, players, options, seed, check,
    chooseMove: (state, seat, legalMoves, rng) => botOf(seat)({ seat, view: game.view(state, seat), legalMoves, options, rng }),
  });
  if (report.rejected) throw new Error(`[seed ${seed}] the rules refused ${report.rejected} bot move(s)`);
  return report;
}

/** Creates a fresh PostgreSQL database for a benchmark and returns its URL and a drop function. */
export async function freshDatabase(base = process.env.BENCH_PG ?? 'postgresql://postgres@127.0.0.1:5432/postgres'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cardroom_bench_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = base.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the service as a child process and waits for /health: the built server (dist/, as in
 * production) when it exists, else the TypeScript sources through swc.
 */
export async function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<ChildProcess> {
  const root = join(__dirname, '..');
  const built = join(root, 'dist/src/main.js');
  const entry = existsSync(built) ? [built] : ['-r', '@swc-node/register', join(root, 'src/main.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
