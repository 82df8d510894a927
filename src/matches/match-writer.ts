/**
 * The writer of matches: every write of a match goes through here, and with it what a write carries
 * along. A transition is written if the match is still at the version read (the store); a rated match
 * that ends is rated in the same transaction (opened here on the store; the ratings through the port
 * MATCH_RATINGS); the accounts' events (yourTurn, matchStart, matchFinish) leave with the write; then
 * this instance's cache of active matches and its followers are told, and a match that finished is
 * announced to the features listening for finishes (MatchFinishes: they hear it after the answer).
 */
import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents } from '../accounts/account-events';
import type { AppConfig } from '../config';
import { outcomeOf } from '../engine/measure';
import type { GameDefinition, MatchOutcome } from '../engine/types';
import { GameRegistry } from '../game-registry/game-registry';
import { MatchWrites } from '../persistence/match-writes';
import type { Tx } from '../persistence/tx';
import { APP_CONFIG } from '../tokens';
import type { Transition } from './lifecycle';
import { accountEventsOf, ratedSeats } from './match-accounts';
import { MatchCache } from './match-cache';
import { MatchEvents } from './match-events';
import { MatchFinishes } from './match-finish';
import { MATCH_RATINGS, type MatchRatings } from './match-ratings';
import type { MatchRecord, MatchView } from './match-record';

export interface WriteExtras {
  /** The answer kept for a repeat of an Idempotency-Key. */
  answer?: { key: string; view: MatchView; expiresAt: Date } | null;
  /** The seat a join takes. */
  claim?: { seat: number; name: string; tokenHash: string; accountId?: string | null };
}

@Injectable()
export class MatchWriter {
  /** Active matches as this instance last wrote them: a move starts from here (see MatchCache). */
  private readonly recent: MatchCache;

  constructor(
    private readonly store: MatchWrites,
    private readonly events: MatchEvents,
    private readonly games: GameRegistry,
    private readonly accountEvents: AccountEvents,
    @Inject(MATCH_RATINGS) private readonly ratings: MatchRatings,
    private readonly finishes: MatchFinishes,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.recent = new MatchCache(config.matchCacheSize);
  }

  /** Active matches held in this instance's cache (for the memory benchmark). */
  cachedMatches(): number {
    return this.recent.size;
  }

  /** The match as this instance wrote it last, if it is still cached (a guess: see MatchCache). */
  cached(id: string): MatchRecord | undefined {
    return this.recent.get(id);
  }

  forget(id: string): void {
    this.recent.forget(id);
  }

  /** Stores a new match (its start transition) and announces it to the accounts seated in it. */
  async create(game: GameDefinition, t: Transition): Promise<void> {
    await this.store.createMatch(t.record, t.moves, t.scores, finalOutcome(game, t));
    await this.accountEvents.publish(accountEventsOf(game, null, t.record));
    this.recent.remember(t.record);
    this.finished(t);
  }

  /**
   * Stores a new match inside the caller's transaction (pairing's); if it is over at once (bots only)
   * and rated, its ratings are written in the same transaction. `announce` tells the followers once
   * the caller's transaction has committed.
   */
  async createIn(tx: Tx, game: GameDefinition, t: Transition): Promise<() => Promise<void>> {
    await this.store.createMatchIn(tx, t.record, t.moves, t.scores, finalOutcome(game, t));
    const rate = ratedSeats(t.record, t.scores);
    if (rate) await this.ratings.applyResult(tx, game.id, rate, t.record.id);
    return async () => {
      this.recent.remember(t.record);
      this.events.publish(t.record.id, t.record.version);
      await this.accountEvents.publish(accountEventsOf(game, null, t.record));
      this.finished(t);
    };
  }

  /**
   * Writes the transition if the match is still at the version read, keeps the cache in step, and
   * tells this instance's followers. Returns false when another request won the race.
   */
  async write(m: MatchRecord, t: Transition, extras: WriteExtras = {}): Promise<boolean> {
    let won: boolean;
    const rate = ratedSeats(t.record, t.scores);
    // the accounts' events (yourTurn, matchStart, matchFinish) go out with the write itself
    const game = this.games.definition(t.record.game);
    const accountEvents = game ? accountEventsOf(game, m, t.record) : [];
    try {
      const accountNotices = this.accountEvents.inWrite(accountEvents);
      const outcome = game ? finalOutcome(game, t) : null;
      const all = { ...extras, scores: t.scores, outcome, accountNotices };
      // a rated match is rated in the transaction that records its result (the version guard makes it
      // once): the writer opens it on the store, writes the match, then the ratings (port MATCH_RATINGS)
      won = rate
        ? await this.store.transaction(async (tx) => {
            const written = await this.store.setStateIn(tx, m, t.record, t.moves, all);
            if (written) await this.ratings.applyResult(tx, t.record.game, rate, t.record.id);
            return written;
          })
        : await this.store.setState(m, t.record, t.moves, all);
    } catch (e) {
      this.recent.forget(m.id); // committed or not: unknown
      throw e;
    }
    if (!won) {
      this.recent.forget(m.id);
      return false;
    }
    this.recent.remember(t.record);
    this.events.publish(m.id, t.record.version);
    this.accountEvents.afterWrite(accountEvents);
    if (m.status !== 'finished') this.finished(t);
    return true;
  }

  /** Announces a committed transition that ended a match to the features that listen (MatchFinishes). */
  private finished(t: Transition): void {
    if (t.record.status === 'finished' && t.scores)
      this.finishes.announce({ record: t.record, scores: t.scores });
  }
}

/** What the game's measure keeps of a finishing transition's final state (stored with its scores). */
function finalOutcome(game: GameDefinition, t: Transition): MatchOutcome | null {
  return t.scores ? outcomeOf(game, t.record.state, t.record.options) : null;
}
