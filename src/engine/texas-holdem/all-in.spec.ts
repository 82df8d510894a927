/**
 * The all-in adjustment (all-in.ts): each seat's expectation over every run-out of the board, checked
 * against a brute force through the rules' own settlement (buildPots, awardPots, handValue), the tower
 * property (on the flop: the mean of the expectations over every turn card), a known equity and
 * symmetry before the flop, and the rules' integration (a resetStacks match keeps the adjusted chips won).
 */
import fc from 'fast-check';
import { cards, deck52 } from '../cards';
import { resolveOptions } from '../options';
import { materialize, playout } from '../playout';
import { handValue } from '../poker';
import { rngFromSeed } from '../random';
import { runOutExpectation, type ClosedHand } from './all-in';
import { texasHoldem } from './index';
import { awardPots, buildPots } from './pots';
import type { HoldemOptions, HoldemState } from './types';

const hexSeed = (k: number) => (k >>> 0).toString(16).padStart(8, '0').repeat(4);

/** The brute force: every run-out settled by the rules' own functions, averaged. */
function bruteForce(h: ClosedHand): number[] {
  const seen = new Set([...h.board, ...h.holeCards.flat()]);
  const unseen = deck52().filter((c) => !seen.has(c));
  const k = 5 - h.board.length;
  const sums = h.committed.map(() => 0);
  let count = 0;
  const rec = (start: number, run: number[]) => {
    if (run.length === k) {
      const board = [...h.board, ...run];
      const values = h.committed.map((_, i) => (h.live[i] ? handValue([...h.holeCards[i], ...board]) : 0));
      const build = buildPots(h.committed, h.live);
      const net = h.committed.map((c) => -c);
      if (build.uncalled) net[build.uncalled.seat] += build.uncalled.amount;
      for (const p of awardPots(build.pots, values, h.button))
        p.winners.forEach((w, j) => (net[w] += p.shares[j]));
      net.forEach((x, i) => (sums[i] += x));
      count++;
      return;
    }
    for (let c = start; c < unseen.length; c++) rec(c + 1, [...run, unseen[c]]);
  };
  rec(0, []);
  return sums.map((s) => s / count);
}

/** A random closed hand: 2–4 seats, some live with hole cards, committed chips, a board of `boardSize`. */
const closedHand = (boardSize: number) =>
  fc
    .record({
      seed: fc.integer(),
      seats: fc.integer({ min: 2, max: 4 }),
      committed: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 4, maxLength: 4 }),
      folded: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      button: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ seed, seats, committed, folded, button }): ClosedHand => {
      const deck = rngFromSeed(hexSeed(seed), 'deck').shuffle(deck52());
      const live = folded.slice(0, seats).map((f, i) => !f || i < 2);
      return {
        committed: committed.slice(0, seats).map((c, i) => (live[i] ? c + 1 : c)),
        live,
        holeCards: Array.from({ length: seats }, (_, i) => deck.slice(2 * i, 2 * i + 2)),
        board: deck.slice(2 * seats, 2 * seats + boardSize),
        button: button % seats,
      };
    });

