/**
 * The worked examples of the implementation notes of docs/rules/texas-holdem.md (examples 8 to 24 of §11.7,
 * issue 20): who shows in every closing situation, the two fixes, the option and call-amount rules,
 * pot-limit and fixed-limit sizes around incomplete all-ins, and every finished hand seen in a replay.
 */
import { settle } from '../driver';
import { resolveOptions } from '../options';
import { rngFromSeed } from '../random';
import { mustApply, rejectionOf } from '../testing';
import type { Move } from '../types';
import { texasHoldem } from './index';
import { dealHand } from './rules';
import { advanceToMove, newHand, stackedDeck } from './test-helpers';
import type { HoldemState } from './types';

const legal = (s: HoldemState, seat: number) => texasHoldem.legalMoves(s, seat);
const play = (s: HoldemState, moves: [number, Move][]) =>
  moves.reduce((t, [seat, m]) => mustApply(texasHoldem, t, seat, m), s);
const check = { type: 'check' } as const;
const call = { type: 'call' } as const;
const fold = { type: 'fold' } as const;
const allIn = { type: 'all-in' } as const;
const shownSeats = (s: HoldemState) => s.lastHand!.shown.map((h) => h.seat);
/** Hole cards every viewer (spectator and each seat) sees for `seat`. */
const seenBy = (s: HoldemState, seat: number) =>
  [null, ...Array.from({ length: s.seatCount }, (_, i) => i)].map(
    (v) => texasHoldem.view(s, v).players[seat].holeCards,
  );

describe('Example 8: who shows — an uncontested hand', () => {
  it.each([false, true])('allowMuck %s: nothing is shown, ever', (allowMuck) => {
    let s = newHand({ allowMuck }, 3, { 0: 'Ac Ad' }, '2c 3d 4h 9s Jd');
    s = advanceToMove(
      play(s, [
        [0, { type: 'raise', to: 30 }],
        [1, fold],
        [2, fold],
      ]),
    );
    expect(s.lastHand).toMatchObject({
      uncontested: true,
      shown: [],
      mucked: [],
      uncalled: { seat: 0, amount: 20 },
    });
    expect(s.stacks).toEqual([1015, 995, 990]);
    expect(seenBy(s, 0)).toEqual([null, ['Ac', 'Ad'], null, null]);
  });
});

describe('Example 9: who shows — a river bet called', () => {
  // The river: seat 1 checks, seat 2 bets 20, seats 0 and 1 call. Seat 0 (aces) wins.
  const riverBet = (allowMuck: boolean) => {
    let s = newHand({ allowMuck }, 3, { 0: 'Ac Ad', 1: '9h 4s', 2: 'Kc Qc' }, 'Ks 8d 7h 3c 2s');
    s = play(s, [
      [0, call],
      [1, call],
      [2, check],
    ]);
    for (let k = 0; k < 2; k++)
      s = play(advanceToMove(s), [
        [1, check],
        [2, check],
        [0, check],
      ]);
    return advanceToMove(
      play(advanceToMove(s), [
        [1, check],
        [2, { type: 'bet', amount: 20 }],
        [0, call],
        [1, call],
      ]),
    );
  };

  it('allowMuck false: every hand, from the river bettor clockwise', () => {
    const s = riverBet(false);
    expect(shownSeats(s)).toEqual([2, 0, 1]);
    expect(s.lastHand!.mucked).toEqual([]);
  });

  it('allowMuck true: the bettor (first) and the winner; the losing caller mucks', () => {
    const s = riverBet(true);
    expect(shownSeats(s)).toEqual([2, 0]);
    expect(s.lastHand!.mucked).toEqual([1]);
    expect(seenBy(s, 1)).toEqual([null, null, ['9h', '4s'], null]);
  });
});

