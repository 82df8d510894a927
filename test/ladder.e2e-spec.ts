/**
 * The ladder of built-in opponents over HTTP (docs/api.md "Built-in opponents"): every level listed by
 * `GET /games` with its account and description; each level an account with the measured rating seeded
 * on the leaderboard; a Euchre match against three `basic-bot` seats from a challenge; seeks filled with
 * a built-in account after their wait, or waiting for accounts only.
 */
import { botLevels } from '../src/engine/bot-levels';
import { GAMES } from '../src/games/registry';
import { SEEDED_RATINGS } from '../src/bots/seeded-ratings';
import { createTestApp, bearer, type TestApp } from './util/app';

describe('the ladder of built-in opponents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(() => t.close());

  const account = async (name: string) => (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey as string;

  it('GET /games keeps bots and lists botLevels: level, account and description, weakest first', async () => {
    const games = (await t.http.get('/games').expect(200)).body as { game: string; bots: string[]; botLevels: { name: string; level: number; account: string; description: string }[] }[];
    for (const g of games) {
      expect(g.botLevels.map((l) => l.name)).toEqual(g.bots);
      expect(g.botLevels.slice(0, 2).map((l) => [l.name, l.level, l.account])).toEqual([['random', 0, 'random-bot'], ['basic', 1, 'basic-bot']]);
      expect(g.botLevels).toEqual(botLevels(GAMES.find((b) => b.definition.id === g.game)!.definition));
      for (const l of g.botLevels) expect(l.description).toMatch(/\w/);
    }
  });

  it('every level is a built-in account, and its measured rating is on the leaderboard, marked seeded', async () => {
    for (const { definition: g } of GAMES) {
      const board = (await t.http.get(`/${g.id}/leaderboard?limit=100`).expect(200)).body;
      for (const level of Object.keys(g.bots)) {
        const profile = (await t.http.get(`/accounts/${level}-bot`).expect(200)).body;
        expect(profile).toMatchObject({ name: `${level}-bot`, kind: 'bot' });
        const measured = SEEDED_RATINGS.games[g.id]?.[level];
        if (!measured) continue;
        const item = board.items.find((i: { name: string }) => i.name === `${level}-bot`);
        expect(item).toMatchObject({ kind: 'bot', mu: measured.mu, sigma: measured.sigma, matches: 0, seeded: true });
      }
    }
  });
});
