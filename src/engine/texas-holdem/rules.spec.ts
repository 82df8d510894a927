/** Reason codes of docs/rules/texas-holdem.md §5, fixed-limit, side pots with three and four all-ins, mucking and match end. */
import { rngFromSeed } from '../random';
import type { Move } from '../types';
import { texasHoldem } from './index';
import { mustApply, rejectionOf } from '../testing';
import { newHand, advanceToMove } from './test-helpers';
import type { HoldemState } from './types';

const legal = (s: HoldemState, seat: number) => texasHoldem.legalMoves(s, seat);
const rng = () => rngFromSeed('44'.repeat(16), 'r');

function checkDown(s: HoldemState, order: number[]): HoldemState {
  for (let k = 0; k < 3; k++) {
    s = advanceToMove(s);
    for (const seat of order) s = mustApply(texasHoldem, s, seat, { type: 'check' });
  }
  return advanceToMove(s);
}

describe('reason codes (docs/rules/texas-holdem.md §5), in order', () => {
  const s0 = newHand({}, 3, {}, '2c 3d 4h 9s Jd');

  it('rejects malformed moves with invalid-move and bad amounts with invalid-amount', () => {
    // The shape (the move schemas of types.ts, as the DTOs checked it): a JSON object of a known type,
    // integer fields, no unknown field. Shape errors are `invalid-move` (400 over HTTP).
    const malformed: unknown[] = [null, 'fold', 7, [], {}, { type: 'jump' }, { type: 5 }];
    malformed.push(
      { type: 'raise', to: 25.5 },
      { type: 'raise', to: '40' },
      { type: 'raise' },
      { type: 'fold', amount: 5 },
      { type: 'call', amount: 10, to: 10 },
    );
    for (const m of malformed) expect(rejectionOf(texasHoldem, s0, 0, m as Move)).toBe('invalid-move');
    // Integers that are not positive reach the rules: `invalid-amount` (422).
    for (const m of [
      { type: 'raise', to: 0 },
      { type: 'raise', to: -5 },
      { type: 'call', amount: 0 },
      { type: 'bet', amount: -1 },
    ]) {
      expect(rejectionOf(texasHoldem, s0, 0, m)).toBe('invalid-amount');
    }
  });

  it('checks match-over, wrong-phase and not-your-turn before anything else', () => {
    expect(
      rejectionOf(texasHoldem, { ...s0, winners: [0], phase: 'match-over', toAct: null }, 0, {
        type: 'fold',
      }),
    ).toBe('match-over');
    expect(rejectionOf(texasHoldem, { ...s0, winners: [0] }, 0, { type: 'jump' })).toBe('invalid-move');
    const between = texasHoldem.setup(3, s0.options, rng());
    expect(between.phase).toBe('hand-start');
    expect(rejectionOf(texasHoldem, between, 0, { type: 'fold' })).toBe('wrong-phase');
    expect(rejectionOf(texasHoldem, s0, 1, { type: 'fold' })).toBe('not-your-turn');
    expect(rejectionOf(texasHoldem, s0, 1, { type: 'raise', to: 1 })).toBe('not-your-turn');
    expect(texasHoldem.legalMoves(s0, 1)).toEqual([]);
  });

  it('cannot-check, nothing-to-call, already-bet, no-bet-to-raise, stack and size limits', () => {
    expect(rejectionOf(texasHoldem, s0, 0, { type: 'check' })).toBe('cannot-check');
    expect(rejectionOf(texasHoldem, s0, 0, { type: 'bet', amount: 50 })).toBe('already-bet');
    expect(rejectionOf(texasHoldem, s0, 0, { type: 'raise', to: 1001 })).toBe('raise-exceeds-stack');
    expect(rejectionOf(texasHoldem, s0, 0, { type: 'raise', to: 19 })).toBe('raise-too-small');
    expect(rejectionOf(texasHoldem, s0, 0, { type: 'call', amount: 5 })).toBe('wrong-call-amount');
    expect(legal(s0, 0)).toEqual([
      { type: 'fold' },
      { type: 'call', amount: 10 },
      { type: 'raise', to: { min: 20, max: 1000 } },
      { type: 'all-in' },
    ]);
    let s = mustApply(texasHoldem, s0, 0, { type: 'call', amount: 10 });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = advanceToMove(mustApply(texasHoldem, s, 2, { type: 'check' }));
    expect(s.phase).toBe('flop');
    expect(s.toAct).toBe(1);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'call' })).toBe('nothing-to-call');
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 50 })).toBe('no-bet-to-raise');
    expect(rejectionOf(texasHoldem, s, 1, { type: 'bet', amount: 991 })).toBe('bet-exceeds-stack');
    expect(rejectionOf(texasHoldem, s, 1, { type: 'bet', amount: 9 })).toBe('bet-too-small');
    expect(legal(s, 1)).toEqual([
      { type: 'fold' },
      { type: 'check' },
      { type: 'bet', amount: { min: 10, max: 990 } },
      { type: 'all-in' },
    ]);
    const r = texasHoldem.apply(s, 1, { type: 'bet', amount: 9 });
    expect(r.ok).toBe(false);
    s = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 10 });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([10, 10]);
    expect(rejectionOf(texasHoldem, s, 2, { type: 'raise', to: 19 })).toBe('raise-too-small');
    s = mustApply(texasHoldem, s, 2, { type: 'raise', to: 35 });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([35, 25]);
    expect(legal(s, 0)).toContainEqual({ type: 'raise', to: { min: 60, max: 990 } });
  });

  it('a rejected move changes nothing', () => {
    const before = JSON.stringify(s0);
    texasHoldem.apply(s0, 0, { type: 'raise', to: 5 });
    texasHoldem.apply(s0, 0, { type: 'raise', to: 50 });
    expect(JSON.stringify(s0)).toBe(before);
  });
});

