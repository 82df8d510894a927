/**
 * Followed moves through a cluster, events on LISTEN/NOTIFY against events on NATS (issue 40; figures in
 * BENCHMARKS.md "Followed moves: NOTIFY against NATS", docs/operations.md "Past one machine").
 *
 *   npm run bench:followed [-- --instances 3 --followers 200 --matches 32 --seconds 20 --rounds 2]
 *
 * Builds once (the npm script), creates a fresh PostgreSQL database (BENCH_PG, else 127.0.0.1:5432 user
 * postgres; dropped at the end) and starts a private nats-server on a free port (test/util/nats-server.ts,
 * never the machine's shared one). Each round runs both transports, in alternating order: N instances
 * of the built server (dist/) on the one database, with `EVENTS_URL` pointing at the private NATS or
 * unset (NOTIFY). `--matches` In-Between matches of `--players` seats (every seat's token held here) are
 * played at once, one driver per match sending its moves to the instances round-robin, each move after
 * the previous one's answer; a finished match is replaced by a new one. `--followers` SSE followers
 * (`GET /in-between/matches/{id}/events`, anonymous) are spread over the instances and the matches
 * (follower f on match slot f mod M and instance f mod N); a new match's first move waits until its
 * followers hold their first event, so each of them should see every version of it.
 *
 * Measured over `--seconds` after `--warmup` seconds of the same load: followed moves per second (moves
 * answered 201 whose POST began in the window), events delivered per second, and each event's latency
 * from just before its move's POST to a follower's receipt (p50, p99; `move p50 ms` is the POST to its
 * answer alone, for comparison). After the drivers stop, every
 * follower must reach its match's last version; `gaps` counts the versions a follower missed (or got
 * twice, or out of order) over every match it followed: it must be 0. The load average is printed with
 * each run (the machine is shared).
 */
import { Agent, get, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { NatsServer } from '../test/util/nats-server';
import { freePort } from '../test/util/server';
import { until } from '../test/util/until';
import {
  freshDatabase,
  keepAliveAgent,
  median,
  percentile,
  postJson,
  startServer,
  stopServer,
  table,
} from './lib';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    followers: { type: 'string', default: '200' },
    matches: { type: 'string', default: '32' },
    players: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
  },
});
const INSTANCES = Number(args.instances);
const FOLLOWERS = Number(args.followers);
const MATCHES = Number(args.matches);
const PLAYERS = Number(args.players);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);

type Transport = 'notify' | 'nats';

/** One follower's stream of one match: the versions it got, in order, and when (performance.now()). */
class Subscription {
  readonly versions: number[] = [];
  readonly at: number[] = [];
  ended = false;
  private res: IncomingMessage | null = null;
  private buf = '';

  constructor(
    readonly matchId: string,
    url: string,
    agent: Agent,
  ) {
    const req = get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      this.res = res;
      if (res.statusCode !== 200) {
        console.error(`follow ${url}: ${res.statusCode}`);
        this.ended = true;
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => this.take(chunk, performance.now()));
      res.on('end', () => (this.ended = true));
      res.on('error', () => (this.ended = true));
    });
    req.on('error', () => (this.ended = true));
  }

  /** Only the `id:` of each `state` event is read: the follower's work stays small beside the server's. */
  private take(chunk: string, t: number): void {
    this.buf += chunk;
    let cut: number;
    while ((cut = this.buf.indexOf('\n\n')) >= 0) {
      const block = this.buf.slice(0, cut);
      this.buf = this.buf.slice(cut + 2);
      if (!block.startsWith('event: state\n')) continue;
      const m = /^id: (\d+)$/m.exec(block);
      if (m) {
        this.versions.push(Number(m[1]));
        this.at.push(t);
      }
    }
  }

  close(): void {
    this.res?.destroy();
  }
}

interface LiveMatch {
  id: string;
  tokens: string[];
  toAct: number[];
  version: number;
}

/** What one run of one transport saw. */
interface RunResult {
  moves: number;
  /** Each move's POST to its 201 answer, ms (sorted). */
  answers: number[];
  events: number;
  latencies: number[];
  gaps: number;
  errors: number;
  matchesPlayed: number;
  load: number;
}

