import fc from 'fast-check';
import { cards, cardToString, deck52, parseCard, rankValue } from '../cards';
import { optionDefaults, resolveOptions } from '../options';
import { materialize, playout, type PlayoutStep } from '../playout';
import { rngFromSeed, type Rng } from '../random';
import type { GameDefinition, Move } from '../types';
import { mustApply as mustApplyTo } from '../testing';
import {
  advancedAmount,
  advancedBot,
  basicAmount,
  basicBot,
  expertAmount,
  expertBot,
  remainingTurns,
  drawForDeal,
  inBetween,
  isBetween,
  maxBet,
  randomBot,
  setupFromDecks,
  winProbability,
  type InBetweenOptions,
  type InBetweenState,
} from './index';

/** The definition's functions: moves go through the shared checks (shape, match over, turn, phase), then the rules. */
const { advance, apply, legalMoves, result, view } = inBetween;

const DEFAULTS = optionDefaults(inBetween.optionsSchema) as InBetweenOptions;
const opts = (o: Partial<InBetweenOptions> = {}): InBetweenOptions =>
  ({ ...DEFAULTS, ...o }) as InBetweenOptions;
/** The definition as the generic playout helper takes it. */
const game = inBetween as GameDefinition<InBetweenState>;
const seedOf = (i: number) => (i + 1).toString(16).padStart(64, '0');
const RNG = rngFromSeed('00'.repeat(32), 'spec');

/** A stock that starts with `top` and continues with the rest of the deck. */
function stockOf(top: string): number[] {
  const first = cards(top);
  return [...first, ...deck52().filter((c) => !first.includes(c))];
}

/** Advances until a bet is needed, the match is over, or one turn-end has been processed. */
function toNextStop(s: InBetweenState, rng: Rng = RNG): InBetweenState {
  for (;;) {
    const before = s.phase;
    const next = advance(s, rng);
    if (next === null) return s;
    s = next;
    if (s.phase === 'bet' || s.phase === 'match-over' || before === 'turn-end') return s;
  }
}

const mustApply = (s: InBetweenState, seat: number, move: Move): InBetweenState =>
  mustApplyTo(inBetween, s, seat, move);

function reason(s: InBetweenState, seat: number, move: unknown): string | null {
  const before = JSON.stringify(s);
  const r = apply(s, seat, move as Move);
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? null : r.reason;
}

const total = (s: InBetweenState) => s.chips.reduce((a, b) => a + b, 0) + s.pot;

describe('in-between: options and definition', () => {
  it('declares 2-8 players and the options of docs/rules/in-between.md §2 with their defaults', () => {
    expect(inBetween.id).toBe('in-between');
    expect([inBetween.minPlayers, inBetween.maxPlayers]).toEqual([2, 8]);
    expect(DEFAULTS).toEqual({ startingChips: 20, ante: 1, pairPayout: 2, rounds: 3, maxBetRule: 'pot' });
    expect(resolveOptions(inBetween.optionsSchema, { pairPayout: 3, maxBetRule: 'half-pot' }).ok).toBe(true);
    expect(resolveOptions(inBetween.optionsSchema, { ante: 0 }).ok).toBe(false);
    expect(resolveOptions(inBetween.optionsSchema, { maxBetRule: 'all-in' }).ok).toBe(false);
    expect(Object.keys(inBetween.bots)).toEqual(['random', 'basic', 'advanced', 'expert']);
  });
});

