/**
 * The ratings feature's store: the only file of the feature that talks to the database. The rating
 * rows of a rated match's accounts, created if missing and locked in account order (`FOR UPDATE`, raw
 * SQL: the model API cannot lock rows), inside the transaction that records the match's result; and
 * the leaderboard query.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import type { Tx } from '../persistence/tx';
import { clientOf } from '../persistence/tx-client';
import { conservative } from './rate';

export interface Skill {
  mu: number;
  sigma: number;
}

/** A built-in level's measured skill in a game (src/bots/ladder-ratings.json). */
export interface SeedRow {
  account: string;
  game: string;
  mu: number;
  sigma: number;
}

@Injectable()
export class RatingsStore {
  constructor(@Inject(PrismaService) private readonly prisma: PrismaClient) {}

  /**
   * The skills of these accounts (sorted ids) in `game`, their rows created with `initial` where
   * missing and locked in account order, so that two matches of the same accounts finishing at once
   * serialise instead of deadlocking.
   */
  async lockSkills(tx: Tx, game: string, ids: string[], initial: Skill & { rating: number }) {
    const db = clientOf(tx);
    await db.$executeRaw`
      INSERT INTO "rating" (account_id, game, mu, sigma, rating, matches)
      SELECT a, ${game}, ${initial.mu}, ${initial.sigma}, ${initial.rating}, 0 FROM unnest(${ids}::uuid[]) AS a
      ON CONFLICT (account_id, game) DO NOTHING`;
    const rows = await db.$queryRaw<{ account_id: string; mu: number; sigma: number }[]>`
      SELECT account_id, mu, sigma FROM "rating"
      WHERE game = ${game} AND account_id = ANY(${ids}::uuid[]) ORDER BY account_id FOR UPDATE`;
    return new Map<string, Skill>(rows.map((r) => [r.account_id, { mu: r.mu, sigma: r.sigma }]));
  }

  /**
   * One account's new skill after a rated match (one more match counted; no longer the seeded one),
   * and the change appended to the account's rating history.
   */
  async saveSkill(
    tx: Tx,
    game: string,
    accountId: string,
    skill: Skill & { rating: number },
    matchId: string | null = null,
  ): Promise<void> {
    const db = clientOf(tx);
    const row = await db.rating.update({
      where: { accountId_game: { accountId, game } },
      data: {
        mu: skill.mu,
        sigma: skill.sigma,
        rating: skill.rating,
        matches: { increment: 1 },
        seeded: false,
      },
      select: { matches: true },
    });
    await db.ratingChange.create({
      data: {
        accountId,
        game,
        matchId,
        mu: skill.mu,
        sigma: skill.sigma,
        rating: skill.rating,
        matches: row.matches,
      },
    });
  }

  /** The account (by name, ignoring case), or null. */
  accountByName(name: string) {
    return this.prisma.account.findUnique({
      where: { nameKey: name.toLowerCase() },
      select: { id: true, name: true },
    });
  }

  /** An account's rating changes (of one game, or all), the newest `take`, returned oldest first. */
  async history(accountId: string, game: string | undefined, take: number) {
    const rows = await this.prisma.ratingChange.findMany({
      where: { accountId, ...(game ? { game } : {}) },
      orderBy: { id: 'desc' },
      take,
      select: { game: true, matchId: true, mu: true, sigma: true, rating: true, matches: true, at: true },
    });
    return rows.reverse();
  }

  /** Accounts with a rated match of the game or a seeded rating, best first, after the key `after`; `take` rows. */
  leaderboard(game: string, take: number, after: { rating: number; accountId: string } | null) {
    return this.prisma.rating.findMany({
      where: {
        game,
        AND: [
          { OR: [{ matches: { gt: 0 } }, { seeded: true }] },
          ...(after
            ? [
                {
                  OR: [
                    { rating: { lt: after.rating } },
                    { rating: after.rating, accountId: { gt: after.accountId } },
                  ],
                },
              ]
            : []),
        ],
      },
      orderBy: [{ rating: 'desc' }, { accountId: 'asc' }],
      take,
      include: { account: { select: { name: true, kind: true } } },
    });
  }

  /** Seeds each built-in account's rating for a game where it has none yet; returns how many were seeded. */
  async seedBuiltinRatings(rows: SeedRow[]): Promise<number> {
    let seeded = 0;
    for (const r of rows) {
      seeded += await this.prisma.$executeRaw`
        INSERT INTO "rating" (account_id, game, mu, sigma, rating, matches, seeded)
        SELECT id, ${r.game}, ${r.mu}, ${r.sigma}, ${conservative(r)}, 0, true FROM "account"
        WHERE name_key = ${r.account.toLowerCase()} AND builtin_bot IS NOT NULL
        ON CONFLICT (account_id, game) DO NOTHING`;
    }
    return seeded;
  }
}
