import type { GameId } from '../api';
import type { GameUi } from '../common';
import { chinesePoker } from './chinese-poker';
import { eastWest } from './east-west';
import { euchre } from './euchre';
import { inBetween } from './in-between';
import { texasHoldem } from './texas-holdem';

export const BOARDS: Record<GameId, GameUi> = {
  'east-west': eastWest,
  'in-between': inBetween,
  'chinese-poker': chinesePoker,
  euchre,
  'texas-holdem': texasHoldem,
};
