/**
 * A small allocation-free evaluator for the solver's hot path. It returns exactly the integers of the
 * reference evaluator's encoding (category index * 15^5 + tie-break vector as left-aligned base-15
 * digits; 52-card deck, standard order), so the values are totally ordered like poker-hands.md §2 and a
 * 3-card value compares with a 5-card value exactly as §7 asks: front ≤ middle ⇔ value3 ≤ value5
 * (equal categories compare the 3-card vector as a prefix; the 5-card extra kickers only add).
 * The rules themselves (apply, scoring) use the shared evaluator; tests check this one against it.
 */
import type { Card } from '../cards';

const P5 = 15 ** 5;
const P4 = 15 ** 4;
const P3 = 15 ** 3;
const P2 = 15 ** 2;

/** Category index (CATEGORIES order) of a value from either evaluator. */
export function categoryIndexOf(value: number): number {
  return Math.floor(value / P5);
}

const cnt = new Int8Array(15);

/** Value of a 5-card hand given as five card ints. */
export function value5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const ra = (a >> 2) + 2, rb = (b >> 2) + 2, rc = (c >> 2) + 2, rd = (d >> 2) + 2, re = (e >> 2) + 2;
  const s = a & 3;
  const flush = (b & 3) === s && (c & 3) === s && (d & 3) === s && (e & 3) === s;
  cnt[ra]++; cnt[rb]++; cnt[rc]++; cnt[rd]++; cnt[re]++;
  // groups ordered by (size desc, rank desc), as tie-break digits
  let g4 = 0, g3 = 0, p1 = 0, p2 = 0;
  let k1 = 0, k2 = 0, k3 = 0, k4 = 0, k5 = 0;
  let singles = 0, hi = 0, lo = 15;
  for (let r = 14; r >= 2; r--) {
    const n = cnt[r];
    if (n === 0) continue;
    cnt[r] = 0;
    if (r > hi) hi = r;
    if (r < lo) lo = r;
    if (n === 1) {
      singles++;
      if (k1 === 0) k1 = r; else if (k2 === 0) k2 = r; else if (k3 === 0) k3 = r; else if (k4 === 0) k4 = r; else k5 = r;
    } else if (n === 2) {
      if (p1 === 0) p1 = r; else p2 = r;
    } else if (n === 3) g3 = r;
    else g4 = r;
  }
  if (singles === 5) {
    let top = 0;
    if (hi - lo === 4) top = hi;
    else if (hi === 14 && k2 === 5) top = 5; // wheel: A 5 4 3 2
    if (top) return (flush ? 8 : 4) * P5 + top * P4;
    return (flush ? 5 : 0) * P5 + k1 * P4 + k2 * P3 + k3 * P2 + k4 * 15 + k5;
  }
  if (g4) return 7 * P5 + g4 * P4 + k1 * P3;
  if (g3 && p1) return 6 * P5 + g3 * P4 + p1 * P3;
  if (g3) return 3 * P5 + g3 * P4 + k1 * P3 + k2 * P2;
  if (p2) return 2 * P5 + p1 * P4 + p2 * P3 + k1 * P2;
  return 1 * P5 + p1 * P4 + k1 * P3 + k2 * P2 + k3 * 15;
}

/** Value of a 3-card front row (high-card, one-pair or three-of-a-kind only). */
export function value3(a: Card, b: Card, c: Card): number {
  let x = (a >> 2) + 2, y = (b >> 2) + 2, z = (c >> 2) + 2;
  let t: number;
  if (x < y) { t = x; x = y; y = t; }
  if (y < z) { t = y; y = z; z = t; }
  if (x < y) { t = x; x = y; y = t; }
  if (x === z) return 3 * P5 + x * P4;
  if (x === y) return 1 * P5 + x * P4 + z * P3;
  if (y === z) return 1 * P5 + y * P4 + x * P3;
  return x * P4 + y * P3 + z * P2;
}

export function value5Of(cards: readonly Card[]): number {
  return value5(cards[0], cards[1], cards[2], cards[3], cards[4]);
}

export function value3Of(cards: readonly Card[]): number {
  return value3(cards[0], cards[1], cards[2]);
}
