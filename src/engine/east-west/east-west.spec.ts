import { cards, cardToString, deck32, parseCard } from '../cards';
import { optionDefaults, resolveOptions } from '../options';
import { handValue } from '../poker';
import { rngFromSeed } from '../random';
import { eastWest, type EastWestOptions, type EastWestState } from './index';
import { advance, scoreLayout, setup } from './rules';
import { drawIfDue, type Layout, placeAll, riggedRng, roundPlan } from './test-helpers';

/** Moves go through the definition: the shared checks (shape, match over, turn, phase), then the rules. */
const apply = eastWest.apply;
const defaults = optionDefaults(eastWest.optionsSchema) as unknown as EastWestOptions;
const withOptions = (o: {
  flushRank?: EastWestOptions['flushRank'];
  aceLowStraight?: boolean;
}): EastWestOptions => ({ ...defaults, ...o });

/** Deals `layout` as round 1 (seat 0 first), plays its 24 placements and stops before scoring. */
function playLayout(layout: Layout, options: EastWestOptions = defaults): EastWestState {
  const plan = roundPlan(layout, 0);
  const s = setup(2, options, riggedRng(plan.deck));
  return placeAll(s, plan.columns);
}

/** Scores a round-1 layout through the engine: returns the history record and the new totals. */
function scoreRound(layout: Layout, options: EastWestOptions = defaults) {
  const before = playLayout(layout, options);
  expect(before.phase).toBe('score-round');
  const after = advance(before, rngFromSeed('00'.repeat(32), 'deal'))!;
  return { record: after.history[0], state: after };
}

const example1: Layout = {
  centre: 'Ah 9c 7d',
  seat0: ['Ad Ac Ks Kd', '9h 9s Qc 8d', '8s 9d Ts Js'],
  seat1: ['Qh Jh Th 8h', 'Tc Td 7c 7s', 'Kc Kh Qd Qs'],
  neverDrawn: '7h 8c Jc Jd As',
};
const example2: Layout = {
  centre: 'As Jd Tc',
  seat0: ['7h 8d 9c Ts', 'Qd Kc 9s 8h', 'Th 7c 7d 9h'],
  seat1: ['Ah Kd Qc 7s', 'Qs Ks 9d 8s', 'Jc Jh Js 8c'],
  neverDrawn: 'Td Qh Kh Ac Ad',
};
const example3: Layout = {
  centre: '9s 8h Th',
  seat0: ['9h 9d 9c Kc', '8s 8c Ks Kd', 'Jh Jc Qc Qh'],
  seat1: ['As Qs Js 7s', '7c 7d Ac Ad', 'Ts Td Tc Qd'],
  neverDrawn: '7h 8d Jd Kh Ah',
};
const swapSeats = (l: Layout): Layout => ({ ...l, seat0: l.seat1, seat1: l.seat0 });

describe('East-West: definition and options', () => {
  it('is a 2-player game with the rules-file options and defaults', () => {
    expect(eastWest.id).toBe('east-west');
    expect([eastWest.minPlayers, eastWest.maxPlayers]).toEqual([2, 2]);
    expect(defaults).toEqual({ targetPoints: 5, flushRank: 'standard', aceLowStraight: true });
    expect(Object.keys(eastWest.bots)).toEqual(['random', 'basic', 'advanced', 'expert']);
  });
  it('validates options', () => {
    expect(resolveOptions(eastWest.optionsSchema, { targetPoints: 0 }).ok).toBe(false);
    expect(resolveOptions(eastWest.optionsSchema, { flushRank: 'above-straight' }).ok).toBe(false);
    expect(resolveOptions(eastWest.optionsSchema, { aceLowStraight: 'yes' }).ok).toBe(false);
    expect(resolveOptions(eastWest.optionsSchema, { jokers: 2 }).ok).toBe(false);
    const ok = resolveOptions(eastWest.optionsSchema, {
      targetPoints: 3,
      flushRank: 'above-four-of-a-kind',
      aceLowStraight: false,
    });
    expect(ok).toEqual({
      ok: true,
      options: { targetPoints: 3, flushRank: 'above-four-of-a-kind', aceLowStraight: false },
    });
  });
  it('refuses other player counts', () => {
    expect(() => setup(3, defaults, rngFromSeed('01'.repeat(32), 'setup'))).toThrow(RangeError);
  });
});

