import { type Card, cards, cardToString, deck24, parseCard } from '../cards';
import { optionDefaults } from '../options';
import { playout } from '../playout';
import { rngFromSeed } from '../random';
import { mustApply, rejectionOf } from '../testing';
import type { GameDefinition, Move } from '../types';
import {
  type EuchreOptions,
  type EuchreState,
  type EuchreView,
  dealFromDeck,
  euchre,
  initialState,
  rankInSuit,
  scoreHand,
  startHand,
  teamOf,
} from '.';

const defaults = optionDefaults(euchre.optionsSchema) as EuchreOptions;
const rng = () => rngFromSeed('ab'.repeat(32), 'test');

/** A hand dealt from given cards: hands of seats 0..3, kitty with the up card first. */
function fixed(
  dealer: number,
  hands: string[],
  kitty: string,
  options: Partial<EuchreOptions> = {},
): EuchreState {
  return startHand(
    initialState({ ...defaults, ...options } as EuchreOptions, dealer),
    hands.map(cards),
    cards(kitty),
  );
}

function play(state: EuchreState, seat: number, card: string): EuchreState {
  return mustApply(euchre, state, seat, { type: 'play', card });
}

const hand = (s: EuchreState, seat: number) => s.hands[seat].map(cardToString).sort().join(' ');
const sorted = (text: string) => text.split(' ').sort().join(' ');

/** A play-phase state with trump `trump` (suit letter), makers team 0, and a trick in progress. */
function midTrick(hands: string[], trump: string, leader: number, played: [number, string][]): EuchreState {
  const used = new Set([...hands.flatMap((h) => h.split(' ')), ...played.map((p) => p[1])]);
  const rest = deck24()
    .map(cardToString)
    .filter((c) => !used.has(c));
  const s = fixed(3, hands, rest.join(' '));
  s.phase = 'play';
  s.trump = 'cdhs'.indexOf(trump);
  s.makers = 0;
  s.caller = 0;
  s.trick = { leader, cards: played.map(([seat, card]) => ({ seat, card: parseCard(card) })), winner: null };
  s.turn = (leader + played.length) % 4;
  return s;
}

describe('euchre deal and setup', () => {
  it("deals 3-2-3-2 then 2-3-2-3 from the dealer's left and leaves a 4-card kitty with the up card on top", () => {
    const deck = deck24();
    const { hands, kitty } = dealFromDeck(deck, 1);
    // seat 2 (L) gets cards 0-2 and 10-11, seat 3 (P) 3-4 and 12-14, seat 0 (R) 5-7 and 15-16, seat 1 (D) 8-9 and 17-19
    expect(hands[2]).toEqual([deck[0], deck[1], deck[2], deck[10], deck[11]]);
    expect(hands[3]).toEqual([deck[3], deck[4], deck[12], deck[13], deck[14]]);
    expect(hands[0]).toEqual([deck[5], deck[6], deck[7], deck[15], deck[16]]);
    expect(hands[1]).toEqual([deck[8], deck[9], deck[17], deck[18], deck[19]]);
    expect(kitty).toEqual(deck.slice(20));
  });

  it('setup picks a public dealer, then advance deals 5 cards each and turns up the kitty top', () => {
    const s0 = euchre.setup(4, defaults, rngFromSeed('01'.repeat(32), 'setup'));
    expect(s0.phase).toBe('deal');
    expect(euchre.toAct(s0)).toEqual([]);
    const s = euchre.advance(s0, rngFromSeed('01'.repeat(32), 'advance:0:0')) as EuchreState;
    expect(s.phase).toBe('bid-round-1');
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.kitty).toHaveLength(4);
    expect(s.upCard).toBe(s.kitty[0]);
    expect(euchre.toAct(s)).toEqual([(s.dealer + 1) % 4]);
    expect(euchre.advance(s, rng())).toBeNull();
    expect(new Set([...s.hands.flat(), ...s.kitty]).size).toBe(24);
    const v = euchre.view(s, null);
    expect(v.dealer).toBe(s.dealer);
    expect(v.upCard).toBe(cardToString(s.upCard as Card));
  });

  it('rejects a player count other than 4', () => {
    expect(() => euchre.setup(3, defaults, rng())).toThrow();
  });

  it('ranks the bowers: with spades trump Js > Jc > As > Ks > Qs > Ts > 9s; Jc is a spade', () => {
    const order = 'Js Jc As Ks Qs Ts 9s'.split(' ').map((c) => rankInSuit(parseCard(c), 3));
    expect(order).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect('Ah Kh Qh Jh Th 9h'.split(' ').map((c) => rankInSuit(parseCard(c), 3))).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
  });
});

