/**
 * The data types of a stored match, shared by the store (which reads and writes them) and the features
 * above it: the match row and its seats (typed by Prisma's generated models), its final scores, and the
 * view kept as the answer to an idempotent repeat. Declared here, in the persistence layer, so that the
 * store knows no type of a feature above it (src/matches/match-record.ts builds views from them).
 */
import type { GameResult, MoveTemplate } from '../engine/types';
import type { Match, MatchStatus, Seat } from '../generated/prisma/client';

export type { MatchStatus };

/** A seat as the service needs it: who holds it, and the hash of its token. */
export type SeatRecord = Pick<Seat, 'seat' | 'name' | 'bot' | 'tokenHash' | 'accountId'>;

/** The stored match (`moveCount`: the number of moves in the log, the seq of the last one) with its seats. */
export type MatchRecord = Pick<
  Match,
  | 'id'
  | 'game'
  | 'status'
  | 'seed'
  | 'seedHash'
  | 'version'
  | 'moveCount'
  | 'deadline'
  | 'createdAt'
  | 'updatedAt'
  | 'resigned'
  | 'rated'
  | 'sealed'
> & {
  options: Record<string, unknown>;
  state: unknown;
  seats: SeatRecord[];
  /**
   * The result when the lifecycle ended the match (`resigned`, `abandoned`); null when the rules decide
   * (src/matches/lifecycle.ts `matchResult`).
   */
  result: GameResult | null;
};

export interface SeatView {
  seat: number;
  name: string | null;
  bot: string | null;
  /** The seat is taken (by a person holding its token, or by a bot). */
  connected: boolean;
}

export interface MatchView {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  options: Record<string, unknown>;
  seats: SeatView[];
  toAct: number[];
  you: number | null;
  state: unknown;
  legalMoves?: MoveTemplate[];
  scores: number[];
  result: GameResult | null;
  fairness: { seedHash: string; seed: string | null };
  /** When the turn clock of the seats in `toAct` runs out (ISO time), or null without a clock. */
  deadline: string | null;
}

/** A seat's final standing (1 = best, ties share) and points, written when the match finishes. */
export interface FinalScore {
  seat: number;
  points: number;
  standing: number;
}
