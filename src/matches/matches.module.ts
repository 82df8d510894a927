/**
 * The matches feature: the game registry the game modules register with, the match service and its
 * parts (who the caller is, seat specs, the writer), events (local and LISTEN/NOTIFY) and the turn
 * clock, on the persistence module's store. Accounts hold seats and hear their matches' events. Its
 * ports are declared here and provided from above: rated matches are rated as they finish through
 * MATCH_RATINGS (bound to ratings in app.module.ts); pairing, series and tournaments open matches
 * through MATCH_OPENER (MatchOpening).
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GameRegistryModule } from '../game-registry/game-registry.module';
import { MATCH_OPENER } from './match-opener';
import { PersistenceModule } from '../persistence/persistence.module';
import { MatchCaller } from './match-caller';
import { MatchEvents } from './match-events';
import { MatchFinishes } from './match-finish';
import { MatchOpening } from './match-opening';
import { MatchWriter } from './match-writer';
import { BotSteps } from './bot-steps';
import { BotsOnlyPlayer } from './bots-only-player';
import { MatchEndings } from './match-endings.service';
import { MatchesService } from './matches.service';
import { MatchCaps } from './match-caps';
import { SeatSpecs } from './seat-specs';
import { TurnClock } from './turn-clock';

@Module({
  imports: [PersistenceModule, GameRegistryModule, AccountsModule],
  providers: [
    MatchEvents,
    MatchFinishes,
    MatchCaller,
    SeatSpecs,
    MatchCaps,
    MatchWriter,
    BotSteps,
    BotsOnlyPlayer,
    MatchesService,
    MatchEndings,
    TurnClock,
    { provide: MATCH_OPENER, useClass: MatchOpening },
  ],
  exports: [
    BotsOnlyPlayer,
    GameRegistryModule,
    MatchEvents,
    MatchFinishes,
    MatchCaller,
    MatchWriter,
    MatchesService,
    MatchEndings,
    MATCH_OPENER,
  ],
})
export class MatchesModule {}
