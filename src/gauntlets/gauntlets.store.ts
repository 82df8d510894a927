/**
 * The gauntlets feature's store, the only file of the feature that talks to the database: gauntlet rows
 * and their deals through the model API; raw SQL named for what it does (the row lock of an advance, a
 * level's deals with their matches' status, a finished match's standings, the deals waiting for their
 * control, each account's best rating). `transaction(run)` hands `run` a `GauntletsTx`: the same queries
 * in one transaction, plus `openMatch` (MATCH_OPENER), so that a deal's row and its match exist together.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { MatchOutcome } from '../engine/types';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import type { MatchOpener, OpenSpec } from '../matches/match-opener';
import { PrismaService } from '../persistence/prisma.service';
import { txOf } from '../persistence/tx-client';

type Db = PrismaClient | Prisma.TransactionClient;

const GAUNTLET_INCLUDE = {
  account: { select: { id: true, name: true } },
} as const satisfies Prisma.GauntletInclude;
/** A gauntlet with its account's name. */
export type GauntletRow = Prisma.GauntletGetPayload<{ include: typeof GAUNTLET_INCLUDE }>;

export type GauntletStatus = 'running' | 'finished' | 'canceled';

export interface NewGauntlet {
  id: string;
  game: string;
  accountId: string;
  levels: string[];
  dealsPerLevel: number;
  stopWhen: unknown;
  options: Record<string, unknown>;
  preset: string | null;
  concurrency: number;
  seed: string;
  scaleVersion: number | null;
}

/** A deal of a gauntlet with its match's status. */
export interface GauntletDealRow {
  levelIndex: number;
  deal: number;
  seat: number;
  matchId: string;
  matchStatus: string;
  score: number | null;
  control: number | null;
  chips: number | null;
  controlChips: number | null;
  hands: number | null;
  controlHands: number | null;
}

/** What settling a deal writes. */
export type Settlement = Pick<GauntletDealRow, 'chips' | 'controlChips' | 'hands' | 'controlHands'> & {
  score: number;
  control: number;
};

/** A finished match's seats: places and final points, in seat order. */
export interface FinalSeats {
  places: number[];
  points: number[];
  /** Hands played (the match's stored outcome: src/engine/measure.ts), null for a match without one. */
  hands: number | null;
}

class GauntletQueries<D extends Db> {
  constructor(protected readonly db: D) {}

  /** The built-in accounts with these lower-cased names (those that exist). */
  builtinAccounts(nameKeys: string[]) {
    return this.db.account.findMany({
      where: { nameKey: { in: nameKeys }, builtinBot: { not: null } },
      select: { id: true, name: true, nameKey: true, builtinBot: true },
    });
  }

  async createGauntlet(g: NewGauntlet): Promise<void> {
    await this.db.gauntlet.create({
      data: {
        id: g.id,
        game: g.game,
        accountId: g.accountId,
        levels: g.levels,
        dealsPerLevel: g.dealsPerLevel,
        stopWhen: g.stopWhen === null ? undefined : (g.stopWhen as Prisma.InputJsonValue),
        options: g.options as Prisma.InputJsonValue,
        preset: g.preset,
        concurrency: g.concurrency,
        seed: g.seed,
        scaleVersion: g.scaleVersion,
      },
    });
  }

  gauntlet(id: string): Promise<GauntletRow | null> {
    return this.db.gauntlet.findUnique({ where: { id }, include: GAUNTLET_INCLUDE });
  }

  /** Gauntlets of this account not yet over. */
  runningCountOf(accountId: string): Promise<number> {
    return this.db.gauntlet.count({ where: { accountId, status: 'running' } });
  }

  /** Locks the gauntlet row until the transaction ends; its status under the lock, or null. */
  async lockGauntlet(id: string): Promise<GauntletStatus | null> {
    const [row] = await this.db.$queryRaw<{ status: GauntletStatus }[]>`
    SELECT status::text AS status FROM "gauntlet" WHERE id = ${id}::uuid FOR UPDATE`;
    return row?.status ?? null;
  }

  /** Every deal of the gauntlet (or of one level), in order, with its match's status. */
  async deals(gauntletId: string, levelIndex?: number): Promise<GauntletDealRow[]> {
    const rows = await this.db.$queryRaw<
      {
        level_index: number;
        deal: number;
        seat: number;
        match_id: string;
        status: string;
        score: number | null;
        control: number | null;
        chips: number | null;
        control_chips: number | null;
        hands: number | null;
        control_hands: number | null;
      }[]
    >`
    SELECT d.level_index, d.deal, d.seat, d.match_id::text AS match_id, m.status::text AS status,
      d.score, d.control, d.chips, d.control_chips, d.hands, d.control_hands
    FROM "gauntlet_deal" d JOIN "match" m ON m.id = d.match_id
    WHERE d.gauntlet_id = ${gauntletId}::uuid AND (${levelIndex ?? null}::int IS NULL OR d.level_index = ${levelIndex ?? null}::int)
    ORDER BY d.level_index, d.deal`;
    return rows.map((r) => ({
      levelIndex: r.level_index,
      deal: r.deal,
      seat: r.seat,
      matchId: r.match_id,
      matchStatus: r.status,
      score: r.score,
      control: r.control,
      chips: r.chips,
      controlChips: r.control_chips,
      hands: r.hands,
      controlHands: r.control_hands,
    }));
  }

  async addDeal(gauntletId: string, levelIndex: number, deal: number, seat: number, matchId: string) {
    await this.db.gauntletDeal.create({ data: { gauntletId, levelIndex, deal, seat, matchId } });
  }

  /** Moves the gauntlet to its next level, recording how the last one ended. */
  async nextLevel(id: string, levelIndex: number, levelsDone: unknown[]): Promise<void> {
    await this.db.gauntlet.update({
      where: { id },
      data: { levelIndex, levelsDone: levelsDone as Prisma.InputJsonValue },
    });
  }

