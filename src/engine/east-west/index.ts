/** East-West (Reiner Knizia): the game definition. Rules: docs/rules/east-west.md. */
import { defineGame } from '../define-game';
import { bots } from './bots';
import { advance, apply, legalMoves, phaseOf, phases, result, scores, setup, toAct } from './rules';
import {
  type EastWestMove,
  type EastWestOptions,
  type EastWestState,
  type EastWestView,
  moves,
  stateSchema,
  optionsSchema,
} from './types';
import { view } from './view';

export * from './types';
export { scoreLayout, roundPoints, evalOptions } from './rules';
export { randomBot, basicBot, advancedBot, expertBot, scoreCandidates } from './bots';
export { layoutOf, policyColumn, rolloutScores, strengthTable } from './bots-rollout';

export const eastWest = defineGame<EastWestState, EastWestView, EastWestOptions, EastWestMove>({
  id: 'east-west',
  name: 'East-West',
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema,
  moves,
  stateSchema,
  phases,
  phaseOf,
  setup,
  toAct,
  legalMoves,
  apply,
  // a placement pushes onto one side of one column and sets top-level fields: copy the columns, share the rest
  draft: (state) => ({ ...state, columns: state.columns.map((column) => column.map((side) => [...side])) }),
  advance,
  view,
  scores,
  result,
  // Moves carry only a column number and the placed card becomes public as it is placed
  // (docs/rules/east-west.md §6), so the log needs no redaction: redactMove is left to the default.
  bots,
});
