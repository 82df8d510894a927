/**
 * East-West (Reiner Knizia) on the shared game-definition contract. Rules: shared/rules/east-west.md.
 */
import type { GameDefinition } from '../types';
import { bots } from './bots';
import { advance, apply, legalMoves, optionsSchema, result, scores, setup, toAct, view } from './rules';
import type { EastWestOptions, EastWestState, EastWestView } from './types';

export * from './types';
export { scoreLayout, roundPoints, evalOptions, optionsSchema } from './rules';
export { randomBot, basicBot, scoreCandidates } from './bots';

export const eastWest: GameDefinition<EastWestState, EastWestView, EastWestOptions> = {
  id: 'east-west',
  name: 'East-West',
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema,
  setup,
  toAct,
  legalMoves,
  apply,
  advance,
  view,
  scores,
  result,
  // Moves carry only a column number: the placed card becomes public as it is placed, so the log
  // needs no redaction (redactMove is left to the default: every move is public).
  bots,
};
