/**
 * What pairing needs from the matches feature: a game's rules and options, and a way to create an
 * active match with every seat taken by an account inside pairing's own transaction (so that a seek or
 * a challenge is never paired without its match, nor twice), then announce it once committed.
 */
import type { GameDefinition } from '../engine/types';
import type { Prisma } from '../generated/prisma/client';

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
}

export interface MatchOpener {
  /** The game's rules, or undefined for an unknown game. */
  definition(id: string): GameDefinition | undefined;
  /** The options with defaults filled in, or the per-field problems (as the create route checks them). */
  resolveOptions(
    game: GameDefinition,
    input: unknown,
  ): { ok: true; options: Record<string, unknown> } | { ok: false; details: Record<string, string> };
  /**
   * Creates the match inside `tx`; returns its id and what `announce` needs. Nothing is visible before
   * the transaction commits.
   */
  open(
    tx: Prisma.TransactionClient,
    spec: OpenSpec,
  ): Promise<{ matchId: string; announce: () => Promise<void> }>;
  /**
   * Resigns the account's seat of an unfinished match (a tournament withdrawal), as
   * `POST …/resign` would; false when the match is over or the account holds no seat in it.
   */
  resignAccount(gameId: string, matchId: string, accountId: string): Promise<boolean>;
}
