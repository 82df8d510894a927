/** What the metrics read from the database when Prometheus asks: matches per game and status, the pool. */
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../persistence/prisma.service';

@Injectable()
export class MetricsStore {
  constructor(private readonly db: PrismaService) {}

  /** Open and active matches per game (an index-only count: the index leads with game and status). */
  async liveMatches(): Promise<{ game: string; status: string; count: number }[]> {
    const rows = await this.db.match.groupBy({
      by: ['game', 'status'],
      where: { status: { in: ['open', 'active'] } },
      _count: { _all: true },
    });
    return rows.map((r) => ({ game: r.game, status: r.status, count: r._count._all }));
  }

  /** The connection pool's connections (PostgreSQL; null on PGlite, which has none). */
  poolStats(): { total: number; idle: number; waiting: number } | null {
    const pool = this.db.pool;
    return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
  }
}
