/** The euchre module: its routes under /euchre/matches and its binding in the game registry. */
import { Module } from '@nestjs/common';
import { gameModule } from '../game-module';
import { euchreBinding } from '.';

@Module(gameModule(euchreBinding))
export class EuchreModule {
  static readonly binding = euchreBinding;
}
