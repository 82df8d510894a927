/** A match's options: the game's own (declared by the engine) and the turn clock every game accepts. */
import type { GameDefinition } from '../engine/types';

/** Turn-clock option every game accepts (seconds; null = no clock). */
export const TURN_SECONDS_OPTION = {
  type: 'integer' as const,
  default: null,
  nullable: true,
  min: 5,
  max: 86_400,
  description: 'Seconds a seat has to move before the server plays its timeout move (null: no clock).',
};

/** A game's options as a match takes them: the game's own and the turn clock every game accepts. */
export function matchOptionsSchema(game: GameDefinition) {
  return { ...game.optionsSchema, turnSeconds: TURN_SECONDS_OPTION };
}
