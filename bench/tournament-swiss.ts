/**
 * A Swiss tournament of bot accounts on PostgreSQL with two instances (issue 29's target).
 *
 *   npm run bench:tournament [-- --players 64 --rounds 10 --game east-west]
 *   npm run bench:tournament -- --smoke          # 8 players, 3 rounds
 *   npm run bench:tournament -- --builtins --workers 2 --kill-workers 5 [--kill-every 4 --game euchre]
 *
 * Two instances of the built server (WORKERS=1 each) on a fresh database. `--players` bot accounts
 * each play random legal moves from their NDJSON account stream (test/util/stream-player.ts: one
 * request per move), half of them on each instance; the first creates an East-West Swiss of `--rounds`
 * rounds at tables of two and starts it; the public tournament stream is followed on the second
 * instance. Then, as the baseline, the same accounts play as many ordinary matches between themselves
 * (a wave of players/2 matches at a time, as a round would). Printed: the tournament's wall time, moves,
 * the servers' CPU per move in the tournament and in the ordinary matches (both instances; the database
 * apart), the pure pairing time per round (the servers' cardroom_tournament_pairing_seconds histogram:
 * mean and how many took ≤ 100 ms), the round turnover (the last matchFinish of a round → the next
 * `round` event on the stream, which includes opening the round's matches), and the load average.
 *
 * `--builtins`: the creator also enters every built-in level of the game (`<level>-bot`: 64 entrants are
 * then the levels and 64 − levels bot accounts). `--workers N`: both instances hand their bots'
 * decisions to N bot worker processes (test/util/bot-worker.ts, `--worker-threads` threads each) on the
 * NATS server at `--nats` (BOT_WORKERS_URL); `--kill-workers K`: every `--kill-every` seconds during the
 * tournament one worker is SIGKILLed and a new one started, K times. After the tournament every match's
 * record is read from the database and checked: its log gapless (seq 1..n, n = its move count: no move
 * lost or doubled) and its state the replay of its log from its seed. The ordinary matches are left out
 * with `--workers` (the run is about the workers).
 *
 * `playSwiss` is exported for the smoke test (test/tournament-bench.e2e-spec.ts), which runs it small
 * against in-process instances.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { startWorker, type WorkerProcess } from '../test/util/bot-worker';
import { readStored, recordProblems } from '../test/util/load';
import { readSse } from '../test/util/sse-stream';
import { StreamPlayer } from '../test/util/stream-player';
import { cpuMs, cpuPerMove, freshDatabase, startServer, stopServer, type CpuReading } from './lib';

export interface SwissFigures {
  wallSeconds: number;
  moves: number;
  matches: number;
  /** Every match's id, round by round. */
  matchIds: string[];
  rounds: number;
  /** Last matchFinish of round r → the `round` event of r + 1, ms (one per round after the first). */
  turnoverMs: number[];
  players: StreamPlayer[];
  keys: string[];
  standings: any[];
  errors: number;
}

