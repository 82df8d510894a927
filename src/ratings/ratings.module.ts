/**
 * Ratings: the service the match writer rates finished matches with (the matches feature's port
 * MATCH_RATINGS), and the leaderboard route. Which games are served comes from the game registry.
 */
import { Module } from '@nestjs/common';
import { GameRegistryModule } from '../games/game-registry.module';
import { MATCH_RATINGS } from '../matches/match-ratings';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { RatingsStore } from './ratings.store';

@Module({
  imports: [PersistenceModule, GameRegistryModule],
  controllers: [RatingsController],
  providers: [RatingsStore, RatingsService, { provide: MATCH_RATINGS, useExisting: RatingsService }],
  exports: [RatingsService, MATCH_RATINGS],
})
export class RatingsModule {}
