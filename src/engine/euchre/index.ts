/** Euchre: the game definition the match service drives (rules file: shared/rules/euchre.md). */
import type { GameDefinition } from '../types';
import { basicBot, randomBot } from './bots';
import {
  advance,
  apply,
  euchreOptionsSchema,
  type EuchreView,
  legalMoves,
  redactMove,
  result,
  scores,
  setup,
  toAct,
  view,
} from './game';
import type { EuchreOptions, EuchreState } from './state';

export const euchre: GameDefinition<EuchreState, EuchreView, EuchreOptions> = {
  id: 'euchre',
  name: 'Euchre',
  minPlayers: 4,
  maxPlayers: 4,
  optionsSchema: euchreOptionsSchema,
  setup,
  toAct,
  legalMoves,
  apply,
  advance,
  view,
  scores,
  result,
  redactMove,
  bots: { random: randomBot, basic: basicBot },
};

export * from './cards';
export * from './game';
export * from './state';
export { basicBot, randomBot, handStrength, chooseDiscard } from './bots';