describe('in-between: worked examples (docs/rules/in-between.md §10)', () => {
  // Example 1 and 2 run on one stock: the posts and third cards of both examples in order.
  const drawDeck = cards('Kd Kh 4c 3s 9h');
  const stock = stockOf('4h Jc 9d Qs Kc 8c 8d As 2d 2h 5s Kd Kh 3c 7h 5d');

  function example1(): InBetweenState {
    // 1. Draw: seats 0 and 1 tie on kings, redraw 3s / 9h: seat 1 deals first.
    let s = setupFromDecks(3, opts(), drawDeck, stock);
    expect(s.draw.map((r) => r.map((d) => `${d.seat}:${cardToString(d.card)}`))).toEqual([
      ['0:Kd', '1:Kh', '2:4c'],
      ['0:3s', '1:9h'],
    ]);
    expect(s.dealer).toBe(1);
    // 2. Ante: 19 / 19 / 19, pot 3; deal 1 order 2, 0, 1.
    expect(s.chips).toEqual([19, 19, 19]);
    expect(s.pot).toBe(3);
    expect([s.current, ...s.queue]).toEqual([2, 0, 1]);
    // 3. Seat 2: 4h Jc, M = 3; 4 is bet-exceeds-pot; 2 wins on 9d.
    s = toNextStop(s);
    expect(s.phase).toBe('bet');
    expect(s.posts.map(cardToString)).toEqual(['4h', 'Jc']);
    expect(legalMoves(s, 2)).toEqual([{ type: 'bet', amount: { min: 1, max: 3 } }]);
    expect(reason(s, 2, { type: 'bet', amount: 4 })).toBe('bet-exceeds-pot');
    s = mustApply(s, 2, { type: 'bet', amount: 2 });
    s = toNextStop(s);
    expect(s.outcomes.at(-1)).toMatchObject({
      seat: 2,
      kind: 'win',
      bet: 2,
      third: parseCard('9d'),
      change: 2,
    });
    expect(s.chips).toEqual([19, 19, 21]);
    expect(s.pot).toBe(1);
    // 4. Seat 0: Qs Kc consecutive: pays 1 without a move.
    expect(s.current).toBe(0);
    s = toNextStop(s);
    expect(s.outcomes.at(-1)).toMatchObject({
      seat: 0,
      kind: 'consecutive',
      bet: null,
      third: null,
      change: -1,
    });
    expect(s.chips).toEqual([18, 19, 21]);
    expect(s.pot).toBe(2);
    // 5. Seat 1: 8c 8d pair: +2, pot 0, re-ante.
    expect(s.current).toBe(1);
    s = toNextStop(s);
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 1, kind: 'pair', change: 2, reante: true, potAfter: 3 });
    expect(s.chips).toEqual([17, 20, 20]);
    expect(s.pot).toBe(3);
    expect(total(s)).toBe(60);
    // 6. Deal 1 over; the deal passes to seat 2; order 0, 1, 2.
    expect(s.dealsDone).toBe(1);
    expect(s.dealer).toBe(2);
    expect([s.current, ...s.queue]).toEqual([0, 1, 2]);
    return s;
  }

  it('Example 1: draw for deal, a win, a consecutive loss, a pair and a re-ante', () => {
    example1();
  });

  it('Example 2: hitting a post, then betting the pot', () => {
    let s = toNextStop(example1());
    expect(s.posts.map(cardToString)).toEqual(['As', '2d']);
    expect(legalMoves(s, 0)).toEqual([{ type: 'bet', amount: { min: 1, max: 3 } }]);
    s = toNextStop(mustApply(s, 0, { type: 'bet', amount: 3 }));
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 0, kind: 'lose', third: parseCard('2h'), change: -3 });
    expect([s.chips[0], s.pot]).toEqual([14, 6]);
    s = toNextStop(s);
    expect(s.posts.map(cardToString)).toEqual(['5s', 'Kd']);
    s = toNextStop(mustApply(s, 1, { type: 'bet', amount: 6 }));
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 1, kind: 'lose', third: parseCard('Kh') });
    expect([s.chips[1], s.pot]).toEqual([14, 12]);
    s = toNextStop(s);
    expect(s.posts.map(cardToString)).toEqual(['3c', '7h']);
    expect(legalMoves(s, 2)).toEqual([{ type: 'bet', amount: { min: 1, max: 12 } }]);
    s = toNextStop(mustApply(s, 2, { type: 'bet', amount: 12 }));
    expect(s.outcomes.at(-1)).toMatchObject({
      seat: 2,
      kind: 'win',
      third: parseCard('5d'),
      change: 12,
      reante: true,
    });
    expect(s.chips).toEqual([13, 13, 31]);
    expect(s.pot).toBe(3);
    expect(total(s)).toBe(60);
    expect(s.dealsDone).toBe(2);
    expect(s.dealer).toBe(0);
  });

  it('Example 3: the "half-pot" limit', () => {
    const base = setupFromDecks(3, opts({ maxBetRule: 'half-pot' }), drawDeck, stockOf('3s Qd Qh'));
    let s: InBetweenState = { ...base, chips: [20, 10, 23], pot: 7, current: 1, queue: [2], dealer: 2 };
    s = toNextStop(s);
    expect(s.phase).toBe('bet');
    expect(legalMoves(s, 1)).toEqual([{ type: 'bet', amount: { min: 1, max: 3 } }]);
    expect(reason(s, 1, { type: 'bet', amount: 5 })).toBe('bet-exceeds-limit');
    expect(reason(s, 1, { type: 'bet', amount: 0 })).toBe('bet-too-small');
    s = toNextStop(mustApply(s, 1, { type: 'bet', amount: 3 }));
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 1, kind: 'lose', third: parseCard('Qh'), change: -3 });
    expect([s.chips[1], s.pot]).toEqual([7, 10]);
  });

  it('Example 4: elimination ends the match', () => {
    const base = setupFromDecks(2, opts(), drawDeck, stockOf('6c 7d'));
    let s: InBetweenState = { ...base, chips: [38, 1], pot: 1, current: 1, queue: [], dealer: 1 };
    s = toNextStop(s);
    expect(s.phase).toBe('match-over');
    expect(s.chips).toEqual([38, 0]);
    expect(s.pot).toBe(2);
    expect(s.active).toEqual([true, false]);
    expect(result(s)).toEqual({
      winners: [0],
      scores: [38, 0],
      reason: 'last-player-standing',
      standings: [
        { seat: 0, place: 1 },
        { seat: 1, place: 2 },
      ],
    });
    expect(inBetween.toAct(s)).toEqual([]);
    expect(reason(s, 0, { type: 'bet', amount: 1 })).toBe('match-over');
  });

  it('Example 5: the pot is smaller than the pair payout', () => {
    const base = setupFromDecks(3, opts({ pairPayout: 3 }), drawDeck, stockOf('Jc Js'));
    let s: InBetweenState = { ...base, chips: [25, 25, 9], pot: 1, current: 2, queue: [], dealer: 2 };
    s = toNextStop(s);
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 2, kind: 'pair', change: 1, reante: true });
    expect(s.chips).toEqual([24, 24, 9]);
    expect(s.pot).toBe(3);
    expect(total(s)).toBe(60);
  });
  it('Example 6: `pairPayout: 0`', () => {
    expect(resolveOptions(inBetween.optionsSchema, { pairPayout: 0 })).toEqual({
      ok: true,
      options: opts({ pairPayout: 0 }),
    });
    expect(resolveOptions(inBetween.optionsSchema, { pairPayout: -1 }).ok).toBe(false);
    // The draw and the ante of Example 1: seat 1 deals, 19 / 19 / 19, pot 3, order 2, 0, 1.
    let s = setupFromDecks(3, opts({ pairPayout: 0 }), drawDeck, stockOf('8c 8d 4h Jc 9d'));
    expect(s.dealer).toBe(1);
    expect([s.chips, s.pot]).toEqual([[19, 19, 19], 3]);
    expect([s.current, ...s.queue]).toEqual([2, 0, 1]);
    // 1. Seat 2: 8c 8d, a pair: gains min(0, 3) = 0; no third card, no bet asked, no re-ante.
    s = advance(s, RNG)!;
    expect(s.posts.map(cardToString)).toEqual(['8c', '8d']);
    expect(s.phase).toBe('turn-end');
    expect(inBetween.toAct(s)).toEqual([]);
    expect(legalMoves(s, 2)).toEqual([]);
    expect(reason(s, 2, { type: 'bet', amount: 1 })).toBe('wrong-phase');
    s = advance(s, RNG)!;
    expect(s.outcomes.at(-1)).toEqual({
      turn: 1,
      seat: 2,
      posts: cards('8c 8d'),
      kind: 'pair',
      bet: null,
      third: null,
      change: 0,
      reante: false,
      eliminated: [],
      potAfter: 3,
    });
    expect([s.chips, s.pot]).toEqual([[19, 19, 19], 3]);
    expect(total(s)).toBe(60);
    // 2. Seat 0: 4h Jc: a bet is needed, M = min(3, 19) = 3.
    expect(s.current).toBe(0);
    s = toNextStop(s);
    expect(s.posts.map(cardToString)).toEqual(['4h', 'Jc']);
    expect(inBetween.toAct(s)).toEqual([0]);
    expect(legalMoves(s, 0)).toEqual([{ type: 'bet', amount: { min: 1, max: 3 } }]);
  });
});

