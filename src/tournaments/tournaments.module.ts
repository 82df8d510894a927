/**
 * Tournaments: round robin and Swiss for accounts, run by the server. Matches are opened through the
 * matches feature's MATCH_OPENER; the runner hears them finish through MatchFinishes.
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { TournamentEvents } from './tournament-events';
import { TournamentRunner } from './tournament-runner';
import { TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';
import { TournamentsStore } from './tournaments.store';

@Module({
  imports: [PersistenceModule, AccountsModule, MatchesModule],
  controllers: [TournamentsController],
  providers: [TournamentsStore, TournamentEvents, TournamentRunner, TournamentsService],
})
export class TournamentsModule {}
