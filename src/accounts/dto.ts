/** Request and response shapes of the account routes (validation and the OpenAPI document). */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ROUNDED } from '../shown-rating';
import { StandingDto } from '../toolkit/dto';
import { OptionalField } from '../toolkit/optional';
import { ACCOUNT_NAME_RE, ACCOUNT_NAME_RULE } from './accounts.service';

export class CreateAccountDto {
  @ApiProperty({
    example: 'ana',
    pattern: ACCOUNT_NAME_RE.source,
    description: '2 to 30 letters, digits, _ or -; unique ignoring case.',
  })
  @IsString()
  @MaxLength(30)
  @Matches(ACCOUNT_NAME_RE, { message: ACCOUNT_NAME_RULE })
  name!: string;

  @ApiProperty({ enum: ['human', 'bot'], example: 'bot' })
  @IsIn(['human', 'bot'])
  kind!: 'human' | 'bot';
}

export class CreatedAccountDto {
  @ApiProperty({ example: 'ana' }) name!: string;
  @ApiProperty({ enum: ['human', 'bot'] }) kind!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    example: 'crk_…',
    description:
      'The API key: shown this once, stored only as a hash. Send it as Authorization: Bearer <apiKey>.',
  })
  apiKey!: string;
}

export class ApiKeyDto {
  @ApiProperty({
    example: 'crk_…',
    description: 'The new API key (shown once); the previous one no longer works.',
  })
  apiKey!: string;
}

export class RatingDto {
  @ApiProperty({ description: `The conservative estimate mu − 3·sigma. ${ROUNDED}` }) rating!: number;
  @ApiProperty({ description: ROUNDED }) mu!: number;
  @ApiProperty({ description: ROUNDED }) sigma!: number;
  @ApiProperty({ description: 'Rated matches played.' }) matches!: number;
}

export class ProfileDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['human', 'bot'] }) kind!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/RatingDto' },
    description: 'Per game, for the games it has a rating in.',
  })
  ratings!: Record<string, RatingDto>;
}

export class HistorySeatDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) bot!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The account holding the seat.' }) account!:
    string | null;
}

export class HistoryItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ enum: ['open', 'active', 'finished'] }) status!: string;
  @ApiProperty() rated!: boolean;
  @ApiProperty({ description: "The account's seat." }) seat!: number;
  @ApiProperty({ type: [HistorySeatDto] }) seats!: HistorySeatDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Final standing (1 = best), once finished.' })
  standing!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Final points, once finished.' }) points!:
    number | null;
  @ApiProperty({
    type: [StandingDto],
    nullable: true,
    description: "Every seat's place once finished (the result's standings).",
  })
  standings!: StandingDto[] | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class HistoryPageDto {
  @ApiProperty({ type: [HistoryItemDto] }) items!: HistoryItemDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class PageQueryDto {
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
}

export class HistoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'euchre' })
  @OptionalField()
  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'a game id such as euchre' })
  game?: string;

  @ApiPropertyOptional({ enum: ['open', 'active', 'finished'] })
  @OptionalField()
  @IsIn(['open', 'active', 'finished'])
  status?: 'open' | 'active' | 'finished';
}
