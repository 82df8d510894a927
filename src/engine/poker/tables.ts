/**
 * Lookup tables of the fast evaluator, built at module load from the reference evaluator.
 *
 * How a hand is looked up (no allocation, integer arithmetic only):
 *  - every card has a 32-bit key: (rank key << 9) + suit key. The rank keys (0, 1, 5, 22, ...) are chosen
 *    so that the sum over any 5, 6 or 7 cards identifies the multiset of ranks; the suit keys (0, 1, 29,
 *    37) so that the 9-bit sum of 5, 6 or 7 suit keys tells whether a suit has 5+ cards, and which.
 *    The table build below checks both properties and throws if they fail.
 *  - no flush: the rank-key sum goes through a perfect hash (multiply, then displace by XOR) into a
 *    Uint16Array of hand values, one per card count (5, 6, 7).
 *  - flush: the 13-bit rank mask of the flush suit indexes a Uint16Array of 8192 values. With 5+ cards of
 *    one suit among at most 7 cards, no four of a kind or full house can exist (it would need 2 more
 *    cards of other suits than the flush suit can spare), so the best hand is the best flush or straight
 *    flush of that suit, under every flushRank.
 *
 * Hand values are dense ranks 1..N of the reference's values under one setting: for the 52-card deck,
 * 1..7462 (the 7,462 distinct 5-card hands). They are computed by calling the reference evaluate5 on one
 * hand of each rank multiset (with and without flush) and sorting; best-of-6 and best-of-7 values are
 * the maximum over sub-multisets, built bottom-up.
 */
import { CATEGORIES, type Category, type FlushRank } from './types';
import * as ref from './reference';

export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181];
export const SUIT_KEYS = [0, 1, 29, 37];
/** Per card (0..51): (rank key << 9) + suit key. */
export const CARD_KEY = new Int32Array(52);
for (let c = 0; c < 52; c++) CARD_KEY[c] = (RANK_KEYS[c >> 2] << 9) + SUIT_KEYS[c & 3];

/** FLUSH_SUIT[n][suit-key sum] = suit index + 1 of the suit with 5+ cards among n cards, else 0. */
function buildFlushSuit(n: number): Int8Array {
  const t = new Int8Array(512);
  const seen = new Int8Array(512).fill(-1);
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) {
        const counts = [a, b, c, n - a - b - c];
        let s = 0;
        for (let i = 0; i < 4; i++) s += counts[i] * SUIT_KEYS[i];
        const f = counts.findIndex((x) => x >= 5) + 1;
        if (seen[s] !== -1 && seen[s] !== f) throw new Error('suit keys are ambiguous');
        seen[s] = f;
        t[s] = f;
      }
  return t;
}
export const FLUSH_SUIT5 = buildFlushSuit(5);
export const FLUSH_SUIT6 = buildFlushSuit(6);
export const FLUSH_SUIT7 = buildFlushSuit(7);
/** SUIT_BIT[suit * 52 + card] = 1 << rank if the card has that suit, else 0. */
export const SUIT_BIT = new Int32Array(4 * 52);
for (let s = 0; s < 4; s++)
  for (let c = 0; c < 52; c++) SUIT_BIT[s * 52 + c] = (c & 3) === s ? 1 << (c >> 2) : 0;

/** A perfect hash of a set of integer keys: slot = ((h >>> lowShift) & slotMask) ^ disp[h >>> bucketShift], h = imul(key, mult). */
export interface PerfectHash {
  mult: number;
  bucketShift: number;
  lowShift: number;
  slotMask: number;
  disp: Uint16Array;
  size: number;
}

export function hashSlot(h: PerfectHash, key: number): number {
  const x = Math.imul(key, h.mult);
  return ((x >>> h.lowShift) & h.slotMask) ^ h.disp[x >>> h.bucketShift];
}