describe('Example 10: who shows — nobody bet on the river', () => {
  it('allowMuck true: the first live player left of the button shows, then only the winner', () => {
    let s = newHand({ allowMuck: true }, 3, { 0: 'Ac Ad', 1: '9h 4s', 2: 'Kc Qc' }, 'Ks 8d 7h 3c 2s');
    s = play(s, [
      [0, call],
      [1, call],
      [2, check],
    ]);
    for (let k = 0; k < 3; k++)
      s = play(advanceToMove(s), [
        [1, check],
        [2, check],
        [0, check],
      ]);
    s = advanceToMove(s);
    expect(shownSeats(s)).toEqual([1, 0]);
    expect(s.lastHand!.mucked).toEqual([2]);
    expect(s.lastHand!.pots[0].winners).toEqual([0]);
  });
});

describe('Example 11: who shows — an all-in called on the flop', () => {
  it('both hands are turned face up when betting closes, and shown at showdown although the caller loses', () => {
    let s = newHand({ allowMuck: true }, 2, { 0: 'Ac Kd', 1: 'Qs Qh' }, 'Qd 7c 2h 9s 3d', [2000, 1000]);
    s = advanceToMove(
      play(s, [
        [0, call],
        [1, check],
      ]),
    );
    expect(s.phase).toBe('flop');
    s = play(s, [
      [1, allIn],
      [0, call],
    ]);
    expect(s.toAct).toBeNull();
    s = texasHoldem.advance(s, rngFromSeed('10'.repeat(16), 'x'))!;
    expect(s.phase).toBe('turn');
    expect(seenBy(s, 0)).toEqual(Array(3).fill(['Ac', 'Kd']));
    expect(seenBy(s, 1)).toEqual(Array(3).fill(['Qs', 'Qh']));
    s = advanceToMove(s);
    expect(shownSeats(s)).toEqual([1, 0]);
    expect(s.lastHand!.mucked).toEqual([]);
    expect(s.stacks).toEqual([1000, 2000]);
  });
});

describe('Example 12: who shows — an all-in called on the river', () => {
  it('both hands are turned face up at once (issue 20, fix 1): the losing caller is not mucked', () => {
    let s = newHand({ allowMuck: true }, 2, { 0: 'Ac Kd', 1: 'Qs Qh' }, 'Qd 7c 2h 9s 3d', [2000, 1000]);
    s = play(s, [
      [0, call],
      [1, check],
    ]);
    for (let k = 0; k < 2; k++)
      s = play(advanceToMove(s), [
        [1, check],
        [0, check],
      ]);
    s = advanceToMove(s);
    expect(s.phase).toBe('river');
    s = play(s, [
      [1, allIn],
      [0, call],
    ]);
    s = texasHoldem.advance(s, rngFromSeed('11'.repeat(16), 'x'))!;
    expect(s.phase).toBe('showdown');
    expect(s.bettingClosed).toBe(true);
    expect(seenBy(s, 0)).toEqual(Array(3).fill(['Ac', 'Kd']));
    s = advanceToMove(s);
    expect(shownSeats(s)).toEqual([1, 0]);
    expect(s.lastHand!.mucked).toEqual([]);
    expect(s.stacks).toEqual([1000, 2000]);
  });
});

describe('Example 13: who shows — an all-in player beside a side pot played on', () => {
  it('allowMuck true: the bettor, the all-in player (losing) are shown; the losing caller mucks', () => {
    let s = newHand(
      { allowMuck: true },
      3,
      { 0: '9h 4s', 1: 'Ac Ad', 2: 'Kc Qc' },
      'Ks 8d 7h 3c 2s',
      [50, 1000, 1000],
    );
    s = play(s, [
      [0, allIn],
      [1, call],
      [2, call],
    ]);
    // Two players can still bet: betting is not closed, nothing is face up.
    s = advanceToMove(s);
    expect([s.phase, s.bettingClosed, s.toAct]).toEqual(['flop', false, 1]);
    expect(seenBy(s, 0)).toEqual([null, ['9h', '4s'], null, null]);
    for (let k = 0; k < 2; k++)
      s = advanceToMove(
        play(s, [
          [1, check],
          [2, check],
        ]),
      );
    s = advanceToMove(
      play(s, [
        [1, { type: 'bet', amount: 100 }],
        [2, call],
      ]),
    );
    expect(shownSeats(s)).toEqual([1, 0]);
    expect(s.lastHand!.mucked).toEqual([2]);
    expect(s.lastHand!.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [150, [0, 1, 2], [1]],
      [200, [1, 2], [1]],
    ]);
    expect(s.stacks).toEqual([0, 1200, 850]);
  });
});

