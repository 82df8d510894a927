import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLoggerInstance } from 'pino';
import type { AppConfig } from './config';
import type { GameBinding } from './games/game-binding';
import { createGameController } from './http/game-controller';
import { SystemController } from './http/system.controller';
import { MatchEvents } from './matches/match-events';
import { MatchesService } from './matches/matches.service';
import { TurnClock } from './matches/turn-clock';
import { DatabaseService } from './persistence/database.service';
import { APP_CONFIG, GAME_BINDINGS } from './tokens';

@Module({})
export class AppModule {
  /** `logger`: the app's pino logger (Nest's logs through nestjs-pino, and the request lines). */
  static forRoot(config: AppConfig, games: GameBinding[], logger: PinoLoggerInstance): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Nest's own logs as JSON through pino; request lines come from a Fastify hook (src/http/request-log.ts)
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: 60_000, limit: Math.max(1, config.rateLimitPerMinute) }],
          skipIf: () => config.rateLimitPerMinute === 0,
        }),
      ],
      controllers: [SystemController, ...games.map(createGameController)],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: GAME_BINDINGS, useValue: games },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        DatabaseService,
        MatchEvents,
        MatchesService,
        TurnClock,
      ],
    };
  }
}
