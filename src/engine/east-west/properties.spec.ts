/**
 * Property tests: thousands of rounds of random play through the shared playout helper, with the
 * invariants of the rules checked after every step, fuzzed moves, the reference evaluator (the recount's
 * oracle) against the shared evaluator, and the bots playing legal moves from their views alone.
 */
import fc from 'fast-check';
import { type Card, cardToString, deck32, parseCard } from '../cards';
import { handValue } from '../poker';
import { rngFromSeed } from '../random';
import { playout, type PlayoutStep } from '../playout';
import type { Move } from '../types';
import { eastWest, type EastWestOptions, type EastWestState, type EastWestView } from './index';
import { ReferenceOracle } from '../poker/oracle';
import { cardStrings } from './test-helpers';

const FLUSH_RANKS = ['standard', 'above-full-house', 'above-four-of-a-kind'] as const;
const REASONS = new Set([
  'invalid-move',
  'match-over',
  'wrong-phase',
  'not-your-turn',
  'invalid-column',
  'column-full',
]);

function optionsFor(i: number, targetPoints: number): EastWestOptions {
  return { targetPoints, flushRank: FLUSH_RANKS[i % 3], aceLowStraight: i % 2 === 0 };
}

function seedFor(i: number, salt: string): string {
  return (salt + i.toString(16)).padStart(64, '0');
}

/** The reference evaluator (poker/reference.ts, memoized) under an option setting: independent of the shared fast one. */
const ORACLES = new Map<string, ReferenceOracle>();
function oracleFor(flushRank: (typeof FLUSH_RANKS)[number], aceLowStraight: boolean): ReferenceOracle {
  const key = `${flushRank}/${aceLowStraight}`;
  let o = ORACLES.get(key);
  if (!o) ORACLES.set(key, (o = new ReferenceOracle({ deck: 32, flushRank, aceLowStraight })));
  return o;
}

/** Independent recount of a finished layout with the reference evaluator (not the shared fast one the rules use). */
function recount(state: EastWestState) {
  const oracle = oracleFor(state.options.flushRank, state.options.aceLowStraight);
  const winners = state.columns.map((col, c) => {
    const [a, b] = col.map((side) => {
      const h = [state.centre[c], ...side];
      return oracle.five(h[0], h[1], h[2], h[3], h[4]).value;
    });
    return a > b ? 0 : b > a ? 1 : null;
  });
  const wins = [0, 1].map((p) => winners.filter((w) => w === p).length);
  const points = wins.map((w) => (w === 3 ? 2 : w === 2 ? 1 : 0));
  return { winners, wins, points };
}

interface Tally {
  rounds: number;
  moves: number;
  matches: number;
}

