/**
 * The metrics read when Prometheus asks (GET /metrics): matches per game and status (one database
 * query per scrape), the connection pool and the group commit's statements in flight. Everything else
 * is recorded where it happens (src/metrics/metrics.ts).
 */
import { Injectable } from '@nestjs/common';
import { MatchStore } from '../persistence/match-store';
import { PrismaService } from '../persistence/prisma.service';
import { dbPool, matchesGauge, moveStatementsInFlight, registry } from './metrics';
import { MetricsStore } from './metrics.store';

@Injectable()
export class MetricsService {
  constructor(
    private readonly store: MetricsStore,
    private readonly db: PrismaService,
    private readonly matches: MatchStore,
  ) {}

  /** The Prometheus text of every family, with what is read at scrape time brought up to date. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    matchesGauge.reset();
    try {
      for (const r of await this.store.liveMatches())
        matchesGauge.set({ game: r.game, status: r.status }, r.count);
    } catch {
      // the database is down: the family is left empty this time; /health/ready says why
    }
    const pool = this.db.pool;
    dbPool.reset();
    if (pool) {
      dbPool.set({ state: 'total' }, pool.totalCount);
      dbPool.set({ state: 'idle' }, pool.idleCount);
      dbPool.set({ state: 'waiting' }, pool.waitingCount);
    }
    moveStatementsInFlight.set(this.matches.moveWrites.inFlight);
    return { contentType: registry.contentType, text: await registry.metrics() };
  }
}
