/**
 * The fast evaluator: integer rank functions over card indices (0..51), no allocation per call.
 *
 *   rank7(c0..c6), rank6(c0..c5), rank5(c0..c4): 52-card deck, standard order, value 1..7462 (higher is
 *   stronger, equal = exact tie; the same scale for 5, 6 and 7 cards).
 *   rank3(c0, c1, c2): 3-card hands (Chinese poker front row), value 1..455, comparable only among 3-card hands.
 *   rankers(options): the same functions for any setting (32-card deck, flushRank, aceLowStraight).
 *
 * Callers must pass distinct valid cards (for the 32-card deck: ranks 7..A); the public `handValue`
 * checks this, these functions do not.
 */
import type { EvalOptions, FlushRank } from './types';
import {
  CARD_KEY,
  FLUSH_SUIT5,
  FLUSH_SUIT6,
  FLUSH_SUIT7,
  SUIT_BIT,
  build3,
  buildDeckHashes,
  buildValueTables,
  referenceClasses,
  type DeckHashes,
  type FiveClasses,
  type PerfectHash,
  type Setting,
  type ValueTables,
} from './tables';

export interface Rankers {
  readonly setting: Readonly<Setting>;
  readonly rank5: (c0: number, c1: number, c2: number, c3: number, c4: number) => number;
  readonly rank6: (c0: number, c1: number, c2: number, c3: number, c4: number, c5: number) => number;
  readonly rank7: (
    c0: number,
    c1: number,
    c2: number,
    c3: number,
    c4: number,
    c5: number,
    c6: number,
  ) => number;
  /** Number of distinct hand values (52-card deck: 7462); values run 1..classes. */
  readonly classes: number;
  /** value → the reference's encoded value (to decode category and tie-break). */
  readonly refValue: Int32Array;
  /** Bytes of lookup tables owned by this setting (value tables; the shared hashes are counted once, see tableBytes). */
  readonly bytes: number;
  /** The value tables (for the specialized 52-card functions below). */
  readonly tables: ValueTables;
}

const initStart = performance.now();

// Imported tables as module-local constants: transpiled imports are property loads (or getters) on the
// other module's exports object on every use, which costs more than the whole evaluation.
const FS5 = FLUSH_SUIT5;
const FS6 = FLUSH_SUIT6;
const FS7 = FLUSH_SUIT7;

function makeRankers(dh: DeckHashes, classes: FiveClasses, setting: Setting): Rankers {
  const t: ValueTables = buildValueTables(dh, classes, setting.flushRank);
  const { v5, v6, v7, flush } = t;
  const p = (h: PerfectHash) => [h.mult, h.lowShift, h.slotMask, h.bucketShift, h.disp] as const;
  const [m5, l5, s5, b5, d5] = p(dh.h5);
  const [m6, l6, s6, b6, d6] = p(dh.h6);
  const [m7, l7, s7, b7, d7] = p(dh.h7);
  const K = CARD_KEY;
  const B = SUIT_BIT;

  function rank5(c0: number, c1: number, c2: number, c3: number, c4: number): number {
    const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4];
    const fs = FS5[k & 511];
    if (fs !== 0) {
      const o = (fs - 1) * 52;
      return flush[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4]];
    }
    const x = Math.imul(k >>> 9, m5);
    return v5[((x >>> l5) & s5) ^ d5[x >>> b5]];
  }

  function rank6(c0: number, c1: number, c2: number, c3: number, c4: number, c5: number): number {
    const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4] + K[c5];
    const fs = FS6[k & 511];
    if (fs !== 0) {
      const o = (fs - 1) * 52;
      return flush[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4] | B[o + c5]];
    }
    const x = Math.imul(k >>> 9, m6);
    return v6[((x >>> l6) & s6) ^ d6[x >>> b6]];
  }

  function rank7(c0: number, c1: number, c2: number, c3: number, c4: number, c5: number, c6: number): number {
    const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4] + K[c5] + K[c6];
    const fs = FS7[k & 511];
    if (fs !== 0) {
      const o = (fs - 1) * 52;
      return flush[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4] | B[o + c5] | B[o + c6]];
    }
    const x = Math.imul(k >>> 9, m7);
    return v7[((x >>> l7) & s7) ^ d7[x >>> b7]];
  }

  return {
    setting: Object.freeze({ ...setting }),
    rank5,
    rank6,
    rank7,
    classes: t.classes,
    refValue: t.refValue,
    bytes: v5.byteLength + v6.byteLength + v7.byteLength + flush.byteLength + t.refValue.byteLength,
    tables: t,
  };
}

// Build order: the small 32-card and 3-card tables first, so that the table-building code and the
// reference are warmed up (compiled) before the big 52-card tables; this halves the module-load time.
const HASH32 = buildDeckHashes(5);
const FLUSH_RANKS: FlushRank[] = ['standard', 'above-full-house', 'above-four-of-a-kind'];
/** The six 32-card settings, index flushRankIndex * 2 + (aceLowStraight ? 0 : 1). */
const DECK32: Rankers[] = [];
{
  const classes = [referenceClasses(HASH32, 32, true), referenceClasses(HASH32, 32, false)];
  for (const flushRank of FLUSH_RANKS)
    for (const aceLowStraight of [true, false])
      DECK32.push(
        makeRankers(HASH32, classes[aceLowStraight ? 0 : 1], { deck: 32, flushRank, aceLowStraight }),
      );
}