/** A cheap assertion for the hot path (jest's expect is slow over ~100k steps). */
function ok(cond: boolean, what: string, detail?: unknown): asserts cond {
  if (!cond) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const DECK = JSON.stringify(deck32());

/**
 * The invariant checks run after every step of a playout. `full` adds the views of all three viewers
 * and every placement of both seats at every step (the expensive part).
 */
function makeChecker(tally: Tally, full = true) {
  let prev: EastWestState | null = null;
  return (step: PlayoutStep<EastWestState>) => {
    const s = step.state;
    // Cards are never lost or duplicated: centre + placed + pending + stock = the 32-card deck.
    const all: Card[] = [
      ...s.centre,
      ...s.columns.flat(2),
      ...s.stock,
      ...(s.pending === null ? [] : [s.pending]),
    ];
    ok(JSON.stringify(all.sort((a, b) => a - b)) === DECK, 'the cards in play are the 32-card deck', all);
    // Sides never exceed 4 cards; the placement count matches; turns alternate from the first player.
    const perSeat = [0, 1].map((p) => s.columns.reduce((n, col) => n + col[p].length, 0));
    for (const col of s.columns) for (const side of col) ok(side.length <= 4, 'at most 4 cards per side');
    ok(perSeat[0] + perSeat[1] === s.placed, 'placement count');
    ok(perSeat[s.firstPlayer] === Math.ceil(s.placed / 2), 'the first player places first', perSeat);
    ok(s.firstPlayer === (s.round - 1) % 2, 'the first player alternates');
    ok(s.stock.length === 29 - s.placed - (s.pending === null ? 0 : 1), 'stock size');
    if (s.phase === 'place') {
      ok(s.pending !== null, 'a drawn card waits in the place phase');
      ok(s.current === (s.firstPlayer + s.placed) % 2, 'turns alternate');
    }
    if (step.kind === 'move') {
      tally.moves++;
      ok(same(Object.keys(step.move!).sort(), ['column', 'type']), 'the log holds no card', step.move);
      if (s.placed === 1) ok(step.seat === s.firstPlayer, 'the round starts with its first player');
    }
    if (s.phase === 'score-round') {
      // Every column ends with exactly 5 cards per side (centre + 4).
      for (const col of s.columns)
        for (const side of col) ok(side.length === 4, 'every side ends with 4 cards + centre');
      ok(s.stock.length === 5, '5 cards are never drawn');
    }
    let newRound = false;
    if (prev && s.history.length === prev.history.length + 1) {
      // The round score matches an independent recount of the final layout.
      newRound = true;
      tally.rounds++;
      const rec = s.history[s.history.length - 1];
      const mine = recount(prev);
      ok(
        same(
          rec.columns.map((c) => c.winner),
          mine.winners,
        ),
        'column winners = recount',
        [rec, mine],
      );
      ok(
        same(
          rec.columns.map((c) => c.centre),
          prev.centre,
        ),
        'recorded centre',
      );
      ok(
        same(
          rec.columns.map((c) => c.cards),
          prev.columns,
        ),
        'recorded columns',
      );
      ok(same(rec.wins, mine.wins) && same(rec.points, mine.points), 'round points = recount', [rec, mine]);
      ok(
        same(
          s.scores,
          prev.scores.map((t, p) => t + mine.points[p]),
        ),
        'totals = previous + round points',
      );
      ok(same(rec.totals, s.scores), 'recorded totals');
      ok(rec.points[0] === 0 || rec.points[1] === 0, 'at most one player scores');
      const over = s.scores.some((t) => t >= s.options.targetPoints);
      ok(s.phase === (over ? 'match-over' : 'deal'), 'the match ends exactly at the target');
    } else if (prev) {
      ok(
        s.history.length === prev.history.length && s.history.every((r, i) => same(r, prev!.history[i])),
        'history never changes',
      );
    }
    if (s.phase === 'match-over') tally.matches++;
    if (!full) {
      prev = s;
      return;
    }
    // Views: public cards for everyone, the pending card for its drawer only, never the stock.
    const publicCards = new Set<string>([...s.centre, ...s.columns.flat(2)].map(cardToString));
    for (const r of s.history)
      for (const c of r.columns)
        [c.centre, ...c.cards.flat()].forEach((x) => publicCards.add(cardToString(x)));
    const stock = new Set(s.stock.map(cardToString));
    const pending = s.pending === null ? null : cardToString(s.pending);
    for (const viewer of [0, 1, null]) {
      const v = eastWest.view(s, viewer);
      const { history, ...current } = v;
      for (const c of cardStrings(current)) {
        const ownPending = viewer === s.current && c === pending;
        ok(publicCards.has(c) || ownPending, 'a view shows only public cards and its own drawn card', {
          viewer,
          c,
        });
        // The stock (and the never-drawn cards of a finished round) never appear outside the history
        // of earlier rounds.
        ok(!stock.has(c), 'a view never shows the stock', { viewer, c });
      }
      ok(
        JSON.stringify(v.yourCards) ===
          JSON.stringify(
            viewer === null
              ? null
              : viewer === s.current && s.phase === 'place' && pending !== null
                ? [pending]
                : [],
          ),
        'pending card for its drawer only',
      );
      ok(v.stockSize === s.stock.length, 'stock size shown');
      if (newRound || s.phase === 'match-over') {
        expect(JSON.parse(JSON.stringify(v))).toEqual(v); // plain JSON
        // A round's history shows exactly its 27 public cards, never the 5 undrawn ones.
        history.forEach((r, i) => {
          const rec = s.history[i];
          const shown = cardStrings(r).sort();
          ok(
            same(
              shown,
              rec.columns
                .flatMap((c) => [c.centre, ...c.cards.flat()])
                .map(cardToString)
                .sort(),
            ),
            'history cards',
          );
          ok(shown.length === 27, '27 cards per round in the history');
        });
      }
    }
    // Every listed legal move applies; every unlisted column is rejected with the right reason.
    for (const seat of [0, 1]) {
      const legal = eastWest.legalMoves(s, seat);
      ok(legal.length > 0 === eastWest.toAct(s).includes(seat), 'legal moves exactly for the seats to act');
      for (let column = 0; column < 3; column++) {
        const r = eastWest.apply(s, seat, { type: 'place', column });
        const listed = legal.some((m) => m.column === column);
        ok(r.ok === listed, 'a move applies exactly when it is listed', { seat, column });
        if (!r.ok) {
          const expected =
            s.phase === 'match-over'
              ? 'match-over'
              : s.phase !== 'place'
                ? 'wrong-phase'
                : seat !== s.current
                  ? 'not-your-turn'
                  : 'column-full';
          ok(r.reason === expected, 'rejection reason', { got: r.reason, expected });
        }
      }
    }
    prev = s;
  };
}

describe('East-West: random playouts', () => {
  function run(n: number, salt: string, target: (i: number) => number, full: boolean): Tally {
    const tally: Tally = { rounds: 0, moves: 0, matches: 0 };
    for (let i = 0; i < n; i++) {
      const report = playout({
        game: eastWest,
        players: 2,
        options: optionsFor(i, target(i)),
        seed: seedFor(i, salt),
        check: makeChecker(tally, full),
      });
      expect(report.rejected).toBe(0);
      const res = report.result!;
      expect(res.reason).toBe('target-reached');
      expect(res.winners).toHaveLength(1);
      expect(res.scores[res.winners[0]]).toBeGreaterThanOrEqual(report.state.options.targetPoints);
      expect(res.scores[1 - res.winners[0]]).toBeLessThan(report.state.options.targetPoints);
      expect(report.moves).toBe(24 * report.state.history.length);
    }
    expect(tally.matches).toBe(n);
    expect(tally.moves).toBe(24 * tally.rounds);
    return tally;
  }

  it('keep every invariant, views and move checks included, at every step (150 matches)', () => {
    const tally = run(150, 'e', (i) => 1 + (i % 5), true);
    expect(tally.rounds).toBeGreaterThanOrEqual(300);
  });

  it('conserve cards, fill every column and score like an independent recount over thousands of rounds', () => {
    const tally = run(2000, 'd', (i) => 1 + (i % 2), false);
    expect(tally.rounds).toBeGreaterThanOrEqual(3000);
  });
});

describe('East-West: fuzzed moves', () => {
  // States along one match, to fuzz moves against.
  const states: EastWestState[] = [];
  playout({
    game: eastWest,
    players: 2,
    options: optionsFor(0, 2),
    seed: seedFor(1, 'f'),
    check: (st) => {
      states.push(st.state);
    },
  });

  it('never throw, never change the state, reject with a rules-file reason, accept only legal moves', () => {
    const anyMove = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom('place', 'draw', 'pass'),
        column: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.anything()),
      }),
      fc.record({ type: fc.constant('place'), column: fc.integer({ min: 0, max: 2 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: states.length - 1 }),
        fc.integer({ min: -1, max: 3 }),
        anyMove,
        (k, seat, move) => {
          const s = states[k];
          const before = JSON.stringify(s);
          const r = eastWest.apply(s, seat, move as Move);
          expect(JSON.stringify(s)).toBe(before);
          if (r.ok) {
            const legal = eastWest.legalMoves(s, seat);
            // columns compared with ===: the rules accept -0 as column 0, which toContainEqual tells apart
            expect(legal.map((m) => m.type === 'place' && m.column)).toContain((move as Move).column);
            expect((move as Move).type).toBe('place');
          } else {
            expect(REASONS.has(r.reason)).toBe(true);
            expect(typeof r.message).toBe('string');
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('East-West: the independent evaluator of the recount', () => {
  /** Sorting by the oracle must sort by the shared evaluator too, with exactly the same ties. */
  function expectSameOrder(
    hands: Card[][],
    flushRank: (typeof FLUSH_RANKS)[number],
    aceLowStraight: boolean,
  ) {
    const oracle = oracleFor(flushRank, aceLowStraight);
    const pairs = hands.map((h) => [
      oracle.five(h[0], h[1], h[2], h[3], h[4]).value,
      handValue(h, { deck: 32, flushRank, aceLowStraight }),
    ]);
    pairs.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < pairs.length; i++) {
      const [fa, sa] = pairs[i - 1];
      const [fb, sb] = pairs[i];
      if (fa === fb) ok(sa === sb, 'oracle tie = shared tie', [pairs[i - 1], pairs[i]]);
      else ok(sa < sb, 'oracle order = shared order', [pairs[i - 1], pairs[i]]);
    }
  }

  it('orders every 32-card hand as the shared evaluator does (default options)', () => {
    const deck = deck32();
    const hands: Card[][] = [];
    for (let a = 0; a < 32; a++)
      for (let b = a + 1; b < 32; b++)
        for (let c = b + 1; c < 32; c++)
          for (let d = c + 1; d < 32; d++)
            for (let e = d + 1; e < 32; e++) hands.push([deck[a], deck[b], deck[c], deck[d], deck[e]]);
    expect(hands).toHaveLength(201_376);
    expectSameOrder(hands, 'standard', true);
  });

  it('orders hands as the shared evaluator does under every option setting', () => {
    const rng = rngFromSeed('ee'.repeat(32), 'hands');
    const special = [
      'Ah 7c 8d 9s Th',
      'As 7s 8s 9s Ts',
      'Qs Js 9s 8s 7s',
      'Tc Td Th 8c 8d',
      'Kc Kd Kh Ks 7d',
      'Ac Kd Qh Js Tc',
    ];
    for (const flushRank of FLUSH_RANKS) {
      for (const aceLowStraight of [true, false]) {
        const hands = special.map((t) => t.split(' ').map(parseCard));
        for (let i = 0; i < 20_000; i++) hands.push(rng.shuffle(deck32()).slice(0, 5));
        expectSameOrder(hands, flushRank, aceLowStraight);
      }
    }
  });
});

describe('East-West: bots', () => {
  /** Plays one match with bots that get only their seat's view and legal moves. */
  function botMatch(names: [string, string], seed: string, options: EastWestOptions) {
    const tally: Tally = { rounds: 0, moves: 0, matches: 0 };
    return playout({
      game: eastWest,
      players: 2,
      options,
      seed,
      check: makeChecker(tally),
      chooseMove: (state, seat, legal, rng) => {
        const view: EastWestView = eastWest.view(state, seat);
        const move = eastWest.bots[names[seat]]({ seat, view, legalMoves: legal, options, rng });
        expect(legal).toContainEqual(move);
        return move;
      },
    });
  }

  it('random and basic only play legal moves under every option setting', () => {
    for (let i = 0; i < 6; i++) {
      const report = botMatch(
        i % 2 ? ['basic', 'random'] : ['random', 'basic'],
        seedFor(i, 'b'),
        optionsFor(i, 2),
      );
      expect(report.rejected).toBe(0);
      expect(report.result).not.toBeNull();
    }
  });

  it('basic beats random clearly (fixed seeds)', () => {
    let basicWins = 0;
    const N = 24;
    for (let i = 0; i < N; i++) {
      const basicSeat = i % 2;
      const names: [string, string] = basicSeat === 0 ? ['basic', 'random'] : ['random', 'basic'];
      const report = botMatch(names, seedFor(i, 'c'), optionsFor(0, 3));
      if (report.result!.winners[0] === basicSeat) basicWins++;
    }
    expect(basicWins).toBeGreaterThanOrEqual(20);
  });

  it('basic puts its card where it turns a lost column into a won one', () => {
    // Column 0 is full for seat 0; column 2 is lost to four nines whatever comes; in column 1 the
    // drawn Ac makes three aces against the opponent's finished three queens, any other card loses.
    const view = {
      board: ['7c', 'Ah', '9d'],
      columns: [
        {
          cards: [
            ['7d', '7h', '8c', '8d'],
            ['Kc', 'Kd', 'Ks'],
          ],
        },
        {
          cards: [
            ['Ad', '8h', 'Jc'],
            ['Qc', 'Qd', 'Qs', 'Jh'],
          ],
        },
        {
          cards: [
            ['Td', 'Th', 'Ts'],
            ['9c', '9s', '9h'],
          ],
        },
      ],
      yourCards: ['Ac'],
    } as unknown as EastWestView;
    for (const seed of ['aa', 'bb', 'cc']) {
      const move = eastWest.bots.basic({
        seat: 0,
        view,
        legalMoves: [
          { type: 'place', column: 1 },
          { type: 'place', column: 2 },
        ],
        options: optionsFor(0, 5),
        rng: rngFromSeed(seed.repeat(32), 'bot'),
      });
      expect(move).toEqual({ type: 'place', column: 1 });
    }
  });
});
