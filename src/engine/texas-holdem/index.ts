/**
 * Texas Hold'em (docs/rules/texas-holdem.md): both variants (`betting` with blinds, antes, no-limit,
 * pot-limit or fixed-limit, side pots; `no-betting`, the seed's single round of bets).
 */
import { defineGame } from '../define-game';
import { advancedBot, basicBot, expertBot, randomBot } from './bots';
import { holdemMeasure } from './measure';
import { advance, apply, legalMoves, result, scores, setup, timeoutMove, toAct } from './rules';
import {
  moves,
  stateSchema,
  optionsSchema,
  presets,
  phases,
  type HoldemMove,
  type HoldemOptions,
  type HoldemState,
  type HoldemView,
} from './types';
import { view } from './view';

export * from './types';
export { makeAdvancedBot, makeBasicBot, makeExpertBot } from './bots';

export const texasHoldem = defineGame<HoldemState, HoldemView, HoldemOptions, HoldemMove>({
  id: 'texas-holdem',
  name: "Texas Hold'em",
  minPlayers: 2,
  maxPlayers: 10,
  optionsSchema,
  presets,
  moves,
  stateSchema,
  phases,
  phaseOf: (s) => s.phase,
  measure: holdemMeasure,
  setup: (players, options) => setup(players, options),
  toAct,
  legalMoves,
  apply,
  // an action changes the acting seat's entries of these per-seat arrays and appends to the hand's log;
  // the automatic steps (deal, streets, showdown) copy the whole state themselves
  draft: (state) => ({
    ...state,
    folded: [...state.folded],
    stacks: [...state.stacks],
    roundBets: [...state.roundBets],
    committed: [...state.committed],
    allIn: [...state.allIn],
    acted: [...state.acted],
    amountToMatchAtLastAction: [...state.amountToMatchAtLastAction],
    lastAction: [...state.lastAction],
    log: [...state.log],
  }),
  advance,
  view,
  scores,
  result,
  handResult: (s) => (s.phase === 'hand-end' && s.lastHand ? s.lastHand.results.slice() : null),
  timeoutMove,
  bots: { random: randomBot, basic: basicBot, advanced: advancedBot, expert: expertBot },
});
