/**
 * Bot accounts playing many matches at once from their account streams, against real PostgreSQL.
 *
 *   npm run bench:account-bot [-- --matches 50 --accounts 1 --seconds 15 --rounds 1 --game east-west]
 *   npm run bench:account-bot -- --matches 50 --accounts 10 --rounds 3     # 500 matches, memory per round
 *
 * The server runs as a child process on a fresh database. Each of `--accounts` bot accounts opens
 * `--matches` matches against a built-in random bot and keeps that many going (a new one when one
 * finishes), reading only its NDJSON account stream. A match is opened with `POST /{game}/matches`
 * and the seats `{ "me": true }, { "bot": "random" }` (`--open create`, the default), or as a rated
 * challenge to the `random-bot` account (`--open challenge`; slower to open, rated at the end). On every `yourTurn` it
 * plays the one-request loop: a legal move from the event's `view`, posted with `expectedVersion` and
 * `Prefer: return=minimal`; against a server whose events carry no view (an older build, `--server
 * DIR`) it reads the view first, as bots had to, and the report shows two requests per move.
 *
 * Measured over `--rounds` windows of `--seconds` after a warm-up: moves/s, requests per move (the
 * turns' requests only: view reads, moves, moves redrawn or refused), the time from receiving
 * `yourTurn` to the move's answer (p50 / p90 / p99 / max), server, database and bench CPU per move,
 * errors (answers other than 201, 409 and 422), and the server's resident memory after each round.
 *
 *   npm run bench:account-bot -- --series [--deals 100 --concurrency 8 --game east-west]
 *
 * `--series`: one bot account plays a duplicate series of `--deals` deals against `basic-bot`
 * (2 × deals matches, `--concurrency` at once) from its stream until `seriesFinish` (wall time), then
 * the same number of ordinary matches against `basic-bot` (challenges with the series' default turn
 * clock, `turnSeconds` 60, so that only the series differs; `--concurrency` kept in flight):
 * server CPU per move of each (after a warm-up series of 20 deals, not measured), so that what a series adds per move (its advance on every finish, under
 * the series' row lock) shows against an ordinary bot-account move. Each also gives the latency of the
 * moves that finished a match (the answer's status is `finished`) against the others (p50 / p90 / mean
 * in ms): what the finish listeners (a series opening its next match) add to the finishing answer.
 *
 * The server runs without rate limits (RATE_LIMIT_PER_MINUTE=0) unless `--default-limits`: then with
 * the budgets a fresh server has (src/accounts/rate-budgets.ts), and a 429 is waited out as its
 * Retry-After asks (counted: `429 waits`), as the example bots do.
 */
import { readFileSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { ndjsonObjects } from '../client';
import { materialize, type View } from '../examples/bot';
import {
  cpuMs,
  type CpuReading,
  cpuPerMove,
  freshDatabase,
  keepAliveAgent,
  percentile,
  startServer,
  stopServer,
} from './lib';

const { values: args } = parseArgs({
  options: {
    matches: { type: 'string', default: '50' },
    accounts: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '3' },
    game: { type: 'string', default: 'east-west' },
    // how a match is opened: `create` (POST /{game}/matches with { me: true } against a random bot seat,
    // one quick write) or `challenge` (a rated challenge to random-bot: ~0.3 s each on the loaded machine)
    open: { type: 'string', default: 'create' },
    port: { type: 'string', default: '3941' },
    // `--server DIR`: another checkout's build, for A/B runs
    server: { type: 'string' },
    // `--cpu-prof DIR`: the server writes a V8 CPU profile there (npm run bench:profile reads it)
    'cpu-prof': { type: 'string' },
    series: { type: 'boolean', default: false },
    deals: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '8' },
    'default-limits': { type: 'boolean', default: false },
  },
});

/** The server's environment: no rate limits, or a fresh server's budgets with --default-limits. */
const limits: Record<string, string> = args['default-limits'] ? { RATE_LIMIT_PER_MINUTE: '' } : {};
let waited429 = 0;

