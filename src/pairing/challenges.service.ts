/**
 * Challenges (docs/api.md part 2, "Challenges and seeks"): an account invites named accounts to a match.
 * The challenger sits at seat 0 and the invitees at seats 1, 2, … in the order of `to` (so in Euchre
 * `to: [b, c, d]` makes c the challenger's partner). The built-in bot accounts accept at once; every
 * other invitee answers with accept or decline. When the last invitee accepts, the match is created in
 * the same transaction that records the answer; the challenge row is locked (`FOR UPDATE`) by every
 * answer, so two accepts at once create one match. Open challenges expire after `expiresInSeconds`.
 * A built-in account may be named several times (Euchre against three `basic-bot` seats): an invitee
 * is a seat; any other account once.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/accounts.service';
import { AccountEvents, type Addressed, type ChallengeBody } from '../accounts/account-events';
import { DomainError } from '../domain-error';
import { Sweeper } from '../sweeper';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { range, seatsOf } from '../engine/names';
import { type ChallengeRow, PairingStore, type PairingTx } from './pairing.store';

export const CHALLENGE_DEFAULT_TTL_SECONDS = 300;
export const CHALLENGE_MAX_TTL_SECONDS = 7 * 86_400;
/** How often each instance expires open challenges and seeks that ran out. */
export const EXPIRY_SWEEP_MS = 2_000;

export interface CreateChallenge {
  game: string;
  to: string[];
  options?: Record<string, unknown>;
  rated?: boolean;
  expiresInSeconds?: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function challengeBody(c: ChallengeRow): ChallengeBody {
  return {
    id: c.id,
    game: c.game,
    from: c.from.name,
    to: c.invitees.map((i) => i.account.name),
    accepted: c.invitees.filter((i) => i.answer === 'accepted').map((i) => i.account.name),
    declined: c.invitees.filter((i) => i.answer === 'declined').map((i) => i.account.name),
    options: c.options as Record<string, unknown>,
    rated: c.rated,
    // an open challenge past its time is expired, whether or not the sweep has written it yet
    status: c.status === 'open' && c.expiresAt.getTime() <= Date.now() ? 'expired' : c.status,
    expiresAt: c.expiresAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    matchId: c.matchId,
  };
}

/** Who hears about a challenge: the challenger and every invitee the server does not play. */
function parties(c: ChallengeRow): string[] {
  return [...new Set([c.fromId, ...c.invitees.filter((i) => !i.account.builtinBot).map((i) => i.accountId)])];
}

@Injectable()
export class ChallengesService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper = new Sweeper('expiry sweep', EXPIRY_SWEEP_MS, () => this.expire());

  constructor(
    private readonly store: PairingStore,
    private readonly events: AccountEvents,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
  ) {}

  onModuleInit(): void {
    void this.sweeper.start();
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
  }

  async create(from: Account, body: CreateChallenge): Promise<ChallengeBody> {
    const game = this.opener.definition(body.game);
    if (!game)
      throw DomainError.badRequest(`unknown game ${JSON.stringify(body.game)}`, {
        game: 'one of the games of GET /games',
      });
    const names = body.to.map((n) => n.toLowerCase());
    const players = names.length + 1;
    if (players < game.minPlayers || players > game.maxPlayers) {
      throw DomainError.badRequest(seatsOf(game), {
        to: `name ${range(game.minPlayers - 1, game.maxPlayers - 1)} accounts, got ${names.length}`,
      });
    }
    if (names.includes(from.nameKey))
      throw DomainError.badRequest('you cannot challenge yourself', { to: 'name other accounts' });
    const opts = this.opener.resolveOptions(game, body);
    if (!opts.ok) throw DomainError.badRequest('invalid options', opts.details);
    await this.opener.requireMatchRoom(from);
    const accounts = await this.store.accountsByNameKeys(names);
    const byKey = new Map(accounts.map((a) => [a.nameKey, a]));
    const missing = names.map((n, i) => [i, n] as const).filter(([, n]) => !byKey.has(n));
    if (missing.length)
      throw DomainError.badRequest(
        'no such account',
        Object.fromEntries(missing.map(([i, n]) => [`to.${i}`, `no account ${n}`])),
      );
    const twice = names
      .map((n, i) => [i, n] as const)
      .filter(([i, n]) => !byKey.get(n)!.builtinBot && names.indexOf(n) !== i);
    if (twice.length) {
      throw DomainError.badRequest(
        'an account is named twice',
        Object.fromEntries(
          twice.map(([i, n]) => [`to.${i}`, `${n} is named twice: only a built-in bot fills several seats`]),
        ),
      );
    }
    const ttl = body.expiresInSeconds ?? CHALLENGE_DEFAULT_TTL_SECONDS;
    const id = randomUUID();
    const invitees = names
      .map((n) => byKey.get(n)!)
      .map((a, i) => ({
        accountId: a.id,
        seat: i + 1,
        answer: a.builtinBot ? 'accepted' : null,
        answeredAt: a.builtinBot ? new Date() : null,
      }));
    const { row, announce } = await this.store.transaction(async (tx) => {
      await tx.createChallenge({
        id,
        game: game.id,
        fromId: from.id,
        options: opts.options,
        rated: body.rated ?? false,
        expiresAt: new Date(Date.now() + ttl * 1000),
        invitees,
      });
      return this.settle(tx, id);
    });
    await this.events.publish(
      parties(row).map((accountId) => ({
        accountId,
        event: { type: 'challenge', challenge: challengeBody(row) },
      })),
    );
    await announce?.();
    return challengeBody(row);
  }

