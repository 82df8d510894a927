/**
 * Account events (docs/api.md part 2, "The account event stream"): what a bot hears on GET /me/events.
 * In one process they go through an EventEmitter keyed by account id. On PostgreSQL every event goes
 * through NOTIFY on the `cardroom_account` channel (payload `<account id>|<event JSON>`), and each
 * instance's LISTEN connection hands it to its local listeners, so a stream on any instance hears what
 * happened on every instance; the publishing instance hears its own events the same way (once). The
 * LISTEN connection is the instance's one (PgListener, shared with match events). Notifications sent
 * while it is down are lost: after a reconnect every listener is told to resync (the stream sends the
 * current picture again).
 *
 * A `yourTurn` carries the seat's view (built once by the write), so a payload can outgrow NOTIFY's
 * limit (a 4-seat Chinese poker view with its legal moves is ~12 kB): such an event travels deflated
 * (`<account id>|z<base64>`, ~4× smaller); one still too long tells the account's streams to resync
 * (the picture is read again, with views).
 */
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PrismaClient } from '../generated/prisma/client';
import { ACCOUNT_CHANNEL } from '../persistence/account-notify';
import { PgListener } from '../persistence/pg-listener';
import { PrismaService } from '../persistence/prisma.service';
import { AccountsStore } from './accounts.store';
import type { GameResult } from '../engine/types';
import type { MatchView } from '../persistence/match-types';

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7900;
const SHUTDOWN = Symbol('shutdown');

export interface ChallengeBody {
  id: string;
  game: string;
  from: string;
  to: string[];
  accepted: string[];
  declined: string[];
  options: Record<string, unknown>;
  rated: boolean;
  status: 'open' | 'accepted' | 'declined' | 'canceled' | 'expired';
  expiresAt: string;
  createdAt: string;
  matchId: string | null;
}

export type AccountEvent =
  | { type: 'challenge'; challenge: ChallengeBody }
  | { type: 'challengeCanceled'; challengeId: string }
  | { type: 'challengeDeclined'; challengeId: string }
  | { type: 'matchStart'; game: string; matchId: string; seat: number }
  | {
      type: 'yourTurn';
      game: string;
      matchId: string;
      seat: number;
      version: number;
      deadline: string | null;
      view: MatchView;
    }
  | { type: 'matchFinish'; game: string; matchId: string; seat: number; result: GameResult | null }
  // series (docs/api.md part 3): an invitation to answer, and the standings as GET /series/{id} gives them
  | { type: 'seriesInvite'; seriesId: string; game: string; from: string; deals: number }
  | { type: 'seriesFinish'; seriesId: string; game: string; standings: unknown[] }
  // tournaments (docs/api.md part 3)
  | { type: 'tournamentStart'; tournamentId: string; game: string }
  | { type: 'tournamentRound'; tournamentId: string; game: string; round: number; matchIds: string[] }
  | { type: 'tournamentFinish'; tournamentId: string; game: string; standings: unknown[] };

/** What a listener hears: an event, or "resync" (events may have been missed: read the picture again). */
export type AccountSignal = AccountEvent | { type: 'resync' };

export interface Addressed {
  accountId: string;
  event: AccountEvent;
}

/**
 * `<account id>|<event JSON>` per event; one too long for NOTIFY is deflated (`<account id>|z<base64>`),
 * and one still too long (a challenge to many accounts with long options) tells the stream to re-read.
 */
export function payloadsOf(items: Addressed[]): string[] {
  return items.map(({ accountId, event }) => {
    const json = JSON.stringify(event);
    const p = `${accountId}|${json}`;
    if (Buffer.byteLength(p) <= MAX_PAYLOAD) return p;
    const z = `${accountId}|z${deflateRawSync(json).toString('base64')}`;
    return z.length <= MAX_PAYLOAD ? z : `${accountId}|{"type":"resync"}`;
  });
}

