/**
 * The lists of the matches' data: a game's lobby (a page of matches), a match's move log and the answers
 * kept for an Idempotency-Key. The model API only; none of them is on the move path but the idempotent
 * answer, which is read only when a move carries a key.
 */
import { Injectable } from '@nestjs/common';
import { guardOutage } from './database-errors';
import type { MatchStatus, MatchView, SeatRecord } from './match-types';
import { PrismaService } from './prisma.service';

export interface LobbyQuery {
  game: string;
  status?: MatchStatus;
  limit: number;
  /** Continue after this match (the last of the previous page). */
  after?: { createdAt: Date; id: string } | null;
}

export interface LobbyRow {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  options: Record<string, unknown>;
  createdAt: Date;
  seats: SeatRecord[];
}

export interface LoggedMoveRow {
  seq: number;
  seat: number;
  move: unknown;
  at: Date;
  /** The match version its write produced (null for moves stored before versions were kept). */
  version: number | null;
}

@Injectable()
export class MatchLists {
  constructor(private readonly db: PrismaService) {}

  /** The lobby: a game's matches, newest first, `limit + 1` rows (the extra one says whether a next page exists). */
  listMatches(q: LobbyQuery): Promise<LobbyRow[]> {
    const { after } = q;
    return guardOutage(
      () =>
        this.db.match.findMany({
          where: {
            game: q.game,
            ...(q.status ? { status: q.status } : {}),
            ...(after
              ? {
                  OR: [
                    { createdAt: { lt: after.createdAt } },
                    { createdAt: after.createdAt, id: { lt: after.id } },
                  ],
                }
              : {}),
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: q.limit + 1,
          select: {
            id: true,
            game: true,
            status: true,
            version: true,
            options: true,
            createdAt: true,
            seats: {
              orderBy: { seat: 'asc' },
              select: { seat: true, name: true, bot: true, tokenHash: true, accountId: true },
            },
          },
        }) as Promise<LobbyRow[]>,
    );
  }

  /** The move log of a match, in order. */
  fetchLog(matchId: string): Promise<LoggedMoveRow[]> {
    return guardOutage(() =>
      this.db.move.findMany({
        where: { matchId },
        orderBy: { seq: 'asc' },
        select: { seq: true, seat: true, move: true, at: true, version: true },
      }),
    );
  }

  /** The answer kept for an Idempotency-Key of this match, while it has not expired. */
  async idempotentAnswer(matchId: string, key: string): Promise<MatchView | null> {
    const row = await guardOutage(() =>
      this.db.idempotencyKey.findFirst({
        where: { matchId, key, expiresAt: { gt: new Date() } },
        select: { response: true },
      }),
    );
    return row ? (row.response as unknown as MatchView) : null;
  }
}