describe('fixed-limit', () => {
  it('bets and raises exact sizes, with the big blind as the first of 4 full bets', () => {
    let s = newHand({ bettingStructure: 'fixed-limit' }, 4, {}, '2c 3d 4h 9s Jd');
    expect(legal(s, 3)).toEqual([{ type: 'fold' }, { type: 'call', amount: 10 }, { type: 'raise', to: 20 }]);
    expect(rejectionOf(texasHoldem, s, 3, { type: 'raise', to: 25 })).toBe('wrong-amount');
    expect(rejectionOf(texasHoldem, s, 3, { type: 'all-in' })).toBe('wrong-amount');
    s = mustApply(texasHoldem, s, 3, { type: 'raise', to: 20 });
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 30 });
    s = mustApply(texasHoldem, s, 1, { type: 'raise', to: 40 });
    expect(s.fullBetsThisRound).toBe(4);
    expect(rejectionOf(texasHoldem, s, 2, { type: 'raise', to: 50 })).toBe('raise-cap-reached');
    expect(legal(s, 2)).toEqual([{ type: 'fold' }, { type: 'call', amount: 30 }]);
    for (const seat of [2, 3, 0]) s = mustApply(texasHoldem, s, seat, { type: 'call' });
    s = advanceToMove(s);
    expect(s.phase).toBe('flop');
    expect(legal(s, 1)).toContainEqual({ type: 'bet', amount: 10 });
    expect(rejectionOf(texasHoldem, s, 1, { type: 'bet', amount: 20 })).toBe('wrong-amount');
    for (const seat of [1, 2, 3, 0]) s = mustApply(texasHoldem, s, seat, { type: 'check' });
    s = advanceToMove(s);
    expect(s.phase).toBe('turn');
    expect(legal(s, 1)).toContainEqual({ type: 'bet', amount: 20 });
    s = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 20 });
    expect(legal(s, 2)).toContainEqual({ type: 'raise', to: 40 });
  });

  it('allows an all-in for less, which does not count as a full bet', () => {
    let s = newHand({ bettingStructure: 'fixed-limit' }, 3, {}, '2c 3d 4h 9s Jd', [1000, 1000, 1000]);
    s = { ...s, stacks: [15, 995, 990] };
    expect(legal(s, 0)).toContainEqual({ type: 'all-in' });
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    expect([s.amountToMatch, s.lastFullBetTo, s.fullBetsThisRound]).toEqual([15, 10, 1]);
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: 20 });
  });
});

