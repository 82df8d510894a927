/** The in-between module: its routes under /in-between/matches and its binding in the game registry. */
import { Module } from '@nestjs/common';
import { gameModule } from '../game-module';
import { inBetweenBinding } from '.';

@Module(gameModule(inBetweenBinding))
export class InBetweenModule {
  static readonly binding = inBetweenBinding;
}