describe('runOutExpectation', () => {
  it('on the turn and the flop: the brute force through the rules’ settlement, summing to 0', () => {
    for (const boardSize of [4, 3])
      fc.assert(
        fc.property(closedHand(boardSize), (h) => {
          const e = runOutExpectation(h);
          const b = bruteForce(h);
          e.forEach((x, i) => expect(x).toBeCloseTo(b[i], 9));
          expect(Math.abs(e.reduce((s, x) => s + x, 0))).toBeLessThan(1e-9);
        }),
        { numRuns: boardSize === 4 ? 60 : 12 },
      );
  });

  it('on the river: the hand’s own result (one run-out)', () => {
    fc.assert(
      fc.property(closedHand(5), (h) => {
        expect(runOutExpectation(h)).toEqual(bruteForce(h));
      }),
      { numRuns: 100 },
    );
  });

  it('on the flop: the mean of its expectations over every turn card (the tower property)', () => {
    fc.assert(
      fc.property(closedHand(3), (h) => {
        const e = runOutExpectation(h);
        const seen = new Set([...h.board, ...h.holeCards.flat()]);
        const turns = deck52().filter((c) => !seen.has(c));
        const mean = e.map(() => 0);
        for (const t of turns)
          runOutExpectation({ ...h, board: [...h.board, t] }).forEach(
            (x, i) => (mean[i] += x / turns.length),
          );
        e.forEach((x, i) => expect(x).toBeCloseTo(mean[i], 9));
      }),
      { numRuns: 10 },
    );
  });

  it('before the flop: AKs against queens, the queens a 53.9 % favourite', () => {
    const e = runOutExpectation({
      committed: [300, 300],
      live: [true, true],
      holeCards: [cards('Ah Kh'), cards('Qs Qd')],
      board: [],
      button: 0,
    });
    // QQ's expectation is 600 · equity − 300; equity ≈ 0.539 (ties counted half)
    expect((e[1] + 300) / 600).toBeCloseTo(0.5379, 3);
    expect(e[0] + e[1]).toBeCloseTo(0, 9);
  });

  it('the same hand in other suits is worth the same: 0 each, before the flop', () => {
    const e = runOutExpectation({
      committed: [1000, 1000],
      live: [true, true],
      holeCards: [cards('As Ks'), cards('Ah Kh')],
      board: [],
      button: 1,
    });
    expect(e[0]).toBeCloseTo(0, 9);
    expect(e[1]).toBeCloseTo(0, 9);
  });

  it('uncalled chips come back and a folded seat loses what it put in', () => {
    const e = runOutExpectation({
      committed: [500, 200, 50],
      live: [true, true, false],
      holeCards: [cards('2c 7d'), cards('As Ad'), cards('Kc Kd')],
      board: cards('Ah Ac 3s 9d'),
      button: 2,
    });
    // seat 1 has four aces: it wins the 450 in the pot; seat 0's 300 above seat 1's 200 come back
    expect(e).toEqual([-200, 250, -50]);
  });
});

describe("Hold'em under resetStacks keeps the chips won all-in adjusted", () => {
  const options = (o: Partial<HoldemOptions>): HoldemOptions => {
    const r = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, o);
    if (!r.ok) throw new Error(JSON.stringify(r.details));
    return r.options;
  };
  // random play, but only calls and checks before the flop: the all-ins come on the flop and the turn
  const play = (o: HoldemOptions, seed: string) =>
    playout<HoldemState, HoldemOptions>({
      game: texasHoldem,
      players: 2,
      options: o,
      seed,
      chooseMove: (state, _seat, legal, rng) => {
        const passive = legal.filter((t) => t.type === 'call' || t.type === 'check');
        return materialize(rng.pick(state.phase === 'preflop' && passive.length ? passive : legal), rng);
      },
    }).state;

  it('random play: the adjusted chips sum to 0, differ from the raw ones, and the measure gives them', () => {
    let differ = 0;
    for (let seed = 0; seed < 4; seed++) {
      const o = options({ resetStacks: true, maxHands: 40, startingStack: 400 });
      const end = play(o, hexSeed(seed));
      const adjusted = texasHoldem.measure.adjustedScores!(end, o)!;
      expect(adjusted.reduce((s, x) => s + x, 0)).toBeCloseTo(0, 6);
      expect(end.allInExpectation).toBeUndefined();
      if (adjusted.some((x, i) => Math.abs(x - end.chipsWon![i]) > 1e-9)) differ++;
    }
    // random players go all in on the flop or the turn in most matches of 40 hands
    expect(differ).toBeGreaterThan(0);
  });

  it('without resetStacks nothing is kept', () => {
    const o = options({ maxHands: 5 });
    const end = play(o, hexSeed(99));
    expect(end.chipsWonAllInAdjusted).toBeUndefined();
    expect(texasHoldem.measure.adjustedScores!(end, o)).toBeUndefined();
  });
});
