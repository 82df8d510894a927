/**
 * Property tests over random playouts of every structure (no-limit, pot-limit, fixed-limit,
 * no-betting), driven exactly as the service drives a match. After every step: chips are conserved,
 * the 52 cards are all there exactly once, views hold no hidden card. At every settlement: no pot pays
 * an ineligible seat, pots and returns add up to the contributions, and the best hand wins each pot as
 * judged by an independent evaluator (pokersolver, used only here), and exactly the hands the rules
 * require are shown, in showdown order. At every move: each listed legal
 * move applies, and moves just outside the listed ranges are rejected with their reason codes.
 */
import fc from 'fast-check';
import { cardsToStrings } from '../cards';
import { materialize, playout, type PlayoutStep } from '../playout';
import { rngFromSeed, type Rng } from '../random';
import type { Move, MoveTemplate } from '../types';
import { makeBasicBot, texasHoldem } from './index';
import { options } from './test-helpers';
import type { HandSummary, HoldemOptions, HoldemState } from './types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Hand } = require('pokersolver') as {
  Hand: { solve(cards: string[]): unknown; winners(hands: unknown[]): unknown[] };
};

const CARD_RE = /"([2-9TJQKA][cdhs])"/g;

function cardStringsIn(v: unknown): Set<string> {
  return new Set([...JSON.stringify(v).matchAll(CARD_RE)].map((m) => m[1]));
}

function isRangeField(v: unknown): v is { min: number; max: number } {
  return typeof v === 'object' && v !== null && 'min' in v && 'max' in v;
}

interface Stats {
  hands: number;
  showdowns: number;
  sidePots: number;
  splits: number;
  moves: number;
  /** Showdowns after betting closed (hands face up before the showdown). */
  closedShowdowns: number;
  /** Hands mucked at showdowns. */
  mucked: number;
}

function checker(o: HoldemOptions, n: number, stats: Stats) {
  const total = n * o.startingStack;
  let prev: HoldemState | null = null;
  return (step: PlayoutStep<HoldemState>) => {
    const s = step.state;
    // Chips are conserved exactly, and nobody is ever negative.
    const chips = s.stacks.reduce((a, b) => a + b, 0) + s.committed.reduce((a, b) => a + b, 0);
    if (chips !== total) throw new Error(`chips ${chips} != ${total}`);
    if (!s.stacks.every((v) => Number.isInteger(v) && v >= 0)) throw new Error(`bad stacks ${s.stacks}`);
    // Cards: never duplicated or lost once a hand is dealt.
    if (s.handNumber > 0) {
      const seen = new Uint8Array(52);
      let count = 0;
      for (const list of [s.deck, s.burns, s.board, ...s.holeCards])
        for (const c of list) {
          seen[c] += 1;
          count++;
        }
      if (count !== 52 || seen.some((x) => x !== 1)) throw new Error('cards duplicated or lost');
    }
    // Views: only the board, the viewer's own visible cards, shown hands and the last hand's record.
    const publicCards = new Set<string>(cardsToStrings(s.board));
    for (let i = 0; i < n; i++)
      if (s.shown[i]) cardsToStrings(s.holeCards[i]).forEach((c) => publicCards.add(c));
    if (s.lastHand) {
      cardsToStrings(s.lastHand.board).forEach((c) => publicCards.add(c));
      s.lastHand.shown.forEach((h) => cardsToStrings(h.cards).forEach((c) => publicCards.add(c)));
    }
    for (const viewer of [null, ...Array.from({ length: n }, (_, i) => i)]) {
      const v = texasHoldem.view(s, viewer);
      const own = viewer !== null && s.holeVisible ? cardsToStrings(s.holeCards[viewer]) : [];
      for (const c of cardStringsIn(v))
        if (!publicCards.has(c) && !own.includes(c)) throw new Error(`leaked ${c} to ${viewer}`);
      // Folded hands and mucked hands are never shown to anyone else.
      for (let i = 0; i < n; i++)
        if (i !== viewer && s.folded[i] && v.players[i].holeCards !== null)
          throw new Error('folded hand shown');
    }
    if (s.lastHand && s.lastHand.handNumber === s.handNumber) {
      for (const m of s.lastHand.mucked) if (s.shown[m]) throw new Error(`mucked seat ${m} shown`);
    }

    if (prev && s.phase === 'hand-end' && prev.phase !== 'hand-end') checkSettlement(prev, s, stats);
    if (step.kind === 'move') stats.moves++;
    prev = s;
  };
}

