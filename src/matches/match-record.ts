/**
 * A match as the service handles it (the stored row and its seats, typed by Prisma's generated models),
 * and the view built from it (docs/api.md "Match view").
 */
import type { GameDefinition, GameResult, Move, MoveTemplate } from '../engine/types';
import type { Match, MatchStatus, Seat } from '../generated/prisma/client';
import { matchResult } from './lifecycle';

export type { MatchStatus } from '../generated/prisma/client';

/** A seat as the service needs it: who holds it, and the hash of its token. */
export type SeatRecord = Pick<Seat, 'seat' | 'name' | 'bot' | 'tokenHash' | 'accountId'>;

/** The stored match (`moveCount`: the number of moves in the log, the seq of the last one) with its seats. */
export type MatchRecord = Pick<Match, 'id' | 'game' | 'status' | 'seed' | 'seedHash' | 'version' | 'moveCount' | 'deadline' | 'createdAt' | 'updatedAt' | 'resigned' | 'rated'> & {
  options: Record<string, unknown>;
  state: unknown;
  seats: SeatRecord[];
  /** The result when the lifecycle ended the match (`resigned`, `abandoned`); null when the rules decide (lifecycle.ts `matchResult`). */
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

export function seatViews(seats: readonly SeatRecord[]): SeatView[] {
  return seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, connected: s.name !== null || s.bot !== null }));
}

/**
 * The fields of the minimal answer to a move (`Prefer: return=minimal`, docs/api.md): what a client
 * needs to know whose turn it is and whether the match is over, without the state and legal moves.
 */
export const ACK_FIELDS = ['id', 'game', 'status', 'version', 'toAct', 'you', 'result', 'deadline'] as const;
export type MoveAck = Pick<MatchView, (typeof ACK_FIELDS)[number]>;

/** The minimal answer, from the record (no view is built). */
export function buildAck(game: GameDefinition, m: MatchRecord, you: number | null): MoveAck {
  return {
    id: m.id,
    game: m.game,
    status: m.status,
    version: m.version,
    toAct: m.status === 'active' ? game.toAct(m.state) : [],
    you,
    result: matchResult(game, m),
    deadline: m.deadline ? m.deadline.toISOString() : null,
  };
}

/** The minimal answer, from a view (a stored idempotent answer). */
export function ackOf(view: MatchView): MoveAck {
  return Object.fromEntries(ACK_FIELDS.map((k) => [k, view[k]])) as MoveAck;
}

export function buildView(game: GameDefinition, m: MatchRecord, you: number | null): MatchView {
  const { toAct, ...ack } = buildAck(game, m, you);
  const view: MatchView = {
    ...ack,
    toAct,
    options: m.options,
    seats: seatViews(m.seats),
    state: game.view(m.state, you),
    scores: game.scores(m.state),
    fairness: { seedHash: m.seedHash, seed: m.status === 'finished' ? m.seed : null },
  };
  if (you !== null && toAct.includes(you) && !m.resigned.includes(you)) view.legalMoves = game.legalMoves(m.state, you);
  return view;
}

export interface LogEntry {
  seq: number;
  seat: number;
  move: Move;
  at: string;
}
