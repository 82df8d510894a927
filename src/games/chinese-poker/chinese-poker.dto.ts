/**
 * Chinese Poker move and option DTOs (rules/chinese-poker.md §2, §5) for validation and the OpenAPI
 * document. Row sizes and the special-hand name are checked by the rules (422 `wrong-row-size`,
 * `unknown-special-hand`), so a client learns the rules file's reason code; the DTOs only require
 * arrays of card strings.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, Equals, IsArray, IsString, Matches, MaxLength } from 'class-validator';

const CARD_RE = /^([2-9TJQKA]|10)[cdhs]$/i;
const CARD_MESSAGE = 'each card is rank (2-9, T, J, Q, K, A) + suit (c, d, h, s), e.g. "As", "Td"';

export class ArrangeMoveDto {
  static readonly moveType = 'arrange';
  static readonly example = {
    type: 'arrange',
    front: ['6s', '6c', '4h'],
    middle: ['Td', 'Ts', '9c', 'Qs', '8c'],
    back: ['3h', '3d', '3s', '2h', '2d'],
  };

  @ApiProperty({ enum: ['arrange'], description: 'Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.' })
  @Equals('arrange')
  type!: 'arrange';

  @ApiProperty({ type: [String], example: ['6s', '6c', '4h'], description: 'Front row: exactly 3 of your cards (no straights or flushes in front). 422 `wrong-row-size` otherwise.' })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  front!: string[];

  @ApiProperty({ type: [String], example: ['Td', 'Ts', '9c', 'Qs', '8c'], description: 'Middle row: exactly 5 of your cards, not weaker than the front row (poker-hands.md §7).' })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  middle!: string[];

  @ApiProperty({
    type: [String],
    example: ['3h', '3d', '3s', '2h', '2d'],
    description: 'Back row: exactly 5 of your cards, not weaker than the middle row. The three rows use exactly your 13 cards; 422 `rows-out-of-order` when back < middle or middle < front (the message names each row).',
  })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  back!: string[];
}

export class DeclareMoveDto {
  static readonly moveType = 'declare';
  static readonly example = {
    type: 'declare',
    hand: 'three-flushes',
    front: ['2h', '7h', '9h'],
    middle: ['3c', '6c', '8c', 'Tc', 'Kc'],
    back: ['4s', '5s', '9s', 'Js', 'As'],
  };

  @ApiProperty({ enum: ['declare'], description: 'Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.' })
  @Equals('declare')
  type!: 'declare';

  @ApiProperty({
    enum: ['six-pairs', 'three-straights', 'three-flushes', 'dragon'],
    example: 'three-flushes',
    description:
      'six-pairs: six disjoint pairs among the 13 cards (bonus 3 per opponent); three-straights: middle and back are straights, front 3 consecutive ranks (3); three-flushes: each row one suit (3); dragon: 13 different ranks (13). The earliest declaration wins, except that a dragon beats the others. 422 `unknown-special-hand` / `special-hand-not-qualified`.',
  })
  @IsString() @MaxLength(32)
  hand!: string;

  @ApiProperty({ type: [String], example: ['2h', '7h', '9h'], description: 'Front row: 3 cards.' })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  front!: string[];

  @ApiProperty({ type: [String], example: ['3c', '6c', '8c', 'Tc', 'Kc'], description: 'Middle row: 5 cards.' })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  middle!: string[];

  @ApiProperty({ type: [String], example: ['4s', '5s', '9s', 'Js', 'As'], description: 'Back row: 5 cards.' })
  @IsArray() @ArrayMaxSize(13) @Matches(CARD_RE, { each: true, message: CARD_MESSAGE })
  back!: string[];
}

export class ChinesePokerOptionsDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 4, example: 4, description: 'Number of hands (deals) in the match; the highest total wins.' })
  hands?: number;

  @ApiPropertyOptional({ type: 'boolean', default: true, example: true, description: 'Whether the `declare` move (special hands) is allowed.' })
  specialHands?: boolean;
}
