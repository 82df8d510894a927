/**
 * How a finished match is measured by the features that know no game (series, gauntlets): the
 * definition's `measure` (types.ts `GameMeasure`), its default, and what a match keeps of it when it
 * finishes (`MatchOutcome`).
 */
import type { GameDefinition, GameMeasure, MatchOutcome } from './types';

/** The default: a seat scores its final points, and a match is one hand. */
export const POINTS_MEASURE: GameMeasure = {
  unit: 'points',
  seatScores: (points) => [...points],
  handsPlayed: () => 1,
};

/** What the match keeps of its final state for its measure: hands played, per-hand and adjusted scores if kept. */
export function outcomeOf(game: GameDefinition, state: unknown, options: unknown): MatchOutcome {
  const { measure } = game;
  const handScores = measure.handScores?.(state, options);
  const adjustedScores = measure.adjustedScores?.(state, options);
  return {
    hands: measure.handsPlayed(state),
    ...(handScores ? { handScores } : {}),
    ...(adjustedScores ? { adjustedScores } : {}),
  };
}
