/**
 * Arrangement search for Chinese Poker: every way to split 13 cards into a 3-card front and two 5-card
 * rows (286 fronts × 252 middles = 72,072 ordered splits; each unordered pair of 5-card rows has only
 * one legal order unless the rows are equal, so 36,036 candidates), the random arrangement used by the
 * `random` bot, and the special-hand search used by legalMoves and the bots.
 *
 * Expected score against random opponents. Scoring is a sum over opponents and rows, so the expected
 * score of an arrangement against one random opponent is E_front(f) + E_middle(m) + E_back(b), where
 * E_row(v) = P(opp row < v) · val(my row) − E[val(opp row) ; opp row > v] over the opponent's row
 * distribution. That distribution is estimated once per hand by sampling the random bot's arrangement
 * of 13 random unseen cards; each E_row is then a binary search in the sorted samples, so each of the
 * 1,287 five-card subsets and 286 fronts is valued once and the 36,036 candidates are three additions.
 */
import type { Card } from '../cards';
import { suitIndex } from '../cards';
import type { Rng } from '../random';
import { CATEGORIES, rank3, rank5, rankers } from '../poker';
import { REF_VALUE3 } from '../poker/fast';
import { isConsecutive3, oneSuit, rankCounts } from './arrangement';
import { declarationBonus, rowPoints } from './scoring';
import type { Rows, SpecialHand } from './types';

const FULL = (1 << 13) - 1;

// ---------------------------------------------------------------------------------------------------
// Row values: the shared evaluator's rank values mapped to the reference evaluator's encoding (category
// index * 15^5 + tie-break vector as left-aligned base-15 digits; 52-card deck, standard order). On that
// scale a 3-card value compares with a 5-card value exactly as docs/rules/poker-hands.md §7 asks: front ≤ middle
// ⇔ value3 ≤ value5 (equal categories compare the 3-card vector as a prefix; extra kickers only add).

// module-local constants: transpiled imports are property loads on the other module's exports at every use
const R3 = rank3;
const R5 = rank5;
const REF5 = rankers().refValue;
const REF3 = REF_VALUE3;
const P5 = 15 ** 5;

/** Row value of five cards (reference encoding). */
export function value5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  return REF5[R5(a, b, c, d, e)];
}

/** Row value of a 3-card front (reference encoding, comparable with value5 as docs/rules/poker-hands.md §7 asks). */
export function value3(a: Card, b: Card, c: Card): number {
  return REF3[R3(a, b, c)];
}

/** Category index (CATEGORIES order) of a row value. */
function categoryIndexOf(value: number): number {
  return Math.floor(value / P5);
}

/** All k-subsets of 13 positions as bit masks. */
function masksOf(k: number): number[] {
  const out: number[] = [];
  for (let m = 0; m <= FULL; m++) {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    if (c === k) out.push(m);
  }
  return out;
}
const MASKS3 = masksOf(3);
const MASKS5 = masksOf(5);

function pick(cards: readonly Card[], mask: number): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < 13; i++) if (mask & (1 << i)) out.push(cards[i]);
  return out;
}

function maskValue5(cards: readonly Card[], mask: number): number {
  const c = pick(cards, mask);
  return value5(c[0], c[1], c[2], c[3], c[4]);
}

function maskValue3(cards: readonly Card[], mask: number): number {
  const c = pick(cards, mask);
  return value3(c[0], c[1], c[2]);
}

/** Category id of a row value (3-card values map onto the same indices, docs/rules/poker-hands.md §7). */
function categoryOf(value: number) {
  return CATEGORIES[categoryIndexOf(value)];
}

/** Row values of every 3- and 5-subset of a 13-card hand, indexed by mask. */
interface HandTables {
  cards: Card[];
  v3: Float64Array;
  v5: Float64Array;
}

function tables(cards: readonly Card[]): HandTables {
  if (cards.length !== 13) throw new RangeError('a Chinese poker hand has 13 cards');
  const v3 = new Float64Array(FULL + 1);
  const v5 = new Float64Array(FULL + 1);
  for (const m of MASKS3) v3[m] = maskValue3(cards, m);
  for (const m of MASKS5) v5[m] = maskValue5(cards, m);
  return { cards: [...cards], v3, v5 };
}

