/**
 * The pairing feature's store: the only file of the feature that talks to the database. Seeks and
 * challenges through the model API, and the SQL that the model API cannot express, named for what it
 * does: claiming waiting seeks as a work queue (`FOR UPDATE SKIP LOCKED`), the pools ready to pair, the
 * seeks due to be filled with built-in bots and a pool claimed for a fill (an advisory lock), locking a
 * challenge for an answer (`FOR UPDATE`) and expiring challenges in one statement.
 *
 * `PairingStore.transaction(run)` hands `run` a `PairingTx`: the same named queries bound to one
 * transaction, plus `openMatch`, which creates the match in it through MATCH_OPENER, so that a seek or
 * a challenge is never paired without its match, nor twice. The services never see Prisma.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient, Seek } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import type { MatchOpener, OpenSpec } from './match-opener';

type Db = PrismaClient | Prisma.TransactionClient;

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

const CHALLENGE_INCLUDE = {
  from: { select: { id: true, name: true } },
  invitees: {
    orderBy: { seat: 'asc' },
    include: { account: { select: { id: true, name: true, builtinBot: true } } },
  },
} as const satisfies Prisma.ChallengeInclude;
/** A challenge with its challenger's name and its invitees (in seat order) with their accounts. */
export type ChallengeRow = Prisma.ChallengeGetPayload<{ include: typeof CHALLENGE_INCLUDE }>;

export interface NewChallenge {
  id: string;
  game: string;
  fromId: string;
  options: Record<string, unknown>;
  rated: boolean;
  expiresAt: Date;
  invitees: { accountId: string; seat: number; answer: string | null; answeredAt: Date | null }[];
}

/** The advisory-lock space of seek fills (the second key is the pool's hash). */
const FILL_LOCK_SPACE = 27_001;

/** The named queries of pairing, on the client or bound to one transaction (`PairingTx`). */
class PairingQueries<D extends Db> {
  constructor(protected readonly db: D) {}

  // ---- accounts (read only)

  /** The account with this lower-cased name, or null. */
  accountByNameKey(nameKey: string) {
    return this.db.account.findUnique({ where: { nameKey } });
  }

  /** The accounts with these lower-cased names (those that exist). */
  accountsByNameKeys(nameKeys: string[]) {
    return this.db.account.findMany({ where: { nameKey: { in: nameKeys } } });
  }

  /** The account with this id (it must exist). */
  account(id: string) {
    return this.db.account.findUniqueOrThrow({ where: { id } });
  }

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

  // ---- challenges

  async createChallenge(c: NewChallenge): Promise<void> {
    await this.db.challenge.create({
      data: {
        id: c.id,
        game: c.game,
        fromId: c.fromId,
        options: c.options as Prisma.InputJsonValue,
        rated: c.rated,
        expiresAt: c.expiresAt,
        invitees: { create: c.invitees },
      },
    });
  }

  /** The challenge with its parties, or null. */
  challenge(id: string): Promise<ChallengeRow | null> {
    return this.db.challenge.findUnique({ where: { id }, include: CHALLENGE_INCLUDE });
  }

  /** The challenges with these ids, with their parties. */
  challenges(ids: string[]): Promise<ChallengeRow[]> {
    return this.db.challenge.findMany({ where: { id: { in: ids } }, include: CHALLENGE_INCLUDE });
  }

  /** The open, unexpired challenges to or from an account, oldest first. */
  openChallengesOf(accountId: string): Promise<ChallengeRow[]> {
    return this.db.challenge.findMany({
      where: {
        status: 'open',
        expiresAt: { gt: new Date() },
        OR: [{ fromId: accountId }, { invitees: { some: { accountId } } }],
      },
      include: CHALLENGE_INCLUDE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** Locks the challenge row until the transaction ends (every answer to a challenge takes this lock). */
  async lockChallenge(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM "challenge" WHERE id = ${id}::uuid FOR UPDATE`;
  }

  /** Records an invitee's answer (now). */
  async markAnswered(challengeId: string, accountId: string, answer: 'accepted' | 'declined'): Promise<void> {
    await this.db.challengeInvitee.updateMany({
      where: { challengeId, accountId },
      data: { answer, answeredAt: new Date() },
    });
  }

  async markDeclined(id: string): Promise<void> {
    await this.db.challenge.update({ where: { id }, data: { status: 'declined' } });
  }

  async markCanceled(id: string): Promise<void> {
    await this.db.challenge.update({ where: { id }, data: { status: 'canceled' } });
  }

  /** Records that every invitee accepted and the match was created. */
  async markAccepted(id: string, matchId: string): Promise<void> {
    await this.db.challenge.update({ where: { id }, data: { status: 'accepted', matchId } });
  }

  /** Marks open challenges past their time expired; their ids. */
  expireChallenges(): Promise<{ id: string }[]> {
    return this.db.$queryRaw<{ id: string }[]>`
    UPDATE "challenge" SET status = 'expired' WHERE status = 'open' AND expires_at <= now() RETURNING id`;
  }
}

/** Pairing's queries bound to one transaction, and the match opened in it. */
export class PairingTx extends PairingQueries<Prisma.TransactionClient> {
  /** Creates the match in this transaction through MATCH_OPENER (visible once it commits). */
  openMatch(opener: MatchOpener, spec: OpenSpec): ReturnType<MatchOpener['open']> {
    return opener.open(this.db, spec);
  }
}

@Injectable()
export class PairingStore extends PairingQueries<PrismaClient> {
  constructor(@Inject(PrismaService) prisma: PrismaClient) {
    super(prisma);
  }

  /** Runs `run` in one transaction (committed if it returns, rolled back if it throws). */
  transaction<T>(run: (tx: PairingTx) => Promise<T>): Promise<T> {
    return this.db.$transaction((tx) => run(new PairingTx(tx)));
  }
}
