/** Request and response shapes of tournaments (OpenAPI and validation). */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { ACCOUNT_NAME_RE, ACCOUNT_NAME_RULE } from '../accounts/accounts.service';
import { PageQueryDto } from '../accounts/dto';
import { OptionalField } from '../toolkit/optional';
import { MAX_SWISS_ROUNDS, MAX_TOURNAMENT_PLAYERS } from './tournaments.service';
import { PresetField } from '../toolkit/preset';

export class CreateTournamentDto {
  @ApiProperty({ example: 'east-west' })
  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'a game id such as euchre' })
  game!: string;

  @ApiProperty({ enum: ['round-robin', 'swiss'] })
  @IsIn(['round-robin', 'swiss'])
  format!: 'round-robin' | 'swiss';

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_SWISS_ROUNDS,
    description: 'Rounds of a Swiss (required for swiss; a round robin has as many as its players need).',
  })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(MAX_SWISS_ROUNDS)
  rounds?: number;

  @ApiPropertyOptional({
    description: "Players per table (default: the game's minimum seats; round robin: 2).",
  })
  @OptionalField()
  @IsInt()
  @Min(2)
  @Max(16)
  tableSize?: number;

  @ApiPropertyOptional({
    default: 1,
    minimum: 1,
    maximum: 10,
    description:
      'Matches per pairing, seats rotated: a round robin repeats its schedule with the seats reversed; a Swiss table plays this many matches at once, each on its own deal (with `duplicateDeals`: all on one deal, one after another).',
  })
  @OptionalField()
  @IsInt()
  @Min(1)
  @Max(10)
  gamesPerPairing?: number;

  @ApiPropertyOptional({
    type: Object,
    description:
      "The game's options for every match; `turnSeconds` defaults to 60 (every tournament match has a turn clock).",
  })
  @OptionalField()
  @IsObject()
  options?: Record<string, unknown>;

  @PresetField()
  preset?: string;

  @ApiPropertyOptional({ default: false, description: 'Rated: every match is rated as it finishes.' })
  @OptionalField()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    default: false,
    description:
      "Swiss with `gamesPerPairing` ≥ 2: a table's games replay one deal with the seats rotated (duplicate), one after another, each game's seed and record kept secret until the table's last game has finished. Never rated: a player who played one side of a deal knows the other side's cards (docs/series.md).",
  })
  @OptionalField()
  @IsBoolean()
  duplicateDeals?: boolean;

  @ApiPropertyOptional({
    default: true,
    description:
      'Bot accounts (and the built-in levels, entered by the creator) may play; shown to everyone.',
  })
  @OptionalField()
  @IsBoolean()
  botsAllowed?: boolean;

  @ApiPropertyOptional({ minimum: 2, description: 'Players needed to start (default: the table size).' })
  @OptionalField()
  @IsInt()
  @Min(2)
  @Max(MAX_TOURNAMENT_PLAYERS)
  minPlayers?: number;

  @ApiPropertyOptional({ default: 64, maximum: MAX_TOURNAMENT_PLAYERS })
  @OptionalField()
  @IsInt()
  @Min(2)
  @Max(MAX_TOURNAMENT_PLAYERS)
  maxPlayers?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the server starts it (canceled then if fewer than minPlayers joined); null: the creator starts it.',
  })
  @ValidateIf((o: CreateTournamentDto) => o.startsAt != null)
  @IsISO8601({ strict: true })
  startsAt?: string | null;
}

export class JoinTournamentDto {
  @ApiPropertyOptional({
    example: 'expert-bot',
    description:
      "Left out: the caller's account joins. The creator may name a built-in level of the game (`<level>-bot`) when bots are allowed.",
  })
  @OptionalField()
  @IsString()
  @Matches(ACCOUNT_NAME_RE, { message: ACCOUNT_NAME_RULE })
  account?: string;
}