async function json(url: string, method = 'GET', body?: unknown, key?: string): Promise<any> {
  const res = await fetch(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
    },
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs a Swiss of `players` bot accounts over `urls` (instances of one deployment) to its end. */
export async function playSwiss(
  urls: string[],
  players: number,
  rounds: number,
  game = 'east-west',
  options: Record<string, unknown> = {},
  /** Built-in levels (`<level>-bot`) the creator enters besides the accounts. */
  builtins: string[] = [],
): Promise<SwissFigures> {
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const keys: string[] = [];
  const streams: StreamPlayer[] = [];
  for (let i = 0; i < players; i++) {
    const url = urls[i % urls.length];
    const name = `sw${tag}-${i}`;
    const { apiKey } = await json(`${url}/accounts`, 'POST', { name, kind: 'bot' });
    keys.push(apiKey);
    streams.push(await StreamPlayer.start(url, apiKey, name));
  }
  const t = await json(
    `${urls[0]}/tournaments`,
    'POST',
    {
      game,
      format: 'swiss',
      rounds,
      minPlayers: players + builtins.length,
      maxPlayers: players + builtins.length,
      options,
    },
    keys[0],
  );
  for (const [i, key] of keys.entries())
    await json(`${urls[i % urls.length]}/tournaments/${t.id}/players`, 'POST', {}, key);
  for (const account of builtins)
    await json(`${urls[0]}/tournaments/${t.id}/players`, 'POST', { account }, keys[0]);
  // the public stream on the last instance, to the finish
  const events = await fetch(`${urls[urls.length - 1]}/tournaments/${t.id}/events`);
  const heard: { event: string; data: any }[] = [];
  const reading = readSse(events.body!, heard);
  const started = performance.now();
  await json(`${urls[0]}/tournaments/${t.id}/start`, 'POST', undefined, keys[0]);
  await reading; // `finish` ends the stream
  const wallSeconds = (performance.now() - started) / 1000;
  if (!heard.some((e) => e.event === 'finish')) throw new Error('the tournament stream ended without finish');
  const body = await json(`${urls[0]}/tournaments/${t.id}`);
  // round turnover, from the account streams: the last matchFinish of round r − 1 → the first tournamentRound r
  const turnoverMs: number[] = [];
  for (let r = 2; r <= body.rounds.length; r++) {
    const before = new Set<string>(body.rounds[r - 2].tables.flatMap((x: any) => x.matchIds));
    let lastFinish = 0;
    let firstRound = Infinity;
    for (const p of streams)
      p.events.forEach((e, i) => {
        if (e.type === 'matchFinish' && before.has(e.matchId))
          lastFinish = Math.max(lastFinish, p.arrivals[i]);
        if (e.type === 'tournamentRound' && e.tournamentId === t.id && e.round === r)
          firstRound = Math.min(firstRound, p.arrivals[i]);
      });
    if (lastFinish && firstRound < Infinity) turnoverMs.push(firstRound - lastFinish);
  }
  if (body.status !== 'finished') throw new Error(`the tournament is ${body.status}`);
  return {
    wallSeconds,
    moves: streams.reduce((s, p) => s + p.stats.moves, 0),
    matches: body.rounds.reduce((s: number, r: any) => s + r.tables.length, 0),
    matchIds: body.rounds.flatMap((r: any) => r.tables.flatMap((x: any) => x.matchIds)),
    rounds: body.rounds.length,
    turnoverMs,
    players: streams,
    keys,
    standings: body.standings,
    errors: streams.reduce((s, p) => s + p.stats.errors, 0),
  };
}

/** Ordinary matches between the same accounts, `waves` waves of players/2 at a time; the moves played. */
export async function playOrdinary(
  urls: string[],
  streams: StreamPlayer[],
  keys: string[],
  waves: number,
  game = 'east-west',
): Promise<number> {
  const before = streams.reduce((s, p) => s + p.stats.moves, 0);
  for (let w = 0; w < waves; w++) {
    const order = keys.map((_, i) => i).sort(() => Math.random() - 0.5);
    const ids: string[] = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [a, b] = [order[i], order[i + 1]];
      const m = await json(
        `${urls[a % urls.length]}/${game}/matches`,
        'POST',
        { players: [{ me: true }, { account: streams[b].name }] },
        keys[a],
      );
      await json(`${urls[b % urls.length]}/${game}/matches/${m.id}/players`, 'POST', {}, keys[b]);
      ids.push(m.id);
    }
    for (const id of ids)
      for (;;) {
        const m = await json(`${urls[0]}/${game}/matches/${id}`);
        if (m.status === 'finished') break;
        await new Promise((r) => setTimeout(r, 100));
      }
  }
  return streams.reduce((s, p) => s + p.stats.moves, 0) - before;
}

/** The pairing histogram of one instance's GET /metrics: count, sum (s), and how many took ≤ 0.1 s. */
async function pairingMetrics(url: string): Promise<{ count: number; sum: number; under100: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const num = (re: RegExp) => [...text.matchAll(re)].reduce((s, m) => s + Number(m[1]), 0);
  return {
    count: num(/^cardroom_tournament_pairing_seconds_count\{[^}]*\} (\S+)$/gm),
    sum: num(/^cardroom_tournament_pairing_seconds_sum\{[^}]*\} (\S+)$/gm),
    under100: num(/^cardroom_tournament_pairing_seconds_bucket\{le="0\.1",[^}]*\} (\S+)$/gm),
  };
}

