/** The worked examples of docs/rules/texas-holdem.md §10 and its edge cases (§9 there), as test vectors. */
import { cards } from '../cards';
import { handValue } from '../poker';
import { rngFromSeed } from '../random';
import { texasHoldem } from './index';
import { mustApply, rejectionOf } from '../testing';
import { resolveOptions } from '../options';
import { dealHand } from './rules';
import { newHand, advanceToMove, options, stackedDeck } from './test-helpers';
import type { HoldemState } from './types';

const view = (s: HoldemState, seat: number | null) => texasHoldem.view(s, seat);
const legal = (s: HoldemState, seat: number) => texasHoldem.legalMoves(s, seat);

describe('Example 1: split pot and the odd chip', () => {
  const s0 = newHand({}, 3, { 0: 'Ah 3d', 1: '9h 4s', 2: 'As 4c' }, 'Ks Kd 7h 7c 2s');

  it('plays out to 1002 / 995 / 1003 and never shows seat 1', () => {
    expect(s0.smallBlindSeat).toBe(1);
    expect(s0.bigBlindSeat).toBe(2);
    expect(s0.toAct).toBe(0);
    let s = mustApply(texasHoldem, s0, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    expect(s.toAct).toBe(2);
    s = mustApply(texasHoldem, s, 2, { type: 'check' });
    expect(s.committed.reduce((a, b) => a + b, 0)).toBe(25);
    for (const street of ['flop', 'turn', 'river']) {
      s = advanceToMove(s);
      expect(s.phase).toBe(street);
      expect(s.toAct).toBe(2);
      s = mustApply(texasHoldem, s, 2, { type: 'check' });
      expect(s.toAct).toBe(0);
      s = mustApply(texasHoldem, s, 0, { type: 'check' });
    }
    s = advanceToMove(s);
    expect(s.phase).toBe('hand-end');
    expect(s.stacks).toEqual([1002, 995, 1003]);
    const lh = s.lastHand!;
    expect(lh.shown.map((h) => h.seat)).toEqual([2, 0]);
    expect(lh.pots).toHaveLength(1);
    expect(lh.pots[0]).toMatchObject({ amount: 25, winners: [2, 0], shares: [13, 12] });
    expect(lh.pots[0].explanation).toBe(
      'Seats 2 and 0 split main pot 25 (seat 2 13, seat 0 12) with Two pair, Kings and Sevens',
    );
    for (const v of [null, 0, 2]) {
      const text = JSON.stringify(view(s, v));
      expect(view(s, v).players[1].holeCards).toBeNull();
      expect(text).not.toContain('"9h"');
      expect(text).not.toContain('"4s"');
    }
    expect(view(s, 1).players[1].holeCards).toEqual(['9h', '4s']);
  });
});

describe('Example 2: side pot', () => {
  it('pays the main pot to seat 0 and the side pot to seat 2, and eliminates seat 1', () => {
    let s = newHand({}, 3, { 0: 'Qs Qh', 1: 'Ac Kd', 2: 'Jc Js' }, 'Qd 7c 2h 9s 3d', [50, 300, 300]);
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    expect(s.amountToMatch).toBe(50);
    expect(s.minRaiseIncrement).toBe(40);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 89 })).toBe('raise-too-small');
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: { min: 90, max: 300 } });
    s = mustApply(texasHoldem, s, 1, { type: 'raise', to: 200 });
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    s = advanceToMove(s);
    expect(s.phase).toBe('flop');
    expect(s.board).toEqual(cards('Qd 7c 2h'));
    expect(s.toAct).toBe(1);
    // The view: pots with eligibility, stacks, whose turn, last actions; only the viewer's hole cards.
    const v1 = view(s, 1);
    expect(v1.pots).toEqual([
      { name: 'main pot', amount: 150, eligible: [0, 1, 2] },
      { name: 'side pot', amount: 300, eligible: [1, 2] },
    ]);
    expect(v1.players.map((p) => [p.stack, p.status, p.lastAction?.type])).toEqual([
      [0, 'all-in', 'all-in'],
      [100, 'active', 'raise'],
      [100, 'active', 'call'],
    ]);
    expect(v1.yourCards).toEqual(['Ac', 'Kd']);
    expect(v1.players.map((p) => p.holeCards)).toEqual([null, ['Ac', 'Kd'], null]);
    expect([v1.toAct, v1.toCall, v1.currentBet, v1.totalPot]).toEqual([[1], 0, 0, 450]);
    expect(view(s, 2).toCall).toBeNull();
    expect(texasHoldem.timeoutMove!(s, 1, rngFromSeed('22'.repeat(16), 't'))).toEqual({ type: 'check' });
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    expect(s.lastAction[1]).toMatchObject({ type: 'all-in', amount: 100, to: 100, allIn: true });
    expect(texasHoldem.timeoutMove!(s, 2, rngFromSeed('22'.repeat(16), 't'))).toEqual({ type: 'fold' });
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(s.toAct).toBeNull();
    s = texasHoldem.advance(s, rngFromSeed('22'.repeat(16), 'x'))!;
    // Betting is closed: all three hands are face up for everyone.
    expect(s.phase).toBe('turn');
    expect(view(s, null).players.map((p) => p.holeCards)).toEqual([
      ['Qs', 'Qh'],
      ['Ac', 'Kd'],
      ['Jc', 'Js'],
    ]);
    s = advanceToMove(s);
    expect(s.board).toEqual(cards('Qd 7c 2h 9s 3d'));
    const lh = s.lastHand!;
    expect(lh.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [150, [0, 1, 2], [0]],
      [500, [1, 2], [2]],
    ]);
    expect(lh.pots[0].explanation).toBe('Seat 0 wins main pot 150 with Three of a kind, Queens');
    expect(lh.pots[1].explanation).toBe('Seat 2 wins side pot 500 with Pair of Jacks');
    expect(s.stacks).toEqual([150, 0, 500]);
    expect(lh.eliminated).toEqual([1]);
    // Next hand: seat 1 is out, heads-up between seats 0 and 2 with the button on seat 2.
    s = texasHoldem.advance(s, rngFromSeed('22'.repeat(16), 'y'))!;
    expect(s.phase).toBe('hand-start');
    expect(s.button).toBe(2);
    s = texasHoldem.advance(s, rngFromSeed('22'.repeat(16), 'z'))!;
    expect(s.inHand).toEqual([true, false, true]);
    expect(s.holeCards[1]).toEqual([]);
    expect(s.smallBlindSeat).toBe(2);
    expect(s.bigBlindSeat).toBe(0);
    expect(s.toAct).toBe(2);
    expect(view(s, null).players[1].status).toBe('out');
  });
});

