/**
 * The built-in levels' ratings on a fresh server: once the levels' accounts exist (src/bots), each one
 * gets, for every served game where it has none yet, the rating its level measured
 * (src/bots/ladder-ratings.json, written by `npm run ladder:ratings`), marked `seeded` on the
 * leaderboard until a rated match on the server changes it. Idempotent over instances.
 */
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BuiltinAccounts } from '../bots/builtin-accounts';
import { SEEDED_RATINGS } from '../bots/seeded-ratings';
import { botAccountName } from '../engine/bot-levels';
import { GameRegistry } from '../game-registry/game-registry';
import { RatingsStore, type SeedRow } from './ratings.store';

@Injectable()
export class LadderSeeding implements OnApplicationBootstrap {
  constructor(
    private readonly builtin: BuiltinAccounts,
    private readonly games: GameRegistry,
    private readonly store: RatingsStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.builtin.ready();
    const rows: SeedRow[] = [];
    for (const { definition: g } of this.games.bindings()) {
      for (const level of Object.keys(g.bots)) {
        const s = SEEDED_RATINGS.games[g.id]?.[level];
        if (s) rows.push({ account: botAccountName(level), game: g.id, mu: s.mu, sigma: s.sigma });
      }
    }
    await this.store.seedBuiltinRatings(rows);
  }
}
