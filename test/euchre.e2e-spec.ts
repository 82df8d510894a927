/**
 * Euchre over HTTP: docs/rules/euchre.md Example 1 on a rigged deal (the real rules with the
 * example's cards), illegal moves (422 with the reason code, nothing changed), the dealer's discard
 * hidden in views and in the move log, and whole matches: four token holders, and one person against
 * three bots. Seed + move log replay to the stored state.
 */
import { cardToString, cards, deck24 } from '../src/engine/cards';
import { replay } from '../src/engine/driver';
import { rngFromSeed } from '../src/engine/random';
import {
  euchre,
  type EuchreOptions,
  type EuchreState,
  type EuchreView,
  initialState,
  startHand,
} from '../src/engine/euchre';
import type { GameBinding } from '../src/game-registry/game-binding';
import { euchreBinding } from '../src/games/euchre';
import { createTestApp, type TestApp } from './util/app';
import { finished, matchRoutes, type MatchView as View } from './util/matches';

type MatchView = View<EuchreView>;

const EXAMPLE_HANDS = ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'];
const EXAMPLE_KITTY = '9h 9s Qc Ad';

/** The real rules, with seat 3 dealing worked example 1's cards as the first hand. */
const riggedBinding: GameBinding = {
  ...euchreBinding,
  definition: {
    ...euchre,
    id: 'euchre-example-1',
    setup: (_players: number, options: EuchreOptions) => initialState(options, 3),
    advance(state: EuchreState, rng) {
      if (state.phase === 'deal' && state.hand === 0)
        return startHand(state, EXAMPLE_HANDS.map(cards), cards(EXAMPLE_KITTY));
      return euchre.advance(state, rng);
    },
  },
};

const ALL = deck24();