async function runOnce(transport: Transport, dbUrl: string, natsUrl: string): Promise<RunResult> {
  const bases: string[] = [];
  const servers = [];
  try {
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      // one at a time: the first applies the migrations
      servers.push(
        await startServer(
          {
            DATABASE_URL: dbUrl,
            EVENTS_URL: transport === 'nats' ? natsUrl : '',
            RATE_LIMIT_PER_MINUTE: '0',
          },
          port,
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (const b of bases)
      await until(
        `${b} ready`,
        async () => (await fetch(`${b}/health/ready`).catch(() => null))?.ok === true,
      );
    return await drive(bases);
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
  }
}

async function drive(bases: string[]): Promise<RunResult> {
  const postAgents = bases.map(() => keepAliveAgent());
  const sseAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  /** Per match: when the POST that made each version began. */
  const sentAt = new Map<string, Map<number, number>>();
  /** Per match: its last version answered (the followers must all reach it). */
  const lastVersion = new Map<string, number>();
  const subs: Subscription[] = [];
  let rr = 0;
  let errors = 0;
  let matchesPlayed = 0;
  const t0 = performance.now();
  const windowStart = t0 + WARMUP * 1000;
  const deadline = windowStart + SECONDS * 1000;
  let moves = 0;
  const answers: number[] = [];

  const followersOf = (slot: number) =>
    Array.from({ length: FOLLOWERS }, (_, f) => f).filter((f) => f % MATCHES === slot);

  async function newMatch(slot: number): Promise<LiveMatch> {
    const base = bases[rr++ % bases.length];
    const r = await postJson(postAgents[bases.indexOf(base)], `${base}/in-between/matches`, {
      players: Array.from({ length: PLAYERS }, (_, i) => ({ name: `p${i}` })),
      options: { startingChips: 1_000_000, rounds: 100 },
    });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    const m: LiveMatch = {
      id: r.body.id,
      tokens: r.body.seats.map((s: { token: string }) => s.token),
      toAct: r.body.toAct,
      version: r.body.version,
    };
    matchesPlayed++;
    sentAt.set(m.id, new Map());
    lastVersion.set(m.id, m.version);
    const mine = followersOf(slot).map(
      (f) => new Subscription(m.id, `${bases[f % bases.length]}/in-between/matches/${m.id}/events`, sseAgent),
    );
    subs.push(...mine);
    await until(
      `the followers of ${m.id} to hold its first version`,
      () => mine.every((s) => s.versions.length > 0 || s.ended),
      30_000,
    );
    return m;
  }

  async function driver(slot: number): Promise<void> {
    let m = await newMatch(slot);
    while (performance.now() < deadline) {
      const i = rr++ % bases.length;
      const start = performance.now();
      const r = await postJson(
        postAgents[i],
        `${bases[i]}/in-between/matches/${m.id}/moves`,
        { type: 'bet', amount: 1 },
        m.tokens[m.toAct[0]],
        { prefer: 'return=minimal' },
      );
      if (r.status !== 201) {
        errors++;
        console.error(`move: ${r.status} ${JSON.stringify(r.body)}`);
        m = await newMatch(slot);
        continue;
      }
      sentAt.get(m.id)!.set(r.body.version, start);
      lastVersion.set(m.id, r.body.version);
      if (start >= windowStart && start < deadline) {
        moves++;
        answers.push(performance.now() - start);
      }
      if (r.body.status === 'finished') m = await newMatch(slot);
      else m.toAct = r.body.toAct;
    }
  }

  await Promise.all(Array.from({ length: MATCHES }, (_, slot) => driver(slot)));
  const load = loadavg()[0];
  // every follower reaches its match's last version (or its stream has ended)
  await until(
    'every follower to reach its match’s last version',
    () => subs.every((s) => s.ended || s.versions.at(-1) === lastVersion.get(s.matchId)),
    60_000,
  ).catch((e: Error) => console.error(e.message));
  for (const s of subs) s.close();
  for (const a of postAgents) a.destroy();
  sseAgent.destroy();

  let gaps = 0;
  let events = 0;
  const latencies: number[] = [];
  for (const s of subs) {
    const last = lastVersion.get(s.matchId)!;
    const first = s.versions[0] ?? last + 1;
    // the versions this follower should have: its first (the snapshot) up to the match's last
    const expected = last - first + 1;
    let ok = 0;
    for (let k = 0; k < s.versions.length; k++) if (s.versions[k] === first + k && first + k <= last) ok++;
    gaps += expected - ok + Math.max(0, s.versions.length - expected);
    const sent = sentAt.get(s.matchId)!;
    for (let k = 1; k < s.versions.length; k++) {
      const start = sent.get(s.versions[k]);
      if (start === undefined || start < windowStart || start >= deadline) continue;
      events++;
      latencies.push(s.at[k] - start);
    }
  }
  return {
    moves,
    answers: answers.sort((a, b) => a - b),
    events,
    latencies: latencies.sort((a, b) => a - b),
    gaps,
    errors,
    matchesPlayed,
    load,
  };
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const nats = await NatsServer.start();
  const rows: Record<string, string | number>[] = [];
  const byTransport = new Map<Transport, Record<string, number | string>[]>();
  try {
    for (let round = 1; round <= Number(args.rounds); round++) {
      const order: Transport[] = round % 2 ? ['notify', 'nats'] : ['nats', 'notify'];
      for (const transport of order) {
        const r = await runOnce(transport, db.url, nats.url);
        const row = {
          round,
          transport,
          'moves/s': Math.round(r.moves / SECONDS),
          'events/s': Math.round(r.events / SECONDS),
          'move p50 ms': percentile(r.answers, 50),
          'p50 ms': percentile(r.latencies, 50),
          'p99 ms': percentile(r.latencies, 99),
          gaps: r.gaps,
          errors: r.errors,
          matches: r.matchesPlayed,
          'load 1 min': r.load,
        };
        rows.push(row);
        byTransport.set(transport, [...(byTransport.get(transport) ?? []), row]);
        process.stdout.write(`${JSON.stringify(row)}\n`);
      }
    }
    process.stdout.write(
      `\n${INSTANCES} instances, ${FOLLOWERS} followers, ${MATCHES} matches of ${PLAYERS} seats, ` +
        `${SECONDS} s after ${WARMUP} s of warm-up per run; node ${process.version}\n\n${table(rows)}\n\nMedians over the rounds:\n\n`,
    );
    process.stdout.write(
      `${table(
        [...byTransport].map(([transport, xs]) => ({
          transport,
          'moves/s': median(xs.map((x) => Number(x['moves/s']))),
          'events/s': median(xs.map((x) => Number(x['events/s']))),
          'move p50 ms': median(xs.map((x) => Number(x['move p50 ms']))),
          'p50 ms': median(xs.map((x) => Number(x['p50 ms']))),
          'p99 ms': median(xs.map((x) => Number(x['p99 ms']))),
          gaps: xs.reduce((a, x) => a + Number(x.gaps), 0),
        })),
      )}\n`,
    );
  } finally {
    await nats.stop();
    await db.drop();
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
