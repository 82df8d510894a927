/**
 * The built-in bot accounts in the database (the only SQL of src/bots): one account `<level>-bot` per
 * level any served game has, created once whatever instances start together.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';

export interface BuiltinAccount {
  id: string;
  name: string;
  /** The level it plays. */
  bot: string;
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
}
