/**
 * Chinese Poker (Thirteen): the options (docs/rules/chinese-poker.md §2), the moves
 * (docs/rules/chinese-poker.md §5), the phases (docs/rules/chinese-poker.md §4), the state and the view.
 * The options and the moves are declared once here; their TypeScript types, their validation and their
 * OpenAPI schemas are derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Card } from '../cards';
import { cardsField, type MoveSchemas } from '../moves';
import type { OptionsOf, OptionsSchema } from '../options';
import { CATEGORIES } from '../poker/types';
import {
  bool,
  cards,
  COMMON_STATE_FIELDS,
  commonStateProperties,
  count,
  int,
  ints,
  nullableInt,
  nullableSeat,
  phaseField,
  seat,
  seats,
  str,
} from '../view-schema';
import type { HandScore } from './scoring';

// ---------------------------------------------------------------------------------------------------
// Options (docs/rules/chinese-poker.md §2)

export const optionsSchema = {
  hands: {
    type: 'integer',
    default: 4,
    min: 1,
    max: 100,
    description: 'Number of hands (deals) in the match; the highest total wins.',
  },
  specialHands: {
    type: 'boolean',
    default: true,
    description: 'Whether the `declare` move (special hands) is allowed.',
  },
} as const satisfies OptionsSchema;

export type ChinesePokerOptions = OptionsOf<typeof optionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Rows and special hands (docs/rules/chinese-poker.md §1, §5)

export const ROWS = ['front', 'middle', 'back'] as const;
export type RowName = (typeof ROWS)[number];
export const ROW_SIZES: Record<RowName, number> = { front: 3, middle: 5, back: 5 };

export const SPECIAL_HANDS = ['six-pairs', 'three-straights', 'three-flushes', 'dragon'] as const;
export type SpecialHand = (typeof SPECIAL_HANDS)[number];

/** Three rows as card ints. */
export interface Rows {
  front: Card[];
  middle: Card[];
  back: Card[];
}

// ---------------------------------------------------------------------------------------------------
// Moves (docs/rules/chinese-poker.md §5). A row holds at most 13 card strings; its exact size, the
// cards' ownership, the row order and the special hand's name are the rules' business (422
// `wrong-row-size`, `card-not-in-hand`, `rows-out-of-order`, `unknown-special-hand`, ...).

export const moves = {
  arrange: {
    type: 'object',
    description:
      'Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.',
    properties: {
      type: {
        enum: ['arrange'],
        description:
          'Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.',
      },
      front: cardsField(
        13,
        'Front row: exactly 3 of your cards (no straights or flushes in front). 422 `wrong-row-size` otherwise.',
      ),
      middle: cardsField(
        13,
        'Middle row: exactly 5 of your cards, not weaker than the front row (docs/rules/poker-hands.md §7).',
      ),
      back: cardsField(
        13,
        'Back row: exactly 5 of your cards, not weaker than the middle row. The three rows use exactly your 13 cards; 422 `rows-out-of-order` when back < middle or middle < front (the message names each row).',
      ),
    },
    required: ['type', 'front', 'middle', 'back'],
    additionalProperties: false,
    examples: [
      {
        type: 'arrange',
        front: ['6s', '6c', '4h'],
        middle: ['Td', 'Ts', '9c', 'Qs', '8c'],
        back: ['3h', '3d', '3s', '2h', '2d'],
      },
    ],
  },
  declare: {
    type: 'object',
    description:
      'Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.',
    properties: {
      type: {
        enum: ['declare'],
        description:
          'Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.',
      },
      hand: {
        type: 'string',
        maxLength: 32,
        description:
          'One of six-pairs, three-straights, three-flushes, dragon. six-pairs: six disjoint pairs among the 13 cards (bonus 3 per opponent); three-straights: middle and back are straights, front 3 consecutive ranks (3); three-flushes: each row one suit (3); dragon: 13 different ranks (13). The earliest declaration wins, except that a dragon beats the others. 422 `unknown-special-hand` / `special-hand-not-qualified`.',
      },
      front: cardsField(13, 'Front row: 3 cards.'),
      middle: cardsField(13, 'Middle row: 5 cards.'),
      back: cardsField(13, 'Back row: 5 cards.'),
    },
    required: ['type', 'hand', 'front', 'middle', 'back'],
    additionalProperties: false,
    examples: [
      {
        type: 'declare',
        hand: 'three-flushes',
        front: ['2h', '7h', '9h'],
        middle: ['3c', '6c', '8c', 'Tc', 'Kc'],
        back: ['4s', '5s', '9s', 'Js', 'As'],
      },
    ],
  },
} as const satisfies MoveSchemas;

export type ArrangeMove = FromSchema<typeof moves.arrange>;
export type DeclareMove = FromSchema<typeof moves.declare>;
export type ChinesePokerMove = ArrangeMove | DeclareMove;

// ---------------------------------------------------------------------------------------------------
// Phases (docs/rules/chinese-poker.md §4): `deal` and `reveal` are automatic steps; `arrange` is
// simultaneous.

export const PHASES = {
  deal: [],
  arrange: ['arrange', 'declare'],
  reveal: [],
  'match-over': [],
} as const satisfies Record<string, readonly (keyof typeof moves)[]>;

export type Phase = keyof typeof PHASES;
const PHASE_NAMES = ['deal', 'arrange', 'reveal', 'match-over'] as const satisfies readonly Phase[];

// ---------------------------------------------------------------------------------------------------
// The state (plain JSON; cards are ints)

/** An accepted submission, stored with card ints. */
export interface Submission {
  kind: 'arrange' | 'declare';
  declared: SpecialHand | null;
  front: Card[];
  middle: Card[];
  back: Card[];
  /** 1-based submission order within the hand. */
  order: number;
  /** Move-log sequence number (1-based count of applied moves) of this submission. */
  seq: number;
}

