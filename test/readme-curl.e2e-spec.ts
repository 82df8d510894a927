/**
 * README "A match with curl", run as written by bash against a listening server: the block's commands
 * in order, with `localhost:3000` pointed at this server and the last command (the live event stream,
 * which a person stops with Ctrl-C) given `--max-time` so that it ends by itself.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';

const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const start = README.indexOf('## A match with curl');
const BLOCK = /```bash\n([\s\S]*?)```/.exec(README.slice(start))![1];

describe('README "A match with curl", as written', () => {
  let t: TestApp;
  let host: string;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    host = `127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'readme-curl-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('creates a Hold’em match against basic, reads the view, plays the move and follows the events', async () => {
    expect(BLOCK).toContain('curl -N ');
    const script = BLOCK.replaceAll('localhost:3000', host).replace('curl -N ', 'curl -N --max-time 2 ');
    // each command's output on its own line, so that the answers can be read back
    const lines = script
      .split('\n')
      .map((l) => (/^curl -s[^\\]*$/.test(l) || l.startsWith('  -H') ? `${l}; echo` : l));
    const { stdout } = await promisify(execFile)('bash', ['-c', `set -e\n${lines.join('\n')}\ntrue`], {
      cwd: dir,
      maxBuffer: 1 << 24,
    }).catch((e: { code: number; stdout: string; stderr: string }) => {
      // curl ends the live stream at --max-time with exit 28, the block's last command
      if (e.code === 28) return { stdout: e.stdout };
      throw new Error(`the README's block failed (${e.code}): ${e.stderr}`);
    });
    const match = JSON.parse(readFileSync(join(dir, 'match.json'), 'utf8'));
    expect(match).toMatchObject({ id: expect.any(String), seats: [{ token: expect.any(String) }, {}] });
    // the games, the view, the move's answer and the move log are JSON lines of the output
    const answers = stdout
      .split('\n')
      .filter((l) => l.startsWith('{') || l.startsWith('['))
      .map((l) => JSON.parse(l));
    expect(answers[0].map((g: { game: string }) => g.game)).toContain('texas-holdem');
    const [, view, moved, log] = answers;
    expect(Object.keys(view)).toEqual(expect.arrayContaining(['id', 'version', 'state', 'legalMoves']));
    expect(view).toMatchObject({ id: match.id, state: { yourCards: expect.any(Array) } });
    // the README's move is legal in the view it shows: the move's answer is the view after it
    expect(moved.statusCode).toBeUndefined();
    expect(moved.version).toBeGreaterThan(view.version);
    expect(log).toEqual(
      expect.arrayContaining([expect.objectContaining({ seat: 0, move: { type: 'call' } })]),
    );
    // the live stream sent the seat's view
    expect(stdout).toMatch(/^event: state$/m);
  });
});
