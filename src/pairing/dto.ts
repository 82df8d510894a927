/** Request and response shapes of challenges and seeks. */
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
  ValidateIf,
} from 'class-validator';
import { OptionalField } from '../toolkit/optional';
import { ACCOUNT_NAME_RE, ACCOUNT_NAME_RULE } from '../accounts/accounts.service';
import { CHALLENGE_MAX_TTL_SECONDS } from './challenges.service';
import { PresetField } from '../toolkit/preset';

export class CreateChallengeDto {
  @ApiProperty({ example: 'euchre' })
  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'a game id such as euchre' })
  game!: string;

  @ApiProperty({
    type: [String],
    example: ['bob', 'basic-bot', 'carol'],
    description:
      'The accounts of the other seats: the challenger sits at seat 0, these at seats 1, 2, … in this order (in Euchre, the second is your partner). ' +
      'A built-in bot account may be named several times.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(7)
  @IsString({ each: true })
  @Matches(ACCOUNT_NAME_RE, { each: true, message: ACCOUNT_NAME_RULE })
  to!: string[];

  @ApiPropertyOptional({
    type: Object,
    description: "The game's options (defaults filled in); unknown keys and out-of-range values are 400.",
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({ default: false, description: 'Rated: ratings change when the match finishes.' })
  @OptionalField()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({ default: 300, minimum: 1, maximum: CHALLENGE_MAX_TTL_SECONDS })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(CHALLENGE_MAX_TTL_SECONDS)
  expiresInSeconds?: number;
}

export class ChallengeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty() from!: string;
  @ApiProperty({ type: [String] }) to!: string[];
  @ApiProperty({ type: [String], description: 'Invitees who accepted (the built-in bots at once).' })
  accepted!: string[];
  @ApiProperty({ type: [String] }) declined!: string[];
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty() rated!: boolean;
  @ApiProperty({ enum: ['open', 'accepted', 'declined', 'canceled', 'expired'] }) status!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The match, once accepted.' })
  matchId!: string | null;
}

export class CreateSeekDto {
  @ApiPropertyOptional({ example: 2, description: "Seats of the match (the game's minimum by default)." })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(16)
  players?: number;

  @ApiPropertyOptional({
    type: Object,
    description: "The game's options; seeks pair only with equal options once defaults are filled in.",
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({ default: false })
  @OptionalField()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    default: 30,
    minimum: 0,
    maximum: 3600,
    description:
      "Seconds to wait for accounts before the built-in account `fillWith` fills the seats left (null: accounts only). Default: the server's SEEK_FILL_AFTER_SECONDS, 30.",
  })
  // null is a value here (accounts only): validated when present and not null
  @ValidateIf((o: CreateSeekDto) => o.fillAfterSeconds != null)
  @IsInt()
  @Min(0)
  @Max(3600)
  fillAfterSeconds?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    default: 'basic-bot',
    example: 'basic-bot',
    description:
      'The built-in account that fills the seats (a level of GET /games botLevels; null: accounts only).',
  })
  @ValidateIf((o: CreateSeekDto) => o.fillWith != null)
  @IsString()
  @Matches(ACCOUNT_NAME_RE, { message: ACCOUNT_NAME_RULE })
  fillWith?: string | null;
}

export class SeekDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty() players!: number;
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty() rated!: boolean;
  @ApiProperty({ enum: ['waiting', 'matched', 'canceled', 'expired'] }) status!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) matchId!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Your seat in the match.' }) seat!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a still-waiting seek is filled (null: accounts only).',
  })
  fillAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The built-in account that fills it.' })
  fillWith!: string | null;
}
