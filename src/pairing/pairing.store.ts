/**
 * The SQL of pairing that the model API cannot express, named for what it does: claiming waiting seeks
 * as a work queue (`FOR UPDATE SKIP LOCKED`), the pools ready to pair, the seeks due to be filled with
 * built-in bots and a pool claimed for a fill (an advisory lock), locking a challenge for an
 * answer (`FOR UPDATE`) and expiring challenges in one statement. Each takes the client or the
 * transaction it runs in (pairing's transactions also create the match, through MATCH_OPENER).
 */
import type { Prisma } from '../generated/prisma/client';

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** Seeks that pair with each other: same game, seat count, rated flag and options. */
export interface Pool {
  game: string;
  players: number;
  rated: boolean;
  optionsKey: string;
}

/**
 * The oldest waiting seeks of the pool, at most `limit`, locked for this transaction; seeks another
 * transaction holds are skipped (PostgreSQL's work-queue pattern).
 */
export function claimWaitingSeeks(
  tx: Db,
  pool: Pool,
  limit: number,
): Promise<{ id: string; account_id: string }[]> {
  return tx.$queryRaw<{ id: string; account_id: string }[]>`
    SELECT id, account_id FROM "seek"
    WHERE game = ${pool.game} AND players = ${pool.players} AND rated = ${pool.rated} AND options_key = ${pool.optionsKey}
      AND status = 'waiting' AND expires_at > now()
    ORDER BY created_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/** The advisory-lock space of seek fills (the second key is the pool's hash). */
const FILL_LOCK_SPACE = 27_001;

/** Waiting seeks whose fill is due (`fill_at` passed, a built-in account to fill with), oldest due first. */
export function dueSeeks(db: Db, limit: number): Promise<{ id: string }[]> {
  return db.$queryRaw<{ id: string }[]>`
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
export async function claimPoolForFill(
  tx: Db,
  pool: Pool,
  limit: number,
): Promise<{ id: string; account_id: string; due: boolean }[] | null> {
  const key = `${pool.game}|${pool.players}|${pool.rated}|${pool.optionsKey}`;
  const [lock] = await tx.$queryRaw<{ ok: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(${FILL_LOCK_SPACE}::int, hashtext(${key})) AS ok`;
  if (!lock.ok) return null;
  return tx.$queryRaw<{ id: string; account_id: string; due: boolean }[]>`
    SELECT id, account_id, (fill_at <= now() AND fill_with_id IS NOT NULL) AS due FROM "seek"
    WHERE game = ${pool.game} AND players = ${pool.players} AND rated = ${pool.rated} AND options_key = ${pool.optionsKey}
      AND status = 'waiting' AND expires_at > now()
    ORDER BY created_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/** Pools with enough distinct accounts waiting to make a match. */
export function poolsReady(db: Db): Promise<Pool[]> {
  return db.$queryRaw<Pool[]>`
    SELECT game, players, rated, options_key AS "optionsKey" FROM "seek"
    WHERE status = 'waiting' AND expires_at > now()
    GROUP BY game, players, rated, options_key
    HAVING count(DISTINCT account_id) >= players`;
}

/** Locks the challenge row until the transaction ends (every answer to a challenge takes this lock). */
export async function lockChallenge(tx: Db, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "challenge" WHERE id = ${id}::uuid FOR UPDATE`;
}

/** Marks open challenges past their time expired; their ids. */
export function expireChallenges(db: Db): Promise<{ id: string }[]> {
  return db.$queryRaw<{ id: string }[]>`
    UPDATE "challenge" SET status = 'expired' WHERE status = 'open' AND expires_at <= now() RETURNING id`;
}
