/** Request and response shapes of gauntlets (docs/api.md "Gauntlets"). */
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { MIN_OBSERVATIONS } from '../evaluation/confidence-sequence';
import { parseStopWhen, STOP_WHEN_RULE } from '../evaluation/stop-when';
import { STOP_WHEN_SCHEMA } from '../series/dto';
import { ROUNDED } from '../shown-rating';
import { OptionalField } from '../toolkit/optional';
import { PresetField } from '../toolkit/preset';
import {
  GAUNTLET_DEFAULT_DEALS_PER_LEVEL,
  GAUNTLET_DEFAULT_TURN_SECONDS,
  GAUNTLET_MAX_CONCURRENCY,
  GAUNTLET_MAX_DEALS_PER_LEVEL,
} from './gauntlets.service';

/** A gauntlet's `stopWhen`: a rule as a series takes it (src/evaluation/stop-when.ts), or null: every deal. */
function IsGauntletStop(): PropertyDecorator {
  return ValidateBy({
    name: 'isGauntletStop',
    validator: {
      validate: (v: unknown) => v === null || parseStopWhen(v).ok,
      defaultMessage: () => `${STOP_WHEN_RULE}, or null (every deal)`,
    },
  });
}

export class CreateGauntletDto {
  @ApiPropertyOptional({
    type: [String],
    example: ['random', 'basic', 'advanced', 'expert'],
    description:
      "The built-in levels to meet, played in this order (default: every level of the game's ladder).",
  })
  @OptionalField()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(16)
  @IsString({ each: true })
  @MaxLength(30, { each: true })
  levels?: string[];

  @ApiPropertyOptional({
    minimum: 1,
    maximum: GAUNTLET_MAX_DEALS_PER_LEVEL,
    default: GAUNTLET_DEFAULT_DEALS_PER_LEVEL,
    description: 'The most deals against each level, rounded up to whole seat rotations.',
  })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(GAUNTLET_MAX_DEALS_PER_LEVEL)
  dealsPerLevel?: number;

  @ApiPropertyOptional({
    ...STOP_WHEN_SCHEMA,
    nullable: true,
    default: 'decided',
    description: `When a level stops before dealsPerLevel: "decided" (its anytime-valid 95 % interval of the expected score excludes ½: the account is stronger or weaker than the level), { "halfWidth": x } (the interval is at most x either side, on the expected score from 0 to 1), or null (every deal, with fixed-n intervals). Nothing is concluded before ${MIN_OBSERVATIONS} rotations.`,
  } as ApiPropertyOptions)
  @OptionalField()
  @IsGauntletStop()
  stopWhen?: 'decided' | { halfWidth: number } | null;

  @ApiPropertyOptional({
    type: Object,
    description: `The game's options (over the preset's, if one is named); with neither, the options of the game's gauntlet scale. \`turnSeconds\` defaults to ${GAUNTLET_DEFAULT_TURN_SECONDS}.`,
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: GAUNTLET_MAX_CONCURRENCY,
    description: 'Matches in flight at once (whole seat rotations; default one rotation).',
  })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(GAUNTLET_MAX_CONCURRENCY)
  concurrency?: number;
}

const CI = {
  type: 'array',
  items: { type: 'number', nullable: true },
  minItems: 2,
  maxItems: 2,
  description:
    '95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded.',
} as const;

export class MbbDto {
  @ApiProperty({ description: 'Milli-big-blinds won per hand, control-adjusted.' }) mean!: number;
  @ApiProperty(CI) ci95!: (number | null)[];
}

export class LevelEstimateDto {
  @ApiProperty() level!: string;
  @ApiProperty({ description: 'Settled deals (the match finished and its control was played).' })
  deals!: number;
  @ApiProperty({ description: 'Complete seat rotations: the observations.' }) rotations!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Expected score against the level (control-adjusted).',
  })
  score!: number | null;
  @ApiProperty(CI) scoreCI95!: (number | null)[];
  @ApiProperty({ enum: ['anytime-valid', 'fixed-n'] }) interval!: string;
  @ApiProperty({ description: "Standard deviation of a rotation's observation." }) sd!: number;
  @ApiProperty({ nullable: true, type: Number, description: "The account's plain mean score (no control)." })
  plainScore!: number | null;
  @ApiProperty({
    description: 'Standard deviation of the plain observation: plainSd² / sd² is what the control removes.',
  })
  plainSd!: number;
  @ApiProperty({ enum: ['stronger', 'weaker', 'undecided'] }) verdict!: string;
  @ApiPropertyOptional({ type: MbbDto, description: "Hold'em under resetStacks." }) mbbPerHand?: MbbDto;
}

export class GauntletDealDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() deal!: number;
  @ApiProperty({ description: "The account's seat (deal mod seats)." }) seat!: number;
  @ApiProperty({ enum: ['open', 'active', 'finished'] }) status!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The account's score: share of the other seats finished ahead of.",
  })
  score!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The control's score in the same seat, once the deal is settled.",
  })
  control!: number | null;
}