describe('in-between: rules details', () => {
  const drawDeck = cards('Ah 2c 3c');

  it('checks a move in the order of docs/rules/in-between.md §5', () => {
    let s = setupFromDecks(3, opts(), drawDeck, stockOf('4h Jc 9d'));
    // seat 0 drew the ace: seat 1 plays first
    expect(s.current).toBe(1);
    expect(reason(s, 1, { type: 'bet', amount: 1 })).toBe('wrong-phase'); // posts not turned yet
    s = toNextStop(s);
    expect(reason(s, 1, null)).toBe('invalid-move');
    expect(reason(s, 1, 'bet')).toBe('invalid-move');
    expect(reason(s, 1, { type: 'pass' })).toBe('invalid-move');
    expect(reason(s, 0, { type: 'bet', amount: 1 })).toBe('not-your-turn');
    // A missing or non-integer amount fails the move's shape check, as over HTTP (400): invalid-move
    // (docs/rules/in-between.md, notes on this implementation: `invalid-amount` is the shape check's).
    expect(reason(s, 1, { type: 'bet' })).toBe('invalid-move');
    expect(reason(s, 1, { type: 'bet', amount: '2' })).toBe('invalid-move');
    expect(reason(s, 1, { type: 'bet', amount: 1.5 })).toBe('invalid-move');
    expect(reason(s, 1, { type: 'bet', amount: -3 })).toBe('bet-too-small');
    expect(reason(s, 1, { type: 'bet', amount: 4 })).toBe('bet-exceeds-pot');
    const rich: InBetweenState = { ...s, pot: 30, chips: [10, 5, 15] };
    expect(reason(rich, 1, { type: 'bet', amount: 6 })).toBe('bet-exceeds-chips');
    expect(reason(rich, 1, { type: 'bet', amount: 5 })).toBeNull();
    expect(legalMoves(s, 0)).toEqual([]);
    expect(inBetween.toAct(s)).toEqual([1]);
    const after = mustApply(s, 1, { type: 'bet', amount: 1 });
    expect(reason(after, 1, { type: 'bet', amount: 1 })).toBe('wrong-phase'); // third card pending
  });

  it('a player with 1 chip must bet exactly 1; half-pot with a pot of 1 allows 1', () => {
    const base = toNextStop(
      setupFromDecks(3, opts({ maxBetRule: 'half-pot' }), drawDeck, stockOf('4h Jc 9d')),
    );
    expect(legalMoves({ ...base, chips: [20, 1, 20], pot: 18 }, 1)).toEqual([
      { type: 'bet', amount: { min: 1, max: 1 } },
    ]);
    expect(legalMoves({ ...base, pot: 1 }, 1)).toEqual([{ type: 'bet', amount: { min: 1, max: 1 } }]);
    expect(maxBet('half-pot', 1, 5)).toBe(1);
    expect(maxBet('half-pot', 7, 10)).toBe(3);
    expect(maxBet('pot', 7, 4)).toBe(4);
  });

  it('A-2 spread: 3 to K win, A or 2 lose; 5-7 needs a bet and only 6 wins; A-K and 2-3 are consecutive', () => {
    const [a, two] = cards('As 2d');
    for (const c of deck52()) expect(isBetween(c, a, two)).toBe(rankValue(c) >= 3 && rankValue(c) <= 13);
    const [five, seven] = cards('5c 7h');
    expect(
      deck52()
        .filter((c) => isBetween(c, seven, five))
        .map(cardToString),
    ).toEqual(['6c', '6d', '6h', '6s']);
    for (const posts of ['Kd Ah', '2s 3c', 'Ac Kh']) {
      const s = toNextStop(setupFromDecks(2, opts(), drawDeck, stockOf(posts)));
      expect(s.outcomes.at(-1)?.kind).toBe('consecutive');
    }
    for (const posts of ['As Ad', '2c 2h']) {
      const s = toNextStop(setupFromDecks(2, opts(), drawDeck, stockOf(posts)));
      expect(s.outcomes.at(-1)?.kind).toBe('pair');
    }
    for (const posts of ['As 2d', '5c 7h'])
      expect(toNextStop(setupFromDecks(2, opts(), drawDeck, stockOf(posts))).phase).toBe('bet');
  });

  it('draw for deal: only the tied players redraw, until one is highest', () => {
    const deck = cards('9c Ah 4c As Kd Kh Qh 2d');
    let i = 0;
    const d = drawForDeal(4, () => deck[i++]);
    expect(d.rounds.map((r) => r.map((x) => x.seat))).toEqual([
      [0, 1, 2, 3],
      [1, 3],
      [1, 3],
    ]);
    expect(d.rounds[2].map((x) => cardToString(x.card))).toEqual(['Qh', '2d']);
    expect(d.dealer).toBe(1);
    expect(i).toBe(8);
  });

  it('a dealer eliminated before their own turn: the deal ends, then passes to the left of their seat', () => {
    const base = setupFromDecks(3, opts(), drawDeck, stockOf('8c 8d 4h Jc 9d'));
    let s: InBetweenState = { ...base, chips: [30, 28, 1], pot: 1, dealer: 2, current: 0, queue: [1, 2] };
    s = toNextStop(s); // seat 0: pair, pot empties, re-ante: seat 2 pays its last chip
    expect(s.outcomes.at(-1)).toMatchObject({ seat: 0, kind: 'pair', reante: true, eliminated: [2] });
    expect(s.chips).toEqual([30, 27, 0]);
    expect(s.active).toEqual([true, true, false]);
    expect(s.current).toBe(1);
    s = toNextStop(s);
    s = toNextStop(mustApply(s, 1, { type: 'bet', amount: 1 }));
    expect(s.chips).toEqual([30, 28, 0]);
    expect(s.dealsDone).toBe(1);
    expect(s.dealer).toBe(0);
    expect([s.current, ...s.queue]).toEqual([1, 0]);
  });

  it('reshuffles all 52 cards only at the start of a turn with fewer than 3 cards in the stock', () => {
    const base = setupFromDecks(2, opts(), drawDeck, stockOf('4h Jc'));
    const left = cards('9d Qs');
    const s: InBetweenState = { ...base, stock: left, discard: deck52().filter((c) => !left.includes(c)) };
    const t = advance(s, rngFromSeed('ab'.repeat(32), 'x'))!;
    expect(t.shuffles).toBe(s.shuffles + 1);
    expect(t.discard).toEqual([]);
    expect(new Set([...t.stock, ...t.posts]).size).toBe(52);
    const three = cards('9d Qs 2c');
    const u: InBetweenState = { ...base, stock: three, discard: deck52().filter((c) => !three.includes(c)) };
    const v = advance(u, RNG)!;
    expect(v.shuffles).toBe(u.shuffles);
    expect(v.posts).toEqual(three.slice(0, 2));
  });

  it('an ante of the whole starting stack leaves nobody able to play', () => {
    const s = setupFromDecks(3, opts({ startingChips: 1, ante: 1 }), drawDeck, deck52());
    expect(s.phase).toBe('match-over');
    expect(result(s)).toEqual({
      winners: [0, 1, 2],
      scores: [0, 0, 0],
      reason: 'last-player-standing',
      standings: [
        { seat: 0, place: 1 },
        { seat: 1, place: 1 },
        { seat: 2, place: 1 },
      ],
    });
  });
});

