/**
 * In-Between (Acey-Deucey): options, moves, phases, state and view types. Rules:
 * docs/rules/in-between.md. The state is plain JSON; cards are ints (src/engine/cards.ts) inside,
 * strings in views.
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
  int,
  ints,
  nullableCard,
  nullableInt,
  phaseField,
  seat,
  seats,
} from '../view-schema';

/** The options of docs/rules/in-between.md §2. */
export const optionsSchema = {
  startingChips: {
    type: 'integer',
    default: 20,
    min: 1,
    max: 1_000_000,
    description: 'Chips each player receives at match start.',
  },
  ante: {
    type: 'integer',
    default: 1,
    min: 1,
    max: 1_000_000,
    description:
      'Chips each player pays into the pot at match start and whenever the pot is empty at the end of a turn (re-ante); a player short of it pays what they have.',
  },
  pairPayout: {
    type: 'integer',
    default: 2,
    min: 0,
    max: 1_000_000,
    description:
      'Chips won from the pot when the two posts are a pair (no third card), capped by the pot. The original rules say 2, "in some games" 3.',
  },
  rounds: {
    type: 'integer',
    default: 3,
    min: 1,
    max: 100,
    description:
      'Full orbits of the deal: the match ends after rounds × (players at start) deals, or earlier when one player is left.',
  },
  maxBetRule: {
    type: 'enum',
    default: 'pot',
    values: ['pot', 'half-pot'],
    description:
      'Maximum bet: "pot" = min(pot, own chips) as in the original rules; "half-pot" = min(max(1, floor(pot / 2)), own chips).',
  },
} as const satisfies OptionsSchema;

export type InBetweenOptions = OptionsOf<typeof optionsSchema>;
export type MaxBetRule = InBetweenOptions['maxBetRule'];

const BET = 'The only move: bet that the third card ranks strictly between the two posts.';

/**
 * The moves of docs/rules/in-between.md §5. `amount` is a required integer; whether it is in range is
 * the rules' business (422 bet-too-small, bet-exceeds-pot, bet-exceeds-chips, bet-exceeds-limit).
 */
export const moves = {
  bet: {
    type: 'object',
    description: BET,
    properties: {
      type: { enum: ['bet'], description: BET },
      amount: {
        type: 'integer',
        description:
          'Chips staked, an integer from 1 to the maximum bet M given in legalMoves ({ "type": "bet", "amount": { "min": 1, "max": M } }): ' +
          'M = min(pot, own chips), or with maxBetRule "half-pot" min(max(1, floor(pot / 2)), own chips). ' +
          'Out of range → 422 with reason bet-too-small, bet-exceeds-pot, bet-exceeds-chips or bet-exceeds-limit. ' +
          'Win: the third card ranks strictly between the posts and you take `amount` from the pot; otherwise `amount` goes into the pot.',
      },
    },
    required: ['type', 'amount'],
    additionalProperties: false,
    examples: [{ type: 'bet', amount: 1 }],
  },
} as const satisfies MoveSchemas;

export type BetMove = FromSchema<typeof moves.bet>;
export type InBetweenMove = BetMove;

/**
 * The engine's phases (docs/rules/in-between.md §4 and its implementation notes): `posts` (turn the
 * posts; a pair or consecutive posts settle at once), `bet` (the current player's move), `third` (turn
 * the third card and settle), `turn-end` (discard, re-ante, eliminations, end of match, next deal) are
 * automatic except `bet`; `match-over` is terminal. The draw for the deal and the first ante happen in
 * setup.
 */
export const PHASES = ['posts', 'bet', 'third', 'turn-end', 'match-over'] as const;
export type Phase = (typeof PHASES)[number];

export type OutcomeKind = 'pair' | 'consecutive' | 'win' | 'lose';

/** How one turn was settled (cards as ints inside the state). */
export interface Outcome {
  /** 1-based turn number of the match. */
  turn: number;
  seat: number;
  posts: Card[];
  kind: OutcomeKind;
  bet: number | null;
  third: Card | null;
  /** Chips the player won (positive) or lost (negative) on this turn, antes excluded. */
  change: number;
  /** Set at turn-end: whether everyone re-anted, who was eliminated, and the pot after the turn. */
  reante: boolean;
  eliminated: number[];
  potAfter: number;
}

export interface DrawCard {
  seat: number;
  card: Card;
}

