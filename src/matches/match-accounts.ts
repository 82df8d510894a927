/**
 * Accounts in matches, as pure functions: which seat an account holds, and which account events a
 * write of a match causes (docs/api.md part 2, "The account event stream"): `matchStart` when the match
 * starts, `yourTurn` for every account seat to act at the new version, `matchFinish` when it ends.
 * Only seats the account plays through the API hear them (the server plays built-in bot accounts).
 * A `yourTurn` carries the seat's view (part 3, "The bot loop in one request"), built here once per
 * write and seat from the record just written: the view `GET /{game}/matches/{id}` answers that account
 * at that version, so a bot answers with one request, its move.
 */
import type { Addressed } from '../accounts/account-events';
import type { GameDefinition } from '../engine/types';
import { type FinalScore, matchResult } from './lifecycle';
import type { RatedSeat } from './match-ratings';
import { buildView, type MatchRecord, type SeatRecord } from './match-record';

/** The seat this account holds in the match (taken, not only reserved), or null. */
export function seatOfAccount(seats: readonly SeatRecord[], accountId: string): number | null {
  return seats.find((s) => s.accountId === accountId && s.name !== null)?.seat ?? null;
}

/** Seats held by accounts that play through the API (with their account). */
function listening(seats: readonly SeatRecord[]): { seat: number; accountId: string }[] {
  return seats
    .filter((s) => s.accountId !== null && s.bot === null && s.name !== null)
    .map((s) => ({ seat: s.seat, accountId: s.accountId! }));
}

/** The account events caused by writing `next` over `prev` (null for a new match). */
export function accountEventsOf(
  game: GameDefinition,
  prev: Pick<MatchRecord, 'status'> | null,
  next: MatchRecord,
): Addressed[] {
  const seats = listening(next.seats);
  if (!seats.length) return [];
  const out: Addressed[] = [];
  const base = { game: next.game, matchId: next.id };
  if (next.status !== 'open' && (prev === null || prev.status === 'open')) {
    for (const { seat, accountId } of seats)
      out.push({ accountId, event: { type: 'matchStart', ...base, seat } });
  }
  if (next.status === 'active') {
    const toAct = game.toAct(next.state);
    const deadline = next.deadline ? next.deadline.toISOString() : null;
    for (const { seat, accountId } of seats) {
      if (!toAct.includes(seat)) continue;
      out.push({
        accountId,
        event: {
          type: 'yourTurn',
          ...base,
          seat,
          version: next.version,
          deadline,
          view: buildView(game, next, seat),
        },
      });
    }
  }
  if (next.status === 'finished' && prev?.status !== 'finished') {
    const result = matchResult(game, next);
    for (const { seat, accountId } of seats)
      out.push({ accountId, event: { type: 'matchFinish', ...base, seat, result } });
  }
  return out;
}

/** The seats to rate when a rated match finishes: every seat an account, with its final standing; else null. */
export function ratedSeats(
  m: Pick<MatchRecord, 'rated' | 'seats'>,
  scores: FinalScore[] | null,
): RatedSeat[] | null {
  if (!m.rated || !scores?.length || m.seats.some((s) => s.accountId === null)) return null;
  return m.seats.map((s) => ({
    seat: s.seat,
    accountId: s.accountId!,
    standing: scores.find((x) => x.seat === s.seat)!.standing,
  }));
}
