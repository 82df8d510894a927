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
for (let s = 0; s < 4; s++) for (let c = 0; c < 52; c++) SUIT_BIT[s * 52 + c] = (c & 3) === s ? 1 << (c >> 2) : 0;

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
  for (let attempt = 0; attempt < 64; attempt++, mult = Math.imul(mult, 0x2c1b3c6d) + 0x297a2d39 | 1) {
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
    const order: number[] = [];
    for (let k = maxCount; k >= 1; k--) for (let b = 0; b < nb; b++) if (count[b + 1] === k) order.push(b);
    const used = new Uint8Array(size);
    const disp = new Uint16Array(nb);
    let ok = true;
    let nextFree = 0;
    for (const b of order) {
      const from = start[b];
      const to = start[b + 1];
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

/**
 * Calls fn(key, counts) for every rank multiset of `size` cards (each rank at most 4 times) over rank
 * indices lowRank..12; counts is a shared array (rank index → count), key the sum of the rank keys.
 */
function forEachMultiset(lowRank: number, size: number, fn: (key: number, counts: Int8Array) => void): void {
  const counts = new Int8Array(13);
  const rec = (r: number, left: number, key: number): void => {
    if (r === 12) {
      if (left <= 4) {
        counts[12] = left;
        fn(key + left * RANK_KEYS[12], counts);
        counts[12] = 0;
      }
      return;
    }
    for (let c = 0; c <= 4 && c <= left; c++) {
      counts[r] = c;
      rec(r + 1, left - c, key + c * RANK_KEYS[r]);
    }
    counts[r] = 0;
  };
  rec(lowRank, size, 0);
}

/** The rank-key perfect hashes for one deck (52: rank indices 0..12; 32: 5..12), per card count. */
export interface DeckHashes {
  lowRank: number;
  h5: PerfectHash;
  h6: PerfectHash;
  h7: PerfectHash;
}

export function buildDeckHashes(lowRank: number): DeckHashes {
  const hashes: PerfectHash[] = [];
  for (const n of [5, 6, 7]) {
    const keys: number[] = [];
    forEachMultiset(lowRank, n, (key) => keys.push(key));
    // distinct keys: checked by the perfect hash (two equal keys share every bucket and low part)
    const slotBits = Math.ceil(Math.log2(keys.length / 0.8));
    hashes.push(buildPerfectHash(keys, slotBits, slotBits - 2));
  }
  return { lowRank, h5: hashes[0], h6: hashes[1], h7: hashes[2] };
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

/** A hand of the given rank counts; suits vary so that it is not a flush unless `flush` (distinct ranks). */
function handOf(counts: ArrayLike<number>, flush: boolean): number[] {
  const hand: number[] = [];
  for (let r = 12; r >= 0; r--) for (let i = 0; i < counts[r]; i++) hand.push(r * 4 + (flush ? 0 : hand.length % 4));
  return hand;
}

const popcount = (m: number): number => {
  let bits = 0;
  for (let x = m; x; x &= x - 1) bits++;
  return bits;
};

/**
 * The reference's verdict on every 5-card class of a deck (one hand per rank multiset, plus one suited
 * hand per 5 distinct ranks), under the deck and aceLowStraight of `setting`. flushRank only changes the
 * category strength, so the caller re-encodes with the reference's own categoryStrength/encodeValue.
 */
export interface FiveClasses {
  noFlush: Map<number, { category: Category; tiebreak: number[] }>; // by rank key
  flush: Map<number, { category: Category; tiebreak: number[] }>; // by rank mask
}

export function referenceClasses(lowRank: number, deck: 52 | 32, aceLowStraight: boolean): FiveClasses {
  const opts = { deck, aceLowStraight };
  const noFlush = new Map<number, { category: Category; tiebreak: number[] }>();
  forEachMultiset(lowRank, 5, (key, counts) => {
    const { category, tiebreak } = ref.evaluate5(handOf(counts, false), opts);
    noFlush.set(key, { category, tiebreak });
  });
  const flush = new Map<number, { category: Category; tiebreak: number[] }>();
  const counts = new Int8Array(13);
  for (let m = 0; m < 8192; m++) {
    if (m & ((1 << lowRank) - 1) || popcount(m) !== 5) continue;
    for (let r = 0; r < 13; r++) counts[r] = (m >> r) & 1;
    const { category, tiebreak } = ref.evaluate5(handOf(counts, true), opts);
    flush.set(m, { category, tiebreak });
  }
  return { noFlush, flush };
}

export function buildValueTables(dh: DeckHashes, classes: FiveClasses, flushRank: FlushRank): ValueTables {
  const enc = (x: { category: Category; tiebreak: number[] }): number =>
    ref.encodeValue(ref.categoryStrength(x.category, flushRank), x.tiebreak);
  const all: number[] = [];
  for (const x of classes.noFlush.values()) all.push(enc(x));
  for (const x of classes.flush.values()) all.push(enc(x));
  const distinct = [...new Set(all)].sort((a, b) => a - b);
  const dense = new Map<number, number>();
  distinct.forEach((v, i) => dense.set(v, i + 1));
  const refValue = new Int32Array(distinct.length + 1);
  distinct.forEach((v, i) => (refValue[i + 1] = v));

  const v5 = new Uint16Array(dh.h5.size);
  for (const [key, x] of classes.noFlush) v5[hashSlot(dh.h5, key)] = dense.get(enc(x))!;
  // best of 6 (7) = the best over removing one card of each rank present
  const fillFromLower = (n: number, h: PerfectHash, table: Uint16Array, hLower: PerfectHash, tLower: Uint16Array): void =>
    forEachMultiset(dh.lowRank, n, (key, counts) => {
      let best = 0;
      for (let r = dh.lowRank; r < 13; r++) {
        if (counts[r] === 0) continue;
        const v = tLower[hashSlot(hLower, key - RANK_KEYS[r])];
        if (v > best) best = v;
      }
      table[hashSlot(h, key)] = best;
    });
  const v6 = new Uint16Array(dh.h6.size);
  fillFromLower(6, dh.h6, v6, dh.h5, v5);
  const v7 = new Uint16Array(dh.h7.size);
  fillFromLower(7, dh.h7, v7, dh.h6, v6);

  const flush = new Uint16Array(8192);
  for (const [m, x] of classes.flush) flush[m] = dense.get(enc(x))!;
  for (let m = 0; m < 8192; m++) {
    const bits = popcount(m);
    if (bits < 6 || bits > 7 || m & ((1 << dh.lowRank) - 1)) continue;
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
        for (const [x, y, z] of [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]]) refs[x * 169 + y * 13 + z] = v;
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
