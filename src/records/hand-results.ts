/**
 * A match's results hand by hand, read off a replay (walk.ts) through the game's `handResult`: for
 * Texas Hold'em, each seat's chips won or lost in every hand (docs/rules/texas-holdem.md §7 step 6),
 * the unit of poker research (mbb/hand) under `resetStacks`. Nothing is stored per hand: the seed and
 * the move log give them all.
 */
import type { GameDefinition } from '../engine/types';
import { type MatchSource, walkMatch } from './walk';

export interface HandResult {
  /** The hand's number in the match, from 1. */
  hand: number;
  /** Each seat's result for the hand (they sum to 0). */
  results: number[];
  /** Moves of the match log applied when the hand was settled. */
  settledAfterMove: number;
}

/** Every settled hand's results, in order; empty for a game not played in hands. */
export function handResultsOf<S>(game: GameDefinition<S>, src: MatchSource): HandResult[] {
  if (!game.handResult) return [];
  const out: HandResult[] = [];
  walkMatch(game, src, (step) => {
    const r = game.handResult!(step.state);
    if (r) out.push({ hand: out.length + 1, results: r, settledAfterMove: step.movesApplied });
  });
  return out;
}
