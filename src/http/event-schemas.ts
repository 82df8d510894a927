/**
 * Every event of every live stream, each declared once, as a class whose `@ApiProperty` fields give its
 * schema in /openapi.json (components) and, through it, in /asyncapi.json, the typed client
 * (client/schema.d.ts) and the Python package (cardroom/schema.py):
 * - the account stream, `GET /me/events` (SSE `event: <type>`, or NDJSON lines): `Account…Event`;
 * - a tournament's stream, `GET /tournaments/{id}/events` (SSE): `Tournament…Event`;
 * - a match's stream, `GET /{game}/matches/{id}/events` (SSE `event: state`, also its long poll
 *   `GET /{game}/matches/{id}?waitForVersion=`): the game's `<Game>MatchView`, declared by src/http/dto.ts
 *   and specialised per game by src/http/openapi.ts;
 * - a series' stream, `GET /series/{id}/events` (SSE `event: series`): `SeriesDto`, as `GET /series/{id}`.
 *
 * The TypeScript unions that the streams send (`AccountEvent`, `TournamentEvent`) are checked against
 * these classes when the project compiles (`FITS` below: one class per event type, the same fields, every
 * typed field assignable), and real events of each type are validated against the served schemas with
 * ajv (test/event-schemas.e2e-spec.ts).
 */
import { ROUNDED } from '../shown-rating';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AccountEvent } from '../accounts/account-events';
import { ChallengeDto } from '../pairing/dto';
import { SeriesDto, SeriesStandingDto } from '../series/dto';
import type { TournamentEvent } from '../tournaments/tournament-events';
import { TournamentStandingDto } from '../tournaments/dto';
import { MatchViewDto, ResultDto } from './dto';

/** The `type` field of an event: a one-value enum, so that each event's schema names its type. */
const kind = (type: string) => ApiProperty({ enum: [type], description: `Always \`${type}\`.` });
const uuid = (description?: string) => ApiProperty({ format: 'uuid', description });

// ------------------------------------------------------------------------------- the account stream

@ApiSchema({
  description:
    'A challenge to or from the account was created (also in the first picture, one per open challenge).',
})
export class AccountChallengeEvent {
  @kind('challenge') type!: 'challenge';
  @ApiProperty({ type: ChallengeDto, description: 'As `GET /challenges/{id}` answers it.' })
  challenge!: ChallengeDto;
}

@ApiSchema({ description: 'A challenge to or from the account was withdrawn.' })
export class AccountChallengeCanceledEvent {
  @kind('challengeCanceled') type!: 'challengeCanceled';
  @uuid() challengeId!: string;
}

@ApiSchema({ description: 'A challenge of the account was declined.' })
export class AccountChallengeDeclinedEvent {
  @kind('challengeDeclined') type!: 'challengeDeclined';
  @uuid() challengeId!: string;
}

@ApiSchema({ description: 'A match with the account in it started.' })
export class AccountMatchStartEvent {
  @kind('matchStart') type!: 'matchStart';
  @ApiProperty({ example: 'euchre' }) game!: string;
  @uuid() matchId!: string;
  @ApiProperty({ description: "The account's seat." }) seat!: number;
  @ApiProperty({
    required: false,
    description:
      "The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md).",
  })
  eventId?: string;
}

@ApiSchema({
  description:
    "The account's seat must act (also in the first picture, one per match waiting): play it with one request, `POST /{game}/matches/{id}/moves` with `expectedVersion` = `version`.",
})
export class AccountYourTurnEvent {
  @kind('yourTurn') type!: 'yourTurn';
  @ApiProperty({ example: 'euchre' }) game!: string;
  @uuid() matchId!: string;
  @ApiProperty({ description: 'The seat that must act.' }) seat!: number;
  @ApiProperty({ description: 'The match version: post the move with it as `expectedVersion`.' })
  version!: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the turn clock runs out, or null without a clock.',
  })
  deadline!: string | null;
  @ApiProperty({
    type: MatchViewDto,
    description:
      "The seat's view at `version`, with `legalMoves`, exactly as `GET /{game}/matches/{id}` answers it for the account (the game's `<Game>MatchView`).",
  })
  view!: MatchViewDto;
  @ApiProperty({
    required: false,
    description:
      "The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md).",
  })
  eventId?: string;
}