/**
 * Visits every legal arrangement (back ≥ middle ≥ front); each unordered pair of 5-card rows once, in
 * its legal order (the stronger row in the back). `fn` gets the front, middle and back masks.
 */
function forEachLegal(
  t: HandTables,
  fn: (f: number, m: number, b: number) => void,
  frontFilter?: (f: number) => boolean,
): void {
  for (const f of MASKS3) {
    if (frontFilter && !frontFilter(f)) continue;
    const rest = FULL ^ f;
    const low = rest & -rest;
    const fv = t.v3[f];
    for (const s of MASKS5) {
      if ((s & f) !== 0 || (s & low) === 0) continue;
      const o = rest ^ s;
      const vs = t.v5[s];
      const vo = t.v5[o];
      const [m, b, vm] = vs <= vo ? [s, o, vs] : [o, s, vo];
      if (fv > vm) continue; // front stronger than middle (docs/rules/poker-hands.md §7)
      fn(f, m, b);
    }
  }
}

function rowsOf(t: HandTables, f: number, m: number, b: number): Rows {
  return { front: pick(t.cards, f), middle: pick(t.cards, m), back: pick(t.cards, b) };
}

const STOP = new Error('stop');

/** The first legal arrangement found (that `accept` allows), or null. */
function firstLegal(
  t: HandTables,
  accept?: (rows: Rows) => boolean,
  frontFilter?: (f: number) => boolean,
): Rows | null {
  const box: { rows: Rows | null } = { rows: null };
  try {
    forEachLegal(
      t,
      (f, m, b) => {
        const rows = rowsOf(t, f, m, b);
        if (!accept || accept(rows)) {
          box.rows = rows;
          throw STOP;
        }
      },
      frontFilter,
    );
  } catch (e) {
    if (e !== STOP) throw e;
  }
  return box.rows;
}

/** Some legal arrangement (the first found), for fallbacks. */
export function anyLegalArrangement(cards: readonly Card[]): Rows {
  const found = firstLegal(tables(cards));
  if (!found) throw new Error('no legal arrangement');
  return found;
}

/**
 * The `random` bot's arrangement: a uniformly random split into 3/5/5, the stronger 5-card row put in
 * the back, retried until the front is not stronger than the middle.
 */
export function randomArrangement(cards: readonly Card[], rng: Rng): Rows {
  const a = [...cards];
  for (let tries = 0; tries < 500; tries++) {
    rng.shuffle(a);
    const fv = value3(a[0], a[1], a[2]);
    const x = value5(a[3], a[4], a[5], a[6], a[7]);
    const y = value5(a[8], a[9], a[10], a[11], a[12]);
    if (fv > Math.min(x, y)) continue;
    const r1 = a.slice(3, 8);
    const r2 = a.slice(8, 13);
    return x <= y
      ? { front: a.slice(0, 3), middle: r1, back: r2 }
      : { front: a.slice(0, 3), middle: r2, back: r1 };
  }
  return anyLegalArrangement(cards);
}

// ---------------------------------------------------------------------------------------------------
// Opponent model

/** Sorted sample values of one row of a random opponent, with suffix sums of the points they win. */
export interface RowSamples {
  sorted: Float64Array;
  /** suffixPts[i] = sum of row points of sorted[i..]. */
  suffixPts: Float64Array;
}

export interface OpponentModel {
  samples: number;
  front: RowSamples;
  middle: RowSamples;
  back: RowSamples;
}

export function rowSamples(values: number[], row: 'front' | 'middle' | 'back'): RowSamples {
  const sorted = Float64Array.from(values).sort();
  const suffixPts = new Float64Array(sorted.length + 1);
  for (let i = sorted.length - 1; i >= 0; i--)
    suffixPts[i] = suffixPts[i + 1] + rowPoints(row, categoryOf(sorted[i]));
  return { sorted, suffixPts };
}