export class TournamentListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'running', 'finished', 'canceled'] })
  @OptionalField()
  @IsIn(['open', 'running', 'finished', 'canceled'])
  status?: 'open' | 'running' | 'finished' | 'canceled';

  @ApiPropertyOptional({ example: 'euchre' })
  @OptionalField()
  @IsString()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'a game id such as euchre' })
  game?: string;
}

export class ResultsQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @OptionalField()
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';
}

export class TournamentPlayerDto {
  @ApiProperty() account!: string;
  @ApiProperty({ enum: ['human', 'bot'] }) kind!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The built-in level playing this account.' })
  builtinBot!: string | null;
  @ApiProperty() withdrawn!: boolean;
}

export class TournamentTableDto {
  @ApiProperty() table!: number;
  @ApiProperty({ type: [String], description: 'The players in the seat order of the first match.' })
  players!: string[];
  @ApiProperty({ type: [String] }) matchIds!: string[];
  @ApiProperty() finished!: boolean;
  @ApiProperty({ description: 'Lost unplayed by a withdrawn player.' }) forfeit!: boolean;
  @ApiProperty({ type: [Number], description: 'Points at this table so far, in `players` order.' })
  points!: number[];
}

export class TournamentRoundDto {
  @ApiProperty() round!: number;
  @ApiProperty({ type: [TournamentTableDto] }) tables!: TournamentTableDto[];
  @ApiProperty({ type: [String], description: 'Players sitting out (a bye scores as a win).' })
  byes!: string[];
}

export class TournamentStandingDto {
  @ApiProperty() rank!: number;
  @ApiProperty() account!: string;
  @ApiProperty() points!: number;
  @ApiProperty({ description: 'Sonneborn-Berger (round robin) or Buchholz (Swiss).' }) tieBreak!: number;
  @ApiProperty({ description: 'Matches played (byes not counted).' }) played!: number;
}

export class TournamentSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ enum: ['round-robin', 'swiss'] }) format!: string;
  @ApiProperty({ enum: ['open', 'running', 'finished', 'canceled'] }) status!: string;
  @ApiProperty() creator!: string;
  @ApiProperty({ type: Object }) options!: Record<string, unknown>;
  @ApiProperty() rated!: boolean;
  @ApiProperty() botsAllowed!: boolean;
  @ApiProperty() tableSize!: number;
  @ApiProperty() gamesPerPairing!: number;
  @ApiProperty({ description: "A table's games replay one deal, one after another (never rated)." })
  duplicateDeals!: boolean;
  @ApiProperty() minPlayers!: number;
  @ApiProperty() maxPlayers!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Rounds planned (a round robin: known at the start).',
  })
  roundCount!: number | null;
  @ApiProperty({ description: 'The round being played (0 before the start).' }) currentRound!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startsAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: [TournamentPlayerDto] }) players!: TournamentPlayerDto[];
}

export class TournamentDto extends TournamentSummaryDto {
  @ApiProperty({ type: [TournamentRoundDto] }) rounds!: TournamentRoundDto[];
  @ApiProperty({ type: [TournamentStandingDto] }) standings!: TournamentStandingDto[];
}

export class TournamentPageDto {
  @ApiProperty({ type: [TournamentSummaryDto] }) items!: TournamentSummaryDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TournamentResultPlayerDto {
  @ApiProperty() seat!: number;
  @ApiProperty() account!: string;
  @ApiProperty({ type: Number, nullable: true }) place!: number | null;
  @ApiProperty({ type: Number, nullable: true }) points!: number | null;
}

export class TournamentResultDto {
  @ApiProperty() round!: number;
  @ApiProperty() table!: number;
  @ApiProperty({ description: 'The match of the table (1 …gamesPerPairing).' }) game!: number;
  @ApiProperty({ enum: ['match', 'bye', 'forfeit'] }) kind!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) matchId!: string | null;
  @ApiProperty({ type: [TournamentResultPlayerDto] }) players!: TournamentResultPlayerDto[];
}

export class TournamentResultsDto {
  @ApiProperty({ type: TournamentDto }) tournament!: TournamentDto;
  @ApiProperty({ type: [TournamentResultDto] }) matches!: TournamentResultDto[];
}