/** The account id and the signal of a payload (null when it is not one of ours). */
export function parsePayload(payload: string): { accountId: string; signal: AccountSignal } | null {
  const bar = payload.indexOf('|');
  if (bar <= 0) return null;
  try {
    const body =
      payload[bar + 1] === 'z'
        ? inflateRawSync(Buffer.from(payload.slice(bar + 2), 'base64')).toString('utf8')
        : payload.slice(bar + 1);
    return { accountId: payload.slice(0, bar), signal: JSON.parse(body) as AccountSignal };
  } catch {
    return null;
  }
}

/** The database as this service needs it: which one it is (NOTIFY goes through the accounts store). */
export type EventsDatabase = PrismaClient & {
  readonly kind: 'postgresql' | 'pglite';
  readonly url: string | null;
};

@Injectable()
export class AccountEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AccountEvents');
  private readonly emitter = new EventEmitter();
  private closed = false;

  constructor(
    @Inject(PrismaService) private readonly db: EventsDatabase,
    private readonly listener: PgListener,
    private readonly store: AccountsStore,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    if (this.db.kind !== 'postgresql') return;
    await this.listener.listen(
      ACCOUNT_CHANNEL,
      (payload) => {
        const p = parsePayload(payload);
        if (p) this.emitter.emit(p.accountId, p.signal);
      },
      () => this.resync(),
    );
  }

  /**
   * The NOTIFY payloads that a match write sends with itself, in its own statement or transaction
   * (PostgreSQL; delivered on commit, so only for a write that happened). Where events stay in the
   * process (PGlite) there is nothing to send: `afterWrite` hands them to the local streams.
   */
  inWrite(items: Addressed[]): string[] {
    return this.db.kind === 'postgresql' && !this.closed ? payloadsOf(items) : [];
  }

  /** After a match write that carried `inWrite(items)`: the local streams hear the events where the write could not notify. */
  afterWrite(items: Addressed[]): void {
    if (this.db.kind !== 'postgresql' && !this.closed)
      for (const { accountId, event } of items) this.emitter.emit(accountId, event);
  }

  /** Sends events to their accounts' streams, on every instance. Call it after the write commits. */
  async publish(items: Addressed[]): Promise<void> {
    if (!items.length || this.closed) return;
    if (this.db.kind !== 'postgresql') {
      for (const { accountId, event } of items) this.emitter.emit(accountId, event);
      return;
    }
    const payloads = payloadsOf(items);
    try {
      await this.store.notify(payloads);
    } catch (e) {
      this.logger.warn(`NOTIFY failed, resyncing local streams: ${(e as Error).message}`);
      for (const { accountId } of items) this.emitter.emit(accountId, { type: 'resync' });
    }
  }

  /** Calls `fn` with each event of the account; returns the unsubscribe function. */
  subscribe(accountId: string, fn: (e: AccountSignal) => void): () => void {
    this.emitter.on(accountId, fn);
    return () => this.emitter.off(accountId, fn);
  }

  /** Calls `fn` once when the app shuts down (open streams end so that the server can close). */
  onShutdown(fn: () => void): () => void {
    this.emitter.once(SHUTDOWN, fn);
    return () => this.emitter.off(SHUTDOWN, fn);
  }

  listenerCount(): number {
    return this.emitter
      .eventNames()
      .reduce((n, e) => n + (e === SHUTDOWN ? 0 : this.emitter.listenerCount(e)), 0);
  }

  private resync(): void {
    for (const id of this.emitter.eventNames())
      if (typeof id === 'string') this.emitter.emit(id, { type: 'resync' });
  }

  /** Ends this instance's account streams (a graceful shutdown, src/health/shutdown.ts). */
  endStreams(): void {
    this.emitter.emit(SHUTDOWN);
  }

  async onModuleDestroy(): Promise<void> {
    this.endStreams();
    this.closed = true;
  }
}