@ApiSchema({ description: 'A match of the account finished.' })
export class AccountMatchFinishEvent {
  @kind('matchFinish') type!: 'matchFinish';
  @ApiProperty({ example: 'euchre' }) game!: string;
  @uuid() matchId!: string;
  @ApiProperty({ description: "The account's seat." }) seat!: number;
  @ApiProperty({ type: ResultDto, nullable: true, description: 'The result (null for an abandoned match).' })
  result!: ResultDto | null;
  @ApiProperty({
    required: false,
    description:
      "The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md).",
  })
  eventId?: string;
}

@ApiSchema({ description: "A series awaits the account's answer (also in the first picture)." })
export class AccountSeriesInviteEvent {
  @kind('seriesInvite') type!: 'seriesInvite';
  @uuid('Answer with `POST /series/{id}/accept` or `/decline`.') seriesId!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ description: 'The account that created the series.' }) from!: string;
  @ApiProperty() deals!: number;
}

@ApiSchema({ description: 'A series of the account finished.' })
export class AccountSeriesFinishEvent {
  @kind('seriesFinish') type!: 'seriesFinish';
  @uuid() seriesId!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ type: [SeriesStandingDto], description: 'As `GET /series/{id}` gives them.' })
  standings!: SeriesStandingDto[];
}

@ApiSchema({ description: 'A tournament the account joined started.' })
export class AccountTournamentStartEvent {
  @kind('tournamentStart') type!: 'tournamentStart';
  @uuid() tournamentId!: string;
  @ApiProperty() game!: string;
}

@ApiSchema({ description: 'A round of a tournament of the account was paired.' })
export class AccountTournamentRoundEvent {
  @kind('tournamentRound') type!: 'tournamentRound';
  @uuid() tournamentId!: string;
  @ApiProperty() game!: string;
  @ApiProperty() round!: number;
  @ApiProperty({
    type: [String],
    description: "The account's matches of the round (`[]` for a bye).",
  })
  matchIds!: string[];
}

@ApiSchema({ description: 'A tournament of the account finished or was canceled.' })
export class AccountTournamentFinishEvent {
  @kind('tournamentFinish') type!: 'tournamentFinish';
  @uuid() tournamentId!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ type: [TournamentStandingDto], description: 'The final standings (also on a cancel).' })
  standings!: TournamentStandingDto[];
}

@ApiSchema({
  description: 'A gauntlet of the account finished: its result as `GET /gauntlets/{id}` gives it.',
})
export class AccountGauntletFinishEvent {
  @kind('gauntletFinish') type!: 'gauntletFinish';
  @uuid() gauntletId!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ type: Number, nullable: true, description: "The version of the game's fixed scale." })
  scaleVersion!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `The rating on the scale, as \`GET /gauntlets/{id}\`. ${ROUNDED}`,
  })
  rating!: number | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'number', nullable: true },
    nullable: true,
    description: `The rating's 95 % interval (null bounds: unbounded). ${ROUNDED}`,
  })
  ratingCI95!: (number | null)[] | null;
  @ApiProperty({ description: 'Mean expected score over the levels.' }) ladderScore!: number;
}

// ---------------------------------------------------------------------------- a tournament's stream

@ApiSchema({ description: 'A table of a new round.' })
export class TournamentRoundTableEvent {
  @ApiProperty() table!: number;
  @ApiProperty({ type: [String], description: 'The players in the seat order of the first match.' })
  players!: string[];
  @ApiProperty({ type: [String] }) matchIds!: string[];
}

@ApiSchema({ description: 'A new round was paired (tournament stream).' })
export class TournamentRoundEvent {
  @kind('round') type!: 'round';
  @uuid() tournamentId!: string;
  @ApiProperty() round!: number;
  @ApiProperty({ type: [TournamentRoundTableEvent] }) tables!: TournamentRoundTableEvent[];
  @ApiProperty({ type: [String], description: 'Players sitting out (a bye scores as a win).' })
  byes!: string[];
}