describe('Euchre over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([euchreBinding, riggedBinding]);
  });
  afterAll(() => t.close());

  const routes = (game: string) => matchRoutes<MatchView>(() => t, game);
  const { create, log, stored } = routes('euchre');
  const get = (game: string, id: string, token?: string) => routes(game).get(id, token);
  const post = (game: string, id: string, token: string, move: object) => routes(game).post(id, token, move);

  /** No view of `seat` holds another seat's hand, the hidden kitty cards or (but for the dealer) the discard. */
  async function checkHidden(game: string, id: string, tokens: (string | undefined)[]) {
    const row = await stored(id);
    const s = row.state as unknown as EuchreState;
    for (let seat = 0; seat < 4; seat++) {
      const token = tokens[seat];
      if (!token) continue;
      const v = await get(game, id, token);
      const text = JSON.stringify({ ...v.state, cards: null, lastHand: null });
      const hidden = [
        ...s.kitty,
        ...s.hands.filter((_, o) => o !== seat).flat(),
        ...(s.discard !== null && seat !== s.dealer ? [s.discard] : []),
      ];
      for (const c of hidden) {
        if (c === s.upCard) continue;
        expect(ALL).toContain(c);
        expect(text).not.toContain(`"${cardToString(c)}"`);
      }
      expect(v.state.yourCards?.slice().sort()).toEqual(s.hands[seat].map(cardToString).sort());
    }
  }

  it('lists the game with its options and documents every move type', async () => {
    const games = (await t.http.get('/games').expect(200)).body as {
      game: string;
      minPlayers: number;
      maxPlayers: number;
      options: object;
    }[];
    expect(games.find((g) => g.game === 'euchre')).toMatchObject({
      minPlayers: 4,
      maxPlayers: 4,
      options: { targetPoints: 10, stickTheDealer: false, allowDefenderAlone: true },
    });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    const body = JSON.stringify(
      doc.paths['/euchre/matches/{id}/moves'].post.requestBody.content['application/json'],
    );
    for (const schema of [
      'EuchrePassMove',
      'EuchreOrderUpMove',
      'EuchreDiscardMove',
      'EuchreNameTrumpMove',
      'EuchreGoAloneMove',
      'EuchrePlayMove',
    ])
      expect(body).toContain(schema);
    await t.http
      .post('/euchre/matches')
      .send({
        players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }],
        options: { targetPoints: 0 },
      })
      .expect(400);
    await t.http
      .post('/euchre/matches')
      .send({
        players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }],
        options: { stickTheDealer: 'yes' },
      })
      .expect(400);
  });

  it('worked example 1 over HTTP: four token holders, illegal moves are 422 and change nothing, the discard stays hidden', async () => {
    const game = 'euchre-example-1';
    const created = await routes(game).create({ players: ['n', 'e', 's', 'w'].map((name) => ({ name })) });
    const tokens = created.seats.map((s) => s.token!);
    const id = created.id;
    const v0 = await get(game, id, tokens[0]);
    expect(v0.state).toMatchObject({
      phase: 'bid-round-1',
      dealer: 3,
      upCard: '9h',
      toAct: [0],
      board: ['9h'],
    });
    expect(v0.state.yourCards).toEqual(EXAMPLE_HANDS[0].split(' '));
    expect(v0.legalMoves).toEqual([
      { type: 'pass' },
      { type: 'order-up', alone: false },
      { type: 'order-up', alone: true },
    ]);
    await checkHidden(game, id, tokens);

    // Seat 0 may not play a card in bid round 1 (422 wrong-phase); seat 1 is not on turn (403).
    const wrong = await post(game, id, tokens[0], { type: 'play', card: 'Jd' }).expect(422);
    expect(wrong.body).toMatchObject({ statusCode: 422, error: 'illegal-move', reason: 'wrong-phase' });
    expect((await post(game, id, tokens[1], { type: 'pass' }).expect(403)).body.error).toBe('not-your-turn');
    await post(game, id, tokens[0], { type: 'order-up', alone: 'yes' }).expect(400);
    await post(game, id, tokens[0], { type: 'shout' }).expect(400);
    expect(await get(game, id, tokens[0])).toEqual(v0);

    await post(game, id, tokens[0], { type: 'pass' }).expect(201);
    await post(game, id, tokens[1], { type: 'order-up' }).expect(201);
    const dealer = await get(game, id, tokens[3]);
    expect(dealer.state.phase).toBe('dealer-discard');
    expect(dealer.state.yourCards).toHaveLength(6);
    expect(dealer.legalMoves).toHaveLength(6);
    const notHeld = await post(game, id, tokens[3], { type: 'discard', card: 'As' }).expect(422);
    expect(notHeld.body.reason).toBe('card-not-in-hand');
    await post(game, id, tokens[3], { type: 'discard', card: 'Zz' }).expect(400);
    expect(await get(game, id, tokens[3])).toEqual(dealer);
    await post(game, id, tokens[3], { type: 'discard', card: 'Qd' }).expect(201);
    expect((await get(game, id, tokens[3])).state).toMatchObject({
      discard: 'Qd',
      upCardKept: true,
      trump: 'h',
      makers: 1,
    });
    for (const seat of [0, 1, 2]) expect((await get(game, id, tokens[seat])).state.discard).toBeNull();
    expect((await get(game, id)).state.discard).toBeNull();
    const logFor = (token?: string) => routes(game).log(id, token);
    expect((await logFor(tokens[3])).find((e) => e.move.type === 'discard')?.move.card).toBe('Qd');
    for (const token of [tokens[0], tokens[1], undefined])
      expect(JSON.stringify((await logFor(token)).find((e) => e.move.type === 'discard'))).not.toContain(
        'Qd',
      );
    await checkHidden(game, id, tokens);

    for (const seat of [0, 1, 2, 3]) await post(game, id, tokens[seat], { type: 'pass' }).expect(201);
    const tricks = [
      [0, 'Ah', 'Jh', 'Tc', '9h'],
      [1, 'Ac', 'Td', 'Jc', '9c'],
      [1, 'Ts', 'As', 'Js', 'Qs'],
      [2, 'Kd', 'Th', 'Jd', '9d'],
      [0, 'Kc', 'Qh', 'Ks', 'Kh'],
    ] as const;
    for (const [k, [leader, ...played]] of tricks.entries()) {
      for (let i = 0; i < 4; i++) {
        const seat = (leader + i) % 4;
        if (k === 0 && i === 1) {
          const before = await get(game, id, tokens[1]);
          const r = await post(game, id, tokens[1], { type: 'play', card: 'Ts' }).expect(422);
          expect(r.body).toMatchObject({ error: 'illegal-move', reason: 'must-follow-suit' });
          expect(await get(game, id, tokens[1])).toEqual(before);
        }
        if (k === 1 && i === 2) {
          expect(
            (await post(game, id, tokens[3], { type: 'play', card: 'Th' }).expect(422)).body.reason,
          ).toBe('must-follow-suit');
        }
        await post(game, id, tokens[seat], { type: 'play', card: played[i] }).expect(201);
      }
    }
    const after = await get(game, id, tokens[0]);
    expect(after.scores).toEqual([0, 1, 0, 1]);
    expect(after.state.lastHand).toMatchObject({ makers: 1, scoringTeam: 1, points: 1, tricksWon: [2, 3] });
    expect(after.state.lastHand?.tricks.map((tr) => tr.winner)).toEqual([1, 1, 2, 0, 3]);
    expect(after.state).toMatchObject({ phase: 'bid-round-1', dealer: 0, toAct: [1] });
    await checkHidden(game, id, tokens);
  });

  it('plays a whole match between four token holders; replay of seed + log gives the stored state', async () => {
    // a fixed deal: about 3 random deals in 10,000 never leave a player holding a card it may not play
    const created = await create({
      players: ['a', 'b', 'c', 'd'].map((name) => ({ name })),
      options: { targetPoints: 3 },
      seed: '34'.repeat(32),
    });
    const tokens = created.seats.map((s) => s.token!);
    const options = { targetPoints: 3, stickTheDealer: false, allowDefenderAlone: true };
    let view = await get('euchre', created.id);
    let moves = 0;
    let rejects = 0;
    const rng = rngFromSeed('12'.repeat(32), 'client');
    for (let guard = 0; view.status !== 'finished' && guard < 2000; guard++) {
      const [seat] = view.toAct;
      const mine = await get('euchre', view.id, tokens[seat]);
      expect(mine.you).toBe(seat);
      expect(mine.legalMoves!.length).toBeGreaterThan(0);
      // An unlisted card in play is 422 must-follow-suit and changes nothing.
      if (mine.state.phase === 'play' && rejects < 3) {
        const unlisted = mine.state.yourCards!.find((c) => !mine.legalMoves!.some((m) => m.card === c));
        if (unlisted) {
          const r = await post('euchre', view.id, tokens[seat], { type: 'play', card: unlisted }).expect(422);
          expect(r.body.reason).toBe('must-follow-suit');
          expect(await get('euchre', view.id, tokens[seat])).toEqual(mine);
          await checkHidden('euchre', view.id, tokens);
          rejects++;
        }
      }
      const other = (seat + 1) % 4;
      if (moves % 25 === 0)
        expect(
          (await post('euchre', view.id, tokens[other], mine.legalMoves![0]).expect(403)).body.error,
        ).toBe('not-your-turn');
      const move = euchre.bots.basic({ seat, view: mine.state, legalMoves: mine.legalMoves!, options, rng });
      const res = await post('euchre', view.id, tokens[seat], {
        ...move,
        expectedVersion: mine.version,
      }).expect(201);
      moves++;
      view = res.body;
    }
    expect(view.status).toBe('finished');
    expect(rejects).toBeGreaterThan(0);
    const [w] = view.result!.winners;
    expect(view.result!.winners).toEqual([w, w + 2]);
    expect(Math.max(...view.scores)).toBeGreaterThanOrEqual(3);
    expect(view.scores[w]).toBeGreaterThanOrEqual(3);
    expect(view.result!.reason).toBe('target-reached');
    const row = await stored(view.id);
    expect(view.fairness.seed).toBe(row.seed);
    const entries = await log(view.id);
    expect(entries).toHaveLength(moves);
    // The match is over: the log is shown whole, discards included.
    expect(
      entries.filter((e) => e.move.type === 'discard').every((e) => typeof e.move.card === 'string'),
    ).toBe(true);
    expect(replay(euchre, 4, row.options, row.seed, entries)).toEqual(row.state);
    await post('euchre', view.id, tokens[0], { type: 'pass' }).expect(409);
  });

  it('one person against three bots plays a whole match to 10', async () => {
    const players = [{ bot: 'basic' }, { name: 'ana' }, { bot: 'random' }, { bot: 'basic' }];
    const created = await create({ players, options: { stickTheDealer: true } });
    const token = created.seats[1].token!;
    expect(created.seats.filter((s) => s.token)).toHaveLength(1);
    let view = await get('euchre', created.id, token);
    let mine = 0;
    let hiddenChecks = 0;
    const rng = rngFromSeed('34'.repeat(32), 'client');
    for (let guard = 0; view.status !== 'finished' && guard < 1000; guard++) {
      expect(view.toAct).toEqual([1]); // the bots never leave the table waiting on them
      expect(view.state.yourCards?.length).toBeGreaterThan(0);
      if (
        view.state.phase === 'bid-round-2' &&
        view.state.dealer === 1 &&
        view.state.bids.filter((b) => b.phase === 'bid-round-2').length === 3
      ) {
        expect(view.legalMoves!.some((m) => m.type === 'pass')).toBe(false);
        expect((await post('euchre', view.id, token, { type: 'pass' }).expect(422)).body.reason).toBe(
          'dealer-must-name',
        );
      }
      if (hiddenChecks < 5 && mine % 7 === 0) {
        await checkHidden('euchre', view.id, [undefined, token]);
        hiddenChecks++;
      }
      const move = rng.pick(view.legalMoves!);
      view = (await post('euchre', view.id, token, move).expect(201)).body;
      mine++;
    }
    expect(view.status).toBe('finished');
    expect(Math.max(...view.scores)).toBeGreaterThanOrEqual(10);
    expect(Math.min(...view.scores)).toBeLessThan(10);
    const entries = await log(view.id);
    expect(entries.filter((e) => e.seat === 1)).toHaveLength(mine);
    expect(entries.some((e) => e.seat !== 1)).toBe(true);
    const row = await stored(view.id);
    expect(replay(euchre, 4, row.options, row.seed, entries)).toEqual(row.state);
  });

  it('a table of four bots plays itself out after its creation', async () => {
    const created = await create({
      players: [{ bot: 'basic' }, { bot: 'random' }, { bot: 'basic' }, { bot: 'random' }],
    });
    // a match of bots only is played in the background
    const view = await finished<typeof created>(t.http, 'euchre', created.id);
    expect(view.status).toBe('finished');
    expect(view.result!.winners).toHaveLength(2);
  });
});