const T3 = build3();
const t3 = T3.t3;
/** 3-card value table's decoding: value → reference-encoded value. */
export const REF_VALUE3 = T3.refValue;

const HASH52 = buildDeckHashes(0);
const STD = makeRankers(HASH52, referenceClasses(HASH52, 52, true), {
  deck: 52,
  flushRank: 'standard',
  aceLowStraight: true,
});

// The 52-card functions again, as module-level functions over module-level constants: one closure each,
// so the optimizing compiler can fold the tables and hash parameters into the code (about 10-20% faster
// than the shared closures of makeRankers). Same code, same tables; the tests check they agree.
const K = CARD_KEY;
const B = SUIT_BIT;
const F = STD.tables.flush;
const V5 = STD.tables.v5;
const V6 = STD.tables.v6;
const V7 = STD.tables.v7;
const { mult: M5, lowShift: L5, slotMask: S5, bucketShift: B5, disp: D5 } = HASH52.h5;
const { mult: M6, lowShift: L6, slotMask: S6, bucketShift: B6, disp: D6 } = HASH52.h6;
const { mult: M7, lowShift: L7, slotMask: S7, bucketShift: B7, disp: D7 } = HASH52.h7;

/** Best of 7 cards, 52-card deck: value 1..7462 (higher is stronger, equal is a tie). No checks, no allocation. */
export function rank7(
  c0: number,
  c1: number,
  c2: number,
  c3: number,
  c4: number,
  c5: number,
  c6: number,
): number {
  const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4] + K[c5] + K[c6];
  const fs = FS7[k & 511];
  if (fs !== 0) {
    const o = (fs - 1) * 52;
    return F[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4] | B[o + c5] | B[o + c6]];
  }
  const x = Math.imul(k >>> 9, M7);
  return V7[((x >>> L7) & S7) ^ D7[x >>> B7]];
}

/** Best of 6 cards, 52-card deck, on the same scale as rank7. */
export function rank6(c0: number, c1: number, c2: number, c3: number, c4: number, c5: number): number {
  const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4] + K[c5];
  const fs = FS6[k & 511];
  if (fs !== 0) {
    const o = (fs - 1) * 52;
    return F[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4] | B[o + c5]];
  }
  const x = Math.imul(k >>> 9, M6);
  return V6[((x >>> L6) & S6) ^ D6[x >>> B6]];
}

/** 5 cards, 52-card deck, on the same scale as rank7. */
export function rank5(c0: number, c1: number, c2: number, c3: number, c4: number): number {
  const k = K[c0] + K[c1] + K[c2] + K[c3] + K[c4];
  const fs = FS5[k & 511];
  if (fs !== 0) {
    const o = (fs - 1) * 52;
    return F[B[o + c0] | B[o + c1] | B[o + c2] | B[o + c3] | B[o + c4]];
  }
  const x = Math.imul(k >>> 9, M5);
  return V5[((x >>> L5) & S5) ^ D5[x >>> B5]];
}

/** The 52-card evaluator (all 52-card games: standard order, wheel A-2-3-4-5), with the functions above. */
export const STANDARD: Rankers = { ...STD, rank5, rank6, rank7 };

/** 3-card hands (docs/rules/poker-hands.md §6): value 1..455, higher is stronger; only comparable with other 3-card values. */
export function rank3(c0: number, c1: number, c2: number): number {
  return t3[(c0 >> 2) * 169 + (c1 >> 2) * 13 + (c2 >> 2)];
}

/** The rank functions for a setting (52-card games: options may be omitted). */
export function rankers(options?: EvalOptions): Rankers {
  if (options === undefined || options.deck !== 32) return STANDARD;
  const fr = options.flushRank === undefined ? 0 : FLUSH_RANKS.indexOf(options.flushRank);
  if (fr < 0) throw new RangeError(`unknown flushRank ${String(options.flushRank)}`);
  return DECK32[fr * 2 + (options.aceLowStraight === false ? 1 : 0)];
}

const hashBytes = (d: DeckHashes) => d.h5.disp.byteLength + d.h6.disp.byteLength + d.h7.disp.byteLength;
/** Total bytes of all lookup tables (hashes, value tables of all 7 settings, 3-card table, key tables). */
export const tableBytes: number =
  hashBytes(HASH52) +
  hashBytes(HASH32) +
  STANDARD.bytes +
  DECK32.reduce((s, r) => s + r.bytes, 0) +
  t3.byteLength +
  REF_VALUE3.byteLength +
  CARD_KEY.byteLength +
  SUIT_BIT.byteLength +
  FLUSH_SUIT5.byteLength * 3;

/** Milliseconds spent building all tables at module load. */
export const initMs: number = performance.now() - initStart;
