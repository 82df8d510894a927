/**
 * Four-hand Euchre: the options (docs/rules/euchre.md §2), the moves (docs/rules/euchre.md §5), the
 * phases (docs/rules/euchre.md §4), the state and the view. The options and the moves are declared once
 * here; their TypeScript types, their validation and their OpenAPI schemas are derived from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Card } from '../cards';
import { cardField, type MoveSchemas } from '../moves';
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
  nullableSeat,
  phaseField,
  seat,
  seats,
  str,
} from '../view-schema';

// ---------------------------------------------------------------------------------------------------
// Options (docs/rules/euchre.md §2)

export const optionsSchema = {
  targetPoints: {
    type: 'integer',
    default: 10,
    min: 1,
    max: 100,
    description:
      'The match ends when a team (seats 0+2 or 1+3) has at least this many points (the original rules: 10).',
  },
  stickTheDealer: {
    type: 'boolean',
    default: false,
    description:
      'If true, the dealer may not pass in bid round 2 and must name trump. If false (the original rules), a hand where everyone passes twice is thrown in and the next player deals.',
  },
  allowDefenderAlone: {
    type: 'boolean',
    default: true,
    description: 'Whether a defender may go alone (the original rules: yes).',
  },
} as const satisfies OptionsSchema;

export type EuchreOptions = OptionsOf<typeof optionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Moves (docs/rules/euchre.md §5). The schemas check the shape (a card is a card string, `alone` a
// boolean, no unknown field); the rules answer the rest with their reason codes (`wrong-phase`,
// `must-follow-suit`, `card-not-in-hand`, `must-keep-up-card`, `invalid-suit`, `suit-turned-down`,
// `dealer-must-name`, ...).

const ALONE_DESCRIPTION = 'Go alone: your partner sits out.';

export const moves = {
  pass: {
    type: 'object',
    description:
      'Pass: decline the up card (bid round 1), name no suit (bid round 2), or do not go alone (the `alone` phase).',
    properties: {
      type: {
        enum: ['pass'],
        description:
          'Pass in bid round 1 (decline the up card), in bid round 2 (name no suit) or in the `alone` phase (do not go alone). ' +
          'With stickTheDealer the dealer may not pass in round 2 once the others have: 422 `dealer-must-name`.',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'pass' }],
  },
  'order-up': {
    type: 'object',
    description: "Bid round 1: make the up card's suit trump.",
    properties: {
      type: {
        enum: ['order-up'],
        description:
          'Bid round 1: make the up card\'s suit trump ("order it up" for an opponent of the dealer, "assist" for the dealer\'s partner, ' +
          '"accept" for the dealer). The dealer then takes the up card and discards one card (the dealer who accepted may not discard the up card).',
      },
      alone: {
        type: 'boolean',
        default: false,
        description:
          "Go alone: your partner sits out. If the dealer's partner orders up alone, the dealer sits out and does not pick up the up card.",
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'order-up', alone: false }],
  },
  discard: {
    type: 'object',
    description: 'The dealer discards one of 6 cards face down after an order-up.',
    properties: {
      type: {
        enum: ['discard'],
        description:
          'The dealer discards one of 6 cards face down after an order-up (hidden from everyone else, also in the move log).',
      },
      card: cardField(
        'One of your 6 cards. 422 `card-not-in-hand` otherwise; 422 `must-keep-up-card` when you accepted the up card yourself and try to discard it.',
      ),
    },
    required: ['type', 'card'],
    additionalProperties: false,
    examples: [{ type: 'discard', card: '9c' }],
  },
  'name-trump': {
    type: 'object',
    description: 'Bid round 2: name the trump suit.',
    properties: {
      type: {
        enum: ['name-trump'],
        description: 'Bid round 2: name the trump suit; your team become the makers.',
      },
      suit: {
        type: 'string',
        maxLength: 8,
        description:
          'c, d, h or s, except the suit of the turned-down up card (422 `suit-turned-down`). Anything else is 422 `invalid-suit`.',
      },
      alone: { type: 'boolean', default: false, description: ALONE_DESCRIPTION },
    },
    required: ['type', 'suit'],
    additionalProperties: false,
    examples: [{ type: 'name-trump', suit: 'h', alone: false }],
  },
  'go-alone': {
    type: 'object',
    description: 'Play this hand without your partner (the `alone` phase).',
    properties: {
      type: {
        enum: ['go-alone'],
        description:
          'The `alone` phase (after trump is fixed, before the first lead): play this hand without your partner, who sits out. ' +
          "Offered once to each eligible player from the dealer's left: one lone player per team; defenders only with allowDefenderAlone.",
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'go-alone' }],
  },
  play: {
    type: 'object',
    description: 'Play a card to the current trick.',
    properties: {
      type: { enum: ['play'], description: 'Play a card to the current trick.' },
      card: cardField(
        'A card of your hand (422 `card-not-in-hand`). You must follow the effective suit led if you can (422 `must-follow-suit`); ' +
          "the left bower (the jack of the suit of trump's colour) counts as a trump for every purpose.",
      ),
    },
    required: ['type', 'card'],
    additionalProperties: false,
    examples: [{ type: 'play', card: 'Jd' }],
  },
} as const satisfies MoveSchemas;

export type PassMove = FromSchema<typeof moves.pass>;
export type OrderUpMove = FromSchema<(typeof moves)['order-up']>;
export type DiscardMove = FromSchema<typeof moves.discard>;
export type NameTrumpMove = FromSchema<(typeof moves)['name-trump']>;
export type GoAloneMove = FromSchema<(typeof moves)['go-alone']>;
export type PlayMove = FromSchema<typeof moves.play>;
export type EuchreMove = PassMove | OrderUpMove | DiscardMove | NameTrumpMove | GoAloneMove | PlayMove;

// ---------------------------------------------------------------------------------------------------
// Phases (docs/rules/euchre.md §4) and the move types each allows (docs/rules/euchre.md §5 table). `deal` and `score` are
// automatic steps.

export const PHASES = {
  deal: [],
  'bid-round-1': ['pass', 'order-up'],
  'dealer-discard': ['discard'],
  'bid-round-2': ['pass', 'name-trump'],
  alone: ['pass', 'go-alone'],
  play: ['play'],
  score: [],
  'match-over': [],
} as const satisfies Record<string, readonly (keyof typeof moves)[]>;

export type Phase = keyof typeof PHASES;
const PHASE_NAMES = [
  'deal',
  'bid-round-1',
  'dealer-discard',
  'bid-round-2',
  'alone',
  'play',
  'score',
  'match-over',
] as const satisfies readonly Phase[];

// ---------------------------------------------------------------------------------------------------
// The state (plain JSON; cards are ints in the state, strings in views)

/** One public bidding or `alone` decision of the current hand. */
export interface BidEntry {
  seat: number;
  phase: 'bid-round-1' | 'bid-round-2' | 'alone';
  call: 'pass' | 'order-up' | 'name-trump' | 'go-alone';
  /** name-trump: suit index. */
  suit?: number;
  alone?: boolean;
}