describe('Example 3: a short all-in does not reopen the betting', () => {
  const start = () => {
    let s = newHand({}, 4, {}, '2c 3d 4h 9s Jd', [1000, 45, 1000, 1000]);
    expect(s.toAct).toBe(3);
    s = mustApply(texasHoldem, s, 3, { type: 'raise', to: 30 });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([30, 20]);
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([45, 20]);
    return s;
  };

  it('follows steps 1 to 6', () => {
    let s = start();
    expect(rejectionOf(texasHoldem, s, 2, { type: 'raise', to: 60 })).toBe('raise-too-small');
    expect(legal(s, 2)).toContainEqual({ type: 'raise', to: { min: 65, max: 1000 } });
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(rejectionOf(texasHoldem, s, 3, { type: 'raise', to: 100 })).toBe('betting-not-reopened');
    expect(rejectionOf(texasHoldem, s, 3, { type: 'all-in' })).toBe('betting-not-reopened');
    expect(legal(s, 3)).toEqual([{ type: 'fold' }, { type: 'call', amount: 15 }]);
    s = mustApply(texasHoldem, s, 3, { type: 'call', amount: 15 });
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    expect(s.toAct).toBeNull();
    expect(s.committed.reduce((a, b) => a + b, 0)).toBe(180);
    s = advanceToMove(s);
    expect(s.phase).toBe('flop');
    expect(view(s, null).pots).toEqual([{ name: 'main pot', amount: 180, eligible: [0, 1, 2, 3] }]);
  });

  it('a full raise by seat 2 reopens the betting for seats 3 and 0 (minimum 85)', () => {
    let s = mustApply(texasHoldem, start(), 2, { type: 'raise', to: 65 });
    expect(legal(s, 3)).toContainEqual({ type: 'raise', to: { min: 85, max: 1000 } });
    expect(rejectionOf(texasHoldem, s, 3, { type: 'raise', to: 84 })).toBe('raise-too-small');
    s = mustApply(texasHoldem, s, 3, { type: 'call' });
    expect(legal(s, 0)).toContainEqual({ type: 'raise', to: { min: 85, max: 1000 } });
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 85 });
    expect(s.toAct).toBe(2);
  });

  it('several short all-ins adding up to a full raise reopen the betting', () => {
    // Seat 3 raises to 30 (L 20); seat 0 all-in to 40 (+10), seat 1 all-in to 52 (+12): 22 >= 20 since seat 3's action.
    let s = newHand({}, 4, {}, '2c 3d 4h 9s Jd', [1000, 52, 1000, 1000]);
    s = { ...s, stacks: [40, 47, 990, 1000] };
    s = mustApply(texasHoldem, s, 3, { type: 'raise', to: 30 });
    s = mustApply(texasHoldem, s, 0, { type: 'all-in' });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([40, 20]);
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    expect([s.amountToMatch, s.minRaiseIncrement]).toEqual([52, 20]);
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(legal(s, 3)).toContainEqual({ type: 'raise', to: { min: 72, max: 1000 } });
  });
});

