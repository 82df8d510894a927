/**
 * The turn clock and housekeeping sweep, driven by the database so that it survives restarts and works
 * with several instances: every second, every match whose `deadline` has passed gets its timeout move
 * (the optimistic version makes sure only one instance plays it), in batches played side by side until
 * none is due, so a backlog (one account's thousands of matches timing out at once) is drained in one
 * sweep rather than at a fixed number a second (issue 41); every few seconds, open matches
 * nobody joined for `OPEN_MATCH_TTL_SECONDS` finish as `abandoned` (likewise guarded by the version);
 * and expired Idempotency-Key answers are deleted.
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../tokens';
import { GameRegistry } from '../game-registry/game-registry';
import { turnTimeouts } from '../metrics/metrics';
import { MatchSweeps } from '../persistence/match-sweeps';
import { Sweeper } from '../sweeper';
import { MatchEndings } from './match-endings.service';

const SWEEP_MS = 1000;
const PURGE_EVERY = 300; // sweeps
const ABANDON_EVERY = 5; // sweeps
/** Due matches read and played side by side at a time; a sweep reads batch after batch until none is due. */
const BATCH = 100;

@Injectable()
export class TurnClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TurnClock');
  private readonly sweeper = new Sweeper('turn clock sweep', SWEEP_MS, () => this.sweepOnce());
  private sweeps = 0;

  constructor(
    private readonly store: MatchSweeps,
    private readonly endings: MatchEndings,
    private readonly games: GameRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweeper.start();
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
  }

  /** Plays every due timeout move; returns how many were played (0 while another sweep runs). */
  async sweep(): Promise<number> {
    return (await this.sweeper.run()) ?? 0;
  }

  private async sweepOnce(): Promise<number> {
    const played = await this.drain();
    if (this.sweeps % ABANDON_EVERY === 0) await this.abandonStale();
    if (++this.sweeps % PURGE_EVERY === 0) await this.store.purgeExpiredAnswers();
    return played;
  }

  /**
   * Plays the timeout move of every match whose clock has run out, batch after batch until none is due
   * (a match whose timeout failed is not tried again in this sweep); returns how many it played.
   */
  async drain(): Promise<number> {
    let played = 0;
    // a played match's next deadline is at least turnSeconds away; one that was not played is skipped
    const skip: string[] = [];
    // the games this instance serves (instances of one deployment serve the same ones)
    const games = this.games.ids();
    for (;;) {
      const due = await this.store.dueMatches(games, BATCH, skip);
      if (!due.length) return played;
      const done = await Promise.all(due.map((m) => this.timeout(m)));
      due.forEach((m, i) => (done[i] ? played++ : skip.push(m.id)));
      if (this.sweeper.closed) return played;
    }
  }

  private async timeout(m: { id: string; game: string }): Promise<boolean> {
    try {
      if (!(await this.endings.playTimeout(m.game, m.id))) return false;
      turnTimeouts.inc({ game: m.game });
      return true;
    } catch (e) {
      this.logger.warn(`timeout move for ${m.id} failed: ${(e as Error).message}`);
      return false;
    }
  }

  /** Finishes the open matches nobody joined in time; returns how many this instance finished. */
  async abandonStale(): Promise<number> {
    const before = new Date(Date.now() - this.config.openMatchTtlSeconds * 1000);
    let finished = 0;
    for (const m of await this.store.staleOpenMatches(this.games.ids(), before, 50)) {
      try {
        if (await this.endings.abandonIfStale(m.game, m.id)) finished++;
      } catch (e) {
        this.logger.warn(`abandoning ${m.id} failed: ${(e as Error).message}`);
      }
    }
    return finished;
  }
}
