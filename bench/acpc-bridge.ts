/**
 * The ACPC bridge's overhead (docs/acpc.md, "What it costs"):
 *
 *   npm run bench:acpc [-- --hands 300 --rounds 3 --game acpc-nolimit-2p]
 *
 * The server runs as a child process on a fresh PostgreSQL database (BENCH_PG, or the local one).
 * Each round plays two matches of `--hands` hands against basic-bot, one after the other:
 * - direct: a bot account playing the API from its account stream (each `yourTurn` answered with a
 *   check or a call, posted with `expectedVersion` and `Prefer: return=minimal`);
 * - bridge: the same policy as an ACPC bot over TCP (it answers `c` to every question) through the
 *   bridge (`runBridge`, in this process, as `npm run acpc` runs it).
 * Printed per run: hands per second, the bot's decisions, the wall time per decision (from the match's
 * start to its end, divided by the decisions: basic-bot's thinking is in both), and the bridge's extra
 * time per decision over the direct bot (median over the rounds, the runs alternating), with the load
 * average.
 */
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCardroomClient, ndjsonObjects } from '../client';
import { runBridge } from '../bridge/cli';
import { HandState, NOLIMIT_2P, LIMIT_2P, parseMatchState } from '../test/util/acpc-rules';
import { freshDatabase, median, startServer, stopServer, table } from './lib';

const { values: args } = parseArgs({
  options: {
    hands: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    game: { type: 'string', default: 'acpc-nolimit-2p' },
    port: { type: 'string', default: '3947' },
  },
});
const hands = Number(args.hands);

async function account(url: string, name: string): Promise<string> {
  const r = await fetch(`${url}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, kind: 'bot' }),
  });
  return ((await r.json()) as { apiKey: string }).apiKey;
}

/** Whether the position receiving `line` is to act (the ACPC rules of test/util/acpc-rules.ts). */
function toAct(line: string): boolean {
  const p = parseMatchState(line);
  const state = new HandState(args.game === 'acpc-limit-2p' ? LIMIT_2P : NOLIMIT_2P);
  for (const a of p.rounds.flat()) state.apply(a);
  return !state.finished && state.current() === p.position;
}

interface Run {
  mode: 'direct' | 'bridge';
  seconds: number;
  hands: number;
  decisions: number;
}

/** A bot account answering every `yourTurn` of one match with a check or a call. */
async function direct(url: string, key: string): Promise<Run> {
  const api = createCardroomClient(url, key);
  const abort = new AbortController();
  const stream = await fetch(`${url}/me/events`, {
    headers: { Authorization: `Bearer ${key}`, Accept: 'application/x-ndjson' },
    signal: abort.signal,
  });
  const started = performance.now();
  const { data: ch } = await api.POST('/challenges', {
    body: {
      game: 'texas-holdem',
      to: ['basic-bot'],
      preset: args.game,
      options: { maxHands: hands },
      rated: false,
    },
  });
  let decisions = 0;
  for await (const e of ndjsonObjects<any>(stream.body as ReadableStream<Uint8Array<ArrayBuffer>>)) {
    if (e.matchId !== ch!.matchId) continue;
    if (e.type === 'yourTurn') {
      const call = (e.view.state.toCall ?? 0) > 0 ? { type: 'call' } : { type: 'check' };
      await api.POST('/texas-holdem/matches/{id}/moves', {
        params: { path: { id: e.matchId } },
        body: { ...call, expectedVersion: e.version } as never,
        headers: { Prefer: 'return=minimal' },
      });
      decisions++;
    } else if (e.type === 'matchFinish') break;
  }
  abort.abort();
  return { mode: 'direct', seconds: (performance.now() - started) / 1000, hands, decisions };
}

/** The same policy as an ACPC bot over TCP, through the bridge. */
async function bridged(url: string, key: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'acpc-bench-'));
  let started = 0;
  try {
    const summary = await runBridge(
      [
        '--url',
        url,
        '--preset',
        args.game!,
        '--opponent',
        'basic-bot',
        '--hands',
        String(hands),
        '--log-dir',
        dir,
      ],
      {
        print: () => undefined,
        warn: (l) => console.error(l),
        progress: () => undefined,
        onListening: (port) => {
          const socket = connect(port, '127.0.0.1', () => socket.write('VERSION:2.0.0\r\n'));
          let buffered = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => {
            buffered += chunk;
            let nl: number;
            while ((nl = buffered.indexOf('\r\n')) >= 0) {
              const line = buffered.slice(0, nl);
              buffered = buffered.slice(nl + 2);
              // answer when the rules say it is this position's turn, as a bot does
              if (toAct(line)) socket.write(`${line}:c\r\n`);
            }
          });
          socket.on('error', () => undefined);
          started = performance.now();
        },
      },
      { CARDROOM_KEY: key },
    );
    const decisions = summary.matches[0].follower.answered.length;
    return { mode: 'bridge', seconds: (performance.now() - started) / 1000, hands: summary.hands, decisions };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const db = await freshDatabase();
  const port = Number(args.port);
  const server = await startServer({ DATABASE_URL: db.url }, port);
  const url = `http://127.0.0.1:${port}`;
  const runs: Run[] = [];
  try {
    // a warm-up of each, not counted
    await direct(url, await account(url, `warm-direct-${process.pid}`));
    await bridged(url, await account(url, `warm-bridge-${process.pid}`));
    for (let r = 0; r < Number(args.rounds); r++) {
      for (const mode of r % 2 === 0 ? (['direct', 'bridge'] as const) : (['bridge', 'direct'] as const)) {
        const key = await account(url, `${mode}-${r}-${process.pid}`);
        runs.push(await (mode === 'direct' ? direct(url, key) : bridged(url, key)));
      }
    }
  } finally {
    await stopServer(server);
    await db.drop();
  }
  const msPerDecision = (x: Run) => (1000 * x.seconds) / x.decisions;
  console.log(
    table(
      runs.map((x) => ({
        mode: x.mode,
        hands: x.hands,
        'hands/s': x.hands / x.seconds,
        decisions: x.decisions,
        'ms/decision': msPerDecision(x),
      })),
    ),
  );
  const of = (mode: Run['mode']) => runs.filter((x) => x.mode === mode);
  const d = median(of('direct').map(msPerDecision));
  const b = median(of('bridge').map(msPerDecision));
  console.log(
    `median: direct ${d.toFixed(2)} ms/decision, ${median(of('direct').map((x) => x.hands / x.seconds)).toFixed(1)} hands/s; ` +
      `bridge ${b.toFixed(2)} ms/decision, ${median(of('bridge').map((x) => x.hands / x.seconds)).toFixed(1)} hands/s; ` +
      `the bridge adds ${(b - d).toFixed(2)} ms a decision (×${(b / d).toFixed(2)}); ${args.game}, ${hands} hands a match, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
}

void main().then(
  () => process.exit(0),
  (e: Error) => (console.error(e), process.exit(1)),
);
