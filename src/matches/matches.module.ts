/**
 * The matches feature: the game registry the game modules register with, the match service, events
 * (local and LISTEN/NOTIFY) and the turn clock, on the persistence module's store. Accounts hold seats
 * and hear their matches' events; rated matches are rated as they finish; pairing opens matches through
 * MATCH_OPENER (the match service).
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MATCH_OPENER } from '../pairing/match-opener';
import { RatingsModule } from '../ratings/ratings.module';
import { GameRegistry } from '../games/game-registry';
import { PersistenceModule } from '../persistence/persistence.module';
import { MatchEvents } from './match-events';
import { MatchesService } from './matches.service';
import { RecordsService } from './records.service';
import { TurnClock } from './turn-clock';

@Module({
  imports: [PersistenceModule, AccountsModule, RatingsModule],
  providers: [GameRegistry, MatchEvents, MatchesService, RecordsService, TurnClock, { provide: MATCH_OPENER, useExisting: MatchesService }],
  exports: [GameRegistry, MatchEvents, MatchesService, RecordsService, MATCH_OPENER],
})
export class MatchesModule {}