describe('worked example 1: a complete hand', () => {
  const start = () =>
    fixed(3, ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'], '9h 9s Qc Ad');

  it('plays the hand of docs/rules/euchre.md Example 1 and the makers score 1', () => {
    let s = start();
    expect(euchre.toAct(s)).toEqual([0]);
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'order-up' });
    expect(s.trump).toBe(2);
    expect(s.makers).toBe(1);
    expect(s.phase).toBe('dealer-discard');
    expect(s.hands[3]).toHaveLength(6);
    expect(euchre.view(s, 3).yourCards).toHaveLength(6);
    expect(rejectionOf(euchre, s, 1, { type: 'discard', card: 'Qd' } as Move)).toBe('not-your-turn');
    s = mustApply(euchre, s, 3, { type: 'discard', card: 'Qd' });
    expect(hand(s, 3)).toBe(sorted('Th Kh Js Jc 9h'));
    expect(s.upCardKept).toBe(true);
    expect(euchre.view(s, 0).upCardKept).toBe(true);
    expect(euchre.view(s, 3).discard).toBe('Qd');
    expect(euchre.view(s, 0).discard).toBeNull();
    expect(euchre.view(s, null).discard).toBeNull();
    expect(s.phase).toBe('alone');
    for (const seat of [0, 1, 2, 3]) {
      expect(euchre.toAct(s)).toEqual([seat]);
      s = mustApply(euchre, s, seat, { type: 'pass' });
    }
    expect(s.phase).toBe('play');
    expect(euchre.toAct(s)).toEqual([0]);

    // Trick 1
    s = play(s, 0, 'Ah');
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 'Ts' } as Move)).toBe('must-follow-suit');
    s = play(s, 1, 'Jh');
    s = play(s, 2, 'Tc');
    s = play(s, 3, '9h');
    expect(s.tricks[0].winner).toBe(1);
    // Trick 2
    s = play(s, 1, 'Ac');
    s = play(s, 2, 'Td');
    expect(rejectionOf(euchre, s, 3, { type: 'play', card: 'Th' } as Move)).toBe('must-follow-suit');
    s = play(s, 3, 'Jc');
    s = play(s, 0, '9c');
    expect(s.tricks[1].winner).toBe(1);
    // Trick 3
    s = play(s, 1, 'Ts');
    s = play(s, 2, 'As');
    s = play(s, 3, 'Js');
    s = play(s, 0, 'Qs');
    expect(s.tricks[2].winner).toBe(2);
    // Trick 4
    s = play(s, 2, 'Kd');
    s = play(s, 3, 'Th');
    s = play(s, 0, 'Jd');
    s = play(s, 1, '9d');
    expect(s.tricks[3].winner).toBe(0);
    // Trick 5
    s = play(s, 0, 'Kc');
    s = play(s, 1, 'Qh');
    s = play(s, 2, 'Ks');
    s = play(s, 3, 'Kh');
    expect(s.tricks[4].winner).toBe(3);
    expect(s.tricksWon).toEqual([2, 3]);
    expect(s.phase).toBe('score');
    expect(euchre.toAct(s)).toEqual([]);
    const scored = euchre.advance(s, rng()) as EuchreState;
    expect(scored.score).toEqual([0, 1]);
    expect(euchre.scores(scored)).toEqual([0, 1, 0, 1]);
    expect(scored.lastHand).toMatchObject({ makers: 1, scoringTeam: 1, points: 1, tricksWon: [2, 3] });
    expect(scored.phase).toBe('deal');
    expect(scored.dealer).toBe(0);
    const next = euchre.advance(scored, rng()) as EuchreState;
    expect(next.phase).toBe('bid-round-1');
    expect(euchre.toAct(next)).toEqual([1]);
    expect(euchre.view(next, null).lastHand?.tricks[4].cards.map((c) => c.card)).toEqual([
      'Kc',
      'Qh',
      'Ks',
      'Kh',
    ]);
  });

  it('checks moves in the order of docs/rules/euchre.md §5', () => {
    const s = start();
    expect(rejectionOf(euchre, s, 0, { type: 'shout' } as Move)).toBe('invalid-move');
    expect(rejectionOf(euchre, s, 0, null as unknown as Move)).toBe('invalid-move');
    expect(rejectionOf(euchre, s, 0, { type: 'play', card: 'Jd' } as Move)).toBe('wrong-phase');
    expect(rejectionOf(euchre, s, 0, { type: 'discard', card: 'Jd' } as Move)).toBe('wrong-phase');
    expect(rejectionOf(euchre, s, 0, { type: 'name-trump', suit: 'c' } as Move)).toBe('wrong-phase');
    expect(rejectionOf(euchre, s, 1, { type: 'pass' } as Move)).toBe('not-your-turn');
    expect(rejectionOf(euchre, s, 0, { type: 'order-up', alone: 'yes' } as Move)).toBe('invalid-move');
    const over = { ...s, phase: 'match-over' as const, turn: null, winner: 0 };
    expect(rejectionOf(euchre, over, 0, { type: 'pass' } as Move)).toBe('match-over');
    expect(rejectionOf(euchre, over, 0, { type: 'nope' } as Move)).toBe('invalid-move');
  });

  it('checks the phase before the turn (docs/rules/euchre.md §5 steps 3 and 4): a seat not to act sending a move of another phase', () => {
    const s = start();
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 'Jh' })).toBe('wrong-phase');
    expect(rejectionOf(euchre, s, 2, { type: 'discard', card: 'As' })).toBe('wrong-phase');
    expect(rejectionOf(euchre, s, 1, { type: 'order-up' })).toBe('not-your-turn');
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 42 })).toBe('invalid-move');
  });

  it('rejects bad cards in play and discard', () => {
    let s = start();
    s = mustApply(euchre, s, 0, { type: 'order-up', alone: false });
    // a card field that is not a card string fails the move's shape (the move schema) before any rule
    expect(rejectionOf(euchre, s, 3, { type: 'discard', card: 'Zz' } as Move)).toBe('invalid-move');
    expect(rejectionOf(euchre, s, 3, { type: 'discard', card: 42 } as Move)).toBe('invalid-move');
    expect(rejectionOf(euchre, s, 3, { type: 'discard', card: 'As' } as Move)).toBe('card-not-in-hand');
    s = mustApply(euchre, s, 3, { type: 'discard', card: 'Qd' });
    for (const seat of [0, 1, 2, 3]) s = mustApply(euchre, s, seat, { type: 'pass' });
    expect(rejectionOf(euchre, s, 0, { type: 'play', card: 'Xh' } as Move)).toBe('invalid-move');
    expect(rejectionOf(euchre, s, 0, { type: 'play', card: 'As' } as Move)).toBe('card-not-in-hand');
    expect(rejectionOf(euchre, s, 0, { type: 'play' } as Move)).toBe('invalid-move');
  });
});

