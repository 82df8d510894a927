/**
 * Chinese poker `advanced` and `expert`: the full arrangement search (solver.ts `bestArrangement`, all
 * 36,036 legal arrangements) scored against a model of strong opponents instead of random ones.
 *
 * The model: deal the cards this seat cannot see (the 39 others) into opponent hands at random, and
 * arrange each sampled hand as a strong player would: the search of `basic` (best expected score
 * against random arrangements, the special hand declared when its bonus is worth more). Scoring is a
 * sum over opponents and rows, so the expected score of an arrangement against that model is the sum
 * of each row's expected points against the sampled opponents' same row (row values of
 * docs/rules/chinese-poker.md §7, royalties included); a sampled opponent who declares scores its bonus
 * whatever we arrange and takes no part in the rows. Our own special hand is weighed against the same
 * samples: its bonus from every opponent who arranges, and against a sampled declaration the earlier
 * one wins (dragon first, §7 step 1) — counted as an even chance, the submission order being unknown.
 *
 * - `advanced`: opponents arranged by `basic`'s search (level 1), ADVANCED samples.
 * - `expert`: EXPERT_L1 opponents arranged by `basic`'s search (level 1) pooled with EXPERT_L2 opponents
 *   arranged as `advanced` arranges (level 2: each searched against the level-1 model).
 *
 * Budgets are sample counts (every draw from ctx.rng, so a decision replays exactly). The sampled
 * opponents are searched by `strongArrangement` below, the same search as `bestArrangement` written
 * without allocation over a split table shared by every hand (about 0.6 ms of CPU a hand here, against
 * 2.3 ms), their special hands recognised from the card counts (`qualifyingSpecials`).
 */
import { type Card, rankValue, suitIndex } from '../cards';
import type { Rng } from '../random';
import { CATEGORIES } from '../poker';
import { declarationBonus, rowPoints } from './scoring';
import {
  bestArrangement,
  findSpecialHands,
  type OpponentModel,
  opponentModel,
  type RowSamples,
  rowSamples,
  value3,
  value5,
} from './solver';
import type { Rows, SpecialHand } from './types';

const FULL = (1 << 13) - 1;

/** All k-subsets of the 13 positions of a hand as bit masks, in increasing order (as solver.ts does). */
function masksOf(k: number): Int32Array {
  const out: number[] = [];
  for (let m = 0; m <= FULL; m++) {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    if (c === k) out.push(m);
  }
  return Int32Array.from(out);
}

/** The positions of each mask, k per mask. */
function positionsOf(masks: Int32Array, k: number): Uint8Array {
  const out = new Uint8Array(masks.length * k);
  masks.forEach((m, i) => {
    for (let j = 0, n = 0; j < 13; j++) if (m & (1 << j)) out[i * k + n++] = j;
  });
  return out;
}

// Hand-independent tables over the 13 positions of a hand: the 3- and 5-subsets (mask and positions),
// and for each front the 5-card rows of the other 10 positions that hold the lowest of them (each
// unordered pair of 5-card rows once, in the order of solver.ts `forEachLegal`).
const M3 = masksOf(3);
const M5 = masksOf(5);
const P3 = positionsOf(M3, 3);
const P5 = positionsOf(M5, 5);
const INDEX5 = new Int16Array(FULL + 1);
M5.forEach((m, i) => (INDEX5[m] = i));
const SPLIT_START = new Int32Array(M3.length + 1);
/** Per split: the 5-subset index of the row holding the lowest free position, then of the other row. */
const SPLITS = (() => {
  const out: number[] = [];
  M3.forEach((f, i) => {
    const rest = FULL ^ f;
    const low = rest & -rest;
    for (const s of M5) if ((s & f) === 0 && (s & low) !== 0) out.push(INDEX5[s], INDEX5[rest ^ s]);
    SPLIT_START[i + 1] = out.length;
  });
  return Int16Array.from(out);
})();

// scratch buffers, by subset index (the search is synchronous and fills them before reading)
const V3 = new Float64Array(M3.length);
const EF = new Float64Array(M3.length);
const V5 = new Float64Array(M5.length);
const EM = new Float64Array(M5.length);
const EB = new Float64Array(M5.length);

/** Row points by category index (docs/rules/chinese-poker.md §7), per row. */
const POINTS = {
  front: Float64Array.from(CATEGORIES, (c) => rowPoints('front', c)),
  middle: Float64Array.from(CATEGORIES, (c) => rowPoints('middle', c)),
  back: Float64Array.from(CATEGORIES, (c) => rowPoints('back', c)),
};
const P15 = 15 ** 5;

/** solver.ts `expectedRow` with one binary search and the points by index (the same arithmetic, faster). */
function rowExpect(s: RowSamples, points: Float64Array, v: number): number {
  const sorted = s.sorted;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  let above = lo;
  while (above < sorted.length && sorted[above] === v) above++;
  return (lo * points[Math.floor(v / P15)] - s.suffixPts[above]) / sorted.length;
}

