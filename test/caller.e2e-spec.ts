/**
 * Issue 30, items 3 and 5, over HTTP:
 * - a pagination cursor is checked completely before it reaches the database: a cursor holding a time
 *   outside the range of a date (or a rating that is not finite) is 400, on the lobby, the account
 *   histories and the leaderboards;
 * - an account's API key works wherever its seat's token does, through the one caller function:
 *   `?atVersion=`, `/hands` and `/hands/{n}` of its own seat show what the seat's token would.
 */
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GAMES);
});
afterAll(async () => {
  await t?.close();
});

const cursorOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

describe('cursors are validated before the database', () => {
  it.each([
    ['an out-of-range time', `99999999999999999999|${ZERO_ID}`],
    ['a time past the last date', `9999999999999999|${ZERO_ID}`],
    ['an empty time', `|${ZERO_ID}`],
    ['no id', '1700000000000'],
  ])('lobby: %s is 400', async (_what, text) => {
    const res = await t.http.get('/east-west/matches').query({ cursor: cursorOf(text) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, details: { cursor: expect.any(String) } });
  });

  it('account history: a time past the last date is 400', async () => {
    const name = `cur${Date.now().toString(36)}`;
    await t.http.post('/accounts').send({ name, kind: 'human' }).expect(201);
    const res = await t.http
      .get(`/accounts/${name}/matches`)
      .query({ cursor: cursorOf(`9999999999999999|${ZERO_ID}`) });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('cursor');
  });

  it('leaderboard: a rating that is not finite is 400', async () => {
    const res = await t.http.get('/east-west/leaderboard').query({ cursor: cursorOf(`1|1e999|${ZERO_ID}`) });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty('cursor');
  });

  it('a valid cursor still pages the lobby', async () => {
    for (let i = 0; i < 3; i++)
      await t.http
        .post('/east-west/matches')
        .send({ players: [{ name: 'a' }, { name: 'b' }] })
        .expect(201);
    const first = (await t.http.get('/east-west/matches').query({ limit: 2 }).expect(200)).body;
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.http.get('/east-west/matches').query({ limit: 2, cursor: first.nextCursor }).expect(200)
    ).body;
    const ids = new Set(first.items.map((m: { id: string }) => m.id));
    expect(second.items.length).toBeGreaterThan(0);
    for (const m of second.items) expect(ids.has(m.id)).toBe(false);
  });
});

describe("an account's API key works wherever its seat's token does", () => {
  it('?atVersion=, /hands and /hands/{n} of its own seat', async () => {
    const game = 'texas-holdem';
    const name = `key${Date.now().toString(36)}`;
    const key: string = (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey;
    const created = await t.http
      .post(`/${game}/matches`)
      .set(bearer(key))
      .send({
        players: [{ me: true }, { bot: 'basic' }],
        options: { startingStack: 100, maxHands: 6 },
        seed: '3c'.repeat(32),
      })
      .expect(201);
    const id: string = created.body.id;
    // fold whenever the account's seat acts, until a hand is settled
    let hands: { hand: number; players: { seat: number; holeCards: string[] | null }[] }[] = [];
    for (let k = 0; k < 20 && hands.length === 0; k++) {
      const v = (await t.http.get(`/${game}/matches/${id}`).set(bearer(key)).expect(200)).body;
      expect(v.you).toBe(0);
      if (v.status !== 'active') break;
      if (v.toAct.includes(0)) {
        const fold = v.legalMoves.find((m: { type: string }) => m.type === 'fold') ?? v.legalMoves[0];
        await t.http.post(`/${game}/matches/${id}/moves`).set(bearer(key)).send(fold).expect(201);
      }
      const res = await t.http.get(`/${game}/matches/${id}/hands`).set(bearer(key));
      expect(res.status).toBe(200);
      hands = res.body;
    }
    expect(hands.length).toBeGreaterThan(0);
    // the seat's own hole cards, which a spectator does not see while the match runs
    expect(hands[0].players.find((p) => p.seat === 0)!.holeCards).toHaveLength(2);
    const spectator = (await t.http.get(`/${game}/matches/${id}/hands`).expect(200)).body;
    expect(spectator[0].players.find((p: { seat: number }) => p.seat === 0).holeCards).toBeNull();

    const one = await t.http.get(`/${game}/matches/${id}/hands/1`).set(bearer(key));
    expect(one.status).toBe(200);
    expect(one.body.players.find((p: { seat: number }) => p.seat === 0).holeCards).toHaveLength(2);

    const past = await t.http.get(`/${game}/matches/${id}`).query({ atVersion: 1 }).set(bearer(key));
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ version: 1, you: 0 });

    // a key of an account without a seat here is refused, as a token of another match is
    const other: string = (
      await t.http
        .post('/accounts')
        .send({ name: `${name}x`, kind: 'bot' })
        .expect(201)
    ).body.apiKey;
    await t.http.get(`/${game}/matches/${id}/hands`).set(bearer(other)).expect(401);
    await t.http.get(`/${game}/matches/${id}`).query({ atVersion: 1 }).set(bearer(other)).expect(401);
  });
});
