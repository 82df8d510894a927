/**
 * The example bots wait as long as the server asks (issue 41, item 1): behind a proxy that answers the
 * first moves with 429s (Retry-After: 1, the play budget named in the body), more of them than the bots
 * used to retry, the TypeScript bot (examples/bot.ts, key mode and seat mode) and the Python one
 * (examples/python/bot.py) say that they wait, and why, and finish their match.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runAccountBot, runBot } from '../examples/bot';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';

const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';
/** More 429s in a row than either bot retried before (5 and 6 tries). */
const REFUSALS = 8;

/** A proxy to `port` that refuses the next `refusals` move posts with a 429 of the play budget. */
function refusingProxy(port: number): { server: Server; refuse: (n: number) => void; refused: () => number } {
  let left = 0;
  let count = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && /\/moves$/.test(req.url ?? '') && left > 0) {
      left--;
      count++;
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(
        JSON.stringify({
          statusCode: 429,
          error: 'too-many-requests',
          message: 'too many requests from this client: the play budget (...) refills in 1 s',
          budget: 'play',
          limitPerMinute: 1,
          retryAfterSeconds: 1,
        }),
      );
      return;
    }
    const up = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  return { server, refuse: (n) => (left = n), refused: () => count };
}

describe('the example bots under 429s', () => {
  let t: TestApp;
  let proxy: ReturnType<typeof refusingProxy>;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    proxy = refusingProxy((t.app.getHttpServer().address() as AddressInfo).port);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy.server.closeAllConnections();
    await new Promise((resolve) => proxy.server.close(resolve));
    await t.close();
  });

  const account = async (name: string) =>
    (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey as string;

  it('the TypeScript bot, key mode: says it waits, for which budget, and finishes its match', async () => {
    const key = await account(`ts429${Date.now().toString(36)}`);
    proxy.refuse(REFUSALS);
    const before = proxy.refused();
    const lines: string[] = [];
    const summary = await runAccountBot(
      ['--url', url, '--game', 'east-west', '--challenge', 'random-bot', '--matches', '1', '--wait', '30'],
      (l) => lines.push(l),
      { CARDROOM_KEY: key },
    );
    expect(proxy.refused() - before).toBe(REFUSALS);
    expect(summary.finished).toHaveLength(1);
    expect(lines).toContain('  rate limited (the play budget): waiting 1 s, as the server asks');
  }, 120_000);

  it('the TypeScript bot, seat mode: the same', async () => {
    proxy.refuse(REFUSALS);
    const before = proxy.refused();
    const lines: string[] = [];
    const summary = await runBot(
      ['--url', url, '--game', 'east-west', '--opponents', 'random', '--wait', '30'],
      (l) => lines.push(l),
    );
    expect(proxy.refused() - before).toBe(REFUSALS);
    expect(summary.view.status).toBe('finished');
    expect(lines).toContain('  rate limited (the play budget): waiting 1 s, as the server asks');
  }, 120_000);

  it('the Python bot: the same', async () => {
    if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is missing: apt-get install python3 (or set PYTHON)`);
    const key = await account(`py429${Date.now().toString(36)}`);
    proxy.refuse(REFUSALS);
    const before = proxy.refused();
    const run = await new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
      const child = spawn(
        PYTHON,
        [
          join(__dirname, '../examples/python/bot.py'),
          ...[
            '--url',
            url,
            '--game',
            'east-west',
            '--challenge',
            'random-bot',
            '--matches',
            '1',
            '--wait',
            '30',
          ],
        ],
        { env: { PATH: process.env.PATH ?? '', CARDROOM_KEY: key }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out, err }));
    });
    expect({ code: run.code, err: run.err }).toEqual({ code: 0, err: '' });
    expect(proxy.refused() - before).toBe(REFUSALS);
    expect(run.out).toContain('  rate limited (the play budget): waiting 1 s, as the server asks');
    expect(run.out).toMatch(/east-west match \S+ finished/);
  }, 120_000);
});