describe('Example 4: pot-limit maximums', () => {
  it('caps raises and bets at the pot', () => {
    let s = newHand({ bettingStructure: 'pot-limit' }, 3, {}, '2c 3d 4h 9s Jd');
    expect(s.toAct).toBe(0);
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 40 })).toBe('raise-exceeds-pot');
    expect(legal(s, 0)).toContainEqual({ type: 'raise', to: { min: 20, max: 35 } });
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 35 });
    expect(legal(s, 1)).toContainEqual({ type: 'raise', to: { min: 60, max: 115 } });
    expect(rejectionOf(texasHoldem, s, 1, { type: 'raise', to: 116 })).toBe('raise-exceeds-pot');
    s = mustApply(texasHoldem, s, 1, { type: 'raise', to: 115 });
    s = mustApply(texasHoldem, s, 2, { type: 'fold' });
    s = mustApply(texasHoldem, s, 0, { type: 'call', amount: 80 });
    s = advanceToMove(s);
    expect(s.phase).toBe('flop');
    expect(s.committed.reduce((a, b) => a + b, 0)).toBe(240);
    expect(s.toAct).toBe(1);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'bet', amount: 241 })).toBe('bet-exceeds-pot');
    expect(legal(s, 1)).toContainEqual({ type: 'bet', amount: { min: 10, max: 240 } });
    expect(rejectionOf(texasHoldem, s, 1, { type: 'all-in' })).toBe('bet-exceeds-pot');
    expect(legal(s, 1).map((m) => m.type)).not.toContain('all-in');
    s = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 240 });
    expect(s.amountToMatch).toBe(240);
  });
});