describe('worked example 2: the scoring table (team 0 are the makers)', () => {
  const rows: [number[], number, number, number][] = [
    // [lone seats, tricks of team 0, scoring team, points]
    [[], 3, 0, 1],
    [[], 5, 0, 2],
    [[], 2, 1, 2],
    [[], 0, 1, 2],
    [[0], 5, 0, 4],
    [[0], 4, 0, 1],
    [[0], 1, 1, 2],
    [[1], 2, 1, 2],
    [[1], 0, 1, 4],
    [[0, 1], 3, 0, 1],
  ];
  it.each(rows)('lone %j, team 0 takes %i: team %i scores %i', (alone, t0, team, points) => {
    expect(scoreHand(0, t0, alone.includes(0), alone.includes(1))).toMatchObject({ team, points });
    // Through the engine's automatic scoring step.
    const s = fixed(
      3,
      ['9c Tc Jc Qc Kc', '9d Td Jd Qd Kd', '9h Th Jh Qh Kh', '9s Ts Js Qs Ks'],
      'Ac Ad Ah As',
    );
    s.phase = 'score';
    s.trick = null;
    s.turn = null;
    s.trump = 0;
    s.makers = 0;
    s.caller = alone.includes(0) ? 0 : 2;
    s.alone = alone;
    s.tricksWon = [t0, 5 - t0];
    s.score = [3, 4];
    const after = euchre.advance(s, rng()) as EuchreState;
    const expected = [3, 4];
    expected[team] += points;
    expect(after.score).toEqual(expected);
    expect(after.lastHand).toMatchObject({ scoringTeam: team, points });
  });

  it('gives 2 to the defenders when a lone maker is euchred, and a lone march only 4', () => {
    expect(scoreHand(1, 2, true, false)).toMatchObject({ team: 0, points: 2 });
    expect(scoreHand(1, 5, true, true)).toMatchObject({ team: 1, points: 4 });
    expect(scoreHand(1, 4, false, true)).toMatchObject({ team: 1, points: 1 });
  });

  it('scores a real march (+2) and a real euchre (+2) played through the engine', () => {
    // Team 0 holds every high trump: seat 0 orders up spades and team 0 takes all 5 tricks.
    let s = fixed(3, ['Js Jc As Ks Qs', '9d Td Qd Kd Ad', 'Ah Kh Qh Ac Kc', '9h Th Jh Jd 9c'], 'Ts 9s Tc Qc');
    s = mustApply(euchre, s, 0, { type: 'order-up' });
    s = mustApply(euchre, s, 3, { type: 'discard', card: '9c' });
    for (const seat of [0, 1, 2, 3]) s = mustApply(euchre, s, seat, { type: 'pass' });
    // Lead: seat 0.
    const trickOrder = ['Js', 'Jc', 'As', 'Ks', 'Qs'];
    for (const lead of trickOrder) {
      s = play(s, 0, lead);
      for (const seat of [1, 2, 3]) s = play(s, seat, euchre.legalMoves(s, seat)[0].card as string);
    }
    expect(s.tricksWon).toEqual([5, 0]);
    expect((euchre.advance(s, rng()) as EuchreState).score).toEqual([2, 0]);

    // Seat 1 orders up hearts with a weak hand and team 0 takes 3 tricks: euchre, team 0 +2.
    let e = fixed(0, ['Jh Jd Ah Ac Kc', '9h Th 9c Tc Qc', 'As Ks Qs Ad Kd', 'Js Ts 9s Qd Td'], 'Kh 9d Jc Qh');
    e = mustApply(euchre, e, 1, { type: 'order-up' });
    e = mustApply(euchre, e, 0, { type: 'discard', card: 'Kc' });
    for (const seat of [1, 2, 3, 0]) e = mustApply(euchre, e, seat, { type: 'pass' });
    while (e.phase === 'play') {
      const seat = e.turn as number;
      e = mustApply(euchre, e, seat, euchre.legalMoves(e, seat)[0]);
    }
    expect(e.tricksWon[0]).toBeGreaterThanOrEqual(3);
    const scored = euchre.advance(e, rng()) as EuchreState;
    expect(scored.score).toEqual([2, 0]);
    expect(scored.lastHand?.kind).toBe('euchre');
  });
});

describe('worked example 3: round 2, turned-down suit, two loners', () => {
  it('skips the partners of the loners, the lone defender leads, and tricks have 2 cards', () => {
    const rest = deck24()
      .map(cardToString)
      .filter((c) => c !== 'Qs');
    const hands = [0, 1, 2, 3].map((i) => rest.slice(i * 5, i * 5 + 5).join(' '));
    let s = fixed(1, hands, ['Qs', ...rest.slice(20)].join(' '));
    for (const seat of [2, 3, 0, 1]) s = mustApply(euchre, s, seat, { type: 'pass' });
    expect(s.phase).toBe('bid-round-2');
    expect(s.upCardTurnedDown).toBe(true);
    expect(euchre.view(s, 0).upCard).toBe('Qs');
    expect(rejectionOf(euchre, s, 2, { type: 'name-trump', suit: 's' } as Move)).toBe('suit-turned-down');
    expect(rejectionOf(euchre, s, 2, { type: 'name-trump', suit: 'x' } as Move)).toBe('invalid-suit');
    expect(rejectionOf(euchre, s, 2, { type: 'order-up' } as Move)).toBe('wrong-phase');
    expect(euchre.legalMoves(s, 2).some((m) => m.suit === 's')).toBe(false);
    s = mustApply(euchre, s, 2, { type: 'pass' });
    s = mustApply(euchre, s, 3, { type: 'name-trump', suit: 'c', alone: true });
    expect(s.trump).toBe(0);
    expect(s.makers).toBe(1);
    expect(s.alone).toEqual([3]);
    expect(euchre.view(s, null).sittingOut).toEqual([1]);
    expect(s.phase).toBe('alone');
    expect(euchre.toAct(s)).toEqual([2]);
    expect(rejectionOf(euchre, s, 0, { type: 'go-alone' } as Move)).toBe('not-your-turn');
    expect(rejectionOf(euchre, s, 1, { type: 'pass' } as Move)).toBe('not-your-turn');
    s = mustApply(euchre, s, 2, { type: 'go-alone' });
    expect(s.alone).toEqual([3, 2]);
    expect(s.phase).toBe('play');
    expect(euchre.toAct(s)).toEqual([2]);
    const leaders: number[] = [];
    const order: number[] = [];
    while (s.phase === 'play') {
      const seat = s.turn as number;
      order.push(seat);
      if (s.trick?.cards.length === 0) leaders.push(seat);
      expect(
        rejectionOf(euchre, s, (seat + 2) % 4, {
          type: 'play',
          card: cardToString(s.hands[(seat + 2) % 4][0]),
        } as Move),
      ).toBe('not-your-turn');
      s = mustApply(euchre, s, seat, euchre.legalMoves(s, seat)[0]);
    }
    expect(order).toHaveLength(10);
    expect(order.every((seat) => seat === 2 || seat === 3)).toBe(true);
    expect(leaders[0]).toBe(2);
    expect(s.tricks.every((t) => t.cards.length === 2)).toBe(true);
    expect(s.hands[0]).toHaveLength(5);
    expect(s.hands[1]).toHaveLength(5);
    const t3 = s.tricksWon[1];
    const after = euchre.advance(s, rng()) as EuchreState;
    const expected = t3 === 5 ? [0, 4] : t3 >= 3 ? [0, 1] : t3 === 0 ? [4, 0] : [2, 0];
    expect(after.score).toEqual(expected);
    // The hands of the sitting-out players were never shown to anyone else.
    expect(JSON.stringify(euchre.view(s, 2))).not.toContain(`"${cardToString(s.hands[0][0])}"`);
  });
});

