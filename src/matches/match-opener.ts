/**
 * What the features that open matches (pairing, series, tournaments) get from the matches feature,
 * below them: a game's rules and options, and a way to create an active match with every seat taken by
 * an account inside the caller's own transaction (so that a seek or a challenge is never paired
 * without its match, nor twice), then announce it once committed. Declared here, with its token, and
 * provided by `MatchOpening`: the callers depend on this interface, not on the matches' services.
 */
import type { GameDefinition } from '../engine/types';
import type { Tx } from '../persistence/tx';

export const MATCH_OPENER = Symbol('MATCH_OPENER');

export interface OpenSeat {
  accountId: string;
  /** The account's name, shown as the seat's name. */
  name: string;
  /** The built-in bot that plays this account's seat ("random", "basic"), or null for an API player. */
  bot: string | null;
}

export interface OpenSpec {
  game: string;
  /** Resolved options (defaults filled in). */
  options: Record<string, unknown>;
  /** One per seat, in seat order. */
  seats: OpenSeat[];
  rated: boolean;
  /**
   * The deal's seed (a new one when absent). A series replays one seed with the seats rotated, so that
   * every seat gets the cards another got (duplicate deals).
   */
  seed?: string;
  /**
   * The deal is played by another match still to come (a duplicate deal's rotations): the match's seed,
   * record, whole move log and hand histories stay hidden after it finishes, until its owner unseals it
   * (docs/series.md "Duplicate deals and hidden cards").
   */
  sealed?: boolean;
  /**
   * The account whose budget a match of bots only counts against (BOTS_ONLY_MATCHES_PER_ACCOUNT): the
   * owner of the tournament or series that opens it; absent, the budget shared by such openings.
   */
  owner?: string;
}

export interface MatchOpener {
  /** The game's rules, or undefined for an unknown game. */
  definition(id: string): GameDefinition | undefined;
  /**
   * A body's options (its `preset`'s, then its `options` over them) with defaults filled in, or the
   * per-field problems keyed as the body names them (`preset`, `options.<name>`), as the create route
   * checks them.
   */
  resolveOptions(
    game: GameDefinition,
    body: { preset?: string; options?: unknown },
  ): { ok: true; options: Record<string, unknown> } | { ok: false; details: Record<string, string> };
  /**
   * Creates the match inside `tx`; returns its id and what `announce` needs. Nothing is visible before
   * the transaction commits.
   */
  open(tx: Tx, spec: OpenSpec): Promise<{ matchId: string; announce: () => Promise<void> }>;
  /**
   * Resigns the account's seat of an unfinished match (a tournament withdrawal), as
   * `POST …/resign` would; false when the match is over or the account holds no seat in it.
   */
  resignAccount(gameId: string, matchId: string, accountId: string): Promise<boolean>;
  /**
   * 409 `active-matches-cap` unless the account may take `adding` more open or active matches
   * (MAX_ACTIVE_MATCHES_PER_ACCOUNT): asked before what an account's own request will open for it.
   */
  requireMatchRoom(account: { id: string; builtinBot?: string | null }, adding?: number): Promise<void>;
}
