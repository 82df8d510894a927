/** The chinese-poker module: its routes under /chinese-poker/matches and its binding in the game registry. */
import { Module } from '@nestjs/common';
import { gameModule } from '../game-module';
import { chinesePokerBinding } from '.';

@Module(gameModule(chinesePokerBinding))
export class ChinesePokerModule {
  static readonly binding = chinesePokerBinding;
}