/** Builds a perfect hash (CHD-style, XOR displacement) for distinct keys into 2^slotBits slots. */
export function buildPerfectHash(keys: ArrayLike<number>, slotBits: number, bucketBits: number): PerfectHash {
  const n = keys.length;
  const size = 1 << slotBits;
  const nb = 1 << bucketBits;
  const slotMask = size - 1;
  const bucketShift = 32 - bucketBits;
  const lowShift = 32 - bucketBits - slotBits;
  if (lowShift < 0 || n > size) throw new Error('bad perfect-hash parameters');
  let mult = 0x9e3779b1 | 0;
  for (let attempt = 0; attempt < 64; attempt++, mult = (Math.imul(mult, 0x2c1b3c6d) + 0x297a2d39) | 1) {
    const bucketOf = new Int32Array(n);
    const low = new Int32Array(n);
    const count = new Int32Array(nb + 1);
    for (let i = 0; i < n; i++) {
      const x = Math.imul(keys[i], mult);
      bucketOf[i] = x >>> bucketShift;
      low[i] = (x >>> lowShift) & slotMask;
      count[bucketOf[i] + 1]++;
    }
    // bucket members, contiguous (counting sort)
    const start = new Int32Array(nb + 1);
    for (let b = 0; b < nb; b++) start[b + 1] = start[b] + count[b + 1];
    const fill = start.slice(0, nb);
    const members = new Int32Array(n);
    for (let i = 0; i < n; i++) members[fill[bucketOf[i]]++] = low[i];
    // fail fast when two keys of one bucket share a low part (no displacement could separate them)
    const stamp = new Int32Array(size).fill(-1);
    let clash = false;
    for (let b = 0; b < nb && !clash; b++)
      for (let j = start[b]; j < start[b + 1]; j++) {
        if (stamp[members[j]] === b) clash = true;
        stamp[members[j]] = b;
      }
    if (clash) continue;
    // buckets by decreasing size (counting sort)
    let maxCount = 0;
    for (let b = 0; b < nb; b++) if (count[b + 1] > maxCount) maxCount = count[b + 1];
    const firstOfSize = new Int32Array(maxCount + 2); // position in `order` of the first bucket of each size, largest first
    for (let b = 0; b < nb; b++) firstOfSize[count[b + 1]]++;
    for (let k = maxCount, pos = 0; k >= 0; k--) {
      const c = firstOfSize[k];
      firstOfSize[k] = pos;
      pos += c;
    }
    const order = new Int32Array(nb);
    for (let b = 0; b < nb; b++) order[firstOfSize[count[b + 1]]++] = b;
    const used = new Uint8Array(size);
    const disp = new Uint16Array(nb);
    let ok = true;
    let nextFree = 0;
    for (let i = 0; i < nb; i++) {
      const b = order[i];
      const from = start[b];
      const to = start[b + 1];
      if (to === from) break; // only empty buckets left
      if (to - from === 1) {
        // a single key: put it in the next free slot
        while (used[nextFree]) nextFree++;
        disp[b] = members[from] ^ nextFree;
        used[nextFree] = 1;
        continue;
      }
      let found = -1;
      for (let d = 0; d < size && found < 0; d++) {
        let free = true;
        for (let j = from; j < to && free; j++) if (used[members[j] ^ d]) free = false;
        if (free) found = d;
      }
      if (found < 0) {
        ok = false;
        break;
      }
      disp[b] = found;
      for (let j = from; j < to; j++) used[members[j] ^ found] = 1;
    }
    if (ok) return { mult, bucketShift, lowShift, slotMask, disp, size };
  }
  throw new Error('perfect hash not found');
}

/** All rank multisets of n cards (each rank at most 4 times) over rank indices lowRank..12. */
export interface Multisets {
  /** sum of the rank keys (identifies the multiset) */
  keys: Int32Array;
  /** bit r set when rank index r is present */
  masks: Int16Array;
  /** the rank indices, highest first, 4 bits each, the first in the lowest bits */
  ranks: Int32Array;
}

function multisets(lowRank: number, n: number): Multisets {
  let bound = 1; // C(n + ranks - 1, n): the number of multisets without the 4-per-rank limit
  for (let i = 1; i <= n; i++) bound = (bound * (13 - lowRank - 1 + i)) / i;
  const keys = new Int32Array(bound);
  const masks = new Int16Array(bound);
  const ranks = new Int32Array(bound);
  let count = 0;
  const rec = (r: number, left: number, key: number, mask: number, packed: number, shift: number): void => {
    if (left === 0) {
      keys[count] = key;
      masks[count] = mask;
      ranks[count++] = packed;
      return;
    }
    if (r < lowRank) return;
    for (let c = Math.min(4, left); c >= 0; c--) {
      let p = packed;
      for (let i = 0; i < c; i++) p |= r << (shift + 4 * i);
      rec(r - 1, left - c, key + c * RANK_KEYS[r], c ? mask | (1 << r) : mask, p, shift + 4 * c);
    }
  };
  rec(12, n, 0, 0, 0, 0);
  return { keys: keys.slice(0, count), masks: masks.slice(0, count), ranks: ranks.slice(0, count) };
}

