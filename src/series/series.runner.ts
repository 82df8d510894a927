/**
 * What moves a series on: the match-finish port (SeriesFinishHook, handed to MATCH_FINISH_LISTENERS in
 * app.module.ts) and a reconcile pass at start-up and every few seconds, since a crash between a
 * match's commit and the call loses the call. Both only call SeriesService.advance, which is idempotent
 * and takes the series' row lock, so it does not matter which instance hears what, or twice.
 *
 * The hook has no dependencies (the matches feature, which calls it, is below series): the runner
 * attaches itself to it when the module starts.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { FinishedMatch, MatchFinishListener } from '../matches/match-finish';
import { SeriesService } from './series.service';

/** How often each instance advances every running series (the safety net under the finish calls). */
export const SERIES_RECONCILE_MS = 5_000;

@Injectable()
export class SeriesFinishHook implements MatchFinishListener {
  private handler: ((matchId: string) => Promise<void>) | null = null;

  attach(handler: (matchId: string) => Promise<void>): void {
    this.handler = handler;
  }

  async matchFinished(finished: FinishedMatch): Promise<void> {
    await this.handler?.(finished.record.id);
  }
}

@Injectable()
export class SeriesRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Series');
  private timer: NodeJS.Timeout | null = null;
  private reconciling = false;
  private closed = false;
  /** Series matches whose finish this instance heard (for tests and logs). */
  finishesHeard = 0;

  constructor(
    private readonly series: SeriesService,
    hook: SeriesFinishHook,
  ) {
    hook.attach((matchId) => this.matchFinished(matchId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reconcile();
    this.timer = setInterval(() => void this.reconcile(), SERIES_RECONCILE_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** A match finished: its series (if any) opens its next matches or finishes. */
  async matchFinished(matchId: string): Promise<void> {
    if (this.closed) return;
    const id = await this.series.seriesOfMatch(matchId);
    if (!id) return;
    this.finishesHeard++;
    await this.series.advance(id);
  }

  /** Advances every running series; returns how many matches it opened. */
  async reconcile(): Promise<number> {
    if (this.reconciling || this.closed) return 0;
    this.reconciling = true;
    let opened = 0;
    try {
      for (const id of await this.series.runningSeries()) {
        if (this.closed) break;
        opened += await this.series.advance(id);
      }
    } catch (e) {
      if (!this.closed) this.logger.warn(`series reconcile failed: ${(e as Error).message}`);
    } finally {
      this.reconciling = false;
    }
    return opened;
  }
}