export interface PlayedCard {
  seat: number;
  card: Card;
}

export interface Trick {
  leader: number;
  cards: PlayedCard[];
  /** Set once the trick is complete. */
  winner: number | null;
}

export interface HandSummary {
  hand: number;
  dealer: number;
  /** Null for a thrown-in hand. */
  trump: number | null;
  makers: number | null;
  alone: number[];
  tricksWon: number[];
  scoringTeam: number | null;
  points: number;
  kind: string;
  tricks: Trick[];
}

export interface EuchreState {
  options: EuchreOptions;
  phase: Phase;
  /** 1-based number of the current deal (thrown-in deals count). */
  hand: number;
  dealer: number;
  /** The seat to act, or null during automatic steps and at the end. */
  turn: number | null;
  hands: Card[][];
  /** The 4 undealt cards; kitty[0] is the up card (removed when the dealer picks it up). */
  kitty: Card[];
  upCard: Card | null;
  upCardTurnedDown: boolean;
  upCardKept: boolean | null;
  /** The dealer's face-down discard (the dealer only). */
  discard: Card | null;
  bids: BidEntry[];
  trump: number | null;
  /** Team (0 or 1) that chose trump. */
  makers: number | null;
  caller: number | null;
  /** True when the dealer accepted the up card himself (may not discard it). */
  dealerAccepted: boolean;
  /** Lone players (at most one per team). */
  alone: number[];
  /** How many seats (counted from the dealer's left) have been through the `alone` offer. */
  aloneOffered: number;
  trick: Trick | null;
  tricks: Trick[];
  /** Tricks won per team in this hand. */
  tricksWon: number[];
  /** Points per team. */
  score: number[];
  lastHand: HandSummary | null;
  winner: number | null;
}

// ---------------------------------------------------------------------------------------------------
// The view (docs/rules/euchre.md §6)

