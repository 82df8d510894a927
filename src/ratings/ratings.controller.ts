/** GET /{game}/leaderboard (docs/api.md part 2). */
import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { PageQueryDto } from '../accounts/dto';
import { OptionalField } from '../toolkit/optional';
import { decodeRankCursor, encodeRankCursor } from '../toolkit/cursor';
import { ErrorDto } from '../toolkit/dto';
import { DomainError } from '../domain-error';
import { GameRegistry } from '../game-registry/game-registry';
import { ROUNDED } from '../shown-rating';
import { RatingsService } from './ratings.service';

class LeaderboardItemDto {
  @ApiProperty({ description: '1 for the best' }) rank!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['human', 'bot'] }) kind!: string;
  @ApiProperty({ description: `mu − 3·sigma. ${ROUNDED}` }) rating!: number;
  @ApiProperty({ description: ROUNDED }) mu!: number;
  @ApiProperty({ description: ROUNDED }) sigma!: number;
  @ApiProperty() matches!: number;
  @ApiProperty({
    description: "A built-in level's measured rating (docs/bots.md), not yet changed by a rated match here",
  })
  seeded!: boolean;
}

class LeaderboardPageDto {
  @ApiProperty({ type: [LeaderboardItemDto] }) items!: LeaderboardItemDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

class RatingHistoryQueryDto {
  @ApiPropertyOptional({ example: 'euchre', description: 'Only this game (default: every game).' })
  @OptionalField()
  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'a game id such as euchre' })
  game?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 500, description: 'The newest this many.' })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}

class RatingChangeDto {
  @ApiProperty() game!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The rated match' })
  matchId!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ description: `mu − 3·sigma after the match. ${ROUNDED}` }) rating!: number;
  @ApiProperty({ description: ROUNDED }) mu!: number;
  @ApiProperty({ description: ROUNDED }) sigma!: number;
  @ApiProperty({ description: 'Rated matches of the game counted so far' }) matches!: number;
}

class RatingHistoryDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [RatingChangeDto], description: 'Oldest first' }) items!: RatingChangeDto[];
}

@ApiTags('ratings')
@Controller()
export class RatingsController {
  constructor(
    private readonly ratings: RatingsService,
    private readonly games: GameRegistry,
  ) {}

  @Get(':game/leaderboard')
  @ApiOperation({
    operationId: 'getLeaderboard',
    summary:
      'Accounts with at least one rated match of the game (and the seeded built-in levels), best first',
  })
  @ApiOkResponse({ type: LeaderboardPageDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown game' })
  async leaderboard(@Param('game') game: string, @Query() q: PageQueryDto) {
    if (!this.games.definition(game))
      throw DomainError.notFound(`no game ${JSON.stringify(game.slice(0, 40))}`);
    const page = await this.ratings.leaderboard(game, q.limit ?? 20, decodeRankCursor(q.cursor));
    return { items: page.items, nextCursor: encodeRankCursor(page.next) };
  }

  @Get('accounts/:name/ratings/history')
  @ApiOperation({
    operationId: 'getRatingHistory',
    summary: "An account's rating over time: each change by a rated match, oldest first",
  })
  @ApiOkResponse({ type: RatingHistoryDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'unknown account or game' })
  async history(@Param('name') name: string, @Query() q: RatingHistoryQueryDto) {
    if (q.game && !this.games.definition(q.game))
      throw DomainError.notFound(`no game ${JSON.stringify(q.game.slice(0, 40))}`);
    return this.ratings.history(name, q.game, q.limit ?? 500);
  }
}
