/**
 * Test helpers every game's specs share (one copy, not one per game): apply a move that must be
 * accepted, or check that one is rejected with a given reason.
 */
import { optionDefaults } from './options';
import type { GameDefinition, Move } from './types';

/** A game's options that keep a random match short (few points, rounds or hands), within its schema. */
export function shortOptions(
  game: GameDefinition,
  small: Record<string, number> = { targetPoints: 3, rounds: 1, hands: 2, maxHands: 6 },
): Record<string, unknown> {
  const o: Record<string, unknown> = { ...optionDefaults(game.optionsSchema) };
  for (const [k, v] of Object.entries(small)) {
    const spec = game.optionsSchema[k];
    if (spec?.type === 'integer') o[k] = Math.max(spec.min, Math.min(spec.max, v));
  }
  return o;
}

/** Applies `move` of `seat`; throws with the rules' reason when it is rejected. */
export function mustApply<S>(game: GameDefinition<S>, state: S, seat: number, move: Move): S {
  const r = game.apply(state, seat, move);
  if (!r.ok)
    throw new Error(`${game.id}: seat ${seat} ${JSON.stringify(move)} rejected: ${r.reason} (${r.message})`);
  return r.state;
}

/** The reason `move` of `seat` is rejected; throws when it is accepted. */
export function rejectionOf<S>(game: GameDefinition<S>, state: S, seat: number, move: Move): string {
  const r = game.apply(state, seat, move);
  if (r.ok) throw new Error(`${game.id}: seat ${seat} ${JSON.stringify(move)} was accepted`);
  return r.reason;
}
