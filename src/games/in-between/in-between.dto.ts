/**
 * In-Between request bodies for Swagger and validation. A move body is checked here for shape (400
 * when malformed); the rules (bet range, turn, phase) are the engine's, answered 422 with the rules
 * file's reason code (`bet-too-small`, `bet-exceeds-pot`, `bet-exceeds-chips`, `bet-exceeds-limit`).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class InBetweenBetMoveDto {
  static readonly moveType = 'bet';
  static readonly example = { type: 'bet', amount: 3 };

  @ApiProperty({ enum: ['bet'], example: 'bet', description: 'The only move: bet that the third card ranks strictly between the two posts.' })
  @Equals('bet')
  type!: 'bet';

  @ApiProperty({
    type: Number,
    example: 3,
    description:
      'Chips staked, an integer from 1 to the maximum bet M given in legalMoves ({ "type": "bet", "amount": { "min": 1, "max": M } }): ' +
      'M = min(pot, own chips), or with maxBetRule "half-pot" min(max(1, floor(pot / 2)), own chips). ' +
      'Out of range → 422 with reason bet-too-small, bet-exceeds-pot, bet-exceeds-chips or bet-exceeds-limit. ' +
      'Win: the third card ranks strictly between the posts and you take `amount` from the pot; otherwise `amount` goes into the pot.',
  })
  @IsInt()
  amount!: number;
}

export class InBetweenOptionsDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 1_000_000, default: 20, example: 20, description: 'Chips each player receives at match start.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  startingChips?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 1_000_000,
    default: 1,
    example: 1,
    description: 'Chips each player pays into the pot at match start and whenever the pot is empty at the end of a turn (re-ante); a player short of it pays what they have.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  ante?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 1_000_000,
    default: 2,
    example: 3,
    description: 'Chips won from the pot when the two posts are a pair (no third card), capped by the pot. The seed says 2, "in some games" 3.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  pairPayout?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 100,
    default: 3,
    example: 3,
    description: 'Full orbits of the deal: the match ends after rounds × (players at start) deals, or earlier when one player is left.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  rounds?: number;

  @ApiPropertyOptional({
    enum: ['pot', 'half-pot'],
    default: 'pot',
    example: 'pot',
    description: 'Maximum bet: "pot" = min(pot, own chips) as in the seed; "half-pot" = min(max(1, floor(pot / 2)), own chips).',
  })
  @IsOptional()
  @IsIn(['pot', 'half-pot'])
  maxBetRule?: 'pot' | 'half-pot';
}
