/** The game registry as a module of its own, so that any feature can look a served game up. */
import { Module } from '@nestjs/common';
import { GameRegistry } from './game-registry';

@Module({
  providers: [GameRegistry],
  exports: [GameRegistry],
})
export class GameRegistryModule {}
