/** Series (docs/api.md part 3): thin handlers over SeriesService. */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PageQueryDto } from '../accounts/dto';
import { AccountsService } from '../accounts/accounts.service';
import { decodeTimeCursor, encodeTimeCursor } from '../http/cursor';
import { ErrorDto } from '../http/dto';
import { bearerToken } from '../http/validation';
import { CreateSeriesDto, SeriesDto, SeriesPageDto } from './dto';
import { SeriesService } from './series.service';

const auth = (req: FastifyRequest) => {
  const v = req.headers.authorization;
  return bearerToken(Array.isArray(v) ? v[0] : v);
};

@ApiTags('series')
@Controller()
export class SeriesController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly series: SeriesService,
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
  async create(@Req() req: FastifyRequest, @Param('game') game: string, @Body() body: CreateSeriesDto) {
    return this.series.create(await this.accounts.authenticate(auth(req)), game, body);
  }

  @Get('series/:id')
  @ApiOperation({ operationId: 'getSeries', summary: 'A series with its matches and standings (anyone)' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  get(@Param('id') id: string) {
    return this.series.get(id);
  }

  @Post('series/:id/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'acceptSeries', summary: 'Accept (an invited player); the last starts it' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not invited' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the series no longer waits for answers' })
  async accept(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.series.accept(await this.accounts.authenticate(auth(req)), id);
  }

  @Post('series/:id/decline')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'declineSeries', summary: 'Decline (an invited player): the series ends' })
  @ApiOkResponse({ type: SeriesDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not invited' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the series no longer waits for answers' })
  async decline(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.series.decline(await this.accounts.authenticate(auth(req)), id);
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
    return this.series.cancel(await this.accounts.authenticate(auth(req)), id);
  }

  @Get('accounts/:name/series')
  @ApiOperation({
    operationId: 'listAccountSeries',
    summary: "The account's series, newest first, paginated",
  })
  @ApiOkResponse({ type: SeriesPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async list(@Param('name') name: string, @Query() q: PageQueryDto) {
    const account = await this.accounts.requireByName(name);
    const page = await this.series.listFor(account.id, q.limit ?? 20, decodeTimeCursor(q.cursor));
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }
}
