import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config';
import type { GameBinding } from './games/game-binding';
import { createGameController } from './http/game-controller';
import { SystemController } from './http/system.controller';
import { MatchEvents } from './matches/match-events';
import { MatchesService } from './matches/matches.service';
import { TurnClock } from './matches/turn-clock';
import { DatabaseService } from './persistence/database.service';
import { APP_CONFIG, GAME_BINDINGS } from './tokens';

const MATCH_IN_URL = /\/matches\/([0-9a-f-]{36})/i;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, games: GameBinding[]): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            customProps: (req) => {
              const m = MATCH_IN_URL.exec(req.url ?? '');
              return m ? { matchId: m[1] } : {};
            },
            redact: ['req.headers.authorization', 'req.query.token'],
            autoLogging: { ignore: (req) => req.url === '/health' },
          },
        }),
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
