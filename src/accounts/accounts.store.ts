/**
 * The accounts feature's store: the only file of the feature that talks to the database. Accounts by
 * name and by the hash of their API key, key rotation, an account's ratings and match history, and the
 * account events' NOTIFY (src/persistence/account-notify.ts), and the key replacement's notice.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Account, MatchStatus, PrismaClient } from '../generated/prisma/client';
import { KEY_CHANNEL } from '../persistence/account-notify';
import { PrismaService } from '../persistence/prisma.service';

/** An account row (the features above name it through this store and AccountsService). */
export type { Account };

export interface NewAccount {
  id: string;
  name: string;
  kind: 'human' | 'bot';
  keyHash: string;
}

export interface HistoryFilter {
  game?: string;
  status?: MatchStatus;
  limit: number;
  after: { createdAt: Date; id: string } | null;
}

@Injectable()
export class AccountsStore {
  constructor(@Inject(PrismaService) private readonly prisma: PrismaClient) {}

  /** Names are unique ignoring case (`nameKey`); a taken name throws the unique-constraint error. */
  create(a: NewAccount): Promise<Account> {
    return this.prisma.account.create({ data: { ...a, nameKey: a.name.toLowerCase() } });
  }

  byNameKey(nameKey: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { nameKey } });
  }

  /** The account whose current API key has this hash (the key lookup of every route that takes keys). */
  byKeyHash(keyHash: string): Promise<Account | null> {
    return this.prisma.account.findUnique({ where: { keyHash } });
  }

  /**
   * Replaces the key if it is still `oldHash`: false when another rotation got there first. `notice`
   * (PostgreSQL) goes on KEY_CHANNEL in the same transaction, so every instance hears of the
   * replacement when it commits (api-key-lookup.ts).
   */
  async replaceKey(
    accountId: string,
    oldHash: string | null,
    keyHash: string,
    notice: string | null = null,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const n = await tx.account.updateMany({
        where: { id: accountId, keyHash: oldHash },
        data: { keyHash },
      });
      if (n.count === 1 && notice) await tx.$executeRaw`SELECT pg_notify(${KEY_CHANNEL}, ${notice})`;
      return n.count === 1;
    });
  }

  ratingsOf(accountId: string) {
    return this.prisma.rating.findMany({ where: { accountId }, orderBy: { game: 'asc' } });
  }

  /** The account's matches, newest first, one more than `limit` (so the caller knows whether more follow). */
  history(accountId: string, q: HistoryFilter) {
    const after = q.after;
    return this.prisma.match.findMany({
      where: {
        seats: { some: { accountId } },
        ...(q.game ? { game: q.game } : {}),
        ...(q.status ? { status: q.status } : {}),
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: q.limit + 1,
      select: {
        id: true,
        game: true,
        status: true,
        rated: true,
        createdAt: true,
        seats: {
          orderBy: { seat: 'asc' },
          select: { seat: true, name: true, bot: true, accountId: true, account: { select: { name: true } } },
        },
        scores: { select: { seat: true, points: true, standing: true } },
      },
    });
  }
}