const suit = { type: 'string', pattern: '^[cdhs]$' } as const;

const trickView = {
  type: 'object',
  properties: {
    leader: seat,
    cards: {
      type: 'array',
      items: {
        type: 'object',
        properties: { seat, card },
        required: ['seat', 'card'],
        additionalProperties: false,
      },
    },
    winner: { ...nullableSeat, description: 'Set once the trick is complete.' },
  },
  required: ['leader', 'cards', 'winner'],
  additionalProperties: false,
} as const;

const team = {
  type: ['integer', 'null'],
  minimum: 0,
  maximum: 1,
  description: 'Team 0 = seats 0 and 2, team 1 = seats 1 and 3.',
} as const;

/**
 * What a seat sees (docs/rules/euchre.md §6). Common fields (docs/api.md "The state"): `yourCards` is
 * your hand (the dealer's 6 during the discard); `board` is the up card while it lies face up on the
 * kitty, then the cards of the trick being played; `scores` gives each seat its team's points.
 */
export const stateSchema = {
  type: 'object',
  description: 'Euchre as a seat (or a spectator) sees it.',
  properties: {
    phase: phaseField(PHASE_NAMES),
    ...commonStateProperties,
    yourCards: {
      ...commonStateProperties.yourCards,
      description: "Your cards (the dealer's 6 during the discard); null for a spectator.",
    },
    board: {
      ...cards,
      description:
        'The up card while it lies face up (bidding round 1), then the cards of the trick being played.',
    },
    scores: { ...ints, description: "Each seat's team's points." },
    hand: { ...count, description: '1-based number of the current deal (thrown-in deals count).' },
    dealer: seat,
    targetPoints: count,
    stickTheDealer: bool,
    allowDefenderAlone: bool,
    handSizes: { type: 'array', items: count, description: 'How many cards each seat holds.' },
    upCard: nullableCard,
    upCardTurnedDown: bool,
    upCardKept: {
      type: ['boolean', 'null'],
      description: 'Null until the dealer has discarded (or sits out).',
    },
    discard: { ...nullableCard, description: "The dealer's discard, shown to the dealer only." },
    bids: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          seat,
          phase: { type: 'string', enum: ['bid-round-1', 'bid-round-2', 'alone'] },
          call: { type: 'string', enum: ['pass', 'order-up', 'name-trump', 'go-alone'] },
          suit,
          alone: bool,
        },
        required: ['seat', 'phase', 'call'],
        additionalProperties: false,
      },
    },
    trump: { anyOf: [suit, { type: 'null' }] },
    makers: { ...team, description: 'The team that chose trump (0 = seats 0 and 2).' },
    caller: nullableSeat,
    alone: { ...seats, description: 'Lone players (at most one per team).' },
    sittingOut: seats,
    trick: { anyOf: [trickView, { type: 'null' }] },
    tricks: { type: 'array', items: trickView },
    tricksWon: { ...ints, description: 'Tricks won per team this hand (team 0 = seats 0 and 2).' },
    teamScores: { ...ints, description: 'Points per team (team 0 = seats 0 and 2).' },
    lastHand: {
      anyOf: [
        {
          type: 'object',
          properties: {
            hand: count,
            dealer: seat,
            trump: { anyOf: [suit, { type: 'null' }] },
            makers: team,
            alone: seats,
            tricksWon: ints,
            scoringTeam: team,
            points: int,
            kind: {
              ...str,
              description:
                'made, march, lone-march, euchre, lone-defender-euchre, lone-defender-march or thrown-in.',
            },
            tricks: { type: 'array', items: trickView },
          },
          required: [
            'hand',
            'dealer',
            'trump',
            'makers',
            'alone',
            'tricksWon',
            'scoringTeam',
            'points',
            'kind',
            'tricks',
          ],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    winner: { ...team, description: 'The winning team once the match is over.' },
  },
  required: [
    ...COMMON_STATE_FIELDS,
    'hand',
    'dealer',
    'targetPoints',
    'stickTheDealer',
    'allowDefenderAlone',
    'handSizes',
    'upCard',
    'upCardTurnedDown',
    'upCardKept',
    'discard',
    'bids',
    'trump',
    'makers',
    'caller',
    'alone',
    'sittingOut',
    'trick',
    'tricks',
    'tricksWon',
    'teamScores',
    'lastHand',
    'winner',
  ],
  additionalProperties: false,
} as const;

export type EuchreView = FromSchema<typeof stateSchema>;
export type TrickView = FromSchema<typeof trickView>;
