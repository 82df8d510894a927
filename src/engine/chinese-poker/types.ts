import type { Card } from '../cards';
import type { Category } from '../poker';
import type { HandScore, RowName, SpecialHand } from './rules';

export interface ChinesePokerOptions {
  [key: string]: number | boolean | string | null;
  hands: number;
  specialHands: boolean;
}

export type Phase = 'deal' | 'arrange' | 'reveal' | 'match-over';

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
// The view

export interface RowView {
  cards: string[];
  category: Category;
  description: string;
}

export interface SubmissionView {
  seat: number;
  order: number;
  type: 'arrange' | 'declare';
  /** The declared special hand, or null. */
  hand: SpecialHand | null;
  front: RowView;
  middle: RowView;
  back: RowView;
}

export interface PairView {
  seats: [number, number];
  /** Declaration bonus taken by seats[0] from seats[1], when seats[0] is the effective declarer. */
  bonus: number | null;
  rows: { row: RowName; winner: number | null; points: number }[];
  /** Net points of seats[0]; seats[1] gets the opposite. */
  net: number;
}

export interface RevealView {
  hand: number;
  dealer: number;
  /** By seat; `order` is the submission order. */
  submissions: SubmissionView[];
  effectiveDeclaration: { seat: number; hand: SpecialHand; bonus: number } | null;
  voidDeclarations: number[];
  pairs: PairView[];
  /** Hand score of every seat (sums to 0). */
  points: number[];
}

export interface ChinesePokerView {
  phase: Phase;
  players: number;
  /** Hand number (1-based) and the number of hands in the match. */
  hand: number;
  hands: number;
  dealer: number;
  specialHands: boolean;
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  /** Your 13 cards (sorted), or null for a spectator. */
  cards: string[] | null;
  /** Special hands your 13 cards could declare this hand. */
  specialHandsAvailable: SpecialHand[];
  /** Whether each seat has submitted this hand (the content stays hidden until the reveal). */
  submitted: boolean[];
  /** Your accepted submission this hand, with each row described. */
  yourSubmission: SubmissionView | null;
  /** Match scores. */
  scores: number[];
  /** The last revealed hand (null before the first reveal). */
  lastReveal: RevealView | null;
  /** Every revealed hand of the match, oldest first. */
  reveals: RevealView[];
  /** How to check a proposed arrangement before submitting it. */
  arrangementHelp: string;
}