/** Samples the random bot's rows over random 13-card hands drawn from the cards unseen by `cards`. */
export function opponentModel(cards: readonly Card[], rng: Rng, samples: number): OpponentModel {
  const mine = new Set(cards);
  const unseen: Card[] = [];
  for (let c = 0; c < 52; c++) if (!mine.has(c)) unseen.push(c);
  const fs: number[] = [];
  const ms: number[] = [];
  const bs: number[] = [];
  const a = new Array<Card>(13);
  for (let k = 0; k < samples; k++) {
    // 13 random unseen cards (partial Fisher–Yates), then the random bot's procedure on them
    for (let i = 0; i < 13; i++) {
      const j = i + rng.int(unseen.length - i);
      const t = unseen[i];
      unseen[i] = unseen[j];
      unseen[j] = t;
      a[i] = unseen[i];
    }
    for (let tries = 0; ; tries++) {
      const fv = value3(a[0], a[1], a[2]);
      const x = value5(a[3], a[4], a[5], a[6], a[7]);
      const y = value5(a[8], a[9], a[10], a[11], a[12]);
      if (fv <= Math.min(x, y) || tries > 200) {
        fs.push(fv);
        ms.push(Math.min(x, y));
        bs.push(Math.max(x, y));
        break;
      }
      rng.shuffle(a);
    }
  }
  return {
    samples,
    front: rowSamples(fs, 'front'),
    middle: rowSamples(ms, 'middle'),
    back: rowSamples(bs, 'back'),
  };
}

