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
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeTimeCursor, encodeTimeCursor } from '../http/cursor';
import { ErrorDto } from '../http/dto';
import { bearerToken } from '../http/validation';
import { AccountEvents } from './account-events';
import { AccountPicture } from './account-picture';
import { streamAccountEvents, streamFormat } from './account-stream';
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
    summary: 'The account event stream: challenges, matchStart, yourTurn, matchFinish',
    description:
      'Server-Sent Events (`event: <type>`, `data: <JSON>`), or NDJSON with `Accept: application/x-ndjson`. First the current picture ' +
      '(one `challenge` per open challenge to or from you, one `yourTurn` per match waiting for you), then events as they happen. ' +
      "Keep-alive every 10 s (an SSE comment, or an empty NDJSON line). A `yourTurn` carries `view`: your seat's view as " +
      '`GET /{game}/matches/{id}` answers it at that `version`, with `legalMoves`; a bot plays each turn with one request, ' +
      "`POST /{game}/matches/{id}/moves` with a legal move, `expectedVersion` = the event's `version` and `Prefer: return=minimal`.",
  })
  @ApiProduces('text/event-stream', 'application/x-ndjson')
  @ApiOkResponse({ description: 'an event stream' })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async follow(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const account = await this.me(req); // 401 before the stream starts
    res.hijack();
    for (const [k, v] of Object.entries(res.getHeaders()))
      if (v !== undefined) res.raw.setHeader(k, v as string | string[]);
    await streamAccountEvents({
      res: res.raw,
      format: streamFormat(header(req, 'accept')),
      events: this.events,
      accountId: account.id,
      picture: () => this.picture.of(account.id),
    });
  }
}
