/**
 * The request and response shapes shared by every game, for validation (class-validator) and the
 * OpenAPI document. Game-specific move and option DTOs live in src/games/<game>/.
 */
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { OptionalField } from '../toolkit/optional';
import { StandingDto } from '../toolkit/dto';
import { ACK_FIELDS } from '../matches/match-record';
import { PresetField } from '../toolkit/preset';

/** Printable names: letters, digits, spaces and a few signs; no control characters, no markup. */
export const NAME_RE = /^[\p{L}\p{N}\p{M} _.'-]{1,32}$/u;
const NAME_MESSAGE = "a name is 1 to 32 letters, digits, spaces or _ . ' -";

export class SeatSpecDto {
  @ApiPropertyOptional({
    example: 'ana',
    description: 'A person plays this seat; the answer carries its token.',
  })
  @OptionalField()
  @IsString()
  @MinLength(1)
  @MaxLength(32)
  @Matches(NAME_RE, { message: NAME_MESSAGE })
  name?: string;

  @ApiPropertyOptional({
    example: 'random',
    enum: ['random', 'basic'],
    description: 'The server plays this seat.',
  })
  @OptionalField()
  @IsString()
  @MaxLength(32)
  bot?: string;

  @ApiPropertyOptional({
    example: 'bob',
    description:
      'Reserve the seat for this account: only its API key can take it (join with the key and an empty body).',
  })
  @OptionalField()
  @IsString()
  @MaxLength(30)
  account?: string;

  @ApiPropertyOptional({
    example: true,
    description: "Seat the caller's account (the create request carries its API key).",
  })
  @OptionalField()
  @IsBoolean()
  me?: boolean;
}

export class CreateMatchDto {
  @ApiPropertyOptional({
    type: [SeatSpecDto],
    example: [{ name: 'ana' }, { bot: 'basic' }],
    description:
      'One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game\'s minimum is 400, unless `pad` is `open`.',
  })
  @OptionalField()
  @IsArray()
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => SeatSpecDto)
  players?: SeatSpecDto[];

  @ApiPropertyOptional({
    enum: ['open'],
    description:
      "`open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).",
  })
  @OptionalField()
  @IsIn(['open'])
  pad?: 'open';

  @ApiPropertyOptional({
    type: Object,
    description: "The game's options; unknown keys and out-of-range values are 400.",
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({
    example: '9f2c…',
    description:
      'Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.',
  })
  @OptionalField()
  @IsString()
  @Matches(/^[0-9a-f]{32,128}$/, { message: 'a seed is 32 to 128 lowercase hex digits' })
  seed?: string;
}

export class JoinDto {
  @ApiPropertyOptional({
    example: 'ana',
    description: "The player's name; without one, the request's API key seats its account.",
  })
  @OptionalField()
  @IsString()
  @MinLength(1)
  @MaxLength(32)
  @Matches(NAME_RE, { message: NAME_MESSAGE })
  name?: string;

  @ApiPropertyOptional({ example: 2, description: 'A particular open seat; by default the first open one.' })
  @OptionalField()
  @IsInt()
  @Min(0)
  @Max(15)
  seat?: number;
}

export class LobbyQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'active', 'finished'] })
  @OptionalField()
  @IsIn(['open', 'active', 'finished'])
  status?: 'open' | 'active' | 'finished';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class ViewQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    description:
      'A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`).',
  })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  atVersion?: number;

  @ApiPropertyOptional({
    minimum: 0,
    description: 'Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`).',
  })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  waitForVersion?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 60, default: 25 })
  @OptionalField()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(60)
  timeoutSeconds?: number;

  @ApiPropertyOptional({ description: 'Seat token, for clients that cannot set the Authorization header.' })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  token?: string;
}

export class TokenQueryDto {
  @ApiPropertyOptional({
    description: 'Seat token, for clients that cannot set the Authorization header (EventSource).',
  })
  @OptionalField()
  @IsString()
  @MaxLength(200)
  token?: string;
}

export class SeatViewDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) bot!: string | null;
  @ApiProperty({ description: 'The seat is taken (by a token holder or a bot).' }) connected!: boolean;
}

export class CreatedSeatDto extends SeatViewDto {
  @ApiPropertyOptional({
    description: "The seat's secret token (only in the create answer, for seats created with a name).",
  })
  token?: string;
}

export class FairnessDto {
  @ApiProperty({ description: 'sha256 of the seed (hex), published at creation' }) seedHash!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the seed, revealed when the match is finished' })
  seed!: string | null;
}

export class ResultDto {
  @ApiProperty({ type: [Number] }) winners!: number[];
  @ApiProperty({ type: [Number] }) scores!: number[];
  @ApiProperty({ example: 'target-reached' }) reason!: string;
  @ApiProperty({
    type: [StandingDto],
    example: [
      { seat: 0, place: 2 },
      { seat: 1, place: 1 },
    ],
    description:
      'Every seat, in seat order, with its place: winners first, then by score; a seat that resigned below every seat still in (a partnership together).',
  })
  standings!: StandingDto[];
}

export class MatchViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'euchre' }) game!: string;
  @ApiProperty({ enum: ['open', 'active', 'finished'] }) status!: string;
  @ApiProperty({ description: 'Increases with every change; use it as expectedVersion.' }) version!: number;
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty({ type: [SeatViewDto] }) seats!: SeatViewDto[];
  @ApiProperty({ type: [Number], description: 'Seats that may move now.' }) toAct!: number[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Your seat (from the token), or null for a spectator.',
  })
  you!: number | null;
  @ApiProperty({ type: Object, description: "The game's state as your seat may see it." }) state!: unknown;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object' },
    description:
      'Only for your seat when it may act: moves to post as they are, or templates with `{min,max}` integer fields or `{choose,from}` card fields.',
  })
  legalMoves?: unknown[];
  @ApiProperty({ type: [Number] }) scores!: number[];
  @ApiProperty({ type: ResultDto, nullable: true }) result!: ResultDto | null;
  @ApiProperty({ type: FairnessDto }) fairness!: FairnessDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the turn clock runs out (ISO time), with the turnSeconds option.',
  })
  deadline!: string | null;
}

/** The minimal answer to a move (`Prefer: return=minimal`): the view's fields named in ACK_FIELDS. */
export class MoveAckDto extends PickType(MatchViewDto, ACK_FIELDS) {}

export class CreatedMatchDto extends MatchViewDto {
  @ApiProperty({ type: [CreatedSeatDto] }) declare seats: CreatedSeatDto[];
}

export class JoinedDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ description: 'Secret seat token: send it as Authorization: Bearer <token>.' })
  token!: string;
  @ApiProperty({ type: MatchViewDto }) match!: MatchViewDto;
}

export class LobbyItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ enum: ['open', 'active', 'finished'] }) status!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: [SeatViewDto] }) seats!: SeatViewDto[];
  @ApiProperty({ type: [Number] }) openSeats!: number[];
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class LobbyPageDto {
  @ApiProperty({ type: [LobbyItemDto] }) items!: LobbyItemDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class LogEntryDto {
  @ApiProperty() seq!: number;
  @ApiProperty() seat!: number;
  @ApiProperty({
    type: Object,
    description: 'The move, redacted where it holds what is still hidden from you.',
  })
  move!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class MoveCheckDto {
  @ApiProperty({ description: 'The move would be accepted now.' }) valid!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'rows-out-of-order',
    description: "The rules file's reason code when not valid.",
  })
  reason!: string | null;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({
    type: Object,
    description: 'Game-specific help, e.g. each Chinese poker row described.',
  })
  details?: Record<string, unknown>;
}
