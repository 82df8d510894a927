/**
 * One controller per game, made from the game's binding: the routes of docs/api.md under /{game}/matches,
 * documented with the game's own move and option DTOs. The handlers only translate HTTP to the match
 * service and back.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { OptionalField } from '../toolkit/optional';
import type { FastifyReply } from 'fastify';
import type { GameBinding } from '../game-registry/game-binding';
import { AccountsService } from '../accounts/accounts.service';
import { MatchEvents } from '../matches/match-events';
import { matchOptionsSchema } from '../matches/match-options';
import { MatchEndings } from '../matches/match-endings.service';
import { MatchesService } from '../matches/matches.service';
import { RecordsService } from '../records/records.service';
import { recordSchema } from '../records/record';
import {
  CreatedMatchDto,
  CreateMatchDto,
  MoveAckDto,
  MoveCheckDto,
  JoinDto,
  JoinedDto,
  LobbyPageDto,
  LobbyQueryDto,
  LogEntryDto,
  MatchViewDto,
  TokenQueryDto,
  ViewQueryDto,
} from './dto';
import { ErrorDto } from '../toolkit/dto';
import { ApiError } from '../toolkit/api-error';
import {
  createdMatchSchemaName,
  createExamples,
  errorExample,
  type ErrorStatus,
  JOIN_EXAMPLES,
  joinedSchemaName,
  matchViewSchemaName,
  moveExamples,
  moveSchemaName,
  optionsSchemaName,
  pascal,
  schemaRef,
} from './openapi';
import { decodeTimeCursor, encodeTimeCursor } from '../toolkit/cursor';
import { Header } from '../toolkit/header';
import { followMatch } from './match-stream';
import { bearerToken, parseMoveBody } from '../toolkit/validation';
import { withArticle } from '../engine/names';

/** The record's JSON Schema as an OpenAPI 3.0 schema object (no $schema/$id; `const` as a one-value enum). */
const RECORD_OPENAPI_SCHEMA = JSON.parse(
  JSON.stringify(recordSchema, (k, v) =>
    k === '$schema' || k === '$id'
      ? undefined
      : v && typeof v === 'object' && 'const' in v
        ? { enum: [v.const] }
        : v,
  ),
) as Record<string, unknown>;

