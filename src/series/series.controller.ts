/** Series (docs/api.md part 3): thin handlers over SeriesService. */
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
import { PageQueryDto } from '../accounts/dto';
import { AccountsService } from '../accounts/accounts.service';
import { decodeTimeCursor, encodeTimeCursor } from '../toolkit/cursor';
import { ErrorDto } from '../toolkit/dto';
import { requestBearer } from '../toolkit/validation';
import { CreateSeriesDto, SeriesDto, SeriesPageDto } from './dto';
import { EventStream, followTopic } from '../events/event-stream';
import { takeOver } from '../toolkit/take-over';
import { SeriesChanges, type SeriesSignal } from './series-changes';
import { SeriesService } from './series.service';
import type { SeriesBody } from './series-view';

@ApiTags('series')
@Controller()
export class SeriesController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly series: SeriesService,
    private readonly changes: SeriesChanges,
  ) {}

  @Post(':game/series')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'createSeries',
    summary: 'A series of (duplicate) deals against built-in levels or invited accounts',
  })
  @ApiCreatedResponse({ type: SeriesDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game' })
  @ApiConflictResponse({
    type: ErrorDto,
    description:
      'a cap is reached (`reason`): `running-series-cap`, `series-invites-cap` or `active-matches-cap` (room for `concurrency` matches)',
  })
  async create(@Req() req: FastifyRequest, @Param('game') game: string, @Body() body: CreateSeriesDto) {
    return this.series.create(await this.accounts.authenticate(requestBearer(req)), game, body);
  }

  @Get('series/:id')
  @ApiOperation({ operationId: 'getSeries', summary: 'A series with its matches and standings (anyone)' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  get(@Param('id') id: string) {
    return this.series.get(id);
  }

  @Get('series/:id/events')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    operationId: 'followSeries',
    summary: 'Server-Sent Events of a series: `event: series` with the series at once and at each change',
    description:
      'Anyone may follow a series. `event: series`, `data: <the series as GET /series/{id} answers it>`: one at once, then one ' +
      'each time it changes (an answer, matches opened, a match finished, a cancel, the finish). A `: ping` comment every 15 s; at a ' +
      'shutdown the stream ends with `retry: 500` (reconnect). A finished or declined series, and a canceled one with no match in ' +
      'flight, is sent once and ends the stream.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'the event stream; each `data` is a Series (the schema of GET /series/{id})',
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        example:
          'event: series\ndata: {"id":"…","status":"running","progress":{"finished":3,"active":2,"total":20},…}\n\n',
      },
    },
  })
  @ApiNotFoundResponse({ type: ErrorDto })
  async follow(@Param('id') id: string, @Res() res: FastifyReply): Promise<void> {
    await this.series.get(id); // 404 before the stream starts
    const stream = EventStream.open({ res: takeOver(res), hub: this.changes.hub, kind: 'series' });
    let last = '';
    await followTopic<SeriesSignal, SeriesBody>(stream, this.changes.topic, id, {
      picture: async () => [await this.series.get(id)],
      isResync: () => true, // every change: read the series again
      write: (e) => {
        if (!('id' in e)) return;
        const json = JSON.stringify(e);
        if (json === last) return;
        last = json;
        stream.send('series', e);
        if (seriesOver(e)) stream.close();
      },
    });
  }

  @Post('series/:id/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'acceptSeries', summary: 'Accept (an invited player); the last starts it' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not invited' })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'the series no longer waits for answers, or the invitation expired (`series-expired`)',
  })
  async accept(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.series.accept(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Post('series/:id/decline')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'declineSeries', summary: 'Decline (an invited player): the series ends' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not invited' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the series no longer waits for answers' })
  async decline(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.series.decline(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Delete('series/:id')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'cancelSeries',
    summary: 'Cancel (the creator): matches in flight finish, no new ones start',
  })
  @ApiOkResponse({ type: SeriesDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not the creator' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the series is over' })
  async cancel(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.series.cancel(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Get('accounts/:name/series')
  @ApiOperation({
    operationId: 'listAccountSeries',
    summary: "The account's series, newest first, paginated",
    description:
      'Series waiting for answers (`pending`: invitations) are listed only to their players, by their API key.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: SeriesPageDto })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description: 'an Authorization header that is not a valid API key (the key is optional)',
  })
  @ApiNotFoundResponse({ type: ErrorDto })
  async list(@Req() req: FastifyRequest, @Param('name') name: string, @Query() q: PageQueryDto) {
    const account = await this.accounts.requireByName(name);
    // pending series (invitations) only to a player of them: the caller's key, when it sends one
    const viewer = await this.accounts.byKey(requestBearer(req));
    const page = await this.series.listFor(
      account.id,
      viewer?.id ?? null,
      q.limit ?? 20,
      decodeTimeCursor(q.cursor),
    );
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }
}

/** A series that will not change any more: finished, declined, or canceled with no match in flight. */
function seriesOver(s: SeriesBody): boolean {
  return (
    s.status === 'finished' || s.status === 'declined' || (s.status === 'canceled' && s.progress.active === 0)
  );
}
