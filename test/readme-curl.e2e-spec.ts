/**
 * Every README bash block that can run against a listening server, run by bash as written, in the
 * README's order, in one shell (what one block sets, such as `$KEY`, the next may use), with
 * `localhost:3000` pointed at this server and the live streams (which a person stops with Ctrl-C)
 * given `--max-time` so that they end by themselves. Every other bash block is named below with the
 * reason it does not run here, so that a new block fails this test until it is placed (issue 41,
 * item 6: the tournament snippet used `$ID` without setting it).
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

/** Every ```bash block, its indentation (a block inside a list item) taken off. */
const BLOCKS = [...README.matchAll(/^( *)```bash\n([\s\S]*?)^ *```/gm)].map(([, indent, body]) =>
  body
    .split('\n')
    .map((l) => l.slice(indent.length))
    .join('\n'),
);

/** The blocks that do not run against a listening server, by a line they contain, and why. */
const NOT_RUN: [string, string][] = [
  ['npm install && npm start', 'installs and starts a server of its own'],
  ['createdb -h localhost', 'starts a server of its own on PostgreSQL'],
  ['npm test', 'runs the tests'],
  [
    'npm run bot -- --game chinese-poker --match <id>',
    'has a placeholder (<id>); test/bot-example.e2e-spec.ts plays the bot',
  ],
  ['npm run arena', 'runs the engine in-process, no server'],
  [
    'npm run bot -- --accept-challenges',
    'ends only when stopped; test/readme-bot-account.e2e-spec.ts runs its commands',
  ],
  [
    'python3 examples/python/bot.py',
    'its seek line runs until stopped; test/python-bot.e2e-spec.ts runs the bot',
  ],
  ['--series basic-bot --deals 100', 'a 200-match series (minutes); test/series.e2e-spec.ts plays series'],
  ['npm run verify -- --gauntlet <id>', 'has a placeholder (<id>)'],
  ["pip install './python[rl]'", 'installs the Python package'],
];

/** The blocks this test runs, by a line they contain, in the README's order. */
const RUN = ['# what is served', '# an account to create and play the tournament', '"name":"my-bot"'];

describe('README bash blocks, as written, in order', () => {
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

  it('names every block: run here, or why not', () => {
    const placed = BLOCKS.map((b) => [
      ...RUN.filter((m) => b.includes(m)).map(() => 'run'),
      ...NOT_RUN.filter(([m]) => b.includes(m)).map(([, why]) => why),
    ]);
    const unplaced = BLOCKS.filter((_, i) => placed[i].length !== 1);
    expect(unplaced).toEqual([]);
    expect(BLOCKS.filter((b) => RUN.some((m) => b.includes(m)))).toHaveLength(RUN.length);
  });

  it('runs the curl match, the tournament and the account blocks: each answer what the README says', async () => {
    const blocks = BLOCKS.filter((b) => RUN.some((m) => b.includes(m)));
    const script = blocks
      .join('\n')
      .replaceAll('localhost:3000', host)
      .replace(/curl (-s?N) /g, 'curl $1 --max-time 2 ')
      // each curl's answer on its own line, so that the answers can be read back
      .split('\n')
      .map((l) =>
        /^curl -s[^\\>]*$/.test(l) || /^ +-[Hd] [^\\>]*$/.test(l)
          ? l.replace(/(\s+#[^'"]*)?$/, (comment) => `; echo${comment}`)
          : l,
      )
      .join('\n');
    // the live streams end at --max-time with curl's exit 28: not a failure of the block
    const shell = `set -e\ncurl() { command curl "$@" || [ $? -eq 28 ]; }\n${script}\necho "KEY=$KEY"`;
    const { stdout } = await promisify(execFile)('bash', ['-c', shell], {
      cwd: dir,
      maxBuffer: 1 << 24,
    }).catch((e: { code: number; stdout: string; stderr: string }) => {
      throw new Error(`a README block failed (${e.code}): ${e.stderr}\n${e.stdout.slice(-2000)}`);
    });
    const match = JSON.parse(readFileSync(join(dir, 'match.json'), 'utf8'));
    expect(match).toMatchObject({ id: expect.any(String), seats: [{ token: expect.any(String) }, {}] });
    const answers = stdout
      .split('\n')
      .filter((l) => l.startsWith('{') || l.startsWith('['))
      .map((l) => JSON.parse(l));
    // "A match with curl": the games, the view, the move's answer and the move log
    expect(answers[0].map((g: { game: string }) => g.game)).toContain('texas-holdem');
    const [, view, moved, log] = answers;
    expect(Object.keys(view)).toEqual(expect.arrayContaining(['id', 'version', 'state', 'legalMoves']));
    expect(view).toMatchObject({ id: match.id, state: { yourCards: expect.any(Array) } });
    expect(moved.statusCode).toBeUndefined();
    expect(moved.version).toBeGreaterThan(view.version);
    expect(log).toEqual(
      expect.arrayContaining([expect.objectContaining({ seat: 0, move: { type: 'call' } })]),
    );
    expect(stdout).toMatch(/^event: state$/m);

    // "Tournaments": no answer is an error; the tournament it made started with its three players
    const errors = answers.filter((a) => a && typeof a === 'object' && 'statusCode' in a);
    expect(errors).toEqual([]);
    const tournament = JSON.parse(readFileSync(join(dir, 'tournament.json'), 'utf8'));
    const now = (await t.http.get(`/tournaments/${tournament.id}`).expect(200)).body;
    expect(now.status).toBe('running');
    expect(now.players.map((p: { account: string }) => p.account).sort()).toEqual([
      'basic-bot',
      'expert-bot',
      'swiss-ana',
    ]);
    expect(stdout).toMatch(/^event: standings$/m);
    expect(stdout).toMatch(/^round,table,game,kind,match_id,seat,account,place,points\r?$/m);

    // "Run a bot account": KEY holds my-bot's key, which works; the file with it is gone
    const key = /^KEY=(crk_\S+)$/m.exec(stdout)?.[1];
    expect(key).toBeDefined();
    expect((await t.http.get('/me').set('Authorization', `Bearer ${key}`).expect(200)).body.name).toBe(
      'my-bot',
    );
    expect(() => readFileSync(join(dir, 'my-bot.json'))).toThrow();
  });
});
