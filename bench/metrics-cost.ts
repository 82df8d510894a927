/**
 * What the metrics add to one move, measured in-process where bench:http's figures are too noisy to
 * show it: Fastify serves `POST /euchre/matches/:id/moves` (an empty handler answering 201) through
 * `inject`, with and without the metrics hook (src/metrics/metrics.ts `instrumentHttp`), in alternating
 * rounds; then the hook's three calls on their own (a million each), and the group commit's one call
 * per statement (`recordMoveBatch`).
 *
 *   npm run bench:metrics [-- --requests 20000 --rounds 5]
 */
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import {
  httpRequests,
  instrumentHttp,
  moveSeconds,
  movesTotal,
  recordMoveBatch,
} from '../src/metrics/metrics';
import { median, table } from './lib';

const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '5' } },
});
const N = Number(args.requests);

async function server(instrumented: boolean) {
  const f = Fastify();
  // the app already runs an onResponse hook (the request log, src/http/request-log.ts): both have one
  f.addHook('onResponse', (_req, _reply, done) => done());
  if (instrumented) instrumentHttp(f);
  f.post('/euchre/matches/:id/moves', async (_req, reply) => reply.status(201).send({ ok: true }));
  await f.ready();
  return f;
}

/** CPU microseconds per request over N injected requests. */
async function perRequest(f: Awaited<ReturnType<typeof server>>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    await f.inject({ method: 'POST', url: '/euchre/matches/0b0c/moves', payload: { type: 'pass' } });
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / N;
}

async function main(): Promise<void> {
  const plain = await server(false);
  const metered = await server(true);
  await perRequest(plain); // warm-up
  await perRequest(metered);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < Number(args.rounds); r++) {
    xs.push(await perRequest(plain));
    ys.push(await perRequest(metered));
  }
  const M = 1_000_000;
  const micro = (fn: (i: number) => void) => {
    const t0 = process.cpuUsage();
    for (let i = 0; i < M; i++) fn(i);
    const used = process.cpuUsage(t0);
    return (used.user + used.system) / M;
  };
  const labels = { method: 'POST', route: '/euchre/matches/:id/moves', status: 201 };
  const hookCalls = micro(() => {
    httpRequests.inc(labels);
    movesTotal.inc({ game: 'euchre' });
    moveSeconds.observe({ game: 'euchre' }, 0.003);
  });
  const batchUs = micro((i) => recordMoveBatch((i % 64) + 1));
  const rows = [
    {
      what: 'inject, no metrics hook',
      'CPU µs/request (median)': median(xs).toFixed(2),
      rounds: xs.map((x) => x.toFixed(1)).join(' '),
    },
    {
      what: 'inject, metrics hook',
      'CPU µs/request (median)': median(ys).toFixed(2),
      rounds: ys.map((x) => x.toFixed(1)).join(' '),
    },
    {
      what: 'the hook: difference',
      'CPU µs/request (median)': (median(ys) - median(xs)).toFixed(2),
      rounds: '',
    },
    {
      what: "the hook's three calls alone, per move",
      'CPU µs/request (median)': hookCalls.toFixed(3),
      rounds: '',
    },
    { what: 'recordMoveBatch (per statement)', 'CPU µs/request (median)': batchUs.toFixed(3), rounds: '' },
  ];
  process.stdout.write(`${table(rows)}\n`);
  await plain.close();
  await metered.close();
}

void main();
