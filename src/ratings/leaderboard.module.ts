/** The leaderboard routes: ratings, and the served games from the matches feature. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { RatingsController } from './ratings.controller';
import { RatingsModule } from './ratings.module';

@Module({
  imports: [RatingsModule, MatchesModule],
  controllers: [RatingsController],
})
export class LeaderboardModule {}
