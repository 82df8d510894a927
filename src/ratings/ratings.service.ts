/**
 * Ratings per account and game, and the leaderboards (docs/api.md part 2, "Ratings and leaderboards").
 * `applyResult` (the matches feature's port MATCH_RATINGS) runs inside the transaction that records a
 * rated match's result, so a match changes ratings exactly once: the write that finishes it is guarded
 * by the match version and happens once.
 */
import { ACCOUNT_NAME_RE } from '../accounts/accounts.service';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../domain-error';
import type { Tx } from '../persistence/tx';
import type { MatchRatings, RatedSeat } from '../matches/match-ratings';
import { RatingsStore } from './ratings.store';
import { conservative, INITIAL_SKILL, rateAccounts } from './rate';
import { shownRating } from '../shown-rating';

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

/** The sort key of a leaderboard's last item: its rank and rating, then the account id. */
export interface LeaderboardKey {
  rank: number;
  rating: number;
  accountId: string;
}

export interface LeaderboardPage {
  items: LeaderboardItem[];
  /** The key of the last item when more follow (the http layer encodes it as `nextCursor`). */
  next: LeaderboardKey | null;
}

/** One change of an account's rating (GET /accounts/{name}/ratings/history). */
export interface RatingHistoryItem {
  game: string;
  matchId: string | null;
  at: string;
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
}

export interface RatingHistory {
  name: string;
  items: RatingHistoryItem[];
}

@Injectable()
export class RatingsService implements MatchRatings {
  constructor(private readonly store: RatingsStore) {}

  /**
   * Rates a finished match inside the caller's transaction: every seat must be an account; a built-in
   * account may hold several seats (rate.ts `rateAccounts`). Rows are locked in account order, so that
   * two matches of the same accounts finishing at once serialise instead of deadlocking.
   */
  async applyResult(tx: Tx, game: string, seats: RatedSeat[], matchId?: string): Promise<void> {
    if (seats.length < 2) return;
    const ordered = [...seats].sort((a, b) => a.seat - b.seat);
    const ids = [...new Set(ordered.map((s) => s.accountId))].sort();
    if (ids.length < 2) return; // one account in every seat: nothing to learn
    const initial = { ...INITIAL_SKILL, rating: conservative(INITIAL_SKILL) };
    const skill = await this.store.lockSkills(tx, game, ids, initial);
    const after = rateAccounts(game, ordered, skill);
    for (const id of ids) {
      const s = after.get(id)!;
      await this.store.saveSkill(tx, game, id, { ...s, rating: conservative(s) }, matchId ?? null);
    }
  }

  /**
   * An account's rating over time: each change by a rated match (of `game`, or of every game), oldest
   * first, the newest `limit`. Unknown account: not found.
   */
  async history(name: string, game: string | undefined, limit: number): Promise<RatingHistory> {
    // a name that cannot be an account's is not looked up (PostgreSQL refuses a NUL byte in text)
    const account = ACCOUNT_NAME_RE.test(name) ? await this.store.accountByName(name) : null;
    if (!account) throw DomainError.notFound(`no account ${JSON.stringify(name.slice(0, 40))}`);
    const rows = await this.store.history(account.id, game, limit);
    return {
      name: account.name,
      items: rows.map((r) => ({
        game: r.game,
        matchId: r.matchId,
        at: r.at.toISOString(),
        rating: shownRating(r.rating),
        mu: shownRating(r.mu),
        sigma: shownRating(r.sigma),
        matches: r.matches,
      })),
    };
  }

  /** Accounts with at least one rated match of the game, and the built-in levels' seeded ratings, best first. */
  async leaderboard(game: string, limit: number, after: LeaderboardKey | null): Promise<LeaderboardPage> {
    const rows = await this.store.leaderboard(game, limit + 1, after);
    const page = rows.slice(0, limit);
    const first = after ? after.rank + 1 : 1;
    const items = page.map((r, i) => ({
      rank: first + i,
      name: r.account.name,
      kind: r.account.kind,
      rating: shownRating(r.rating),
      mu: shownRating(r.mu),
      sigma: shownRating(r.sigma),
      matches: r.matches,
      seeded: r.seeded,
    }));
    const last = page[page.length - 1];
    return {
      items,
      next:
        rows.length > limit && last
          ? { rank: first + page.length - 1, rating: last.rating, accountId: last.accountId }
          : null,
    };
  }
}
