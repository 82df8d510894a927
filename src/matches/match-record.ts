/**
 * A match as the service handles it (the stored row and its seats, typed by Prisma's generated models),
 * and the view built from it (docs/api.md "Match view").
 */
import type { GameDefinition, Move } from '../engine/types';
import type { MatchRecord, MatchStatus, MatchView, SeatRecord, SeatView } from '../persistence/match-types';
import { matchResult } from './lifecycle';

// the record's data types belong to the persistence layer (the store reads and writes them)
export type { MatchRecord, MatchStatus, MatchView, SeatRecord, SeatView } from '../persistence/match-types';

export function seatViews(seats: readonly SeatRecord[]): SeatView[] {
  return seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    bot: s.bot,
    connected: s.name !== null || s.bot !== null,
  }));
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

/**
 * Whether everything of the match may be shown (its seed, the whole record, the whole move log, every
 * hole card): once it is finished, unless it is sealed — a match of a duplicate deal that another match
 * still has to play (docs/series.md "Duplicate deals and hidden cards").
 */
export function revealed(m: Pick<MatchRecord, 'status' | 'sealed'>): boolean {
  return m.status === 'finished' && !m.sealed;
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
    fairness: { seedHash: m.seedHash, seed: revealed(m) ? m.seed : null },
  };
  if (you !== null && toAct.includes(you) && !m.resigned.includes(you))
    view.legalMoves = game.legalMoves(m.state, you);
  return view;
}

export interface LogEntry {
  seq: number;
  seat: number;
  move: Move;
  at: string;
}

// ---- the answers of the match service (the HTTP layer's DTOs describe them)

export interface CreatedMatch extends MatchView {
  seats: (MatchView['seats'][number] & { token?: string })[];
}

/** A lobby page: the items and the sort key of the last one when more follow (the http layer encodes it). */
export interface LobbyPage {
  items: LobbyItem[];
  next: { createdAt: Date; id: string } | null;
}

export interface LobbyItem {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  seats: MatchView['seats'];
  openSeats: number[];
  options: Record<string, unknown>;
  createdAt: string;
}

export interface MoveAnswer {
  /** The match after the move as the mover's seat sees it, or only its minimal answer when asked (`minimal`). */
  view: MatchView | MoveAck;
  /** A repeat of an Idempotency-Key: the first answer, and nothing was applied. */
  replayed: boolean;
}