describe('in-between: view', () => {
  it('shows posts, pot, stacks, turn, outcomes and the stock size, never the stock', () => {
    const s = toNextStop(setupFromDecks(3, opts(), cards('Ah 2c 3c'), stockOf('4h Jc 9d')));
    const v = view(s, 2);
    expect(v).toMatchObject({
      phase: 'bet',
      you: 2,
      dealer: 0,
      toAct: [1],
      yourCards: [],
      board: ['4h', 'Jc'],
      scores: [19, 19, 19],
      pot: 3,
      posts: ['4h', 'Jc'],
      third: null,
      betRange: { min: 1, max: 3 },
      stockCount: 50,
      discards: [],
      drawForDeal: {
        rounds: [
          [
            { seat: 0, card: 'Ah' },
            { seat: 1, card: '2c' },
            { seat: 2, card: '3c' },
          ],
        ],
        dealer: 0,
      },
      lastOutcomes: [],
    });
    expect(JSON.stringify(v)).not.toMatch(/stock"/);
    expect(JSON.stringify(v)).not.toContain('9d');
    expect(view(s, null)).toEqual({ ...v, you: null, yourCards: null });
  });
});

describe('in-between: bots', () => {
  it('winProbability is exact given the seen cards', () => {
    expect(winProbability(['As', '2d'], [])).toBeCloseTo(44 / 50);
    expect(winProbability(['5c', '7h'], [])).toBeCloseTo(4 / 50);
    expect(winProbability(['5c', '7h'], ['6d', '6s', 'Kc'])).toBeCloseTo(2 / 47);
    fc.assert(
      fc.property(fc.shuffledSubarray(deck52(), { minLength: 2, maxLength: 40 }), (picked) => {
        const [a, b, ...seen] = picked.map(cardToString);
        const known = new Set([a, b, ...seen]);
        const rest = deck52()
          .map(cardToString)
          .filter((c) => !known.has(c));
        const wins = rest.filter((c) => isBetween(parseCard(c), parseCard(a), parseCard(b))).length;
        expect(winProbability([a, b], seen)).toBeCloseTo(wins / rest.length, 12);
      }),
      { numRuns: 200 },
    );
  });

  it('basic bets in proportion to its edge, always within the range', () => {
    expect(basicAmount(0.3, 1, 10)).toBe(1);
    expect(basicAmount(0.5, 1, 10)).toBe(1);
    expect(basicAmount(0.6, 1, 10)).toBe(4);
    expect(basicAmount(0.7, 1, 20)).toBe(16);
    expect(basicAmount(0.88, 1, 10)).toBe(10);
    expect(basicAmount(1, 1, 10)).toBe(10);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 500 }), (p, max) => {
        const a = basicAmount(p, 1, max);
        expect(Number.isInteger(a) && a >= 1 && a <= max).toBe(true);
      }),
    );
  });

  it('advanced bets for the match: small when a lead is safe, what it needs when behind', () => {
    // last turn of the match: leading by 5, every bet below 5 keeps the lead whatever the card
    expect(advancedAmount(0.9, 1, 10, 5, 0, 10)).toBe(1);
    // last turn, 3 behind, an even chance: 4 chips win the match when the card falls inside (basic bets 1)
    expect(advancedAmount(0.5, 1, 10, -3, 0, 10)).toBe(4);
    expect(basicAmount(0.5, 1, 10)).toBe(1);
    // with many turns left a good bet is taken in full, as chips
    expect(advancedAmount(0.86, 1, 6, 0, 10, 6)).toBe(6);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -40, max: 40 }),
        fc.nat(30),
        (p, max, lead, left) => {
          const a = advancedAmount(p, 1, max, lead, left, max);
          expect(Number.isInteger(a) && a >= 1 && a <= max).toBe(true);
        },
      ),
    );
  });

  it('expert bets the exact match-winning amount on the last turn, and holds back a lead the opponent can still catch', () => {
    // last turn of the match, 13 against 17, pot 10: 5 chips is the least that wins the match
    expect(expertAmount(0.6, 1, 10, 13, 17, 10, [], DEFAULTS)).toBe(5);
    // the same spot 6 chips ahead and the bet unfavourable: the minimum
    expect(expertAmount(0.3, 1, 10, 20, 10, 10, [], DEFAULTS)).toBe(1);
    // 20 against 14, pot 6, an 80 % bet, the opponent plays the last turn: basic bets it all (6), after
    // which a loss leaves 14 against 14 with 12 in the pot; expert keeps the lead out of reach
    const n = expertAmount(0.8, 1, 6, 20, 14, 6, [false], DEFAULTS)!;
    expect(basicAmount(0.8, 1, 6)).toBe(6);
    expect(n).toBeLessThan(6);
    // too large a table for the budget: no answer (the bot then plays as advanced)
    expect(expertAmount(0.8, 1, 6, 50_000, 50_000, 6, Array(40).fill(true), DEFAULTS)).toBeNull();
  });

  it('advanced and expert decide from the view alone: the same view gives the same bet, whatever the rng', () => {
    const s = toNextStop(setupFromDecks(2, opts(), cards('Ah 2c'), stockOf('4h Jc 9d')));
    const seat = s.current as number;
    const v = view(s, seat);
    expect(remainingTurns(v)).toHaveLength(2 * 3 * 2 - 1);
    for (const bot of [advancedBot, expertBot]) {
      const a = bot({
        seat,
        view: v,
        legalMoves: legalMoves(s, seat),
        options: s.options,
        rng: rngFromSeed('01'.repeat(32), 'a'),
      });
      const b = bot({
        seat,
        view: v,
        legalMoves: legalMoves(s, seat),
        options: s.options,
        rng: rngFromSeed('02'.repeat(32), 'b'),
      });
      expect(a).toEqual(b);
      expect(apply(s, seat, a).ok).toBe(true);
    }
  });

  it('every bot plays whole matches from its view and legal moves alone', () => {
    expect(Object.keys(inBetween.bots)).toEqual(['random', 'basic', 'advanced', 'expert']);
    for (let i = 0; i < 40; i++) {
      const players = 2 + (i % 7);
      const names = Object.keys(inBetween.bots).slice(i % 2);
      const rep = playout({
        game,
        players,
        options: opts({ rounds: 2 }),
        seed: seedOf(1000 + i),
        chooseMove: (state, seat, legal, rng) =>
          inBetween.bots[names[seat % names.length]]({
            seat,
            view: inBetween.view(state, seat),
            legalMoves: legal,
            options: state.options,
            rng,
          }),
      });
      expect(rep.rejected).toBe(0);
      expect(rep.result).not.toBeNull();
    }
    expect(basicBot).toBe(inBetween.bots.basic);
    expect(randomBot).toBe(inBetween.bots.random);
  });
});

