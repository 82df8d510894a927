/**
 * Memory of the service: RSS and live heap (after a full GC) after 1,000 active matches and after
 * 1,000 finished ones, repeated, on PostgreSQL. The only per-match state the service keeps in memory
 * is the bounded cache of active matches it wrote last (MATCH_CACHE_SIZE, 2,000 by default;
 * idempotency answers live in the database and expire; event listeners are removed when a stream
 * closes), so the live heap must not grow from round to round once the cache is warm. The service runs in this process
 * (so that the heap can be measured after `gc()`), serving real HTTP on a port; the clients use fetch.
 *
 *   npm run bench:memory [-- --rounds 3 --matches 1000]
 */
import { parseArgs } from 'node:util';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MatchEvents } from '../src/matches/match-events';
import { MatchWriter } from '../src/matches/match-writer';
import { freshDatabase, table } from './lib';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    matches: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3932' },
  },
});
const ROUNDS = Number(args.rounds);
const MATCHES = Number(args.matches);
const BASE = `http://127.0.0.1:${args.port}`;

const gc = (globalThis as { gc?: () => void }).gc;
let cached = () => 0;
function memory(): { 'RSS MB': string; 'live heap MB': string; 'cached matches': number } {
  gc?.();
  const m = process.memoryUsage();
  return {
    'RSS MB': (m.rss / 2 ** 20).toFixed(1),
    'live heap MB': (m.heapUsed / 2 ** 20).toFixed(1),
    'cached matches': cached(),
  };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const r = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

async function inBatches(n: number, size: number, fn: (i: number) => Promise<void>) {
  for (let i = 0; i < n; i += size)
    await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)));
}

async function main() {
  const db = await freshDatabase();
  if (!gc) throw new Error('run with node --expose-gc');
  const app = await createApp({
    config: loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' }),
  });
  await app.listen(Number(args.port), '127.0.0.1');
  cached = () => app.get(MatchWriter).cachedMatches();
  const rows: Record<string, string | number>[] = [];
  try {
    rows.push({ round: 0, step: 'started', ...memory() });
    for (let round = 1; round <= ROUNDS; round++) {
      // 1,000 active matches, each with a few moves (with idempotency keys) and a view read
      await inBatches(MATCHES, 16, async (i) => {
        const m = await post('/in-between/matches', { players: [{ name: 'a' }, { name: 'b' }] });
        let toAct = m.toAct as number[];
        for (let k = 0; k < 4 && toAct.length; k++) {
          const v = await post(
            `/in-between/matches/${m.id}/moves`,
            { type: 'bet', amount: 1 },
            {
              authorization: `Bearer ${m.seats[toAct[0]].token}`,
              'idempotency-key': `r${round}-${i}-${k}`,
            },
          );
          toAct = v.toAct;
        }
        await fetch(`${BASE}/in-between/matches/${m.id}`).then((r) => r.arrayBuffer());
      });
      rows.push({ round, step: `${MATCHES} active matches`, ...memory() });
      // 1,000 finished matches (bots only: they play out at creation)
      await inBatches(MATCHES, 16, async () => {
        await post('/euchre/matches', {
          players: [{ bot: 'random' }, { bot: 'random' }, { bot: 'random' }, { bot: 'random' }],
          options: { targetPoints: 1 },
        });
      });
      rows.push({ round, step: `${MATCHES} finished matches`, ...memory() });
    }
    console.log(table(rows));
    const after = rows.filter((r) => String(r.step).includes('finished'));
    console.log(`event listeners left: ${app.get(MatchEvents).listenerCount()}`);
    console.log(
      `memory: live heap ${after.map((r) => r['live heap MB']).join(' → ')} MB, RSS ${after.map((r) => r['RSS MB']).join(' → ')} MB after each round of ${MATCHES} active + ${MATCHES} finished matches`,
    );
  } finally {
    await app.close();
    await db.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
