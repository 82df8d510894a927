/**
 * README "Run a bot account", run as written against a fresh server: the account is created with the
 * README's own request body, the README's challenge is sent as written (Euchre against three `basic-bot`
 * seats), and the example bot runs with the README's own command line (`npm run bot -- …`, with `--url`
 * added for this server), seeking with nobody else on the server: its seeks are filled with built-in
 * bots. The server's SEEK_FILL_AFTER_SECONDS is 1 here instead of 30, the only difference.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runAccountBot } from '../examples/bot';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';

const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const SECTION = README.slice(
  README.indexOf('## Run a bot account'),
  README.indexOf('\n## ', README.indexOf('## Run a bot account') + 5),
);

/** The JSON body the README sends to `path` (a curl `-d '…'` or a "`POST path` with `{…}`" sentence). */
function bodyFor(path: string): Record<string, unknown> {
  const curl = new RegExp(`curl[^\\n]*${path.replace(/\//g, '\\/')}[^\\n]*-d '([^']+)'`).exec(SECTION);
  const prose = new RegExp(`\`POST ${path.replace(/\//g, '\\/')}\` with\\s+\`(\\{[^\`]+\\})\``).exec(SECTION);
  const json = curl?.[1] ?? prose?.[1];
  if (!json) throw new Error(`README "Run a bot account" sends nothing to ${path}`);
  return JSON.parse(json);
}

/** The arguments of the README's `npm run bot -- …` line that contains `marker`, $KEY replaced. */
function botArgs(marker: string, key: string): string[] {
  const line = SECTION.split('\n').find((l) => l.startsWith('npm run bot -- ') && l.includes(marker));
  if (!line) throw new Error(`README "Run a bot account" has no bot command with ${marker}`);
  return line
    .replace(/#.*$/, '')
    .trim()
    .slice('npm run bot -- '.length)
    .split(/\s+/)
    .map((x) => (x === '$KEY' ? key : x));
}

describe('README "Run a bot account", as written', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { SEEK_FILL_AFTER_SECONDS: '1' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('creates the account, challenges three basic-bot seats, and the example bot plays its seeks out', async () => {
    const created = (await t.http.post('/accounts').send(bodyFor('/accounts')).expect(201)).body;
    expect(created).toMatchObject({ name: 'my-bot', kind: 'bot', apiKey: expect.any(String) });
    const key = created.apiKey as string;
    const auth = { Authorization: `Bearer ${key}` };

    // step 3's challenge, as written: accepted at once by the built-in accounts
    const challenge = (await t.http.post('/challenges').set(auth).send(bodyFor('/challenges')).expect(201))
      .body;
    expect(challenge).toMatchObject({ status: 'accepted', matchId: expect.any(String) });
    // step 3's seek, as written: nobody else seeks, so the built-in bots fill it
    const seek = (await t.http.post('/euchre/seeks').set(auth).send(bodyFor('/euchre/seeks')).expect(201))
      .body;
    expect(seek).toMatchObject({ status: 'waiting', fillWith: 'basic-bot' });

    // the example bot, as the README runs it: it plays the challenge's and the seek's matches from its
    // stream (they are waiting for it) without counting them, and its own seeks, filled as they come due
    const args = botArgs('--seek', key);
    const lines: string[] = [];
    // the README exports the key as CARDROOM_KEY for the bot
    const summary = await runAccountBot([...args, '--url', url], (l) => lines.push(l), { CARDROOM_KEY: key });
    const limit = Number(args[args.indexOf('--matches') + 1]);
    expect(summary.finished).toHaveLength(limit);
    expect(summary.finished.every((f) => f.game === 'euchre' && f.rating !== null)).toBe(true);
    expect(
      lines.some((l) => /euchre match \S+ finished \([^)]*\): [^;]+; scores [^;]+; rating -?\d/.test(l)),
    ).toBe(true);
    // the challenge's match was not started by this run: it is played, but not counted (issue 41, item 2)
    expect(summary.finished.map((f) => f.matchId)).not.toContain(challenge.matchId);
    const me = (await t.http.get('/me').set(auth).expect(200)).body;
    expect(me.ratings.euchre.matches).toBeGreaterThanOrEqual(limit);
    const board = (await t.http.get('/euchre/leaderboard?limit=100').expect(200)).body;
    expect(board.items.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['my-bot', 'basic-bot']),
    );
  }, 300_000);
});
