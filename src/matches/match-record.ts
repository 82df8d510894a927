/**
 * A match as loaded from the database, and the view built from it (API.md "Match view").
 */
import type { GameDefinition, GameResult, Move, MoveTemplate } from '../engine/types';

export type MatchStatus = 'open' | 'active' | 'finished';

export interface SeatRecord {
  seat: number;
  name: string | null;
  bot: string | null;
  tokenHash: string | null;
}

export interface MatchRecord {
  id: string;
  game: string;
  status: MatchStatus;
  options: Record<string, unknown>;
  seed: string;
  seedHash: string;
  state: unknown;
  version: number;
  deadline: Date | null;
  createdAt: Date;
  seats: SeatRecord[];
  /** Number of moves in the log (the seq of the last one). */
  moveCount: number;
}

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

export function seatViews(seats: SeatRecord[]): SeatView[] {
  return seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, connected: s.name !== null || s.bot !== null }));
}

export function buildView(game: GameDefinition, m: MatchRecord, you: number | null): MatchView {
  const toAct = m.status === 'active' ? game.toAct(m.state) : [];
  const view: MatchView = {
    id: m.id,
    game: m.game,
    status: m.status,
    version: m.version,
    options: m.options,
    seats: seatViews(m.seats),
    toAct,
    you,
    state: game.view(m.state, you),
    scores: game.scores(m.state),
    result: game.result(m.state),
    fairness: { seedHash: m.seedHash, seed: m.status === 'finished' ? m.seed : null },
    deadline: m.deadline ? m.deadline.toISOString() : null,
  };
  if (you !== null && toAct.includes(you)) view.legalMoves = game.legalMoves(m.state, you);
  return view;
}

export interface LogEntry {
  seq: number;
  seat: number;
  move: Move;
  at: string;
}
