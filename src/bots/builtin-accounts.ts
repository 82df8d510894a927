/**
 * The ladder's accounts (docs/api.md "Built-in opponents"): at start, every level of every served game
 * gets its built-in account `<level>-bot` (levels are data: a game's `bots` record), and the accounts'
 * ratings are seeded from the levels' measured ratings (src/bots/ladder-ratings.json) where they have
 * none yet, so a fresh server's leaderboards show the ladder with numbers on it.
 */
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { allBotNames, botAccountName } from '../engine/bot-levels';
import { GameRegistry } from '../games/game-registry';
import { BuiltinAccountsStore, type SeedRow } from './builtin-accounts.store';
import { SEEDED_RATINGS, type SeededRatings } from './seeded-ratings';

@Injectable()
export class BuiltinAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('BuiltinBots');

  constructor(
    private readonly store: BuiltinAccountsStore,
    private readonly games: GameRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.prepare(SEEDED_RATINGS);
  }

  /** Creates the levels' accounts and seeds their ratings (idempotent, safe with several instances). */
  async prepare(measured: SeededRatings): Promise<void> {
    const defs = this.games.bindings().map((b) => b.definition);
    const levels = allBotNames(defs).map((level) => ({ level, account: botAccountName(level) }));
    const accounts = await this.store.ensure(levels);
    const missing = levels.filter((l) => !accounts.some((a) => a.name.toLowerCase() === l.account));
    if (missing.length)
      this.logger.warn(
        `no built-in account for ${missing.map((l) => l.level).join(', ')}: the names are taken by other accounts`,
      );
    const rows: SeedRow[] = [];
    for (const g of defs) {
      for (const level of Object.keys(g.bots)) {
        const s = measured.games[g.id]?.[level];
        if (s) rows.push({ account: botAccountName(level), game: g.id, mu: s.mu, sigma: s.sigma });
      }
    }
    await this.store.seedRatings(rows);
  }
}