@ApiSchema({ description: 'A match of the tournament finished, with its places (tournament stream).' })
export class TournamentMatchFinishEvent {
  @kind('matchFinish') type!: 'matchFinish';
  @uuid() tournamentId!: string;
  @ApiProperty() round!: number;
  @ApiProperty() table!: number;
  @uuid() matchId!: string;
  @ApiProperty({ type: [String], description: 'The players in seat order.' }) players!: string[];
  @ApiProperty({ type: [Number], description: "Each player's place (1 = best), in `players` order." })
  places!: number[];
}

@ApiSchema({ description: 'The standings, first and after every change (tournament stream).' })
export class TournamentStandingsEvent {
  @kind('standings') type!: 'standings';
  @uuid() tournamentId!: string;
  @ApiProperty({ description: 'The round being played (0 before the start).' }) round!: number;
  @ApiProperty({ type: [TournamentStandingDto] }) standings!: TournamentStandingDto[];
}

@ApiSchema({ description: 'The tournament finished or was canceled; the stream ends (tournament stream).' })
export class TournamentFinishEvent {
  @kind('finish') type!: 'finish';
  @uuid() tournamentId!: string;
  @ApiProperty({ enum: ['finished', 'canceled'] }) status!: 'finished' | 'canceled';
  @ApiProperty({ type: [TournamentStandingDto] }) standings!: TournamentStandingDto[];
}

// ------------------------------------------------------------------------------------- the streams

type EventClass = abstract new (...args: never[]) => object;

/** The account stream's events by `type` (each SSE event is named after it; NDJSON lines carry it). */
export const ACCOUNT_EVENTS = {
  challenge: AccountChallengeEvent,
  challengeCanceled: AccountChallengeCanceledEvent,
  challengeDeclined: AccountChallengeDeclinedEvent,
  matchStart: AccountMatchStartEvent,
  yourTurn: AccountYourTurnEvent,
  matchFinish: AccountMatchFinishEvent,
  seriesInvite: AccountSeriesInviteEvent,
  seriesFinish: AccountSeriesFinishEvent,
  tournamentStart: AccountTournamentStartEvent,
  tournamentRound: AccountTournamentRoundEvent,
  tournamentFinish: AccountTournamentFinishEvent,
  gauntletFinish: AccountGauntletFinishEvent,
} satisfies { [K in AccountEvent['type']]: EventClass };

/** A tournament stream's events by `type`. */
export const TOURNAMENT_EVENTS = {
  round: TournamentRoundEvent,
  matchFinish: TournamentMatchFinishEvent,
  standings: TournamentStandingsEvent,
  finish: TournamentFinishEvent,
} satisfies { [K in TournamentEvent['type']]: EventClass };

/** Every class above, for the document's components. */
export const EVENT_MODELS: EventClass[] = [
  ...Object.values(ACCOUNT_EVENTS),
  ...Object.values(TOURNAMENT_EVENTS),
  TournamentRoundTableEvent,
  SeriesDto,
];

/** The one-of schema (component) of each stream whose events carry `type`, with its members. */
export const EVENT_UNIONS = {
  AccountEvent: ACCOUNT_EVENTS,
  TournamentEvent: TOURNAMENT_EVENTS,
} as const;

// ------------------------------------------------- the unions the streams send, checked against these

/** A field typed `unknown` (or `unknown[]`) on the sending side is checked by the ajv test instead. */
type Loose<E> = {
  [K in keyof E]: unknown extends E[K]
    ? any
    : E[K] extends readonly (infer I)[]
      ? unknown extends I
        ? any[]
        : E[K]
      : E[K];
};
/** What a stream sends (`E`) fits its schema's class (`D`): the same fields, each assignable. */
type Fits<E, D> = [Exclude<keyof E, keyof D> | Exclude<keyof D, keyof E>] extends [never]
  ? Loose<E> extends D
    ? true
    : false
  : false;
type AllFit<U extends { type: string }, M extends { [K in U['type']]: EventClass }> = {
  [K in U['type']]: Fits<Extract<U, { type: K }>, InstanceType<M[K]>>;
}[U['type']];
type Assert<T extends true> = T;

/** Fails to compile when an event of a stream and its schema's class disagree. */
export type EventsFitTheirSchemas = Assert<
  [AllFit<AccountEvent, typeof ACCOUNT_EVENTS>, AllFit<TournamentEvent, typeof TOURNAMENT_EVENTS>] extends [
    true,
    true,
  ]
    ? true
    : false
>;
