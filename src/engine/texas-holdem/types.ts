/**
 * Texas Hold'em declared once: its options (docs/rules/texas-holdem.md §2), its moves
 * (docs/rules/texas-holdem.md §5), its phases (docs/rules/texas-holdem.md §11.3), its state and its
 * view (docs/rules/texas-holdem.md §6).
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
  nullableInt,
  nullableSeat,
  phaseField,
  seat,
  seats,
  str,
} from '../view-schema';

const CHIPS_MAX = 1_000_000_000;

/** The options of docs/rules/texas-holdem.md §2. */
export const optionsSchema = {
  variant: {
    type: 'enum',
    default: 'betting',
    values: ['betting', 'no-betting'],
    description:
      'Which version of the original rules is played: "betting" (blinds Hold\'em with four betting rounds) or "no-betting" (the simplified single round of bets).',
  },
  bettingStructure: {
    type: 'enum',
    default: 'no-limit',
    values: ['no-limit', 'pot-limit', 'fixed-limit'],
    description: 'Bet sizing, betting variant only.',
  },
  startingStack: {
    type: 'integer',
    default: 1000,
    min: 1,
    max: CHIPS_MAX,
    description: 'Chips per player at match start.',
  },
  smallBlind: {
    type: 'integer',
    default: 5,
    min: 1,
    max: CHIPS_MAX,
    description: 'Small blind, betting variant only.',
  },
  bigBlind: {
    type: 'integer',
    default: 10,
    min: 1,
    max: CHIPS_MAX,
    atLeast: 'smallBlind',
    description:
      'Big blind, betting variant only. Also the minimum bet and the first raise increment, and the small bet of fixed-limit.',
  },
  ante: {
    type: 'integer',
    default: 0,
    min: 0,
    max: CHIPS_MAX,
    description: 'Paid by every player before each hand, in both variants.',
  },
  openingBet: {
    type: 'integer',
    default: 0,
    min: 0,
    max: CHIPS_MAX,
    description:
      'No-betting only. 0: the opener chooses the amount; n > 0: the opening bet is fixed at n and posted automatically.',
  },
  maxHands: {
    type: 'integer',
    default: 0,
    min: 0,
    max: 1_000_000,
    description:
      '0 = play until one player holds every chip; otherwise the match ends after this many hands (most chips wins, ties are co-winners).',
  },
  allowMuck: {
    type: 'boolean',
    default: false,
    description:
      'If true, losing hands at showdown that need not be shown (not first to show, not all-in, winning nothing) are mucked unseen.',
  },
  resetStacks: {
    type: 'boolean',
    default: false,
    needs: { option: 'maxHands', atLeast: 1 },
    description:
      'If true, every hand starts with every player holding startingStack again, nobody is eliminated, and the match is scored by chips won over its maxHands hands (as the heads-up matches of poker research and of the ACPC are played).',
  },
} as const satisfies OptionsSchema;

export type HoldemOptions = OptionsOf<typeof optionsSchema>;

/**
 * Presets (docs/api.md "Presets"): the two heads-up games of the Annual Computer Poker Competition as
 * research plays them (docs/acpc.md): stacks reset every hand, every hand that reaches a showdown
 * shown. `maxHands` is the match's length; a body's own `options` go over these.
 */
export const presets = [
  {
    name: 'acpc-nolimit-2p',
    description:
      "The ACPC's heads-up no-limit game (holdem.nolimit.2p.reverse_blinds.game): 20000 chips reset every hand, blinds 50/100, 1000 hands.",
    options: {
      variant: 'betting',
      bettingStructure: 'no-limit',
      startingStack: 20000,
      smallBlind: 50,
      bigBlind: 100,
      ante: 0,
      resetStacks: true,
      maxHands: 1000,
      allowMuck: false,
    },
  },
  {
    name: 'acpc-limit-2p',
    description:
      "The ACPC's heads-up limit game (holdem.limit.2p.reverse_blinds.game): fixed-limit, blinds 5/10, bets of 10 then 20, 4 a round, 1000 hands; the 1000 chips reset every hand cover the most a hand can cost (240).",
    options: {
      variant: 'betting',
      bettingStructure: 'fixed-limit',
      startingStack: 1000,
      smallBlind: 5,
      bigBlind: 10,
      ante: 0,
      resetStacks: true,
      maxHands: 1000,
      allowMuck: false,
    },
  },
] as const satisfies readonly { name: string; description: string; options: Partial<HoldemOptions> }[];
export type Variant = HoldemOptions['variant'];
export type Structure = HoldemOptions['bettingStructure'];

