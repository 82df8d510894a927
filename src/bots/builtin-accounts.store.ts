/**
 * The built-in bot accounts in the database (the only SQL of src/bots): one account `<level>-bot` per
 * level any served game has, created once whatever instances start together, and their ratings seeded
 * from the measured ones where they have none for the game yet.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import { conservative } from '../ratings/rate';

export interface BuiltinAccount {
  id: string;
  name: string;
  /** The level it plays. */
  bot: string;
}

export interface SeedRow {
  account: string;
  game: string;
  mu: number;
  sigma: number;
}

@Injectable()
export class BuiltinAccountsStore {
  constructor(@Inject(PrismaService) private readonly prisma: PrismaClient) {}

  /**
   * Creates the missing accounts of `levels` (name `<level>-bot`, no key: the server plays them) and
   * returns the built-in accounts. A name taken by an ordinary account is left alone (not returned).
   */
  async ensure(levels: { level: string; account: string }[]): Promise<BuiltinAccount[]> {
    for (const { level, account } of levels) {
      await this.prisma.$executeRaw`
        INSERT INTO "account" (id, name, name_key, kind, key_hash, builtin_bot)
        VALUES (${randomUUID()}::uuid, ${account}, ${account.toLowerCase()}, 'bot', NULL, ${level})
        ON CONFLICT (name_key) DO NOTHING`;
    }
    const rows = await this.prisma.account.findMany({
      where: { builtinBot: { not: null } },
      select: { id: true, name: true, builtinBot: true },
    });
    return rows.map((r) => ({ id: r.id, name: r.name, bot: r.builtinBot! }));
  }

  /** Seeds each built-in account's rating for a game where it has none yet; returns how many were seeded. */
  async seedRatings(rows: SeedRow[]): Promise<number> {
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