describe('East-West: setup, draw and place', () => {
  const seed = 'ab'.repeat(32);
  const s0 = setup(2, defaults, rngFromSeed(seed, 'setup'));

  it('deals 3 centre cards and a 29-card stock from the 32-card deck, seat 0 first', () => {
    expect(s0.centre).toHaveLength(3);
    expect(s0.stock).toHaveLength(29);
    expect([...s0.centre, ...s0.stock].sort((a, b) => a - b)).toEqual(deck32());
    expect(s0.round).toBe(1);
    expect(s0.firstPlayer).toBe(0);
    expect(s0.phase).toBe('draw');
    expect(eastWest.toAct(s0)).toEqual([]);
    expect(eastWest.legalMoves(s0, 0)).toEqual([]);
  });

  it('is deterministic for a seed and differs across seeds', () => {
    expect(setup(2, defaults, rngFromSeed(seed, 'setup'))).toEqual(s0);
    expect(setup(2, defaults, rngFromSeed('cd'.repeat(32), 'setup')).centre).not.toEqual(s0.centre);
  });

  it('draws the top stock card for the current player only', () => {
    const s1 = eastWest.advance(s0, rngFromSeed(seed, 'a'))!;
    expect(s1.phase).toBe('place');
    expect(s1.pending).toBe(s0.stock[0]);
    expect(s1.stock).toEqual(s0.stock.slice(1));
    expect(eastWest.toAct(s1)).toEqual([0]);
    expect(eastWest.legalMoves(s1, 0)).toEqual([0, 1, 2].map((column) => ({ type: 'place', column })));
    expect(eastWest.legalMoves(s1, 1)).toEqual([]);
    expect(eastWest.advance(s1, rngFromSeed(seed, 'b'))).toBeNull();
    expect(eastWest.view(s1, 0).yourCards).toEqual([cardToString(s0.stock[0])]);
    expect(eastWest.view(s1, 1).yourCards).toEqual([]);
    expect(eastWest.view(s1, null).yourCards).toBeNull();
    expect(eastWest.view(s1, 1).pendingHolder).toBe(0);
  });

  it('a placement puts the card face up and passes the turn; the input state is untouched', () => {
    const s1 = eastWest.advance(s0, rngFromSeed(seed, 'a'))!;
    const frozen = JSON.stringify(s1);
    const r = eastWest.apply(s1, 0, { type: 'place', column: 2 });
    expect(JSON.stringify(s1)).toBe(frozen);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.columns[2][0]).toEqual([s1.pending]);
    expect(r.state.pending).toBeNull();
    expect(r.state.current).toBe(1);
    expect(r.state.phase).toBe('draw');
    const v = eastWest.view(r.state, 1);
    expect(v.columns[2].cards[0]).toEqual([cardToString(s1.pending!)]);
    expect(v.columns[2].counts).toEqual([1, 0]);
  });

  it('rejects moves in the automatic phases with wrong-phase', () => {
    // s0 is in the draw phase: nobody may place, not even the current player.
    expect(apply(s0, 0, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'wrong-phase' });
    expect(apply(s0, 1, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'wrong-phase' });
  });

  it('rejects malformed moves with invalid-move or invalid-column', () => {
    const s1 = drawIfDue(s0);
    for (const bad of [
      null,
      42,
      'place',
      [],
      { column: 1 },
      { type: 'draw' },
      { type: 'PLACE', column: 1 },
    ]) {
      expect(apply(s1, 0, bad as never)).toMatchObject({ ok: false, reason: 'invalid-move' });
    }
    // A missing column, null or an integer outside 0-2 reaches the rules: invalid-column (docs/rules/east-west.md §5).
    for (const column of [undefined, null, -1, 3]) {
      expect(apply(s1, 0, { type: 'place', column })).toMatchObject({ ok: false, reason: 'invalid-column' });
    }
    // A column that is not an integer fails the move's shape, as it does over HTTP (400): invalid-move.
    for (const column of [1.5, '1', NaN, Infinity, [1]]) {
      expect(apply(s1, 0, { type: 'place', column })).toMatchObject({ ok: false, reason: 'invalid-move' });
    }
    expect(apply(s1, 7, { type: 'place', column: 1 })).toMatchObject({ ok: false, reason: 'not-your-turn' });
  });

  it('closes a column to a player with 4 cards there, not to the opponent', () => {
    // Seat 0 fills column 0 with its first 4 cards while seat 1 plays column 1.
    const s = placeAll(s0, [0, 1, 0, 1, 0, 1, 0]);
    const t = drawIfDue(s);
    expect(t.current).toBe(1);
    expect(eastWest.legalMoves(t, 1)).toHaveLength(3);
    const u = drawIfDue(placeAll(t, [0]));
    expect(u.current).toBe(0);
    expect(eastWest.legalMoves(u, 0)).toEqual([
      { type: 'place', column: 1 },
      { type: 'place', column: 2 },
    ]);
    expect(apply(u, 0, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'column-full' });
  });

  it('when only one column has room the player must still send the move', () => {
    const s = drawIfDue(placeAll(s0, [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]));
    expect(s.current).toBe(0);
    expect(s.phase).toBe('place');
    expect(eastWest.legalMoves(s, 0)).toEqual([{ type: 'place', column: 2 }]);
    expect(eastWest.advance(s, rngFromSeed(seed, 'x'))).toBeNull();
  });
});

