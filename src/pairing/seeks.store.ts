/**
 * The seeks' queries of the pairing feature's store (pairing.store.ts builds on them): seeks through the
 * model API, and the SQL that the model API cannot express, named for what it does: claiming waiting
 * seeks as a work queue (`FOR UPDATE SKIP LOCKED`), the pools ready to pair, the seeks due to be filled
 * with built-in bots and a pool claimed for a fill (an advisory lock).
 */
import type { Prisma, PrismaClient, Seek } from '../generated/prisma/client';

export type Db = PrismaClient | Prisma.TransactionClient;

/** Seeks that pair with each other: same game, seat count, rated flag and options. */
export interface Pool {
  game: string;
  players: number;
  rated: boolean;
  optionsKey: string;
}

/** A seek with the name of the built-in account it is filled with. */
export type SeekRow = Seek & { fillWith: { name: string } | null };
const SEEK_INCLUDE = { fillWith: { select: { name: true } } } as const;

export interface NewSeek {
  id: string;
  game: string;
  accountId: string;
  players: number;
  options: Record<string, unknown>;
  optionsKey: string;
  rated: boolean;
  expiresAt: Date;
  createdAt: Date;
  fillAt: Date | null;
  fillWithId: string | null;
}

/** The advisory-lock space of seek fills (the second key is the pool's hash). */
const FILL_LOCK_SPACE = 27_001;

/** The seeks' named queries, on the client or bound to one transaction. */
export class SeekQueries<D extends Db> {
  constructor(protected readonly db: D) {}

  // ---- seeks

  createSeek(s: NewSeek): Promise<Seek> {
    return this.db.seek.create({ data: { ...s, options: s.options as Prisma.InputJsonValue } });
  }

  /** The seek with the name of its fill account, or null. */
  seek(id: string): Promise<SeekRow | null> {
    return this.db.seek.findUnique({ where: { id }, include: SEEK_INCLUDE });
  }

  /** The seek with the name of its fill account (it must exist). */
  seekOrThrow(id: string): Promise<SeekRow> {
    return this.db.seek.findUniqueOrThrow({ where: { id }, include: SEEK_INCLUDE });
  }

  /** Cancels the seek if it is waiting; whether it was. */
  async cancelWaitingSeek(id: string): Promise<boolean> {
    const done = await this.db.seek.updateMany({
      where: { id, status: 'waiting' },
      data: { status: 'canceled' },
    });
    return done.count > 0;
  }

  /** How many distinct accounts have an unexpired waiting seek in the pool (locked or not). */
  async waitingAccountsIn(pool: Pool): Promise<number> {
    const waiting = await this.db.seek.groupBy({
      by: ['accountId'],
      where: {
        game: pool.game,
        players: pool.players,
        rated: pool.rated,
        optionsKey: pool.optionsKey,
        status: 'waiting',
        expiresAt: { gt: new Date() },
      },
    });
    return waiting.length;
  }

  /** Marks the waiting seeks past their time expired. */
  async expireSeeks(): Promise<void> {
    await this.db.seek.updateMany({
      where: { status: 'waiting', expiresAt: { lte: new Date() } },
      data: { status: 'expired' },
    });
  }

  /** The pool and status of a seek, or null. */
  seekPool(id: string) {
    return this.db.seek.findUnique({
      where: { id },
      select: { game: true, players: true, rated: true, optionsKey: true, status: true },
    });
  }

  /** The seeks with these ids, each with its account. */
  seeksWithAccounts(ids: string[]) {
    return this.db.seek.findMany({ where: { id: { in: ids } }, include: { account: true } });
  }

  /** The seeks with these ids, each with its account and the account it is filled with. */
  seeksWithAccountsAndFill(ids: string[]) {
    return this.db.seek.findMany({
      where: { id: { in: ids } },
      include: { account: true, fillWith: true },
    });
  }

  /** Records that the seek was paired into the match at this seat. */
  async markSeekMatched(id: string, matchId: string, seat: number): Promise<void> {
    await this.db.seek.update({ where: { id }, data: { status: 'matched', matchId, seat } });
  }

  /**
   * The oldest waiting seeks of the pool, at most `limit`, locked for this transaction; seeks another
   * transaction holds are skipped (PostgreSQL's work-queue pattern).
   */
  claimWaitingSeeks(pool: Pool, limit: number): Promise<{ id: string; account_id: string }[]> {
    return this.db.$queryRaw<{ id: string; account_id: string }[]>`
    SELECT id, account_id FROM "seek"
    WHERE game = ${pool.game} AND players = ${pool.players} AND rated = ${pool.rated} AND options_key = ${pool.optionsKey}
      AND status = 'waiting' AND expires_at > now()
    ORDER BY created_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  }

  /** Waiting seeks whose fill is due (`fill_at` passed, a built-in account to fill with), oldest due first. */
  dueSeeks(limit: number): Promise<{ id: string }[]> {
    return this.db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "seek"
    WHERE status = 'waiting' AND fill_at <= now() AND expires_at > now() AND fill_with_id IS NOT NULL
    ORDER BY fill_at, id
    LIMIT ${limit}`;
  }

  /**
   * For a fill: the pool's advisory lock for this transaction (null when another transaction holds it,
   * so one fill per pool runs at a time), then the pool's oldest waiting seeks, at most `limit`, locked
   * and skipping those a pairing pass holds, each with whether its fill is due.
   */
  async claimPoolForFill(
    pool: Pool,
    limit: number,
  ): Promise<{ id: string; account_id: string; due: boolean }[] | null> {
    const key = `${pool.game}|${pool.players}|${pool.rated}|${pool.optionsKey}`;
    const [lock] = await this.db.$queryRaw<{ ok: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(${FILL_LOCK_SPACE}::int, hashtext(${key})) AS ok`;
    if (!lock.ok) return null;
    return this.db.$queryRaw<{ id: string; account_id: string; due: boolean }[]>`
    SELECT id, account_id, (fill_at <= now() AND fill_with_id IS NOT NULL) AS due FROM "seek"
    WHERE game = ${pool.game} AND players = ${pool.players} AND rated = ${pool.rated} AND options_key = ${pool.optionsKey}
      AND status = 'waiting' AND expires_at > now()
    ORDER BY created_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  }

  /** Pools with enough distinct accounts waiting to make a match. */
  poolsReady(): Promise<Pool[]> {
    return this.db.$queryRaw<Pool[]>`
    SELECT game, players, rated, options_key AS "optionsKey" FROM "seek"
    WHERE status = 'waiting' AND expires_at > now()
    GROUP BY game, players, rated, options_key
    HAVING count(DISTINCT account_id) >= players`;
  }
}
