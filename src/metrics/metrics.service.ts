/**
 * The metrics read when Prometheus asks (GET /metrics): matches per game and status (one database
 * query per scrape), the connection pool and the group commit's statements in flight. Everything else
 * is recorded where it happens (src/metrics/metrics.ts); the group commit, below the features in
 * src/persistence, is observed through its port (GroupCommitObserver).
 */
import { Injectable } from '@nestjs/common';
import { MatchWrites } from '../persistence/match-writes';
import { dbPool, matchesGauge, moveStatementsInFlight, recordMoveBatch, registry } from './metrics';
import { MetricsStore } from './metrics.store';

@Injectable()
export class MetricsService {
  constructor(
    private readonly store: MetricsStore,
    private readonly writes: MatchWrites,
  ) {
    writes.moveWrites.observe({ batch: recordMoveBatch });
  }

  /** The Prometheus text of every family, with what is read at scrape time brought up to date. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    matchesGauge.reset();
    try {
      for (const r of await this.store.liveMatches())
        matchesGauge.set({ game: r.game, status: r.status }, r.count);
    } catch {
      // the database is down: the family is left empty this time; /health/ready says why
    }
    const pool = this.store.poolStats();
    dbPool.reset();
    if (pool) {
      dbPool.set({ state: 'total' }, pool.total);
      dbPool.set({ state: 'idle' }, pool.idle);
      dbPool.set({ state: 'waiting' }, pool.waiting);
    }
    moveStatementsInFlight.set(this.writes.moveWrites.inFlight);
    return { contentType: registry.contentType, text: await registry.metrics() };
  }
}
