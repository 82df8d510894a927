/**
 * Limits that fit what bots do (issue 41, item 1; src/accounts/rate-budgets.ts): moves and reads of
 * one's own matches spend the play budget, creating things the tight create budget (one allowance for
 * accounts, matches, challenges, seeks, series, tournaments), everything else the per-route budget as
 * before; a 429 names the budget, its limit and when it refills. And wrong METRICS_TOKENs are
 * rate-limited (issue 41, item 9).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

let seq = 0;
const name = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('rate budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, {
      RATE_LIMIT_PER_MINUTE: '20',
      RATE_LIMIT_PLAY_PER_MINUTE: '400',
      RATE_LIMIT_CREATE_PER_MINUTE: '3',
    });
  });
  afterAll(() => t.close());

  it('a bot reads and moves far past the per-route budget; creating stays tight and says which budget', async () => {
    const key = (
      await t.http
        .post('/accounts')
        .send({ name: name('rb'), kind: 'bot' })
        .expect(201)
    ).body.apiKey as string;
    const statuses: Record<number, number> = {};
    const count = (s: number) => (statuses[s] = (statuses[s] ?? 0) + 1);
    let moves = 0;
    let matches = 0;
    // the view before each move and the move: two requests a turn, 60 turns, two routes of one match
    while (moves < 60 && matches < 2) {
      const m = (
        await t.http
          .post('/east-west/matches')
          .set(bearer(key))
          .send({ players: [{ me: true }, { bot: 'random' }] })
          .expect(201)
      ).body;
      matches++;
      for (;;) {
        const view = await t.http.get(`/east-west/matches/${m.id}`).set(bearer(key));
        count(view.status);
        if (view.status !== 200 || view.body.status === 'finished' || !view.body.legalMoves?.length) break;
        const moved = await t.http
          .post(`/east-west/matches/${m.id}/moves`)
          .set(bearer(key))
          .set('Prefer', 'return=minimal')
          .send({ ...view.body.legalMoves[0], expectedVersion: view.body.version });
        count(moved.status);
        if (moved.status !== 201) break;
        moves++;
      }
    }
    expect(statuses[429]).toBeUndefined();
    expect(moves).toBeGreaterThan(25);
    // the create budget (3 a minute, per account: its matches above spent some) is one across routes
    const creates = [
      () =>
        t.http
          .post('/challenges')
          .set(bearer(key))
          .send({ game: 'east-west', to: ['random-bot'] }),
      () => t.http.post('/east-west/seeks').set(bearer(key)).send({}),
    ];
    for (let i = matches; i < 3; i++) expect((await creates[i % 2]()).status).toBe(201);
    const refused = await creates[1]().expect(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      error: 'too-many-requests',
      budget: 'create',
      limitPerMinute: 3,
      message: expect.stringMatching(
        /^too many requests from this client: the create budget \(creating accounts, matches, .*: 3 a minute\) refills in \d+ s/,
      ),
    });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(refused.body.retryAfterSeconds).toBe(retry);
    // what is not a create nor a read of one's own match keeps its own (per-route) budget
    await t.http.get('/east-west/matches?status=active').expect(200);
  }, 120_000);
});

describe('the play budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_PLAY_PER_MINUTE: '6' });
  });
  afterAll(() => t.close());

  it('is one allowance per account across its routes; spent, it says so; the lobby is another budget', async () => {
    const key = (
      await t.http
        .post('/accounts')
        .send({ name: name('pb'), kind: 'bot' })
        .expect(201)
    ).body.apiKey as string;
    const m = (
      await t.http
        .post('/east-west/matches')
        .set(bearer(key))
        .send({ players: [{ me: true }, { bot: 'random' }] })
        .expect(201)
    ).body;
    for (let i = 0; i < 3; i++) await t.http.get('/me').set(bearer(key)).expect(200);
    for (let i = 0; i < 3; i++) await t.http.get(`/east-west/matches/${m.id}`).set(bearer(key)).expect(200);
    const res = await t.http.get(`/east-west/matches/${m.id}/moves`).set(bearer(key)).expect(429);
    expect(res.body).toMatchObject({ budget: 'play', limitPerMinute: 6 });
    expect(res.body.message).toContain('the play budget (moves and reads of your own matches: 6 a minute)');
    // a spectator's read (no credential) and the lobby are not the account's play
    await t.http.get(`/east-west/matches/${m.id}`).expect(200);
    await t.http.get('/east-west/matches').expect(200);
  });
});

describe('GET /metrics with a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { RATE_LIMIT_PER_MINUTE: '3', METRICS_TOKEN: 'the-right-token' });
  });
  afterAll(() => t.close());

  it('wrong tokens are rate-limited like any request', async () => {
    for (let i = 0; i < 3; i++)
      await t.http
        .get('/metrics')
        .set(bearer(`guess-${i}`))
        .expect(401);
    const res = await t.http.get('/metrics').set(bearer('guess-3')).expect(429);
    expect(res.body).toMatchObject({ error: 'too-many-requests', budget: 'other' });
  });
});

describe('GET /metrics: wrong tokens have their own small allowance', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the request budgets are off (the harness's default): only the wrong-token allowance limits
    t = await createTestApp(GAMES, { METRICS_TOKEN: 'the-right-token' });
  });
  afterAll(() => t.close());

  it('5 wrong tokens a minute per address, then 429 (even for the right token) while another address scrapes', async () => {
    for (let i = 0; i < 5; i++)
      await t.http
        .get('/metrics')
        .set(bearer(`guess-${i}`))
        .expect(401);
    const res = await t.http.get('/metrics').set(bearer('guess-5')).expect(429);
    expect(res.body).toMatchObject({
      statusCode: 429,
      error: 'too-many-requests',
      message: expect.stringContaining('wrong METRICS_TOKENs'),
    });
    const retry = Number(res.headers['retry-after']);
    expect(retry > 0 && retry <= 60).toBe(true);
    expect(res.body.retryAfterSeconds).toBe(retry);
    // guessing on while refused finds nothing: the right token is refused too from this address
    await t.http.get('/metrics').set(bearer('the-right-token')).expect(429);
    // another address has its own allowance and scrapes with the right token
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const fromOther = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/metrics',
          localAddress: '127.0.0.2',
          headers: bearer('the-right-token'),
        },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(fromOther).toBe(200);
  });
});
