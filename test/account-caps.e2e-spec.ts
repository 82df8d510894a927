/**
 * Per-account caps (issue 41, item 9: one account made 1,600 matches with 50 requests and starved
 * everyone's turn clocks; 150 series invitations in 1.6 s, public and replayed in every stream): open or
 * active matches (MAX_ACTIVE_MATCHES_PER_ACCOUNT), running series, series invitations waiting for answers
 * and open or running tournaments, each a 409 naming its cap; invitations expire
 * (SERIES_INVITE_TTL_SECONDS), and are listed only to their players.
 */
import { GAMES } from '../src/games/registry';
import { SeriesPicture } from '../src/series/series-picture';
import { SeriesRunner } from '../src/series/series.runner';
import { bearer, createTestApp, type TestApp } from './util/app';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('per-account caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, {
      MAX_ACTIVE_MATCHES_PER_ACCOUNT: '3',
      MAX_RUNNING_SERIES_PER_ACCOUNT: '1',
      MAX_SERIES_INVITES_PER_ACCOUNT: '2',
      MAX_RUNNING_TOURNAMENTS_PER_ACCOUNT: '2',
    });
  });
  afterAll(() => t.close());

  const account = async (p: string) => {
    const name = unique(p);
    const res = await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201);
    return { name, key: res.body.apiKey as string, id: res.body.id as string };
  };
  const overCap = (res: { status: number; body: any }, cap: string, setting: string) => {
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      error: 'conflict',
      reason: `${cap}-cap`,
      message: expect.stringContaining(setting),
    });
  };

  it('open or active matches: a create with { me }, a challenge, a seek and a series are refused over the cap', async () => {
    const ana = await account('capana');
    const bo = await account('capbo');
    const mine = () =>
      t.http
        .post('/east-west/matches')
        .set(bearer(ana.key))
        .send({ players: [{ me: true }, {}] });
    for (let i = 0; i < 3; i++) expect((await mine()).status).toBe(201);
    const res = await mine();
    overCap(res, 'active-matches', 'MAX_ACTIVE_MATCHES_PER_ACCOUNT');
    expect(res.body.message).toContain('3 open or active matches');
    overCap(
      await t.http
        .post('/challenges')
        .set(bearer(ana.key))
        .send({ game: 'east-west', to: [bo.name] }),
      'active-matches',
      'MAX_ACTIVE_MATCHES_PER_ACCOUNT',
    );
    overCap(
      await t.http.post('/east-west/seeks').set(bearer(ana.key)).send({}),
      'active-matches',
      'MAX_ACTIVE_MATCHES_PER_ACCOUNT',
    );
    overCap(
      await t.http
        .post('/east-west/series')
        .set(bearer(ana.key))
        .send({ opponents: ['basic-bot'], deals: 2, concurrency: 1 }),
      'active-matches',
      'MAX_ACTIVE_MATCHES_PER_ACCOUNT',
    );
    // another account is not held back by ana's matches; a match without an account is not capped
    expect(
      (
        await t.http
          .post('/east-west/matches')
          .set(bearer(bo.key))
          .send({ players: [{ me: true }, {}] })
      ).status,
    ).toBe(201);
    await t.http
      .post('/east-west/matches')
      .send({ players: [{ name: 'x' }, {}] })
      .expect(201);
    // a finished match frees its room
    const ids = (await t.db.match.findMany({ where: { seats: { some: { accountId: ana.id } } } })).map(
      (m) => m.id,
    );
    await t.db.match.update({ where: { id: ids[0] }, data: { status: 'finished' } });
    expect((await mine()).status).toBe(201);
  });

  it('running series: one more than the cap is refused, naming the cap', async () => {
    const cy = await account('capcy');
    const body = { opponents: ['basic-bot'], deals: 50, concurrency: 1, options: { turnSeconds: 600 } };
    await t.http.post('/east-west/series').set(bearer(cy.key)).send(body).expect(201);
    overCap(
      await t.http.post('/east-west/series').set(bearer(cy.key)).send(body),
      'running-series',
      'MAX_RUNNING_SERIES_PER_ACCOUNT',
    );
  });

  it('open or running tournaments: one more than the cap is refused, naming the cap', async () => {
    const di = await account('capdi');
    const body = { game: 'east-west', format: 'swiss', rounds: 2 };
    for (let i = 0; i < 2; i++) await t.http.post('/tournaments').set(bearer(di.key)).send(body).expect(201);
    overCap(
      await t.http.post('/tournaments').set(bearer(di.key)).send(body),
      'running-tournaments',
      'MAX_RUNNING_TOURNAMENTS_PER_ACCOUNT',
    );
  });

  it('series invitations: capped, listed only to their players, expired ones out of the picture and refused', async () => {
    const eve = await account('capeve');
    const fay = await account('capfay');
    const gus = await account('capgus');
    const invite = () =>
      t.http
        .post('/east-west/series')
        .set(bearer(eve.key))
        .send({ opponents: [fay.name], deals: 2, concurrency: 1 });
    const first = (await invite().expect(201)).body;
    const second = (await invite().expect(201)).body;
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    overCap(await invite(), 'series-invites', 'MAX_SERIES_INVITES_PER_ACCOUNT');

    // GET /accounts/{name}/series: pending series only to their players
    const listed = async (name: string, key?: string) => {
      const req = t.http.get(`/accounts/${name}/series`);
      const res = await (key ? req.set(bearer(key)) : req).expect(200);
      return (res.body.items as { id: string }[]).map((s) => s.id).sort();
    };
    const both = [first.id, second.id].sort();
    expect(await listed(fay.name)).toEqual([]);
    expect(await listed(eve.name, gus.key)).toEqual([]);
    expect(await listed(fay.name, fay.key)).toEqual(both);
    expect(await listed(fay.name, eve.key)).toEqual(both);

    // the first invitation expires (created longer ago than SERIES_INVITE_TTL_SECONDS, 24 h by default)
    await t.db.series.update({
      where: { id: first.id },
      data: { createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 1000) },
    });
    const picture = await t.app.get(SeriesPicture).pictureOf(fay.id);
    expect(picture.map((e) => (e as { seriesId?: string }).seriesId)).toEqual([second.id]);
    const late = await t.http.post(`/series/${first.id}/accept`).set(bearer(fay.key));
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('series-expired');
    // an expired invitation no longer counts: eve may invite again
    const third = (await invite().expect(201)).body;
    // the reconcile sweep ends it
    await t.app.get(SeriesRunner).reconcile();
    expect((await t.http.get(`/series/${first.id}`).expect(200)).body.status).toBe('canceled');
    expect((await t.app.get(SeriesPicture).pictureOf(fay.id)).length).toBe(2);
    await t.http.post(`/series/${third.id}/accept`).set(bearer(fay.key)).expect(200);
  });
});
