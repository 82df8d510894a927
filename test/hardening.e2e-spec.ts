/**
 * Issue 30's findings, each reproduced as it was reported and now refused:
 *  1. a made-up API key (`crk_` + 43 characters) does not buy a fresh rate-limit allowance: it counts
 *     against the client address like any request without a key;
 *  2./4. `null` for an optional field is the same per-field 400 as a wrong type, in every body and query
 *     (seat specs, create, join, challenges, seeks), and nothing is created or changed.
 */
import { randomBytes } from 'node:crypto';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

const fakeKey = () => `crk_${randomBytes(32).toString('base64url')}`;
let seq = 0;
const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('finding 1: a key that does not authenticate counts against the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '20', RATE_LIMIT_CREATE_PER_MINUTE: '20' });
  });
  afterAll(() => t.close());

  const statuses = async (n: number, call: (i: number) => Promise<{ status: number }>) => {
    const out: Record<number, number> = {};
    for (let i = 0; i < n; i++) {
      const s = (await call(i)).status;
      out[s] = (out[s] ?? 0) + 1;
    }
    return out;
  };

  it('GET /games: 40 → 20 × 200 + 20 × 429, then 60 with a fresh made-up key each → 60 × 429', async () => {
    expect(await statuses(40, () => t.http.get('/games'))).toEqual({ 200: 20, 429: 20 });
    expect(await statuses(60, () => t.http.get('/games').set(bearer(fakeKey())))).toEqual({ 429: 60 });
  });

  it('the lobby, POST /accounts and POST /{game}/matches: made-up keys share the address allowance', async () => {
    expect(await statuses(40, () => t.http.get('/east-west/matches').set(bearer(fakeKey())))).toEqual({
      200: 20,
      429: 20,
    });
    const before = await t.db.account.count();
    const created = await statuses(40, () =>
      t.http
        .post('/accounts')
        .set(bearer(fakeKey()))
        .send({ name: uniqueName('rl'), kind: 'bot' }),
    );
    expect(created).toEqual({ 201: 20, 429: 20 });
    expect(await t.db.account.count()).toBe(before + 20);
    // creating matches spends the same create budget as creating accounts: it is spent already
    const matches = await t.db.match.count();
    const made = await statuses(10, () =>
      t.http
        .post('/east-west/matches')
        .set(bearer(fakeKey()))
        .send({ players: [{ name: 'a' }, {}] }),
    );
    expect(made).toEqual({ 429: 10 });
    expect(await t.db.match.count()).toBe(matches);
  });
});

describe('finding 1: a real key keeps its own allowance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PLAY_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('made-up keys spend the address; the real key is counted apart', async () => {
    const key = (
      await t.http
        .post('/accounts')
        .send({ name: uniqueName('own'), kind: 'bot' })
        .expect(201)
    ).body.apiKey as string;
    for (let i = 0; i < 3; i++) await t.http.get('/me').set(bearer(fakeKey())).expect(401);
    await t.http.get('/me').set(bearer(fakeKey())).expect(429);
    // any other bearer value from this address spends the same (play) budget of the address
    await t.http.get('/me').set(bearer('not-a-key')).expect(429);
    for (let i = 0; i < 3; i++) await t.http.get('/me').set(bearer(key)).expect(200);
    await t.http.get('/me').set(bearer(key)).expect(429);
  });
});

describe('findings 2 and 4: null for an optional field is a per-field 400 and changes nothing', () => {
  let t: TestApp;
  let key: string;
  let account: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    account = uniqueName('nul');
    key = (await t.http.post('/accounts').send({ name: account, kind: 'human' }).expect(201)).body.apiKey;
  });
  afterAll(() => t.close());

  async function refused(send: () => Promise<{ status: number; body: any }>, field: string) {
    const counts = async () => [
      await t.db.match.count(),
      await t.db.seat.count(),
      await t.db.challenge.count(),
      await t.db.seek.count(),
    ];
    const before = await counts();
    const res = await send();
    expect({ status: res.status, field, error: res.body.error }).toEqual({
      status: 400,
      field,
      error: 'bad-request',
    });
    expect(Object.keys(res.body.details ?? {})).toContain(field);
    expect(await counts()).toEqual(before);
  }

  it.each(GAMES.map((g) => g.definition.id))(
    '%s: {"account":null}, {"name":null}, {"bot":null}, {"me":null} in a seat spec',
    async (game) => {
      for (const field of ['account', 'name', 'bot', 'me']) {
        await refused(
          () =>
            t.http
              .post(`/${game}/matches`)
              .set(bearer(key))
              .send({ players: [{ [field]: null }, {}] }),
          `players.0.${field}`,
        );
      }
    },
  );

  it('create: players, options and seed null', async () => {
    for (const field of ['players', 'options', 'seed']) {
      await refused(() => t.http.post('/east-west/matches').send({ [field]: null }), field);
    }
  });

  it('join: name and seat null; the open seat stays open and a later join takes it', async () => {
    const m = (
      await t.http
        .post('/east-west/matches')
        .send({ players: [{ name: 'a' }, {}] })
        .expect(201)
    ).body;
    await refused(() => t.http.post(`/east-west/matches/${m.id}/players`).send({ name: null }), 'name');
    await refused(
      () => t.http.post(`/east-west/matches/${m.id}/players`).send({ name: 'b', seat: null }),
      'seat',
    );
    const view = (await t.http.get(`/east-west/matches/${m.id}`).expect(200)).body;
    expect(view.status).toBe('open');
    await t.http.post(`/east-west/matches/${m.id}/players`).send({ name: 'b' }).expect(201);
    // the creator's token still works
    await t.http.get(`/east-west/matches/${m.id}`).set(bearer(m.seats[0].token)).expect(200);
  });

  it('challenges and seeks: every optional field null', async () => {
    for (const field of ['options', 'rated', 'expiresInSeconds']) {
      await refused(
        () =>
          t.http
            .post('/challenges')
            .set(bearer(key))
            .send({ game: 'east-west', to: ['basic-bot'], [field]: null }),
        field,
      );
    }
    for (const field of ['players', 'options', 'rated']) {
      await refused(
        () =>
          t.http
            .post('/east-west/seeks')
            .set(bearer(key))
            .send({ [field]: null }),
        field,
      );
    }
  });

  it('a move with a null field is a 400 from the move schema', async () => {
    const m = (
      await t.http
        .post('/euchre/matches')
        .send({ players: [{ name: 'a' }, { bot: 'random' }, { bot: 'random' }, { bot: 'random' }] })
        .expect(201)
    ).body;
    const v = (await t.http.get(`/euchre/matches/${m.id}`).set(bearer(m.seats[0].token)).expect(200)).body;
    const before = v.version;
    const res = await t.http
      .post(`/euchre/matches/${m.id}/moves`)
      .set(bearer(m.seats[0].token))
      .send({ type: null });
    expect(res.status).toBe(400);
    expect((await t.http.get(`/euchre/matches/${m.id}`).expect(200)).body.version).toBe(before);
  });
});