/** The moves of docs/rules/texas-holdem.md §5. Shape only: the rules judge the values (422). */
export const moves = {
  fold: {
    type: 'object',
    description: 'Fold: give up the hand.',
    properties: {
      type: {
        enum: ['fold'],
        description:
          'Give up the hand. Always allowed on your turn in the betting variant (even when a check is possible); in no-betting only during `calls`.',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'fold' }],
  },
  check: {
    type: 'object',
    description: 'Check: pass without betting.',
    properties: {
      type: {
        enum: ['check'],
        description:
          'Pass without betting; only when your bet this round equals the bet to match (otherwise 422 `cannot-check`). Betting variant only.',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'check' }],
  },
  call: {
    type: 'object',
    description: 'Call: match the current bet.',
    properties: {
      type: {
        enum: ['call'],
        description:
          'Match the current bet: puts in min(bet to match − your bet this round, your stack); calling short makes you all-in. 422 `nothing-to-call` when there is no bet.',
      },
      amount: {
        type: 'integer',
        description:
          'Optional: the chips the call puts in, as listed in legalMoves ({ "type": "call", "amount": 40 }). Any other value → 422 `wrong-call-amount` (a value that is not a positive integer → 422 `invalid-amount`).',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'call', amount: 40 }],
  },
  bet: {
    type: 'object',
    description: 'Bet: open the betting of a round.',
    properties: {
      type: {
        enum: ['bet'],
        description:
          "Open the betting of a round (nobody has bet yet; otherwise 422 `already-bet`). In no-betting: the opener's bet in `opening-bet` (1 to the stack).",
      },
      amount: {
        type: 'integer',
        description:
          'Chips bet, within legalMoves\' { "type": "bet", "amount": { "min": a, "max": b } }: at least the big blind (less only all-in), at most your stack, ' +
          'at most the pot in pot-limit; exactly the fixed size in fixed-limit. Reasons: `bet-exceeds-stack`, `bet-too-small`, `bet-exceeds-pot`, `wrong-amount`, `invalid-amount`.',
      },
    },
    required: ['type', 'amount'],
    additionalProperties: false,
    examples: [{ type: 'bet', amount: 20 }],
  },
  raise: {
    type: 'object',
    description: 'Raise: raise the current bet to a new total.',
    properties: {
      type: {
        enum: ['raise'],
        description: 'Raise the current bet. Betting variant only (no-betting → 422 `move-not-allowed`).',
      },
      to: {
        type: 'integer',
        description:
          'Your TOTAL bet in the round after the raise (not the increment), within legalMoves\' { "type": "raise", "to": { "min": a, "max": b } }. ' +
          'No-limit/pot-limit: at least bet + last full raise increment (less only all-in); pot-limit: at most bet + pot + call; fixed-limit: exactly the next level. ' +
          'An all-in short of a full raise does not reopen the betting for players who already acted (`betting-not-reopened`); nobody may raise when no other player still in the hand could put in more than the amount to match (each all-in or holding at most the call: `opponents-all-in`). ' +
          'Reasons: `no-bet-to-raise`, `opponents-all-in`, `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`, `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`.',
      },
    },
    required: ['type', 'to'],
    additionalProperties: false,
    examples: [{ type: 'raise', to: 80 }],
  },
  'all-in': {
    type: 'object',
    description: 'All-in: put in your whole stack.',
    properties: {
      type: {
        enum: ['all-in'],
        description:
          'Put in your whole stack. Counts as a call if that does not exceed the bet to match, as a bet if nobody has bet, otherwise as a raise: ' +
          'size minimums are waived, but maximums (pot-limit, fixed-limit sizes), the raise cap and the reopening rule still apply.',
      },
    },
    required: ['type'],
    additionalProperties: false,
    examples: [{ type: 'all-in' }],
  },
} as const satisfies MoveSchemas;

