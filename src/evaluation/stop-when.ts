/**
 * When a sequential run stops (pure): `"decided"` once the anytime-valid interval of a difference
 * excludes 0, or `{ "halfWidth": x }` once its half-width is at most x (docs/evaluation.md). The
 * body's `stopWhen` is parsed here, so every feature that takes one (series, gauntlets) answers a bad
 * one with the same field message.
 */
import type { SequencePoint } from './confidence-sequence';

export type StopWhen = 'decided' | { halfWidth: number };

export const STOP_WHEN_RULE = '"decided" or { "halfWidth": x } with x a positive number';

/** The body's `stopWhen`: absent (no stopping rule) or a rule; a message for anything else (null too). */
export function parseStopWhen(
  v: unknown,
): { ok: true; value: StopWhen | null } | { ok: false; message: string } {
  if (v === undefined) return { ok: true, value: null };
  if (v === 'decided') return { ok: true, value: 'decided' };
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const keys = Object.keys(v);
    const x = (v as { halfWidth?: unknown }).halfWidth;
    if (keys.length === 1 && keys[0] === 'halfWidth' && typeof x === 'number' && Number.isFinite(x) && x > 0)
      return { ok: true, value: { halfWidth: x } };
  }
  return { ok: false, message: STOP_WHEN_RULE };
}

/** Which side an interval of a difference (first minus second) is on: 1, −1, or 0 while it holds 0. */
export function sideOf(p: Pick<SequencePoint, 'lo' | 'hi'>): 1 | -1 | 0 {
  return p.lo > 0 ? 1 : p.hi < 0 ? -1 : 0;
}

/** Whether the rule is met by the interval reached. */
export function stopMet(rule: StopWhen, p: Pick<SequencePoint, 'lo' | 'hi'>): boolean {
  if (rule === 'decided') return sideOf(p) !== 0;
  return Number.isFinite(p.lo) && Number.isFinite(p.hi) && (p.hi - p.lo) / 2 <= rule.halfWidth;
}