describe('East-West: worked examples (docs/rules/east-west.md §10)', () => {
  it('example 1: sweep under standard options; flushRank moves column 0 to seat 1', () => {
    const { record, state } = scoreRound(example1);
    expect(record.columns.map((c) => c.winner)).toEqual([0, 0, 0]);
    expect(record.columns.map((c) => c.descriptions)).toEqual([
      ['Full house, Aces over Kings', 'Flush, Ace high'],
      ['Three of a kind, Nines', 'Two pair, Tens and Sevens'],
      ['Straight, Jack high', 'Two pair, Kings and Queens'],
    ]);
    expect(record.wins).toEqual([3, 0]);
    expect(record.points).toEqual([2, 0]);
    expect(state.scores).toEqual([2, 0]);
    for (const flushRank of ['above-full-house', 'above-four-of-a-kind'] as const) {
      const alt = scoreRound(example1, withOptions({ flushRank }));
      expect(alt.record.columns.map((c) => c.winner)).toEqual([1, 0, 0]);
      expect(alt.record.points).toEqual([1, 0]);
      expect(alt.state.scores).toEqual([1, 0]);
    }
  });

  it('example 2: low straight and a tied column; aceLowStraight false gives seat 1 the round', () => {
    const { record, state } = scoreRound(example2);
    expect(record.columns.map((c) => c.winner)).toEqual([0, null, 1]);
    expect(record.columns[0].descriptions).toEqual(['Straight, Ten high', 'Pair of Aces']);
    expect(record.columns[1].values[0]).toBe(record.columns[1].values[1]);
    expect(record.columns[2].descriptions).toEqual(['Two pair, Tens and Sevens', 'Three of a kind, Jacks']);
    expect(record.wins).toEqual([1, 1]);
    expect(record.points).toEqual([0, 0]);
    expect(state.scores).toEqual([0, 0]);
    const alt = scoreRound(example2, withOptions({ aceLowStraight: false }));
    expect(alt.record.columns[0].descriptions).toEqual(['High card, Ace', 'Pair of Aces']);
    expect(alt.record.columns.map((c) => c.winner)).toEqual([1, null, 1]);
    expect(alt.record.points).toEqual([0, 1]);
    expect(alt.state.scores).toEqual([0, 1]);
  });

  it('example 3: four of a kind against a flush under each flushRank', () => {
    for (const flushRank of ['standard', 'above-full-house'] as const) {
      const { record } = scoreRound(example3, withOptions({ flushRank }));
      expect(record.columns.map((c) => c.winner)).toEqual([0, 0, 1]);
      expect(record.points).toEqual([1, 0]);
    }
    const { record } = scoreRound(example3, withOptions({ flushRank: 'above-four-of-a-kind' }));
    expect(record.columns.map((c) => c.winner)).toEqual([1, 0, 1]);
    expect(record.columns.map((c) => c.descriptions)).toEqual([
      ['Four of a kind, Nines', 'Flush, Ace high'],
      ['Full house, Eights over Kings', 'Two pair, Aces and Sevens'],
      ['Two pair, Queens and Jacks', 'Four of a kind, Tens'],
    ]);
    expect(record.points).toEqual([0, 1]);
  });

  it('example 4: move validation in round 2 (seat 1 moved first)', () => {
    // Round 1: example 1 (seat 0 +2, below the target of 5).
    let s = playLayout(example1);
    s = advance(s, riggedRng([]))!;
    expect(s.phase).toBe('deal');
    expect(s.round).toBe(1);
    // Round 2: a deck whose 20th drawn card is 7h.
    const rest = deck32().filter((c) => c !== parseCard('7h'));
    const deck = [...rest.slice(0, 22), parseCard('7h'), ...rest.slice(22)];
    s = advance(s, riggedRng(deck))!;
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(1);
    expect(s.current).toBe(1);
    // 19 placements: seat 1 (first) places 10, seat 0 places 9 (4 in column 1, 2 in 0, 3 in 2).
    const seat1 = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2];
    const seat0 = [1, 1, 1, 1, 0, 0, 2, 2, 2];
    const order: number[] = [];
    for (let t = 0; t < 19; t++) order.push(t % 2 === 0 ? seat1[t / 2] : seat0[(t - 1) / 2]);
    s = drawIfDue(placeAll(s, order));
    expect(s.current).toBe(0);
    expect(s.pending).toBe(parseCard('7h'));
    expect(s.columns.map((c) => c[0].length)).toEqual([2, 4, 3]);
    const frozen = JSON.stringify(s);

    expect(apply(s, 1, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'not-your-turn' });
    expect(apply(s, 0, { type: 'place', column: 1 })).toMatchObject({ ok: false, reason: 'column-full' });
    expect(apply(s, 0, { type: 'place', column: 3 })).toMatchObject({ ok: false, reason: 'invalid-column' });
    expect(apply(s, 0, { type: 'place' })).toMatchObject({ ok: false, reason: 'invalid-column' });
    expect(JSON.stringify(s)).toBe(frozen);

    const r = apply(s, 0, { type: 'place', column: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.columns[2][0]).toHaveLength(4);
    expect(r.state.columns[2][0][3]).toBe(parseCard('7h'));
    const after = drawIfDue(r.state);
    expect(after.current).toBe(1);
    expect(eastWest.toAct(after)).toEqual([1]);
    const v1 = eastWest.view(after, 1);
    expect(v1.columns[2].cards[0]).toContain('7h');
    expect(v1.columns[2].counts[0]).toBe(4);
    expect(v1.yourCards).toEqual([cardToString(after.pending!)]);
  });

  it('example 5: the match ends when seat 1 reaches the target', () => {
    const plan = roundPlan(swapSeats(example1), 0);
    let s: EastWestState = { ...setup(2, defaults, riggedRng(plan.deck)), scores: [4, 3] };
    s = placeAll(s, plan.columns);
    s = advance(s, riggedRng([]))!;
    expect(s.history[0].points).toEqual([0, 2]);
    expect(s.phase).toBe('match-over');
    expect(eastWest.result(s)).toEqual({
      winners: [1],
      scores: [4, 5],
      reason: 'target-reached',
      standings: [
        { seat: 0, place: 2 },
        { seat: 1, place: 1 },
      ],
    });
    expect(eastWest.scores(s)).toEqual([4, 5]);
    expect(eastWest.toAct(s)).toEqual([]);
    expect(eastWest.legalMoves(s, 1)).toEqual([]);
    expect(eastWest.advance(s, riggedRng([]))).toBeNull();
    expect(apply(s, 0, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'match-over' });
    expect(apply(s, 1, { type: 'place', column: 0 })).toMatchObject({ ok: false, reason: 'match-over' });
    expect(apply(s, 1, { type: 'fold' })).toMatchObject({ ok: false, reason: 'invalid-move' });
    expect(eastWest.view(s, null).winner).toBe(1);
  });

  it('a match below the target goes on to the next round with the other seat first', () => {
    const { state } = scoreRound(example2);
    expect(state.phase).toBe('deal');
    const next = advance(state, rngFromSeed('11'.repeat(32), 'deal'))!;
    expect(next.round).toBe(2);
    expect(next.firstPlayer).toBe(1);
    expect(next.columns.flat(2)).toEqual([]);
    expect(next.history).toHaveLength(1);
    expect(eastWest.result(next)).toBeNull();
  });
});