function serverCpu(a: CpuReading, b: CpuReading, pids: number[], moves: number, database: string) {
  let server = 0;
  let db = 0;
  for (const [i, pid] of pids.entries()) {
    const c = cpuPerMove(a, b, pid, moves, { database });
    server += c['server CPU ms/move'];
    if (i === 0) db = c['db CPU ms/move'];
  }
  return { server, db };
}

/**
 * Every match's record, read from the database: a gapless log (seq 1..n, n its move count) whose replay
 * from the seed is the stored state. Returns the problems found (none: every record checks).
 */
async function checkRecords(
  databaseUrl: string,
  ids: string[],
): Promise<{ moves: number; problems: string[] }> {
  const stored = await readStored({ DATABASE_URL: databaseUrl }, ids);
  const problems: string[] = [];
  let moves = 0;
  for (const id of ids) {
    const m = stored.get(id);
    if (!m) {
      problems.push(`${id}: not stored`);
      continue;
    }
    moves += m.moves.length;
    problems.push(...recordProblems(m).map((p) => `${id}: ${p}`));
  }
  return { moves, problems };
}

/** The bot decisions each instance's queue sent to workers, and those it made itself (GET /metrics). */
async function workerDecisions(url: string): Promise<{ byWorkers: number; fallbacks: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const num = (re: RegExp) => [...text.matchAll(re)].reduce((s, m) => s + Number(m[1]), 0);
  return {
    byWorkers: num(/^cardroom_bot_worker_decisions_total\{[^}]*\} (\S+)$/gm),
    fallbacks: num(/^cardroom_bot_queue_fallbacks_total\{[^}]*\} (\S+)$/gm),
  };
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      players: { type: 'string', default: '64' },
      rounds: { type: 'string', default: '10' },
      game: { type: 'string', default: 'east-west' },
      port: { type: 'string', default: '3951' },
      smoke: { type: 'boolean', default: false },
      builtins: { type: 'boolean', default: false },
      workers: { type: 'string', default: '0' },
      'worker-threads': { type: 'string', default: '1' },
      nats: { type: 'string', default: 'nats://127.0.0.1:4222' },
      'kill-workers': { type: 'string', default: '0' },
      'kill-every': { type: 'string', default: '4' },
    },
  });
  const entrants = args.smoke ? 8 : Number(args.players);
  const rounds = args.smoke ? 3 : Number(args.rounds);
  const db = await freshDatabase();
  const database = new URL(db.url).pathname.slice(1);
  const port = Number(args.port);
  const nWorkers = Number(args.workers);
  const env: Record<string, string> = { DATABASE_URL: db.url, WORKERS: '1' };
  if (nWorkers > 0) env.BOT_WORKERS_URL = args.nats!;
  const servers = [await startServer(env, port)];
  servers.push(await startServer(env, port + 1));
  const urls = servers.map((_, i) => `http://127.0.0.1:${port + i}`);
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const tag = process.pid.toString(36);
  const workers: WorkerProcess[] = [];
  let started = 0;
  const newWorker = async () =>
    workers.push(await startWorker(args.nats!, `swiss-${tag}-${started++}`, Number(args['worker-threads'])));
  const kills: { at: number; worker: string }[] = [];
  try {
    for (let i = 0; i < nWorkers; i++) await newWorker();
    const games = (await (await fetch(`${urls[0]}/games`)).json()) as {
      game: string;
      botLevels: { name: string }[];
    }[];
    const levels = args.builtins
      ? games.find((g) => g.game === args.game)!.botLevels.map((l) => `${l.name}-bot`)
      : [];
    const players = entrants - levels.length;
    const load0 = load();
    const c0 = cpuMs();
    const t0 = performance.now();
    let done = false;
    // the killer: one worker SIGKILLed every --kill-every seconds (and a new one started), K times
    const killing = (async () => {
      while (!done && kills.length < Number(args['kill-workers']) && workers.length) {
        await new Promise((r) => setTimeout(r, Number(args['kill-every']) * 1000));
        if (done) return;
        const victim = workers.shift()!;
        await victim.kill('SIGKILL');
        kills.push({ at: (performance.now() - t0) / 1000, worker: victim.name });
        await newWorker();
      }
    })();
    const swiss = await playSwiss(urls, players, rounds, args.game, {}, levels);
    done = true;
    await killing;
    const c1 = cpuMs();
    const tCpu = serverCpu(
      c0,
      c1,
      servers.map((s) => s.pid!),
      swiss.moves,
      database,
    );
    const loadAfter = load();
    console.log(
      `tournament: Swiss of ${entrants} entrants (${players} bot accounts${levels.length ? ` and ${levels.join(', ')}` : ''}), ` +
        `${swiss.rounds} rounds of ${args.game} at tables of two, two instances on PostgreSQL: ` +
        `${swiss.wallSeconds.toFixed(1)} s wall, ${swiss.matches} matches, ${swiss.moves} moves of the accounts, ` +
        `${swiss.errors} errors`,
    );
    if (nWorkers > 0) {
      const d = await Promise.all(urls.map(workerDecisions));
      console.log(
        `  bot workers: ${nWorkers} at a time (${args['worker-threads']} thread(s) each, ${args.nats}); ` +
          `${kills.length} SIGKILLed (${kills.map((k) => `${k.at.toFixed(1)} s`).join(', ') || 'none'}); ` +
          `decisions answered by workers ${d.reduce((s, x) => s + x.byWorkers, 0)}, made by the instances ` +
          `(fallbacks) ${d.reduce((s, x) => s + x.fallbacks, 0)}`,
      );
    }
    const records = await checkRecords(db.url, swiss.matchIds);
    console.log(
      `  records: ${swiss.matchIds.length} matches, ${records.moves} moves read from the database; ` +
        (records.problems.length
          ? `${records.problems.length} PROBLEMS:\n    ${records.problems.slice(0, 20).join('\n    ')}`
          : 'every log gapless (no move lost or doubled) and every state its replay'),
    );
    if (records.problems.length) process.exitCode = 1;
    if (nWorkers === 0) {
      const c2 = cpuMs();
      const ordinaryMoves = await playOrdinary(urls, swiss.players, swiss.keys, rounds, args.game);
      const c3 = cpuMs();
      const oCpu = serverCpu(
        c2,
        c3,
        servers.map((s) => s.pid!),
        ordinaryMoves,
        database,
      );
      console.log(
        `  server CPU per move (both instances): tournament ${tCpu.server.toFixed(3)} ms, ordinary bot-account matches ` +
          `${oCpu.server.toFixed(3)} ms (${ordinaryMoves} moves); db ${tCpu.db.toFixed(3)} vs ${oCpu.db.toFixed(3)} ms`,
      );
    }
    const pm = await Promise.all(urls.map(pairingMetrics));
    const pairings = pm.reduce((s, m) => s + m.count, 0);
    const under = pm.reduce((s, m) => s + m.under100, 0);
    const mean = (pm.reduce((s, m) => s + m.sum, 0) / Math.max(1, pairings)) * 1000;
    const turn = [...swiss.turnoverMs].sort((a, b) => a - b);
    console.log(
      `  pairing a round: ${pairings} pairings, mean ${mean.toFixed(2)} ms, ${under} of ${pairings} ≤ 100 ms; ` +
        `round turnover (last matchFinish → next tournamentRound on the account streams) median ${(turn[Math.floor(turn.length / 2)] ?? NaN).toFixed(0)} ms, ` +
        `max ${(turn.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    console.log(`  load average before ${load0}, after the tournament ${loadAfter}`);
    if (under !== pairings) process.exitCode = 1;
  } finally {
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await Promise.all(servers.map(stopServer));
    await db.drop();
  }
}

if (require.main === module)
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (e) => (console.error(e), process.exit(1)),
  );
