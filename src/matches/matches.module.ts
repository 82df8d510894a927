/**
 * The matches feature: the game registry the game modules register with, the match service and its
 * parts (who the caller is, seat specs, the writer), events (local and LISTEN/NOTIFY) and the turn
 * clock, on the persistence module's store. Accounts hold seats and hear their matches' events; rated
 * matches are rated as they finish (the port MATCH_RATINGS, provided by ratings); pairing opens
 * matches through its port MATCH_OPENER (MatchOpening).
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GameRegistryModule } from '../games/game-registry.module';
import { MATCH_OPENER } from '../pairing/match-opener';
import { PersistenceModule } from '../persistence/persistence.module';
import { RatingsModule } from '../ratings/ratings.module';
import { MatchCaller } from './match-caller';
import { MatchEvents } from './match-events';
import { MatchOpening } from './match-opening';
import { MatchWriter } from './match-writer';
import { BotSteps } from './bot-steps';
import { MatchesService } from './matches.service';
import { SeatSpecs } from './seat-specs';
import { TurnClock } from './turn-clock';
import { YourTurnPicture } from './your-turn-picture';

@Module({
  imports: [PersistenceModule, GameRegistryModule, AccountsModule, RatingsModule],
  providers: [
    MatchEvents,
    MatchCaller,
    SeatSpecs,
    MatchWriter,
    BotSteps,
    MatchesService,
    YourTurnPicture,
    TurnClock,
    { provide: MATCH_OPENER, useClass: MatchOpening },
  ],
  exports: [
    GameRegistryModule,
    MatchEvents,
    MatchCaller,
    MatchWriter,
    MatchesService,
    MATCH_OPENER,
    YourTurnPicture,
  ],
})
export class MatchesModule {}
