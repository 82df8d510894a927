/**
 * Euchre move and option DTOs (rules/euchre.md §2, §5) for validation and the OpenAPI document. The
 * DTOs check shape (400 when malformed: a card that is not a card string, `alone` that is not a
 * boolean, unknown fields); the rules answer 422 with the rules file's reason code (`wrong-phase`,
 * `must-follow-suit`, `card-not-in-hand`, `must-keep-up-card`, `invalid-suit`, `suit-turned-down`,
 * `dealer-must-name`, ...).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const CARD_RE = /^([2-9TJQKA]|10)[cdhs]$/i;
const CARD_MESSAGE = 'a card is rank (9, T, J, Q, K, A in Euchre) + suit (c, d, h, s), e.g. "Jd"';

export class PassMoveDto {
  static readonly moveType = 'pass';
  static readonly example = { type: 'pass' };

  @ApiProperty({
    enum: ['pass'],
    example: 'pass',
    description:
      'Pass in bid round 1 (decline the up card), in bid round 2 (name no suit) or in the `alone` phase (do not go alone). ' +
      'With stickTheDealer the dealer may not pass in round 2 once the others have: 422 `dealer-must-name`.',
  })
  @Equals('pass')
  type!: 'pass';
}

export class OrderUpMoveDto {
  static readonly moveType = 'order-up';
  static readonly example = { type: 'order-up', alone: false };

  @ApiProperty({
    enum: ['order-up'],
    example: 'order-up',
    description:
      'Bid round 1: make the up card\'s suit trump ("order it up" for an opponent of the dealer, "assist" for the dealer\'s partner, ' +
      '"accept" for the dealer). The dealer then takes the up card and discards one card (the dealer who accepted may not discard the up card).',
  })
  @Equals('order-up')
  type!: 'order-up';

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    example: false,
    description: 'Go alone: your partner sits out. If the dealer\'s partner orders up alone, the dealer sits out and does not pick up the up card.',
  })
  @IsOptional()
  @IsBoolean()
  alone?: boolean;
}

export class DiscardMoveDto {
  static readonly moveType = 'discard';
  static readonly example = { type: 'discard', card: '9c' };

  @ApiProperty({
    enum: ['discard'],
    example: 'discard',
    description: 'The dealer discards one of 6 cards face down after an order-up (hidden from everyone else, also in the move log).',
  })
  @Equals('discard')
  type!: 'discard';

  @ApiProperty({
    type: String,
    example: '9c',
    description: 'One of your 6 cards. 422 `card-not-in-hand` otherwise; 422 `must-keep-up-card` when you accepted the up card yourself and try to discard it.',
  })
  @IsString()
  @Matches(CARD_RE, { message: CARD_MESSAGE })
  card!: string;
}

export class NameTrumpMoveDto {
  static readonly moveType = 'name-trump';
  static readonly example = { type: 'name-trump', suit: 'h', alone: false };

  @ApiProperty({ enum: ['name-trump'], example: 'name-trump', description: 'Bid round 2: name the trump suit; your team become the makers.' })
  @Equals('name-trump')
  type!: 'name-trump';

  @ApiProperty({
    enum: ['c', 'd', 'h', 's'],
    example: 'h',
    description: 'c, d, h or s, except the suit of the turned-down up card (422 `suit-turned-down`). Anything else is 422 `invalid-suit`.',
  })
  @IsString()
  @MaxLength(8)
  suit!: string;

  @ApiPropertyOptional({ type: Boolean, default: false, example: false, description: 'Go alone: your partner sits out.' })
  @IsOptional()
  @IsBoolean()
  alone?: boolean;
}

export class GoAloneMoveDto {
  static readonly moveType = 'go-alone';
  static readonly example = { type: 'go-alone' };

  @ApiProperty({
    enum: ['go-alone'],
    example: 'go-alone',
    description:
      'The `alone` phase (after trump is fixed, before the first lead): play this hand without your partner, who sits out. ' +
      'Offered once to each eligible player from the dealer\'s left: one lone player per team; defenders only with allowDefenderAlone.',
  })
  @Equals('go-alone')
  type!: 'go-alone';
}

export class PlayMoveDto {
  static readonly moveType = 'play';
  static readonly example = { type: 'play', card: 'Jd' };

  @ApiProperty({ enum: ['play'], example: 'play', description: 'Play a card to the current trick.' })
  @Equals('play')
  type!: 'play';

  @ApiProperty({
    type: String,
    example: 'Jd',
    description:
      'A card of your hand (422 `card-not-in-hand`). You must follow the effective suit led if you can (422 `must-follow-suit`); ' +
      'the left bower (the jack of the suit of trump\'s colour) counts as a trump for every purpose.',
  })
  @IsString()
  @Matches(CARD_RE, { message: CARD_MESSAGE })
  card!: string;
}

export class EuchreOptionsDto {
  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 100,
    default: 10,
    example: 10,
    description: 'The match ends when a team (seats 0+2 or 1+3) has at least this many points (seed: 10).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  targetPoints?: number;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    example: false,
    description: 'If true, the dealer may not pass in bid round 2 and must name trump. If false (seed), a hand where everyone passes twice is thrown in and the next player deals.',
  })
  @IsOptional()
  @IsBoolean()
  stickTheDealer?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: true, example: true, description: 'Whether a defender may go alone (seed: yes).' })
  @IsOptional()
  @IsBoolean()
  allowDefenderAlone?: boolean;
}
