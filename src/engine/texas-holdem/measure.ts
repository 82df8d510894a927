/**
 * Texas Hold'em measured for series and gauntlets: a seat scores its chips won (its final stack minus
 * `startingStack`, or with `resetStacks` the match's score itself, chips won over the hands), the hands
 * played are the state's `handNumber`, and per-hand rates are quoted in big blinds (bb/100, mbb/hand);
 * with `resetStacks` every hand starts afresh, so its hands are independent, and the chips won are also
 * kept all-in adjusted (every hand whose betting closed before the river credited with its expectation
 * over the board still to come: all-in.ts), for the series' adjusted mbb/hand.
 */
import type { GameMeasure } from '../types';
import type { HoldemOptions, HoldemState } from './types';

export const holdemMeasure: GameMeasure<HoldemState, HoldemOptions> = {
  unit: 'chips won',
  seatScores: (points, options) =>
    options.resetStacks ? [...points] : points.map((p) => p - options.startingStack),
  handsPlayed: (state) => state.handNumber,
  bigBlind: (options) => options.bigBlind,
  handsIndependent: (options) => options.resetStacks,
  // all-in adjusted chips won (all-in.ts), kept under resetStacks
  adjustedScores: (state, options) =>
    options.resetStacks && state.chipsWonAllInAdjusted ? [...state.chipsWonAllInAdjusted] : undefined,
};
