/**
 * East-West over HTTP: a whole match between two token holders, one against a bot seat, a table of
 * bots; illegal moves (403/422 with the rules' reason codes, 400 when malformed) that change nothing;
 * the drawn card private to its drawer in views and the move log; the stock never shown (checked
 * afterwards against the states replayed from the revealed seed + the move log).
 */
import { cardToString } from '../src/engine/cards';
import { replay } from '../src/engine/driver';
import { rngFromSeed } from '../src/engine/random';
import {
  eastWest,
  type EastWestOptions,
  type EastWestState,
  type EastWestView,
} from '../src/engine/east-west';
import { advance, setup } from '../src/engine/east-west/rules';
import {
  CARD_RE,
  cardStrings,
  type Layout,
  riggedRng,
  roundPlan,
} from '../src/engine/east-west/test-helpers';
import { cards, deck32 } from '../src/engine/cards';
import type { GameBinding } from '../src/game-registry/game-binding';
import { eastWestBinding } from '../src/games/east-west';
import { createTestApp, type TestApp } from './util/app';
import { finished, matchRoutes, type LogEntry as Entry, type MatchView as View } from './util/matches';

type MatchView = View<EastWestView, { type: string; column: number }, EastWestOptions>;
type LogEntry = Entry<{ type: string; column?: number }>;

/** The cards of a match view outside the history of finished rounds (whose cards are dealt again later). */
const currentCards = (v: MatchView) => {
  const { history: _history, ...rest } = v.state;
  return cardStrings({ ...v, state: rest });
};

/** Worked example 1 (docs/rules/east-west.md §10) as round 1, then a round 2 whose 20th drawn card is 7h (example 4). */
const EXAMPLE_1: Layout = {
  centre: 'Ah 9c 7d',
  seat0: ['Ad Ac Ks Kd', '9h 9s Qc 8d', '8s 9d Ts Js'],
  seat1: ['Qh Jh Th 8h', 'Tc Td 7c 7s', 'Kc Kh Qd Qs'],
  neverDrawn: '7h 8c Jc Jd As',
};
const PLAN_1 = roundPlan(EXAMPLE_1, 0);
const REST = deck32().filter((c) => c !== cards('7h')[0]);
const DECK_2 = [...REST.slice(0, 22), cards('7h')[0], ...REST.slice(22)];
const riggedBinding: GameBinding = {
  ...eastWestBinding,
  definition: {
    ...eastWest,
    id: 'east-west-examples',
    setup: (players: number, options: EastWestOptions) => setup(players, options, riggedRng(PLAN_1.deck)),
    advance: (state: EastWestState, rng) =>
      state.phase === 'deal' && state.round === 1
        ? advance(state, riggedRng(DECK_2))
        : eastWest.advance(state, rng),
  },
};