/** The rank-key perfect hashes for one deck (52: rank indices 0..12; 32: 5..12), per card count. */
export interface DeckHashes {
  lowRank: number;
  h5: PerfectHash;
  h6: PerfectHash;
  h7: PerfectHash;
  sets: Record<5 | 6 | 7, Multisets>;
}

export function buildDeckHashes(lowRank: number): DeckHashes {
  const sets = { 5: multisets(lowRank, 5), 6: multisets(lowRank, 6), 7: multisets(lowRank, 7) };
  // distinct keys are checked by the perfect hash (two equal keys would share bucket and low part)
  const hash = (n: 5 | 6 | 7): PerfectHash => {
    const slotBits = Math.ceil(Math.log2(sets[n].keys.length / 0.8));
    return buildPerfectHash(sets[n].keys, slotBits, slotBits - 2);
  };
  return { lowRank, h5: hash(5), h6: hash(6), h7: hash(7), sets };
}

/** Value tables for one setting. v5/v6/v7: no-flush values by hash slot; flush: value by rank mask. */
export interface ValueTables {
  v5: Uint16Array;
  v6: Uint16Array;
  v7: Uint16Array;
  flush: Uint16Array;
  /** refValue[value] = the reference's encoded value for that dense value (for decoding). */
  refValue: Int32Array;
  classes: number;
}

export interface Setting {
  deck: 52 | 32;
  flushRank: FlushRank;
  aceLowStraight: boolean;
}

const popcount = (m: number): number => {
  let bits = 0;
  for (let x = m; x; x &= x - 1) bits++;
  return bits;
};

/**
 * The reference's verdict on every 5-card class of a deck: one hand per rank multiset (suits chosen so
 * that it is no flush) and one suited hand per 5 distinct ranks, under the deck and aceLowStraight given.
 * flushRank only changes the category strength, so each verdict is encoded for the three flushRanks
 * with the reference's own categoryStrength and encodeValue. (Only integers are kept: retaining the
 * reference's result objects would make the garbage collector copy them and double the load time.)
 */
export interface FiveClasses {
  /** encoded reference values by flushRank, in the order of DeckHashes.sets[5] */
  noFlush: Record<FlushRank, Int32Array>;
  flushMasks: Int16Array;
  /** encoded reference values by flushRank, in the order of flushMasks */
  flush: Record<FlushRank, Int32Array>;
}

const FLUSH_RANKS: FlushRank[] = ['standard', 'above-full-house', 'above-four-of-a-kind'];
const encodings = (n: number): Record<FlushRank, Int32Array> => ({
  standard: new Int32Array(n),
  'above-full-house': new Int32Array(n),
  'above-four-of-a-kind': new Int32Array(n),
});

export function referenceClasses(dh: DeckHashes, deck: 52 | 32, aceLowStraight: boolean): FiveClasses {
  const opts = { deck, aceLowStraight };
  const record = (into: Record<FlushRank, Int32Array>, i: number, hand: number[]): void => {
    const { category, tiebreak } = ref.evaluate5(hand, opts);
    for (const fr of FLUSH_RANKS) into[fr][i] = ref.encodeValue(ref.categoryStrength(category, fr), tiebreak);
  };
  const { ranks } = dh.sets[5];
  const noFlush = encodings(ranks.length);
  for (let i = 0; i < ranks.length; i++) {
    const hand: number[] = [];
    for (let j = 0; j < 5; j++) hand.push(((ranks[i] >> (4 * j)) & 15) * 4 + (j % 4)); // equal ranks are adjacent: distinct suits
    record(noFlush, i, hand);
  }
  const masks: number[] = [];
  for (let m = 0; m < 8192; m++) if (!(m & ((1 << dh.lowRank) - 1)) && popcount(m) === 5) masks.push(m);
  const flush = encodings(masks.length);
  masks.forEach((m, i) => {
    const hand: number[] = [];
    for (let r = 12; r >= 0; r--) if (m & (1 << r)) hand.push(r * 4 + 3);
    record(flush, i, hand);
  });
  return { noFlush, flushMasks: Int16Array.from(masks), flush };
}

