/**
 * Ratings per account and game, and the leaderboards (docs/api.md part 2, "Ratings and leaderboards").
 * `applyResult` runs inside the transaction that records a rated match's result, so a match changes
 * ratings exactly once: the write that finishes it is guarded by the match version and happens once.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import { decodeCursor, encodeCursor, FLOAT_PART, UUID_PART } from '../accounts/page';
import { conservative, INITIAL_SKILL, rateAccounts } from './rate';

export interface RatedSeat {
  seat: number;
  accountId: string;
  /** Final standing, 1 = best (ties share). */
  standing: number;
}

export interface LeaderboardItem {
  rank: number;
  name: string;
  kind: 'human' | 'bot';
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  /** The built-in level's measured rating (src/bots/ladder-ratings.json), not yet changed by a rated match here. */
  seeded: boolean;
}

export interface LeaderboardPage {
  items: LeaderboardItem[];
  nextCursor: string | null;
}

@Injectable()
export class RatingsService {
  constructor(@Inject(PrismaService) private readonly prisma: PrismaClient) {}

  /**
   * Rates a finished match inside the caller's transaction: every seat must be an account; a built-in
   * account may hold several seats (rate.ts `rateAccounts`). Rows are locked in account order, so that
   * two matches of the same accounts finishing at once serialise instead of deadlocking. A seeded
   * rating is no longer marked seeded once a match changed it.
   */
  async applyResult(tx: Prisma.TransactionClient, game: string, seats: RatedSeat[]): Promise<void> {
    if (seats.length < 2) return;
    const ordered = [...seats].sort((a, b) => a.seat - b.seat);
    const ids = [...new Set(ordered.map((s) => s.accountId))].sort();
    if (ids.length < 2) return; // one account in every seat: nothing to learn
    await tx.$executeRaw`
      INSERT INTO "rating" (account_id, game, mu, sigma, rating, matches)
      SELECT a, ${game}, ${INITIAL_SKILL.mu}, ${INITIAL_SKILL.sigma}, ${conservative(INITIAL_SKILL)}, 0 FROM unnest(${ids}::uuid[]) AS a
      ON CONFLICT (account_id, game) DO NOTHING`;
    const rows = await tx.$queryRaw<{ account_id: string; mu: number; sigma: number }[]>`
      SELECT account_id, mu, sigma FROM "rating" WHERE game = ${game} AND account_id = ANY(${ids}::uuid[]) ORDER BY account_id FOR UPDATE`;
    const skill = new Map(rows.map((r) => [r.account_id, { mu: r.mu, sigma: r.sigma }]));
    const after = rateAccounts(game, ordered, skill);
    for (const id of ids) {
      const s = after.get(id)!;
      await tx.rating.update({
        where: { accountId_game: { accountId: id, game } },
        data: { mu: s.mu, sigma: s.sigma, rating: conservative(s), matches: { increment: 1 }, seeded: false },
      });
    }
  }

  /** Accounts with at least one rated match of the game, and the built-in levels' seeded ratings, best first. */
  async leaderboard(game: string, limit: number, cursor?: string): Promise<LeaderboardPage> {
    let after: { rank: number; rating: number; accountId: string } | null = null;
    if (cursor) {
      const [rank, rating, accountId] = decodeCursor(cursor, [/^\d{1,9}$/, FLOAT_PART, UUID_PART]);
      after = { rank: Number(rank), rating: Number(rating), accountId };
    }
    const rows = await this.prisma.rating.findMany({
      where: {
        game,
        AND: [
          { OR: [{ matches: { gt: 0 } }, { seeded: true }] },
          ...(after ? [{ OR: [{ rating: { lt: after.rating } }, { rating: after.rating, accountId: { gt: after.accountId } }] }] : []),
        ],
      },
      orderBy: [{ rating: 'desc' }, { accountId: 'asc' }],
      take: limit + 1,
      include: { account: { select: { name: true, kind: true } } },
    });
    const page = rows.slice(0, limit);
    const first = after ? after.rank + 1 : 1;
    const items = page.map((r, i) => ({ rank: first + i, name: r.account.name, kind: r.account.kind, rating: r.rating, mu: r.mu, sigma: r.sigma, matches: r.matches, seeded: r.seeded }));
    const last = page[page.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor([first + page.length - 1, last.rating, last.accountId]) : null };
  }
}
