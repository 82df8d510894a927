/**
 * One answer for one mistake (issue 41, item 4): a seat list that cannot make a match is refused as a
 * seek refuses it (a shorter list is padded with open seats only when asked with `"pad": "open"`), a
 * move out of turn says whose turn it is, and a version past a finished match's end says where the
 * match ended.
 */
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

describe('one answer for one mistake', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    key = (
      await t.http
        .post('/accounts')
        .send({ name: `one${Date.now().toString(36)}`, kind: 'bot' })
        .expect(201)
    ).body.apiKey;
  });
  afterAll(() => t.close());

  it('POST /euchre/matches with two players is the 400 that POST /euchre/seeks gives, and creates nothing', async () => {
    const before = await t.db.match.count();
    const res = await t.http
      .post('/euchre/matches')
      .send({ players: [{ name: 'ana' }, { bot: 'basic' }] })
      .expect(400);
    expect(res.body).toMatchObject({ error: 'bad-request', message: 'Euchre seats 4 players' });
    expect(res.body.details.players).toMatch(/^Euchre seats 4 players, got 2: .*"pad": "open"/);
    const seek = await t.http.post('/euchre/seeks').set(bearer(key)).send({ players: 2 }).expect(400);
    expect(seek.body.message).toBe(res.body.message);
    // no players at all: the same
    expect((await t.http.post('/euchre/matches').send({}).expect(400)).body.message).toBe(
      'Euchre seats 4 players',
    );
    // every game alike
    for (const { definition: g } of GAMES.filter((x) => x.definition.minPlayers > 1)) {
      const r = await t.http
        .post(`/${g.id}/matches`)
        .send({ players: [{ name: 'ana' }] })
        .expect(400);
      expect(r.body.details.players).toContain(`${g.name} seats`);
    }
    expect(await t.db.match.count()).toBe(before);
  });

  it('"pad": "open" leaves the missing seats open; a full list needs no pad', async () => {
    const m = (
      await t.http
        .post('/euchre/matches')
        .send({ players: [{ name: 'ana' }, { bot: 'basic' }], pad: 'open' })
        .expect(201)
    ).body;
    expect(m.status).toBe('open');
    expect(m.seats.map((s: { name: string | null; bot: string | null }) => s.name ?? s.bot)).toEqual([
      'ana',
      'basic',
      null,
      null,
    ]);
    const all = (await t.http.post('/east-west/matches').send({ pad: 'open' }).expect(201)).body;
    expect(all.seats).toHaveLength(2);
    const bad = await t.http
      .post('/east-west/matches')
      .send({ players: [{ name: 'a' }], pad: 'bots' })
      .expect(400);
    expect(Object.keys(bad.body.details)).toContain('pad');
    await t.http
      .post('/euchre/matches')
      .send({ players: [{ name: 'ana' }, {}, {}, {}] })
      .expect(201);
  });

  it('a move out of turn says whose turn it is (the move and its dry run)', async () => {
    const m = (
      await t.http
        .post('/east-west/matches')
        .send({ players: [{ name: 'a' }, { name: 'b' }] })
        .expect(201)
    ).body;
    const view = (await t.http.get(`/east-west/matches/${m.id}`).expect(200)).body;
    expect(view.toAct).toHaveLength(1);
    const toAct = view.toAct[0] as number;
    const other = 1 - toAct;
    const res = await t.http
      .post(`/east-west/matches/${m.id}/moves`)
      .set(bearer(m.seats[other].token))
      .send({ type: 'place', column: 0 })
      .expect(403);
    expect(res.body).toMatchObject({
      error: 'not-your-turn',
      message: `it is not seat ${other}'s turn: seat ${toAct} is to act`,
    });
    const check = await t.http
      .post(`/east-west/matches/${m.id}/check`)
      .set(bearer(m.seats[other].token))
      .send({ type: 'place', column: 0 })
      .expect(200);
    expect(check.body).toMatchObject({ valid: false, reason: 'not-your-turn', message: res.body.message });
  });

  it('?atVersion past a finished match says where it ended; on a running match, that it does not exist yet', async () => {
    const m = (
      await t.http
        .post('/east-west/matches')
        .send({ players: [{ name: 'a' }, { bot: 'basic' }] })
        .expect(201)
    ).body;
    const running = await t.http.get(`/east-west/matches/${m.id}?atVersion=999`).expect(409);
    expect(running.body).toMatchObject({ reason: 'future-version' });
    expect(running.body.message).toMatch(/does not exist yet/);
    const done = (
      await t.http.post(`/east-west/matches/${m.id}/resign`).set(bearer(m.seats[0].token)).expect(200)
    ).body;
    expect(done.status).toBe('finished');
    const res = await t.http.get(`/east-west/matches/${m.id}?atVersion=999`).expect(409);
    expect(res.body).toMatchObject({
      reason: 'after-end',
      message: `the match ended at version ${done.version}: its versions are 0 to ${done.version}`,
    });
    expect(res.body.message).not.toMatch(/yet/);
    await t.http.get(`/east-west/matches/${m.id}?atVersion=${done.version}`).expect(200);
  });
});
