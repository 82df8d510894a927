/**
 * The ladder of built-in opponents over HTTP (docs/api.md "Built-in opponents"): every level listed by
 * `GET /games` with its account and description; each level an account with the measured rating seeded
 * on the leaderboard; a Euchre match against three `basic-bot` seats from a challenge; seeks filled with
 * a built-in account after their wait, or waiting for accounts only. The built-in accounts' ratings are
 * shared by everything that plays them; on PostgreSQL every test file has a database of its own
 * (test/util/own-database.ts), so the counts below are this file's alone.
 */
import { botLevels } from '../src/engine/bot-levels';
import { GAMES } from '../src/games/registry';
import { SEEDED_RATINGS } from '../src/bots/seeded-ratings';
import { shownRating } from '../src/shown-rating';
import { createTestApp, bearer, type TestApp } from './util/app';

describe('the ladder of built-in opponents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(async () => {
    await t.close();
  });

  const account = async (name: string) =>
    (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey as string;

  it('GET /games keeps bots and lists botLevels: level, account and description, weakest first', async () => {
    const games = (await t.http.get('/games').expect(200)).body as {
      game: string;
      bots: string[];
      botLevels: { name: string; level: number; account: string; description: string }[];
    }[];
    for (const g of games) {
      expect(g.botLevels.map((l) => l.name)).toEqual(g.bots);
      expect(g.botLevels.slice(0, 2).map((l) => [l.name, l.level, l.account])).toEqual([
        ['random', 0, 'random-bot'],
        ['basic', 1, 'basic-bot'],
      ]);
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
        expect(item).toMatchObject({
          kind: 'bot',
          mu: shownRating(measured.mu),
          sigma: shownRating(measured.sigma),
          matches: 0,
          seeded: true,
        });
      }
    }
  });

  /** Waits for `check` to hold (a bounded poll, not a fixed sleep). */
  async function until<T>(
    what: string,
    get: () => Promise<T>,
    check: (x: T) => boolean,
    ms = 20_000,
  ): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const x = await get();
      if (check(x)) return x;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(x)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('a rated Euchre match against three basic-bot seats, from a challenge: accepted at once, played out, rated', async () => {
    const key = await account('ladder-euchre');
    const c = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({
          game: 'euchre',
          to: ['basic-bot', 'basic-bot', 'basic-bot'],
          options: { targetPoints: 2 },
          rated: true,
        })
        .expect(201)
    ).body;
    expect(c).toMatchObject({
      status: 'accepted',
      to: ['basic-bot', 'basic-bot', 'basic-bot'],
      accepted: ['basic-bot', 'basic-bot', 'basic-bot'],
    });
    const path = `/euchre/matches/${c.matchId}`;
    let view = (await t.http.get(path).set(bearer(key)).expect(200)).body;
    expect(view.seats.map((x: { name: string; bot: string | null }) => [x.name, x.bot])).toEqual([
      ['ladder-euchre', null],
      ['basic-bot', 'basic'],
      ['basic-bot', 'basic'],
      ['basic-bot', 'basic'],
    ]);
    let moves = 0;
    while (view.status === 'active') {
      expect(view.toAct).toEqual([0]); // the bots answer within our request: it is our turn again, or the end
      view = (
        await t.http
          .post(`${path}/moves`)
          .set(bearer(key))
          .send({ ...view.legalMoves[0], expectedVersion: view.version })
          .expect(201)
      ).body;
      moves++;
    }
    expect(view.status).toBe('finished');
    const me = (await t.http.get('/me').set(bearer(key)).expect(200)).body;
    expect(me.ratings.euchre.matches).toBe(1);
    const bot = (await t.http.get('/accounts/basic-bot').expect(200)).body;
    expect(bot.ratings.euchre.matches).toBe(1);
    const board = (await t.http.get('/euchre/leaderboard?limit=100').expect(200)).body;
    expect(board.items.find((i: { name: string }) => i.name === 'basic-bot')).toMatchObject({
      matches: 1,
      seeded: false,
    });
    // the log holds our moves and the bots' replies
    type Logged = { seat: number; move: { type: string; alone?: boolean } };
    const record: { moves: Logged[] } = (await t.http.get(`${path}/record`).expect(200)).body;
    expect(record.moves.filter((m) => m.seat === 0)).toHaveLength(moves);
    expect(record.moves.some((m) => m.seat !== 0)).toBe(true);
    // A seat that never moved sat out every hand: the rules ask a player nothing only when their partner
    // goes alone before their turn (euchre.md §4), and one such hand can reach the 2 points. A legal deal,
    // not a lost turn: whoever never moved has a partner who went alone.
    for (const seat of [0, 1, 2, 3].filter((s) => !record.moves.some((m) => m.seat === s))) {
      const partner = (seat + 2) % 4;
      expect({
        seat,
        partnerAlone: record.moves.some(
          (m) => m.seat === partner && (m.move.type === 'go-alone' || m.move.alone === true),
        ),
      }).toEqual({ seat, partnerAlone: true });
    }
  });

  it('a seek is filled with its built-in account after fillAfterSeconds; a seek with fillWith null keeps waiting', async () => {
    const [waiter, filled] = [await account('ladder-waits'), await account('ladder-fills')];
    const waiting = (
      await t.http
        .post('/east-west/seeks')
        .set(bearer(waiter))
        .send({ options: { targetPoints: 2 }, rated: true, fillWith: null })
        .expect(201)
    ).body;
    expect(waiting).toMatchObject({ status: 'waiting', fillWith: null, fillAt: null });
    const seek = (
      await t.http
        .post('/east-west/seeks')
        .set(bearer(filled))
        .send({ options: { targetPoints: 3 }, rated: true, fillAfterSeconds: 1, fillWith: 'random-bot' })
        .expect(201)
    ).body;
    expect(seek).toMatchObject({ status: 'waiting', fillWith: 'random-bot' });
    expect(Date.parse(seek.fillAt) - Date.parse(seek.createdAt)).toBe(1000);
    const matched = await until(
      'the fill',
      async () => (await t.http.get(`/seeks/${seek.id}`).set(bearer(filled)).expect(200)).body,
      (x) => x.status === 'matched',
    );
    const view = (await t.http.get(`/east-west/matches/${matched.matchId}`).set(bearer(filled)).expect(200))
      .body;
    expect(view.seats[1 - matched.seat]).toMatchObject({ name: 'random-bot', bot: 'random' });
    expect(view.status).toBe('active');
    expect((await t.db.match.findUniqueOrThrow({ where: { id: matched.matchId } })).rated).toBe(true);
    // the sweep that filled the seek has passed the other one: it still waits, for accounts only
    expect((await t.http.get(`/seeks/${waiting.id}`).set(bearer(waiter)).expect(200)).body).toMatchObject({
      status: 'waiting',
      matchId: null,
    });
    // defaults: filled with basic-bot after 30 s
    const plain = (await t.http.post('/in-between/seeks').set(bearer(waiter)).send({}).expect(201)).body;
    expect(plain.fillWith).toBe('basic-bot');
    expect(Date.parse(plain.fillAt) - Date.parse(plain.createdAt)).toBe(30_000);
    await t.http.post('/in-between/seeks').set(bearer(waiter)).send({ fillWith: 'nobody-bot' }).expect(400);
    await t.http.post('/in-between/seeks').set(bearer(waiter)).send({ fillAfterSeconds: -1 }).expect(400);
  });
});