describe('side pots', () => {
  it('three all-ins of different sizes and an uncalled excess', () => {
    let s = newHand(
      {},
      4,
      { 0: 'Ac Ad', 1: 'Kc Kd', 2: 'Qc Qd', 3: '7h 2d' },
      'Jh 9s 5c 4d 3h',
      [100, 250, 600, 1000],
    );
    s = mustApply(texasHoldem, s, 3, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 2, { type: 'all-in' });
    expect(s.toAct).toBeNull();
    s = advanceToMove(s);
    const lh = s.lastHand!;
    expect(lh.uncalled).toEqual({ seat: 3, amount: 400 });
    expect(lh.pots.map((p) => [p.name, p.amount, p.eligible, p.winners])).toEqual([
      ['main pot', 400, [0, 1, 2, 3], [0]],
      ['side pot 1', 450, [1, 2, 3], [1]],
      ['side pot 2', 700, [2, 3], [2]],
    ]);
    expect(s.stacks).toEqual([400, 450, 700, 400]);
  });

  it('four all-ins of different sizes with a caller', () => {
    let s = newHand(
      {},
      5,
      { 0: 'Qh Qs', 1: 'Kc Kd', 2: '9c 8c', 3: '7d 7h', 4: 'Ac 5d' },
      'Kh Qd 7c 5s 2h',
      [150, 80, 1000, 300, 500],
    );
    s = mustApply(texasHoldem, s, 3, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 4, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    expect(legal(s, 2)).toContainEqual({ type: 'call', amount: 490 });
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(s.toAct).toBeNull();
    s = advanceToMove(s);
    const lh = s.lastHand!;
    expect(lh.uncalled).toBeNull();
    expect(lh.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [400, [0, 1, 2, 3, 4], [1]],
      [280, [0, 2, 3, 4], [0]],
      [450, [2, 3, 4], [3]],
      [400, [2, 4], [4]],
    ]);
    expect(s.stacks).toEqual([280, 400, 500, 450, 400]);
    expect(lh.eliminated).toEqual([]);
    // Seat 4's all-in to 500 was the last raise of the final round: seat 4 shows first.
    expect(lh.shown.map((h) => h.seat)).toEqual([4, 0, 1, 2, 3]);
  });

  it('folded chips above the highest live level go to the last pot; a tied side pot splits with the odd chip', () => {
    // Seat 3 raises to 300, seat 0 all-in 61, seat 1 (SB) all-in 200, seat 2 folds (10 in), seat 3 calls.
    let s = newHand({}, 4, { 0: '2c 2d', 1: 'Ah Kd', 3: 'As Kc' }, 'Qh Jd Tc 5s 3h', [61, 200, 1000, 1000]);
    s = mustApply(texasHoldem, s, 3, { type: 'raise', to: 300 });
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 2, { type: 'fold' });
    expect(s.toAct).toBeNull();
    s = advanceToMove(s);
    const lh = s.lastHand!;
    expect(lh.uncalled).toEqual({ seat: 3, amount: 100 });
    // c = 61 / 200 / 10 / 200: main 61*3 + 10 = 193, side 139*2 = 278.
    expect(lh.pots.map((p) => [p.amount, p.eligible, p.winners, p.shares])).toEqual([
      [193, [0, 1, 3], [1, 3], [97, 96]],
      [278, [1, 3], [1, 3], [139, 139]],
    ]);
    expect(s.stacks).toEqual([0, 97 + 139, 990, 800 + 96 + 139]);
    expect(s.stacks.reduce((a, b) => a + b, 0)).toBe(2261);
  });
});

