/** Request and response shapes of series (docs/api.md part 3, "Series"). */
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateBy,
} from 'class-validator';
import { ACCOUNT_NAME_RE, ACCOUNT_NAME_RULE } from '../accounts/accounts.service';
import { MIN_OBSERVATIONS } from '../evaluation/confidence-sequence';
import { parseStopWhen, STOP_WHEN_RULE } from '../evaluation/stop-when';
import { OptionalField } from '../toolkit/optional';
import {
  SERIES_DEFAULT_CONCURRENCY,
  SERIES_DEFAULT_TURN_SECONDS,
  SERIES_MAX_CONCURRENCY,
  SERIES_MAX_DEALS,
} from './series.service';
import { PresetField } from '../toolkit/preset';

/** `stopWhen`: "decided" or { "halfWidth": x } (src/evaluation/stop-when.ts says what it takes). */
export function IsStopWhen(): PropertyDecorator {
  return ValidateBy({
    name: 'isStopWhen',
    validator: {
      validate: (v: unknown) => v !== undefined && parseStopWhen(v).ok,
      defaultMessage: () => STOP_WHEN_RULE,
    },
  });
}

/** The OpenAPI schema of `stopWhen`. */
export const STOP_WHEN_SCHEMA: ApiPropertyOptions = {
  oneOf: [
    { type: 'string', enum: ['decided'] },
    {
      type: 'object',
      properties: { halfWidth: { type: 'number', exclusiveMinimum: 0 } },
      required: ['halfWidth'],
      additionalProperties: false,
    },
  ],
} as ApiPropertyOptions;

export class CreateSeriesDto {
  @ApiProperty({
    type: [String],
    example: ['basic-bot'],
    description:
      'The other players (you are the first): you and they fill every seat of the game. A built-in bot account may be named several times; other accounts are invited and must accept.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(15)
  @IsString({ each: true })
  @Matches(ACCOUNT_NAME_RE, { each: true, message: ACCOUNT_NAME_RULE })
  opponents!: string[];

  @ApiProperty({ minimum: 1, maximum: SERIES_MAX_DEALS, example: 100, description: 'Deals (seeds) to play.' })
  @IsInt()
  @Min(1)
  @Max(SERIES_MAX_DEALS)
  deals!: number;

  @ApiPropertyOptional({
    default: true,
    description:
      'Play each deal once per seat rotation (n seats: n matches), so the luck of the cards cancels.',
  })
  @OptionalField()
  @IsBoolean()
  duplicate?: boolean;

  @ApiPropertyOptional({
    type: Object,
    description: `The game's options; \`turnSeconds\` defaults to ${SERIES_DEFAULT_TURN_SECONDS} in a series (an absent player cannot hang it).`,
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({ default: false, description: 'Every match of the series is rated.' })
  @OptionalField()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    default: SERIES_DEFAULT_CONCURRENCY,
    minimum: 1,
    maximum: SERIES_MAX_CONCURRENCY,
    description: 'Matches of the series in flight at once.',
  })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(SERIES_MAX_CONCURRENCY)
  concurrency?: number;

  @ApiPropertyOptional({
    ...(STOP_WHEN_SCHEMA as object),
    example: 'decided',
    description: `Stop by itself, \`deals\` being the most to play: \`"decided"\` once the anytime-valid 95 % interval of the difference between the two players excludes 0, or \`{ "halfWidth": x }\` once it is at most x either side (in the game's unit per match). Two players only; nothing is concluded before ${MIN_OBSERVATIONS} complete deals. Without it every deal is played and the fixed-n interval reported (docs/evaluation.md).`,
  } as ApiPropertyOptions)
  @OptionalField()
  @IsStopWhen()
  stopWhen?: 'decided' | { halfWidth: number };
}

const CI = {
  type: 'array',
  items: { type: 'number', nullable: true },
  minItems: 2,
  maxItems: 2,
  description:
    '95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence).',
} as const;

export class SeriesStandingDto {
  @ApiProperty() account!: string;
  @ApiProperty() matches!: number;
  @ApiProperty({ description: 'Matches with one of its seats among the winners (ties count).' })
  wins!: number;
  @ApiProperty({ description: "Mean score per match in the game's unit (Hold'em: chips won)." })
  meanScore!: number;
  @ApiProperty(CI) meanScoreCI95!: (number | null)[];
  @ApiProperty() winRate!: number;
  @ApiProperty(CI) winRateCI95!: (number | null)[];
  @ApiPropertyOptional({ description: "Hold'em: big blinds won per 100 hands." }) bbPer100?: number;
  @ApiPropertyOptional(CI) bbPer100CI95?: (number | null)[];
  @ApiPropertyOptional({
    description:
      "Hold'em under `resetStacks`: thousandths of a big blind won per hand (mbb/hand), per deal over its rotations' hands (a duplicate deal's hands aligned: each played once from every seat).",
  })
  mbbPerHand?: number;
  @ApiPropertyOptional(CI) mbbPerHandCI95?: (number | null)[];
  @ApiPropertyOptional({
    description:
      "Hold'em under `resetStacks`: mbb/hand all-in adjusted (a hand whose remaining players were all in before the river credited with its exact expectation over the board still to come); the same expectation as `mbbPerHand`, less variance (docs/evaluation.md).",
  })
  mbbPerHandAllInAdjusted?: number;
  @ApiPropertyOptional(CI) mbbPerHandAllInAdjustedCI95?: (number | null)[];
}

export class RunningPointDto {
  @ApiProperty({ description: 'The last deal counted.' }) deal!: number;
  @ApiProperty({ description: 'Complete deals counted.' }) n!: number;
  @ApiProperty() mean!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null before the sequence concludes anything' })
  lo!: number | null;
  @ApiProperty({ type: Number, nullable: true }) hi!: number | null;
}

export class SeriesDifferenceDto {
  @ApiProperty({ type: [String] }) accounts!: string[];
  @ApiProperty({ description: 'Mean score per match of the first minus the second, over deals.' })
  meanScore!: number;
  @ApiProperty(CI) meanScoreCI95!: (number | null)[];
  @ApiProperty({ description: 'Deals counted.' }) deals!: number;
  @ApiProperty({
    type: [RunningPointDto],
    description:
      'The difference after each complete deal, in deal order, with its anytime-valid 95 % band (the confidence sequence, whatever interval the series reports), at most 200 points evenly spaced.',
  })
  running!: RunningPointDto[];
}

export class IntervalInfoDto {
  @ApiProperty({
    enum: ['asymptotic-confidence-sequence', 'normal-fixed-n'],
    description:
      'With `stopWhen`: an anytime-valid confidence sequence over the complete deals in order; without: the fixed-n normal interval, valid when read once after the planned deals.',
  })
  method!: string;
  @ApiProperty({ description: 'Valid however often it is read.' }) anytimeValid!: boolean;
  @ApiProperty({ example: 0.95 }) level!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The sequence is tightest at this many deals.' })
  tightestAt!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'No conclusion before this many complete deals.',
  })
  minDeals!: number | null;
  @ApiProperty() reference!: string;
}