/** A strong player's arrangement of a sampled hand: its row values, or the bonus it declares instead. */
interface Arranged {
  front: number;
  middle: number;
  back: number;
  /** Expected score per opponent of the arrangement against `model`. */
  expected: number;
  /** The declaration bonus when this hand declares (13 dragon, 3 otherwise), else 0. */
  declares: number;
}

/**
 * The best arrangement of 13 cards against `model` (the search of solver.ts `bestArrangement`, the
 * first best in the same order), and whether `basic`'s rule would declare a special hand instead.
 */
export function strongArrangement(cards: readonly Card[], model: OpponentModel, specials: boolean): Arranged {
  for (let i = 0; i < M3.length; i++) {
    const o = i * 3;
    V3[i] = value3(cards[P3[o]], cards[P3[o + 1]], cards[P3[o + 2]]);
    EF[i] = rowExpect(model.front, POINTS.front, V3[i]);
  }
  for (let i = 0; i < M5.length; i++) {
    const o = i * 5;
    const v = value5(cards[P5[o]], cards[P5[o + 1]], cards[P5[o + 2]], cards[P5[o + 3]], cards[P5[o + 4]]);
    V5[i] = v;
    EM[i] = rowExpect(model.middle, POINTS.middle, v);
    EB[i] = rowExpect(model.back, POINTS.back, v);
  }
  let best = -Infinity;
  let bf = 0;
  let bm = 0;
  let bb = 0;
  for (let i = 0; i < M3.length; i++) {
    const fv = V3[i];
    const ef = EF[i];
    const end = SPLIT_START[i + 1];
    for (let j = SPLIT_START[i]; j < end; j += 2) {
      const s = SPLITS[j];
      const o = SPLITS[j + 1];
      const vs = V5[s];
      const vo = V5[o];
      const mid = vs <= vo ? s : o;
      const back = vs <= vo ? o : s;
      if (fv > V5[mid]) continue;
      const e = ef + EM[mid] + EB[back];
      if (e > best) {
        best = e;
        bf = i;
        bm = mid;
        bb = back;
      }
    }
  }
  let declares = 0;
  if (specials) for (const h of qualifyingSpecials(cards)) declares = Math.max(declares, declarationBonus(h));
  if (declares < best) declares = 0;
  return { front: V3[bf], middle: V5[bm], back: V5[bb], expected: best, declares };
}

// ---------------------------------------------------------------------------------------------------
// Special hands from the card counts alone (exact, docs/rules/chinese-poker.md §5 `declare`)

const STRAIGHTS5 = Array.from({ length: 10 }, (_, i) =>
  i === 0 ? [14, 2, 3, 4, 5] : [i + 1, i + 2, i + 3, i + 4, i + 5],
);
const RUNS3 = Array.from({ length: 12 }, (_, i) => (i === 0 ? [14, 2, 3] : [i + 1, i + 2, i + 3]));

/** The special hands these 13 cards qualify for (rank and suit counts decide each of them exactly). */
export function qualifyingSpecials(cards: readonly Card[]): SpecialHand[] {
  const n = new Array<number>(15).fill(0);
  const suits = [0, 0, 0, 0];
  for (const c of cards) {
    n[rankValue(c)]++;
    suits[suitIndex(c)]++;
  }
  const out: SpecialHand[] = [];
  if (n.reduce((s, k) => s + (k >> 1), 0) === 6) out.push('six-pairs');
  // three straights: the counts are exactly a 3-run plus two 5-straights (any suits fit)
  if (n.every((k) => k <= 3))
    search: for (const a of STRAIGHTS5) {
      for (const r of a) n[r]--;
      for (const b of STRAIGHTS5) {
        for (const r of b) n[r]--;
        for (const f of RUNS3) {
          if (
            f.every((r) => n[r] === 1) &&
            n.reduce((s, k, r) => s + (f.includes(r) ? 0 : Math.abs(k)), 0) === 0
          ) {
            for (const r of b) n[r]++;
            for (const r of a) n[r]++;
            out.push('three-straights');
            break search;
          }
        }
        for (const r of b) n[r]++;
      }
      for (const r of a) n[r]++;
    }
  // three flushes: the suit counts split into parts 3, 5 and 5
  if (splitsInto(suits, [3, 5, 5])) out.push('three-flushes');
  if (n.every((k, r) => r < 2 || k === 1)) out.push('dragon');
  return out;
}

