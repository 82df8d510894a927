/**
 * An independent 5-card evaluator for the 32-card deck, written straight from poker-hands.md §2–§4 and
 * used by the tests only: the property tests recount every round's columns with it, and check that it
 * orders hands exactly as the shared evaluator does. Values: strength * 15^5 + the tie-break vector
 * as base-15 digits (higher is stronger, equal is a tie).
 */
import type { Card } from '../cards';
import type { FlushRank } from '../poker';

/** Category indices of poker-hands.md §2 (standard order). */
const HIGH = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;

export interface FastEvalSettings {
  /** strength[categoryIndex] under the flushRank option. */
  strength: number[];
  aceLowStraight: boolean;
}

export function fastSettings(flushRank: FlushRank, aceLowStraight: boolean): FastEvalSettings {
  const strength = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  if (flushRank === 'above-full-house') {
    strength[FLUSH] = 6;
    strength[FULL] = 5;
  } else if (flushRank === 'above-four-of-a-kind') {
    strength[FLUSH] = 7;
    strength[FULL] = 5;
    strength[QUADS] = 6;
  }
  return { strength, aceLowStraight };
}

const counts = new Int8Array(15);

function enc(strength: number, a: number, b: number, c: number, d: number, e: number): number {
  return ((((strength * 15 + a) * 15 + b) * 15 + c) * 15 + d) * 15 + e;
}

/** Value of the 5 cards a..e (distinct cards of the 32-card deck). */
export function fastValue5(a: Card, b: Card, c: Card, d: Card, e: Card, s: FastEvalSettings): number {
  const ra = (a >> 2) + 2;
  const rb = (b >> 2) + 2;
  const rc = (c >> 2) + 2;
  const rd = (d >> 2) + 2;
  const re = (e >> 2) + 2;
  const flush = (a & 3) === (b & 3) && (a & 3) === (c & 3) && (a & 3) === (d & 3) && (a & 3) === (e & 3);
  counts[ra]++;
  counts[rb]++;
  counts[rc]++;
  counts[rd]++;
  counts[re]++;
  // Groups, largest first then higher rank first; singles descending.
  let quad = 0;
  let trip = 0;
  let pairHi = 0;
  let pairLo = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let distinct = 0;
  for (let r = 14; r >= 2; r--) {
    const n = counts[r];
    if (n === 0) continue;
    counts[r] = 0;
    distinct++;
    if (n === 4) quad = r;
    else if (n === 3) trip = r;
    else if (n === 2) {
      if (pairHi === 0) pairHi = r;
      else pairLo = r;
    } else if (s0 === 0) s0 = r;
    else if (s1 === 0) s1 = r;
    else if (s2 === 0) s2 = r;
    else if (s3 === 0) s3 = r;
    else s4 = r;
  }
  const st = s.strength;
  if (distinct === 5) {
    let top = 0;
    if (s0 - s4 === 4) top = s0;
    else if (s.aceLowStraight && s0 === 14 && s1 === 10 && s2 === 9 && s3 === 8 && s4 === 7) top = 10;
    if (top) return enc(st[flush ? STRAIGHT_FLUSH : STRAIGHT], top, 0, 0, 0, 0);
    return enc(st[flush ? FLUSH : HIGH], s0, s1, s2, s3, s4);
  }
  if (quad) return enc(st[QUADS], quad, s0, 0, 0, 0);
  if (trip && pairHi) return enc(st[FULL], trip, pairHi, 0, 0, 0);
  // A repeated rank rules out a flush (one card per rank and suit).
  if (trip) return enc(st[TRIPS], trip, s0, s1, 0, 0);
  if (pairLo) return enc(st[TWO_PAIR], pairHi, pairLo, s0, 0, 0);
  return enc(st[PAIR], pairHi, s0, s1, s2, 0);
}