  async finish(id: string, levelsDone: unknown[], result: unknown, rating: number | null): Promise<void> {
    await this.db.gauntlet.update({
      where: { id },
      data: {
        status: 'finished',
        finishedAt: new Date(),
        levelsDone: levelsDone as Prisma.InputJsonValue,
        result: result as Prisma.InputJsonValue,
        rating,
      },
    });
  }

  async cancel(id: string): Promise<void> {
    await this.db.gauntlet.update({ where: { id }, data: { status: 'canceled', finishedAt: new Date() } });
  }
}

/** Gauntlet queries bound to one transaction, and the match opened in it. */
export class GauntletsTx extends GauntletQueries<Prisma.TransactionClient> {
  /** Creates the match in this transaction through MATCH_OPENER (visible once it commits). */
  openMatch(opener: MatchOpener, spec: OpenSpec): ReturnType<MatchOpener['open']> {
    return opener.open(txOf(this.db), spec);
  }
}

@Injectable()
export class GauntletsStore extends GauntletQueries<PrismaClient> {
  constructor(@Inject(PrismaService) prisma: PrismaClient) {
    super(prisma);
  }

  transaction<T>(run: (tx: GauntletsTx) => Promise<T>): Promise<T> {
    return this.db.$transaction((tx) => run(new GauntletsTx(tx)), { timeout: 30_000, maxWait: 30_000 });
  }

  /** The deal a match plays, with its gauntlet, or null when the match is no gauntlet's. */
  async dealOfMatch(matchId: string) {
    return this.db.gauntletDeal.findUnique({ where: { matchId }, include: { gauntlet: true } });
  }

  /** A finished match's places, points and hands (null while it is not finished). */
  async finalSeats(matchId: string): Promise<FinalSeats | null> {
    const [row] = await this.db.$queryRaw<
      {
        status: string;
        outcome: MatchOutcome | null;
        scores: { seat: number; points: number; standing: number }[] | null;
      }[]
    >`
    SELECT m.status::text AS status, m.outcome,
      (SELECT json_agg(json_build_object('seat', s.seat, 'points', s.points, 'standing', s.standing) ORDER BY s.seat)
         FROM "score" s WHERE s.match_id = m.id) AS scores
    FROM "match" m WHERE m.id = ${matchId}::uuid`;
    if (!row || row.status !== 'finished' || !row.scores?.length) return null;
    return {
      places: row.scores.map((s) => s.standing),
      points: row.scores.map((s) => s.points),
      hands: row.outcome?.hands ?? null,
    };
  }

  /** Records a deal's outcome once (a second settlement of the same deal changes nothing). */
  async settle(gauntletId: string, levelIndex: number, deal: number, s: Settlement): Promise<boolean> {
    const n = await this.db.gauntletDeal.updateMany({
      where: { gauntletId, levelIndex, deal, score: null },
      data: { ...s, settledAt: new Date() },
    });
    return n.count > 0;
  }

  /** Deals of running gauntlets whose match finished but whose control is not in yet. */
  async unsettledFinished(): Promise<string[]> {
    const rows = await this.db.$queryRaw<{ match_id: string }[]>`
    SELECT d.match_id::text AS match_id FROM "gauntlet_deal" d
      JOIN "gauntlet" g ON g.id = d.gauntlet_id JOIN "match" m ON m.id = d.match_id
    WHERE d.score IS NULL AND g.status = 'running' AND m.status = 'finished'
    ORDER BY d.gauntlet_id, d.level_index, d.deal LIMIT 200`;
    return rows.map((r) => r.match_id);
  }

  async running(): Promise<string[]> {
    return (await this.db.gauntlet.findMany({ where: { status: 'running' }, select: { id: true } })).map(
      (r) => r.id,
    );
  }

  /** An account's gauntlets, newest first, after the keyset `after`. */
  gauntletsOf(accountId: string, limit: number, after: { createdAt: Date; id: string } | null) {
    return this.db.gauntlet.findMany({
      where: {
        accountId,
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      include: GAUNTLET_INCLUDE,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  /**
   * Each account's best finished gauntlet of a game on one scale version (the highest rating; the
   * earliest of equals), best first, `offset` of them skipped.
   */
  async best(game: string, scaleVersion: number, limit: number, offset: number): Promise<GauntletRow[]> {
    const ids = await this.db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM (
      SELECT DISTINCT ON (account_id) id, rating, finished_at FROM "gauntlet"
      WHERE game = ${game} AND status = 'finished' AND scale_version = ${scaleVersion} AND rating IS NOT NULL
      ORDER BY account_id, rating DESC, finished_at ASC
    ) b ORDER BY rating DESC, finished_at ASC, id ASC LIMIT ${limit} OFFSET ${offset}`;
    const rows = await this.db.gauntlet.findMany({
      where: { id: { in: ids.map((r) => r.id) } },
      include: GAUNTLET_INCLUDE,
    });
    const order = new Map(ids.map((r, i) => [r.id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  /** The account's best finished gauntlet per game and scale version (those with a rating). */
  async bestOf(accountId: string): Promise<GauntletRow[]> {
    const ids = await this.db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON (game, scale_version) id::text AS id FROM "gauntlet"
    WHERE account_id = ${accountId}::uuid AND status = 'finished' AND rating IS NOT NULL
    ORDER BY game, scale_version DESC, rating DESC, finished_at ASC`;
    return this.db.gauntlet.findMany({
      where: { id: { in: ids.map((r) => r.id) } },
      include: GAUNTLET_INCLUDE,
      orderBy: [{ game: 'asc' }, { scaleVersion: 'desc' }],
    });
  }
}