export function buildValueTables(dh: DeckHashes, classes: FiveClasses, flushRank: FlushRank): ValueTables {
  const nf = classes.noFlush[flushRank];
  const fl = classes.flush[flushRank];
  const distinct = [...new Set([...nf, ...fl])].sort((a, b) => a - b);
  const dense = new Map<number, number>();
  distinct.forEach((v, i) => dense.set(v, i + 1));
  const refValue = new Int32Array(distinct.length + 1);
  distinct.forEach((v, i) => (refValue[i + 1] = v));

  const v5 = new Uint16Array(dh.h5.size);
  const keys5 = dh.sets[5].keys;
  for (let i = 0; i < keys5.length; i++) v5[hashSlot(dh.h5, keys5[i])] = dense.get(nf[i])!;
  // best of 6 (7) = the best over removing one card of each rank present
  const fillFromLower = (
    n: 6 | 7,
    h: PerfectHash,
    table: Uint16Array,
    hl: PerfectHash,
    tLower: Uint16Array,
  ): void => {
    const { keys, masks } = dh.sets[n];
    const { mult, lowShift, slotMask, bucketShift, disp } = hl;
    for (let i = 0; i < keys.length; i++) {
      let best = 0;
      for (let m = masks[i]; m !== 0; m &= m - 1) {
        const r = 31 - Math.clz32(m & -m);
        const x = Math.imul(keys[i] - RANK_KEYS[r], mult);
        const v = tLower[((x >>> lowShift) & slotMask) ^ disp[x >>> bucketShift]];
        if (v > best) best = v;
      }
      table[hashSlot(h, keys[i])] = best;
    }
  };
  const v6 = new Uint16Array(dh.h6.size);
  fillFromLower(6, dh.h6, v6, dh.h5, v5);
  const v7 = new Uint16Array(dh.h7.size);
  fillFromLower(7, dh.h7, v7, dh.h6, v6);

  const flush = new Uint16Array(8192);
  classes.flushMasks.forEach((m, i) => (flush[m] = dense.get(fl[i])!));
  // 6 or 7 suited cards: the best of their 5-card subsets, built up by removing one card
  for (let m = 0; m < 8192; m++) {
    if (flush[m] !== 0 || m & ((1 << dh.lowRank) - 1)) continue;
    const bits = popcount(m);
    if (bits < 6 || bits > 7) continue;
    let best = 0;
    for (let x = m; x; x &= x - 1) {
      const v = flush[m & ~(x & -x)];
      if (v > best) best = v;
    }
    flush[m] = best;
  }
  return { v5, v6, v7, flush, refValue, classes: distinct.length };
}

/** 3-card values: T3[r0 * 169 + r1 * 13 + r2] (rank indices, any order) = dense rank of the reference's value. */
export function build3(): { t3: Uint16Array; refValue: Int32Array } {
  const refs = new Int32Array(2197);
  for (let a = 0; a < 13; a++)
    for (let b = 0; b <= a; b++)
      for (let c = 0; c <= b; c++) {
        const v = ref.evaluate3([a * 4, b * 4 + 1, c * 4 + 2]).value;
        for (const [x, y, z] of [
          [a, b, c],
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ])
          refs[x * 169 + y * 13 + z] = v;
      }
  const distinct = [...new Set(refs)].sort((x, y) => x - y);
  const dense = new Map<number, number>();
  distinct.forEach((v, i) => dense.set(v, i + 1));
  const t3 = new Uint16Array(2197);
  for (let i = 0; i < 2197; i++) t3[i] = dense.get(refs[i])!;
  const refValue = new Int32Array(distinct.length + 1);
  distinct.forEach((v, i) => (refValue[i + 1] = v));
  return { t3, refValue };
}

const STRENGTH_TO_CATEGORY: Record<FlushRank, Category[]> = {
  standard: [],
  'above-full-house': [],
  'above-four-of-a-kind': [],
};
for (const fr of Object.keys(STRENGTH_TO_CATEGORY) as FlushRank[])
  for (const c of CATEGORIES) STRENGTH_TO_CATEGORY[fr][ref.categoryStrength(c, fr)] = c;

/** Decodes a reference-encoded value (strength * 15^5 + base-15 tie-break digits) into category and tie-break. */
export function decodeRefValue(v: number, flushRank: FlushRank): { category: Category; tiebreak: number[] } {
  const digits: number[] = [];
  for (let i = 0; i < 5; i++) {
    digits.unshift(v % 15);
    v = Math.floor(v / 15);
  }
  return { category: STRENGTH_TO_CATEGORY[flushRank][v], tiebreak: digits.filter((d) => d !== 0) };
}