function checkSettlement(before: HoldemState, after: HoldemState, stats: Stats): void {
  stats.hands++;
  const lh = after.lastHand!;
  const live = before.inHand.map((v, i) => v && !before.folded[i]);
  const committed = before.committed.reduce((a, b) => a + b, 0);
  expect(lh.pots.reduce((a, p) => a + p.amount, 0) + (lh.uncalled?.amount ?? 0)).toBe(committed);
  const gained = after.stacks.map((v, i) => v - before.stacks[i]);
  const paid = new Array<number>(before.seatCount).fill(0);
  if (lh.uncalled) {
    paid[lh.uncalled.seat] += lh.uncalled.amount;
    // Only the excess over the second biggest contribution is returned.
    const sorted = before.committed.slice().sort((a, b) => b - a);
    expect(lh.uncalled.amount).toBe(sorted[0] - sorted[1]);
  }
  if (lh.pots.length > 1) stats.sidePots++;
  for (const p of lh.pots) {
    expect(p.amount).toBeGreaterThan(0);
    for (const w of p.winners) expect(p.eligible).toContain(w);
    for (const e of p.eligible) expect(live[e]).toBe(true);
    expect(p.shares.reduce((a, b) => a + b, 0)).toBe(p.amount);
    expect(Math.max(...p.shares) - Math.min(...p.shares)).toBeLessThanOrEqual(1);
    // Odd chips go to the first winners clockwise from the button's left.
    for (let k = 1; k < p.shares.length; k++) expect(p.shares[k]).toBeLessThanOrEqual(p.shares[k - 1]);
    p.winners.forEach((w, k) => (paid[w] += p.shares[k]));
    if (p.winners.length > 1) stats.splits++;
    if (!lh.uncontested && p.eligible.length > 1) {
      const board = cardsToStrings(before.board);
      expect(board).toHaveLength(5);
      const hands = p.eligible.map((e) => Hand.solve([...cardsToStrings(before.holeCards[e]), ...board]));
      const best = new Set(Hand.winners(hands));
      const expected = p.eligible.filter((_, k) => best.has(hands[k]));
      expect(p.winners.slice().sort()).toEqual(expected.sort());
    }
  }
  if (!lh.uncontested) stats.showdowns++;
  expect(gained).toEqual(paid);
  // Eligibility, checked independently of the pot builder. c2 = contributions after the uncalled return.
  const c2 = before.committed.slice();
  if (lh.uncalled) c2[lh.uncalled.seat] -= lh.uncalled.amount;
  const liveSeats = c2.map((_, i) => i).filter((i) => live[i]);
  if (lh.pots.length > 0) expect(lh.pots[0].eligible).toEqual(liveSeats);
  else expect(committed).toBe(lh.uncalled?.amount ?? 0); // e.g. an opening bet nobody called, without antes
  for (const p of lh.pots) {
    // A pot is open to exactly the live seats that put in at least as much as its smallest eligible seat.
    const floor = Math.min(...p.eligible.map((e) => c2[e]));
    expect(p.eligible).toEqual(liveSeats.filter((i) => c2[i] >= floor));
  }
  // Nobody wins more than what their own contribution can match from each player.
  for (let i = 0; i < before.seatCount; i++) {
    const cap = c2.reduce((a, cj) => a + Math.min(cj, c2[i]), 0);
    expect(paid[i] - (lh.uncalled?.seat === i ? lh.uncalled.amount : 0)).toBeLessThanOrEqual(
      live[i] ? cap : 0,
    );
  }
  // Uncontested hands show nothing.
  if (lh.uncontested) expect(lh.shown).toEqual([]);
  else checkShown(before, lh, stats);
}

