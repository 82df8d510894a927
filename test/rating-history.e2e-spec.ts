/**
 * An account's rating over time (GET /accounts/{name}/ratings/history, docs/api.md): each rated match
 * that changes a rating appends one change, in the transaction that records the result; unrated
 * matches append nothing; bad input is a clear 4xx.
 */
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

describe('rating history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(() => t.close());

  const account = async (name: string) =>
    (await t.http.post('/accounts').send({ name, kind: 'human' }).expect(201)).body.apiKey as string;

  /** A challenge of random-bot (which accepts at once) that the account resigns: a finished match. */
  async function resignedMatch(key: string, rated: boolean): Promise<string> {
    const c = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: ['random-bot'], rated })
        .expect(201)
    ).body;
    expect(c.matchId).toEqual(expect.any(String));
    await t.http.post(`/east-west/matches/${c.matchId}/resign`).set(bearer(key)).expect(200);
    return c.matchId as string;
  }

  it('appends one change per rated match, oldest first, ending at the profile rating', async () => {
    const key = await account('hist_ana');
    const first = await resignedMatch(key, true);
    await resignedMatch(key, false);
    const second = await resignedMatch(key, true);
    const h = (await t.http.get('/accounts/HIST_ANA/ratings/history?game=east-west').expect(200)).body;
    expect(h.name).toBe('hist_ana');
    expect(h.items.map((i: { matchId: string }) => i.matchId)).toEqual([first, second]);
    expect(h.items.map((i: { matches: number }) => i.matches)).toEqual([1, 2]);
    // two losses: the rating goes down, and the last change is the rating the profile shows
    expect(h.items[1].mu).toBeLessThan(h.items[0].mu);
    const profile = (await t.http.get('/accounts/hist_ana').expect(200)).body;
    expect(h.items[1]).toMatchObject({
      game: 'east-west',
      rating: profile.ratings['east-west'].rating,
      mu: profile.ratings['east-west'].mu,
      sigma: profile.ratings['east-west'].sigma,
    });
    expect(Date.parse(h.items[0].at)).toBeLessThanOrEqual(Date.parse(h.items[1].at));
    // the opponent's history has the same matches; another game's is empty
    const bot = (await t.http.get('/accounts/random-bot/ratings/history?game=east-west').expect(200)).body;
    expect(bot.items.map((i: { matchId: string }) => i.matchId)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect(
      (await t.http.get('/accounts/hist_ana/ratings/history?game=euchre').expect(200)).body.items,
    ).toEqual([]);
    // every game, and the newest `limit`
    expect((await t.http.get('/accounts/hist_ana/ratings/history').expect(200)).body.items).toHaveLength(2);
    const last = (await t.http.get('/accounts/hist_ana/ratings/history?limit=1').expect(200)).body.items;
    expect(last.map((i: { matchId: string }) => i.matchId)).toEqual([second]);
  });

  it('unknown account or game: 404; a bad limit or game: 400', async () => {
    expect((await t.http.get('/accounts/nobody_here/ratings/history').expect(404)).body.error).toBe(
      'not-found',
    );
    await t.http.get('/accounts/random-bot/ratings/history?game=chess').expect(404);
    await t.http.get('/accounts/random-bot/ratings/history?game=NOT%20A%20GAME').expect(400);
    await t.http.get('/accounts/random-bot/ratings/history?limit=0').expect(400);
    await t.http.get('/accounts/random-bot/ratings/history?limit=x').expect(400);
  });
});
