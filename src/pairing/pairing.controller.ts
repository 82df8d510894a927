/** Challenges and seeks (docs/api.md part 2): thin handlers over the pairing services. */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
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
import { AccountsService } from '../accounts/accounts.service';
import { ErrorDto } from '../toolkit/dto';
import { requestBearer } from '../toolkit/validation';
import { ChallengesService } from './challenges.service';
import { ChallengeDto, CreateChallengeDto, CreateSeekDto, SeekDto } from './dto';
import { SeeksService } from './seeks.service';

@ApiTags('pairing')
@ApiBearerAuth()
@Controller()
export class PairingController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly challenges: ChallengesService,
    private readonly seeks: SeeksService,
  ) {}

  @Post('challenges')
  @ApiOperation({
    operationId: 'createChallenge',
    summary: 'Challenge named accounts; the built-in bots accept at once',
  })
  @ApiCreatedResponse({ type: ChallengeDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'your open or active matches are at their cap (`active-matches-cap`)',
  })
  async createChallenge(@Req() req: FastifyRequest, @Body() body: CreateChallengeDto) {
    return this.challenges.create(await this.accounts.authenticate(requestBearer(req)), body);
  }

  @Get('challenges/:id')
  @ApiOperation({ operationId: 'getChallenge', summary: 'A challenge (anyone)' })
  @ApiOkResponse({ type: ChallengeDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  getChallenge(@Param('id') id: string) {
    return this.challenges.get(id);
  }

  @Post('challenges/:id/accept')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'acceptChallenge',
    summary: 'Accept (an invitee); the last acceptance creates the match',
  })
  @ApiOkResponse({ type: ChallengeDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not an invitee' })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'the challenge is no longer open, or your open or active matches are at their cap',
  })
  async accept(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.challenges.accept(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Post('challenges/:id/decline')
  @HttpCode(200)
  @ApiOperation({ operationId: 'declineChallenge', summary: 'Decline (an invitee)' })
  @ApiOkResponse({ type: ChallengeDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not an invitee' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the challenge is no longer open' })
  async decline(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.challenges.decline(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Delete('challenges/:id')
  @ApiOperation({ operationId: 'cancelChallenge', summary: 'Withdraw a challenge (the challenger)' })
  @ApiOkResponse({ type: ChallengeDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'not the challenger' })
  @ApiConflictResponse({ type: ErrorDto, description: 'the challenge is no longer open' })
  async cancel(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.challenges.cancel(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Post(':game/seeks')
  @ApiOperation({
    operationId: 'createSeek',
    summary: 'Seek a match: paired with compatible seeks, oldest first',
  })
  @ApiCreatedResponse({ type: SeekDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game' })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'your open or active matches are at their cap (`active-matches-cap`)',
  })
  async createSeek(@Req() req: FastifyRequest, @Param('game') game: string, @Body() body: CreateSeekDto) {
    return this.seeks.create(await this.accounts.authenticate(requestBearer(req)), game, body);
  }

  @Get('seeks/:id')
  @ApiOperation({ operationId: 'getSeek', summary: 'Your seek (with matchId once paired)' })
  @ApiOkResponse({ type: SeekDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async getSeek(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.seeks.get(await this.accounts.authenticate(requestBearer(req)), id);
  }

  @Delete('seeks/:id')
  @ApiOperation({ operationId: 'cancelSeek', summary: 'Cancel your waiting seek' })
  @ApiOkResponse({ type: SeekDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'already paired' })
  async cancelSeek(@Req() req: FastifyRequest, @Param('id') id: string) {
    return this.seeks.cancel(await this.accounts.authenticate(requestBearer(req)), id);
  }
}