const VOLUNTARY = new Set(['fold', 'check', 'call', 'bet', 'raise', 'all-in']);

/**
 * Which hands a showdown shows, worked out from the rules (docs/rules/texas-holdem.md §6) and the public
 * action log rather than the engine's own fields: the order starts with the last player who bet or
 * raised in the final betting round (else the first live player left of the button; in no-betting the
 * opener) and goes clockwise. Without allowMuck every hand is shown; with it, the first hand, all-in
 * hands, hands winning part of a pot, and every hand when betting closed (at most one live player
 * with chips left, betting variant) are shown, the others mucked.
 */
function checkShown(before: HoldemState, lh: HandSummary, stats: Stats): void {
  const n = before.seatCount;
  const live = Array.from({ length: n }, (_, i) => i).filter((i) => before.inHand[i] && !before.folded[i]);
  let first: number | null = null;
  if (before.options.variant === 'no-betting') first = before.opener;
  else {
    const acts = before.log.filter((e) => VOLUNTARY.has(e.type));
    const finalRound = acts.length ? acts[acts.length - 1].phase : null;
    let top = finalRound === 'preflop' ? before.options.bigBlind : 0;
    for (const e of acts) {
      if (e.phase !== finalRound || (e.to ?? 0) <= top) continue;
      top = e.to!;
      first = e.seat;
    }
  }
  if (first === null || !live.includes(first))
    first = Array.from({ length: n }, (_, k) => (before.button + 1 + k) % n).find((i) => live.includes(i))!;
  const order = Array.from({ length: n }, (_, k) => (first + k) % n).filter((i) => live.includes(i));
  const winners = new Set(lh.pots.flatMap((p) => p.winners));
  const closed = before.options.variant === 'betting' && live.filter((i) => !before.allIn[i]).length <= 1;
  const mustShow = (i: number) =>
    !before.options.allowMuck || i === first || before.allIn[i] || winners.has(i) || closed;
  expect(lh.shown.map((h) => h.seat)).toEqual(order.filter(mustShow));
  expect(lh.mucked).toEqual(order.filter((i) => !mustShow(i)));
  for (const h of lh.shown) expect(cardsToStrings(h.cards)).toEqual(cardsToStrings(before.holeCards[h.seat]));
  if (closed) stats.closedShowdowns++;
  stats.mucked += lh.mucked.length;
}

/** Every listed move applies; values just outside a listed range are rejected with a reason code. */
function checkLegal(state: HoldemState, seat: number, legal: MoveTemplate[], rng: Rng): void {
  const before = JSON.stringify(state);
  const ok = (m: Move) => {
    const r = texasHoldem.apply(state, seat, m);
    if (!r.ok) throw new Error(`listed move ${JSON.stringify(m)} rejected: ${r.reason}`);
  };
  for (const item of legal) {
    const field = item.type === 'bet' ? 'amount' : 'to';
    const v = item[field];
    if (isRangeField(v)) {
      ok({ type: item.type, [field]: v.min });
      ok({ type: item.type, [field]: v.max });
      ok(materialize(item, rng));
      const over = texasHoldem.apply(state, seat, { type: item.type, [field]: v.max + 1 });
      expect(over.ok).toBe(false);
      if (!over.ok)
        expect([
          'bet-exceeds-stack',
          'bet-exceeds-pot',
          'raise-exceeds-stack',
          'raise-exceeds-pot',
        ]).toContain(over.reason);
      if (v.min > 1) {
        const under = texasHoldem.apply(state, seat, { type: item.type, [field]: v.min - 1 });
        expect(under.ok).toBe(false);
        if (!under.ok) expect(['bet-too-small', 'raise-too-small']).toContain(under.reason);
      }
    } else ok({ ...item });
  }
  const types = new Set(legal.map((m) => m.type));
  if (!types.has('check')) {
    const r = texasHoldem.apply(state, seat, { type: 'check' });
    expect(r.ok ? 'ok' : r.reason).toMatch(/cannot-check|move-not-allowed/);
  }
  const other = (seat + 1) % state.seatCount;
  const r = texasHoldem.apply(state, other, { type: 'fold' });
  expect(r.ok ? 'ok' : r.reason).toBe('not-your-turn');
  expect(JSON.stringify(state)).toBe(before);
}