/** First index with sorted[i] > v (upper = true) or ≥ v. */
function bound(sorted: Float64Array, v: number, upper: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (upper ? sorted[mid] <= v : sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Expected points of my row of value v against one random opponent's same row. */
function expectedRow(s: RowSamples, row: 'front' | 'middle' | 'back', v: number): number {
  const wins = bound(s.sorted, v, false);
  const above = bound(s.sorted, v, true);
  return (wins * rowPoints(row, categoryOf(v)) - s.suffixPts[above]) / s.sorted.length;
}

// ---------------------------------------------------------------------------------------------------
// The solver

export interface SolveResult {
  rows: Rows;
  /** Expected score per opponent against the random bot. */
  expected: number;
  /** Legal arrangements examined. */
  examined: number;
}

/** The legal arrangement with the best expected score against one random opponent (optionally among those `accept` allows). */
export function bestArrangement(
  cards: readonly Card[],
  model: OpponentModel,
  accept?: (rows: Rows) => boolean,
  frontFilter?: (front: Card[]) => boolean,
): SolveResult | null {
  const t = tables(cards);
  const eF = new Float64Array(FULL + 1);
  const eM = new Float64Array(FULL + 1);
  const eB = new Float64Array(FULL + 1);
  for (const m of MASKS3) eF[m] = expectedRow(model.front, 'front', t.v3[m]);
  for (const m of MASKS5) {
    eM[m] = expectedRow(model.middle, 'middle', t.v5[m]);
    eB[m] = expectedRow(model.back, 'back', t.v5[m]);
  }
  const top: { e: number; masks: [number, number, number] | null } = { e: -Infinity, masks: null };
  let examined = 0;
  forEachLegal(
    t,
    (f, m, b) => {
      examined++;
      const e = eF[f] + eM[m] + eB[b];
      if (e > top.e && (!accept || accept(rowsOf(t, f, m, b)))) {
        top.e = e;
        top.masks = [f, m, b];
      }
    },
    frontFilter ? (f) => frontFilter(pick(t.cards, f)) : undefined,
  );
  if (!top.masks) return null;
  const [f, m, b] = top.masks;
  return { rows: rowsOf(t, f, m, b), expected: top.e, examined };
}

// ---------------------------------------------------------------------------------------------------
// Special hands

function isStraightValue(v: number): boolean {
  const c = categoryIndexOf(v);
  return c === 4 || c === 8;
}

/** The condition on a legal arrangement for three-straights / three-flushes (front already filtered). */
function rowCondition(hand: SpecialHand): ((rows: Rows) => boolean) | undefined {
  if (hand === 'three-straights') {
    return (r) =>
      isStraightValue(value5(r.middle[0], r.middle[1], r.middle[2], r.middle[3], r.middle[4])) &&
      isStraightValue(value5(r.back[0], r.back[1], r.back[2], r.back[3], r.back[4]));
  }
  if (hand === 'three-flushes') return (r) => oneSuit(r.middle) && oneSuit(r.back);
  return undefined;
}

function frontCondition(hand: SpecialHand): ((front: Card[]) => boolean) | undefined {
  if (hand === 'three-straights') return isConsecutive3;
  if (hand === 'three-flushes') return oneSuit;
  return undefined;
}

/** Quick necessary condition from the card counts (so that most hands skip the search). */
function mayQualify(cards: readonly Card[], hand: SpecialHand): boolean {
  const n = rankCounts(cards);
  switch (hand) {
    case 'six-pairs':
      return n.reduce((s, k) => s + Math.floor(k / 2), 0) === 6;
    case 'dragon':
      return n.filter((k) => k === 1).length === 13;
    case 'three-flushes': {
      // each suit's count must be a sum of a sub-multiset of {3, 5, 5}, the parts used once
      const s = [0, 0, 0, 0];
      for (const c of cards) s[suitIndex(c)]++;
      const ok = (rest: number[], parts: number[]): boolean => {
        if (rest.length === 0) return parts.length === 0;
        const [x, ...more] = rest;
        if (x === 0) return ok(more, parts);
        for (let mask = 1; mask < 1 << parts.length; mask++) {
          let sum = 0;
          const left: number[] = [];
          parts.forEach((p, i) => (mask & (1 << i) ? (sum += p) : left.push(p)));
          if (sum === x && ok(more, left)) return true;
        }
        return false;
      };
      return ok(s, [3, 5, 5]);
    }
    case 'three-straights': {
      // at most 3 copies of any rank and at least 3 distinct ranks are needed; the search decides
      return n.every((k) => k <= 3);
    }
  }
}

/**
 * Special hands these 13 cards can declare, each with a legal qualifying arrangement: the best one
 * against random opponents when a model is given, else the first found.
 */
export function findSpecialHands(
  cards: readonly Card[],
  model?: OpponentModel,
): { hand: SpecialHand; rows: Rows; expected: number }[] {
  const out: { hand: SpecialHand; rows: Rows; expected: number }[] = [];
  for (const hand of ['dragon', 'six-pairs', 'three-flushes', 'three-straights'] as SpecialHand[]) {
    if (!mayQualify(cards, hand)) continue;
    const accept = rowCondition(hand);
    const front = frontCondition(hand);
    if (model) {
      const r = bestArrangement(cards, model, accept, front);
      if (r) out.push({ hand, rows: r.rows, expected: r.expected });
    } else {
      const t = tables(cards);
      const found = firstLegal(t, accept, front ? (f) => front(pick(t.cards, f)) : undefined);
      if (found) out.push({ hand, rows: found, expected: 0 });
    }
  }
  return out;
}

/** The basic bot's decision: declare when the bonus beats the best expected arrangement. */
export function solve(
  cards: readonly Card[],
  rng: Rng,
  opponents: number,
  allowSpecial: boolean,
  samples = 2000,
): { kind: 'arrange' | 'declare'; hand: SpecialHand | null; rows: Rows; expected: number } {
  const model = opponentModel(cards, rng, samples);
  const best = bestArrangement(cards, model);
  if (!best) throw new Error('no legal arrangement');
  let choice: { kind: 'arrange' | 'declare'; hand: SpecialHand | null; rows: Rows; expected: number } = {
    kind: 'arrange',
    hand: null,
    rows: best.rows,
    expected: best.expected * opponents,
  };
  if (allowSpecial) {
    for (const s of findSpecialHands(cards, model)) {
      const value = declarationBonus(s.hand) * opponents;
      if (value >= choice.expected) choice = { kind: 'declare', hand: s.hand, rows: s.rows, expected: value };
    }
  }
  return choice;
}
