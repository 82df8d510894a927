/** Euchre state and view shapes (plain JSON; cards are ints in state, strings in views). */
import type { Card } from '../cards';

export interface EuchreOptions {
  targetPoints: number;
  stickTheDealer: boolean;
  allowDefenderAlone: boolean;
  [key: string]: number | boolean | string | null;
}

export type Phase = 'deal' | 'bid-round-1' | 'dealer-discard' | 'bid-round-2' | 'alone' | 'play' | 'score' | 'match-over';

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