const configs: [string, Partial<HoldemOptions>, number][] = [
  ['no-limit', { bettingStructure: 'no-limit', startingStack: 300, maxHands: 20 }, 20],
  [
    'no-limit with antes',
    {
      bettingStructure: 'no-limit',
      startingStack: 200,
      ante: 3,
      smallBlind: 5,
      bigBlind: 10,
      maxHands: 20,
      allowMuck: true,
    },
    15,
  ],
  ['pot-limit', { bettingStructure: 'pot-limit', startingStack: 300, maxHands: 15 }, 15],
  [
    'fixed-limit',
    {
      bettingStructure: 'fixed-limit',
      startingStack: 100,
      smallBlind: 5,
      bigBlind: 10,
      maxHands: 12,
      allowMuck: true,
    },
    15,
  ],
  ['no-betting', { variant: 'no-betting', startingStack: 100, ante: 2, maxHands: 25 }, 20],
  [
    'no-betting fixed opening bet',
    { variant: 'no-betting', startingStack: 100, openingBet: 15, maxHands: 25, allowMuck: true },
    15,
  ],
];

describe.each(configs)('random playouts: %s', (_name, opts, count) => {
  it(`conserves chips, pays only eligible best hands, hides what is hidden (${count} matches)`, () => {
    const o = options(opts);
    const stats: Stats = {
      hands: 0,
      showdowns: 0,
      sidePots: 0,
      splits: 0,
      moves: 0,
      closedShowdowns: 0,
      mucked: 0,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (players, useBot, seedInt) => {
          const seed = seedInt.toString(16).padStart(8, '0').repeat(4);
          const rep = playout<HoldemState, HoldemOptions>({
            game: texasHoldem,
            players,
            options: o,
            seed,
            check: checker(o, players, stats),
            chooseMove: (state, seat, legal, rng) => {
              if (rng.int(4) === 0) checkLegal(state, seat, legal, rng);
              if (useBot)
                return texasHoldem.bots.random({
                  seat,
                  view: texasHoldem.view(state, seat),
                  legalMoves: legal,
                  options: o,
                  rng,
                });
              return materialize(rng.pick(legal), rng);
            },
          });
          expect(rep.rejected).toBe(0);
          const res = rep.result!;
          expect(res.scores.reduce((a, b) => a + b, 0)).toBe(players * o.startingStack);
          const top = Math.max(...res.scores);
          expect(res.winners).toEqual(res.scores.map((v, i) => (v === top ? i : -1)).filter((i) => i >= 0));
        },
      ),
      { numRuns: count, seed: 20261122 },
    );
    expect(stats.showdowns).toBeGreaterThan(0);
    expect(stats.hands).toBeGreaterThan(count);
    if (o.variant === 'betting') expect(stats.sidePots).toBeGreaterThan(0);
    if (o.variant === 'betting') expect(stats.closedShowdowns).toBeGreaterThan(0);
    if (o.allowMuck) expect(stats.mucked).toBeGreaterThan(0);
  });
});

