/**
 * `npm run fuzz -- --requests 50000 [--seed N] [--only 'POST /euchre']`: the fuzzer of test/fuzz/openapi-fuzz.ts for longer
 * than CI runs it, against a service started here on a throw-away database (PGlite in memory, or the
 * PostgreSQL of DATABASE_URL). Prints each operation's counts, then the totals; exits 1 on a failure,
 * printing the shrunk request and the seed to replay it.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { GAMES } from '../src/games/registry';
import { settled } from '../test/fuzz/settled';
import { PrismaService } from '../src/persistence/prisma.service';
import { databaseDigest } from '../test/fuzz/digest';
import { runFuzz } from '../test/fuzz/openapi-fuzz';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`--${name} takes a non-negative integer`);
  return v;
}

async function main(): Promise<void> {
  const requests = arg('requests', 10_000);
  const seed = arg('seed', Date.now() % 2 ** 31);
  const o = process.argv.indexOf('--only');
  const only = o >= 0 ? process.argv[o + 1] : undefined;
  const env = {
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    SEEK_FILL_AFTER_SECONDS: '3600',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const app = await createApp({ config: loadConfig(env), games: GAMES });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const db = app.get(PrismaService);
  const started = Date.now();
  console.log(
    `fuzz: ${requests} requests${only ? ` (${only})` : ''}, seed ${seed}, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  try {
    const report = await runFuzz(
      { base, digest: () => databaseDigest(db), settle: () => settled(app) },
      { requests, seed, only, log: (l) => console.log(`  ${l}`) },
    );
    const fives = Object.entries(report.statuses).filter(([s]) => Number(s) >= 500);
    console.log(
      `fuzz: ${report.requests} requests over ${report.operations} operations in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(
      `fuzz: statuses ${JSON.stringify(report.statuses)}; 5xx: ${fives.length ? JSON.stringify(fives) : 0}`,
    );
  } catch (e) {
    const cause =
      (e as Error).cause instanceof Error ? `\nCause: ${((e as Error).cause as Error).message}` : '';
    console.error(`fuzz: FAILED (seed ${seed}; rerun with --seed ${seed})\n${(e as Error).message}${cause}`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
}

void main();
