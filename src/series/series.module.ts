/**
 * Series: a bot measured over duplicate deals (docs/series.md). Matches are opened through the matches
 * feature's MATCH_OPENER; SeriesRunner hears them finish through MatchFinishes.
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { SeriesController } from './series.controller';
import { SeriesPicture } from './series-picture';
import { SeriesRunner } from './series.runner';
import { SeriesAdvance } from './series-advance';
import { SeriesChanges } from './series-changes';
import { SeriesService } from './series.service';
import { SeriesStore } from './series.store';

@Module({
  imports: [PersistenceModule, AccountsModule, MatchesModule],
  controllers: [SeriesController],
  providers: [SeriesStore, SeriesChanges, SeriesAdvance, SeriesService, SeriesRunner, SeriesPicture],
  exports: [SeriesService, SeriesPicture],
})
export class SeriesModule {}
