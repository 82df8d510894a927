/**
 * A chosen seed lets its chooser compute every card of the deal (docs/api.md "Creating a match"), so a
 * create that names one is refused while any seat could be taken by someone else: an open seat, or a
 * seat reserved for another account. With every seat the creator's (named, `me`) or a built-in bot's,
 * it deals reproducibly, as the Python environments' `reset(seed=k)` relies on.
 */
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

const SEED = 'ab'.repeat(32);

describe('a chosen seed deals only to its chooser', () => {
  let t: TestApp;
  let key: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    const suffix = Date.now().toString(36);
    key = (
      await t.http
        .post('/accounts')
        .send({ name: `seeder${suffix}`, kind: 'bot' })
        .expect(201)
    ).body.apiKey;
    other = `other${suffix}`;
    await t.http.post('/accounts').send({ name: other, kind: 'bot' }).expect(201);
  });
  afterAll(() => t.close());

  it('an open seat or another account’s seat with a chosen seed is a 400 on seed, and creates nothing', async () => {
    const before = await t.db.match.count();
    const open = await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'ana' }, {}], seed: SEED })
      .expect(400);
    expect(open.body.details.seed).toMatch(/every seat/);
    const padded = await t.http
      .post('/euchre/matches')
      .send({ players: [{ name: 'ana' }], pad: 'open', seed: SEED })
      .expect(400);
    expect(padded.body.details.seed).toMatch(/every seat/);
    const reserved = await t.http
      .post('/in-between/matches')
      .set(bearer(key))
      .send({ players: [{ me: true }, { account: other }], seed: SEED })
      .expect(400);
    expect(reserved.body.details.seed).toMatch(/every seat/);
    expect(await t.db.match.count()).toBe(before);
  });

  it('every seat the creator’s or a bot’s: the same seed deals the same cards', async () => {
    const hands: unknown[] = [];
    for (const players of [
      [{ name: 'ana' }, { bot: 'basic' }],
      [{ me: true }, { bot: 'random' }],
    ]) {
      const res = await t.http
        .post('/texas-holdem/matches')
        .set(bearer(key))
        .send({ players, seed: SEED })
        .expect(201);
      const view = await t.http
        .get(`/texas-holdem/matches/${res.body.id}`)
        .set(res.body.seats[0].token ? bearer(res.body.seats[0].token) : bearer(key))
        .expect(200);
      const hole = view.body.state.players[0].holeCards;
      expect(hole).toHaveLength(2);
      hands.push(hole);
    }
    expect(hands[0]).toEqual(hands[1]);
  });
});