describe('East-West: scoring edge cases (docs/rules/east-west.md §9)', () => {
  it('2 wins + 1 tie scores 1, 1 win + 2 ties scores 0, 3 ties score 0', () => {
    // Identical ranks on both sides tie; suits never break ties.
    const centre = cards('7c 8c 9c');
    const tie = (c: number) => [cards('Ah Kh Qd Jd'), cards('As Ks Qc Jc')][c];
    const win = [cards('Ac Ad Ah As'), cards('Kc Kd Kh Ks')];
    const lose = [cards('Qh Jh Tc 7d'), cards('Qs Js Td 7h')];
    const threeTies = scoreLayout(
      centre,
      [
        [cards('Ah Kh Qd Jd'), cards('As Ks Qc Jc')],
        [cards('Ad Kd Qh Jh'), cards('Ac Kc Qs Js')],
        [cards('Th 9d 8d 7d'), cards('Ts 9h 8h 7h')],
      ],
      defaults,
    );
    expect(threeTies.columns.map((c) => c.winner)).toEqual([null, null, null]);
    expect(threeTies.points).toEqual([0, 0]);
    const twoWinsOneTie = scoreLayout(
      centre,
      [
        [tie(0), tie(1)],
        [win[0], lose[1]],
        [win[1], lose[0]],
      ],
      defaults,
    );
    expect(twoWinsOneTie.columns.map((c) => c.winner)).toEqual([null, 0, 0]);
    expect(twoWinsOneTie.points).toEqual([1, 0]);
    const oneWinTwoTies = scoreLayout(
      centre,
      [
        [tie(0), tie(1)],
        [win[0], lose[1]],
        [cards('Th 9d 8d 7d'), cards('Ts 9h 8h 7h')],
      ],
      defaults,
    );
    expect(oneWinTwoTies.wins).toEqual([1, 0]);
    expect(oneWinTwoTies.points).toEqual([0, 0]);
  });

  it('both sides may flush in the centre card suit; only ranks decide', () => {
    const r = scoreLayout(
      cards('Ah 7c 9c'),
      [
        [cards('Kh Qh Jh 9h'), cards('Kd Qd Jd 9d')],
        [cards('8c 8d Ts As'), cards('8h 8s Td Ad')],
        [cards('Tc Jc Qc Kc'), cards('7d 7h 7s Ac')],
      ],
      defaults,
    );
    expect(r.columns[0].winner).toBe(0);
    expect(r.columns[0].descriptions).toEqual(['Flush, Ace high', 'High card, Ace']);
    expect(r.columns[1].winner).toBeNull();
    expect(r.columns[2].descriptions).toEqual(['Straight flush, King high', 'Three of a kind, Sevens']);
    expect(r.columns[2].winner).toBe(0);
  });

  it('K-A-7-8-9 is never a straight; suited A-7-8-9-T is the lowest straight flush', () => {
    const r = scoreLayout(
      cards('Ah Ts 7c'),
      [
        [cards('Kd 7d 8s 9c'), cards('Kc Qc Jd Th')],
        [cards('7s 8s 9s As'), cards('Jh Qh Kh Ac')],
        [cards('8c 9c Tc Jc'), cards('8d 9d Td Jd')],
      ],
      defaults,
    );
    expect(r.columns[0].descriptions).toEqual(['High card, Ace', 'Straight, Ace high']);
    expect(r.columns[1].descriptions[0]).toBe('Straight flush, Ten high');
    expect(r.columns[1].winner).toBe(0);
    expect(r.columns[2].winner).toBe(0);
  });
});

