/**
 * East-West (Reiner Knizia): state, view and option types. Rules: shared/rules/east-west.md.
 * The state is plain JSON; cards are ints (src/engine/cards.ts) inside, strings in views.
 */
import type { Card } from '../cards';
import type { FlushRank } from '../poker';

export const COLUMNS = 3;
export const CARDS_PER_SIDE = 4;
/** 12 placements per player, 24 per round. */
export const TURNS_PER_ROUND = COLUMNS * CARDS_PER_SIDE * 2;

export interface EastWestOptions {
  targetPoints: number;
  flushRank: FlushRank;
  aceLowStraight: boolean;
  [key: string]: number | boolean | string | null;
}

/**
 * `deal`, `draw` and `score-round` are automatic (advance performs them); `place` waits for the
 * current player; `match-over` is terminal.
 */
export type Phase = 'deal' | 'draw' | 'place' | 'score-round' | 'match-over';

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

/** A column as a seat sees it. */
export interface ColumnView {
  column: number;
  centre: string | null;
  /** cards[seat]: that seat's placed cards (public once placed). */
  cards: string[][];
  /** Cards per seat in this column. */
  counts: number[];
  /** Per seat: the 5-card hand's description once that side is complete, else null. */
  descriptions: (string | null)[];
  /** Once both sides are complete: the seat ahead in this column, or null for a tie; else null. */
  leader: number | null;
  /** True once both sides are complete. */
  complete: boolean;
}

export interface ColumnRecordView {
  column: number;
  centre: string;
  cards: string[][];
  descriptions: string[];
  winner: number | null;
}

export interface RoundRecordView {
  round: number;
  firstPlayer: number;
  columns: ColumnRecordView[];
  wins: number[];
  points: number[];
  totals: number[];
}

export interface EastWestView {
  phase: Phase;
  round: number;
  firstPlayer: number;
  /** The seat to place a card, or null when nobody may act. */
  currentPlayer: number | null;
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  centre: string[];
  columns: ColumnView[];
  /** The viewer's own drawn card while it is theirs to place; otherwise null. */
  pendingCard: string | null;
  /** Who holds an unplaced drawn card (everyone may know that a card was drawn), or null. */
  pendingHolder: number | null;
  stockSize: number;
  /** Placements made this round (0..24). */
  placed: number;
  scores: number[];
  targetPoints: number;
  options: EastWestOptions;
  history: RoundRecordView[];
  winner: number | null;
}