export type FoldMove = FromSchema<typeof moves.fold>;
export type CheckMove = FromSchema<typeof moves.check>;
export type CallMove = FromSchema<typeof moves.call>;
export type BetMove = FromSchema<typeof moves.bet>;
export type RaiseMove = FromSchema<typeof moves.raise>;
export type AllInMove = FromSchema<(typeof moves)['all-in']>;
export type HoldemMove = FoldMove | CheckMove | CallMove | BetMove | RaiseMove | AllInMove;
export type MoveType = HoldemMove['type'];

export type Street = 'preflop' | 'flop' | 'turn' | 'river';
/** The phases of docs/rules/texas-holdem.md §4 (both variants) and the end of the match. */
export type Phase =
  'hand-start' | Street | 'opening-bet' | 'calls' | 'board' | 'showdown' | 'hand-end' | 'match-over';

const ALL_MOVES = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;

/**
 * Phase → the move types the framework lets through to the rules. Where a player acts, every type
 * reaches the rules, which answer `move-not-allowed` for a type that does not exist in the variant or
 * phase (docs/rules/texas-holdem.md §5: e.g. `raise` in no-betting, `check` during `calls`); the
 * automatic phases have no player to act.
 */
export const phases = {
  'hand-start': [],
  preflop: ALL_MOVES,
  flop: ALL_MOVES,
  turn: ALL_MOVES,
  river: ALL_MOVES,
  'opening-bet': ALL_MOVES,
  calls: ALL_MOVES,
  board: [],
  showdown: [],
  'hand-end': [],
  'match-over': [],
} as const satisfies Record<Phase, readonly MoveType[]>;

/** What a seat did last in the current hand (public). */
export interface SeatAction {
  type: 'ante' | 'small-blind' | 'big-blind' | 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in';
  /** Chips put in by this action. */
  amount: number;
  /** The seat's total bet in the round after the action (bets, raises, calls, blinds). */
  to?: number;
  allIn?: boolean;
}

export interface LogEntry extends SeatAction {
  seat: number;
  phase: Phase;
}

export interface PotResult {
  name: string;
  amount: number;
  eligible: number[];
  winners: number[];
  shares: number[];
  /** "Seat 0 wins main pot 150 with Three of a kind, Queens". */
  explanation: string;
}

export interface ShownHand {
  seat: number;
  cards: Card[];
  description: string;
}

/** The public record of a finished hand. */
export interface HandSummary {
  handNumber: number;
  button: number;
  board: Card[];
  uncontested: boolean;
  /** Hands turned face up, in showdown order. Mucked and folded hands are absent. */
  shown: ShownHand[];
  /** Seats that mucked at showdown (their cards stay hidden forever). */
  mucked: number[];
  uncalled: { seat: number; amount: number } | null;
  pots: PotResult[];
  stacksAfter: number[];
  eliminated: number[];
  /** Each seat's net chips for the hand: what it got back from the pots and as uncalled, minus what it put in. */
  results: number[];
  /** Every action of the hand (antes and blinds included), in order: the hand's `log` when it was settled. */
  log: LogEntry[];
}

/**
 * The whole state of a match (plain JSON). The letters of docs/rules/texas-holdem.md §4 are named in
 * the comments: b_i is `roundBets`, c_i `committed`, H `amountToMatch`, L `minRaiseIncrement`, A_i
 * `amountToMatchAtLastAction`, F `lastFullBetTo`.
 */