describe('worked example 4: stick the dealer', () => {
  const hands = ['9c Tc Jc Qc Kc', '9d Td Jd Qd Kd', '9h Th Jh Qh Kh', '9s Ts Js Qs Ks'];
  const toRound2End = (stick: boolean) => {
    let s = fixed(0, hands, 'Ac Ad Ah As', { stickTheDealer: stick });
    for (const seat of [1, 2, 3, 0]) s = mustApply(euchre, s, seat, { type: 'pass' });
    for (const seat of [1, 2, 3]) s = mustApply(euchre, s, seat, { type: 'pass' });
    return s;
  };
  it('with stickTheDealer the dealer may not pass and must name a suit other than the turned-down one', () => {
    const s = toRound2End(true);
    expect(rejectionOf(euchre, s, 0, { type: 'pass' } as Move)).toBe('dealer-must-name');
    expect(euchre.legalMoves(s, 0).some((m) => m.type === 'pass')).toBe(false);
    expect(rejectionOf(euchre, s, 0, { type: 'name-trump', suit: 'c' } as Move)).toBe('suit-turned-down');
    const named = mustApply(euchre, s, 0, { type: 'name-trump', suit: 'h' });
    expect(named.trump).toBe(2);
    expect(named.makers).toBe(0);
  });
  it('without it the pass is accepted, the hand is thrown in and the next dealer deals, without limit', () => {
    let s = toRound2End(false);
    s = mustApply(euchre, s, 0, { type: 'pass' });
    expect(s.phase).toBe('deal');
    expect(s.dealer).toBe(1);
    expect(s.score).toEqual([0, 0]);
    expect(s.lastHand?.kind).toBe('thrown-in');
    expect(s.hands.flat()).toEqual([]);
    for (let i = 0; i < 6; i++) {
      s = euchre.advance(s, rngFromSeed('cd'.repeat(32), `deal${i}`)) as EuchreState;
      expect(s.phase).toBe('bid-round-1');
      for (let k = 0; k < 8; k++) s = mustApply(euchre, s, s.turn as number, { type: 'pass' });
      expect(s.phase).toBe('deal');
      expect(s.dealer).toBe((2 + i) % 4);
    }
    expect(s.score).toEqual([0, 0]);
  });
});

describe('worked example 5: dealer accepts', () => {
  it('the dealer must keep the up card and discards one of his own', () => {
    let s = fixed(2, ['9s As Kh 9h Th', 'Ks Ac Tc Qc Qd', 'Ad Kd 9c Qh Jc', 'Jh Js Jd Td 9d'], 'Ts Qs Ah Kc');
    for (const seat of [3, 0, 1]) s = mustApply(euchre, s, seat, { type: 'pass' });
    s = mustApply(euchre, s, 2, { type: 'order-up', alone: false });
    expect(hand(s, 2)).toBe(sorted('Ts Ad Kd 9c Qh Jc'));
    expect(rejectionOf(euchre, s, 2, { type: 'discard', card: 'Ts' } as Move)).toBe('must-keep-up-card');
    expect(rejectionOf(euchre, s, 2, { type: 'discard', card: 'Qs' } as Move)).toBe('card-not-in-hand');
    expect(euchre.legalMoves(s, 2).map((m) => m.card)).not.toContain('Ts');
    s = mustApply(euchre, s, 2, { type: 'discard', card: '9c' });
    expect(s.upCardKept).toBe(true);
    expect(s.trump).toBe(3);
    expect(rankInSuit(parseCard('Jc'), 3)).toBe(6);
    expect(rankInSuit(parseCard('Js'), 3)).toBe(7);
  });
});

/** Plays `cards` (seat, card) in order, checking the trick's leader and the seat to act before each card. */
function playTricks(
  s: EuchreState,
  tricks: { leader: number; cards: [number, string][]; winner: number }[],
): EuchreState {
  for (const t of tricks) {
    expect(s.trick).toMatchObject({ leader: t.leader, cards: [] });
    for (const [seat, card] of t.cards) {
      expect(euchre.toAct(s)).toEqual([seat]);
      s = play(s, seat, card);
    }
    expect(s.tricks[s.tricks.length - 1]).toMatchObject({ leader: t.leader, winner: t.winner });
    expect(s.tricks[s.tricks.length - 1].cards).toHaveLength(t.cards.length);
  }
  return s;
}