export class GauntletSeriesDto {
  @ApiProperty() level!: string;
  @ApiProperty({ example: 'basic-bot' }) opponent!: string;
  @ApiProperty({ enum: ['waiting', 'running', 'finished'] }) status!: string;
  @ApiProperty() stoppedEarly!: boolean;
  @ApiProperty({ type: LevelEstimateDto }) estimate!: LevelEstimateDto;
  @ApiProperty({ example: 'ana is stronger than basic-bot (95 %)' }) verdict!: string;
  @ApiProperty({ type: [GauntletDealDto] }) deals!: GauntletDealDto[];
}

export class GauntletResultDto {
  @ApiProperty({ description: 'Mean expected score over the levels.' }) ladderScore!: number;
  @ApiProperty(CI) ladderScoreCI95!: (number | null)[];
  @ApiProperty({ type: Number, nullable: true, description: `The rating on the game's scale. ${ROUNDED}` })
  rating!: number | null;
  @ApiProperty({ ...CI, nullable: true, description: `${CI.description} ${ROUNDED}` }) ratingCI95!:
    (number | null)[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why there is no rating.' }) unrated!:
    string | null;
  @ApiProperty({ example: 'ana is rated 1544 [1510, 1580] on scale v1 (95 %)' }) verdict!: string;
}

export class GauntletScaleDto {
  @ApiProperty() version!: number;
  @ApiProperty({ type: [String] }) levels!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { random: 1419.2, basic: 1490.2 },
  })
  anchors!: Record<string, number>;
}

export class GauntletProgressDto {
  @ApiProperty({ type: String, nullable: true, description: 'The level being played.' }) level!:
    string | null;
  @ApiProperty() settled!: number;
  @ApiProperty() active!: number;
  @ApiProperty({ description: 'The most deals the gauntlet can play.' }) total!: number;
}

export class GauntletSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty() account!: string;
  @ApiProperty({ enum: ['running', 'finished', 'canceled'] }) status!: string;
  @ApiProperty({ type: [String] }) levels!: string[];
  @ApiProperty() dealsPerLevel!: number;
  @ApiProperty({ ...STOP_WHEN_SCHEMA, nullable: true } as ApiPropertyOptions)
  stopWhen!: unknown;
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) preset!: string | null;
  @ApiProperty() concurrency!: number;
  @ApiProperty({ type: Number, nullable: true }) scaleVersion!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: ROUNDED }) rating!: number | null;
  @ApiProperty({ ...CI, nullable: true, description: `${CI.description} ${ROUNDED}` }) ratingCI95!:
    (number | null)[] | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
}

export class GauntletDto extends GauntletSummaryDto {
  @ApiProperty({ type: GauntletProgressDto }) progress!: GauntletProgressDto;
  @ApiProperty({ type: GauntletScaleDto, nullable: true }) scale!: GauntletScaleDto | null;
  @ApiProperty({ type: [GauntletSeriesDto], description: 'One series per level, in the order played.' })
  series!: GauntletSeriesDto[];
  @ApiProperty({ type: GauntletResultDto, nullable: true, description: 'Once finished.' })
  result!: GauntletResultDto | null;
}

export class GauntletPageDto {
  @ApiProperty({ type: [GauntletSummaryDto] }) items!: GauntletSummaryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class GauntletLeaderboardItemDto extends GauntletSummaryDto {
  @ApiProperty() rank!: number;
}

export class GauntletLeaderboardDto {
  @ApiProperty() game!: string;
  @ApiProperty() scaleVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) anchors!: Record<string, number>;
  @ApiProperty({ type: [GauntletLeaderboardItemDto] }) items!: GauntletLeaderboardItemDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class GauntletLeaderboardQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page.' })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ description: "A version of the game's scale (default: the newest)." })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  scaleVersion?: number;
}

export class GauntletCertificateDto {
  @ApiProperty({ example: 'cardroom-gauntlet-certificate/1' }) format!: string;
  @ApiProperty({ format: 'uuid' }) gauntletId!: string;
  @ApiProperty() game!: string;
  @ApiProperty() account!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: 'cardroom', version: '0.1.0' },
  })
  server!: Record<string, string>;
  @ApiProperty({ description: "The gauntlet's seed: deal d against level l is dealt from sha256(seed:l:d)." })
  seed!: string;
  @ApiProperty({
    type: Object,
    nullable: true,
    description: 'The scale, whole (matrix, anchors, how it was fitted).',
  })
  scale!: Record<string, unknown> | null;
  @ApiProperty({ type: Object, description: 'The estimator, in words.' }) estimator!: Record<string, string>;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: 'Per level: every deal (seed, match id, seat, score, control score) and the figures.',
  })
  series!: Record<string, unknown>[];
  @ApiProperty({ type: GauntletResultDto }) result!: GauntletResultDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { algorithm: 'SHA-256', canonicalization: 'RFC 8785 (JCS)', value: 'hex' },
    description: 'SHA-256 of the certificate without `digest`, in RFC 8785 canonical JSON.',
  })
  digest!: Record<string, string>;
}