describe('Example 5: no-betting variant', () => {
  it('opens, calls, folds and pays seat 1', () => {
    let s = newHand({ variant: 'no-betting' }, 3, { 0: '7d 7h', 1: 'Kc Kd', 2: '9s 8s' }, 'Ah 9d 4c Js 2h');
    expect(s.phase).toBe('opening-bet');
    expect(s.toAct).toBe(1);
    for (const v of [null, 0, 1, 2]) {
      expect(view(s, v).players.every((p) => p.holeCards === null)).toBe(true);
      expect(view(s, v).yourCards).toEqual(v === null ? null : []);
      expect(view(s, v).board).toEqual(['Ah', '9d', '4c']);
    }
    expect(legal(s, 1)).toEqual([{ type: 'bet', amount: { min: 1, max: 1000 } }]);
    expect(rejectionOf(texasHoldem, s, 1, { type: 'fold' })).toBe('move-not-allowed');
    expect(rejectionOf(texasHoldem, s, 1, { type: 'check' })).toBe('move-not-allowed');
    s = mustApply(texasHoldem, s, 1, { type: 'bet', amount: 20 });
    expect(view(s, 1).yourCards).toEqual(['Kc', 'Kd']);
    expect(view(s, 2).yourCards).toEqual(['9s', '8s']);
    expect(view(s, 2).players[1].holeCards).toBeNull();
    expect(s.toAct).toBe(2);
    expect(legal(s, 2)).toEqual([{ type: 'call', amount: 20 }, { type: 'fold' }]);
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(rejectionOf(texasHoldem, s, 0, { type: 'raise', to: 40 })).toBe('move-not-allowed');
    expect(rejectionOf(texasHoldem, s, 0, { type: 'check' })).toBe('move-not-allowed');
    s = mustApply(texasHoldem, s, 0, { type: 'fold' });
    s = advanceToMove(s);
    expect(s.board).toEqual(cards('Ah 9d 4c Js 2h'));
    expect(s.burns).toEqual([]);
    const lh = s.lastHand!;
    expect(lh.shown.map((h) => h.seat)).toEqual([1, 2]);
    expect(lh.pots[0]).toMatchObject({ amount: 40, winners: [1] });
    expect(lh.pots[0].explanation).toBe('Seat 1 wins main pot 40 with Pair of Kings');
    expect(s.stacks).toEqual([1000, 1020, 980]);
    expect(JSON.stringify(view(s, 2))).not.toMatch(/"7d"|"7h"/);
    s = texasHoldem.advance(s, rngFromSeed('33'.repeat(16), 'n'))!;
    expect(s.button).toBe(1);
  });

  it('posts a fixed opening bet automatically, returns the uncalled excess, and lets every fold win at once', () => {
    let s = newHand({ variant: 'no-betting', openingBet: 50 }, 3, {}, 'Ah 9d 4c Js 2h', [1000, 1000, 30]);
    expect(s.toAct).toBeNull();
    expect(view(s, 1).yourCards).toEqual([]);
    s = advanceToMove(s);
    expect(s.phase).toBe('calls');
    expect(s.committed[1]).toBe(50);
    expect(view(s, 1).yourCards).toHaveLength(2);
    expect(s.toAct).toBe(2);
    expect(legal(s, 2)).toEqual([{ type: 'call', amount: 30 }, { type: 'fold' }]);
    s = mustApply(texasHoldem, s, 2, { type: 'call' });
    expect(s.allIn[2]).toBe(true);
    s = mustApply(texasHoldem, s, 0, { type: 'fold' });
    s = advanceToMove(s);
    expect(s.lastHand!.uncalled).toEqual({ seat: 1, amount: 20 });
    expect(s.lastHand!.pots.map((p) => p.amount)).toEqual([60]);
    expect(s.stacks.reduce((a, b) => a + b, 0)).toBe(2030);

    let t = newHand({ variant: 'no-betting' }, 3, {}, 'Ah 9d 4c Js 2h');
    t = mustApply(texasHoldem, t, 1, { type: 'bet', amount: 100 });
    t = mustApply(texasHoldem, t, 2, { type: 'fold' });
    t = mustApply(texasHoldem, t, 0, { type: 'fold' });
    t = advanceToMove(t);
    expect(t.lastHand!.uncontested).toBe(true);
    expect(t.lastHand!.shown).toEqual([]);
    expect(t.stacks).toEqual([1000, 1000, 1000]);
    expect(t.board).toHaveLength(3);
  });
});

describe('Example 6: best five of seven', () => {
  it('ranks the straights as the rules file says', () => {
    const board1 = cards('5c 6d 7h 8s 9c');
    expect(handValue([...cards('Tc 2d'), ...board1])).toBeGreaterThan(
      handValue([...cards('Ah Kd'), ...board1]),
    );
    const board2 = cards('Ah 2d 3c 4s 9h');
    expect(handValue([...cards('6h 5h'), ...board2])).toBeGreaterThan(
      handValue([...cards('5d Kc'), ...board2]),
    );
  });

  it.each([
    ['Ah Kd', 'Tc 2d', '5c 6d 7h 8s 9c'],
    ['5d Kc', '6h 5h', 'Ah 2d 3c 4s 9h'],
  ])('heads-up check-down: %s loses to %s on %s', (a, b, board) => {
    let s = newHand({}, 2, { 0: a, 1: b }, board);
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'check' });
    for (let k = 0; k < 3; k++) {
      s = advanceToMove(s);
      s = mustApply(texasHoldem, s, 1, { type: 'check' });
      s = mustApply(texasHoldem, s, 0, { type: 'check' });
    }
    s = advanceToMove(s);
    expect(s.lastHand!.pots[0].winners).toEqual([1]);
    expect(s.stacks).toEqual([990, 1010]);
  });
});

