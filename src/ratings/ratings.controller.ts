/** GET /{game}/leaderboard (docs/api.md part 2). */
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../accounts/dto';
import { decodeRankCursor, encodeRankCursor } from '../http/cursor';
import { ErrorDto } from '../http/dto';
import { DomainError } from '../domain-error';
import { GameRegistry } from '../games/game-registry';
import { RatingsService } from './ratings.service';

class LeaderboardItemDto {
  @ApiProperty({ description: '1 for the best' }) rank!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['human', 'bot'] }) kind!: string;
  @ApiProperty({ description: 'mu − 3·sigma' }) rating!: number;
  @ApiProperty() mu!: number;
  @ApiProperty() sigma!: number;
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
}
