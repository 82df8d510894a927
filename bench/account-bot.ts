/**
 * One bot account playing many matches at once from its one account stream, against real PostgreSQL.
 *
 *   npm run bench:account-bot [-- --matches 50 --seconds 20 --game east-west]
 *
 * The server runs as a child process on a fresh database. The bench creates a bot account, challenges
 * the built-in `random-bot` (which accepts at once) `--matches` times, and keeps that many matches
 * going (a new challenge when one finishes). It reads only its NDJSON account stream: on every
 * `yourTurn` it reads its view with its key and posts a legal move with `expectedVersion`. Measured:
 * moves answered per second, and the time from receiving `yourTurn` to the move's 201 answer
 * (p50 / p99), which includes the view read, as a real bot's turn does.
 */
import { parseArgs } from 'node:util';
import { ndjsonObjects } from '../client';
import { materialize } from '../examples/bot';
import { cpuMs, type CpuReading, cpuPerMove, freshDatabase, percentile, startServer, stopServer } from './lib';

const { values: args } = parseArgs({
  options: {
    matches: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    game: { type: 'string', default: 'east-west' },
    port: { type: 'string', default: '3941' },
    server: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const db = await freshDatabase();
  const port = Number(args.port);
  // `--server DIR`: another checkout's build, for A/B runs
  const server = await startServer({ DATABASE_URL: db.url }, port, [], args.server);
  const root = `http://127.0.0.1:${port}`;
  try {
    const call = async (method: string, path: string, body?: object, key?: string) => {
      const res = await fetch(root + path, { method, body: body && JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) } });
      return { status: res.status, body: (await res.json()) as any };
    };
    const { body: account } = await call('POST', '/accounts', { name: `bench-${process.pid}`, kind: 'bot' });
    const key: string = account.apiKey;
    const challenge = () => call('POST', '/challenges', { game: args.game, to: ['random-bot'], rated: true }, key);
    const target = Number(args.matches);
    const stream = await fetch(`${root}/me/events`, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/x-ndjson' } });
    const events = ndjsonObjects<any>(stream.body!);
    for (let i = 0; i < target; i++) await challenge();

    const latencies: number[] = [];
    let finished = 0;
    let measuring = false;
    const started = new Set<string>();
    const handled = new Map<string, number>();
    const turn = async (game: string, matchId: string, version: number, at: number) => {
      if ((handled.get(matchId) ?? -1) >= version) return;
      handled.set(matchId, version);
      const view = (await call('GET', `/${game}/matches/${matchId}`, undefined, key)).body;
      for (let attempt = 0; attempt < 50 && view.legalMoves?.length; attempt++) {
        const res = await call('POST', `/${game}/matches/${matchId}/moves`, { ...materialize(view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)]), expectedVersion: view.version }, key);
        if (res.status === 201) {
          if (measuring) latencies.push(performance.now() - at);
          return;
        }
        if (res.status !== 422) return;
      }
    };
    // warm up for 2 s, then measure (moves, latency and the CPU each party spends)
    let cpu0: CpuReading | null = null;
    const warm = setTimeout(() => {
      measuring = true;
      cpu0 = cpuMs();
    }, 2000);
    const t0 = Date.now() + 2000;
    const end = t0 + Number(args.seconds) * 1000;
    for await (const e of events) {
      if (e.type === 'matchStart') started.add(e.matchId);
      else if (e.type === 'yourTurn') void turn(e.game, e.matchId, e.version, performance.now());
      else if (e.type === 'matchFinish') {
        if (measuring) finished++;
        handled.delete(e.matchId);
        void challenge();
      }
      if (Date.now() >= end) break;
    }
    if (Date.now() < end) throw new Error('the account stream closed');
    clearTimeout(warm);
    const cpu = cpu0 ? cpuPerMove(cpu0, cpuMs(), server.pid!, latencies.length, { database: new URL(db.url).pathname.slice(1) }) : null;
    const seconds = (Date.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const profile = (await call('GET', '/me', undefined, key)).body;
    console.log(
      `account bot: ${target} concurrent ${args.game} matches from one stream, ${seconds.toFixed(1)} s: ` +
        `${(latencies.length / seconds).toFixed(0)} moves/s; yourTurn → move answered p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms; ${finished} matches finished; ${started.size} started; ` +
        `rating after: ${profile.ratings?.[args.game!]?.rating?.toFixed(2) ?? 'none'}` +
        (cpu ? `; CPU per move: server ${cpu['server CPU ms/move'].toFixed(2)} ms (kernel ${cpu['of which kernel'].toFixed(2)}), db ${cpu['db CPU ms/move'].toFixed(2)}, bench ${cpu['client CPU ms/move'].toFixed(2)}` : ''),
    );
  } finally {
    await stopServer(server);
    await db.drop();
  }
}

main().then(() => process.exit(0), (e) => (console.error(e), process.exit(1)));
