/**
 * What the sweeps of the matches feature ask (src/matches/turn-clock.ts): the matches whose turn clock
 * has run out, the open matches nobody joined, the matches of bots only to play (bots-only-player.ts), and the expired idempotent answers to delete.
 */
import { Injectable } from '@nestjs/common';
import { guardOutage } from './database-errors';
import { PrismaService } from './prisma.service';

@Injectable()
export class MatchSweeps {
  constructor(private readonly db: PrismaService) {}

  /** Active matches of these games whose turn clock has run out, the most overdue first, but `skip`. */
  dueMatches(games: string[], limit: number, skip: string[] = []): Promise<{ id: string; game: string }[]> {
    return guardOutage(() =>
      this.db.match.findMany({
        where: {
          status: 'active',
          deadline: { lte: new Date() },
          game: { in: games },
          ...(skip.length ? { id: { notIn: skip } } : {}),
        },
        select: { id: true, game: true },
        orderBy: { deadline: 'asc' },
        take: limit,
      }),
    );
  }

  /** Open matches of these games unchanged (nobody joined) since `before`, the oldest first. */
  staleOpenMatches(games: string[], before: Date, limit: number): Promise<{ id: string; game: string }[]> {
    return guardOutage(() =>
      this.db.match.findMany({
        where: { status: 'open', updatedAt: { lt: before }, game: { in: games } },
        select: { id: true, game: true },
        orderBy: { updatedAt: 'asc' },
        take: limit,
      }),
    );
  }

  /** Active matches of these games with a built-in bot in every seat (played in the background), oldest first. */
  botsOnlyActive(games: string[], limit: number): Promise<{ id: string; game: string }[]> {
    return guardOutage(() =>
      this.db.match.findMany({
        where: { status: 'active', game: { in: games }, seats: { every: { bot: { not: null } } } },
        select: { id: true, game: true },
        orderBy: { createdAt: 'asc' },
        take: limit,
      }),
    );
  }

  /** Deletes the expired idempotent answers; returns how many. */
  async purgeExpiredAnswers(): Promise<number> {
    const { count } = await guardOutage(() =>
      this.db.idempotencyKey.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    );
    return count;
  }
}