describe('Example 14: who shows — no-betting with allowMuck', () => {
  it('nothing is face up before the showdown; the opener shows first and the losing caller mucks', () => {
    let s = newHand(
      { variant: 'no-betting', allowMuck: true },
      3,
      { 0: '7d 7h', 1: 'Kc Kd', 2: '9s 8s' },
      'Ah 9d 4c Js 2h',
    );
    s = play(s, [
      [1, { type: 'bet', amount: 20 }],
      [2, call],
      [0, fold],
    ]);
    s = texasHoldem.advance(s, rngFromSeed('13'.repeat(16), 'x'))!;
    expect(s.phase).toBe('board');
    expect(seenBy(s, 2)).toEqual([null, null, null, ['9s', '8s']]);
    s = advanceToMove(s);
    expect(shownSeats(s)).toEqual([1]);
    expect(s.lastHand!.mucked).toEqual([2]);
    expect(s.stacks).toEqual([1000, 1020, 980]);
  });
});

describe('Example 15: no raise when nobody can answer', () => {
  it('offers and accepts only fold or call when every other player still in the hand is all-in (issue 20, fix 2)', () => {
    // Hand 1: seat 0 raises to 30, both fold: 115 / 95 / 90.
    let s = newHand({ startingStack: 100 }, 3, {}, '2c 3d 4h 9s Jd');
    s = advanceToMove(
      play(s, [
        [0, { type: 'raise', to: 30 }],
        [1, fold],
        [2, fold],
      ]),
    );
    expect(s.stacks).toEqual([115, 95, 90]);
    s = texasHoldem.advance(s, rngFromSeed('14'.repeat(16), 'x'))!;
    s = dealHand(s, stackedDeck(s, {}, '2c 3d 4h 9s Jd'));
    // Hand 2: button seat 1, small blind seat 2, big blind seat 0.
    expect([s.button, s.smallBlindSeat, s.bigBlindSeat, s.toAct]).toEqual([1, 2, 0, 1]);
    s = play(s, [
      [1, allIn],
      [2, fold],
    ]);
    expect(legal(s, 0)).toEqual([fold, { type: 'call', amount: 85 }]);
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 115 })).toBe('opponents-all-in');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 180 })).toBe('opponents-all-in');
    expect(rejectionOf(texasHoldem, s, 0, allIn)).toBe('opponents-all-in');
    s = mustApply(texasHoldem, s, 0, call);
    expect(s.toAct).toBeNull();
    expect(s.committed).toEqual([95, 95, 5]);
  });

  it('heads-up against an all-in: the all-in of a bigger stack is refused, the all-in of a smaller stack is a call', () => {
    const bigger = play(newHand({}, 2, {}, '2c 3d 4h 9s Jd', [300, 1000]), [[0, allIn]]);
    expect(legal(bigger, 1)).toEqual([fold, { type: 'call', amount: 290 }]);
    expect(rejectionOf(texasHoldem, bigger, 1, allIn)).toBe('opponents-all-in');
    const smaller = play(newHand({}, 2, {}, '2c 3d 4h 9s Jd', [1000, 300]), [[0, allIn]]);
    expect(legal(smaller, 1)).toEqual([fold, { type: 'call', amount: 290 }]);
    expect(mustApply(texasHoldem, smaller, 1, allIn).lastAction[1]).toEqual({
      type: 'all-in',
      amount: 290,
      to: 300,
      allIn: true,
    });
  });
});