describe('showdown and mucking (docs/rules/texas-holdem.md §6)', () => {
  const riverBet = (allowMuck: boolean) => {
    let s = newHand({ allowMuck }, 3, { 0: 'Ac Ad', 1: '9h 4s', 2: 'Kc Qc' }, 'Ks 8d 7h 3c 2s');
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = mustApply(texasHoldem, s, 2, { type: 'check' });
    for (let k = 0; k < 2; k++) {
      s = advanceToMove(s);
      for (const seat of [1, 2, 0]) s = mustApply(texasHoldem, s, seat, { type: 'check' });
    }
    s = advanceToMove(s);
    s = mustApply(texasHoldem, s, 1, { type: 'check' });
    s = mustApply(texasHoldem, s, 2, { type: 'bet', amount: 20 });
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    return advanceToMove(s);
  };

  it('with allowMuck the losing hand that need not be shown stays hidden forever', () => {
    const s = riverBet(true);
    const lh = s.lastHand!;
    expect(lh.shown.map((h) => h.seat)).toEqual([2, 0]);
    expect(lh.mucked).toEqual([1]);
    expect(lh.pots[0].winners).toEqual([0]);
    for (const v of [null, 0, 2]) {
      const text = JSON.stringify(texasHoldem.view(s, v));
      expect(text).not.toMatch(/"9h"|"4s"/);
    }
    const next = texasHoldem.advance(texasHoldem.advance(s, rng())!, rng())!;
    expect(JSON.stringify(texasHoldem.view(next, 0))).not.toMatch(/"9h"|"4s"/);
  });

  it('without allowMuck every hand at showdown is shown, starting with the river bettor', () => {
    const s = riverBet(false);
    expect(s.lastHand!.shown.map((h) => [h.seat, h.cards.length])).toEqual([
      [2, 2],
      [0, 2],
      [1, 2],
    ]);
    expect(texasHoldem.view(s, null).players[1].holeCards).toEqual(['9h', '4s']);
  });

  it('nobody bet on the river: the first live player left of the button shows first', () => {
    let s = newHand({}, 3, { 0: 'Ac Ad', 2: 'Kc Qc' }, 'Ks 8d 7h 3c 2s');
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = mustApply(texasHoldem, s, 2, { type: 'check' });
    s = checkDown(s, [1, 2, 0]);
    expect(s.lastHand!.shown.map((h) => h.seat)).toEqual([1, 2, 0]);
  });
});

describe('antes, rotation and the end of the match', () => {
  it('antes are paid by everyone and do not count as bets', () => {
    let s = newHand({ ante: 2 }, 3, {}, '2c 3d 4h 9s Jd');
    expect(s.committed).toEqual([2, 7, 12]);
    expect(s.roundBets).toEqual([0, 5, 10]);
    expect(legal(s, 0)).toContainEqual({ type: 'call', amount: 10 });
    s = mustApply(texasHoldem, s, 0, { type: 'fold' });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    s = advanceToMove(s);
    expect(s.stacks).toEqual([998, 993, 1009]);
  });

  it('a player left with 0 by the ante is all-in and skipped (no-betting)', () => {
    let s = newHand(
      { variant: 'no-betting', ante: 5 },
      3,
      { 0: 'Ac Ad', 1: '2c 3d', 2: '4c 6d' },
      'Kh Qd 7c 9s 8h',
      [1000, 5, 1000],
    );
    expect(s.allIn[1]).toBe(true);
    expect(s.toAct).toBe(2);
    s = mustApply(texasHoldem, s, 2, { type: 'bet', amount: 40 });
    expect(s.toAct).toBe(0);
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = advanceToMove(s);
    expect(s.lastHand!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [15, [0]],
      [80, [0]],
    ]);
    expect(s.stacks).toEqual([1000 - 45 + 95, 0, 955]);
  });

  it('maxHands ends the match; players tied for the most chips are co-winners', () => {
    let s = newHand({ maxHands: 1 }, 2, { 0: '2c 3c', 1: '2d 3d' }, 'As Ks Qs Js Ts');
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'check' });
    s = checkDown(s, [1, 0]);
    s = texasHoldem.advance(s, rng())!;
    expect(texasHoldem.result(s)).toEqual({
      winners: [0, 1],
      scores: [1000, 1000],
      reason: 'hands-complete',
      standings: [
        { seat: 0, place: 1 },
        { seat: 1, place: 1 },
      ],
    });
    expect(texasHoldem.toAct(s)).toEqual([]);
    expect(texasHoldem.advance(s, rng())).toBeNull();
    expect(rejectionOf(texasHoldem, s, 0, { type: 'fold' })).toBe('match-over');
  });

  it('the last player with chips wins the match', () => {
    let s = newHand({}, 2, { 0: 'Ac Ad', 1: '2c 7d' }, 'Kh Qd 9c 5s 3h');
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = advanceToMove(s);
    s = texasHoldem.advance(s, rng())!;
    expect(texasHoldem.result(s)).toEqual({
      winners: [0],
      scores: [2000, 0],
      reason: 'last-player-standing',
      standings: [
        { seat: 0, place: 1 },
        { seat: 1, place: 2 },
      ],
    });
  });
});
