/**
 * The series feature's store: the only file of the feature that talks to the database. Series rows,
 * their players and their matches through the model API; the SQL the model API cannot express, named
 * for what it does: locking a series for an advance (`FOR UPDATE`), counting its matches in flight, and
 * reading the final scores of its finished matches (with Hold'em's hands and big blind).
 *
 * `SeriesStore.transaction(run)` hands `run` a `SeriesTx`: the same queries bound to one transaction,
 * plus `openMatch`, which creates a match in it through MATCH_OPENER, so that a series match is never
 * opened without its series_match row, nor twice.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import type { MatchOpener, OpenSpec } from '../pairing/match-opener';
import { PrismaService } from '../persistence/prisma.service';

type Db = PrismaClient | Prisma.TransactionClient;

const SERIES_INCLUDE = {
  creator: { select: { id: true, name: true } },
  players: {
    orderBy: { position: 'asc' },
    include: { account: { select: { id: true, name: true, builtinBot: true } } },
  },
} as const satisfies Prisma.SeriesInclude;
/** A series with its creator and its players (in position order) with their accounts. */
export type SeriesRow = Prisma.SeriesGetPayload<{ include: typeof SERIES_INCLUDE }>;

export interface NewSeries {
  id: string;
  game: string;
  creatorId: string;
  options: Record<string, unknown>;
  rated: boolean;
  deals: number;
  duplicate: boolean;
  concurrency: number;
  seed: string;
  status: 'pending' | 'running';
  players: { accountId: string; position: number; answer: string | null }[];
}

/** One of a series' matches, with its status and, once finished, each seat's final points. */
export interface SeriesMatchRow {
  index: number;
  matchId: string;
  deal: number;
  rotation: number;
  status: string;
  /** Each seat's final points and standing (empty until the match is finished). */
  scores: { seat: number; points: number; standing: number }[];
  /** Hold'em: hands started (the state's handNumber); null for other games. */
  hands: number | null;
}

/** The named queries of series, on the client or bound to one transaction (`SeriesTx`). */
class SeriesQueries<D extends Db> {
  constructor(protected readonly db: D) {}

  /** The accounts with these lower-cased names (those that exist). */
  accountsByNameKeys(nameKeys: string[]) {
    return this.db.account.findMany({ where: { nameKey: { in: nameKeys } } });
  }

  async createSeries(s: NewSeries): Promise<void> {
    await this.db.series.create({
      data: {
        id: s.id,
        game: s.game,
        creatorId: s.creatorId,
        options: s.options as Prisma.InputJsonValue,
        rated: s.rated,
        deals: s.deals,
        duplicate: s.duplicate,
        concurrency: s.concurrency,
        seed: s.seed,
        status: s.status,
        players: { create: s.players },
      },
    });
  }

  /** The series with its players, or null. */
  series(id: string): Promise<SeriesRow | null> {
    return this.db.series.findUnique({ where: { id }, include: SERIES_INCLUDE });
  }

  /**
   * Locks the series row until the transaction ends (every advance and answer takes this lock); its
   * status under the lock, or null when there is no such series.
   */
  async lockSeries(id: string): Promise<string | null> {
    const [row] = await this.db.$queryRaw<{ status: string }[]>`
    SELECT status::text AS status FROM "series" WHERE id = ${id}::uuid FOR UPDATE`;
    return row?.status ?? null;
  }

  /** How many matches the series has opened, and how many of them are not finished. */
  async matchCounts(id: string): Promise<{ opened: number; active: number }> {
    const [row] = await this.db.$queryRaw<{ opened: number; active: number }[]>`
    SELECT count(*)::int AS opened, count(*) FILTER (WHERE m.status <> 'finished')::int AS active
    FROM "series_match" sm JOIN "match" m ON m.id = sm.match_id
    WHERE sm.series_id = ${id}::uuid`;
    return row ?? { opened: 0, active: 0 };
  }

  async addMatch(seriesId: string, index: number, matchId: string, deal: number, rotation: number) {
    await this.db.seriesMatch.create({ data: { seriesId, index, matchId, deal, rotation } });
  }

  async setStatus(id: string, status: 'running' | 'finished' | 'canceled' | 'declined'): Promise<void> {
    await this.db.series.update({
      where: { id },
      data: { status, ...(status === 'running' ? {} : { finishedAt: new Date() }) },
    });
  }

  async setAnswer(seriesId: string, accountId: string, answer: 'accepted' | 'declined'): Promise<void> {
    await this.db.seriesPlayer.updateMany({ where: { seriesId, accountId }, data: { answer } });
  }

  /** The series' matches in order, with their status and final scores. */
  async matches(seriesId: string): Promise<SeriesMatchRow[]> {
    const rows = await this.db.$queryRaw<
      {
        index: number;
        match_id: string;
        deal: number;
        rotation: number;
        status: string;
        hands: number | null;
        scores: { seat: number; points: number; standing: number }[] | null;
      }[]
    >`
    SELECT sm.index, sm.match_id::text AS match_id, sm.deal, sm.rotation, m.status::text AS status,
      (m.state->>'handNumber')::int AS hands,
      (SELECT json_agg(json_build_object('seat', s.seat, 'points', s.points, 'standing', s.standing) ORDER BY s.seat)
         FROM "score" s WHERE s.match_id = m.id) AS scores
    FROM "series_match" sm JOIN "match" m ON m.id = sm.match_id
    WHERE sm.series_id = ${seriesId}::uuid
    ORDER BY sm.index`;
    return rows.map((r) => ({
      index: r.index,
      matchId: r.match_id,
      deal: r.deal,
      rotation: r.rotation,
      status: r.status,
      hands: r.hands,
      scores: r.status === 'finished' ? (r.scores ?? []) : [],
    }));
  }

  /** The series of a match, or null when it is not a series match. */
  async seriesOfMatch(matchId: string): Promise<string | null> {
    const row = await this.db.seriesMatch.findUnique({ where: { matchId }, select: { seriesId: true } });
    return row?.seriesId ?? null;
  }

  /** The pending series that wait for this account's answer, oldest first. */
  pendingInvitesOf(accountId: string): Promise<SeriesRow[]> {
    return this.db.series.findMany({
      where: { status: 'pending', players: { some: { accountId, answer: null, position: { gt: 0 } } } },
      include: SERIES_INCLUDE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** The running series (reconciled at start-up and on a timer). */
  async runningSeries(): Promise<string[]> {
    const rows = await this.db.series.findMany({ where: { status: 'running' }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /** An account's series, newest first, after the keyset `after`. */
  seriesOf(accountId: string, limit: number, after: { createdAt: Date; id: string } | null) {
    return this.db.series.findMany({
      where: {
        players: { some: { accountId } },
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      include: SERIES_INCLUDE,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}

/** Series queries bound to one transaction, and the match opened in it. */
export class SeriesTx extends SeriesQueries<Prisma.TransactionClient> {
  /** Creates the match in this transaction through MATCH_OPENER (visible once it commits). */
  openMatch(opener: MatchOpener, spec: OpenSpec): ReturnType<MatchOpener['open']> {
    return opener.open(this.db, spec);
  }
}

@Injectable()
export class SeriesStore extends SeriesQueries<PrismaClient> {
  constructor(@Inject(PrismaService) prisma: PrismaClient) {
    super(prisma);
  }

  /** Runs `run` in one transaction (committed if it returns, rolled back if it throws). */
  transaction<T>(run: (tx: SeriesTx) => Promise<T>): Promise<T> {
    return this.db.$transaction((tx) => run(new SeriesTx(tx)), { timeout: 30_000, maxWait: 30_000 });
  }
}
