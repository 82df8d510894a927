/**
 * The turn clock and housekeeping sweep, driven by the database so that it survives restarts and works
 * with several instances: every second, matches whose `deadline` has passed get their timeout move
 * (the optimistic version makes sure only one instance plays it), and expired Idempotency-Key answers
 * are deleted.
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { GameBinding } from '../games/game-binding';
import { DatabaseService } from '../persistence/database.service';
import { GAME_BINDINGS } from '../tokens';
import { MatchesService } from './matches.service';

const SWEEP_MS = 1000;
const PURGE_EVERY = 300; // sweeps

@Injectable()
export class TurnClock implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TurnClock');
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private sweeps = 0;
  private readonly games: string[];

  constructor(
    private readonly db: DatabaseService,
    private readonly matches: MatchesService,
    @Inject(GAME_BINDINGS) bindings: GameBinding[],
  ) {
    this.games = bindings.map((b) => b.definition.id);
  }

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
      const due = await this.db.client.match.findMany({
        // the games this instance serves (instances of one deployment serve the same ones)
        where: { status: 'active', deadline: { lte: new Date() }, game: { in: this.games } },
        select: { id: true, game: true },
        orderBy: { deadline: 'asc' },
        take: 50,
      });
      for (const m of due) {
        try {
          if (await this.matches.playTimeout(m.game, m.id)) played++;
        } catch (e) {
          this.logger.warn(`timeout move for ${m.id} failed: ${(e as Error).message}`);
        }
      }
      if (++this.sweeps % PURGE_EVERY === 0) {
        await this.db.client.idempotencyKey.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      }
    } catch (e) {
      this.logger.warn(`sweep failed: ${(e as Error).message}`);
    } finally {
      this.running = false;
    }
    return played;
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