describe('Example 24: no raise when the others can at most call (opponents-all-in refined)', () => {
  it('three players, stacks 100 / 1000 / 40: after the button is all-in for 100 the small blind may only call or fold', () => {
    // seat 0 (button) acts first: all-in for 100. Seat 1 (small blind, 5 in) faces H = 100; seat 0 is
    // all-in and seat 2 (big blind, 10 in, 30 behind) can put in at most 40 <= 100: nobody could answer
    // a raise. Before the refinement a raise to 200..1000 was offered (the 21 PokerKit differences).
    let s = play(newHand({}, 3, {}, '2c 3d 4h 9s Jd', [100, 1000, 40]), [[0, allIn]]);
    expect([s.amountToMatch, s.roundBets, s.stacks]).toEqual([100, [100, 5, 10], [0, 995, 30]]);
    expect(legal(s, 1)).toEqual([fold, { type: 'call', amount: 95 }]);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 200 })).toBe('opponents-all-in');
    expect(rejectionOf(texasHoldem, s, 1, allIn)).toBe('opponents-all-in');
    s = mustApply(texasHoldem, s, 1, call);
    // the big blind's all-in is a call of 30 and stays legal
    expect(legal(s, 2)).toEqual([fold, { type: 'call', amount: 30 }]);
    expect(mustApply(texasHoldem, s, 2, allIn).lastAction[2]).toEqual({
      type: 'all-in',
      amount: 30,
      to: 40,
      allIn: true,
    });
  });

  it('one player who could answer is enough: with the big blind holding 200 the raise is offered', () => {
    const s = play(newHand({}, 3, {}, '2c 3d 4h 9s Jd', [100, 1000, 200]), [[0, allIn]]);
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: { min: 190, max: 1000 } });
  });
});

describe("Example 16: a call's amount", () => {
  it('is optional; when given it must be exactly what the call puts in (wrong-call-amount)', () => {
    const s = newHand({}, 3, {}, '2c 3d 4h 9s Jd');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'call', amount: 5 })).toBe('wrong-call-amount');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'call', amount: 11 })).toBe('wrong-call-amount');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'call', amount: 0 })).toBe('invalid-amount');
    expect(mustApply(texasHoldem, s, 0, { type: 'call', amount: 10 }).committed).toEqual([10, 5, 10]);
    expect(mustApply(texasHoldem, s, 0, call).committed).toEqual([10, 5, 10]);
    const short = newHand({}, 3, {}, '2c 3d 4h 9s Jd', [6, 1000, 1000]);
    expect(legal(short, 0)).toContainEqual({ type: 'call', amount: 6 });
    expect(rejectionOf(texasHoldem, short, 0, { type: 'call', amount: 10 })).toBe('wrong-call-amount');
    expect(mustApply(texasHoldem, short, 0, { type: 'call', amount: 6 }).allIn[0]).toBe(true);
  });
});

describe('Example 17: bigBlind below smallBlind', () => {
  it('is rejected with a field message, whether bigBlind is given or its default', () => {
    const schema = texasHoldem.optionsSchema;
    expect(resolveOptions(schema, { smallBlind: 20, bigBlind: 10 })).toEqual({
      ok: false,
      details: { bigBlind: 'must be at least smallBlind (20), got 10' },
    });
    expect(resolveOptions(schema, { smallBlind: 20 })).toEqual({
      ok: false,
      details: { bigBlind: 'must be at least smallBlind (20), got 10' },
    });
    expect(resolveOptions(schema, { smallBlind: 20, bigBlind: 20 })).toMatchObject({
      ok: true,
      options: { smallBlind: 20, bigBlind: 20 },
    });
  });
});

