/** The games this service serves (each module's binding), in the order `GET /games` lists them. */
import { chinesePokerBinding } from './chinese-poker';
import { eastWestBinding } from './east-west';
import { euchreBinding } from './euchre';
import type { GameBinding } from './game-binding';
import { inBetweenBinding } from './in-between';
import { texasHoldemBinding } from './texas-holdem';

export const GAMES: GameBinding[] = [eastWestBinding, inBetweenBinding, chinesePokerBinding, euchreBinding, texasHoldemBinding];
