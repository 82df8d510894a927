/**
 * Ratings: the service the match writer rates finished matches with (the matches feature's port
 * MATCH_RATINGS, bound in app.module.ts), and the leaderboard route. Which games are served comes from
 * the game registry.
 */
import { Module } from '@nestjs/common';
import { GameRegistryModule } from '../game-registry/game-registry.module';
import { BuiltinBotsModule } from '../bots/bots.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { LadderSeeding } from './ladder-seeding';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { RatingsStore } from './ratings.store';

@Module({
  imports: [PersistenceModule, GameRegistryModule, BuiltinBotsModule],
  controllers: [RatingsController],
  providers: [RatingsStore, RatingsService, LadderSeeding],
  exports: [RatingsService],
})
export class RatingsModule {}