/** A finished hand, public once revealed. */
export interface HandRecord {
  hand: number;
  dealer: number;
  submissions: Submission[];
  score: HandScore;
}

export interface ChinesePokerState {
  players: number;
  options: ChinesePokerOptions;
  phase: Phase;
  /** 1-based number of the current (or last) hand. */
  hand: number;
  dealer: number;
  /** Each seat's 13 cards this hand (secret). */
  hands: Card[][];
  /** Cards set aside with 2–3 players, in deck order (secret forever). */
  setAside: Card[];
  /** Accepted submissions this hand, by seat (null until submitted). */
  submissions: (Submission | null)[];
  /** Applied moves so far in the match (the move log's last seq). */
  moveCount: number;
  /** Moves with seq ≤ revealedSeq belong to revealed hands. */
  revealedSeq: number;
  scores: number[];
  history: HandRecord[];
}

// ---------------------------------------------------------------------------------------------------
// The view (docs/rules/chinese-poker.md §6)

const rowView = {
  type: 'object',
  properties: {
    cards,
    category: { type: 'string', enum: CATEGORIES },
    description: { ...str, description: '"Two pair, Jacks and Sevens".' },
  },
  required: ['cards', 'category', 'description'],
  additionalProperties: false,
} as const;

const specialHand = { type: 'string', enum: SPECIAL_HANDS } as const;

const submissionView = {
  type: 'object',
  properties: {
    seat,
    order: { ...count, description: 'The submission order within the hand (1 = first).' },
    type: { type: 'string', enum: ['arrange', 'declare'] },
    hand: { anyOf: [specialHand, { type: 'null' }], description: 'The declared special hand, or null.' },
    front: rowView,
    middle: rowView,
    back: rowView,
  },
  required: ['seat', 'order', 'type', 'hand', 'front', 'middle', 'back'],
  additionalProperties: false,
} as const;

const revealView = {
  type: 'object',
  properties: {
    hand: count,
    dealer: seat,
    submissions: {
      type: 'array',
      items: submissionView,
      description: 'By seat; `order` is the submission order.',
    },
    effectiveDeclaration: {
      anyOf: [
        {
          type: 'object',
          properties: { seat, hand: specialHand, bonus: int },
          required: ['seat', 'hand', 'bonus'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    voidDeclarations: seats,
    pairs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          seats: { type: 'array', items: seat, minItems: 2, maxItems: 2 },
          bonus: {
            ...nullableInt,
            description:
              'Declaration bonus taken by seats[0] from seats[1], when seats[0] is the effective declarer.',
          },
          rows: {
            type: 'array',
            items: {
              type: 'object',
              properties: { row: { type: 'string', enum: ROWS }, winner: nullableSeat, points: int },
              required: ['row', 'winner', 'points'],
              additionalProperties: false,
            },
          },
          net: { ...int, description: 'Net points of seats[0]; seats[1] gets the opposite.' },
        },
        required: ['seats', 'bonus', 'rows', 'net'],
        additionalProperties: false,
      },
    },
    points: { ...ints, description: 'Hand score of every seat (sums to 0).' },
  },
  required: ['hand', 'dealer', 'submissions', 'effectiveDeclaration', 'voidDeclarations', 'pairs', 'points'],
  additionalProperties: false,
} as const;

/**
 * What a seat sees (docs/rules/chinese-poker.md §6). Common fields (docs/api.md "The state"):
 * `yourCards` is your 13 cards during the arrangement; `board` is always [] (no shared cards); `toAct`
 * lists every seat that has not submitted yet.
 */
export const stateSchema = {
  type: 'object',
  description: 'Chinese poker as a seat (or a spectator) sees it.',
  properties: {
    phase: phaseField(PHASE_NAMES),
    ...commonStateProperties,
    yourCards: {
      ...commonStateProperties.yourCards,
      description:
        'Your 13 cards (sorted, highest first) while you arrange them, else []; null for a spectator.',
    },
    board: { ...cards, description: 'Always [] (Chinese poker has no shared cards).' },
    scores: { ...ints, description: 'Match scores.' },
    players: count,
    hand: { ...count, description: 'The current hand (1-based).' },
    hands: { ...count, description: 'The number of hands in the match.' },
    dealer: seat,
    specialHands: bool,
    specialHandsAvailable: {
      type: 'array',
      items: specialHand,
      description: 'Special hands your 13 cards could declare this hand.',
    },
    submitted: {
      type: 'array',
      items: bool,
      description: 'Whether each seat has submitted this hand (the content stays hidden until the reveal).',
    },
    yourSubmission: {
      anyOf: [submissionView, { type: 'null' }],
      description: 'Your accepted submission this hand, with each row described.',
    },
    lastReveal: {
      anyOf: [revealView, { type: 'null' }],
      description: 'The last revealed hand (null before the first reveal).',
    },
    reveals: {
      type: 'array',
      items: revealView,
      description: 'Every revealed hand of the match, oldest first.',
    },
    arrangementHelp: { ...str, description: 'How to check a proposed arrangement before submitting it.' },
  },
  required: [
    ...COMMON_STATE_FIELDS,
    'players',
    'hand',
    'hands',
    'dealer',
    'specialHands',
    'specialHandsAvailable',
    'submitted',
    'yourSubmission',
    'lastReveal',
    'reveals',
    'arrangementHelp',
  ],
  additionalProperties: false,
} as const;

export type ChinesePokerView = FromSchema<typeof stateSchema>;
export type RowView = FromSchema<typeof rowView>;
export type SubmissionView = FromSchema<typeof submissionView>;
export type RevealView = FromSchema<typeof revealView>;
export type PairView = RevealView['pairs'][number];