describe('worked example 6: a lone defender against makers playing as a pair', () => {
  // Seat 3 deals, the up card is Qh; seat 0 orders up, seat 3 goes alone as a defender: seat 1 sits out.
  const hands = ['Th 9h Ac Kc Qc', 'As Ks Qs Js Ts', 'Ad Kd Qd Td 9d', 'Jh Jd Ah Kh 9c'];
  const bidding = () => {
    let s = fixed(3, hands, 'Qh 9s Tc Jc');
    s = mustApply(euchre, s, 0, { type: 'order-up' });
    s = mustApply(euchre, s, 3, { type: 'discard', card: '9c' });
    expect(s.phase).toBe('alone');
    for (const seat of [0, 1, 2]) s = mustApply(euchre, s, seat, { type: 'pass' });
    expect(euchre.legalMoves(s, 3)).toEqual([{ type: 'pass' }, { type: 'go-alone' }]);
    return mustApply(euchre, s, 3, { type: 'go-alone' });
  };

  it("3-card tricks: the player on the lone defender's left leads, play skips the lone defender's partner", () => {
    const s = bidding();
    expect(s).toMatchObject({ phase: 'play', makers: 0, caller: 0, alone: [3], turn: 0 });
    expect(euchre.view(s, null).sittingOut).toEqual([1]);
    const done = playTricks(s, [
      {
        leader: 0,
        cards: [
          [0, 'Ac'],
          [2, '9d'],
          [3, 'Qh'],
        ],
        winner: 3,
      },
      {
        leader: 3,
        cards: [
          [3, 'Jh'],
          [0, '9h'],
          [2, 'Td'],
        ],
        winner: 3,
      },
      {
        leader: 3,
        cards: [
          [3, 'Jd'],
          [0, 'Th'],
          [2, 'Qd'],
        ],
        winner: 3,
      },
      {
        leader: 3,
        cards: [
          [3, 'Ah'],
          [0, 'Kc'],
          [2, 'Kd'],
        ],
        winner: 3,
      },
      {
        leader: 3,
        cards: [
          [3, 'Kh'],
          [0, 'Qc'],
          [2, 'Ad'],
        ],
        winner: 3,
      },
    ]);
    expect(done.tricks.every((t) => t.cards.every((p) => p.seat !== 1))).toBe(true);
    expect(done.hands[1]).toHaveLength(5);
    expect(done.tricksWon).toEqual([0, 5]);
  });

  it("the lone defender's sweep scores 4 for the defenders", () => {
    let s = bidding();
    while (s.phase === 'play')
      s = mustApply(euchre, s, s.turn as number, euchre.legalMoves(s, s.turn as number)[0]);
    expect(s.tricksWon).toEqual([0, 5]);
    const scored = euchre.advance(s, rng()) as EuchreState;
    expect(scored.score).toEqual([0, 4]);
    expect(scored.lastHand).toMatchObject({
      makers: 0,
      alone: [3],
      scoringTeam: 1,
      points: 4,
      kind: 'lone-defender-march',
    });
  });
});

describe("worked example 7: the caller's partner goes alone", () => {
  // Seat 3 deals, the up card is 9h; seat 0 orders up, then seat 2 (the caller's partner) goes alone: seat 0 sits out.
  it("the caller sits out, the lone maker's left leads, and the lone maker's sweep scores 4", () => {
    let s = fixed(3, ['Th As Ks Qs Js', 'Ac Kc Qc Jc Tc', 'Jh Jd Ah Kh Qh', 'Ad Kd Qd Td 9d'], '9h 9s Ts 9c');
    s = mustApply(euchre, s, 0, { type: 'order-up' });
    s = mustApply(euchre, s, 3, { type: 'discard', card: '9d' });
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'pass' });
    s = mustApply(euchre, s, 2, { type: 'go-alone' });
    expect(euchre.toAct(s)).toEqual([3]);
    s = mustApply(euchre, s, 3, { type: 'pass' });
    expect(s).toMatchObject({ phase: 'play', makers: 0, caller: 0, alone: [2], turn: 3 });
    expect(euchre.view(s, null).sittingOut).toEqual([0]);
    s = playTricks(s, [
      {
        leader: 3,
        cards: [
          [3, 'Ad'],
          [1, 'Tc'],
          [2, 'Qh'],
        ],
        winner: 2,
      },
      {
        leader: 2,
        cards: [
          [2, 'Jh'],
          [3, '9h'],
          [1, 'Jc'],
        ],
        winner: 2,
      },
      {
        leader: 2,
        cards: [
          [2, 'Jd'],
          [3, 'Kd'],
          [1, 'Qc'],
        ],
        winner: 2,
      },
      {
        leader: 2,
        cards: [
          [2, 'Ah'],
          [3, 'Qd'],
          [1, 'Kc'],
        ],
        winner: 2,
      },
      {
        leader: 2,
        cards: [
          [2, 'Kh'],
          [3, 'Td'],
          [1, 'Ac'],
        ],
        winner: 2,
      },
    ]);
    const scored = euchre.advance(s, rng()) as EuchreState;
    expect(scored.score).toEqual([4, 0]);
    expect(scored.lastHand).toMatchObject({
      makers: 0,
      alone: [2],
      tricksWon: [5, 0],
      scoringTeam: 0,
      points: 4,
      kind: 'lone-march',
    });
  });
});

