/** State, options and view types of Texas Hold'em (texas-holdem.md). */
import type { Card } from '../cards';

export type Variant = 'betting' | 'no-betting';
export type Structure = 'no-limit' | 'pot-limit' | 'fixed-limit';

export interface HoldemOptions {
  variant: Variant;
  bettingStructure: Structure;
  startingStack: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  openingBet: number;
  maxHands: number;
  allowMuck: boolean;
  [key: string]: number | boolean | string | null;
}

export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export type Phase =
  | 'hand-start'
  | Street
  | 'opening-bet'
  | 'calls'
  | 'board'
  | 'showdown'
  | 'hand-end'
  | 'match-over';

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
}

export interface HoldemState {
  options: HoldemOptions;
  n: number;
  /** Chips in front of each seat (not in the pot). */
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
  hole: Card[][];
  board: Card[];
  inHand: boolean[];
  folded: boolean[];
  allIn: boolean[];
  /** c_i: everything each seat put in this hand. */
  contrib: number[];
  /** b_i: what each seat put in during the current betting round (blinds count, antes do not). */
  bets: number[];
  /** Whether each seat has acted in the current round. */
  acted: boolean[];
  /** A_i: the value of H just after each seat's last action in the current round. */
  lastH: number[];
  /** H: the amount to match. */
  H: number;
  /** L: the minimum raise increment. */
  L: number;
  /** F: the last full bet level (fixed-limit). */
  F: number;
  /** Full bets made this round (fixed-limit cap; preflop the big blind counts). */
  fullBets: number;
  toAct: number | null;
  sbSeat: number | null;
  bbSeat: number | null;
  /** No-betting: the opener; null in betting or when nobody could open. */
  opener: number | null;
  /** No-betting: the owners may look at their hole cards (after the opening bet). Always true in betting. */
  holeVisible: boolean;
  /** Last seat that bet or raised in the latest betting round played. */
  aggressor: number | null;
  /** Hole cards turned face up in this hand (public). */
  shown: boolean[];
  /** Betting is closed for the rest of the hand (§4): the board runs out with no more moves. */
  closed: boolean;
  lastAction: (SeatAction | null)[];
  /** Every action of the current hand, public. */
  log: LogEntry[];
  /** Summary of the current hand once settled, then of the previous one. */
  lastHand: HandSummary | null;
  winners: number[] | null;
  endReason: string | null;
}

export interface PlayerView {
  seat: number;
  stack: number;
  /** This round's bet (b_i). */
  bet: number;
  /** Everything put in this hand (c_i). */
  committed: number;
  status: 'active' | 'folded' | 'all-in' | 'out';
  isButton: boolean;
  blind: 'small' | 'big' | null;
  /** Strings when visible to the viewer, else null. */
  holeCards: string[] | null;
  shown: boolean;
  lastAction: SeatAction | null;
}

export interface HoldemView {
  variant: Variant;
  bettingStructure: Structure;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  handNumber: number;
  phase: Phase;
  button: number;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;
  you: number | null;
  yourCards: string[] | null;
  players: PlayerView[];
  board: string[];
  /** Pots of chips collected before this round's bets, with who is eligible. */
  pots: { name: string; amount: number; eligible: number[] }[];
  /** Every chip committed to the hand (P), including this round's bets. */
  totalPot: number;
  currentBet: number;
  minRaiseIncrement: number;
  toAct: number | null;
  /** Chips the viewer needs to call, when it is the viewer's turn. */
  toCall: number | null;
  log: (Omit<LogEntry, never>)[];
  lastHand: (Omit<HandSummary, 'board' | 'shown'> & { board: string[]; shown: { seat: number; cards: string[]; description: string }[] }) | null;
  winners: number[] | null;
}