export interface HoldemState {
  options: HoldemOptions;
  seatCount: number;
  /** s_i: chips in front of each seat (not in the pot). */
  stacks: number[];
  button: number;
  /** Hands started so far (the current hand's number). */
  handNumber: number;
  phase: Phase;
  /** Remaining deck, top first. Hidden. */
  deck: Card[];
  /** Burnt cards. Hidden. */
  burns: Card[];
  /** Hole cards per seat ([] for seats not dealt in). Hidden unless shown. */
  holeCards: Card[][];
  board: Card[];
  /** Dealt into the current hand (had chips at its start). */
  inHand: boolean[];
  folded: boolean[];
  allIn: boolean[];
  /** c_i: everything each seat put in this hand (antes, blinds, bets). */
  committed: number[];
  /** b_i: what each seat put in during the current betting round (blinds count, antes do not). */
  roundBets: number[];
  /** Whether each seat has acted in the current round (posting a blind is not an action). */
  acted: boolean[];
  /** A_i: the amount to match just after each seat's last action in the current round. */
  amountToMatchAtLastAction: number[];
  /** H: the amount to match in the current round. */
  amountToMatch: number;
  /** L: the minimum raise increment. */
  minRaiseIncrement: number;
  /** F: the last full bet level (fixed-limit). */
  lastFullBetTo: number;
  /** Full bets made this round (the fixed-limit cap of 4; preflop the big blind counts). */
  fullBetsThisRound: number;
  /** The seat to act, or null while an automatic step is due or at the end. */
  toAct: number | null;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;
  /** No-betting: the opener; null in betting or when nobody could open. */
  opener: number | null;
  /** No-betting: the owners may look at their hole cards (after the opening bet). Always true in betting. */
  holeVisible: boolean;
  /** Last seat that bet or raised in the latest betting round played (shows first, docs/rules/texas-holdem.md §6). */
  aggressor: number | null;
  /** Hole cards turned face up in this hand (public). */
  shown: boolean[];
  /** Betting is closed for the rest of the hand (docs/rules/texas-holdem.md §4): the board runs out with no more moves. */
  bettingClosed: boolean;
  lastAction: (SeatAction | null)[];
  /** Every action of the current hand, public. */
  log: LogEntry[];
  /** Summary of the current hand once settled (phase `hand-end`), then of the previous one. */
  lastHand: HandSummary | null;
  /**
   * With `resetStacks` (docs/rules/texas-holdem.md §7 step 6, §8): each seat's chips won over the hands
   * played, its match score. Absent otherwise (the stacks are the score).
   */
  chipsWon?: number[];
  /**
   * With `resetStacks`: `chipsWon` with every hand whose betting closed before the river credited with
   * each seat's expectation over the run-outs of the board instead of its result (all-in adjusted,
   * all-in.ts). Absent otherwise, and in matches started before it was kept.
   */
  chipsWonAllInAdjusted?: number[];
  /** With `resetStacks`, from the close of a hand's betting before the river to the hand's end: that expectation. */
  allInExpectation?: number[];
  winners: number[] | null;
  endReason: string | null;
}

// ---------------------------------------------------------------------------------------------------
// The view (docs/rules/texas-holdem.md §6), declared once as a JSON Schema (src/engine/view-schema.ts)

const PHASE_NAMES = [
  'hand-start',
  'preflop',
  'flop',
  'turn',
  'river',
  'opening-bet',
  'calls',
  'board',
  'showdown',
  'hand-end',
  'match-over',
] as const satisfies readonly Phase[];

const seatActionProperties = {
  type: {
    type: 'string',
    enum: ['ante', 'small-blind', 'big-blind', 'fold', 'check', 'call', 'bet', 'raise', 'all-in'],
  },
  amount: { ...count, description: 'Chips put in by this action.' },
  to: {
    ...count,
    description: "The seat's total bet in the round after the action (bets, raises, calls, blinds).",
  },
  allIn: bool,
} as const;

const seatAction = {
  type: 'object',
  description: 'What a seat did last in the current hand.',
  properties: seatActionProperties,
  required: ['type', 'amount'],
  additionalProperties: false,
} as const;

const logEntry = {
  type: 'object',
  properties: { seat, phase: phaseField(PHASE_NAMES), ...seatActionProperties },
  required: ['seat', 'phase', 'type', 'amount'],
  additionalProperties: false,
} as const;

const playerView = {
  type: 'object',
  properties: {
    seat,
    stack: count,
    bet: { ...count, description: "This round's bet (b_i)." },
    committed: { ...count, description: 'Everything put in this hand (c_i).' },
    status: { type: 'string', enum: ['active', 'folded', 'all-in', 'out'] },
    isButton: bool,
    blind: { type: ['string', 'null'], enum: ['small', 'big', null] },
    holeCards: {
      type: ['array', 'null'],
      items: card,
      description: 'The hole cards when the viewer may see them (own, or shown), else null.',
    },
    shown: bool,
    lastAction: { anyOf: [seatAction, { type: 'null' }] },
  },
  required: [
    'seat',
    'stack',
    'bet',
    'committed',
    'status',
    'isButton',
    'blind',
    'holeCards',
    'shown',
    'lastAction',
  ],
  additionalProperties: false,
} as const;

