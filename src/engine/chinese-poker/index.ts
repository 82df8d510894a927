/**
 * Chinese Poker (Thirteen), docs/rules/chinese-poker.md: 2–4 players, 13 cards each, a simultaneous
 * secret arrangement into front (3), middle (5) and back (5) rows, special-hand declarations, pairwise
 * zero-sum scoring per row, a match of `hands` hands.
 */
import { defineGame } from '../define-game';
import { advancedBot, basicBot, expertBot, randomBot } from './bots';
import {
  advance,
  apply,
  legalMoves,
  notToAct,
  phaseOf,
  result,
  scores,
  setup,
  timeoutMove,
  toAct,
} from './rules';
import {
  type ChinesePokerMove,
  type ChinesePokerOptions,
  type ChinesePokerState,
  type ChinesePokerView,
  moves,
  stateSchema,
  optionsSchema,
  PHASES,
} from './types';
import { checkMove, redactMove, view } from './view';

export const chinesePoker = defineGame<
  ChinesePokerState,
  ChinesePokerView,
  ChinesePokerOptions,
  ChinesePokerMove
>({
  id: 'chinese-poker',
  name: 'Chinese Poker',
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  moves,
  stateSchema,
  phases: PHASES,
  phaseOf,
  setup,
  toAct,
  legalMoves,
  apply,
  // a submission fills the seat's entry of `submissions` and counts moveCount: copy that array, share the rest
  draft: (state) => ({ ...state, submissions: [...state.submissions] }),
  advance,
  view,
  scores,
  result,
  redactMove,
  checkMove,
  timeoutMove,
  notToAct,
  bots: { random: randomBot, basic: basicBot, advanced: advancedBot, expert: expertBot },
});

export * from './types';
export { checkArrangement, qualifies, type ArrangementCheck } from './arrangement';
export { rowPoints, scoreHand } from './scoring';
export { checkSeatArrangement } from './view';
export { solve, randomArrangement, bestArrangement, opponentModel, findSpecialHands } from './solver';
export { advancedBot, basicBot, expertBot, randomBot } from './bots';
export {
  advancedDecision,
  expertDecision,
  qualifyingSpecials,
  strongArrangement,
  strongModel,
} from './bots-model';
