/**
 * What an event costs the database's commits: NOTIFY inside the transaction against a publish on NATS
 * after it (docs/operations.md "Past one machine"; figures in BENCHMARKS.md "Events: NOTIFY against
 * NATS"). Clients each run transactions of one row `UPDATE`, in alternating runs:
 * - `plain`: no event (the commit rate the disk allows);
 * - `notify`: `SELECT pg_notify(…)` inside the transaction, as a followed match's write does today: the
 *   commit takes PostgreSQL's cluster-wide notify lock;
 * - `nats`: the same payload published after the commit on the NATS transport
 *   (src/events/nats-transport.ts), which the database never sees.
 * For each run: transactions per second, and how long an event takes from just before its COMMIT to a
 * listener on another connection (a LISTEN connection; another NatsTransport, as another instance
 * would), p50 and p99. The order of the variants alternates from round to round.
 *
 *   npm run bench:notify-nats [-- --rounds 3 --seconds 4 --clients 16,64 --nats nats://host:port]
 *
 * Without `--nats` a private nats-server is started on a free port (test/util/nats-server.ts), never
 * the machine's shared one. The service-level comparison (followed moves per second and a follower's
 * latency through 3 instances and 200 followers) is bench/followed-moves.ts.
 */
import { parseArgs } from 'node:util';
import { Client, Pool } from 'pg';
import { NatsTransport } from '../src/events/nats-transport';
import { NatsServer } from '../test/util/nats-server';
import { freshDatabase, median, percentile, pgQuery, table } from './lib';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    clients: { type: 'string', default: '16,64' },
    nats: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const ROWS = 1000;
const CHANNEL = 'cardroom_bench';

type Variant = 'plain' | 'notify' | 'nats';
const VARIANTS: Variant[] = ['plain', 'notify', 'nats'];

const now = () => performance.timeOrigin + performance.now();

/** What one run saw: transactions committed, and each event's latency (ms) to its listener. */
interface Run {
  tx: number;
  sent: number;
  latencies: number[];
}

async function run(
  pool: Pool,
  clients: number,
  variant: Variant,
  publisher: NatsTransport,
  heard: { on: ((payload: string) => void) | null },
): Promise<Run> {
  const r: Run = { tx: 0, sent: 0, latencies: [] };
  heard.on = (payload) => r.latencies.push(now() - (JSON.parse(payload) as { t: number }).t);
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const db = await pool.connect();
      try {
        for (let i = 0; Date.now() < deadline; i++) {
          const id = 1 + ((c * 7919 + i * 104729) % ROWS);
          await db.query('BEGIN');
          await db.query('UPDATE nb SET v = v + 1 WHERE id = $1', [id]);
          const payload = JSON.stringify({ t: now(), id });
          if (variant === 'notify') await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
          await db.query('COMMIT');
          if (variant === 'nats') await publisher.publish(CHANNEL, payload);
          r.tx++;
          if (variant !== 'plain') r.sent++;
        }
      } finally {
        db.release();
      }
    }),
  );
  // every event sent reaches its listener before the next run (a lost one would hang here: a failure)
  const waitUntil = Date.now() + 30_000;
  while (r.latencies.length < r.sent) {
    if (Date.now() > waitUntil)
      throw new Error(`${variant}: ${r.sent - r.latencies.length} events never arrived`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  heard.on = null;
  return r;
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const own = args.nats ? null : await NatsServer.start();
  const url = args.nats ?? own!.url;
  const publisher = new NatsTransport({
    url,
    name: 'bench-publisher',
    stream: 'CARDROOM_BENCH',
    subjectPrefix: 'cardroom.bench',
  });
  const other = new NatsTransport({
    url,
    name: 'bench-listener',
    stream: 'CARDROOM_BENCH',
    subjectPrefix: 'cardroom.bench',
  });
  const listen = new Client({ connectionString: db.url });
  const clientCounts = args.clients!.split(',').map(Number);
  const pool = new Pool({ connectionString: db.url, max: Math.max(...clientCounts) });
  const heard: { on: ((payload: string) => void) | null } = { on: null };
  const rows: Record<string, string | number>[] = [];
  const byVariant = new Map<string, number[][]>();
  try {
    await Promise.all([publisher.ready, other.ready]);
    await pgQuery(db.url, 'CREATE TABLE nb (id int PRIMARY KEY, v int NOT NULL)');
    await pgQuery(db.url, `INSERT INTO nb SELECT g, 0 FROM generate_series(1, ${ROWS}) g`);
    await listen.connect();
    await listen.query(`LISTEN ${CHANNEL}`);
    listen.on('notification', (n) => heard.on?.(n.payload ?? '{}'));
    other.subscribe(CHANNEL, (p) => heard.on?.(p));
    await run(pool, 4, 'plain', publisher, heard); // warm-up
    for (let round = 1; round <= Number(args.rounds); round++) {
      const order = round % 2 ? VARIANTS : [...VARIANTS].reverse();
      for (const clients of clientCounts) {
        for (const variant of order) {
          const r = await run(pool, clients, variant, publisher, heard);
          const sorted = [...r.latencies].sort((a, b) => a - b);
          const row = {
            round,
            clients,
            variant,
            'tx/s': Math.round(r.tx / SECONDS),
            events: r.sent,
            'p50 ms': r.sent ? percentile(sorted, 50) : NaN,
            'p99 ms': r.sent ? percentile(sorted, 99) : NaN,
          };
          rows.push(row);
          const key = `${clients} clients, ${variant}`;
          byVariant.set(key, [...(byVariant.get(key) ?? []), [row['tx/s'], row['p50 ms'], row['p99 ms']]]);
          process.stdout.write(`${JSON.stringify(row)}\n`);
        }
      }
    }
    process.stdout.write(`\n${table(rows)}\n\nMedians over the rounds:\n\n`);
    process.stdout.write(
      `${table(
        [...byVariant].map(([variant, xs]) => ({
          variant,
          'tx/s': median(xs.map((x) => x[0])),
          'p50 ms': median(xs.map((x) => x[1])),
          'p99 ms': median(xs.map((x) => x[2])),
        })),
      )}\n`,
    );
  } finally {
    await pool.end();
    await listen.end().catch(() => undefined);
    await publisher.close();
    await other.close();
    await own?.stop();
    await db.drop();
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
