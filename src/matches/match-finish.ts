/**
 * What the features above matches (series, tournaments) hear when a match finishes: `MatchFinishes`,
 * a provider of the matches feature with no dependencies, which each listening feature joins when it
 * is made (`listen`). The one pattern for the features above: no port assembled in app.module.ts, no
 * lazy lookup (the writer depends on this hub, not on the listeners, so a listener may depend on
 * MATCH_OPENER and with it on the writer without a provider cycle).
 *
 * The writer announces a finish once the write that finished the match has committed, on the instance
 * that wrote it, once per finish (the write is guarded by the match's version). The listeners run
 * after the finishing request's answer has left (on the next turn of the event loop), never inside it:
 * what they do (a series opens its next match, a tournament pairs a round) costs the finishing move
 * nothing. A listener must be idempotent and must not rely on being called: a crash between the commit
 * and the call loses it, so a listener's feature also reconciles from the database (at start and on a
 * timer). A listener's error is logged.
 */
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FinalScore, MatchRecord } from '../persistence/match-types';

export interface FinishedMatch {
  /** The match as written by the finishing transition (status `finished`, with its result). */
  record: MatchRecord;
  /** Each seat's final points and standing (1 = best, ties share). */
  scores: FinalScore[];
}

export interface MatchFinishListener {
  matchFinished(finished: FinishedMatch): Promise<void>;
}

@Injectable()
export class MatchFinishes implements OnModuleDestroy {
  private readonly logger = new Logger('MatchFinishes');
  private readonly listeners: MatchFinishListener[] = [];
  /** Finishes announced whose listeners have not all returned yet. */
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  /** `listener` hears every finish this instance writes from now on. */
  listen(listener: MatchFinishListener): void {
    this.listeners.push(listener);
  }

  /** A committed finish: the listeners hear it after the current request's answer; this returns at once. */
  announce(finished: FinishedMatch): void {
    if (this.closed || this.listeners.length === 0) return;
    const heard = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.tell(finished));
    this.pending.add(heard);
    void heard.finally(() => this.pending.delete(heard));
  }

  /** Resolves once every finish announced so far has been heard (tests; the module's destroy). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Before the database closes: no new finish is told, and those under way are let finish. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private async tell(finished: FinishedMatch): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener.matchFinished(finished);
      } catch (e) {
        // the move that finished the match is committed: a listener's failure is its feature's to reconcile
        this.logger.error(
          `a match-finish listener failed for ${finished.record.id}: ${(e as Error).message}`,
        );
      }
    }
  }
}
