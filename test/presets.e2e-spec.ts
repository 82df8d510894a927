/**
 * Presets over HTTP (docs/api.md "Presets", shared/API.md part 4): `GET /games` lists each game's
 * presets; every body that takes `options` (matches, challenges, seeks, series, tournaments) takes
 * `"preset"`: the preset's options, then `options` over them; what is stored is the expanded options;
 * an unknown preset is a 400 with a field message and creates nothing.
 */
import type { AddressInfo } from 'node:net';
import { GAMES } from '../src/games/registry';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';

const GAME = 'texas-holdem';
/** shared/acpc.md: the competition's heads-up no-limit and limit games in Cardroom terms. */
const NOLIMIT = {
  variant: 'betting',
  bettingStructure: 'no-limit',
  startingStack: 20000,
  smallBlind: 50,
  bigBlind: 100,
  ante: 0,
  resetStacks: true,
  allowMuck: false,
};
const LIMIT = {
  variant: 'betting',
  bettingStructure: 'fixed-limit',
  smallBlind: 5,
  bigBlind: 10,
  ante: 0,
  resetStacks: true,
  allowMuck: false,
};

describe('presets', () => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    http = new Http(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
  }, 120_000);
  afterAll(() => t.close());

  it("GET /games lists each game's presets; Hold'em has the two ACPC games", async () => {
    const games = (await http.call('GET', '/games')).body as { game: string; presets: any[] }[];
    for (const g of games) expect(Array.isArray(g.presets)).toBe(true);
    const holdem = games.find((g) => g.game === GAME)!;
    expect(holdem.presets.map((p) => p.name)).toEqual(['acpc-nolimit-2p', 'acpc-limit-2p']);
    expect(holdem.presets[0].options).toMatchObject(NOLIMIT);
    expect(holdem.presets[1].options).toMatchObject(LIMIT);
    // a limit hand costs at most 4 × 10 + 4 × 10 + 4 × 20 + 4 × 20 = 240: the stack never runs out
    expect(holdem.presets[1].options.startingStack).toBeGreaterThanOrEqual(240);
    for (const p of holdem.presets) expect(p.description.length).toBeGreaterThan(10);
  });

  it('a match takes the preset, then its options over it, and keeps the expanded options', async () => {
    const r = await http.call('POST', `/${GAME}/matches`, {
      players: [{ name: 'ana' }, { bot: 'basic' }],
      preset: 'acpc-nolimit-2p',
      options: { maxHands: 5 },
    });
    expect(r.status).toBe(201);
    expect(r.body.options).toMatchObject({ ...NOLIMIT, maxHands: 5 });
    const again = await http.call('GET', `/${GAME}/matches/${r.body.id}`);
    expect(again.body.options).toEqual(r.body.options);
    // the stacks of a hand start at 20000
    expect(r.body.state.players.map((p: any) => p.stack + p.committed)).toEqual([20000, 20000]);
    const limit = await http.call('POST', `/${GAME}/matches`, {
      players: [{ name: 'ana' }, { bot: 'basic' }],
      preset: 'acpc-limit-2p',
    });
    expect(limit.status).toBe(201);
    expect(limit.body.options).toMatchObject({ ...LIMIT, maxHands: 1000 });
  });

  it('an unknown preset, a preset of the wrong type or options over it that break it: 400, nothing made', async () => {
    const before = (await http.call('GET', `/${GAME}/matches?limit=100`)).body.items.length;
    const unknown = await http.call('POST', `/${GAME}/matches`, {
      players: [{ name: 'a' }, { name: 'b' }],
      preset: 'acpc-nolimit-9p',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({
      preset: 'unknown preset "acpc-nolimit-9p"; this game\'s presets are: acpc-nolimit-2p, acpc-limit-2p',
    });
    const none = await http.call('POST', '/euchre/matches', { preset: 'acpc-nolimit-2p' });
    expect(none.status).toBe(400);
    expect(none.body.details.preset).toMatch(/this game has no presets/);
    const typed = await http.call('POST', `/${GAME}/matches`, { preset: 7 });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.details)).toEqual(['preset']);
    const broken = await http.call('POST', `/${GAME}/matches`, {
      preset: 'acpc-nolimit-2p',
      options: { maxHands: 0 },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.details).toEqual({ 'options.resetStacks': 'needs maxHands of at least 1, got 0' });
    expect((await http.call('GET', `/${GAME}/matches?limit=100`)).body.items.length).toBe(before);
  });

  it('challenges, seeks, series and tournaments take a preset too', async () => {
    const me = await http.account();
    const challenge = await http.call(
      'POST',
      '/challenges',
      { game: GAME, to: ['basic-bot'], preset: 'acpc-limit-2p', options: { maxHands: 3 } },
      me.key,
    );
    expect(challenge.status).toBe(201);
    expect(challenge.body.options).toMatchObject({ ...LIMIT, maxHands: 3 });
    const match = await http.call('GET', `/${GAME}/matches/${challenge.body.matchId}`);
    expect(match.body.options).toEqual(challenge.body.options);

    const seek = await http.call(
      'POST',
      `/${GAME}/seeks`,
      { preset: 'acpc-nolimit-2p', options: { maxHands: 3 }, fillAfterSeconds: null },
      me.key,
    );
    expect(seek.status).toBe(201);
    expect(seek.body.options).toMatchObject({ ...NOLIMIT, maxHands: 3 });
    expect((await http.call('DELETE', `/seeks/${seek.body.id}`, undefined, me.key)).status).toBeLessThan(300);

    const series = await http.call(
      'POST',
      `/${GAME}/series`,
      { opponents: ['random-bot'], deals: 1, preset: 'acpc-nolimit-2p', options: { maxHands: 2 } },
      me.key,
    );
    expect(series.status).toBe(201);
    expect(series.body.options).toMatchObject({ ...NOLIMIT, maxHands: 2 });

    const tournament = await http.call(
      'POST',
      '/tournaments',
      { game: GAME, format: 'round-robin', preset: 'acpc-limit-2p', maxPlayers: 4 },
      me.key,
    );
    expect(tournament.status).toBe(201);
    expect(tournament.body.options).toMatchObject({ ...LIMIT, maxHands: 1000, turnSeconds: 60 });

    for (const [path, body] of [
      ['/challenges', { game: GAME, to: ['basic-bot'], preset: 'nope' }],
      [`/${GAME}/seeks`, { preset: 'nope' }],
      [`/${GAME}/series`, { opponents: ['random-bot'], deals: 1, preset: 'nope' }],
      ['/tournaments', { game: GAME, format: 'round-robin', preset: 'nope' }],
    ] as const) {
      const r = await http.call('POST', path, body, me.key);
      expect([path, r.status, Object.keys(r.body.details ?? {})]).toEqual([path, 400, ['preset']]);
    }
  });
});
