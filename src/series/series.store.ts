/**
 * The series feature's store: the only file of the feature that talks to the database. Series rows,
 * their players and their matches through the model API; the SQL the model API cannot express, named
 * for what it does: locking a series for an advance (`FOR UPDATE`), counting its matches in flight, and
 * reading the final scores and the outcome (src/engine/measure.ts) of its finished matches.
 *
 * `SeriesStore.transaction(run)` hands `run` a `SeriesTx`: the same queries bound to one transaction,
 * plus `openMatch`, which creates a match in it through MATCH_OPENER, so that a series match is never
 * opened without its series_match row, nor twice.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import type { MatchOutcome } from '../engine/types';
import type { MatchOpener, OpenSpec } from '../matches/match-opener';
import { PrismaService } from '../persistence/prisma.service';
import { txOf } from '../persistence/tx-client';

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
  /** The stopping rule, or null: every deal is played. */
  stopWhen: unknown;
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
  /** What the game's measure kept of the final state (hands played), once finished; null before. */
  outcome: MatchOutcome | null;
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
        ...(s.stopWhen === null ? {} : { stopWhen: s.stopWhen as Prisma.InputJsonValue }),
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
   * status and `stoppedAt` under the lock, or null when there is no such series.
   */
  async lockSeries(id: string): Promise<{ status: string; stoppedAt: number | null } | null> {
    const [row] = await this.db.$queryRaw<{ status: string; stoppedAt: number | null }[]>`
    SELECT status::text AS status, stopped_at AS "stoppedAt" FROM "series" WHERE id = ${id}::uuid FOR UPDATE`;
    return row ?? null;
  }

  /** How many matches the series has opened, and how many of them are not finished. */
  async matchCounts(id: string): Promise<{ opened: number; active: number }> {
    const [row] = await this.db.$queryRaw<{ opened: number; active: number }[]>`
    SELECT count(*)::int AS opened, count(*) FILTER (WHERE m.status <> 'finished')::int AS active
    FROM "series_match" sm JOIN "match" m ON m.id = sm.match_id
    WHERE sm.series_id = ${id}::uuid`;
    return row ?? { opened: 0, active: 0 };
  }

  /**
   * The deals started (deals start in order: 0 … started − 1) and those of them not complete — fewer
   * than `rotations` matches opened, or one not finished — with their counts (the schedule's input).
   */
  async dealsInPlay(
    id: string,
    rotations: number,
  ): Promise<{ dealsStarted: number; inPlay: { deal: number; opened: number; active: number }[] }> {
    const rows = await this.db.$queryRaw<{ deal: number; opened: number; active: number; started: number }[]>`
    SELECT d.deal, d.opened, d.active, d.started FROM (
      SELECT sm.deal, count(*)::int AS opened,
        count(*) FILTER (WHERE m.status <> 'finished')::int AS active,
        (max(sm.deal) OVER () + 1)::int AS started
      FROM "series_match" sm JOIN "match" m ON m.id = sm.match_id
      WHERE sm.series_id = ${id}::uuid
      GROUP BY sm.deal) d
    WHERE d.opened < ${rotations} OR d.active > 0 OR d.deal = d.started - 1
    ORDER BY d.deal`;
    return {
      dealsStarted: rows[0]?.started ?? 0,
      inPlay: rows
        .filter((r) => r.opened < rotations || r.active > 0)
        .map(({ deal, opened, active }) => ({ deal, opened, active })),
    };
  }

  /** The stopping rule was met after `deals` complete deals: no deal starts after it. */
  async setStoppedAt(id: string, deals: number): Promise<void> {
    await this.db.series.update({ where: { id }, data: { stoppedAt: deals } });
  }

  /**
   * Unseals the finished matches of every deal that no match of the series will play any more: all its
   * `rotations` opened and finished, or (`closed`: the series opens nothing more) none of its opened
   * matches still running. Returns how many matches it unsealed.
   */
  async unsealPlayedDeals(id: string, rotations: number, closed: boolean): Promise<number> {
    return this.db.$executeRaw`
    UPDATE "match" m SET sealed = false
    FROM "series_match" sm
    WHERE m.sealed AND sm.match_id = m.id AND sm.series_id = ${id}::uuid AND m.status = 'finished'
      AND NOT EXISTS (
        SELECT 1 FROM "series_match" s2 JOIN "match" m2 ON m2.id = s2.match_id
        WHERE s2.series_id = sm.series_id AND s2.deal = sm.deal AND m2.status <> 'finished')
      AND (${closed} OR (SELECT count(*) FROM "series_match" s3
                         WHERE s3.series_id = sm.series_id AND s3.deal = sm.deal) >= ${rotations})`;
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

  /** The series' matches in order (only deals from … to − 1 when given), with their status and final scores. */
  async matches(seriesId: string, deals?: { from: number; to: number }): Promise<SeriesMatchRow[]> {
    const from = deals?.from ?? 0;
    const to = deals?.to ?? 2 ** 31 - 1;
    const rows = await this.db.$queryRaw<
      {
        index: number;
        match_id: string;
        deal: number;
        rotation: number;
        status: string;
        outcome: MatchOutcome | null;
        scores: { seat: number; points: number; standing: number }[] | null;
      }[]
    >`
    SELECT sm.index, sm.match_id::text AS match_id, sm.deal, sm.rotation, m.status::text AS status,
      m.outcome,
      (SELECT json_agg(json_build_object('seat', s.seat, 'points', s.points, 'standing', s.standing) ORDER BY s.seat)
         FROM "score" s WHERE s.match_id = m.id) AS scores
    FROM "series_match" sm JOIN "match" m ON m.id = sm.match_id
    WHERE sm.series_id = ${seriesId}::uuid AND sm.deal >= ${from} AND sm.deal < ${to}
    ORDER BY sm.index`;
    return rows.map((r) => ({
      index: r.index,
      matchId: r.match_id,
      deal: r.deal,
      rotation: r.rotation,
      status: r.status,
      outcome: r.status === 'finished' ? r.outcome : null,
      scores: r.status === 'finished' ? (r.scores ?? []) : [],
    }));
  }

  /** The series of a match, or null when it is not a series match. */
  async seriesOfMatch(matchId: string): Promise<string | null> {
    const row = await this.db.seriesMatch.findUnique({ where: { matchId }, select: { seriesId: true } });
    return row?.seriesId ?? null;
  }

  /** The pending series created since `since` that wait for this account's answer, oldest first. */
  pendingInvitesOf(accountId: string, since: Date): Promise<SeriesRow[]> {
    return this.db.series.findMany({
      where: {
        status: 'pending',
        createdAt: { gte: since },
        players: { some: { accountId, answer: null, position: { gt: 0 } } },
      },
      include: SERIES_INCLUDE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** How many series of this status the account created (since `since`): its caps. */
  countCreatedBy(creatorId: string, status: 'pending' | 'running', since?: Date): Promise<number> {
    return this.db.series.count({
      where: { creatorId, status, ...(since ? { createdAt: { gte: since } } : {}) },
    });
  }

  /** Ends the pending series created before `before` (their invitations expired) as `canceled`. */
  async expirePending(before: Date): Promise<number> {
    const r = await this.db.series.updateMany({
      where: { status: 'pending', createdAt: { lt: before } },
      data: { status: 'canceled', finishedAt: new Date() },
    });
    return r.count;
  }

  /** The running series (reconciled at start-up and on a timer). */
  async runningSeries(): Promise<string[]> {
    const rows = await this.db.series.findMany({ where: { status: 'running' }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /** An account's series, newest first, after the keyset `after`; pending ones only to a player of them. */
  seriesOf(
    accountId: string,
    viewerId: string | null,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ) {
    return this.db.series.findMany({
      where: {
        players: { some: { accountId } },
        NOT: viewerId
          ? { status: 'pending', players: { none: { accountId: viewerId } } }
          : { status: 'pending' },
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
    return opener.open(txOf(this.db), spec);
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
