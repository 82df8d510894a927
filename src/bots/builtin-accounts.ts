/**
 * The ladder's accounts (docs/api.md "Built-in opponents"): at start, every level of every served game
 * gets its built-in account `<level>-bot` (levels are data: a game's `bots` record), idempotent over
 * instances. The ratings feature seeds their ratings once they exist (src/ratings/ladder-seeding.ts).
 */
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { allBotNames, botAccountName } from '../engine/bot-levels';
import { GameRegistry } from '../game-registry/game-registry';
import { type BuiltinAccount, BuiltinAccountsStore } from './builtin-accounts.store';

@Injectable()
export class BuiltinAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('BuiltinBots');
  private made: Promise<BuiltinAccount[]> | null = null;

  constructor(
    private readonly store: BuiltinAccountsStore,
    private readonly games: GameRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ready();
  }

  /** The levels' accounts, created once per instance (idempotent, safe with several instances). */
  ready(): Promise<BuiltinAccount[]> {
    this.made ??= this.create();
    return this.made;
  }

  private async create(): Promise<BuiltinAccount[]> {
    const defs = this.games.bindings().map((b) => b.definition);
    const levels = allBotNames(defs).map((level) => ({ level, account: botAccountName(level) }));
    const accounts = await this.store.ensure(levels);
    const missing = levels.filter((l) => !accounts.some((a) => a.name.toLowerCase() === l.account));
    if (missing.length)
      this.logger.warn(
        `no built-in account for ${missing.map((l) => l.level).join(', ')}: the names are taken by other accounts`,
      );
    return accounts;
  }
}