describe('in-between: random playouts', () => {
  const optionsArb = fc.record({
    startingChips: fc.integer({ min: 1, max: 40 }),
    ante: fc.integer({ min: 1, max: 4 }),
    pairPayout: fc.integer({ min: 0, max: 5 }),
    rounds: fc.integer({ min: 1, max: 4 }),
    maxBetRule: fc.constantFrom('pot' as const, 'half-pot' as const),
  });

  function checker(players: number, o: InBetweenOptions) {
    let prev: InBetweenState | null = null;
    return (step: PlayoutStep<InBetweenState>) => {
      const s = step.state;
      // plain JSON
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      // chips conserved, nothing negative
      expect(total(s)).toBe(players * o.startingChips);
      expect(Math.min(s.pot, ...s.chips)).toBeGreaterThanOrEqual(0);
      // outside turn-end, exactly the players with chips are in play
      if (s.phase !== 'turn-end') expect(s.active).toEqual(s.chips.map((c) => c > 0));
      // every card exactly once: stock + discards + table
      const all = [...s.stock, ...s.discard, ...s.posts, ...(s.third === null ? [] : [s.third])];
      expect(all.length).toBe(52);
      expect(new Set(all).size).toBe(52);
      // the view never holds the stock
      for (const seat of [null, 0, players - 1]) {
        const v = view(s, seat);
        expect(v.stockCount).toBe(s.stock.length);
        expect(Object.keys(v)).not.toContain('stock');
        if (s.posts.length === 0 && s.discard.length === 0)
          expect(JSON.stringify(v.posts) + JSON.stringify(v.discards)).toBe('[][]');
      }
      if (prev) {
        // reshuffles happen only when a turn starts with fewer than 3 cards
        if (s.shuffles !== prev.shuffles) {
          expect(prev.phase).toBe('posts');
          expect(prev.stock.length).toBeLessThan(3);
        }
        // the pot never pays more than it holds; settled turns follow the table of docs/rules/in-between.md §7
        if (prev.pending === null && s.pending !== null) {
          const p = s.pending;
          if (p.kind === 'pair') expect(p.change).toBe(Math.min(o.pairPayout, prev.pot));
          if (p.kind === 'consecutive') expect(p.change).toBe(-1);
          if (p.kind === 'win') expect(p.change).toBe(prev.bet);
          if (p.kind === 'lose') expect(p.change).toBe(-(prev.bet as number));
          expect(p.change).toBeLessThanOrEqual(prev.pot);
          expect(s.chips[p.seat] - prev.chips[p.seat]).toBe(p.change);
        }
        if (prev.phase === 'turn-end' && s.outcomes.at(-1)?.reante) expect(prev.pot).toBe(0);
      }
      // legality: every listed range end applies, one beyond is rejected with its code, others may not move
      if (s.phase === 'bet') {
        const seat = s.current as number;
        const [t] = legalMoves(s, seat);
        const { min, max } = t.amount as { min: number; max: number };
        expect(min).toBe(1);
        expect(max).toBe(maxBet(o.maxBetRule, s.pot, s.chips[seat]));
        expect(apply(s, seat, { type: 'bet', amount: max }).ok).toBe(true);
        expect(apply(s, seat, { type: 'bet', amount: 1 }).ok).toBe(true);
        const over = apply(s, seat, { type: 'bet', amount: max + 1 });
        const code =
          max + 1 > s.pot
            ? 'bet-exceeds-pot'
            : max + 1 > s.chips[seat]
              ? 'bet-exceeds-chips'
              : 'bet-exceeds-limit';
        expect(over).toMatchObject({ ok: false, reason: code });
        expect(apply(s, seat, { type: 'bet', amount: 0 })).toMatchObject({
          ok: false,
          reason: 'bet-too-small',
        });
        expect(apply(s, (seat + 1) % players, { type: 'bet', amount: 1 })).toMatchObject({
          ok: false,
          reason: 'not-your-turn',
        });
        expect(inBetween.toAct(s)).toEqual([seat]);
      } else {
        expect(inBetween.toAct(s)).toEqual([]);
        for (let seat = 0; seat < players; seat++) expect(legalMoves(s, seat)).toEqual([]);
        const r = apply(s, 0, { type: 'bet', amount: 1 });
        expect(r).toMatchObject({
          ok: false,
          reason: s.phase === 'match-over' ? 'match-over' : 'wrong-phase',
        });
      }
      if (s.phase === 'match-over') {
        const res = result(s)!;
        expect(res.scores).toEqual(s.chips);
        const best = Math.max(...s.chips);
        if (best > 0) expect(res.winners).toEqual(s.chips.flatMap((c, i) => (c === best ? [i] : [])));
        if (res.reason === 'rounds-complete') expect(s.dealsDone).toBe(o.rounds * players);
        else expect(s.active.filter(Boolean).length).toBeLessThanOrEqual(1);
        if (s.active.every(Boolean)) expect(s.turn).toBe(o.rounds * players * players);
      } else expect(result(s)).toBeNull();
      prev = s;
    };
  }

  it('hold every invariant over random matches (random options, 2-8 players)', () => {
    let matches = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        optionsArb,
        fc.integer({ min: 0, max: 1e9 }),
        (players, o, k) => {
          const rep = playout({ game, players, options: o, seed: seedOf(k), check: checker(players, o) });
          expect(rep.result).not.toBeNull();
          matches++;
        },
      ),
      { numRuns: 40 },
    );
    expect(matches).toBe(40);
  });

  it('play long matches through many reshuffles with default options', () => {
    let reshuffled = 0;
    for (let i = 0; i < 3; i++) {
      const o = opts({ startingChips: 500, rounds: 3 });
      const rep = playout({
        game,
        players: 6,
        options: o,
        seed: seedOf(5000 + i),
        check: checker(6, o),
        chooseMove: (_s, _seat, legal, rng) => materialize(legal[0], rng),
      });
      reshuffled += rep.state.shuffles - 1;
    }
    expect(reshuffled).toBeGreaterThan(3);
  });
});
