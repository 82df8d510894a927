/**
 * East-West (Reiner Knizia): options, moves, phases, state and view types. Rules: docs/rules/east-west.md.
 * The state is plain JSON; cards are ints (src/engine/cards.ts) inside, strings in views.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Card } from '../cards';
import type { MoveSchemas } from '../moves';
import type { OptionsOf, OptionsSchema } from '../options';
import {
  bool,
  card,
  cards,
  COMMON_STATE_FIELDS,
  commonStateProperties,
  count,
  ints,
  nullableCard,
  nullableSeat,
  nullableString,
  phaseField,
  seat,
  str,
} from '../view-schema';

export const PLAYERS = 2;
export const COLUMNS = 3;
export const CARDS_PER_SIDE = 4;
/** 12 placements per player, 24 per round (docs/rules/east-west.md §4). */
export const TURNS_PER_ROUND = COLUMNS * CARDS_PER_SIDE * 2;

/** The options of docs/rules/east-west.md §2. */
export const optionsSchema = {
  targetPoints: {
    type: 'integer',
    default: 5,
    min: 1,
    max: 1000,
    description:
      'The match ends as soon as a player has at least this many points. A round gives 2 points for winning all three columns, ' +
      '1 for winning two, otherwise 0.',
  },
  flushRank: {
    type: 'enum',
    default: 'standard',
    values: ['standard', 'above-full-house', 'above-four-of-a-kind'],
    description:
      'Where the flush ranks with 32 cards (it is rarer than a full house there): "standard" (straight < flush < full house), ' +
      '"above-full-house" (full house < flush < four of a kind) or "above-four-of-a-kind" (four of a kind < flush < straight flush).',
  },
  aceLowStraight: {
    type: 'boolean',
    default: true,
    description:
      'A-7-8-9-T counts as the lowest straight (top card T). When false it is ace-high high card, or a flush if suited.',
  },
} as const satisfies OptionsSchema;

export type EastWestOptions = OptionsOf<typeof optionsSchema>;

const PLACE =
  "The only move: put your drawn card (the state's `yourCards`) face up on your side of a column.";

/**
 * The moves of docs/rules/east-west.md §5. `column` is an optional integer (null allowed): a missing
 * column or one outside 0-2 is not a shape error but the rules' `invalid-column` (422).
 */
export const moves = {
  place: {
    type: 'object',
    description: PLACE,
    properties: {
      type: { enum: ['place'], description: PLACE },
      column: {
        type: 'integer',
        nullable: true,
        description:
          'The column (0, 1 or 2) whose centre card the drawn card joins. You may put at most 4 cards in each column; legalMoves lists ' +
          'the columns with room. Missing or not 0-2 → 422 invalid-column; a column where you already have 4 cards → 422 column-full.',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'place', column: 1 }],
  },
} as const satisfies MoveSchemas;

export type PlaceMove = FromSchema<typeof moves.place>;
export type EastWestMove = PlaceMove;

/**
 * The phases of docs/rules/east-west.md §4. `deal`, `draw` and `score-round` are automatic (advance
 * performs them); `place` waits for the current player; `match-over` is terminal.
 */
export const PHASES = ['deal', 'draw', 'place', 'score-round', 'match-over'] as const;
export type Phase = (typeof PHASES)[number];

/** One column of a finished round, as recorded in the history (public). */
export interface ColumnRecord {
  centre: Card;
  /** cards[seat] = the 4 cards that seat placed, in placement order. */
  cards: Card[][];
  /** Hand value (shared evaluator, round's options) of each seat's 5-card hand. */
  values: number[];
  descriptions: string[];
  /** The seat that won the column, or null for a tie. */
  winner: number | null;
}

export interface RoundRecord {
  round: number;
  firstPlayer: number;
  columns: ColumnRecord[];
  /** Columns won by each seat. */
  wins: number[];
  /** Round points of each seat (2 / 1 / 0). */
  points: number[];
  /** Match totals after this round. */
  totals: number[];
}