/** Whether the suit counts `rest` are sums of disjoint groups of `parts`, every part used once. */
function splitsInto(rest: number[], parts: number[]): boolean {
  if (rest.length === 0) return parts.length === 0;
  const [x, ...more] = rest;
  if (x === 0) return splitsInto(more, parts);
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    let sum = 0;
    const left: number[] = [];
    parts.forEach((p, i) => (mask & (1 << i) ? (sum += p) : left.push(p)));
    if (sum === x && splitsInto(more, left)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// The model of strong opponents

export interface StrongModel {
  /** The rows of the sampled opponents who arrange (their values, for solver.ts `expectedRow`). */
  model: OpponentModel;
  /** Bonuses of the sampled opponents who declare. */
  declared: number[];
  samples: number;
}

/**
 * Samples `samples` opponent hands from the cards `cards` does not hold and arranges each against
 * `base` (the model one level down), as a strong player would. Every draw from `rng`.
 */
export function strongModel(
  cards: readonly Card[],
  base: OpponentModel,
  rng: Rng,
  samples: number,
  specials: boolean,
): StrongModel {
  const mine = new Set(cards);
  const unseen: Card[] = [];
  for (let c = 0; c < 52; c++) if (!mine.has(c)) unseen.push(c);
  const fs: number[] = [];
  const ms: number[] = [];
  const bs: number[] = [];
  const declared: number[] = [];
  const hand = new Array<Card>(13);
  for (let k = 0; k < samples; k++) {
    for (let i = 0; i < 13; i++) {
      const j = i + rng.int(unseen.length - i);
      const t = unseen[i];
      unseen[i] = unseen[j];
      unseen[j] = t;
      hand[i] = unseen[i];
    }
    const a = strongArrangement(hand, base, specials);
    if (a.declares) declared.push(a.declares);
    else {
      fs.push(a.front);
      ms.push(a.middle);
      bs.push(a.back);
    }
  }
  // every sample declaring (never seen in practice): keep the level below for the rows
  const model: OpponentModel =
    fs.length === 0
      ? base
      : {
          samples: fs.length,
          front: rowSamples(fs, 'front'),
          middle: rowSamples(ms, 'middle'),
          back: rowSamples(bs, 'back'),
        };
  return { model, declared, samples };
}

export interface Decision {
  kind: 'arrange' | 'declare';
  hand: SpecialHand | null;
  rows: Rows;
  /** Expected score per opponent against the model. */
  expected: number;
}

/**
 * The decision against a strong model: the best arrangement, or a special hand when its expected value
 * (bonus from opponents who arrange, an even chance against a competing declaration, the dragon
 * beating the others) is at least as large.
 */
export function decide(cards: readonly Card[], sm: StrongModel, allowSpecial: boolean): Decision {
  const best = bestArrangement(cards, sm.model);
  if (!best) throw new Error('no legal arrangement');
  const arranging = (sm.samples - sm.declared.length) / sm.samples;
  const against = sm.declared.reduce((s, b) => s + b, 0) / sm.samples;
  let choice: Decision = {
    kind: 'arrange',
    hand: null,
    rows: best.rows,
    expected: arranging * best.expected - against,
  };
  if (allowSpecial && qualifyingSpecials(cards).length) {
    for (const s of findSpecialHands(cards, sm.model)) {
      const v = declarationBonus(s.hand);
      const contested = sm.declared.reduce((sum, b) => sum + (v === b ? 0 : v > b ? v : -b), 0) / sm.samples;
      const value = arranging * v + contested;
      if (value >= choice.expected) choice = { kind: 'declare', hand: s.hand, rows: s.rows, expected: value };
    }
  }
  return choice;
}

/** Samples in `advanced`'s model of `basic`-like opponents, and random arrangements below them. */
export const ADVANCED = 40;
export const RANDOM_SAMPLES = 2000;
/** `expert`: level-1 samples (as `advanced` uses) and level-2 samples (opponents arranged as `advanced`). */
export const EXPERT_L1 = 40;
export const EXPERT_L2 = 150;

/** `advanced`'s decision: against opponents arranged by `basic`'s search. */
export function advancedDecision(
  cards: readonly Card[],
  rng: Rng,
  allowSpecial: boolean,
  samples = ADVANCED,
): Decision {
  const random = opponentModel(cards, rng, RANDOM_SAMPLES);
  return decide(cards, strongModel(cards, random, rng, samples, allowSpecial), allowSpecial);
}

/** Both models' samples as one: opponents who arrange as `basic` or as `advanced` does, in proportion. */
function pooled(a: StrongModel, b: StrongModel): StrongModel {
  const row = (r: 'front' | 'middle' | 'back') => rowSamples([...a.model[r].sorted, ...b.model[r].sorted], r);
  const front = row('front');
  return {
    model: { samples: front.sorted.length, front, middle: row('middle'), back: row('back') },
    declared: [...a.declared, ...b.declared],
    samples: a.samples + b.samples,
  };
}

/**
 * `expert`'s decision: against a pool of opponents who arrange as `basic` does (the level-1 samples)
 * and as `advanced` does (the level-2 samples, searched against the level-1 model). Measured against
 * `advanced`, the pool beat the level-2 samples alone, and 190 level-1 samples did not beat 40.
 */
export function expertDecision(
  cards: readonly Card[],
  rng: Rng,
  allowSpecial: boolean,
  l1 = EXPERT_L1,
  l2 = EXPERT_L2,
): Decision {
  const random = opponentModel(cards, rng, RANDOM_SAMPLES);
  const level1 = strongModel(cards, random, rng, l1, allowSpecial);
  const level2 = strongModel(cards, level1.model, rng, l2, allowSpecial);
  return decide(cards, pooled(level1, level2), allowSpecial);
}
