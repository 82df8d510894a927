/**
 * The turn clock and housekeeping sweep, driven by the database so that it survives restarts and works
 * with several instances: every second, matches whose `deadline` has passed get their timeout move
 * (the optimistic version makes sure only one instance plays it); every few seconds, open matches
 * nobody joined for `OPEN_MATCH_TTL_SECONDS` finish as `abandoned` (likewise guarded by the version);
 * and expired Idempotency-Key answers are deleted.
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../tokens';
import { GameRegistry } from '../games/game-registry';
import { turnTimeouts } from '../metrics/metrics';
import { MatchStore } from '../persistence/match-store';
import { MatchesService } from './matches.service';

const SWEEP_MS = 1000;
const PURGE_EVERY = 300; // sweeps
const ABANDON_EVERY = 5; // sweeps

@Injectable()
export class TurnClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TurnClock');
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private sweeps = 0;

  constructor(
    private readonly store: MatchStore,
    private readonly matches: MatchesService,
    private readonly games: GameRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  /** Plays every due timeout move; returns how many were played. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let played = 0;
    try {
      // the games this instance serves (instances of one deployment serve the same ones)
      const due = await this.store.dueMatches(this.games.ids(), 50);
      for (const m of due) {
        try {
          if (await this.matches.playTimeout(m.game, m.id)) {
            played++;
            turnTimeouts.inc({ game: m.game });
          }
        } catch (e) {
          this.logger.warn(`timeout move for ${m.id} failed: ${(e as Error).message}`);
        }
      }
      if (this.sweeps % ABANDON_EVERY === 0) await this.abandonStale();
      if (++this.sweeps % PURGE_EVERY === 0) {
        await this.store.purgeExpiredAnswers();
      }
    } catch (e) {
      this.logger.warn(`sweep failed: ${(e as Error).message}`);
    } finally {
      this.running = false;
    }
    return played;
  }

  /** Finishes the open matches nobody joined in time; returns how many this instance finished. */
  async abandonStale(): Promise<number> {
    const before = new Date(Date.now() - this.config.openMatchTtlSeconds * 1000);
    let finished = 0;
    for (const m of await this.store.staleOpenMatches(this.games.ids(), before, 50)) {
      try {
        if (await this.matches.abandonIfStale(m.game, m.id)) finished++;
      } catch (e) {
        this.logger.warn(`abandoning ${m.id} failed: ${(e as Error).message}`);
      }
    }
    return finished;
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
