/**
 * What the matches feature needs from the ratings feature: rating a rated match that ends, inside the
 * transaction that records its result (the writer opens it on the match store), so that a match
 * changes ratings exactly once (the write that finishes it is guarded by the match version). Declared
 * here, bound to the ratings feature's RatingsService in app.module.ts (ratings is above matches).
 */
import type { Tx } from '../persistence/tx';

export const MATCH_RATINGS = Symbol('MATCH_RATINGS');

/** A seat of a finishing rated match. */
export interface RatedSeat {
  seat: number;
  accountId: string;
  /** Final standing, 1 = best (ties share). */
  standing: number;
}

export interface MatchRatings {
  /** Rates a finished match's seats inside the caller's transaction `tx` (`matchId`: for the rating history). */
  applyResult(tx: Tx, game: string, seats: RatedSeat[], matchId?: string): Promise<void>;
}
