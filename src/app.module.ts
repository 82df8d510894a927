/**
 * The application: configuration, logging and rate limiting, the feature modules (persistence,
 * matches, accounts, pairing, leaderboards, the service's own routes) and one module per game (src/games/registry.ts lists them).
 */
import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import {
  ACCOUNT_MATCH_LOG,
  ACCOUNT_PICTURE_PARTS,
  type AccountPicturePart,
} from './accounts/account-picture';
import { AccountThrottlerGuard } from './accounts/account-throttler.guard';
import { AccountsModule } from './accounts/accounts.module';
import { throttlerOptions } from './accounts/rate-budgets';
import { BotsModule, BuiltinBotsModule } from './bots/bots.module';
import type { AppConfig } from './config';
import { GauntletsModule } from './gauntlets/gauntlets.module';
import { HealthModule } from './health/health.module';
import { HttpSystemModule } from './http/system.module';
import { MATCH_RATINGS } from './matches/match-ratings';
import { MatchesModule } from './matches/matches.module';
import { MetricsModule } from './metrics/metrics.module';
import { ChallengePicture } from './pairing/challenge-picture';
import { PairingModule } from './pairing/pairing.module';
import { PersistenceModule } from './persistence/persistence.module';
import { RatingsModule } from './ratings/ratings.module';
import { AccountMatchEvents } from './records/records.account-log';
import { RecordsModule } from './records/records.module';
import { RatingsService } from './ratings/ratings.service';
import { SeriesPicture } from './series/series-picture';
import { SeriesModule } from './series/series.module';
import { APP_CONFIG } from './tokens';
import { EventsModule } from './events/events.module';
import { TournamentsModule } from './tournaments/tournaments.module';
import { WebModule } from './web/web.module';

/** The configuration, everywhere. */
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}

/**
 * The parts of the account stream's first picture (the accounts feature's port ACCOUNT_PICTURE_PARTS),
 * in the order they are sent: pairing's open challenges, series' pending invitations; then the account's
 * match events (ACCOUNT_MATCH_LOG, provided by records: the turns, or what a resuming client missed). Global, so that the
 * accounts feature, below matches and pairing, gets them without importing either.
 */
@Global()
@Module({
  imports: [PairingModule, SeriesModule, RecordsModule],
  providers: [
    {
      provide: ACCOUNT_PICTURE_PARTS,
      useFactory: (...parts: AccountPicturePart[]) => parts,
      inject: [ChallengePicture, SeriesPicture],
    },
    { provide: ACCOUNT_MATCH_LOG, useExisting: AccountMatchEvents },
  ],
  exports: [ACCOUNT_PICTURE_PARTS, ACCOUNT_MATCH_LOG],
})
class AccountPictureModule {}

/**
 * The ratings of rated matches as they finish (the matches feature's port MATCH_RATINGS,
 * src/matches/match-ratings.ts), provided by the ratings feature above matches. Global, like the
 * picture's parts above.
 */
@Global()
@Module({
  imports: [RatingsModule],
  providers: [{ provide: MATCH_RATINGS, useExisting: RatingsService }],
  exports: [MATCH_RATINGS],
})
class MatchRatingsModule {}

@Module({})
export class AppModule {
  /**
   * `games`: the game modules to serve, in the order `GET /games` lists them (GAME_MODULES, or
   * `GameModule.forGame(binding)` for games that ship no module). Logging is set up by app.ts
   * (src/http/logging.ts).
   */
  static forRoot(config: AppConfig, games: (Type<unknown> | DynamicModule)[]): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ThrottlerModule.forRoot(throttlerOptions(config)),
        PersistenceModule,
        EventsModule,
        BotsModule,
        MatchesModule,
        BuiltinBotsModule,
        AccountsModule,
        PairingModule,
        AccountPictureModule,
        MatchRatingsModule,
        TournamentsModule,
        GauntletsModule,
        RatingsModule,
        HttpSystemModule,
        HealthModule,
        MetricsModule,
        WebModule,
        ...games,
      ],
      // rate limits by kind of request (play, create, other), per account when an API key is sent,
      // per client address otherwise
      providers: [{ provide: APP_GUARD, useClass: AccountThrottlerGuard }],
    };
  }
}