describe('Example 7: stacks reset every hand', () => {
  const acpc = { startingStack: 20000, smallBlind: 50, bigBlind: 100, resetStacks: true, maxHands: 3 };
  const rng = rngFromSeed('77'.repeat(16), 'example-7');
  /** Automatic steps until a player must act or the match is over; each hand dealt from `decks` when given. */
  const play = (s: HoldemState, decks: Map<number, string[]> = new Map()): HoldemState => {
    for (;;) {
      if (s.phase === 'hand-start' && decks.has(s.handNumber + 1)) {
        const [holes0, holes1, board] = decks.get(s.handNumber + 1)!;
        s = dealHand(s, stackedDeck(s, { 0: holes0, 1: holes1 }, board));
        continue;
      }
      const next = texasHoldem.advance(s, rng);
      if (next === null) return s;
      s = next;
    }
  };
  const start = () => play(texasHoldem.setup(2, options(acpc), rng));

  it('plays hands 1 to 3 to +150 / −150, every hand from 20000, seat 0 winning at 500 mbb/hand', () => {
    let s = start();
    // hand 1: seat 0 is the button (SB 50), seat 1 the BB (100)
    expect([s.handNumber, s.button, s.smallBlindSeat, s.bigBlindSeat]).toEqual([1, 0, 0, 1]);
    expect(s.stacks).toEqual([19950, 19900]);
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 300 });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    const hand1 = texasHoldem.advance(s, rng)!;
    expect(hand1.phase).toBe('hand-end');
    expect(hand1.lastHand).toMatchObject({ uncalled: { seat: 0, amount: 200 }, results: [100, -100] });
    expect(hand1.lastHand!.pots.map((p) => p.amount)).toEqual([200]);
    expect(hand1.stacks).toEqual([20100, 19900]);
    // hand 2: both stacks back to 20000; seat 1 is the button
    s = play(hand1);
    expect([s.handNumber, s.button, s.smallBlindSeat, s.bigBlindSeat]).toEqual([2, 1, 1, 0]);
    expect(s.stacks).toEqual([19900, 19950]);
    expect(texasHoldem.view(s, 0).scores).toEqual([100, -100]);
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = mustApply(texasHoldem, s, 0, { type: 'check' });
    s = play(s);
    expect([s.phase, s.toAct]).toEqual(['flop', 0]);
    s = mustApply(texasHoldem, s, 0, { type: 'bet', amount: 200 });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    const hand2 = texasHoldem.advance(s, rng)!;
    expect(hand2.lastHand!.results).toEqual([100, -100]);
    // hand 3: stacks 20000 each, seat 0 the button folds
    s = play(hand2);
    expect([s.handNumber, s.button, s.stacks]).toEqual([3, 0, [19950, 19900]]);
    s = mustApply(texasHoldem, s, 0, { type: 'fold' });
    s = play(s);
    expect(s.lastHand!.results).toEqual([-50, 50]);
    // the end: after maxHands, scored by chips won
    expect(s.phase).toBe('match-over');
    expect(texasHoldem.scores(s)).toEqual([150, -150]);
    const r = texasHoldem.result(s)!;
    expect(r).toMatchObject({ winners: [0], scores: [150, -150], reason: 'hands-complete' });
    expect(r.standings).toEqual([
      { seat: 0, place: 1 },
      { seat: 1, place: 2 },
    ]);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    // 150 chips ÷ 100 (the big blind) ÷ 3 hands × 1000
    expect((r.scores[0] / acpc.bigBlind / acpc.maxHands) * 1000).toBe(500);
  });

  it('starts hand 3 at 20000 each after seat 1 won all 20000 of seat 0 in hand 2', () => {
    const decks = new Map([[2, ['2c 7d', 'Ah As', 'Kd 9c 4h 3s 2h']]]);
    let s = start();
    s = mustApply(texasHoldem, s, 0, { type: 'raise', to: 300 });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    s = play(s, decks);
    expect(s.handNumber).toBe(2);
    s = mustApply(texasHoldem, s, 1, { type: 'all-in' });
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = play(s, decks);
    expect(s.lastHand).toMatchObject({ handNumber: 2, stacksAfter: [0, 40000], eliminated: [] });
    expect(s.lastHand!.results).toEqual([-20000, 20000]);
    expect([s.handNumber, s.phase, s.stacks]).toEqual([3, 'preflop', [19950, 19900]]);
    expect(texasHoldem.scores(s)).toEqual([100 - 20000, -100 + 20000]);
  });

  it('is refused without maxHands, naming resetStacks', () => {
    const r = resolveOptions(texasHoldem.optionsSchema, { resetStacks: true });
    expect(r).toEqual({ ok: false, details: { resetStacks: 'needs maxHands of at least 1, got 0' } });
    expect(resolveOptions(texasHoldem.optionsSchema, { resetStacks: true, maxHands: 1 }).ok).toBe(true);
  });
});

