/** In-Between (Acey-Deucey): the game definition the match service drives. */
import type { GameDefinition } from '../types';
import { basicBot, randomBot } from './bots';
import * as rules from './rules';
import type { InBetweenOptions, InBetweenState, InBetweenView } from './rules';

export const inBetween: GameDefinition<InBetweenState, InBetweenView, InBetweenOptions> = {
  id: 'in-between',
  name: 'In-Between',
  minPlayers: 2,
  maxPlayers: 8,
  optionsSchema: rules.optionsSchema,
  setup: rules.setup,
  toAct: rules.toAct,
  legalMoves: rules.legalMoves,
  apply: rules.apply,
  advance: rules.advance,
  view: rules.view,
  scores: rules.scores,
  result: rules.result,
  timeoutMove: rules.timeoutMove,
  bots: { random: randomBot, basic: basicBot },
};

export * from './rules';
export { basicBot, randomBot, winProbability, basicAmount } from './bots';
