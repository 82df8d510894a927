/**
 * Texas Hold'em move and option DTOs (rules/texas-holdem.md §2, §5) for validation and the OpenAPI
 * document. The DTOs check shape (400 when malformed: an amount that is not an integer, unknown
 * fields); the rules answer 422 with the rules file's reason code (`cannot-check`, `nothing-to-call`,
 * `already-bet`, `bet-too-small`, `bet-exceeds-stack`, `bet-exceeds-pot`, `no-bet-to-raise`,
 * `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`,
 * `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`, `move-not-allowed`, `wrong-phase`).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class FoldMoveDto {
  static readonly moveType = 'fold';
  static readonly example = { type: 'fold' };

  @ApiProperty({
    enum: ['fold'],
    example: 'fold',
    description: 'Give up the hand. Always allowed on your turn in the betting variant (even when a check is possible); in no-betting only during `calls`.',
  })
  @Equals('fold')
  type!: 'fold';
}

export class CheckMoveDto {
  static readonly moveType = 'check';
  static readonly example = { type: 'check' };

  @ApiProperty({
    enum: ['check'],
    example: 'check',
    description: 'Pass without betting; only when your bet this round equals the bet to match (otherwise 422 `cannot-check`). Betting variant only.',
  })
  @Equals('check')
  type!: 'check';
}

export class CallMoveDto {
  static readonly moveType = 'call';
  static readonly example = { type: 'call', amount: 40 };

  @ApiProperty({
    enum: ['call'],
    example: 'call',
    description: 'Match the current bet: puts in min(bet to match − your bet this round, your stack); calling short makes you all-in. 422 `nothing-to-call` when there is no bet.',
  })
  @Equals('call')
  type!: 'call';

  @ApiPropertyOptional({
    type: Number,
    example: 40,
    description: 'Optional: the chips the call puts in, as listed in legalMoves ({ "type": "call", "amount": 40 }). Any other value → 422 `wrong-amount`.',
  })
  @IsOptional()
  @IsInt()
  amount?: number;
}

export class HoldemBetMoveDto {
  static readonly moveType = 'bet';
  static readonly example = { type: 'bet', amount: 20 };

  @ApiProperty({
    enum: ['bet'],
    example: 'bet',
    description:
      'Open the betting of a round (nobody has bet yet; otherwise 422 `already-bet`). In no-betting: the opener\'s bet in `opening-bet` (1 to the stack).',
  })
  @Equals('bet')
  type!: 'bet';

  @ApiProperty({
    type: Number,
    example: 20,
    description:
      'Chips bet, within legalMoves\' { "type": "bet", "amount": { "min": a, "max": b } }: at least the big blind (less only all-in), at most your stack, ' +
      'at most the pot in pot-limit; exactly the fixed size in fixed-limit. Reasons: `bet-exceeds-stack`, `bet-too-small`, `bet-exceeds-pot`, `wrong-amount`, `invalid-amount`.',
  })
  @IsInt()
  amount!: number;
}

export class RaiseMoveDto {
  static readonly moveType = 'raise';
  static readonly example = { type: 'raise', to: 80 };

  @ApiProperty({ enum: ['raise'], example: 'raise', description: 'Raise the current bet. Betting variant only (no-betting → 422 `move-not-allowed`).' })
  @Equals('raise')
  type!: 'raise';

  @ApiProperty({
    type: Number,
    example: 80,
    description:
      'Your TOTAL bet in the round after the raise (not the increment), within legalMoves\' { "type": "raise", "to": { "min": a, "max": b } }. ' +
      'No-limit/pot-limit: at least bet + last full raise increment (less only all-in); pot-limit: at most bet + pot + call; fixed-limit: exactly the next level. ' +
      'An all-in short of a full raise does not reopen the betting for players who already acted (`betting-not-reopened`). ' +
      'Reasons: `no-bet-to-raise`, `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`, `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`.',
  })
  @IsInt()
  to!: number;
}

export class AllInMoveDto {
  static readonly moveType = 'all-in';
  static readonly example = { type: 'all-in' };

  @ApiProperty({
    enum: ['all-in'],
    example: 'all-in',
    description:
      'Put in your whole stack. Counts as a call if that does not exceed the bet to match, as a bet if nobody has bet, otherwise as a raise: ' +
      'size minimums are waived, but maximums (pot-limit, fixed-limit sizes), the raise cap and the reopening rule still apply.',
  })
  @Equals('all-in')
  type!: 'all-in';
}

const BIG = 1_000_000_000;

export class TexasHoldemOptionsDto {
  @ApiPropertyOptional({ enum: ['betting', 'no-betting'], default: 'betting', example: 'betting', description: 'Which version of the seed is played: blinds Hold\'em with four betting rounds, or the simplified single round of bets.' })
  @IsOptional()
  @IsIn(['betting', 'no-betting'])
  variant?: 'betting' | 'no-betting';

  @ApiPropertyOptional({ enum: ['no-limit', 'pot-limit', 'fixed-limit'], default: 'no-limit', example: 'no-limit', description: 'Bet sizing (betting variant only).' })
  @IsOptional()
  @IsIn(['no-limit', 'pot-limit', 'fixed-limit'])
  bettingStructure?: 'no-limit' | 'pot-limit' | 'fixed-limit';

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: BIG, default: 1000, example: 1000, description: 'Chips per player at match start.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(BIG)
  startingStack?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: BIG, default: 5, example: 5, description: 'Small blind (betting variant only).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(BIG)
  smallBlind?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: BIG,
    default: 10,
    example: 10,
    description: 'Big blind (betting only; a value below smallBlind is raised to smallBlind). Also the minimum bet and first raise increment, and the small bet of fixed-limit.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(BIG)
  bigBlind?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: BIG, default: 0, example: 0, description: 'Ante paid by every player before each hand, in both variants.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(BIG)
  ante?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: BIG, default: 0, example: 0, description: 'No-betting only: 0 = the opener chooses the amount; n > 0 = the opening bet is n, posted automatically.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(BIG)
  openingBet?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1_000_000, default: 0, example: 20, description: '0 = play until one player holds every chip; otherwise the match ends after this many hands (most chips wins, ties are co-winners).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  maxHands?: number;

  @ApiPropertyOptional({ type: Boolean, default: false, example: false, description: 'If true, losing hands at showdown that need not be shown (not first to show, not all-in, winning nothing) are mucked unseen.' })
  @IsOptional()
  @IsBoolean()
  allowMuck?: boolean;
}