  async get(id: string): Promise<ChallengeBody> {
    return challengeBody(await this.load(this.store, id));
  }

  /** The open challenges to or from an account (for the stream's first picture). */
  async openFor(accountId: string): Promise<ChallengeBody[]> {
    const rows = await this.store.openChallengesOf(accountId);
    return rows.map(challengeBody);
  }

  /** An invitee accepts; the last acceptance creates the match (once, whoever races). */
  async accept(account: Account, id: string): Promise<ChallengeBody> {
    await this.opener.requireMatchRoom(account);
    const { row, announce } = await this.store.transaction(async (tx) => {
      const c = await this.lockOpen(tx, id, account, 'accept');
      if (c === 'already') return { row: await this.load(tx, id), announce: null };
      await tx.markAnswered(id, account.id, 'accepted');
      return this.settle(tx, id);
    });
    await announce?.();
    return challengeBody(row);
  }

  async decline(account: Account, id: string): Promise<ChallengeBody> {
    const row = await this.store.transaction(async (tx) => {
      const c = await this.lockOpen(tx, id, account, 'decline');
      if (c === 'already') return this.load(tx, id);
      await tx.markAnswered(id, account.id, 'declined');
      await tx.markDeclined(id);
      return this.load(tx, id);
    });
    if (row.status === 'declined')
      await this.events.publish(
        parties(row).map((accountId) => ({
          accountId,
          event: { type: 'challengeDeclined', challengeId: id },
        })),
      );
    return challengeBody(row);
  }

  async cancel(account: Account, id: string): Promise<ChallengeBody> {
    const row = await this.store.transaction(async (tx) => {
      const c = await this.load(tx, id, true);
      if (c.fromId !== account.id) throw DomainError.forbidden('only the challenger can cancel a challenge');
      if (c.status === 'canceled') return c;
      if (c.status !== 'open' || c.expiresAt.getTime() <= Date.now())
        throw DomainError.conflict(`the challenge is ${challengeBody(c).status}`, 'challenge-closed');
      await tx.markCanceled(id);
      return this.load(tx, id);
    });
    await this.events.publish(
      parties(row).map((accountId) => ({ accountId, event: { type: 'challengeCanceled', challengeId: id } })),
    );
    return challengeBody(row);
  }

  /** Marks open challenges past their time expired and tells their parties (as `challengeCanceled`). */
  async expire(): Promise<number> {
    const gone = await this.store.expireChallenges();
    if (!gone.length) return 0;
    const rows = await this.store.challenges(gone.map((g) => g.id));
    const out: Addressed[] = [];
    for (const row of rows)
      for (const accountId of parties(row))
        out.push({ accountId, event: { type: 'challengeCanceled', challengeId: row.id } });
    await this.events.publish(out);
    return gone.length;
  }

  private async load(db: PairingStore | PairingTx, id: string, lock = false): Promise<ChallengeRow> {
    if (!UUID_RE.test(id)) throw DomainError.notFound(`no challenge ${JSON.stringify(id.slice(0, 40))}`);
    if (lock) await db.lockChallenge(id);
    const c = await db.challenge(id);
    if (!c) throw DomainError.notFound(`no challenge ${id}`);
    return c;
  }

  /**
   * Locks the challenge for an invitee's answer: 'already' when this invitee already gave this
   * answer (a repeat changes nothing), the row when it may answer, an error otherwise.
   */
  private async lockOpen(
    tx: PairingTx,
    id: string,
    account: Account,
    answer: 'accept' | 'decline',
  ): Promise<ChallengeRow | 'already'> {
    const c = await this.load(tx, id, true);
    const me = c.invitees.find((i) => i.accountId === account.id);
    if (!me) throw DomainError.forbidden('only an invitee of this challenge can answer it');
    if (me.answer === (answer === 'accept' ? 'accepted' : 'declined')) return 'already';
    const status = challengeBody(c).status;
    if (status !== 'open') throw DomainError.conflict(`the challenge is ${status}`, 'challenge-closed');
    if (me.answer) throw DomainError.conflict(`you have already answered (${me.answer})`, 'already-answered');
    return c;
  }

  /** Creates the match when every invitee has accepted (inside the caller's transaction). */
  private async settle(
    tx: PairingTx,
    id: string,
  ): Promise<{ row: ChallengeRow; announce: (() => Promise<void>) | null }> {
    const c = await this.load(tx, id);
    if (c.status !== 'open' || c.invitees.some((i) => i.answer !== 'accepted'))
      return { row: c, announce: null };
    const challenger = await tx.account(c.fromId);
    const seats = [
      { accountId: challenger.id, name: challenger.name, bot: challenger.builtinBot },
      ...c.invitees.map((i) => ({ accountId: i.accountId, name: i.account.name, bot: i.account.builtinBot })),
    ];
    const opened = await tx.openMatch(this.opener, {
      game: c.game,
      options: c.options as Record<string, unknown>,
      seats,
      rated: c.rated,
    });
    await tx.markAccepted(id, opened.matchId);
    return { row: await this.load(tx, id), announce: opened.announce };
  }
}
