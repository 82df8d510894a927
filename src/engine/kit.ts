/**
 * The rules kit: what every game's rules repeat, written once. Rejecting with a reason, cloning a
 * state, and seat arithmetic around the table. Pure: no I/O.
 */
import type { ApplyResult } from './types';

/** A rejected move: the rules document's reason code and a sentence for people. */
export function reject<S = never>(reason: string, message: string): ApplyResult<S> {
  return { ok: false, reason, message };
}

/** An accepted move and the state it leads to. */
export function accept<S>(state: S): ApplyResult<S> {
  return { ok: true, state };
}

/**
 * A deep copy of a state. States are plain JSON (numbers, strings, booleans, null, arrays and plain
 * objects: they are stored as JSON), so a JSON round trip is exact, and on Node 20 it is faster than
 * `structuredClone` for these shapes. The one way every game copies a state.
 */
export function clone<S>(state: S): S {
  return JSON.parse(JSON.stringify(state)) as S;
}

/** The seat `steps` places after `seat` around a table of `seatCount` (negative steps go back). */
export function seatAfter(seat: number, seatCount: number, steps = 1): number {
  return (((seat + steps) % seatCount) + seatCount) % seatCount;
}

/** The first seat after `seat` (clockwise, `seat` itself last) for which `pred` holds, or null. */
export function nextSeatWhere(
  seat: number,
  seatCount: number,
  pred: (seat: number) => boolean,
): number | null {
  for (let k = 1; k <= seatCount; k++) {
    const s = seatAfter(seat, seatCount, k);
    if (pred(s)) return s;
  }
  return null;
}

/** Every seat in table order starting after `seat` (so `seat` comes last). */
export function seatsAfter(seat: number, seatCount: number): number[] {
  return Array.from({ length: seatCount }, (_, k) => seatAfter(seat, seatCount, k + 1));
}