describe('edge cases (docs/rules/euchre.md §9)', () => {
  it('a led left bower is a trump lead: players must follow with trump, the right bower included', () => {
    // Hearts trump; seat 0 leads Jd (left bower). Seat 1 holds Jh and diamonds: must play Jh.
    const s = midTrick(['Ac Kc Qc Tc', 'Jh Ad Kd Qd Td', 'As Ks Qs Ts 9s', 'Js 9c Kh Qh Ah'], 'h', 0, [
      [0, 'Jd'],
    ]);
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 'Ad' } as Move)).toBe('must-follow-suit');
    expect(euchre.legalMoves(s, 1)).toEqual([{ type: 'play', card: 'Jh' }]);
    const after = mustApply(euchre, s, 1, { type: 'play', card: 'Jh' });
    expect(after.turn).toBe(2);
  });

  it('same-colour suit led and the only "diamond" held is the left bower: anything may be played', () => {
    // Hearts trump; seat 0 leads Ad; seat 1 holds Jd (a trump) and no real diamond.
    const s = midTrick(['Ac Kc Qc Tc', 'Jd As Ks Qs Ts', 'Ah Kh Qh Th 9h', 'Js Jc 9s 9c Jh'], 'h', 0, [
      [0, 'Ad'],
    ]);
    expect(euchre.legalMoves(s, 1)).toHaveLength(5);
    mustApply(euchre, s, 1, { type: 'play', card: 'As' });
    const trumped = mustApply(euchre, s, 1, { type: 'play', card: 'Jd' });
    expect(trumped.turn).toBe(2);
  });

  it('holding the left bower and a real card of its printed suit: must follow with the real card', () => {
    const s = midTrick(['Ac Kc Qc Tc', 'Jd 9d Ks Qs Ts', 'Ah Kh Qh Th 9h', 'Js Jc 9s 9c Jh'], 'h', 0, [
      [0, 'Ad'],
    ]);
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 'Jd' } as Move)).toBe('must-follow-suit');
    expect(euchre.legalMoves(s, 1)).toEqual([{ type: 'play', card: '9d' }]);
  });

  it("the dealer may discard the up card after an order-up; trump stays the up card's suit", () => {
    let s = fixed(3, ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'], '9h 9s Qc Ad');
    s = mustApply(euchre, s, 0, { type: 'order-up' });
    expect(euchre.legalMoves(s, 3).map((m) => m.card)).toContain('9h');
    s = mustApply(euchre, s, 3, { type: 'discard', card: '9h' });
    expect(s.upCardKept).toBe(false);
    expect(s.trump).toBe(2);
    expect(euchre.view(s, 1).upCardKept).toBe(false);
  });

  it('a defender is never offered to go alone when allowDefenderAlone is false', () => {
    let s = fixed(
      3,
      ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'],
      '9h 9s Qc Ad',
      { allowDefenderAlone: false },
    );
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'order-up' });
    s = mustApply(euchre, s, 3, { type: 'discard', card: 'Qd' });
    // Makers are team 1: seat 0 and seat 2 are skipped.
    expect(euchre.toAct(s)).toEqual([1]);
    expect(rejectionOf(euchre, s, 0, { type: 'go-alone' } as Move)).toBe('not-your-turn');
    s = mustApply(euchre, s, 1, { type: 'pass' });
    expect(rejectionOf(euchre, s, 2, { type: 'go-alone' } as Move)).toBe('not-your-turn');
    expect(euchre.toAct(s)).toEqual([3]);
    s = mustApply(euchre, s, 3, { type: 'pass' });
    expect(s.phase).toBe('play');
  });

  it("the caller's partner may go alone in the alone phase; the caller then sits out", () => {
    let s = fixed(3, ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'], '9h 9s Qc Ad');
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'order-up' });
    s = mustApply(euchre, s, 3, { type: 'discard', card: 'Qd' });
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'pass' });
    s = mustApply(euchre, s, 2, { type: 'pass' });
    s = mustApply(euchre, s, 3, { type: 'go-alone' });
    expect(s.alone).toEqual([3]);
    expect(euchre.view(s, null).sittingOut).toEqual([1]);
    expect(s.phase).toBe('play');
    // One lone player: the player on his left (seat 0) leads; tricks have 3 cards.
    expect(euchre.toAct(s)).toEqual([0]);
    s = play(s, 0, 'Ah');
    expect(euchre.toAct(s)).toEqual([2]);
    expect(rejectionOf(euchre, s, 1, { type: 'play', card: 'Jh' } as Move)).toBe('not-your-turn');
    s = play(s, 2, 'Tc');
    s = play(s, 3, '9h');
    expect(s.tricks[0].cards).toHaveLength(3);
    expect(s.tricks[0].winner).toBe(0);
    // The dealer's discard stays hidden while the dealer plays alone.
    expect(euchre.view(s, 0).discard).toBeNull();
  });

  it("the dealer's partner ordering up alone makes the dealer sit out and skips the discard", () => {
    let s = fixed(3, ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'], '9h 9s Qc Ad');
    s = mustApply(euchre, s, 0, { type: 'pass' });
    s = mustApply(euchre, s, 1, { type: 'order-up', alone: true });
    expect(s.phase).toBe('alone');
    expect(s.hands[3]).toHaveLength(5);
    expect(s.kitty).toHaveLength(4);
    expect(s.upCardKept).toBe(false);
    expect(euchre.view(s, null).sittingOut).toEqual([3]);
    // Only the defenders may still go alone: seat 0 then seat 2.
    expect(euchre.toAct(s)).toEqual([0]);
    s = mustApply(euchre, s, 0, { type: 'pass' });
    expect(euchre.toAct(s)).toEqual([2]);
    s = mustApply(euchre, s, 2, { type: 'pass' });
    expect(s.phase).toBe('play');
    expect(euchre.toAct(s)).toEqual([2]); // left of the lone player (seat 1)
  });

  it("the move log hides the dealer's discard from everyone but the dealer", () => {
    const s = fixed(
      3,
      ['Jd Ah Kc Qs 9c', 'Jh Qh Ts Ac 9d', 'As Ks Kd Td Tc', 'Th Kh Js Qd Jc'],
      '9h 9s Qc Ad',
    );
    const entry = { seq: 3, seat: 3, move: { type: 'discard', card: 'Qd' } };
    expect(euchre.redactMove?.(s, entry, 3)).toEqual({ type: 'discard', card: 'Qd' });
    for (const viewer of [0, 1, 2, null]) {
      expect(JSON.stringify(euchre.redactMove?.(s, entry, viewer))).not.toContain('Qd');
    }
    const playEntry = { seq: 9, seat: 0, move: { type: 'play', card: 'Ah' } };
    expect(euchre.redactMove?.(s, playEntry, 1)).toEqual(playEntry.move);
  });
});

