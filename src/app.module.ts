/**
 * The application: configuration, logging and rate limiting, the feature modules (persistence,
 * matches, accounts, pairing, leaderboards, the service's own routes) and one module per game (src/games/registry.ts lists them).
 */
import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ACCOUNT_PICTURE_PARTS, type AccountPicturePart } from './accounts/account-picture';
import { AccountThrottlerGuard } from './accounts/account-throttler.guard';
import { AccountsModule } from './accounts/accounts.module';
import { BotsModule, BuiltinBotsModule } from './bots/bots.module';
import type { AppConfig } from './config';
import { HealthModule } from './health/health.module';
import { HttpSystemModule } from './http/system.module';
import { MATCH_FINISH_LISTENERS, type MatchFinishListener } from './matches/match-finish';
import { MatchesModule } from './matches/matches.module';
import { YourTurnPicture } from './matches/your-turn-picture';
import { MetricsModule } from './metrics/metrics.module';
import { ChallengePicture } from './pairing/challenge-picture';
import { PairingModule } from './pairing/pairing.module';
import { PersistenceModule } from './persistence/persistence.module';
import { RatingsModule } from './ratings/ratings.module';
import { SeriesPicture } from './series/series-picture';
import { SeriesFinishHook } from './series/series.runner';
import { SeriesModule } from './series/series.module';
import { APP_CONFIG } from './tokens';
import { TournamentRunner } from './tournaments/tournament-runner';
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
 * in the order they are sent: pairing's open challenges, series' pending invitations, then matches' turns. Global, so that the
 * accounts feature, below matches and pairing, gets them without importing either.
 */
@Global()
@Module({
  imports: [MatchesModule, PairingModule, SeriesModule],
  providers: [
    {
      provide: ACCOUNT_PICTURE_PARTS,
      useFactory: (...parts: AccountPicturePart[]) => parts,
      inject: [ChallengePicture, SeriesPicture, YourTurnPicture],
    },
  ],
  exports: [ACCOUNT_PICTURE_PARTS],
})
class AccountPictureModule {}

/**
 * The features that hear a match finish (the matches feature's port MATCH_FINISH_LISTENERS,
 * src/matches/match-finish.ts): series and tournaments start their next matches from it. Global, like
 * the picture above, so that matches, below them, gets them without importing either.
 */
@Global()
@Module({
  imports: [SeriesModule, TournamentsModule],
  providers: [
    {
      provide: MATCH_FINISH_LISTENERS,
      useFactory: (...listeners: MatchFinishListener[]) => listeners,
      inject: [SeriesFinishHook, TournamentRunner],
    },
  ],
  exports: [MATCH_FINISH_LISTENERS],
})
class MatchFinishModule {}

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
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: 60_000, limit: Math.max(1, config.rateLimitPerMinute) }],
          skipIf: () => config.rateLimitPerMinute === 0,
        }),
        PersistenceModule,
        BotsModule,
        MatchesModule,
        BuiltinBotsModule,
        AccountsModule,
        PairingModule,
        AccountPictureModule,
        MatchFinishModule,
        TournamentsModule,
        RatingsModule,
        HttpSystemModule,
        HealthModule,
        MetricsModule,
        WebModule,
        ...games,
      ],
      // rate limits per account when an API key is sent, per client address otherwise
      providers: [{ provide: APP_GUARD, useClass: AccountThrottlerGuard }],
    };
  }
}
