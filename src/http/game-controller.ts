/**
 * One controller per game, made from the game's binding: the routes of API.md under /{game}/matches,
 * documented with the game's own move and option DTOs. The handlers only translate HTTP to the match
 * service and back.
 */
import { Body, Controller, createParamDecorator, type ExecutionContext, Get, HttpCode, Param, Post, Query, Res, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiForbiddenResponse,
  ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiPropertyOptional, ApiTags,
  ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse, getSchemaPath,
} from '@nestjs/swagger';
import { IsObject, IsOptional } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GameBinding } from '../games/game-binding';
import { MatchEvents } from '../matches/match-events';
import { MatchesService, TURN_SECONDS_OPTION } from '../matches/matches.service';
import {
  CreatedMatchDto, CreateMatchDto, ErrorDto, MoveCheckDto, JoinDto, JoinedDto, LobbyPageDto, LobbyQueryDto, LogEntryDto, MatchViewDto, TokenQueryDto, ViewQueryDto,
} from './dto';
import { ApiError } from './errors';
import { followEvents } from './sse';
import { bearerToken, parseMoveBody } from './validation';

/**
 * A request header. Unlike Nest's @Headers(), it adds no required header parameter to the OpenAPI
 * document (the bearer token is a security scheme; optional headers are declared with @ApiHeader), so
 * that generated clients do not demand them.
 */
const Header = createParamDecorator((name: string, ctx: ExecutionContext): string | undefined => {
  const v = ctx.switchToHttp().getRequest<FastifyRequest>().headers[name];
  return Array.isArray(v) ? v[0] : v;
});

const EXPECTED_VERSION = {
  type: 'object',
  properties: { expectedVersion: { type: 'integer', minimum: 0, description: 'The version you saw; 409 if the match has moved on.' } },
};

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

