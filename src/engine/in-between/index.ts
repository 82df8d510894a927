/** In-Between (Acey-Deucey): the game definition. Rules: docs/rules/in-between.md. */
import { defineGame } from '../define-game';
import { advancedBot, basicBot, expertBot, randomBot } from './bots';
import {
  advance,
  apply,
  legalMoves,
  phaseOf,
  phases,
  result,
  scores,
  setup,
  timeoutMove,
  toAct,
} from './rules';
import {
  type InBetweenMove,
  type InBetweenOptions,
  type InBetweenState,
  type InBetweenView,
  moves,
  stateSchema,
  optionsSchema,
} from './types';
import { view } from './view';

export * from './types';
export {
  currentMaxBet,
  dealList,
  drawForDeal,
  isBetween,
  isConsecutive,
  maxBet,
  nextActiveLeft,
  setupFromDecks,
} from './rules';
export {
  advancedAmount,
  advancedBot,
  basicAmount,
  basicBot,
  clearExpertTables,
  expertAmount,
  expertBot,
  randomBot,
  remainingTurns,
  winProbability,
} from './bots';

export const inBetween = defineGame<InBetweenState, InBetweenView, InBetweenOptions, InBetweenMove>({
  id: 'in-between',
  name: 'In-Between',
  minPlayers: 2,
  maxPlayers: 8,
  optionsSchema,
  moves,
  stateSchema,
  phases,
  phaseOf,
  setup,
  toAct,
  legalMoves,
  apply,
  // a bet sets two top-level fields (phase, bet): a shallow copy is the private draft
  draft: (state) => ({ ...state }),
  advance,
  view,
  scores,
  result,
  timeoutMove,
  bots: { random: randomBot, basic: basicBot, advanced: advancedBot, expert: expertBot },
});
