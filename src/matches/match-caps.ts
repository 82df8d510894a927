/**
 * The cap on an account's live matches (MAX_ACTIVE_MATCHES_PER_ACCOUNT, docs/api.md "Limits"): what
 * creates matches for an account on its own request (a create with a `{ "me": true }` seat, a
 * challenge, a seek, a series with its concurrency) first asks for room, so that one account cannot
 * fill the turn clock with thousands of matches (issue 41). Built-in bot accounts have no cap.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { MatchStore } from '../persistence/match-store';
import { APP_CONFIG } from '../tokens';

@Injectable()
export class MatchCaps {
  constructor(
    private readonly store: MatchStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 409 `active-matches-cap` unless the account can take `adding` more open or active matches. */
  async requireRoom(account: { id: string; builtinBot?: string | null }, adding = 1): Promise<void> {
    const cap = this.config.maxActiveMatchesPerAccount;
    if (cap === 0 || account.builtinBot) return;
    const live = await this.store.liveMatchCount(account.id);
    if (live + adding > cap)
      throw DomainError.overCap(
        'active-matches',
        cap,
        `${live} open or active matches${adding > 1 ? ` and this needs room for ${adding} more` : ''}`,
        'MAX_ACTIVE_MATCHES_PER_ACCOUNT',
      );
  }
}