export function createGameController(binding: GameBinding): Type<unknown> {
  const game = binding.definition;
  const Name = pascal(game.id);
  const moveRefs = Object.keys(game.moves).map((type) => schemaRef(moveSchemaName(game, type)));
  const example = moveExamples(binding);
  const view = schemaRef(matchViewSchemaName(game));

  class CreateGameMatchDto extends CreateMatchDto {
    @ApiPropertyOptional({
      // the game's options and the turn clock every game accepts (src/http/openapi.ts)
      allOf: [schemaRef(optionsSchemaName(game))],
      description: `${game.name} options; unknown keys and out-of-range values are 400.`,
    })
    @OptionalField()
    @IsObject()
    declare options?: Record<string, unknown>;
  }
  Object.defineProperty(CreateGameMatchDto, 'name', { value: `Create${Name}MatchDto` });

  const errors = (...which: Exclude<ErrorStatus, '429'>[]) => {
    const answer = (status: ErrorStatus, description: string) => ({
      type: ErrorDto,
      description,
      example: errorExample(status, binding),
    });
    const map = {
      '400': ApiBadRequestResponse(answer('400', 'malformed body or query (`details` per field)')),
      '401': ApiUnauthorizedResponse(answer('401', 'no token, or a token of no seat of this match')),
      '403': ApiForbiddenResponse(answer('403', "not this seat's turn")),
      '404': ApiNotFoundResponse(answer('404', 'unknown match')),
      '409': ApiConflictResponse(
        answer('409', 'stale expectedVersion, seat taken, match full, not started or finished'),
      ),
      '422': ApiUnprocessableEntityResponse(
        answer('422', "a well-formed move the rules forbid; `reason` is the rules file's code"),
      ),
    };
    return (target: object, key: string | symbol, desc: PropertyDescriptor) => {
      for (const w of which) map[w](target, key, desc);
      ApiTooManyRequestsResponse(
        answer('429', 'rate limit: wait `retryAfterSeconds` (the Retry-After header)'),
      )(target, key, desc);
    };
  };

  @ApiTags(game.id)
  @ApiExtraModels(MatchViewDto, CreatedMatchDto, JoinedDto, MoveAckDto)
  @Controller(`${game.id}/matches`)
  class GameController {
    constructor(
      readonly matches: MatchesService,
      readonly events: MatchEvents,
      readonly records: RecordsService,
      readonly endings: MatchEndings,
      readonly accounts: AccountsService,
    ) {}

    @Post()
    @ApiOperation({
      operationId: `create${Name}Match`,
      summary: `Create ${withArticle(game.name)} match`,
      description:
        `${binding.summary}\n\nThe answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's ` +
        'own view, with its `legalMoves`.\n\nA match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, ' +
        'and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for ' +
        'its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).',
    })
    @ApiBody({ type: CreateGameMatchDto, examples: createExamples(binding, matchOptionsSchema) })
    @ApiCreatedResponse({
      schema: schemaRef(createdMatchSchemaName(game)),
      description: 'the match, with the token of every seat created with a name',
    })
    @ApiBearerAuth()
    @errors('400')
    @ApiConflictResponse({
      type: ErrorDto,
      description:
        'with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)',
    })
    create(@Body() body: CreateGameMatchDto, @Header('authorization') auth?: string) {
      // an API key seats the caller's account where a seat spec says { "me": true }
      return this.matches.create(game.id, body, bearerToken(auth));
    }

    @Get()
    @ApiOperation({
      operationId: `list${Name}Matches`,
      summary: 'Lobby: matches by status, newest first, paginated',
    })
    @ApiOkResponse({ type: LobbyPageDto })
    @errors('400')
    async list(@Query() q: LobbyQueryDto) {
      // the cursor is decoded and checked here, before the service and the database see it
      const page = await this.matches.list(game.id, q.status, q.limit ?? 20, decodeTimeCursor(q.cursor));
      return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
    }

    @Get(':id')
    @ApiOperation({
      operationId: `get${Name}Match`,
      summary: 'The match as a spectator or, with a seat token, as that seat sees it',
      description:
        'With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. ' +
        'With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ schema: view })
    @errors('400', '401', '404', '409')
    async get(@Param('id') id: string, @Query() q: ViewQueryDto, @Header('authorization') auth?: string) {
      const token = bearerToken(auth, q.token);
      if (q.atVersion !== undefined) {
        if (q.waitForVersion !== undefined)
          throw ApiError.badRequest('atVersion and waitForVersion do not go together', {
            atVersion: 'omit waitForVersion',
          });
        return this.records.viewAt(game.id, id, token, q.atVersion);
      }
      let view = await this.matches.view(game.id, id, token);
      if (q.waitForVersion !== undefined && view.version <= q.waitForVersion && view.status !== 'finished') {
        const why = await this.events.waitForVersion(
          id,
          q.waitForVersion,
          (q.timeoutSeconds ?? 25) * 1000,
          async () => (await this.matches.load(game.id, id)).version,
        );
        if (why === 'shutdown') throw ApiError.unavailable('the server is shutting down; ask again');
        view = await this.matches.view(game.id, id, token);
      }
      // the next version after N, not the latest: a poller walking N → N+1 sees every version
      if (q.waitForVersion !== undefined && view.version > q.waitForVersion + 1)
        view = await this.records.viewAfter(game.id, id, token, q.waitForVersion);
      return view;
    }

    @Post(':id/players')
    @ApiOperation({
      operationId: `join${Name}Match`,
      summary: 'Take an open seat; the match starts when every seat is taken',
    })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiBody({ type: JoinDto, examples: JOIN_EXAMPLES })
    @ApiCreatedResponse({
      schema: schemaRef(joinedSchemaName(game)),
      description: 'your seat, its token and the match as your seat sees it',
    })
    @ApiBearerAuth()
    @errors('400', '401', '404', '409')
    join(@Param('id') id: string, @Body() body: JoinDto, @Header('authorization') auth?: string) {
      // with an API key and no name: the caller's account takes its reserved seat (or an open one)
      return this.matches.join(game.id, id, body?.name, body?.seat, bearerToken(auth));
    }

    @Post(':id/moves')
    @HttpCode(201)
    @ApiOperation({
      operationId: `move${Name}`,
      summary: `Play ${withArticle(game.name)} move`,
      description:
        'The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. ' +
        'With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), ' +
        'and the answer says `Preference-Applied: return=minimal`. ' +
        'Examples marked as shapes show the form of a move: take the values from your `legalMoves`.',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'A repeat with the same key returns the first answer and applies nothing.',
    })
    @ApiHeader({
      name: 'Prefer',
      required: false,
      description: '`return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240).',
    })
    // each move's schema carries the optional expectedVersion of docs/api.md (src/http/openapi.ts); `type` tells them apart
    @ApiBody({ schema: { oneOf: moveRefs }, examples: example })
    @ApiCreatedResponse({
      // anyOf, not oneOf: a whole view has every field of MoveAck, so it fits both
      schema: { anyOf: [view, schemaRef(MoveAckDto.name)] },
      description: 'the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal`',
      headers: {
        'Preference-Applied': {
          description: '`return=minimal` when the answer is minimal',
          schema: { type: 'string' },
        },
      },
    })
    @errors('400', '401', '403', '404', '409', '422')
    async move(
      @Param('id') id: string,
      @Body() body: unknown,
      @Res({ passthrough: true }) reply: FastifyReply,
      @Header('authorization') auth?: string,
      @Header('idempotency-key') idempotencyKey?: string,
      @Header('prefer') prefer?: string,
    ) {
      if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,128}$/.test(idempotencyKey)) {
        throw ApiError.badRequest('invalid Idempotency-Key', {
          'Idempotency-Key': '1 to 128 printable ASCII characters',
        });
      }
      const token = bearerToken(auth);
      const { move, expectedVersion } = parseMoveBody(game, body);
      // Prefer (RFC 7240): comma-separated preferences, `return=minimal` among them
      const minimal = prefer !== undefined && /(?:^|,)\s*return\s*=\s*"?minimal"?\s*(?:;|,|$)/i.test(prefer);
      if (minimal) void reply.header('Preference-Applied', 'return=minimal');
      // a repeated Idempotency-Key (`replayed`) answers what the first request got, with the same 201
      return (await this.matches.move(game.id, id, token, move, expectedVersion, idempotencyKey, minimal))
        .view;
    }

    @Post(':id/check')
    @HttpCode(200)
    @ApiOperation({
      operationId: `check${Name}Move`,
      summary: 'Dry run: would this move be accepted now? Nothing is played or stored',
      description:
        'Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiBody({ schema: { oneOf: moveRefs }, examples: example })
    @ApiOkResponse({ type: MoveCheckDto })
    @errors('400', '401', '404')
    check(@Param('id') id: string, @Body() body: unknown, @Header('authorization') auth?: string) {
      const { move } = parseMoveBody(game, body);
      return this.matches.check(game.id, id, bearerToken(auth), move);
    }

    @Post(':id/resign')
    @HttpCode(200)
    @ApiOperation({
      operationId: `resign${Name}Match`,
      summary: 'Resign: give up the match',
      description:
        (game.sides ? 'Two sides (the partnerships): ' : 'Two seats: ') +
        'the match finishes at once and the other side wins (`result.reason` = `resigned`). ' +
        'More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. ' +
        'The answer is the match as your seat sees it.',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ schema: view })
    @errors('401', '404', '409')
    resign(@Param('id') id: string, @Header('authorization') auth?: string) {
      return this.endings.resign(game.id, id, bearerToken(auth));
    }

    @Get(':id/moves')
    @ApiOperation({
      operationId: `list${Name}Moves`,
      summary: 'The move log, redacted for what is still hidden from the caller',
    })
    @ApiBearerAuth()
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ type: [LogEntryDto] })
    @errors('401', '404')
    log(@Param('id') id: string, @Query() q: TokenQueryDto, @Header('authorization') auth?: string) {
      return this.matches.log(game.id, id, bearerToken(auth, q.token));
    }

    @Get(':id/record')
    @ApiOperation({
      operationId: `get${Name}Record`,
      summary: 'The record of a finished match: options, seed, seats, every move, the result and every deal',
      description:
        'JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.',
    })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ description: 'the match record', schema: RECORD_OPENAPI_SCHEMA })
    @errors('404', '409')
    record(@Param('id') id: string) {
      return this.records.record(game.id, id);
    }

    @Get(':id/events')
    @ApiOperation({
      operationId: `follow${Name}Match`,
      summary: 'Server-Sent Events: `event: state` with your view at every new version',
      description:
        'Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: ' +
        'each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; ' +
        'one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. ' +
        "`Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's " +
        'MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished ' +
        'match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ' +
        'ends: try it on a finished match, or use `curl -N`.',
    })
    @ApiBearerAuth()
    @ApiHeader({
      name: 'Last-Event-ID',
      required: false,
      description: 'The last version received: the stream resumes with every version after it.',
    })
    @ApiParam({ name: 'id', format: 'uuid' })
    @ApiOkResponse({ description: "the match's stream (its events: src/http/streams.ts)" })
    @ApiNoContentResponse({
      description: 'the match is finished and Last-Event-ID is its final version: nothing more will come',
    })
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
      const owner = await this.accounts.streamOwner(token);
      const slot = owner ? this.events.hub.admit(owner) : null; // 429 before the stream starts
      const last = Number.parseInt(lastEventId ?? '', 10);
      // the stream writes to the raw response: take it over, with the headers set so far (CORS, security)
      res.hijack();
      for (const [k, v] of Object.entries(res.getHeaders()))
        if (v !== undefined) res.raw.setHeader(k, v as string | string[]);
      await followMatch({
        res: res.raw,
        hub: this.events.hub,
        first,
        events: this.events,
        matchId: id,
        lastVersion: Number.isFinite(last) ? last : -1,
        since: (after) => this.records.viewsSince(game.id, id, token, after),
        viewer: token ?? '',
        slot,
      });
    }
  }
  Object.defineProperty(GameController, 'name', { value: `${Name}Controller` });
  return GameController;
}