describe('docs/rules/texas-holdem.md §9 edge cases', () => {
  it('heads-up: the button posts the small blind and acts first preflop, the big blind first after the flop', () => {
    let s = newHand({}, 2, {}, '2c 3d 4h 9s Jd');
    expect([s.button, s.smallBlindSeat, s.bigBlindSeat, s.toAct]).toEqual([0, 0, 1, 0]);
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    expect(s.toAct).toBe(1);
    expect(legal(s, 1)).toContainEqual({ type: 'check' });
    s = advanceToMove(mustApply(texasHoldem, s, 1, { type: 'check' }));
    expect(s.toAct).toBe(1);
  });

  it('everyone folds to the big blind: the small blind stays in, the excess is returned', () => {
    let s = newHand({}, 3, {}, '2c 3d 4h 9s Jd');
    s = mustApply(texasHoldem, s, 0, { type: 'fold' });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    s = advanceToMove(s);
    expect(s.lastHand!.uncalled).toEqual({ seat: 2, amount: 5 });
    expect(s.lastHand!.pots).toMatchObject([
      { amount: 10, winners: [2], explanation: 'Seat 2 wins main pot 10 uncontested' },
    ]);
    expect(s.stacks).toEqual([1000, 995, 1005]);
    expect(s.board).toEqual([]);
  });

  it('a short big blind: H stays 10 and the excess is returned after the hand', () => {
    let s = newHand({}, 3, { 0: 'Ac Ad', 2: '2c 7d' }, 'Ks Qd 9h 5c 3s', [1000, 1000, 3]);
    expect(s.allIn[2]).toBe(true);
    expect(s.amountToMatch).toBe(10);
    expect(legal(s, 0)).toContainEqual({ type: 'call', amount: 10 });
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'fold' });
    // Only seat 0 is active and owes nothing: betting is closed, hands are shown.
    expect(s.toAct).toBeNull();
    s = advanceToMove(s);
    // docs/rules/texas-holdem.md §7: contributions 10 / 5 (folded) / 3; the largest exceeds the second largest by 5.
    expect(s.lastHand!.uncalled).toEqual({ seat: 0, amount: 5 });
    expect(s.lastHand!.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [9, [0, 2], [0]],
      [4, [0], [0]],
    ]);
    expect(s.lastHand!.shown.map((h) => h.seat).sort()).toEqual([0, 2]);
    expect(s.stacks).toEqual([1008, 995, 0]);
  });

  it('everyone playing the board splits the pot', () => {
    let s = newHand({}, 3, { 0: '2c 3c', 1: '2d 3d', 2: '2h 3h' }, 'As Ks Qs Js Ts');
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    s = mustApply(texasHoldem, s, 1, { type: 'call' });
    s = mustApply(texasHoldem, s, 2, { type: 'check' });
    for (let k = 0; k < 3; k++) {
      s = advanceToMove(s);
      for (const seat of [1, 2, 0]) s = mustApply(texasHoldem, s, seat, { type: 'check' });
    }
    s = advanceToMove(s);
    expect(s.lastHand!.pots[0]).toMatchObject({ amount: 30, winners: [1, 2, 0], shares: [10, 10, 10] });
    expect(s.stacks).toEqual([1000, 1000, 1000]);
  });

  it('a player may fold when a check is possible', () => {
    let s = newHand({}, 2, {}, '2c 3d 4h 9s Jd');
    s = mustApply(texasHoldem, s, 0, { type: 'call' });
    expect(legal(s, 1)[0]).toEqual({ type: 'fold' });
    s = advanceToMove(mustApply(texasHoldem, s, 1, { type: 'fold' }));
    expect(s.stacks).toEqual([1010, 990]);
  });
});