export function createGameController(binding: GameBinding): Type<unknown> {
  const game = binding.definition;
  const Name = pascal(game.id);
  const moveDtos = binding.moveDtos;
  const example = Object.fromEntries(moveDtos.map((d) => [d.moveType, { value: exampleOf(d) }]));

  class CreateGameMatchDto extends CreateMatchDto {
    @ApiPropertyOptional({
      // the game's options and the turn clock every game accepts
      allOf: [
        { $ref: getSchemaPath(binding.optionsDto) },
        {
          type: 'object',
          properties: {
            turnSeconds: {
              type: 'integer', nullable: true, minimum: TURN_SECONDS_OPTION.min, maximum: TURN_SECONDS_OPTION.max, default: null, description: TURN_SECONDS_OPTION.description,
            },
          },
        },
      ],
      description: `${game.name} options; unknown keys and out-of-range values are 400.`,
    })
    @IsOptional() @IsObject()
    declare options?: Record<string, unknown>;
  }
  Object.defineProperty(CreateGameMatchDto, 'name', { value: `Create${Name}MatchDto` });

  const errors = (...which: ('400' | '401' | '403' | '404' | '409' | '422')[]) => {
    const map = {
      '400': ApiBadRequestResponse({ type: ErrorDto, description: 'malformed body or query (`details` per field)' }),
      '401': ApiUnauthorizedResponse({ type: ErrorDto, description: 'no token, or a token of no seat of this match' }),
      '403': ApiForbiddenResponse({ type: ErrorDto, description: "not this seat's turn" }),
      '404': ApiNotFoundResponse({ type: ErrorDto, description: 'unknown match' }),
      '409': ApiConflictResponse({ type: ErrorDto, description: 'stale expectedVersion, seat taken, match full, not started or finished' }),
      '422': ApiUnprocessableEntityResponse({ type: ErrorDto, description: "a well-formed move the rules forbid; `reason` is the rules file's code" }),
    };
    return (target: object, key: string | symbol, desc: PropertyDescriptor) => {
      for (const w of which) map[w](target, key, desc);
      ApiTooManyRequestsResponse({ type: ErrorDto, description: 'rate limit (Retry-After header)' })(target, key, desc);
    };
  };

  @ApiTags(game.id)
  @ApiExtraModels(...moveDtos, binding.optionsDto)
  @Controller(`${game.id}/matches`)
  class GameController {
    constructor(
      readonly matches: MatchesService,
      readonly events: MatchEvents,
    ) {}

    @Post()
    @ApiOperation({ operationId: `create${Name}Match`, summary: `Create a ${game.name} match`, description: binding.summary })
    @ApiBody({ type: CreateGameMatchDto })
    @ApiCreatedResponse({ type: CreatedMatchDto, description: 'the match, with the token of every seat created with a name' })
    @errors('400')
    create(@Body() body: CreateGameMatchDto) {
      return this.matches.create(game.id, body);
    }

    @Get()
    @ApiOperation({ operationId: `list${Name}Matches`, summary: 'Lobby: matches by status, newest first, paginated' })
    @ApiOkResponse({ type: LobbyPageDto })
    @errors('400')
    list(@Query() q: LobbyQueryDto) {
      return this.matches.list(game.id, q.status, q.limit ?? 20, q.cursor);
    }

    @Get(':id')
    @ApiOperation({
      operationId: `get${Name}Match`,
      summary: 'The match as a spectator or, with a seat token, as that seat sees it',
      description: 'With `waitForVersion=N` the answer waits (long poll) until the version exceeds N, or `timeoutSeconds`.',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ type: MatchViewDto })
    @errors('400', '401', '404')
    async get(@Param('id') id: string, @Query() q: ViewQueryDto, @Header('authorization') auth?: string) {
      const token = bearerToken(auth, q.token);
      let view = await this.matches.view(game.id, id, token);
      if (q.waitForVersion !== undefined && view.version <= q.waitForVersion && view.status !== 'finished') {
        const why = await this.events.waitForVersion(id, q.waitForVersion, (q.timeoutSeconds ?? 25) * 1000, async () => (await this.matches.load(game.id, id)).version);
        if (why === 'shutdown') throw ApiError.unavailable('the server is shutting down; ask again');
        view = await this.matches.view(game.id, id, token);
      }
      return view;
    }

    @Post(':id/players')
    @ApiOperation({ operationId: `join${Name}Match`, summary: 'Take an open seat; the match starts when every seat is taken' })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiCreatedResponse({ type: JoinedDto })
    @errors('400', '404', '409')
    join(@Param('id') id: string, @Body() body: JoinDto) {
      return this.matches.join(game.id, id, body.name, body.seat);
    }

    @Post(':id/moves')
    @HttpCode(201)
    @ApiOperation({
      operationId: `move${Name}`,
      summary: `Play a ${game.name} move`,
      description: 'The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered.',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat with the same key returns the first answer and applies nothing.' })
    @ApiBody({
      schema: {
        // each move, plus the optional expectedVersion of API.md (so that typed clients may send it)
        oneOf: moveDtos.map((d) => ({ allOf: [{ $ref: getSchemaPath(d) }, EXPECTED_VERSION] })),
        discriminator: { propertyName: 'type' },
      },
      examples: example,
    })
    @ApiCreatedResponse({ type: MatchViewDto })
    @errors('400', '401', '403', '404', '409', '422')
    async move(
      @Param('id') id: string,
      @Body() body: unknown,
      @Res({ passthrough: true }) res: FastifyReply,
      @Header('authorization') auth?: string,
      @Header('idempotency-key') idempotencyKey?: string,
    ) {
      if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,128}$/.test(idempotencyKey)) {
        throw ApiError.badRequest('invalid Idempotency-Key', { 'Idempotency-Key': '1 to 128 printable ASCII characters' });
      }
      const token = bearerToken(auth);
      const { move, expectedVersion } = parseMoveBody(binding, body);
      const answer = await this.matches.move(game.id, id, token, move, expectedVersion, idempotencyKey);
      res.status(answer.status);
      return answer.body;
    }

    @Post(':id/check')
    @HttpCode(200)
    @ApiOperation({
      operationId: `check${Name}Move`,
      summary: 'Dry run: would this move be accepted now? Nothing is played or stored',
      description: 'Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiBody({ schema: { oneOf: moveDtos.map((d) => ({ $ref: getSchemaPath(d) })) }, examples: example })
    @ApiOkResponse({ type: MoveCheckDto })
    @errors('400', '401', '404')
    check(@Param('id') id: string, @Body() body: unknown, @Header('authorization') auth?: string) {
      const { move } = parseMoveBody(binding, body);
      return this.matches.check(game.id, id, bearerToken(auth), move);
    }

    @Get(':id/moves')
    @ApiOperation({ operationId: `list${Name}Moves`, summary: 'The move log, redacted for what is still hidden from the caller' })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ type: [LogEntryDto] })
    @errors('401', '404')
    log(@Param('id') id: string, @Query() q: TokenQueryDto, @Header('authorization') auth?: string) {
      return this.matches.log(game.id, id, bearerToken(auth, q.token));
    }

    @Get(':id/events')
    @ApiOperation({
      operationId: `follow${Name}Match`,
      summary: 'Server-Sent Events: `event: state` with your view at every new version',
      description: 'The token goes in `?token=` or a bearer header. Resumes after `Last-Event-ID` (the version). Heartbeat comments every 15 s.',
    })
    @ApiProduces('text/event-stream')
    @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last version received: the stream resumes after it.' })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ description: 'an event stream' })
    @errors('401', '404')
    async follow(
      @Param('id') id: string,
      @Query() q: TokenQueryDto,
      @Res() res: FastifyReply,
      @Header('authorization') auth?: string,
      @Header('last-event-id') lastEventId?: string,
    ): Promise<void> {
      const token = bearerToken(auth, q.token);
      const first = await this.matches.view(game.id, id, token); // 401/404 before the stream starts
      const last = Number.parseInt(lastEventId ?? '', 10);
      // the stream writes to the raw response: take it over, with the headers set so far (CORS, security)
      res.hijack();
      for (const [k, v] of Object.entries(res.getHeaders())) if (v !== undefined) res.raw.setHeader(k, v as string | string[]);
      await followEvents({
        res: res.raw, first, events: this.events, matchId: id,
        lastVersion: Number.isFinite(last) ? last : -1,
        load: () => this.matches.view(game.id, id, token),
        viewer: token ?? '',
      });
    }
  }
  Object.defineProperty(GameController, 'name', { value: `${Name}Controller` });
  return GameController;
}

function exampleOf(dto: Type<unknown> & { example?: unknown; moveType: string }): unknown {
  return dto.example ?? { type: dto.moveType };
}
