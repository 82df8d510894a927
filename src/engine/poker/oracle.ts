/**
 * The reference evaluator as a test oracle, made cheap enough for millions of hands by memoizing.
 *
 * reference.evaluate5 looks at a hand only through rankValue(card) (groups, straight) and through
 * whether all five suitIndex(card) are equal (flush); so its result is a function of (multiset of ranks,
 * all-one-suit). The oracle calls the real reference evaluate5 on the first hand it meets of each such
 * class and reuses the answer for later hands of the class. Best of 6 or 7 is the maximum over all
 * 5-card subsets, exactly as reference.evaluate does it.
 *
 * Used by the tests and scripts/poker7-exhaustive.ts only.
 */
import type { Card } from '../cards';
import * as ref from './reference';
import type { EvalOptions, HandValue } from './types';

// 5^rank: the sum over five cards identifies the multiset of ranks (counts < 5), and stays below 2^30
const POW5 = Array.from({ length: 13 }, (_, r) => 5 ** r);

export class ReferenceOracle {
  private readonly memo = new Map<number, HandValue>();
  /** Number of real reference calls made so far. */
  calls = 0;

  constructor(readonly options?: EvalOptions) {}

  /** The reference's evaluate5 result for these five cards. */
  five(a: Card, b: Card, c: Card, d: Card, e: Card): HandValue {
    let key = POW5[a >> 2] + POW5[b >> 2] + POW5[c >> 2] + POW5[d >> 2] + POW5[e >> 2];
    const s = a & 3;
    if ((b & 3) === s && (c & 3) === s && (d & 3) === s && (e & 3) === s) key = -key - 1;
    let v = this.memo.get(key);
    if (v === undefined) {
      v = ref.evaluate5([a, b, c, d, e], this.options);
      this.calls++;
      this.memo.set(key, v);
    }
    return v;
  }

  /** The reference's best-of-n value (n = 5, 6 or 7): the maximum over all 5-card subsets. */
  bestValue(h: readonly Card[]): number {
    const n = h.length;
    let best = -1;
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        for (let c = b + 1; c < n; c++)
          for (let d = c + 1; d < n; d++)
            for (let e = d + 1; e < n; e++) {
              const v = this.five(h[a], h[b], h[c], h[d], h[e]).value;
              if (v > best) best = v;
            }
    return best;
  }
}

/**
 * Checks that two value scales order the same hands the same way: records pairs (ours, reference) and
 * verifies that equal values on one side are equal on the other and that the order agrees.
 */
export class OrderCheck {
  private readonly oursToRef = new Map<number, number>();
  private readonly refToOurs = new Map<number, number>();
  mismatches: string[] = [];

  add(ours: number, reference: number, what: () => string): void {
    const r = this.oursToRef.get(ours);
    const o = this.refToOurs.get(reference);
    if ((r !== undefined && r !== reference) || (o !== undefined && o !== ours)) {
      if (this.mismatches.length < 10)
        this.mismatches.push(`${what()}: ours ${ours}, reference ${reference} (seen ${r} / ${o})`);
      return;
    }
    this.oursToRef.set(ours, reference);
    this.refToOurs.set(reference, ours);
  }

  /** Problems found: inconsistent pairs, then any two value pairs ordered differently. */
  problems(): string[] {
    const out = [...this.mismatches];
    const ours = [...this.oursToRef.keys()].sort((x, y) => x - y);
    for (let i = 1; i < ours.length; i++)
      if (!(this.oursToRef.get(ours[i])! > this.oursToRef.get(ours[i - 1])!))
        out.push(
          `order differs: ours ${ours[i - 1]} < ${ours[i]} but reference ${this.oursToRef.get(ours[i - 1])} vs ${this.oursToRef.get(ours[i])}`,
        );
    return out.slice(0, 10);
  }

  get distinct(): number {
    return this.oursToRef.size;
  }
}

/** A small seeded generator (xorshift32) for reproducible random hands. */
export function xorshift(seed: number): (n: number) => number {
  let s = seed | 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** n distinct random cards from the deck whose lowest card index is `lowCard` (0 for 52 cards, 20 for 32). */
export function randomHand(rnd: (n: number) => number, n: number, lowCard = 0, out: Card[] = []): Card[] {
  out.length = 0;
  while (out.length < n) {
    const c = lowCard + rnd(52 - lowCard);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}