describe('East-West: views', () => {
  it('shows both sides, the centre, descriptions of complete sides, scores and history', () => {
    const plan = roundPlan(example1, 0);
    let s = setup(2, defaults, riggedRng(plan.deck));
    // Seat 0 completes column 0 (its first four cards) after 7 placements.
    s = drawIfDue(placeAll(s, plan.columns.slice(0, 7)));
    let v = eastWest.view(s, 0);
    expect(v.board).toEqual(['Ah', '9c', '7d']);
    expect(v.columns[0].cards[0]).toEqual(['Ad', 'Ac', 'Ks', 'Kd']);
    expect(v.columns[0].descriptions).toEqual(['Full house, Aces over Kings', null]);
    expect(v.columns[0].complete).toBe(false);
    expect(v.columns[0].leader).toBeNull();
    expect(v.stockSize).toBe(29 - 8);
    expect(v.toAct).toEqual([1]);
    expect(v.yourCards).toEqual([]);
    expect(eastWest.view(s, 1).yourCards).toEqual(['8h']);
    s = placeAll(s, plan.columns.slice(7));
    v = eastWest.view(s, null);
    expect(v.columns.map((c) => c.complete)).toEqual([true, true, true]);
    expect(v.columns.map((c) => c.leader)).toEqual([0, 0, 0]);
    expect(v.columns[2].descriptions).toEqual(['Straight, Jack high', 'Two pair, Kings and Queens']);
    s = advance(s, riggedRng([]))!;
    v = eastWest.view(s, 1);
    expect(v.scores).toEqual([2, 0]);
    expect(v.history).toEqual([
      {
        round: 1,
        firstPlayer: 0,
        columns: [
          {
            column: 0,
            centre: 'Ah',
            cards: [
              ['Ad', 'Ac', 'Ks', 'Kd'],
              ['Qh', 'Jh', 'Th', '8h'],
            ],
            descriptions: ['Full house, Aces over Kings', 'Flush, Ace high'],
            winner: 0,
          },
          {
            column: 1,
            centre: '9c',
            cards: [
              ['9h', '9s', 'Qc', '8d'],
              ['Tc', 'Td', '7c', '7s'],
            ],
            descriptions: ['Three of a kind, Nines', 'Two pair, Tens and Sevens'],
            winner: 0,
          },
          {
            column: 2,
            centre: '7d',
            cards: [
              ['8s', '9d', 'Ts', 'Js'],
              ['Kc', 'Kh', 'Qd', 'Qs'],
            ],
            descriptions: ['Straight, Jack high', 'Two pair, Kings and Queens'],
            winner: 0,
          },
        ],
        wins: [3, 0],
        points: [2, 0],
        totals: [2, 0],
      },
    ]);
    // The never-drawn cards are not revealed after the round.
    const text = JSON.stringify(v);
    for (const c of example1.neverDrawn.split(' ')) expect(text).not.toContain(`"${c}"`);
  });

  it('values of the engine agree with the shared evaluator', () => {
    const { record } = scoreRound(example3);
    const centre = cards(example3.centre);
    record.columns.forEach((c, i) => {
      expect(c.values[0]).toBe(
        handValue([centre[i], ...cards(example3.seat0[i])], {
          deck: 32,
          flushRank: 'standard',
          aceLowStraight: true,
        }),
      );
    });
  });
});
