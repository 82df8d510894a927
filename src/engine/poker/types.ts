import type { Card } from '../cards';

/** Category ids of docs/rules/poker-hands.md §2, weakest first (index = standard order). */
export const CATEGORIES = [
  'high-card',
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type FlushRank = 'standard' | 'above-full-house' | 'above-four-of-a-kind';

/** Evaluation settings. 52-card games use the defaults; East-West passes deck 32 and its options. */
export interface EvalOptions {
  deck?: 52 | 32;
  /** 32-card deck only (docs/rules/poker-hands.md §4). */
  flushRank?: FlushRank;
  /** 32-card deck only: A-7-8-9-T is the lowest straight (docs/rules/poker-hands.md §3). Default true. */
  aceLowStraight?: boolean;
}

export interface HandValue {
  category: Category;
  /** Totally ordered under the given settings: higher is stronger, equal is an exact tie. */
  value: number;
  /** The tie-break vector of docs/rules/poker-hands.md §2 (rank values 2..14). */
  tiebreak: number[];
  /** The 5 (or 3) cards that make the hand, strongest group first. */
  cards: Card[];
  /** "Full house, Kings over Sixes", "Straight, Five high". */
  description: string;
}
