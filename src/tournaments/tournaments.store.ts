/**
 * The tournaments feature's store: the only file of the feature that talks to the database. Tournaments,
 * their players and their games (a round's matches, byes and matches lost unplayed) through the model
 * API; what it cannot express, named for what it does: locking a tournament row for the pairing of a
 * round (`SELECT … FOR UPDATE`, so that each round is paired once whatever the number of instances),
 * the final places of finished matches (read from the matches' recorded scores, for the reconciling
 * sweep), and the NOTIFY of the public tournament events.
 *
 * `TournamentsStore.transaction(run)` hands `run` a `TournamentsTx`: the same queries bound to one
 * transaction, plus `openMatch`, which creates a match in it through MATCH_OPENER (a round's matches
 * exist exactly when its games do).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient, TournamentFormat, TournamentStatus } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import { txOf } from '../persistence/tx-client';
import type { MatchOpener, OpenSpec } from '../matches/match-opener';

type Db = PrismaClient | Prisma.TransactionClient;

/** The public tournament events' channel: payload `<tournament id>|<event JSON>`. */
export const TOURNAMENT_CHANNEL = 'cardroom_tournament';

const TOURNAMENT_INCLUDE = {
  creator: { select: { name: true } },
  players: {
    orderBy: [{ joinedAt: 'asc' }, { accountId: 'asc' }],
    include: { account: { select: { id: true, name: true, kind: true, builtinBot: true } } },
  },
} as const satisfies Prisma.TournamentInclude;

/** A tournament with its creator's name and its players (in joining order) with their accounts. */
export type TournamentRow = Prisma.TournamentGetPayload<{ include: typeof TOURNAMENT_INCLUDE }>;
export type GameRow = Prisma.TournamentGameGetPayload<object>;

export interface NewTournament {
  id: string;
  game: string;
  format: TournamentFormat;
  creatorId: string;
  rounds: number | null;
  tableSize: number;
  gamesPerPairing: number;
  duplicateDeals: boolean;
  options: Record<string, unknown>;
  rated: boolean;
  botsAllowed: boolean;
  minPlayers: number;
  maxPlayers: number;
  startsAt: Date | null;
  seed: string;
}

export interface NewGame {
  id: string;
  tournamentId: string;
  round: number;
  tableNo: number;
  gameNo: number;
  kind: 'match' | 'bye' | 'forfeit';
  matchId: string | null;
  players: string[];
  teams: number[][] | null;
  places: number[] | null;
}

export interface ListFilter {
  status?: TournamentStatus;
  game?: string;
  /** Only tournaments this account entered. */
  accountId?: string;
  limit: number;
  after: { createdAt: Date; id: string } | null;
}

class TournamentsQueries<D extends Db> {
  constructor(protected readonly db: D) {}

  // ---- accounts (read only)

  accountByNameKey(nameKey: string) {
    return this.db.account.findUnique({ where: { nameKey } });
  }

  // ---- tournaments

  async createTournament(t: NewTournament): Promise<void> {
    await this.db.tournament.create({ data: { ...t, options: t.options as Prisma.InputJsonValue } });
  }

  /** How many open or running tournaments the account created (its cap). */
  liveCreatedBy(creatorId: string): Promise<number> {
    return this.db.tournament.count({ where: { creatorId, status: { in: ['open', 'running'] } } });
  }

  tournament(id: string): Promise<TournamentRow | null> {
    return this.db.tournament.findUnique({ where: { id }, include: TOURNAMENT_INCLUDE });
  }