describe('Example 18: pot-limit with an incomplete all-in in front of the raiser', () => {
  const start = () => {
    let s = newHand({ bettingStructure: 'pot-limit' }, 3, {}, '2c 3d 4h 9s Jd', [1000, 1000, 40]);
    s = advanceToMove(
      play(s, [
        [0, call],
        [1, call],
        [2, check],
      ]),
    );
    expect([s.phase, s.toAct]).toEqual(['flop', 1]);
    s = play(s, [
      [1, { type: 'bet', amount: 20 }],
      [2, allIn],
    ]);
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([30, 20]);
    return s;
  };

  it('the next player may raise from H + L = 50 to H + P + (H − b) = 140', () => {
    let s = start();
    expect(legal(s, 0)).toContainEqual({ type: 'raise', to: { min: 50, max: 140 } });
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 49 })).toBe('raise-too-small');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 141 })).toBe('raise-exceeds-pot');
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 140 });
    expect(s.minRaiseIncrement).toBe(110);
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: { min: 250, max: 480 } });
  });

  it('the first bettor, raised by less than L since its bet, may only call or fold', () => {
    const s = mustApply(texasHoldem, start(), 0, call);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 100 })).toBe('betting-not-reopened');
    expect(legal(s, 1)).toEqual([fold, { type: 'call', amount: 10 }]);
  });
});

describe('Example 19: fixed-limit after an incomplete all-in', () => {
  const start = () => {
    let s = newHand({ bettingStructure: 'fixed-limit' }, 4, {}, '2c 3d 4h 9s Jd', [25, 1000, 1000, 1000]);
    s = play(s, [
      [3, { type: 'raise', to: 20 }],
      [0, allIn],
    ]);
    expect([s.amountToMatch, s.lastFullBetTo, s.fullBetsThisRound]).toEqual([25, 20, 2]);
    return s;
  };

  it('the next raise goes to F + size = 30, and reopens the betting for the first raiser', () => {
    let s = start();
    expect(legal(s, 1)).toEqual([fold, { type: 'call', amount: 20 }, { type: 'raise', to: 30 }]);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 35 })).toBe('wrong-amount');
    s = play(s, [
      [1, { type: 'raise', to: 30 }],
      [2, call],
    ]);
    expect([s.lastFullBetTo, s.fullBetsThisRound]).toEqual([30, 3]);
    expect(legal(s, 3)).toContainEqual({ type: 'raise', to: 40 });
  });

  it('when everyone calls the incomplete all-in, the first raiser may only call or fold', () => {
    const s = play(start(), [
      [1, call],
      [2, call],
    ]);
    expect(rejectionOf(texasHoldem, s, 3, { type: 'raise', to: 30 })).toBe('betting-not-reopened');
    expect(legal(s, 3)).toEqual([fold, { type: 'call', amount: 5 }]);
  });
});

describe('Example 20: fixed-limit all-in above the fixed size', () => {
  it('is rejected with wrong-amount and never listed', () => {
    let s = newHand({ bettingStructure: 'fixed-limit' }, 3, {}, '2c 3d 4h 9s Jd');
    expect(rejectionOf(texasHoldem, s, 0, allIn)).toBe('wrong-amount');
    expect(legal(s, 0)).toEqual([fold, { type: 'call', amount: 10 }, { type: 'raise', to: 20 }]);
    s = advanceToMove(
      play(s, [
        [0, call],
        [1, call],
        [2, check],
      ]),
    );
    expect(rejectionOf(texasHoldem, s, 1, allIn)).toBe('wrong-amount');
    expect(rejectionOf(texasHoldem, s, 1, { type: 'bet', amount: 990 })).toBe('wrong-amount');
    expect(legal(s, 1)).toEqual([fold, check, { type: 'bet', amount: 10 }]);
  });
});