describe('resetStacks: every hand from startingStack, scores of chips won that sum to 0', () => {
  const basic = makeBasicBot(20);
  const structures = ['no-limit', 'pot-limit', 'fixed-limit'] as const;
  it('holds over random seeds, seat counts, structures and bots (random, basic, advanced, uniform moves)', () => {
    let hands = 0;
    let allIns = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(...structures),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('random', 'basic', 'advanced', 'uniform'),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (players, structure, maxHands, who, seedInt) => {
          const o = options({
            bettingStructure: structure,
            startingStack: 200,
            smallBlind: 5,
            bigBlind: 10,
            ante: seedInt % 3 === 0 ? 1 : 0,
            resetStacks: true,
            maxHands,
          });
          const seed = seedInt.toString(16).padStart(8, '0').repeat(4);
          const sums = new Array<number>(players).fill(0);
          let dealt = 0;
          const rep = playout<HoldemState, HoldemOptions>({
            game: texasHoldem,
            players,
            options: o,
            seed,
            check: ({ state: st }) => {
              // a hand just dealt: every seat started it with startingStack (what it holds and has posted)
              if (st.handNumber > dealt && st.phase !== 'hand-start') {
                dealt = st.handNumber;
                expect(st.stacks.map((v, i) => v + st.committed[i])).toEqual(
                  new Array<number>(players).fill(o.startingStack),
                );
                expect(st.inHand.every(Boolean)).toBe(true);
              }
              const r = texasHoldem.handResult!(st);
              if (r) {
                hands++;
                if (st.lastHand!.stacksAfter.includes(0)) allIns++;
                expect(r.reduce((a, b) => a + b, 0)).toBe(0);
                expect(r).toEqual(st.lastHand!.stacksAfter.map((v) => v - o.startingStack));
                expect(st.lastHand!.eliminated).toEqual([]);
                r.forEach((v, i) => (sums[i] += v));
                expect(texasHoldem.scores(st)).toEqual(sums);
              }
            },
            chooseMove: (state, seat, legal, rng) => {
              if (who === 'uniform') return materialize(rng.pick(legal), rng);
              const bot = who === 'basic' ? basic : texasHoldem.bots[who];
              return bot({ seat, view: texasHoldem.view(state, seat), legalMoves: legal, options: o, rng });
            },
          });
          const res = rep.result!;
          expect(rep.state.handNumber).toBe(maxHands);
          expect(res.reason).toBe('hands-complete');
          expect(res.scores).toEqual(sums);
          expect(res.scores.reduce((a, b) => a + b, 0)).toBe(0);
          const top = Math.max(...res.scores);
          expect(res.winners).toEqual(res.scores.map((v, i) => (v === top ? i : -1)).filter((i) => i >= 0));
          expect(res.standings.filter((x) => x.place === 1).map((x) => x.seat)).toEqual(res.winners);
        },
      ),
      { numRuns: 60, seed: 20260037 },
    );
    expect(hands).toBeGreaterThan(200);
    expect(allIns).toBeGreaterThan(0);
  });
});

describe('bots', () => {
  // A small Monte-Carlo sample keeps this fast; the decision logic is the same as the 300-sample bot.
  const basic = makeBasicBot(30);
  it('basic and random always choose a legal move, in every structure', () => {
    for (const [, opts] of configs) {
      const o = options({ ...opts, maxHands: 6 });
      for (const players of [2, 4, 7]) {
        const rep = playout<HoldemState, HoldemOptions>({
          game: texasHoldem,
          players,
          options: o,
          seed: `${players}`.repeat(32),
          chooseMove: (state, seat, legal, rng) => {
            const bot = seat % 2 === 0 ? basic : texasHoldem.bots.random;
            return bot({ seat, view: texasHoldem.view(state, seat), legalMoves: legal, options: o, rng });
          },
        });
        expect(rep.rejected).toBe(0);
        expect(rep.result).not.toBeNull();
      }
    }
  });

  it('random never folds when it can check', () => {
    const o = options({});
    const rng = rngFromSeed('55'.repeat(16), 'b');
    const legal = [
      { type: 'fold' },
      { type: 'check' },
      { type: 'bet', amount: { min: 10, max: 500 } },
      { type: 'all-in' },
    ];
    let state = texasHoldem.setup(2, o, rng);
    state = texasHoldem.advance(state, rng)!;
    const view = texasHoldem.view(state, 0);
    for (let k = 0; k < 300; k++)
      expect(texasHoldem.bots.random({ seat: 0, view, legalMoves: legal, options: o, rng }).type).not.toBe(
        'fold',
      );
  });
});
