/**
 * Seat-token moves beside a built-in bot load (issue 27's target: with 20 matches of the strongest level
 * playing each other on the server, other matches' moves keep p99 ≤ 50 ms at 16 clients).
 *
 *   npm run bench:bot-load [-- --game euchre --level expert --bot-matches 20 --clients 16 --seconds 8]
 *                          [--rounds 2] [--bot-threads N] [--bot-nice N] [--bot-background-nice N]
 *                          [--workers N --nats nats://127.0.0.1:4222 --worker-threads N]
 *
 * One server (built, on a fresh PostgreSQL database; BOT_THREADS as the server sizes it unless given).
 * The bot load: `--bot-matches` loops, each creating a match of bots only at `--level` (default: the
 * game's strongest, the last of GET /games botLevels) and creating the next when it finishes (the create
 * answers at once and the server plays the match in the background, its bots thinking in its worker
 * pool; the loop long-polls the match until it is finished; BOTS_ONLY_MATCHES_PER_ACCOUNT is set to
 * `--bot-matches`, so that they all play at once). `--workers N`: the server hands its bots' decisions
 * to N bot worker processes (`src/bot-worker/main.ts`, `--worker-threads` threads each, default 1)
 * through the NATS server at `--nats` (BOT_WORKERS_URL), started with the server and stopped with it;
 * run it with and without, alternating, for a person's p99 with and without bot workers.
 * The measured load: bench:http's client (bench/lib.ts): `--clients` clients each playing In-Between
 * with seat tokens as fast as they can. Runs alternate without and with the bot load (`--rounds` each),
 * each round on a fresh server (the bot load stops with it); each prints moves/s, p50, p99 and the bot load,
 * and the end a summary: the worst p99 without and beside the bots against the 50 ms target, with the
 * machine's load average (default run: about 2 minutes after the build).
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  freshDatabase,
  keepAliveAgent,
  newRun,
  percentile,
  playInBetween,
  postJson,
  runSummary,
  startServer,
  stopServer,
  table,
} from './lib';
import { startWorker, type WorkerProcess } from '../test/util/bot-worker';

const { values: args } = parseArgs({
  options: {
    game: { type: 'string', default: 'euchre' },
    level: { type: 'string' },
    'bot-matches': { type: 'string', default: '20' },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3933' },
    'bot-threads': { type: 'string' },
    'bot-nice': { type: 'string' },
    'bot-background-nice': { type: 'string' },
    workers: { type: 'string', default: '0' },
    nats: { type: 'string', default: 'nats://127.0.0.1:4222' },
    'worker-threads': { type: 'string', default: '1' },
  },
});
const BASE = `http://127.0.0.1:${args.port}`;
const SECONDS = Number(args.seconds);

interface BotLoad {
  matches: number;
  moves: number;
  errors: number;
  createMs: number[];
}

async function botLoop(
  game: string,
  level: string,
  players: number,
  stop: { done: boolean },
  load: BotLoad,
  agent: ReturnType<typeof keepAliveAgent>,
): Promise<void> {
  while (!stop.done) {
    const t0 = performance.now();
    const r = await postJson(agent, `${BASE}/${game}/matches`, {
      players: Array.from({ length: players }, () => ({ bot: level })),
    }).catch(() => null);
    if (stop.done) return;
    if (!r || r.status !== 201) {
      load.errors++;
      continue;
    }
    // played in the background: wait for its end
    let view = r.body as { id: string; status: string; version: number };
    while (view.status !== 'finished' && !stop.done) {
      const next = await fetch(
        `${BASE}/${game}/matches/${view.id}?waitForVersion=${view.version}&timeoutSeconds=25`,
        { headers: { accept: 'application/json' } },
      ).catch(() => null);
      if (!next?.ok) {
        load.errors++;
        break;
      }
      view = (await next.json()) as typeof view;
    }
    if (view.status !== 'finished') continue;
    load.createMs.push(performance.now() - t0);
    load.matches++;
    // the match is over (bots only): its log is the bots' moves
    const log = await fetch(`${BASE}/${game}/matches/${r.body.id}/moves`).then(
      (x) => x.json() as Promise<unknown[]>,
      () => [],
    );
    load.moves += log.length;
  }
}

/** Decisions of `level` at `game` the server has made (its bot-think histogram's count, GET /metrics). */
async function botDecisions(game: string, level: string): Promise<number> {
  const text = await fetch(`${BASE}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('cardroom_bot_think_seconds_count{') &&
        l.includes(`game="${game}"`) &&
        l.includes(`level="${level}"`),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function measure(clients: number): Promise<ReturnType<typeof runSummary>> {
  const agent = keepAliveAgent();
  const run = newRun();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: clients }, () => playInBetween(agent, BASE, deadline, run)));
  agent.destroy();
  return runSummary(run, SECONDS);
}

/** One round on a fresh server: the moves alone, then beside the bot load (the server is stopped with it). */
async function round(n: number, rows: Record<string, string | number>[]): Promise<void> {
  const db = await freshDatabase();
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    BOTS_ONLY_MATCHES_PER_ACCOUNT: args['bot-matches']!,
  };
  if (args['bot-threads']) env.BOT_THREADS = args['bot-threads'];
  if (args['bot-nice']) env.BOT_NICE = args['bot-nice'];
  if (args['bot-background-nice']) env.BOT_BACKGROUND_NICE = args['bot-background-nice'];
  const workers: WorkerProcess[] = [];
  if (Number(args.workers) > 0) env.BOT_WORKERS_URL = args.nats!;
  const server = await startServer(env, Number(args.port));
  for (let i = 0; i < Number(args.workers); i++)
    workers.push(await startWorker(args.nats!, `bench-${process.pid}-${i}`, Number(args['worker-threads'])));
  const stop = { done: false };
  const botAgent = keepAliveAgent();
  const loops: Promise<void>[] = [];
  try {
    const games = (await (await fetch(`${BASE}/games`)).json()) as {
      game: string;
      minPlayers: number;
      botLevels: { name: string }[];
    }[];
    const g = games.find((x) => x.game === args.game);
    if (!g) throw new Error(`no game ${args.game}`);
    const level = args.level ?? g.botLevels[g.botLevels.length - 1].name;
    const clients = Number(args.clients);
    await measure(clients); // warm-up
    const alone = await measure(clients);
    rows.push({
      round: n,
      load: ALONE,
      clients,
      ...alone,
      'bot matches done': '—',
      'bot decisions/s': '—',
    });
    console.log(table([rows[rows.length - 1]]));
    const load: BotLoad = { matches: 0, moves: 0, errors: 0, createMs: [] };
    for (let i = 0; i < Number(args['bot-matches']); i++)
      loops.push(botLoop(g.game, level, g.minPlayers, stop, load, botAgent));
    // the bots' first decisions are under way before the timed run starts
    await new Promise((r) => setTimeout(r, Number(args.warmup) * 1000));
    const before = { ...load };
    const decisionsBefore = await botDecisions(g.game, level);
    const beside = await measure(clients);
    const decisions = (await botDecisions(g.game, level)) - decisionsBefore;
    rows.push({
      round: n,
      load: `beside ${args['bot-matches']} ${g.game} matches of ${level}`,
      clients,
      ...beside,
      'bot matches done': load.matches - before.matches,
      'bot decisions/s': Math.round((decisions / SECONDS) * 10) / 10,
    });
    console.log(table([rows[rows.length - 1]]));
    const sorted = [...load.createMs].sort((a, b) => a - b);
    if (sorted.length)
      console.log(
        `  bot matches played out: ${load.matches}, median ${Math.round(percentile(sorted, 50))} ms each; errors ${load.errors}`,
      );
  } finally {
    stop.done = true;
    botAgent.destroy();
    await Promise.all(loops);
    await stopServer(server);
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await db.drop();
  }
}

const ALONE = 'moves alone';
const TARGET_P99_MS = 50;

async function main(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const started = Date.now();
  for (let n = 1; n <= Number(args.rounds); n++) await round(n, rows);
  console.log(
    `\n${SECONDS} s per run; a fresh server per round; BOT_THREADS ${args['bot-threads'] ?? 'as the server sizes it'}, ` +
      `BOT_NICE ${args['bot-nice'] ?? 'default'}, BOT_BACKGROUND_NICE ${args['bot-background-nice'] ?? 'default'}; ` +
      `bot workers ${args.workers}${Number(args.workers) > 0 ? ` (${args['worker-threads']} thread(s) each, ${args.nats})` : ''}; ` +
      `${availableParallelism()} cores, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  console.log(table(rows));
  const worst = (alone: boolean) =>
    Math.max(...rows.filter((r) => (r.load === ALONE) === alone).map((r) => Number(r['p99 ms'])));
  const besideP99 = worst(false);
  console.log(
    `summary: seat-token moves at ${args.clients} clients, p99 ${worst(true).toFixed(1)} ms alone and ${besideP99.toFixed(1)} ms ` +
      `beside ${args['bot-matches']} bot matches (worst of ${args.rounds} rounds; target ≤ ${TARGET_P99_MS} ms: ` +
      `${besideP99 <= TARGET_P99_MS ? 'met' : 'NOT met'}); ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
