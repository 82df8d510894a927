/**
 * What features above matches (series, tournaments) hear when a match finishes: the port
 * MATCH_FINISH_LISTENERS, declared here and assembled in app.module.ts from the features that listen.
 *
 * The writer calls every listener after the write that finished a match has committed, on the instance
 * that wrote it, once per finish (the write is guarded by the match's version). A listener must be
 * idempotent and must not rely on being called: a crash between the commit and the call loses the call,
 * so a listener's feature also reconciles from the database (at start and on a timer). A listener's
 * error is logged, never thrown back into the move that finished the match.
 */
import type { FinalScore, MatchRecord } from '../persistence/match-types';

export const MATCH_FINISH_LISTENERS = Symbol('MATCH_FINISH_LISTENERS');

export interface FinishedMatch {
  /** The match as written by the finishing transition (status `finished`, with its result). */
  record: MatchRecord;
  /** Each seat's final points and standing (1 = best, ties share). */
  scores: FinalScore[];
}

export interface MatchFinishListener {
  matchFinished(finished: FinishedMatch): Promise<void>;
}
