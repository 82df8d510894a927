/** Request and response shapes of series (docs/api.md part 3, "Series"). */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
} from 'class-validator';
import { ACCOUNT_NAME_RE, ACCOUNT_NAME_RULE } from '../accounts/accounts.service';
import { OptionalField } from '../http/optional';
import {
  SERIES_DEFAULT_CONCURRENCY,
  SERIES_DEFAULT_TURN_SECONDS,
  SERIES_MAX_CONCURRENCY,
  SERIES_MAX_DEALS,
} from './series.service';

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
}

const CI = {
  type: 'array',
  items: { type: 'number', nullable: true },
  minItems: 2,
  maxItems: 2,
  description:
    '95 % interval over deals (each deal’s rotations together); null bounds with fewer than two deals.',
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
}

export class SeriesDifferenceDto {
  @ApiProperty({ type: [String] }) accounts!: string[];
  @ApiProperty({ description: 'Mean score per match of the first minus the second, over deals.' })
  meanScore!: number;
  @ApiProperty(CI) meanScoreCI95!: (number | null)[];
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
  @ApiProperty({ type: [SeriesStandingDto] }) standings!: SeriesStandingDto[];
  @ApiProperty({ type: SeriesDifferenceDto, nullable: true, description: 'Two players only.' })
  difference!: SeriesDifferenceDto | null;
}

export class SeriesPageDto {
  @ApiProperty({ type: [SeriesSummaryDto] }) items!: SeriesSummaryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
