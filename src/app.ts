/**
 * Builds the Nest application (used by main.ts and by the tests): body limits, security headers, CORS,
 * the error filter, validation, Swagger UI at /docs and the document at /openapi.json.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { type AppConfig, loadConfig } from './config';
import type { GameBinding } from './games/game-binding';
import { GAMES } from './games/registry';
import { ApiExceptionFilter, toErrorBody } from './http/errors';
import { validationPipe } from './http/validation';

export interface CreateAppOptions {
  config?: AppConfig;
  games?: GameBinding[];
}

export async function createApp(opts: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = opts.config ?? loadConfig();
  const games = opts.games ?? GAMES;
  assertUniqueSchemaNames(games);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, games), {
    bodyParser: false,
    bufferLogs: true,
    // SIGTERM: close open event streams and keep-alive sockets instead of waiting for them
    forceCloseConnections: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'] },
      },
    }),
  );
  app.enableCors({
    origin: config.corsOrigins === '*' ? true : config.corsOrigins,
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID', 'X-Request-Id'],
  });
  app.use(requireJson);
  app.use(express.json({ limit: config.bodyLimitBytes, strict: false, type: ['application/json', 'application/*+json'] }));
  app.use(jsonErrors);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(validationPipe());
  app.enableShutdownHooks();

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Cardroom')
      .setDescription(
        'Five card games played turn by turn over one protocol. Create a match, join with a name to get a seat token, ' +
          'read the match (your `legalMoves` are in it) and post moves with `Authorization: Bearer <token>`. ' +
          'Errors are JSON `{ statusCode, error, reason, message }`.',
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The seat token from create or join' })
      .build(),
  );
  SwaggerModule.setup('docs', app, doc, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml' });
  return app;
}

/**
 * OpenAPI names schemas after DTO classes: two different DTO classes with one name (say two games'
 * BetMoveDto) would share one schema, so that is refused at start-up. One class reused is fine.
 */
function assertUniqueSchemaNames(games: GameBinding[]): void {
  const seen = new Map<string, { dto: unknown; game: string }>();
  for (const g of games) {
    for (const dto of [...g.moveDtos, g.optionsDto]) {
      const other = seen.get(dto.name);
      if (other && other.dto !== dto) throw new Error(`two DTO classes are named ${dto.name} (${other.game} and ${g.definition.id})`);
      seen.set(dto.name, { dto, game: g.definition.id });
    }
  }
}

/** A body that is not JSON is 415 (a body-less request passes). */
function requireJson(req: Request, res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    res.status(415).json({ statusCode: 415, error: 'unsupported-media-type', message: 'send the body as application/json' });
    return;
  }
  next();
}

/** Errors of the JSON body parser (malformed, too large) in the API's error shape. */
function jsonErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const body = toErrorBody(err);
  if (!body) return next(err);
  res.status(body.statusCode).json(body);
}
