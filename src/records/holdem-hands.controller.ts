/**
 * Texas Hold'em hand histories (docs/api.md part 2, docs/records.md): the finished hands of a match, and one
 * hand, as JSON or in the Poker Hand History format (`Accept: application/x-phh` or `?format=phh`; the
 * list as a PHH collection, one `[n]` table per hand).
 */
import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiPropertyOptional,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../toolkit/optional';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../domain-error';
import { ErrorDto } from '../toolkit/dto';
import { Header } from '../toolkit/header';
import { bearerToken } from '../toolkit/validation';
import { joinPhhs, PHH_MEDIA_TYPE } from './phh';
import { RecordsService } from './records.service';

const GAME = 'texas-holdem';

/** PHH is asked for by `?format=phh`, or by an Accept header naming it when no format is given. */
function wantsPhh(format: 'json' | 'phh' | undefined, accept: string | undefined): boolean {
  return format === 'phh' || (format === undefined && (accept ?? '').toLowerCase().includes(PHH_MEDIA_TYPE));
}

export class HandQueryDto {
  @ApiPropertyOptional({
    enum: ['json', 'phh'],
    description: 'phh: the hand in the PHH format (as with Accept: application/x-phh).',
  })
  @OptionalField()
  @IsIn(['json', 'phh'])
  format?: 'json' | 'phh';

  @ApiPropertyOptional({ description: 'Seat token, for clients that cannot set the Authorization header.' })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  token?: string;
}

const HAND_SCHEMA = {
  type: 'object',
  description:
    'A hand history (docs/records.md): players in PHH order (p1 left of the button, the button last), actions in PHH terms, pots, and the version at which the hand was settled.',
  properties: {
    hand: { type: 'integer' },
    version: { type: 'integer' },
    variant: { type: 'string' },
    bettingStructure: { type: 'string' },
    button: { type: 'integer' },
    players: { type: 'array', items: { type: 'object' } },
    actions: { type: 'array', items: { type: 'object' } },
    board: { type: 'array', items: { type: 'string' } },
    pots: { type: 'array', items: { type: 'object' } },
  },
};

@ApiTags(GAME)
@Controller(`${GAME}/matches`)
export class HoldemHandsController {
  constructor(private readonly records: RecordsService) {}

  @Get(':id/hands')
  @ApiOperation({
    operationId: 'listTexasHoldemHands',
    summary:
      'The finished hands: every card once the match is finished; while it runs, your own hole cards and the hands shown',
  })
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('application/json', PHH_MEDIA_TYPE)
  @ApiOkResponse({
    schema: { type: 'array', items: HAND_SCHEMA },
    description: `JSON, or with Accept: ${PHH_MEDIA_TYPE} or ?format=phh a PHH collection (one [n] table per hand)`,
  })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async hands(
    @Param('id') id: string,
    @Query() q: HandQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @Header('authorization') auth?: string,
    @Header('accept') accept?: string,
  ) {
    const hands = await this.records.hands(GAME, id, bearerToken(auth, q.token));
    if (!wantsPhh(q.format, accept)) return hands;
    res.header('content-type', `${PHH_MEDIA_TYPE}; charset=utf-8`);
    return joinPhhs(
      hands.map((h) => ({ hand: h.hand, text: this.records.phh(GAME, id, h) })),
      `Cardroom ${GAME} match ${id}: ${hands.length} hands`,
    );
  }

  @Get(':id/acpc')
  @ApiOperation({
    operationId: 'getTexasHoldemAcpcLog',
    summary:
      "The finished match as the ACPC dealer's log: one STATE line per hand, every card shown, values in chips (409 before the end)",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    schema: { type: 'string' },
    description:
      '`# name/game/hands/seed …`, then `STATE:<hand>:<betting>:<hole cards|…>/<board>:<values>:<names>` per hand (positions as the dealer numbers them), then `SCORE:<totals>:<names>` (docs/acpc.md)',
  })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({
    type: ErrorDto,
    description: '`not-finished`: the match is running; `no-acpc-form`: the no-betting variant or antes',
  })
  async acpc(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const text = await this.records.acpc(GAME, id);
    res.header('content-type', 'text/plain; charset=utf-8');
    return text;
  }

  @Get(':id/hands/:n')
  @ApiOperation({
    operationId: 'getTexasHoldemHand',
    summary: 'Hand n (from 1) as JSON, or in PHH with Accept: application/x-phh or ?format=phh',
  })
  @ApiBearerAuth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({ name: 'n', type: 'integer', description: 'hand number, from 1' })
  @ApiProduces('application/json', PHH_MEDIA_TYPE)
  @ApiOkResponse({ schema: HAND_SCHEMA, description: `JSON, or PHH text (${PHH_MEDIA_TYPE})` })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown match, or a hand not finished yet' })
  async hand(
    @Param('id') id: string,
    @Param(
      'n',
      new ParseIntPipe({
        exceptionFactory: () =>
          DomainError.badRequest('a hand number is a positive integer', { n: 'a positive integer' }),
      }),
    )
    n: number,
    @Query() q: HandQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @Header('authorization') auth?: string,
    @Header('accept') accept?: string,
  ) {
    const h = await this.records.hand(GAME, id, bearerToken(auth, q.token), n);
    if (!wantsPhh(q.format, accept)) return h;
    res.header('content-type', `${PHH_MEDIA_TYPE}; charset=utf-8`);
    return this.records.phh(GAME, id, h);
  }
}
