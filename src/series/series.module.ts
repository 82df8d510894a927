/**
 * Series: a bot measured over duplicate deals (docs/series.md). Matches are opened through the matches
 * feature's port MATCH_OPENER; finished matches are heard through SeriesFinishHook, which app.module.ts
 * hands to MATCH_FINISH_LISTENERS.
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { SeriesController } from './series.controller';
import { SeriesPicture } from './series-picture';
import { SeriesFinishHook, SeriesRunner } from './series.runner';
import { SeriesService } from './series.service';
import { SeriesStore } from './series.store';

@Module({
  imports: [PersistenceModule, AccountsModule, MatchesModule],
  controllers: [SeriesController],
  providers: [SeriesStore, SeriesService, SeriesFinishHook, SeriesRunner, SeriesPicture],
  exports: [SeriesFinishHook, SeriesService, SeriesPicture],
})
export class SeriesModule {}
