/**
 * The all-in adjustment of a hand (docs/evaluation.md, "mbb/hand, raw and all-in adjusted"): once the
 * betting of a hand has closed before the river (every remaining player but at most one is all in), no
 * decision is left, and what the hand still does to the chips is the luck of the board cards to come.
 * The adjusted result credits each seat with its expectation over every run-out of those cards,
 * enumerated exactly over the cards dealt to no hand and not on the board (a folded hand's cards are
 * left out too: the fold depended on them, so the board to come is uniform over the others, and the
 * expectation is exactly the hand's own given what was dealt: the adjustment is unbiased), each
 * run-out settled as docs/rules/texas-holdem.md §7
 * settles a hand (uncalled chips back, main and side pots, ties split with the odd chips clockwise from
 * the button's left). Pure; the evaluator's `rank7` ranks every hand (about 1.7 million run-outs when
 * two players are all in before the flop).
 */
import type { Card } from '../cards';
import { rank7 } from '../poker';
import { awardPots, buildPots } from './pots';

const R7 = rank7;

export interface ClosedHand {
  /** Everything each seat put in the hand (final: the betting is closed). */
  committed: readonly number[];
  /** Dealt in and not folded. */
  live: readonly boolean[];
  /** Each seat's hole cards ([] for a seat not dealt in); the live seats' are ranked. */
  holeCards: readonly (readonly Card[])[];
  /** The board when the betting closed (0, 3 or 4 cards; 5 gives the hand's own result). */
  board: readonly Card[];
  button: number;
}

/**
 * Each seat's expected net chips for the hand (they sum to 0), over every run-out of the board. A
 * run-out's settlement depends only on how the live hands rank among themselves, so the run-outs are
 * counted by that ranking and each ranking met is settled once, by the rules' own pots and awards.
 */
export function runOutExpectation(h: ClosedHand): number[] {
  const n = h.committed.length;
  const live: number[] = [];
  for (let i = 0; i < n; i++) if (h.live[i]) live.push(i);
  const m = live.length;
  const k = 5 - h.board.length;
  if (k < 0 || live.some((i) => h.holeCards[i].length !== 2))
    throw new RangeError('a closed hand has at most 5 board cards and two hole cards per live seat');
  // every card dealt to a hand (a folded one too: whether it folded depended on it) or to the board
  const seen = new Set<number>([...h.board, ...h.holeCards.flat()]);
  const unseen: number[] = [];
  for (let c = 0; c < 52; c++) if (!seen.has(c)) unseen.push(c);

  // a ranking's key: Σ over the live seats j of (live seats ranking strictly above j) · m^j
  const counts = new Map<number, number>();
  const small = m <= 5 ? new Float64Array(m ** m) : null;
  const hole0 = Int32Array.from(live, (i) => h.holeCards[i][0]);
  const hole1 = Int32Array.from(live, (i) => h.holeCards[i][1]);
  const values = new Int32Array(m);
  const b = new Int32Array(5);
  h.board.forEach((c, j) => (b[j] = c));
  const count = () => {
    for (let j = 0; j < m; j++) values[j] = R7(hole0[j], hole1[j], b[0], b[1], b[2], b[3], b[4]);
    let key = 0;
    let weight = 1;
    for (let j = 0; j < m; j++) {
      let above = 0;
      for (let q = 0; q < m; q++) if (values[q] > values[j]) above++;
      key += above * weight;
      weight *= m;
    }
    if (small) small[key]++;
    else counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  // every k-subset of the unseen cards into the board's last k places
  const u = unseen;
  const U = u.length;
  const f = h.board.length;
  if (k === 5) {
    for (let c0 = 0; c0 < U; c0++) {
      b[0] = u[c0];
      for (let c1 = c0 + 1; c1 < U; c1++) {
        b[1] = u[c1];
        for (let c2 = c1 + 1; c2 < U; c2++) {
          b[2] = u[c2];
          for (let c3 = c2 + 1; c3 < U; c3++) {
            b[3] = u[c3];
            for (let c4 = c3 + 1; c4 < U; c4++) {
              b[4] = u[c4];
              count();
            }
          }
        }
      }
    }
  } else {
    const pick = (start: number, depth: number): void => {
      if (depth === k) return count();
      for (let c = start; c <= U - (k - depth); c++) {
        b[f + depth] = u[c];
        pick(c + 1, depth + 1);
      }
    };
    pick(0, 0);
  }
  if (small) small.forEach((x, key) => x > 0 && counts.set(key, x));

  // settle each ranking met with the rules' pots and awards, weighted by its run-outs
  const build = buildPots(h.committed, h.live);
  const out = h.committed.map((c) => -c);
  if (build.uncalled) out[build.uncalled.seat] += build.uncalled.amount;
  const total = [...counts.values()].reduce((a, x) => a + x, 0);
  const won = new Array<number>(n).fill(0);
  for (const [key, times] of counts) {
    const strength = new Array<number>(n).fill(0);
    let rest = key;
    for (let j = 0; j < m; j++) {
      strength[live[j]] = m - (rest % m);
      rest = Math.floor(rest / m);
    }
    for (const p of awardPots(build.pots, strength, h.button))
      p.winners.forEach((w, q) => (won[w] += p.shares[q] * times));
  }
  return out.map((x, i) => x + won[i] / total);
}
