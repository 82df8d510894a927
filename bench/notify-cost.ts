/**
 * What following matches costs the move path on PostgreSQL: the same load (In-Between clients, one
 * match each, every request one move) with no match followed, then with EVERY match followed by some
 * instance, in alternating rounds on one server and one database.
 *
 *   npm run bench:notify [-- --rounds 3 --seconds 6 --clients 16,64 --workers 1 --in-flight 1]
 *
 * `--workers N` (WORKERS) and `--in-flight N` (MOVE_WRITES_IN_FLIGHT) put more notifying transactions
 * in commit at once: with one worker and one statement in flight, an instance's commits never overlap.
 *
 * A followed match's write sends NOTIFY inside its transaction (src/persistence/match-store.ts), and a
 * transaction that has notified takes PostgreSQL's cluster-wide notify lock at commit, so commits that
 * notify are serialised. "Followed" is made here without followers: the match table's
 * `watched_until` defaults to a day ahead during those rounds, so every match created in them is
 * watched from its first move, exactly as a watch lease leaves it; the server's own LISTEN connection
 * receives every notification (as every instance of a deployment does). What SSE followers add on top
 * (reading and sending the view) is not in these figures.
 */
import { parseArgs } from 'node:util';
import {
  freshDatabase,
  keepAliveAgent,
  median,
  newRun,
  pgQuery,
  playInBetween,
  runSummary,
  startServer,
  stopServer,
  table,
} from './lib';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '6' },
    clients: { type: 'string', default: '16,64' },
    port: { type: 'string', default: '3933' },
    workers: { type: 'string', default: '1' },
    'in-flight': { type: 'string', default: '1' },
  },
});
const SECONDS = Number(args.seconds);
const BASE = `http://127.0.0.1:${args.port}`;

async function run(clients: number): Promise<ReturnType<typeof runSummary>> {
  const agent = keepAliveAgent();
  const r = newRun();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, () => playInBetween(agent, BASE, deadline, r, { minimal: true })),
  );
  agent.destroy();
  return runSummary(r, SECONDS);
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const env = { DATABASE_URL: db.url, WORKERS: args.workers!, MOVE_WRITES_IN_FLIGHT: args['in-flight']! };
  const server = await startServer(env, Number(args.port));
  const rows: Record<string, string | number>[] = [];
  const byVariant = new Map<string, number[]>();
  try {
    await run(8); // warm-up
    for (let round = 1; round <= Number(args.rounds); round++) {
      for (const clients of args.clients!.split(',').map(Number)) {
        for (const followed of [false, true]) {
          await pgQuery(
            db.url,
            followed
              ? "ALTER TABLE match ALTER COLUMN watched_until SET DEFAULT now() + interval '1 day'"
              : 'ALTER TABLE match ALTER COLUMN watched_until DROP DEFAULT',
          );
          const before = await pgQuery<{ n: string }>(db.url, 'SELECT count(*) AS n FROM match');
          const s = await run(clients);
          const variant = `${clients} clients, ${followed ? 'every match followed' : 'none followed'}`;
          byVariant.set(variant, [...(byVariant.get(variant) ?? []), s['moves/s']]);
          const after = await pgQuery<{ n: string; w: string }>(
            db.url,
            'SELECT count(*) AS n, count(*) FILTER (WHERE watched_until > now()) AS w FROM match',
          );
          rows.push({
            round,
            variant,
            ...s,
            'new matches': Number(after[0].n) - Number(before[0].n),
            'watched (all rounds)': Number(after[0].w),
          });
        }
      }
    }
  } finally {
    await stopServer(server);
    await db.drop();
  }
  process.stdout.write(
    `${table(rows)}\n\nmedian moves/s\n${table([...byVariant].map(([variant, xs]) => ({ variant, 'moves/s': median(xs) })))}\n`,
  );
}

void main();
