/**
 * East-West request bodies for Swagger and validation. A move body is checked here for shape (400 when
 * malformed, e.g. a non-integer column); the rules are the engine's and are answered 422 with the rules
 * file's reason code: `invalid-column` (missing, or not 0-2) and `column-full`. A column number out of
 * range or a missing column reach the engine on purpose, since the rules file gives them a reason code.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class PlaceMoveDto {
  static readonly moveType = 'place';
  static readonly example = { type: 'place', column: 1 };

  @ApiProperty({
    enum: ['place'],
    example: 'place',
    description: 'The only move: put your drawn card (the view\'s `pendingCard`) face up on your side of a column.',
  })
  @Equals('place')
  type!: 'place';

  @ApiProperty({
    type: Number,
    required: true,
    minimum: 0,
    maximum: 2,
    example: 1,
    description:
      'The column (0, 1 or 2) whose centre card the drawn card joins. You may put at most 4 cards in each column; legalMoves lists ' +
      'the columns with room. Missing or not 0-2 → 422 invalid-column; a column where you already have 4 cards → 422 column-full.',
  })
  @IsOptional()
  @IsInt()
  column!: number;
}

export class EastWestOptionsDto {
  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 1000,
    default: 5,
    example: 5,
    description:
      'The match ends as soon as a player has at least this many points. A round gives 2 points for winning all three columns, ' +
      '1 for winning two, otherwise 0.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  targetPoints?: number;

  @ApiPropertyOptional({
    enum: ['standard', 'above-full-house', 'above-four-of-a-kind'],
    default: 'standard',
    example: 'standard',
    description:
      'Where the flush ranks with 32 cards (it is rarer than a full house there): "standard" (straight < flush < full house), ' +
      '"above-full-house" (full house < flush < four of a kind) or "above-four-of-a-kind" (four of a kind < flush < straight flush).',
  })
  @IsOptional()
  @IsIn(['standard', 'above-full-house', 'above-four-of-a-kind'])
  flushRank?: 'standard' | 'above-full-house' | 'above-four-of-a-kind';

  @ApiPropertyOptional({
    type: Boolean,
    default: true,
    example: true,
    description: 'A-7-8-9-T counts as the lowest straight (top card T). When false it is ace-high high card, or a flush if suited.',
  })
  @IsOptional()
  @IsBoolean()
  aceLowStraight?: boolean;
}