/** One JSON request on a keep-alive agent. */
function call(
  agent: Agent,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  const h: Record<string, string | number> = {
    ...headers,
    ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: h }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const answer = { status: res.statusCode!, body: text ? JSON.parse(text) : null };
        if (answer.status !== 429) return resolve(answer);
        // a spent budget (--default-limits): wait as long as the server asks, then ask again
        waited429++;
        const secs = Number(res.headers['retry-after']) || 1;
        setTimeout(() => call(agent, method, url, body, headers).then(resolve, reject), secs * 1000);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Tally {
  /** Answers to the moves posted, by status. */
  statuses: Record<number, number>;
  moves: number;
  requests: number;
  viewReads: number;
  errors: number;
  latencies: number[];
}
const tally = (): Tally => ({ statuses: {}, moves: 0, requests: 0, viewReads: 0, errors: 0, latencies: [] });

/**
 * `--series`: a series of duplicate deals against basic-bot, then as many ordinary matches against it;
 * wall time and server / database CPU per move of each.
 */
/** `p50 / p90 / mean (n)` of some latencies. */
function spread(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 90).toFixed(1)} / ${mean.toFixed(1)} (${sorted.length})`;
}

async function seriesMain(): Promise<void> {
  const db = await freshDatabase();
  const port = Number(args.port);
  const server = await startServer({ DATABASE_URL: db.url, ...limits }, port, [], args.server);
  const root = `http://127.0.0.1:${port}`;
  const agent = keepAliveAgent();
  const game = args.game!;
  const deals = Number(args.deals);
  const concurrency = Number(args.concurrency);
  const database = new URL(db.url).pathname.slice(1);
  try {
    /** One account plays everything its stream brings until `finished(e)` holds; `start` opens the work. */
    const run = async (
      label: string,
      start: (auth: Record<string, string>) => Promise<void>,
      onFinish: (e: any, auth: Record<string, string>) => Promise<boolean>,
    ) => {
      const r = await call(agent, 'POST', `${root}/accounts`, {
        name: `${label}-${process.pid}`,
        kind: 'bot',
      });
      const auth = { authorization: `Bearer ${r.body.apiKey}` };
      const abort = new AbortController();
      const stream = await fetch(`${root}/me/events`, {
        headers: { ...auth, Accept: 'application/x-ndjson' },
        signal: abort.signal,
      });
      const t = tally();
      let matches = 0;
      const latency = { finishing: [] as number[], other: [] as number[] };
      const cpu0 = cpuMs();
      const t0 = performance.now();
      await start(auth);
      const turn = async (e: any) => {
        const view = e.view as View;
        for (let attempt = 0; attempt < 50 && view.legalMoves?.length; attempt++) {
          const move = {
            ...materialize(view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)]),
            expectedVersion: view.version,
          };
          const sent = performance.now();
          const res = await call(agent, 'POST', `${root}/${game}/matches/${e.matchId}/moves`, move, {
            ...auth,
            prefer: 'return=minimal',
          });
          t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1;
          if (res.status === 201) {
            latency[res.body?.status === 'finished' ? 'finishing' : 'other'].push(performance.now() - sent);
            return void t.moves++;
          }
          if (res.status !== 422) return void (res.status !== 409 && t.errors++);
        }
      };
      try {
        for await (const e of ndjsonObjects<any>(stream.body!)) {
          if (e.type === 'yourTurn') void turn(e).catch(() => t.errors++);
          else if (e.type === 'matchFinish') matches++;
          if ((e.type === 'matchFinish' || e.type === 'seriesFinish') && (await onFinish(e, auth))) break;
        }
      } finally {
        abort.abort();
      }
      const seconds = (performance.now() - t0) / 1000;
      const cpu = cpuPerMove(cpu0, cpuMs(), server.pid!, t.moves, { database });
      return { seconds, moves: t.moves, matches, errors: t.errors, cpu, latency };
    };

    let seriesId = '';
    let standings: any[] = [];
    const playSeries = (label: string, n: number) =>
      run(
        label,
        async (auth) => {
          const r = await call(
            agent,
            'POST',
            `${root}/${game}/series`,
            { opponents: ['basic-bot'], deals: n, concurrency },
            auth,
          );
          if (r.status !== 201) throw new Error(`the series was refused: ${r.status} ${r.body?.message}`);
          seriesId = r.body.id;
        },
        async (e) => {
          if (e.type !== 'seriesFinish' || e.seriesId !== seriesId) return false;
          standings = e.standings;
          return true;
        },
      );
    // a warm-up (not measured): the server's code paths compiled before either run is timed
    await playSeries('warm-up', Math.min(deals, 20));
    const series = await playSeries('series', deals);
    const total = series.matches;
    let opened = 0;
    let done = 0;
    const challenge = async (auth: Record<string, string>) => {
      opened++;
      // the series' matches run a turn clock (60 s by default): the ordinary ones get the same options
      const r = await call(
        agent,
        'POST',
        `${root}/challenges`,
        { game, to: ['basic-bot'], options: { turnSeconds: 60 } },
        auth,
      );
      if (r.status !== 201) throw new Error(`a challenge was refused: ${r.status} ${r.body?.message}`);
    };
    const ordinary = await run(
      'ordinary',
      async (auth) => {
        for (let i = 0; i < concurrency; i++) await challenge(auth);
      },
      async (e, auth) => {
        if (e.type !== 'matchFinish') return false;
        done++;
        if (opened < total) await challenge(auth);
        return done >= total;
      },
    );
    const line = (name: string, x: typeof series) =>
      `  ${name}: ${x.matches} matches, ${x.moves} moves in ${x.seconds.toFixed(1)} s (${(x.moves / x.seconds).toFixed(0)} moves/s), ` +
      `errors ${x.errors}; CPU per move: server ${x.cpu['server CPU ms/move'].toFixed(3)} ms, db ${x.cpu['db CPU ms/move'].toFixed(3)} ms\n` +
      `    move latency ms (p50 / p90 / mean): finishing ${spread(x.latency.finishing)}, others ${spread(x.latency.other)}`;
    console.log(
      `series bench: ${game}, ${deals} deals duplicate against basic-bot at concurrency ${concurrency}` +
        `${args['default-limits'] ? `, default rate limits (${waited429} 429 waits)` : ', no rate limits'}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(line('series', series));
    console.log(line('ordinary challenges', ordinary));
    console.log(
      `  standings: ${standings
        .map(
          (s) =>
            `${s.account} mean ${Number(s.meanScore).toFixed(3)} [${s.meanScoreCI95.map((x: number | null) => (x === null ? '?' : x.toFixed(3))).join(', ')}]`,
        )
        .join('; ')}`,
    );
  } finally {
    agent.destroy();
    await stopServer(server);
    await db.drop();
  }
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const port = Number(args.port);
  const profile = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']] : [];
  const server = await startServer({ DATABASE_URL: db.url, ...limits }, port, profile, args.server);
  const root = `http://127.0.0.1:${port}`;
  const agent = keepAliveAgent();
  agent.maxSockets = 1024;
  const perAccount = Number(args.matches),
    accounts = Number(args.accounts),
    game = args.game!;
  const streams: AbortController[] = [];
  try {
    let now = tally();
    let measuring = false;
    let finished = 0;
    const play = async (key: string) => {
      const auth = { authorization: `Bearer ${key}` };
      const challenge = async () => {
        const r =
          args.open === 'challenge'
            ? await call(agent, 'POST', `${root}/challenges`, { game, to: ['random-bot'], rated: true }, auth)
            : await call(
                agent,
                'POST',
                `${root}/${game}/matches`,
                { players: [{ me: true }, { bot: 'random' }] },
                { ...auth, prefer: 'return=minimal' },
              );
        if (r.status !== 201) throw new Error(`opening a match: ${r.status} ${r.body?.message}`);
      };
      const handled = new Map<string, number>();
      const turn = async (matchId: string, version: number, given: View | undefined, at: number) => {
        if ((handled.get(matchId) ?? -1) >= version) return;
        handled.set(matchId, version);
        const t = now;
        let view = given;
        // requests are counted as they are answered, as moves are (turns in flight at a window's end count in neither)
        if (!view) {
          view = (await call(agent, 'GET', `${root}/${game}/matches/${matchId}`, undefined, auth))
            .body as View;
          t.requests++;
          t.viewReads++;
        }
        for (let attempt = 0; attempt < 50 && view.legalMoves?.length; attempt++) {
          const move = {
            ...materialize(view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)]),
            expectedVersion: view.version,
          };
          const res = await call(agent, 'POST', `${root}/${game}/matches/${matchId}/moves`, move, {
            ...auth,
            prefer: 'return=minimal',
          });
          t.requests++;
          t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1;
          if (res.status === 201) {
            t.moves++;
            if (measuring) t.latencies.push(performance.now() - at);
            return;
          }
          if (res.status !== 422) {
            if (res.status !== 409) t.errors++;
            return;
          }
        }
      };
      const abort = new AbortController();
      streams.push(abort);
      const stream = await fetch(`${root}/me/events`, {
        headers: { ...auth, Accept: 'application/x-ndjson' },
        signal: abort.signal,
      });
      if (!stream.ok) throw new Error(`the account stream answered ${stream.status}`);
      const events = ndjsonObjects<any>(stream.body!);
      // the matches are opened while the stream is read (their first turns are played as they come)
      opening.push(
        (async () => {
          for (let i = 0; i < perAccount; i++) await challenge();
        })(),
      );
      try {
        for await (const e of events) {
          if (e.type === 'yourTurn')
            void turn(e.matchId, e.version, e.view, performance.now()).catch(() => now.errors++);
          else if (e.type === 'matchFinish') {
            if (measuring) finished++;
            handled.delete(e.matchId);
            void challenge().catch(() => now.errors++);
          }
        }
      } catch (e) {
        if (!abort.signal.aborted) throw e;
      }
    };
    const opening: Promise<void>[] = [];
    const keys: string[] = [];
    for (let i = 0; i < accounts; i++) {
      const r = await call(agent, 'POST', `${root}/accounts`, {
        name: `bench-${process.pid}-${i}`,
        kind: 'bot',
      });
      keys.push(r.body.apiKey);
    }
    const players = keys.map((k) => play(k));
    const failed = Promise.race(
      players.map((p) => p.then(() => Promise.reject(new Error('an account stream closed')))),
    );
    failed.catch(() => undefined); // awaited through sleep(); the streams end on purpose at the end
    const sleep = (ms: number) => Promise.race([new Promise((r) => setTimeout(r, ms)), failed]);
    const until = async (cond: () => boolean) => {
      while (!cond()) await sleep(20);
    };

    // every match open (the streams are up once play() has pushed its opening), then the warm-up
    await sleep(0);
    await until(() => opening.length === accounts);
    const opened = performance.now();
    await Promise.race([Promise.all(opening), failed]);
    const openSeconds = (performance.now() - opened) / 1000;
    await sleep(Number(args.warmup) * 1000);
    measuring = true;
    const cpu0: CpuReading = cpuMs();
    const t0 = performance.now();
    const rounds: { moves: number; seconds: number; latencies: number[]; rss: number; errors: number }[] = [];
    const all = tally();
    for (let r = 0; r < Number(args.rounds); r++) {
      now = tally();
      const start = performance.now();
      await sleep(Number(args.seconds) * 1000);
      const t = now;
      rounds.push({
        moves: t.moves,
        seconds: (performance.now() - start) / 1000,
        latencies: t.latencies,
        rss: rssMb(server.pid!),
        errors: t.errors,
      });
      for (const k of ['moves', 'requests', 'viewReads', 'errors'] as const) all[k] += t[k];
      for (const [code, n] of Object.entries(t.statuses))
        all.statuses[Number(code)] = (all.statuses[Number(code)] ?? 0) + n;
      all.latencies.push(...t.latencies);
    }
    now = tally(); // turns after the window count nowhere
    const cpu = cpuPerMove(cpu0, cpuMs(), server.pid!, all.moves, {
      database: new URL(db.url).pathname.slice(1),
    });
    const seconds = (performance.now() - t0) / 1000;
    const ms = (xs: number[], p: number) => percentile(xs, p).toFixed(1);
    all.latencies.sort((a, b) => a - b);
    console.log(
      `account bot: ${accounts} account${accounts > 1 ? 's' : ''} × ${perAccount} concurrent ${game} matches (${accounts * perAccount}), ` +
        `${seconds.toFixed(1)} s after ${openSeconds.toFixed(1)} s opening them and ${args.warmup} s of warm-up: ${(all.moves / seconds).toFixed(0)} moves/s; ` +
        `${(all.requests / Math.max(1, all.moves)).toFixed(2)} requests per move (${all.viewReads} view reads; moves answered ` +
        `${Object.entries(all.statuses)
          .map(([code, n]) => `${code} ×${n}`)
          .join(', ')}); ` +
        `yourTurn → answer p50 ${ms(all.latencies, 50)} ms, p90 ${ms(all.latencies, 90)}, p99 ${ms(all.latencies, 99)}, ` +
        `max ${(all.latencies.at(-1) ?? NaN).toFixed(1)}; ${finished} matches finished; errors ${all.errors}; ` +
        `CPU per move: server ${cpu['server CPU ms/move'].toFixed(3)} ms (kernel ${cpu['of which kernel'].toFixed(3)}), ` +
        `db ${cpu['db CPU ms/move'].toFixed(3)}, bench ${cpu['client CPU ms/move'].toFixed(3)}`,
    );
    for (const [i, r] of rounds.entries()) {
      const s = [...r.latencies].sort((a, b) => a - b);
      console.log(
        `  round ${i + 1}: ${(r.moves / r.seconds).toFixed(0)} moves/s, p50 ${ms(s, 50)} ms, p99 ${ms(s, 99)} ms, errors ${r.errors}; server RSS after it ${r.rss.toFixed(0)} MB`,
      );
    }
  } finally {
    for (const a of streams) a.abort();
    agent.destroy();
    await stopServer(server);
    await db.drop();
  }
}

(args.series ? seriesMain() : main()).then(
  () => process.exit(0),
  (e) => (console.error(e), process.exit(1)),
);
