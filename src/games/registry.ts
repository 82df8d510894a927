/**
 * The games this service serves: one Nest module per game, in the order `GET /games` lists them.
 * A new game is its engine folder (src/engine/<game>), its module folder (src/games/<game>) and one
 * line here.
 */
import { ChinesePokerModule } from './chinese-poker/chinese-poker.module';
import { EastWestModule } from './east-west/east-west.module';
import { EuchreModule } from './euchre/euchre.module';
import type { GameBinding } from '../game-registry/game-binding';
import type { GameModuleClass } from './game-module';
import { InBetweenModule } from './in-between/in-between.module';
import { TexasHoldemModule } from './texas-holdem/texas-holdem.module';

export const GAME_MODULES: GameModuleClass[] = [
  EastWestModule,
  InBetweenModule,
  ChinesePokerModule,
  EuchreModule,
  TexasHoldemModule,
];

/** The bindings of the game modules (rules and summary), for scripts and tests that need no app. */
export const GAMES: GameBinding[] = GAME_MODULES.map((m) => m.binding);
