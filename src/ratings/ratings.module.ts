/**
 * Ratings: the service the match writer rates finished matches with, and the leaderboard route. Which
 * games are served comes from the game registry.
 */
import { Module } from '@nestjs/common';
import { GameRegistryModule } from '../games/game-registry.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { RatingsStore } from './ratings.store';

@Module({
  imports: [PersistenceModule, GameRegistryModule],
  controllers: [RatingsController],
  providers: [RatingsStore, RatingsService],
  exports: [RatingsService],
})
export class RatingsModule {}
