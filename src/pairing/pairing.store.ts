/**
 * The pairing feature's store: with seeks.store.ts (the seeks' queries, which these extend) the only
 * files of the feature that talk to the database. Accounts read by name and challenges through the
 * model API, and the SQL that the model API cannot express, named for what it does: locking a
 * challenge for an answer (`FOR UPDATE`) and expiring challenges in one statement.
 *
 * `PairingStore.transaction(run)` hands `run` a `PairingTx`: the same named queries bound to one
 * transaction, plus `openMatch`, which creates the match in it through MATCH_OPENER, so that a seek or
 * a challenge is never paired without its match, nor twice. The services never see Prisma.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { PrismaService } from '../persistence/prisma.service';
import { txOf } from '../persistence/tx-client';
import type { MatchOpener, OpenSpec } from '../matches/match-opener';
import { type Db, SeekQueries } from './seeks.store';

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

/** The named queries of pairing, on the client or bound to one transaction (`PairingTx`). */
class PairingQueries<D extends Db> extends SeekQueries<D> {
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
    return opener.open(txOf(this.db), spec);
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