const lastHandView = {
  type: 'object',
  description: 'The public record of a finished hand.',
  properties: {
    handNumber: count,
    button: seat,
    board: cards,
    uncontested: bool,
    shown: {
      type: 'array',
      description: 'Hands turned face up, in showdown order. Mucked and folded hands are absent.',
      items: {
        type: 'object',
        properties: { seat, cards, description: str },
        required: ['seat', 'cards', 'description'],
        additionalProperties: false,
      },
    },
    mucked: { ...seats, description: 'Seats that mucked at showdown (their cards stay hidden forever).' },
    uncalled: {
      anyOf: [
        {
          type: 'object',
          properties: { seat, amount: count },
          required: ['seat', 'amount'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    pots: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: str,
          amount: count,
          eligible: seats,
          winners: seats,
          shares: ints,
          explanation: { ...str, description: '"Seat 0 wins main pot 150 with Three of a kind, Queens".' },
        },
        required: ['name', 'amount', 'eligible', 'winners', 'shares', 'explanation'],
        additionalProperties: false,
      },
    },
    stacksAfter: ints,
    eliminated: seats,
    results: {
      ...ints,
      description:
        "Each seat's net chips for the hand (won from the pots and returned as uncalled, minus what it put in); they sum to 0.",
    },
    log: { type: 'array', items: logEntry, description: 'Every action of the hand, in order.' },
  },
  required: [
    'handNumber',
    'button',
    'board',
    'uncontested',
    'shown',
    'mucked',
    'uncalled',
    'pots',
    'stacksAfter',
    'eliminated',
    'results',
    'log',
  ],
  additionalProperties: false,
} as const;

/**
 * What a seat sees (docs/rules/texas-holdem.md §6). Common fields (docs/api.md "The state"):
 * `yourCards` is your hole cards once you may look at them; `board` the community cards; `scores`
 * the stacks.
 */
export const stateSchema = {
  type: 'object',
  description: "Texas Hold'em as a seat (or a spectator) sees it.",
  properties: {
    phase: phaseField(PHASE_NAMES),
    ...commonStateProperties,
    yourCards: {
      ...commonStateProperties.yourCards,
      description:
        'Your hole cards once you may look at them ([] before that, in no-betting, or when not dealt in); null for a spectator.',
    },
    board: { ...cards, description: 'The community cards.' },
    scores: {
      ...ints,
      description:
        "Each seat's stack (chips not in the pot); with resetStacks, each seat's chips won over the hands played (the match score).",
    },
    variant: { type: 'string', enum: ['betting', 'no-betting'] },
    bettingStructure: { type: 'string', enum: ['no-limit', 'pot-limit', 'fixed-limit'] },
    smallBlind: count,
    bigBlind: count,
    ante: count,
    handNumber: count,
    button: seat,
    smallBlindSeat: nullableSeat,
    bigBlindSeat: nullableSeat,
    players: { type: 'array', items: playerView },
    pots: {
      type: 'array',
      description: "Pots of chips collected before this round's bets, with who is eligible.",
      items: {
        type: 'object',
        properties: { name: str, amount: count, eligible: seats },
        required: ['name', 'amount', 'eligible'],
        additionalProperties: false,
      },
    },
    totalPot: { ...count, description: "Every chip committed to the hand (P), including this round's bets." },
    currentBet: { ...count, description: 'H, the amount to match.' },
    minRaiseIncrement: { ...count, description: 'L, the minimum raise increment.' },
    toCall: { ...nullableInt, description: 'Chips you need to call, when it is your turn; else null.' },
    log: { type: 'array', items: logEntry, description: 'Every action of the current hand.' },
    lastHand: { anyOf: [lastHandView, { type: 'null' }] },
    winners: { type: ['array', 'null'], items: seat },
  },
  required: [
    ...COMMON_STATE_FIELDS,
    'variant',
    'bettingStructure',
    'smallBlind',
    'bigBlind',
    'ante',
    'handNumber',
    'button',
    'smallBlindSeat',
    'bigBlindSeat',
    'players',
    'pots',
    'totalPot',
    'currentBet',
    'minRaiseIncrement',
    'toCall',
    'log',
    'lastHand',
    'winners',
  ],
  additionalProperties: false,
} as const;

export type HoldemView = FromSchema<typeof stateSchema>;
export type PlayerView = FromSchema<typeof playerView>;