  /** Newest first, then by id (keyset pagination); one more than `limit` to tell whether a page follows. */
  list(q: ListFilter): Promise<TournamentRow[]> {
    const after = q.after;
    return this.db.tournament.findMany({
      where: {
        ...(q.status ? { status: q.status } : {}),
        ...(q.game ? { game: q.game } : {}),
        ...(q.accountId ? { players: { some: { accountId: q.accountId } } } : {}),
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
      include: TOURNAMENT_INCLUDE,
    });
  }

  /** Locks the tournament row until the transaction ends (every change of a tournament's course takes it). */
  async lock(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM "tournament" WHERE id = ${id}::uuid FOR UPDATE`;
  }

  async addPlayer(tournamentId: string, accountId: string): Promise<void> {
    await this.db.tournamentPlayer.create({ data: { tournamentId, accountId } });
  }

  async removePlayer(tournamentId: string, accountId: string): Promise<void> {
    await this.db.tournamentPlayer.deleteMany({ where: { tournamentId, accountId } });
  }

  async markWithdrawn(tournamentId: string, accountId: string): Promise<void> {
    await this.db.tournamentPlayer.updateMany({
      where: { tournamentId, accountId, withdrawnAt: null },
      data: { withdrawnAt: new Date() },
    });
  }

  async markStarted(id: string, rounds: number): Promise<void> {
    await this.db.tournament.update({
      where: { id },
      data: { status: 'running', startedAt: new Date(), rounds },
    });
  }

  async setRound(id: string, round: number): Promise<void> {
    await this.db.tournament.update({ where: { id }, data: { round } });
  }

  async markEnded(id: string, status: 'finished' | 'canceled'): Promise<void> {
    await this.db.tournament.update({ where: { id }, data: { status, finishedAt: new Date() } });
  }

  /** Running tournaments (for the reconciling sweep). */
  runningIds(): Promise<{ id: string }[]> {
    return this.db.tournament.findMany({ where: { status: 'running' }, select: { id: true } });
  }

  /** Open tournaments whose start time has come. */
  dueStarts(): Promise<{ id: string }[]> {
    return this.db.tournament.findMany({
      where: { status: 'open', startsAt: { lte: new Date() } },
      select: { id: true },
    });
  }

  // ---- games

  games(tournamentId: string): Promise<GameRow[]> {
    return this.db.tournamentGame.findMany({
      where: { tournamentId },
      orderBy: [{ round: 'asc' }, { tableNo: 'asc' }, { gameNo: 'asc' }],
    });
  }

  gameByMatch(matchId: string): Promise<GameRow | null> {
    return this.db.tournamentGame.findUnique({ where: { matchId } });
  }

  async createGames(games: NewGame[]): Promise<void> {
    if (!games.length) return;
    await this.db.tournamentGame.createMany({
      data: games.map((g) => ({
        ...g,
        teams: (g.teams ?? undefined) as Prisma.InputJsonValue | undefined,
        places: (g.places ?? undefined) as Prisma.InputJsonValue | undefined,
      })),
    });
  }

  /** The match opened for a game planned without one (a duplicate table's next game). */
  async setGameMatch(gameId: string, matchId: string): Promise<void> {
    await this.db.tournamentGame.update({ where: { id: gameId }, data: { matchId } });
  }

  /**
   * Unseals the finished matches of every table whose games no match will play any more: each of them
   * finished, or (`closed`: the tournament opens nothing more) none of those opened still running.
   */
  async unsealPlayedTables(tournamentId: string, closed: boolean): Promise<number> {
    return this.db.$executeRaw`
    UPDATE "match" m SET sealed = false
    FROM "tournament_game" g
    WHERE m.sealed AND g.match_id = m.id AND g.tournament_id = ${tournamentId}::uuid AND m.status = 'finished'
      AND NOT EXISTS (
        SELECT 1 FROM "tournament_game" g2 LEFT JOIN "match" m2 ON m2.id = g2.match_id
        WHERE g2.tournament_id = g.tournament_id AND g2.round = g.round AND g2.table_no = g.table_no
          AND g2.kind = 'match'
          AND ((m2.id IS NULL AND NOT ${closed}) OR m2.status <> 'finished'))`;
  }

  /** Records a match's places once (a repeat changes nothing); whether this call recorded them. */
  async recordPlaces(matchId: string, places: number[]): Promise<boolean> {
    const done = await this.db.tournamentGame.updateMany({
      where: { matchId, finishedAt: null },
      data: { places: places as Prisma.InputJsonValue, finishedAt: new Date() },
    });
    return done.count > 0;
  }

  /** Each seat's standing (1 = best) of those of these matches that have finished. */
  async finishedPlaces(matchIds: string[]): Promise<Map<string, number[]>> {
    if (!matchIds.length) return new Map();
    const rows = await this.db.score.findMany({
      where: { matchId: { in: matchIds }, match: { status: 'finished' } },
      select: { matchId: true, seat: true, standing: true },
      orderBy: [{ matchId: 'asc' }, { seat: 'asc' }],
    });
    const out = new Map<string, number[]>();
    for (const r of rows) {
      const places = out.get(r.matchId) ?? [];
      places[r.seat] = r.standing;
      out.set(r.matchId, places);
    }
    return out;
  }

  /** The active matches of these tournament games that seat this account. */
  async activeMatchesOf(tournamentId: string, accountId: string): Promise<{ id: string; game: string }[]> {
    const games = await this.db.tournamentGame.findMany({
      where: { tournamentId, kind: 'match', finishedAt: null },
      select: { matchId: true, players: true },
    });
    const ids = games
      .filter((g) => g.matchId !== null && (g.players as string[]).includes(accountId))
      .map((g) => g.matchId!);
    if (!ids.length) return [];
    return this.db.match.findMany({
      where: { id: { in: ids }, status: { not: 'finished' } },
      select: { id: true, game: true },
    });
  }
}

/** The queries bound to one transaction, and the matches opened in it. */
export class TournamentsTx extends TournamentsQueries<Prisma.TransactionClient> {
  openMatch(opener: MatchOpener, spec: OpenSpec): ReturnType<MatchOpener['open']> {
    return opener.open(txOf(this.db), spec);
  }
}

@Injectable()
export class TournamentsStore extends TournamentsQueries<PrismaClient> {
  constructor(@Inject(PrismaService) prisma: PrismaClient) {
    super(prisma);
  }

  /** Runs `run` in one transaction (committed if it returns, rolled back if it throws). */
  transaction<T>(run: (tx: TournamentsTx) => Promise<T>): Promise<T> {
    return this.db.$transaction((tx) => run(new TournamentsTx(tx)), { timeout: 30_000, maxWait: 30_000 });
  }
}