describe('East-West over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([eastWestBinding, riggedBinding]);
  });
  afterAll(() => t.close());

  const { url, create, get, post, log, join, stored } = matchRoutes<MatchView, LogEntry>(
    () => t,
    'east-west',
  );
  const examples = matchRoutes<MatchView>(() => t, 'east-west-examples');

  /** The basic bot's choice from a seat's HTTP view: what a bot author would write with the engine. */
  const basicChoice = (v: MatchView, seed: number) =>
    eastWest.bots.basic({
      seat: v.you!,
      view: v.state,
      legalMoves: v.legalMoves!,
      options: v.options,
      rng: rngFromSeed(seed.toString(16).padStart(64, '0'), 'e2e'),
    });

  /** After the match: every recorded view, replayed, never showed the stock or the other seat's drawn card. */
  function checkRecordedViews(
    recorded: { moves: number; viewer: number | null; view: MatchView }[],
    row: { options: unknown; seed: string },
    entries: LogEntry[],
  ) {
    const states: EastWestState[] = [];
    for (let k = 0; k <= entries.length; k++)
      states.push(replay(eastWest, 2, row.options, row.seed, entries.slice(0, k)) as EastWestState);
    for (const { moves, viewer, view } of recorded) {
      const s = states[moves];
      const shown = currentCards(view);
      for (const c of s.stock) expect(shown).not.toContain(cardToString(c));
      if (s.pending !== null && viewer !== s.current) expect(shown).not.toContain(cardToString(s.pending));
      if (s.pending !== null && viewer === s.current)
        expect(view.state.yourCards).toEqual([cardToString(s.pending)]);
    }
  }

  it('lists the game with its options and documents the place move', async () => {
    const games = (await t.http.get('/games').expect(200)).body as {
      game: string;
      minPlayers: number;
      maxPlayers: number;
      options: object;
    }[];
    expect(games.find((g) => g.game === 'east-west')).toMatchObject({
      minPlayers: 2,
      maxPlayers: 2,
      options: { targetPoints: 5, flushRank: 'standard', aceLowStraight: true },
    });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    const body = doc.paths['/east-west/matches/{id}/moves'].post.requestBody.content['application/json'];
    expect(JSON.stringify(body)).toContain('EastWestPlaceMove');
    await t.http
      .post('/east-west/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { flushRank: 'above-straight' } })
      .expect(400);
    await t.http
      .post('/east-west/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { targetPoints: 0 } })
      .expect(400);
    await t.http
      .post('/east-west/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })
      .expect(400);
  });

  it('worked examples 1 and 4 on a rigged deal: the sweep scores 2, then round 2 move validation', async () => {
    const created = await examples.create({ players: [{ name: 'east' }, { name: 'west' }] });
    const tokens = created.seats.map((s) => s.token!);
    const send = (seat: number, body: object) => examples.post(created.id, tokens[seat], body);
    const look = (seat: number) => examples.get(created.id, tokens[seat]);
    expect((await look(0)).state.board).toEqual(['Ah', '9c', '7d']);
    expect((await look(0)).state.yourCards).toEqual(['Ad']);
    let view = created;
    for (let i = 0; i < 24; i++) {
      const seat = i % 2;
      view = (await send(seat, { type: 'place', column: PLAN_1.columns[i] }).expect(201)).body;
    }
    // Example 1: seat 0 wins all three columns and scores 2.
    expect(view.scores).toEqual([2, 0]);
    expect(view.status).toBe('active');
    const [round1] = view.state.history;
    expect(round1.columns.map((c) => [c.descriptions, c.winner])).toEqual([
      [['Full house, Aces over Kings', 'Flush, Ace high'], 0],
      [['Three of a kind, Nines', 'Two pair, Tens and Sevens'], 0],
      [['Straight, Jack high', 'Two pair, Kings and Queens'], 0],
    ]);
    expect(round1.points).toEqual([2, 0]);
    expect(cardStrings(round1)).not.toContain('As'); // a never-drawn card stays hidden
    // Round 2: seat 1 starts. Seat 0 gets 4 cards in column 1, 2 in column 0 and 3 in column 2.
    expect(view.state.round).toBe(2);
    expect(view.toAct).toEqual([1]);
    const seat1 = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2];
    const seat0 = [1, 1, 1, 1, 0, 0, 2, 2, 2];
    for (let i = 0; i < 19; i++) {
      const seat = i % 2 === 0 ? 1 : 0;
      await send(seat, { type: 'place', column: seat === 1 ? seat1[i / 2] : seat0[(i - 1) / 2] }).expect(201);
    }
    // Example 4: seat 0 holds 7h.
    const before0 = await look(0);
    const before1 = await look(1);
    expect(before0.state.yourCards).toEqual(['7h']);
    expect(before0.state.columns.map((c) => c.counts[0])).toEqual([2, 4, 3]);
    expect(before1.state.yourCards).toEqual([]);
    expect(JSON.stringify(before1)).not.toContain('"7h"');
    expect((await send(1, { type: 'place', column: 0 }).expect(403)).body).toMatchObject({
      error: 'not-your-turn',
      reason: 'not-your-turn',
    });
    expect((await send(0, { type: 'place', column: 1 }).expect(422)).body).toMatchObject({
      error: 'illegal-move',
      reason: 'column-full',
    });
    expect((await send(0, { type: 'place', column: 3 }).expect(422)).body).toMatchObject({
      error: 'illegal-move',
      reason: 'invalid-column',
    });
    expect((await send(0, { type: 'place' }).expect(422)).body).toMatchObject({
      error: 'illegal-move',
      reason: 'invalid-column',
    });
    expect(await look(0)).toEqual(before0);
    expect(await look(1)).toEqual(before1);
    await send(0, { type: 'place', column: 2 }).expect(201);
    const after = await look(1);
    expect(after.state.columns[2].cards[0]).toContain('7h');
    expect(after.state.columns[2].counts[0]).toBe(4);
    expect(after.toAct).toEqual([1]);
    expect(after.state.yourCards?.[0]).toMatch(CARD_RE);
  });

  it('plays a whole match between two token holders; illegal moves change nothing; the drawn card stays private', async () => {
    const seed = 'e7'.repeat(32);
    const created = await create({
      players: [{ name: 'east' }, { name: 'west' }],
      options: { targetPoints: 2, flushRank: 'above-full-house' },
      seed,
    });
    expect(created.status).toBe('active');
    expect(created.fairness.seed).toBeNull();
    const tokens = created.seats.map((s) => s.token!);
    expect(tokens.every((x) => typeof x === 'string')).toBe(true);

    const recorded: { moves: number; viewer: number | null; view: MatchView }[] = [];
    let moves = 0;
    let rejections = 0;
    let columnFullSeen = false;
    let view = await get(created.id);
    for (let guard = 0; view.status !== 'finished' && guard < 2000; guard++) {
      const [seat] = view.toAct;
      expect(view.toAct).toHaveLength(1);
      const other = 1 - seat;
      const mine = await get(view.id, tokens[seat]);
      const theirs = await get(view.id, tokens[other]);
      const spectator = await get(view.id);
      recorded.push(
        { moves, viewer: seat, view: mine },
        { moves, viewer: other, view: theirs },
        { moves, viewer: null, view: spectator },
      );

      // The drawer sees the card; the opponent and spectators only know that a card was drawn.
      expect(mine.you).toBe(seat);
      expect(mine.state.phase).toBe('place');
      expect(mine.state.yourCards?.[0]).toMatch(CARD_RE);
      expect(mine.state.pendingHolder).toBe(seat);
      expect(theirs.state.yourCards).toEqual([]);
      expect(theirs.state.pendingHolder).toBe(seat);
      expect(theirs.legalMoves ?? []).toEqual([]);
      expect(currentCards(theirs)).not.toContain(mine.state.yourCards![0]);
      expect(currentCards(spectator)).not.toContain(mine.state.yourCards![0]);
      // Both sides of every column, the centre cards, round and scores are public.
      expect(theirs.state.columns).toEqual(mine.state.columns);
      expect(theirs.state.board).toEqual(mine.state.board);
      expect(mine.state.board).toHaveLength(3);
      expect(mine.state.stockSize).toBe(29 - mine.state.placed - 1);
      expect(Object.keys(mine.state)).not.toContain('stock');
      const counts = mine.state.columns.map((c) => c.counts[seat]);
      expect(mine.legalMoves).toEqual(
        [0, 1, 2].filter((c) => counts[c] < 4).map((column) => ({ type: 'place', column })),
      );

      // Illegal moves: 403 for the other seat, 422 with the rules' reason, 400 when malformed; nothing changes.
      const full = counts.findIndex((n) => n === 4);
      if (rejections < 3 || (full >= 0 && !columnFullSeen)) {
        const notYours = await post(view.id, tokens[other], { type: 'place', column: 0 }).expect(403);
        expect(notYours.body).toMatchObject({
          statusCode: 403,
          error: 'not-your-turn',
          reason: 'not-your-turn',
        });
        expect(
          (await post(view.id, tokens[seat], { type: 'place', column: 3 }).expect(422)).body,
        ).toMatchObject({
          statusCode: 422,
          error: 'illegal-move',
          reason: 'invalid-column',
        });
        expect((await post(view.id, tokens[seat], { type: 'place' }).expect(422)).body.reason).toBe(
          'invalid-column',
        );
        expect(
          (await post(view.id, tokens[seat], { type: 'place', column: 'one' }).expect(400)).body.details,
        ).toHaveProperty('column');
        await post(view.id, tokens[seat], { type: 'draw' }).expect(400);
        await post(view.id, tokens[seat], {
          type: 'place',
          column: 1,
          card: mine.state.yourCards![0],
        }).expect(400);
        await t.http
          .post(`${url(view.id)}/moves`)
          .send({ type: 'place', column: 0 })
          .expect(401);
        if (full >= 0) {
          const r = await post(view.id, tokens[seat], { type: 'place', column: full }).expect(422);
          expect(r.body).toMatchObject({ error: 'illegal-move', reason: 'column-full' });
          expect(r.body.message).not.toContain(mine.state.yourCards![0]);
          columnFullSeen = true;
        }
        expect(await get(view.id, tokens[seat])).toEqual(mine);
        expect(await get(view.id, tokens[other])).toEqual(theirs);
        rejections++;
      }

      // The two people play differently: seat 0 with the basic bot's logic, seat 1 the first legal column.
      const move = seat === 0 ? basicChoice(mine, moves) : mine.legalMoves![0];
      const res = await post(view.id, tokens[seat], { ...move, expectedVersion: mine.version }).expect(201);
      moves++;
      view = res.body;
      expect(view.you).toBe(seat);
      expect(view.version).toBeGreaterThan(mine.version);
      // The placed card is public now, on the mover's side of the chosen column (unless a new round began).
      if (view.state.round === mine.state.round && view.status !== 'finished') {
        expect(view.state.columns[move.column as number].cards[seat]).toContain(mine.state.yourCards![0]);
      }
    }
    expect(view.status).toBe('finished');
    expect(columnFullSeen).toBe(true);

    // The result: the first to 2 points; the history has every round with its columns.
    const final = await get(view.id);
    const history = final.state.history;
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(moves).toBe(24 * history.length);
    expect(final.result).toEqual({
      winners: [expect.any(Number)],
      scores: final.scores,
      reason: 'target-reached',
      standings: expect.any(Array),
    });
    expect(final.result!.standings.map((s) => s.place).sort()).toEqual([1, 2]);
    expect(final.result!.standings[final.result!.winners[0]]).toEqual({
      seat: final.result!.winners[0],
      place: 1,
    });
    const winner = final.result!.winners[0];
    expect(final.scores[winner]).toBeGreaterThanOrEqual(2);
    expect(final.scores[1 - winner]).toBeLessThan(2);
    expect(history[history.length - 1].totals).toEqual(final.scores);
    history.forEach((r, i) => {
      expect(r.round).toBe(i + 1);
      expect(r.firstPlayer).toBe(i % 2);
      expect(r.columns).toHaveLength(3);
      for (const c of r.columns) {
        expect(c.cards.map((side) => side.length)).toEqual([4, 4]);
        expect(c.descriptions).toHaveLength(2);
      }
      expect(cardStrings(r)).toHaveLength(27); // the 5 undrawn cards are never revealed
    });
    expect(
      final.state.columns.every((c) => c.complete && c.descriptions.every((d) => typeof d === 'string')),
    ).toBe(true);
    await post(view.id, tokens[0], { type: 'place', column: 0 }).expect(409);

    // The move log holds columns only, the same for everyone; seed + log replay to the stored state.
    const entries = await log(view.id);
    expect(entries).toHaveLength(moves);
    expect(entries.every((e) => Object.keys(e.move).sort().join() === 'column,type')).toBe(true);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(await log(view.id, tokens[1])).toEqual(entries);
    const row = await stored(view.id);
    expect(final.fairness.seed).toBe(seed);
    expect(replay(eastWest, 2, row.options, row.seed, entries)).toEqual(row.state);
    checkRecordedViews(recorded, { options: row.options, seed: row.seed }, entries);
  });

  it("plays a whole match against a bot seat; the log never shows the bot's drawn card", async () => {
    const created = await create({
      players: [{ bot: 'basic' }, { name: 'ana' }],
      options: { targetPoints: 1, aceLowStraight: false },
      seed: '3b'.repeat(32),
    });
    expect(created.status).toBe('active');
    const token = created.seats[1].token!;
    expect(created.seats[0].token).toBeUndefined();
    const recorded: { moves: number; viewer: number | null; view: MatchView }[] = [];
    let view = await get(created.id, token);
    let mine = 0;
    for (let guard = 0; view.status !== 'finished' && guard < 1000; guard++) {
      // The bot (seat 0, first in round 1) has always moved by the time we look: it is our turn.
      expect(view.toAct).toEqual([1]);
      const entries = await log(view.id, token);
      recorded.push({ moves: entries.length, viewer: 1, view });
      expect(entries.every((e) => Object.keys(e.move).sort().join() === 'column,type')).toBe(true);
      const move = view.legalMoves![mine % view.legalMoves!.length];
      view = (await post(view.id, token, move).expect(201)).body;
      mine++;
    }
    expect(view.status).toBe('finished');
    expect(view.result!.reason).toBe('target-reached');
    expect(Math.max(...view.scores)).toBeGreaterThanOrEqual(1);
    const entries = await log(view.id);
    expect(entries.filter((e) => e.seat === 1)).toHaveLength(mine);
    expect(entries.filter((e) => e.seat === 0).length).toBe(entries.length - mine);
    expect(entries.length).toBe(24 * view.state.history.length);
    const row = await stored(view.id);
    expect(replay(eastWest, 2, row.options, row.seed, entries)).toEqual(row.state);
    checkRecordedViews(recorded, { options: row.options, seed: row.seed }, entries);
  });

  it('a table of two bots plays itself out at creation; an open seat starts the match when taken', async () => {
    const done = await create({
      players: [{ bot: 'basic' }, { bot: 'random' }],
      options: { targetPoints: 2 },
    });
    // a match of bots only is played in the background
    const view = await finished<typeof done>(t.http, 'east-west', done.id);
    expect(view.status).toBe('finished');
    expect(view.result!.winners).toHaveLength(1);
    expect(view.fairness.seed).toMatch(/^[0-9a-f]{64}$/);

    const open = await create({ players: [{ name: 'a' }], pad: 'open' });
    expect(open.status).toBe('open');
    expect(open.seats).toHaveLength(2);
    const joined = await join(open.id, 'b');
    expect(joined.seat).toBe(1);
    expect(joined.match.status).toBe('active');
    expect(joined.match.toAct).toEqual([0]);
    const seen = await get(open.id, joined.token);
    expect(seen.state.yourCards).toEqual([]);
    expect(seen.state.pendingHolder).toBe(0);
    expect((await post(open.id, joined.token, { type: 'place', column: 1 }).expect(403)).body.error).toBe(
      'not-your-turn',
    );
  });
});
