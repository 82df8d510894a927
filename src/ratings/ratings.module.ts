/** Ratings: the service the match service rates finished matches with (the routes: leaderboard.module.ts). */
import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsService } from './ratings.service';

@Module({
  imports: [PersistenceModule],
  providers: [RatingsService],
  exports: [RatingsService],
})
export class RatingsModule {}