// ---------------------------------------------------------------------------------------------------
// Property tests over random playouts.

const ALL_CARDS = deck24();
const game = euchre as unknown as GameDefinition<EuchreState, unknown, EuchreOptions>;

function assert(cond: unknown, message: string): void {
  if (!cond) throw new Error(message);
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkHandInvariants(s: EuchreState): void {
  if (s.phase === 'deal' || s.phase === 'match-over') {
    assert(
      s.hands.every((h) => h.length === 0),
      'hands are empty between hands',
    );
    return;
  }
  const all = [
    ...s.hands.flat(),
    ...s.kitty,
    ...(s.discard === null ? [] : [s.discard]),
    ...(s.trick?.cards ?? []).map((p) => p.card),
    ...s.tricks.flatMap((t) => t.cards.map((p) => p.card)),
  ];
  assert(all.length === 24, `24 cards in play, found ${all.length}`);
  assert(
    same(
      [...all].sort((a, b) => a - b),
      ALL_CARDS,
    ),
    'the 24 cards, each once',
  );
  const out = s.alone.map((a) => (a + 2) % 4);
  const active = [0, 1, 2, 3].filter((x) => !out.includes(x));
  for (const t of s.tricks) {
    assert(
      same(t.cards.map((p) => p.seat).sort(), active),
      `one card per active player in every trick: ${JSON.stringify(t)}`,
    );
  }
  assert(s.tricksWon[0] + s.tricksWon[1] === s.tricks.length, 'tricks won add up');
  assert(new Set(s.alone.map(teamOf)).size === s.alone.length, 'at most one lone player per team');
}

function checkViews(s: EuchreState): void {
  const up = s.upCard;
  for (const viewer of [0, 1, 2, 3, null]) {
    const v: EuchreView = euchre.view(s, viewer);
    if (viewer !== null)
      assert(same(v.yourCards, s.hands[viewer].map(cardToString)), 'own cards in the view');
    else assert(v.yourCards === null, 'a spectator has no cards');
    const text = JSON.stringify({ ...v, cards: null, lastHand: null });
    const hidden: Card[] = [...s.kitty.slice(s.kitty[0] === up ? 1 : 0)];
    for (let o = 0; o < 4; o++) if (o !== viewer) hidden.push(...s.hands[o]);
    if (s.discard !== null && viewer !== s.dealer) hidden.push(s.discard);
    for (const c of hidden) {
      if (c === up) continue;
      assert(!text.includes(`"${cardToString(c)}"`), `view of ${viewer} shows hidden ${cardToString(c)}`);
    }
    if (viewer !== s.dealer) assert(v.discard === null, 'discard only to the dealer');
  }
}

function checkRejections(s: EuchreState): void {
  const seat = s.turn;
  if (seat === null) return;
  const legal = euchre.legalMoves(s, seat);
  assert(legal.length > 0, 'the seat to act has legal moves');
  for (const m of legal) assert(euchre.apply(s, seat, m).ok, `listed move ${JSON.stringify(m)} applies`);
  for (let o = 0; o < 4; o++) {
    if (o === seat) continue;
    assert(euchre.legalMoves(s, o).length === 0, 'no moves out of turn');
    const r = euchre.apply(s, o, legal[0]);
    assert(!r.ok && r.reason === 'not-your-turn', 'out of turn is not-your-turn');
  }
  if (s.phase === 'play') {
    const legalCards = legal.map((m) => m.card);
    const lead = s.trick && s.trick.cards.length > 0 ? s.trick.cards[0].card : null;
    for (const c of s.hands[seat]) {
      const name = cardToString(c);
      if (legalCards.includes(name)) continue;
      const r = euchre.apply(s, seat, { type: 'play', card: name });
      assert(
        !r.ok && r.reason === 'must-follow-suit' && lead !== null,
        `unlisted ${name} is must-follow-suit`,
      );
    }
    const notHeld = ALL_CARDS.find((c) => !s.hands[seat].includes(c)) as Card;
    const r = euchre.apply(s, seat, { type: 'play', card: cardToString(notHeld) });
    assert(!r.ok && r.reason === 'card-not-in-hand', 'card-not-in-hand');
  }
}

function runPlayouts(
  count: number,
  seedBase: string,
  chooser: 'random' | 'basic' | 'mixed',
): { hands: number; lone: number; thrown: number } {
  let handsPlayed = 0;
  let lone = 0;
  let thrown = 0;
  for (let i = 0; i < count; i++) {
    const seed = (seedBase + i.toString(16).padStart(4, '0')).padEnd(64, '0');
    const options: EuchreOptions = {
      targetPoints: [10, 5, 1, 3][i % 4],
      stickTheDealer: i % 3 === 0,
      allowDefenderAlone: i % 5 !== 0,
    };
    let prev: EuchreState | null = null;
    playout<EuchreState, EuchreOptions>({
      game,
      players: 4,
      options,
      seed,
      chooseMove:
        chooser === 'random'
          ? undefined
          : (state, seat, legal, r) => {
              const bot = chooser === 'basic' || seat % 2 === 0 ? euchre.bots.basic : euchre.bots.random;
              const move = bot({ seat, view: euchre.view(state, seat), legalMoves: legal, options, rng: r });
              assert(
                legal.some((m) => same(m, move)),
                `bot move ${JSON.stringify(move)} is one of the listed legal moves ${JSON.stringify(legal)}`,
              );
              return move;
            },
      check: (step) => {
        const s = step.state;
        checkHandInvariants(s);
        checkViews(s);
        checkRejections(s);
        if (prev) {
          assert(s.score[0] >= prev.score[0] && s.score[1] >= prev.score[1], 'points only go up');
          const gained = s.score[0] - prev.score[0] + s.score[1] - prev.score[1];
          if (gained > 0) {
            handsPlayed++;
            expect([1, 2, 4]).toContain(gained);
            expect(s.score[0] === prev.score[0] || s.score[1] === prev.score[1]).toBe(true);
            expect(Math.max(...prev.score)).toBeLessThan(options.targetPoints);
            if ((s.lastHand?.alone.length ?? 0) > 0) lone++;
          }
          if (step.kind === 'move' && prev.phase === 'bid-round-2' && s.phase === 'deal') thrown++;
          if (step.kind === 'move' && step.move?.type === 'play') {
            // Follow suit with the bowers counted right.
            const p = prev;
            const trump = p.trump as number;
            const card = parseCard(step.move.card);
            const t = p.trick;
            if (t && t.cards.length > 0) {
              const effective = (c: Card) => (c >> 2 === 9 && (c & 3) === 3 - trump ? trump : c & 3);
              const led = effective(t.cards[0].card);
              if (p.hands[step.seat as number].some((c) => effective(c) === led))
                assert(effective(card) === led, 'followed suit');
            }
          }
        }
        if (euchre.result(s)) {
          const res = euchre.result(s)!;
          expect(Math.max(...s.score)).toBeGreaterThanOrEqual(options.targetPoints);
          expect(Math.min(...s.score)).toBeLessThan(options.targetPoints);
          expect(res.winners).toEqual(s.winner === 0 ? [0, 2] : [1, 3]);
          expect(res.scores).toEqual(euchre.scores(s));
          expect(euchre.toAct(s)).toEqual([]);
        }
        prev = s;
      },
    });
  }
  return { hands: handsPlayed, lone, thrown };
}

describe('random playouts', () => {
  it('random players: cards conserved, tricks complete, follow-suit, views, scores, match end', () => {
    const stats = runPlayouts(100, 'a1', 'random');
    expect(stats.hands).toBeGreaterThan(100);
    expect(stats.lone).toBeGreaterThan(0);
  });
  it('basic bots against random bots keep the same invariants', () => {
    const stats = runPlayouts(40, 'b2', 'mixed');
    expect(stats.hands).toBeGreaterThan(40);
  });
  it('basic bots throw in hands when nobody is strong enough and still finish', () => {
    const stats = runPlayouts(25, 'c3', 'basic');
    expect(stats.hands).toBeGreaterThan(20);
    expect(stats.thrown).toBeGreaterThan(0);
  });
});

describe('bots', () => {
  it('basic beats random clearly over a few matches', () => {
    let wins = 0;
    const n = 40;
    for (let i = 0; i < n; i++) {
      const seed = ('d4' + i.toString(16).padStart(4, '0')).padEnd(64, '0');
      const r = playout<EuchreState, EuchreOptions>({
        game,
        players: 4,
        options: defaults,
        seed,
        chooseMove: (state, seat, legal, g) =>
          (seat % 2 === i % 2 ? euchre.bots.basic : euchre.bots.random)({
            seat,
            view: euchre.view(state, seat),
            legalMoves: legal,
            options: defaults,
            rng: g,
          }),
      });
      if (r.result && r.result.winners[0] % 2 === i % 2) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(30);
  });

  it("basic follows a partner's winning ace low and trumps in when it can win", () => {
    // Hearts trump. Seat 0 led As (winning); seat 1 played 9s; seat 2 (partner) holds Ks and 9s... plays low.
    const s = midTrick(['Ac Kc Qc Tc', 'Ts Ad Kd Qd', 'Ks Qs Jh 9c', 'Th Kh 9d Td'], 'h', 0, [
      [0, 'As'],
      [1, 'Ts'],
    ]);
    const mv = (seat: number, st: EuchreState) =>
      euchre.bots.basic({
        seat,
        view: euchre.view(st, seat),
        legalMoves: euchre.legalMoves(st, seat),
        options: defaults,
        rng: rng(),
      });
    expect(mv(2, s)).toEqual({ type: 'play', card: 'Qs' });
    // Seat 3 has no spade: trumps in cheaply with Th.
    const s3 = mustApply(euchre, s, 2, { type: 'play', card: 'Qs' });
    expect(mv(3, s3)).toEqual({ type: 'play', card: 'Th' });
  });

  it('basic orders up with both bowers and leads trump as maker', () => {
    let s = fixed(3, ['Jh Jd Ah Ac Kc', '9s Ts 9c Tc Qc', 'As Ks Qs Ad Kd', 'Js 9d Qd Td Jc'], 'Kh 9h Th Qh');
    const ctx = (seat: number) => ({
      seat,
      view: euchre.view(s, seat),
      legalMoves: euchre.legalMoves(s, seat),
      options: defaults,
      rng: rng(),
    });
    expect(euchre.bots.basic(ctx(0)).type).toBe('order-up');
    s = mustApply(euchre, s, 0, { type: 'order-up' });
    s = mustApply(euchre, s, 3, euchre.bots.basic(ctx(3)));
    while (s.phase === 'alone')
      s = mustApply(euchre, s, s.turn as number, euchre.bots.basic(ctx(s.turn as number)));
    if (s.turn === 0) expect(euchre.bots.basic(ctx(0))).toEqual({ type: 'play', card: 'Jh' });
  });
});