export class SeriesMatchDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'The deal (one seed): its rotations share it.' }) deal!: number;
  @ApiProperty({ description: 'Seat i holds player (i + rotation) mod n.' }) rotation!: number;
  @ApiProperty({ type: [String], description: 'The player of each seat.' }) seats!: string[];
  @ApiProperty({ enum: ['open', 'active', 'finished'] }) status!: string;
  @ApiProperty({ type: [Number], nullable: true, description: "Each seat's score (Hold'em: chips won)." })
  scores!: number[] | null;
}

export class SeriesSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty() creator!: string;
  @ApiProperty({ type: [String], description: 'The players, the creator first.' }) players!: string[];
  @ApiProperty({
    type: 'array',
    items: { type: 'string', nullable: true },
    description: "Each player's answer: accepted, declined, or null while awaited.",
  })
  answers!: (string | null)[];
  @ApiProperty() deals!: number;
  @ApiProperty() duplicate!: boolean;
  @ApiProperty() concurrency!: number;
  @ApiProperty() rated!: boolean;
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty({
    ...(STOP_WHEN_SCHEMA as object),
    nullable: true,
    description: 'The stopping rule, or null.',
  } as ApiPropertyOptions)
  stopWhen!: 'decided' | { halfWidth: number } | null;
  @ApiProperty({ enum: ['pending', 'running', 'finished', 'canceled', 'declined'] }) status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
}

export class SeriesProgressDto {
  @ApiProperty() finished!: number;
  @ApiProperty() active!: number;
  @ApiProperty() total!: number;
}

export class SeriesDto extends SeriesSummaryDto {
  @ApiProperty({ type: SeriesProgressDto }) progress!: SeriesProgressDto;
  @ApiProperty({ type: [SeriesMatchDto] }) matches!: SeriesMatchDto[];
  @ApiProperty({
    type: IntervalInfoDto,
    description: 'Which interval the standings and the difference give.',
  })
  interval!: IntervalInfoDto;
  @ApiProperty({ description: 'The stopping rule was met before `deals` deals.' }) stoppedEarly!: boolean;
  @ApiProperty({ type: [SeriesStandingDto] }) standings!: SeriesStandingDto[];
  @ApiProperty({ type: SeriesDifferenceDto, nullable: true, description: 'Two players only.' })
  difference!: SeriesDifferenceDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'alice is stronger than basic-bot (95 %)',
    description:
      'In words, from the reported interval of the difference: "A is stronger than B (95 %)", or "no difference found after N deals" ("… so far" while a sequential series runs); null for more than two players and while a series without `stopWhen` runs.',
  })
  verdict!: string | null;
}

export class SeriesPageDto {
  @ApiProperty({ type: [SeriesSummaryDto] }) items!: SeriesSummaryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