describe('Example 21: fixed-limit all-in after the cap', () => {
  it('is a call when it does not exceed H, and raise-cap-reached when it would raise', () => {
    let s = newHand({ bettingStructure: 'fixed-limit' }, 4, {}, '2c 3d 4h 9s Jd', [45, 1000, 1000, 35]);
    s = play(s, [
      [3, { type: 'raise', to: 20 }],
      [0, { type: 'raise', to: 30 }],
      [1, { type: 'raise', to: 40 }],
    ]);
    expect(s.fullBetsThisRound).toBe(4);
    expect(rejectionOf(texasHoldem, s, 2, allIn)).toBe('raise-cap-reached');
    expect(legal(s, 2)).toEqual([fold, { type: 'call', amount: 30 }]);
    s = mustApply(texasHoldem, s, 2, call);
    expect(legal(s, 3)).toEqual([fold, { type: 'call', amount: 15 }]);
    s = mustApply(texasHoldem, s, 3, allIn);
    expect(s.lastAction[3]).toEqual({ type: 'all-in', amount: 15, to: 35, allIn: true });
    expect(s.amountToMatch).toBe(40);
    expect(rejectionOf(texasHoldem, s, 0, allIn)).toBe('raise-cap-reached');
    expect(legal(s, 0)).toEqual([fold, { type: 'call', amount: 10 }]);
    s = mustApply(texasHoldem, s, 0, call);
    expect(s.toAct).toBeNull();
    expect(s.committed).toEqual([40, 40, 40, 35]);
  });
});

describe('Example 22: a check, then a short all-in bet', () => {
  const start = () => {
    let s = newHand({}, 3, {}, '2c 3d 4h 9s Jd', [1000, 1000, 15]);
    s = advanceToMove(
      play(s, [
        [0, call],
        [1, call],
        [2, check],
      ]),
    );
    s = play(s, [
      [1, check],
      [2, allIn],
    ]);
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([5, 10]);
    return s;
  };

  it('the player who checked may only call or fold (betting-not-reopened)', () => {
    let s = start();
    expect(legal(s, 0)).toContainEqual({ type: 'raise', to: { min: 15, max: 990 } });
    s = mustApply(texasHoldem, s, 0, call);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 15 })).toBe('betting-not-reopened');
    expect(rejectionOf(texasHoldem, s, 1, allIn)).toBe('betting-not-reopened');
    expect(legal(s, 1)).toEqual([fold, { type: 'call', amount: 5 }]);
  });

  it('a full raise behind the all-in reopens the betting for the player who checked', () => {
    const s = mustApply(texasHoldem, start(), 0, { type: 'raise', to: 15 });
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: { min: 25, max: 990 } });
  });
});

describe('Example 23: a hand that ends inside the automatic steps', () => {
  it("each finished hand is its own hand-end step holding that hand's summary, before the next deal", () => {
    let s = newHand({}, 2, { 0: 'Ac Ad', 1: '7c 2d' }, 'Kh Qd 9c 5s 3h');
    s = play(s, [
      [0, { type: 'raise', to: 995 }],
      [1, call],
    ]);
    for (let k = 0; k < 2; k++)
      s = play(advanceToMove(s), [
        [1, check],
        [0, check],
      ]);
    s = play(advanceToMove(s), [[1, check]]);
    s = mustApply(texasHoldem, s, 0, check);
    // Seat 1 is left with 5: next hand it posts the small blind all-in and the hand plays itself out.
    const steps: HoldemState[] = [];
    const final = settle(texasHoldem, s, '22'.repeat(32), 12, (t) => steps.push(t));
    const ends = steps.filter((t) => t.phase === 'hand-end');
    expect(ends.map((t) => t.lastHand!.handNumber)).toEqual([1, 2]);
    expect(ends[0].lastHand!.stacksAfter).toEqual([1995, 5]);
    expect(ends[0].lastHand!.shown.map((h) => h.seat)).toEqual([1, 0]);
    expect(ends[1].lastHand!.uncalled).toEqual({ seat: 0, amount: 5 });
    // Between the two: the next hand-start (button moved), the deal and the run-out, all still holding hand 1's summary.
    const between = steps.slice(steps.indexOf(ends[0]) + 1, steps.indexOf(ends[1]));
    expect(between.slice(0, 2).map((t) => [t.phase, t.handNumber, t.button])).toEqual([
      ['hand-start', 1, 1],
      ['preflop', 2, 1],
    ]);
    expect(between.every((t) => t.lastHand!.handNumber === 1)).toBe(true);
    // The request's final state only holds the last hand's summary.
    expect(final.lastHand!.handNumber).toBe(2);
  });
});
