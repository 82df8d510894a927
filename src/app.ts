/**
 * Builds and initialises the Nest application (used by main.ts, the tests and scripts): body limits,
 * security headers, CORS, the error filter, validation, Swagger UI at /docs and the document at
 * /openapi.json.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { type AppConfig, loadConfig } from './config';
import type { GameBinding } from './game-registry/game-binding';
import { GameModule } from './games/game-module';
import { GameRegistry } from './game-registry/game-registry';
import { GAME_MODULES } from './games/registry';
import { HealthService } from './health/health.service';
import { ApiExceptionFilter } from './http/errors';
import { ApiError } from './toolkit/api-error';
import { createLogger, NestLogger } from './http/logging';
import { buildAsyncApi } from './http/asyncapi';
import { EVENT_MODELS } from './http/event-schemas';
import { addGameSchemas, API_DESCRIPTION, completeErrorAnswers } from './http/openapi';
import { describeStreams } from './http/streams';
import { logRequests } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { SHUTDOWN_RETRY } from './events/event-stream';
import { validationPipe } from './toolkit/validation';
import { MatchesService } from './matches/matches.service';
import { instrumentHttp } from './metrics/metrics';

export interface CreateAppOptions {
  config?: AppConfig;
  /** The games to serve (default: every game module of src/games/registry.ts), e.g. a test's own game. */
  games?: GameBinding[];
  /** Where the log lines go instead of stdout, as JSON lines (a test that reads its app's logs). */
  logTo?: NodeJS.WritableStream;
}

/**
 * On Fastify: a request costs the HTTP layer about 0.1 ms of CPU against 0.25 ms on Express (measured
 * with the same Nest controller), which matters when one process serves every move.
 */
export async function createApp(opts: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = opts.config ?? loadConfig();
  const games = opts.games ? opts.games.map((b) => GameModule.forGame(b)) : GAME_MODULES;
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    // behind a proxy: the client address (rate limits, logs) from the X-Forwarded-For it adds
    trustProxy: config.trustProxy,
    // app.close() ends what is still open instead of waiting for it (SIGTERM drains first: src/health/shutdown.ts)
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // the request id of the logs: the caller's X-Request-Id when it is a sane one, else a new UUID
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // errors of the router itself, before any route runs: a malformed URL, an id too long to be one
    frameworkErrors: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      const body =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? ApiError.notFound('no such match').body
          : ApiError.badRequest('the URL is malformed').body;
      void reply.status(body.statusCode).send(body);
    },
  });
  const logger = opts.logTo ? createLogger(config, false, opts.logTo) : createLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, games), adapter, {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(new NestLogger(logger));
  app.enableCors({
    origin: config.corsOrigins === '*' ? true : config.corsOrigins,
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID', 'X-Request-Id'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  securityHeaders(fastify);
  jsonBodies(fastify);
  logRequests(fastify, logger);
  instrumentHttp(fastify);
  closeConnectionsWhenStopping(fastify, app.get(HealthService));
  endNewStreamsWhenStopping(fastify, app.get(HealthService));
  app.useGlobalFilters(new ApiExceptionFilter(() => app.get(GameRegistry).ids(), config.bodyLimitBytes));
  app.useGlobalPipes(validationPipe());

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Cardroom')
      .setDescription(API_DESCRIPTION)
      .setVersion('1.0')
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key (from `POST /accounts`, for the account routes and any seat the account holds), or a seat token from create (`seats[n].token`) or join (`token`): random strings.',
      })
      .build(),
    { extraModels: EVENT_MODELS },
  );
  const matches = app.get(MatchesService);
  const served = app
    .get(GameRegistry)
    .bindings()
    .map((b) => b.definition);
  addGameSchemas(doc, served, (g) => matches.optionsSchema(g));
  describeStreams(doc, served);
  completeErrorAnswers(doc);
  SwaggerModule.setup('docs', app, doc, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml' });
  const asyncApi = JSON.stringify(buildAsyncApi(doc, served));
  fastify.get('/asyncapi.json', (_req, reply) => {
    void reply.type('application/json; charset=utf-8').send(asyncApi);
  });
  // initialised and Fastify ready: callers may serve in-process (tests, scripts) or listen on a port
  await app.init();
  await fastify.ready();
  return app;
}

/**
 * Bodies are JSON (`application/json` or `application/*+json`) and nothing else: any other body is 415
 * (Fastify's own answer for a type it has no parser for), a body-less request passes. Keys such as
 * `__proto__` are kept as plain keys here and refused by the validation with the field named.
 */
function jsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const parse = fastify.getDefaultJsonParser('ignore', 'ignore');
  for (const type of ['application/json', /^application\/[\w.+-]+\+json$/]) {
    fastify.addContentTypeParser(type, { parseAs: 'string' }, (req, body, done) => {
      if (body === '') return done(null, undefined);
      parse(req, body as string, (err, value) =>
        err ? done(ApiError.badRequest('the body is not valid JSON')) : done(null, value),
      );
    });
  }
}

/**
 * From SIGTERM on (src/health/shutdown.ts) every answer closes its connection, the answers to requests
 * already in flight too: the client's next request goes elsewhere, and the drain does not wait for idle
 * keep-alive connections.
 */
function closeConnectionsWhenStopping(fastify: FastifyInstance, health: HealthService): void {
  fastify.addHook('onSend', (_req, reply, payload, done) => {
    if (health.stopping) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * A stream asked for after SIGTERM ends at once, as the streams open at SIGTERM end: a proxy in front
 * may still send one over a connection it kept alive to this instance before its checks take the
 * instance out (HAProxy with deploy/haproxy.cfg does, test/haproxy.e2e-spec.ts), and such a stream
 * would otherwise hold the drain until the grace runs out. The client comes back with Last-Event-ID,
 * through the proxy, to another instance.
 */
function endNewStreamsWhenStopping(fastify: FastifyInstance, health: HealthService): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!health.stopping || req.method !== 'GET' || !/\/events$/.test(req.url.split('?')[0])) return done();
    const sse = !/application\/x-ndjson/.test(req.headers.accept ?? '');
    void reply
      .code(200)
      .header(
        'content-type',
        sse ? 'text/event-stream; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      )
      .header('cache-control', 'no-cache')
      .header('connection', 'close')
      .send(sse ? SHUTDOWN_RETRY : '');
  });
}
