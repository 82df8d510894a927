/** Tournaments (docs/api.md part 3, "Tournaments"): thin handlers over the tournaments service. */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountsService } from '../accounts/accounts.service';
import { decodeTimeCursor, encodeTimeCursor } from '../toolkit/cursor';
import { ErrorDto } from '../toolkit/dto';
import { requestBearer } from '../toolkit/validation';
import {
  CreateTournamentDto,
  JoinTournamentDto,
  ResultsQueryDto,
  TournamentDto,
  TournamentListQueryDto,
  TournamentPageDto,
  TournamentResultsDto,
} from './dto';
import { TournamentEvents } from './tournament-events';
import { EventStream, followTopic } from '../events/event-stream';
import { takeOver } from '../toolkit/take-over';
import { resultsCsv } from './tournament-results';
import { TournamentsService } from './tournaments.service';

@ApiTags('tournaments')
@Controller()
export class TournamentsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly tournaments: TournamentsService,
    private readonly events: TournamentEvents,
  ) {}

  @Post('tournaments')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'createTournament',
    summary: 'Create a tournament (round robin or Swiss); it opens for players',
  })
  @ApiCreatedResponse({ type: TournamentDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game' })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'your open or running tournaments are at their cap (`running-tournaments-cap`)',
  })
  async create(@Req() req: FastifyRequest, @Body() body: CreateTournamentDto) {
    return this.tournaments.create(await this.accounts.authenticate(requestBearer(req)), body);
  }

  @Get('tournaments')
  @ApiOperation({ operationId: 'listTournaments', summary: 'Tournaments, newest first, paginated' })
  @ApiOkResponse({ type: TournamentPageDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async list(@Query() q: TournamentListQueryDto) {
    const page = await this.tournaments.list({
      status: q.status,
      game: q.game,
      limit: q.limit ?? 20,
      after: decodeTimeCursor(q.cursor),
    });
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }

  @Get('accounts/:name/tournaments')
  @ApiOperation({
    operationId: 'listAccountTournaments',
    summary: 'The tournaments an account entered, newest first, paginated',
  })
  @ApiOkResponse({ type: TournamentPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async ofAccount(@Param('name') name: string, @Query() q: TournamentListQueryDto) {
    const account = await this.accounts.requireByName(name);
    const page = await this.tournaments.ofAccount(account, {
      status: q.status,
      game: q.game,
      limit: q.limit ?? 20,
      after: decodeTimeCursor(q.cursor),
    });
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }

  @Get('tournaments/:id')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ operationId: 'getTournament', summary: 'A tournament: players, rounds, standings' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  get(@Param('id') id: string) {
    return this.tournaments.get(id);
  }

  @Post('tournaments/:id/players')
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'joinTournament',
    summary: 'Join (your account), or, as the creator, enter a built-in level: { "account": "expert-bot" }',
  })
  @ApiCreatedResponse({ type: TournamentDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'bots not allowed, or not the creator' })
  @ApiConflictResponse({ type: ErrorDto, description: 'not open, full, or already joined' })
  async join(@Req() req: FastifyRequest, @Param('id') id: string, @Body() body: JoinTournamentDto) {
    return this.tournaments.join(await this.accounts.authenticate(requestBearer(req)), id, body?.account);
  }

  @Delete('tournaments/:id/players/me')
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'withdrawFromTournament',
    summary: 'Withdraw: leave an open tournament; in a running one, your remaining matches are lost',
  })
  @ApiOkResponse({ type: TournamentDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'not a player, or the tournament is over' })
  async withdraw(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.tournaments.withdraw(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Post('tournaments/:id/start')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ operationId: 'startTournament', summary: 'Start (the creator), once minPlayers joined' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not the creator' })
  @ApiConflictResponse({ type: ErrorDto, description: 'not open, or too few players' })
  async start(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.tournaments.start(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Delete('tournaments/:id')
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'cancelTournament',
    summary: 'Cancel (the creator) while open or running; matches being played finish as ordinary matches',
  })
  @ApiOkResponse({ type: TournamentDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not the creator' })
  @ApiConflictResponse({ type: ErrorDto, description: 'already finished or canceled' })
  async cancel(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.tournaments.cancel(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Get('tournaments/:id/results')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'getTournamentResults',
    summary:
      'Every match with places and points: JSON, or CSV with ?format=csv (one line per player per match)',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: TournamentResultsDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async results(
    @Param('id') id: string,
    @Query() q: ResultsQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const r = await this.tournaments.results(id);
    if (q.format !== 'csv') return r;
    res.header('content-type', 'text/csv; charset=utf-8');
    res.header('content-disposition', `attachment; filename="tournament-${id}.csv"`);
    return resultsCsv(r.matches);
  }

  @Get('tournaments/:id/events')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'followTournament',
    summary: 'Server-Sent Events of a tournament: round, matchFinish, standings, finish',
    description:
      'First `standings` (and `finish` when it is over, which ends the stream), then `round` (the pairings of a new round), ' +
      '`matchFinish` (a match with its places), `standings` after each change, and `finish`.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: "the tournament's stream (its events: src/http/streams.ts)" })
  @ApiNotFoundResponse({ type: ErrorDto })
  async follow(@Param('id') id: string, @Res() res: FastifyReply): Promise<void> {
    await this.tournaments.require(id); // 404 before the stream starts
    const stream = EventStream.open({ res: takeOver(res), hub: this.events.hub, kind: 'tournament' });
    await followTopic(stream, this.events.topic, id, {
      picture: () => this.tournaments.picture(id),
      isResync: (e) => e.type === 'resync',
      write: (e) => {
        if (e.type === 'resync') return;
        stream.send(e.type, e);
        if (e.type === 'finish') stream.close();
      },
    });
  }
}
