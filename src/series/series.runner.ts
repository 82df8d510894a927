/**
 * What moves a series on: the finish of one of its matches (a listener of MatchFinishes, src/matches/
 * match-finish.ts) and a reconcile pass at start-up and every few seconds, since a crash between a
 * match's commit and the call loses the call. Both only call SeriesService.advance, which is idempotent
 * and takes the series' row lock, so it does not matter which instance hears what, or twice.
 */
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type FinishedMatch, type MatchFinishListener, MatchFinishes } from '../matches/match-finish';
import { Sweeper } from '../sweeper';
import { SeriesChanges } from './series-changes';
import { SeriesService } from './series.service';

/** How often each instance advances every running series (the safety net under the finish calls). */
export const SERIES_RECONCILE_MS = 5_000;

@Injectable()
export class SeriesRunner implements MatchFinishListener, OnApplicationBootstrap, OnModuleDestroy {
  private readonly sweeper = new Sweeper('series reconcile', SERIES_RECONCILE_MS, () => this.reconcileOnce());
  /** Series matches whose finish this instance heard (for tests and logs). */
  finishesHeard = 0;

  constructor(
    private readonly series: SeriesService,
    private readonly changes: SeriesChanges,
    finishes: MatchFinishes,
  ) {
    finishes.listen(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweeper.start({ now: true });
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
  }

  /** A match finished: its series (if any) opens its next matches or finishes. */
  async matchFinished(finished: FinishedMatch): Promise<void> {
    if (this.sweeper.closed) return;
    const id = await this.series.seriesOfMatch(finished.record.id);
    if (!id) return;
    this.finishesHeard++;
    await this.series.advance(id);
    await this.changes.changed(id); // the match's result, whatever the advance did
  }

  /** Advances every running series; returns how many matches it opened (0 while another pass runs). */
  async reconcile(): Promise<number> {
    return (await this.sweeper.run()) ?? 0;
  }

  private async reconcileOnce(): Promise<number> {
    await this.series.expireInvites();
    let opened = 0;
    for (const id of await this.series.runningSeries()) {
      if (this.sweeper.closed) break;
      opened += await this.series.advance(id);
    }
    return opened;
  }
}
