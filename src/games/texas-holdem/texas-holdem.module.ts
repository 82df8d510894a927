/** The texas-holdem module: its routes under /texas-holdem/matches and its binding in the game registry. */
import { Module } from '@nestjs/common';
import { gameModule } from '../game-module';
import { texasHoldemBinding } from '.';

@Module(gameModule(texasHoldemBinding))
export class TexasHoldemModule {
  static readonly binding = texasHoldemBinding;
}
