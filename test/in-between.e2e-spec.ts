/**
 * In-Between over HTTP: whole multi-player matches with people and bots, the bet template, 422 with
 * the rules' reason codes and nothing changed, views without the stock, replay from seed + log.
 */
import { replay } from '../src/engine/driver';
import { inBetween } from '../src/engine/in-between';
import { inBetweenBinding } from '../src/games/in-between';
import { createTestApp, type TestApp } from './util/app';
import { finished, matchRoutes, type LogEntry, type MatchView as View } from './util/matches';

interface StateView {
  phase: string;
  scores: number[];
  pot: number;
  posts: string[];
  stockCount: number;
  discards: string[];
  toAct: number[];
  active: boolean[];
  lastOutcomes: { seat: number; kind: string; bet: number | null; change: number }[];
  [k: string]: unknown;
}
type MatchView = View<StateView, { type: string; amount: { min: number; max: number } }>;

describe('in-between over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([inBetweenBinding]);
  });
  afterAll(() => t.close());

  const { create, get, post, log, join, stored } = matchRoutes<
    MatchView,
    LogEntry<{ type: string; amount: number }>
  >(() => t, 'in-between');

  function checkView(v: MatchView, players: number, startingChips: number) {
    const s = v.state;
    expect(s.scores.reduce((a, b) => a + b, 0) + s.pot).toBe(players * startingChips);
    expect(Math.min(s.pot, ...s.scores)).toBeGreaterThanOrEqual(0);
    expect(Object.keys(s)).not.toContain('stock');
    expect(s.stockCount + s.discards.length + s.posts.length).toBeLessThanOrEqual(52);
    expect(v.scores).toEqual(s.scores);
  }

  it('lists the game with its options', async () => {
    const games = (await t.http.get('/games').expect(200)).body as {
      game: string;
      minPlayers: number;
      maxPlayers: number;
      options: object;
    }[];
    expect(games.find((g) => g.game === 'in-between')).toMatchObject({
      minPlayers: 2,
      maxPlayers: 8,
      options: { startingChips: 20, ante: 1, pairPayout: 2, rounds: 3, maxBetRule: 'pot' },
    });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    const body = doc.paths['/in-between/matches/{id}/moves'].post.requestBody.content['application/json'];
    expect(JSON.stringify(body)).toContain('InBetweenBetMove');
  });

  it('plays a whole 5-seat match: two people, three bots; out-of-range bets are 422 and change nothing', async () => {
    const players = [{ name: 'ana' }, { bot: 'basic' }, { name: 'bo' }, { bot: 'random' }, { bot: 'basic' }];
    const created = await create({ players, options: { rounds: 2 }, seed: '5e'.repeat(32) });
    expect(created.status).toBe('active');
    const tokens = new Map<number, string>(
      created.seats.filter((s) => s.token).map((s) => [s.seat, s.token!]),
    );
    expect([...tokens.keys()]).toEqual([0, 2]);

    let checkedRejects = 0;
    let humanBets = 0;
    let view = await get(created.id);
    for (let guard = 0; view.status !== 'finished' && guard < 500; guard++) {
      checkView(view, 5, 20);
      const [seat] = view.toAct;
      expect(tokens.has(seat)).toBe(true); // bots never leave the table waiting on them
      const token = tokens.get(seat)!;
      const mine = await get(view.id, token);
      expect(mine.you).toBe(seat);
      expect(mine.state.phase).toBe('bet');
      expect(mine.state.posts).toHaveLength(2);
      const { min, max } = mine.legalMoves![0].amount;
      expect(mine.legalMoves).toEqual([
        { type: 'bet', amount: { min: 1, max: Math.min(mine.state.pot, mine.state.scores[seat]) } },
      ]);
      // the other person may not bet now
      const other = [...tokens.entries()].find(([s]) => s !== seat);
      if (other && mine.state.active[other[0]]) {
        const r = await post(view.id, other[1], { type: 'bet', amount: 1 }).expect(403);
        expect(r.body.error).toBe('not-your-turn');
      }
      if (checkedRejects < 3) {
        const over = await post(view.id, token, { type: 'bet', amount: mine.state.pot + 1 }).expect(422);
        expect(over.body).toMatchObject({
          statusCode: 422,
          error: 'illegal-move',
          reason: 'bet-exceeds-pot',
        });
        const small = await post(view.id, token, { type: 'bet', amount: 0 }).expect(422);
        expect(small.body.reason).toBe('bet-too-small');
        const bad = await post(view.id, token, { type: 'bet', amount: 'lots' }).expect(400);
        expect(bad.body.details).toHaveProperty('amount');
        await post(view.id, token, { type: 'pass' }).expect(400);
        const after = await get(view.id, token);
        expect(after).toEqual(mine); // nothing changed
        checkedRejects++;
      }
      const amount = humanBets % 2 === 0 ? max : min;
      const res = await post(view.id, token, { type: 'bet', amount, expectedVersion: mine.version }).expect(
        201,
      );
      humanBets++;
      view = res.body;
      expect(view.version).toBeGreaterThan(mine.version);
    }
    expect(view.status).toBe('finished');
    expect(checkedRejects).toBeGreaterThan(0);
    checkView(view, 5, 20);
    const final = view.state.scores;
    const best = Math.max(...final);
    expect(view.result!.winners).toEqual(final.flatMap((c, s) => (c === best ? [s] : [])));
    expect(view.result!.scores).toEqual(final);
    expect(['rounds-complete', 'last-player-standing']).toContain(view.result!.reason);

    // the log holds the people's and the bots' bets; seed + log replays to the stored state
    const entries = await log(view.id);
    expect(entries.filter((e) => [0, 2].includes(e.seat))).toHaveLength(humanBets);
    expect(entries.some((e) => [1, 3, 4].includes(e.seat))).toBe(true);
    expect(
      entries.every((e) => e.move.type === 'bet' && Number.isInteger(e.move.amount) && e.move.amount >= 1),
    ).toBe(true);
    const row = await stored(view.id);
    expect(view.fairness.seed).toBe(row.seed);
    expect(replay(inBetween, 5, row.options, row.seed, entries)).toEqual(row.state);
    await post(view.id, tokens.get(0)!, { type: 'bet', amount: 1 }).expect(409);
  });

  it('half-pot: a bet above the limit is 422 bet-exceeds-limit; the stock never shows', async () => {
    const created = await create({
      players: [{ name: 'ana' }, { name: 'bo' }],
      options: { maxBetRule: 'half-pot', startingChips: 50, rounds: 1 },
      seed: 'a1'.repeat(32),
    });
    const tokens = created.seats.map((s) => s.token!);
    let view = await get(created.id);
    let limitSeen = false;
    while (view.status !== 'finished') {
      const [seat] = view.toAct;
      const mine = await get(view.id, tokens[seat]);
      const { max } = mine.legalMoves![0].amount;
      expect(max).toBe(Math.min(Math.max(1, Math.floor(mine.state.pot / 2)), mine.state.scores[seat]));
      if (max + 1 <= mine.state.pot && max + 1 <= mine.state.scores[seat]) {
        const r = await post(view.id, tokens[seat], { type: 'bet', amount: max + 1 }).expect(422);
        expect(r.body.reason).toBe('bet-exceeds-limit');
        expect(await get(view.id, tokens[seat])).toEqual(mine);
        limitSeen = true;
      }
      view = (await post(view.id, tokens[seat], { type: 'bet', amount: max }).expect(201)).body;
      checkView(view, 2, 50);
    }
    expect(limitSeen).toBe(true);
  });

  it('a table of bots plays itself out at creation; an open seat starts the match when taken; bad options are 400', async () => {
    const created = await create({
      players: [{ bot: 'basic' }, { bot: 'random' }, { bot: 'random' }, { bot: 'basic' }],
      options: { pairPayout: 3, rounds: 1 },
    });
    // a match of bots only is played in the background
    const view = await finished<typeof created>(t.http, 'in-between', created.id);
    expect(view.status).toBe('finished');
    checkView(view, 4, 20);
    expect(view.result!.winners.length).toBeGreaterThan(0);
    await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { maxBetRule: 'all-in' } })
      .expect(400);
    await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { ante: 0 } })
      .expect(400);
    // one named seat and "pad": "open": the second seat (the minimum) stays open until someone joins, then the match starts
    const open = await create({ players: [{ name: 'a' }], pad: 'open' });
    expect(open.status).toBe('open');
    expect(open.seats).toHaveLength(2);
    const joined = await join(open.id, 'b');
    expect(joined.seat).toBe(1);
    expect(joined.match.status).toBe('active');
    // both antes are in; the posts turned at the start may already have moved chips (a pair pays from the
    // pot, consecutive posts cost the player a chip), so only conservation is fixed
    const chips = joined.match.state.scores as number[];
    expect(chips[0] + chips[1] + joined.match.state.pot).toBe(40);
    expect(chips.every((c) => c >= 0)).toBe(true);
    expect(joined.match.state.pot).toBeGreaterThanOrEqual(0);
    await t.http
      .post('/in-between/matches')
      .send({ players: Array(9).fill({ bot: 'random' }) })
      .expect(400);
  });

  it('Example 6: `pairPayout: 0` is an accepted option; -1 is 400 naming the option', async () => {
    const created = await create({ players: [{ name: 'a' }, { name: 'b' }], options: { pairPayout: 0 } });
    expect(created.status).toBe('active');
    expect(created.options).toMatchObject({
      startingChips: 20,
      ante: 1,
      pairPayout: 0,
      rounds: 3,
      maxBetRule: 'pot',
    });
    const bad = await t.http
      .post('/in-between/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { pairPayout: -1 } })
      .expect(400);
    expect(Object.keys(bad.body.details)).toEqual(['options.pairPayout']);
  });
});