export interface EastWestState {
  options: EastWestOptions;
  phase: Phase;
  /** 1-based round number. */
  round: number;
  /** Seat that started this round: (round - 1) mod 2. */
  firstPlayer: number;
  /** Seat whose turn it is (meaningful in draw / place). */
  current: number;
  /** The three face-up centre cards, column 0..2 (empty before the first deal). */
  centre: Card[];
  /** columns[c][seat] = cards placed by seat in column c, in placement order. */
  columns: Card[][][];
  /** Face-down stock, top card first. Hidden from every view. */
  stock: Card[];
  /** The card drawn by `current` and not yet placed; visible to that seat only. */
  pending: Card | null;
  /** Placements made this round (0..24). */
  placed: number;
  /** Match totals. */
  scores: number[];
  history: RoundRecord[];
  /** Set when the match is over. */
  winner: number | null;
}

// ---------------------------------------------------------------------------------------------------
// The view (docs/rules/east-west.md §6), declared once as a JSON Schema (src/engine/view-schema.ts)

const columnView = {
  type: 'object',
  description: 'A column as a seat sees it.',
  properties: {
    column: { type: 'integer', minimum: 0, maximum: 2 },
    centre: { ...nullableCard, description: 'The face-up centre card (null before the first deal).' },
    cards: {
      type: 'array',
      items: cards,
      description: "cards[seat]: that seat's placed cards (public once placed), in placement order.",
    },
    counts: { type: 'array', items: count, description: 'Cards per seat in this column.' },
    descriptions: {
      type: 'array',
      items: nullableString,
      description: "Per seat: the 5-card hand's description once that side is complete, else null.",
    },
    leader: {
      ...nullableSeat,
      description:
        'Once both sides are complete: the seat ahead in this column, or null for a tie; else null.',
    },
    complete: { ...bool, description: 'True once both sides are complete.' },
  },
  required: ['column', 'centre', 'cards', 'counts', 'descriptions', 'leader', 'complete'],
  additionalProperties: false,
} as const;

const roundRecordView = {
  type: 'object',
  description: 'A finished round (public).',
  properties: {
    round: count,
    firstPlayer: seat,
    columns: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          column: count,
          centre: card,
          cards: { type: 'array', items: cards },
          descriptions: { type: 'array', items: str },
          winner: { ...nullableSeat, description: 'The seat that won the column, or null for a tie.' },
        },
        required: ['column', 'centre', 'cards', 'descriptions', 'winner'],
        additionalProperties: false,
      },
    },
    wins: { ...ints, description: 'Columns won by each seat.' },
    points: { ...ints, description: 'Round points of each seat (2 / 1 / 0).' },
    totals: { ...ints, description: 'Match totals after this round.' },
  },
  required: ['round', 'firstPlayer', 'columns', 'wins', 'points', 'totals'],
  additionalProperties: false,
} as const;

/**
 * What a seat sees (docs/rules/east-west.md §6). Common fields (docs/api.md "The state"): `board` is
 * the three centre cards (column 0..2); `yourCards` is your drawn card while it is yours to place.
 */
export const stateSchema = {
  type: 'object',
  description: 'East-West as a seat (or a spectator) sees it.',
  properties: {
    phase: phaseField(PHASES),
    ...commonStateProperties,
    board: {
      ...cards,
      description: 'The three face-up centre cards, column 0..2 (empty before the first deal).',
    },
    yourCards: {
      ...commonStateProperties.yourCards,
      description: 'Your drawn card while it is yours to place ([card]), else []; null for a spectator.',
    },
    scores: { ...ints, description: 'Match points of each seat.' },
    round: { ...count, description: '1-based round number.' },
    firstPlayer: { ...seat, description: 'The seat that started this round.' },
    columns: { type: 'array', items: columnView },
    pendingHolder: {
      ...nullableSeat,
      description: 'Who holds an unplaced drawn card (everyone may know that a card was drawn), or null.',
    },
    stockSize: count,
    placed: { ...count, description: 'Placements made this round (0..24).' },
    targetPoints: count,
    history: { type: 'array', items: roundRecordView },
    winner: nullableSeat,
  },
  required: [
    ...COMMON_STATE_FIELDS,
    'round',
    'firstPlayer',
    'columns',
    'pendingHolder',
    'stockSize',
    'placed',
    'targetPoints',
    'history',
    'winner',
  ],
  additionalProperties: false,
} as const;

export type EastWestView = FromSchema<typeof stateSchema>;
export type ColumnView = FromSchema<typeof columnView>;
export type RoundRecordView = FromSchema<typeof roundRecordView>;
