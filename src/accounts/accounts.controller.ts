/**
 * The account routes of docs/api.md part 2: create an account (the API key is in this answer only),
 * profiles, match histories, the caller's own profile, key rotation and the account event stream.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../toolkit/cursor';
import { ErrorDto } from '../toolkit/dto';
import { bearerToken } from '../toolkit/validation';
import { AccountEvents } from './account-events';
import { AccountPicture } from './account-picture';
import { EventStream, sseTiming, streamFormat } from '../events/event-stream';
import { ApiError } from '../toolkit/api-error';
import { decodeCursor, followAccount } from './account-follow';
import { takeOver } from '../toolkit/take-over';
import { AccountsService } from './accounts.service';
import {
  ApiKeyDto,
  CreateAccountDto,
  CreatedAccountDto,
  HistoryPageDto,
  HistoryQueryDto,
  ProfileDto,
  RatingDto,
} from './dto';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

@ApiTags('accounts')
@ApiExtraModels(RatingDto)
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly events: AccountEvents,
    private readonly picture: AccountPicture,
  ) {}

  private me(req: FastifyRequest) {
    return this.accounts.authenticate(bearerToken(header(req, 'authorization')));
  }

  @Post('accounts')
  @ApiOperation({
    operationId: 'createAccount',
    summary: 'Create an account; the answer holds its API key, shown this once',
  })
  @ApiCreatedResponse({ type: CreatedAccountDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'the name is taken (ignoring case)' })
  create(@Body() body: CreateAccountDto) {
    return this.accounts.create(body.name, body.kind);
  }

  @Get('accounts/:name')
  @ApiOperation({ operationId: 'getAccount', summary: 'Public profile with the ratings per game' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async profile(@Param('name') name: string) {
    return this.accounts.profile(await this.accounts.requireByName(name));
  }

  @Get('accounts/:name/matches')
  @ApiOperation({
    operationId: 'listAccountMatches',
    summary: "The account's matches, newest first, paginated like the lobby",
  })
  @ApiOkResponse({ type: HistoryPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async history(@Param('name') name: string, @Query() q: HistoryQueryDto) {
    const account = await this.accounts.requireByName(name);
    const after = decodeTimeCursor(q.cursor);
    const page = await this.accounts.history(account, {
      game: q.game,
      status: q.status,
      limit: q.limit ?? 20,
      after,
    });
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'getMe', summary: 'Your own profile (API key)' })
  @ApiOkResponse({ type: ProfileDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async mine(@Req() req: FastifyRequest) {
    return this.accounts.profile(await this.me(req));
  }

  @Post('me/api-key')
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'rotateApiKey', summary: 'A new API key; the one sent stops working at once' })
  @ApiCreatedResponse({ type: ApiKeyDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async rotate(@Req() req: FastifyRequest) {
    return { apiKey: await this.accounts.rotateKey(await this.me(req)) };
  }

  @Get('me/events')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'followAccount',
    summary:
      'The account event stream: challenge, challengeCanceled, challengeDeclined, matchStart, yourTurn, matchFinish, seriesInvite, seriesFinish, tournamentStart, tournamentRound, tournamentFinish, gauntletFinish',
    description:
      'Server-Sent Events (`event: <type>`, `data: <JSON>`), or NDJSON with `Accept: application/x-ndjson`. First the current picture ' +
      "(one `challenge` per open challenge to or from you, one `seriesInvite` per series awaiting your answer, one `yourTurn` per match waiting for you), then events as they happen: each event's schema is `AccountEvent` (one of the `Account…Event` schemas, by `type`). " +
      "Keep-alive every 10 s (an SSE comment, or an empty NDJSON line). A `yourTurn` carries `view`: your seat's view as " +
      '`GET /{game}/matches/{id}` answers it at that `version`, with `legalMoves`; a bot plays each turn with one request, ' +
      "`POST /{game}/matches/{id}/moves` with a legal move, `expectedVersion` = the event's `version` and `Prefer: return=minimal`. " +
      'Replacing the API key ends every stream opened with the old one at once. ' +
      "Every match event (`matchStart`, `yourTurn`, `matchFinish`) has an id, its SSE `id:` and its `eventId` (the stream's cursor: the last version of each of your matches you hold): " +
      'a client that reconnects with the last one (`Last-Event-ID`, or `?since=<id>`) on any instance gets, instead of the picture, every match event it missed, ' +
      "each match's versions exactly once and in order (a `yourTurn` for every version where its seat was to act, with that version's view), then the live events; " +
      'open challenges and series invitations come again as in the picture.',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description:
      'The id of the last match event received: the stream resumes after it (an id that is not one of this stream is ignored).',
  })
  @ApiQuery({
    name: 'since',
    required: false,
    type: String,
    description:
      'As Last-Event-ID, for clients that cannot set it (NDJSON): the id of the last match event received; one that is not an id of this stream is 400.',
  })
  @ApiProduces('text/event-stream', 'application/x-ndjson')
  @ApiOkResponse({ description: 'the account stream (its events: src/http/streams.ts)' })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description:
      'the account already has MAX_STREAMS_PER_ACCOUNT (20) event streams open with its API key on this instance (reason `too-many-streams`)',
  })
  async follow(
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
    @Query('since') since?: string,
  ): Promise<void> {
    const key = bearerToken(header(req, 'authorization'));
    const account = await this.accounts.authenticate(key); // 401 before the stream starts
    const known = since !== undefined ? decodeCursor(since) : decodeCursor(header(req, 'last-event-id'));
    if (since !== undefined && !known)
      throw ApiError.badRequest('since is not an event id of this stream', {
        since: 'the id of the last match event received (a1:…)',
      });
    const owner = await this.accounts.streamOwner(key);
    const slot = owner ? this.events.hub.admit(owner) : null; // 429 before the stream starts
    const format = streamFormat(header(req, 'accept'));
    const stream = EventStream.open({
      res: takeOver(res),
      hub: this.events.hub,
      kind: 'account',
      format,
      heartbeatMs: sseTiming.accountHeartbeatMs,
      slot,
    });
    await followAccount(stream, this.events, this.picture, account.id, known);
  }
}
