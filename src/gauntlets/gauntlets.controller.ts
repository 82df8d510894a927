/** Gauntlets (docs/api.md "Gauntlets"): thin handlers over GauntletsService and GauntletRunner. */
import { Body, Controller, Delete, Get, Param, Post, Query, Req } from '@nestjs/common';
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
import { decodeRankCursor, decodeTimeCursor, encodeRankCursor, encodeTimeCursor } from '../toolkit/cursor';
import { ErrorDto } from '../toolkit/dto';
import { requestBearer } from '../toolkit/validation';
import {
  CreateGauntletDto,
  GauntletCertificateDto,
  GauntletDto,
  GauntletLeaderboardDto,
  GauntletLeaderboardQueryDto,
  GauntletPageDto,
  GauntletSummaryDto,
} from './dto';
import { GauntletRunner } from './gauntlet-runner';
import { GauntletsService } from './gauntlets.service';

@ApiTags('gauntlets')
@Controller()
export class GauntletsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly gauntlets: GauntletsService,
    private readonly runner: GauntletRunner,
  ) {}

  @Post(':game/gauntlets')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'createGauntlet',
    summary: "The account against every built-in level in turn, rated on the game's fixed scale",
  })
  @ApiCreatedResponse({ type: GauntletDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the account runs as many gauntlets as it may' })
  async create(@Req() req: FastifyRequest, @Param('game') game: string, @Body() body: CreateGauntletDto) {
    const id = await this.gauntlets.create(await this.accounts.authenticate(requestBearer(req)), game, body);
    await this.runner.advance(id);
    return this.gauntlets.get(id);
  }

  @Get('gauntlets/:id')
  @ApiOperation({
    operationId: 'getGauntlet',
    summary: 'A gauntlet: its series per level, progress and result (anyone)',
  })
  @ApiOkResponse({ type: GauntletDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  get(@Param('id') id: string) {
    return this.gauntlets.get(id);
  }

  @Get('gauntlets/:id/certificate')
  @ApiOperation({
    operationId: 'getGauntletCertificate',
    summary:
      'The finished gauntlet’s certificate: every seed, match and score, the estimator, the result, a SHA-256 digest',
  })
  @ApiOkResponse({ type: GauntletCertificateDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'the gauntlet has not finished' })
  certificate(@Param('id') id: string) {
    return this.gauntlets.certificate(id);
  }

  @Delete('gauntlets/:id')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'cancelGauntlet',
    summary: 'Cancel (its account): matches in flight finish, no new ones start',
  })
  @ApiOkResponse({ type: GauntletDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not the gauntlet’s account' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the gauntlet is over' })
  async cancel(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.gauntlets.cancel(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Get(':game/gauntlet-leaderboard')
  @ApiOperation({
    operationId: 'gauntletLeaderboard',
    summary: "Each account's best finished gauntlet on the game's scale, best rating first",
  })
  @ApiOkResponse({ type: GauntletLeaderboardDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game, or no scale' })
  async leaderboard(@Param('game') game: string, @Query() q: GauntletLeaderboardQueryDto) {
    const after = decodeRankCursor(q.cursor);
    const page = await this.gauntlets.leaderboard(game, q.scaleVersion, q.limit ?? 20, after?.rank ?? 0);
    const last = page.items[page.items.length - 1];
    return {
      game: page.game,
      scaleVersion: page.scaleVersion,
      anchors: page.anchors,
      items: page.items,
      nextCursor:
        page.more && last
          ? encodeRankCursor({ rank: last.rank, rating: last.rating ?? 0, accountId: last.id })
          : null,
    };
  }

  @Get('accounts/:name/gauntlets')
  @ApiOperation({
    operationId: 'listAccountGauntlets',
    summary: "The account's gauntlets, newest first, paginated",
  })
  @ApiOkResponse({ type: GauntletPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async list(@Param('name') name: string, @Query() q: PageQueryDto) {
    const account = await this.accounts.requireByName(name);
    const page = await this.gauntlets.listFor(account.id, q.limit ?? 20, decodeTimeCursor(q.cursor));
    return { items: page.items, nextCursor: encodeTimeCursor(page.next) };
  }

  @Get('accounts/:name/gauntlet-ratings')
  @ApiOperation({
    operationId: 'accountGauntletRatings',
    summary: "The account's best finished gauntlet per game (on the newest scale it was rated on)",
  })
  @ApiOkResponse({ type: [GauntletSummaryDto] })
  @ApiNotFoundResponse({ type: ErrorDto })
  async ratings(@Param('name') name: string) {
    const account = await this.accounts.requireByName(name);
    return this.gauntlets.bestOf(account.id);
  }
}