export interface InBetweenState {
  options: InBetweenOptions;
  players: number;
  phase: Phase;
  chips: number[];
  active: boolean[];
  /** Turn number at which each seat was eliminated (null while in play). */
  outAt: (number | null)[];
  pot: number;
  /** Stock, top card first. Hidden from every view. */
  stock: Card[];
  /** Discard pile since the last shuffle, in the order the cards were turned (public knowledge: docs/rules/in-between.md §6). */
  discard: Card[];
  posts: Card[];
  third: Card | null;
  bet: number | null;
  dealer: number;
  /** The player whose turn it is (null once the match is over). */
  current: number | null;
  /** Players still to play in the current deal, after `current`, in order. */
  queue: number[];
  dealsDone: number;
  totalDeals: number;
  /** Turns started so far (the current turn's number). */
  turn: number;
  shuffles: number;
  /** The public draw for the first deal: one list of face-up cards per round. */
  draw: DrawCard[][];
  /** The seat that won the draw and dealt first. */
  firstDealer: number;
  /** The outcome of the turn in progress, once settled (before turn-end). */
  pending: Outcome | null;
  /** The most recent settled turns, oldest first (at most LAST_OUTCOMES). */
  outcomes: Outcome[];
  endReason: string | null;
}

export const LAST_OUTCOMES = 10;

// ---------------------------------------------------------------------------------------------------
// The view (docs/rules/in-between.md §6), declared once as a JSON Schema (src/engine/view-schema.ts)

const outcomeView = {
  type: 'object',
  description: 'How one turn was settled.',
  properties: {
    turn: count,
    seat,
    posts: cards,
    kind: { type: 'string', enum: ['pair', 'consecutive', 'win', 'lose'] },
    bet: nullableInt,
    third: nullableCard,
    change: {
      ...int,
      description: 'Chips the player won (positive) or lost (negative) on this turn, antes excluded.',
    },
    reante: bool,
    eliminated: seats,
    potAfter: count,
  },
  required: ['turn', 'seat', 'posts', 'kind', 'bet', 'third', 'change', 'reante', 'eliminated', 'potAfter'],
  additionalProperties: false,
} as const;

/**
 * What a seat sees (docs/rules/in-between.md §6: every seat sees the same). Common fields (docs/api.md
 * "The state"): `board` is the posts and, once turned, the third card; `yourCards` is always [] (no
 * card is private); `scores` are the chips.
 */
export const stateSchema = {
  type: 'object',
  description: 'In-Between as a seat (or a spectator) sees it.',
  properties: {
    phase: phaseField(PHASES),
    ...commonStateProperties,
    yourCards: {
      ...commonStateProperties.yourCards,
      description: 'Always [] for a seat (every card is public), null for a spectator.',
    },
    board: {
      ...cards,
      description:
        'The two posts of the turn in progress and, once turned, the third card (empty between turns).',
    },
    scores: { ...ints, description: 'Chips of each seat (the pot is not counted).' },
    players: count,
    dealer: seat,
    active: {
      type: 'array',
      items: bool,
      description: 'Seats still in play; eliminated players are out for good.',
    },
    pot: count,
    posts: { ...cards, description: 'The two posts of the turn in progress (empty between turns).' },
    third: nullableCard,
    bet: nullableInt,
    betRange: {
      anyOf: [
        {
          type: 'object',
          properties: { min: int, max: int },
          required: ['min', 'max'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
      description: 'Bet range for the current player during `bet`, else null.',
    },
    dealQueue: { ...seats, description: 'Players still to play in this deal after the current one.' },
    dealsCompleted: count,
    totalDeals: count,
    turn: count,
    stockCount: { ...count, description: 'Cards left in the stock (its order and contents stay hidden).' },
    discards: {
      ...cards,
      description:
        'The discard pile since the last shuffle: every card turned since then, in order (public knowledge).',
    },
    shuffles: {
      ...count,
      description: 'How many times a stock was shuffled (1 = the stock formed after the draw).',
    },
    drawForDeal: {
      type: 'object',
      description: 'The draw for the first deal: one list per round of face-up cards.',
      properties: {
        rounds: {
          type: 'array',
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: { seat, card },
              required: ['seat', 'card'],
              additionalProperties: false,
            },
          },
        },
        dealer: seat,
      },
      required: ['rounds', 'dealer'],
      additionalProperties: false,
    },
    lastOutcomes: {
      type: 'array',
      items: outcomeView,
      description: 'The most recent settled turns, oldest first.',
    },
  },
  required: [
    ...COMMON_STATE_FIELDS,
    'players',
    'dealer',
    'active',
    'pot',
    'posts',
    'third',
    'bet',
    'betRange',
    'dealQueue',
    'dealsCompleted',
    'totalDeals',
    'turn',
    'stockCount',
    'discards',
    'shuffles',
    'drawForDeal',
    'lastOutcomes',
  ],
  additionalProperties: false,
} as const;

export type InBetweenView = FromSchema<typeof stateSchema>;
export type OutcomeView = FromSchema<typeof outcomeView>;
