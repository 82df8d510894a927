/** The east-west module: its routes under /east-west/matches and its binding in the game registry. */
import { Module } from '@nestjs/common';
import { gameModule } from '../game-module';
import { eastWestBinding } from '.';

@Module(gameModule(eastWestBinding))
export class EastWestModule {
  static readonly binding = eastWestBinding;
}
