/**
 * Account events (docs/api.md part 2, "The account event stream"): what a bot hears on GET /me/events.
 * A topic of the instance's EventHub (src/events) keyed by account id, payload `<account id>|<event
 * JSON>`, so a stream on any instance hears what happened on every instance. On PostgreSQL a match
 * write sends its accounts' events in its own statement (`inWrite`, NOTIFY delivered on commit) and
 * hands nothing locally: every instance, this one included, hears them on the channel. After a
 * transport reconnect (events may have been lost) every stream hears `resync` and catches up from its
 * cursor (account-follow.ts).
 *
 * A `yourTurn` carries the seat's view (built once by the write), so a payload can outgrow NOTIFY's
 * limit (a 4-seat Chinese poker view with its legal moves is ~12 kB): such an event travels deflated
 * (`<account id>|z<base64>`, ~4× smaller); one still too long tells the account's streams to resync
 * (the picture is read again, with views).
 */
import { Injectable } from '@nestjs/common';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { EventHub } from '../events/event-hub';
import { PG_MAX_PAYLOAD } from '../events/pg.transport';
import type { Topic } from '../events/topic';
import { ACCOUNT_CHANNEL } from '../persistence/account-notify';
import type { GameResult } from '../engine/types';
import type { MatchView } from '../persistence/match-types';

const MAX_PAYLOAD = PG_MAX_PAYLOAD;
const RESYNC: AccountSignal = { type: 'resync' };

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
  | { type: 'matchStart'; game: string; matchId: string; seat: number; eventId?: string }
  | {
      type: 'yourTurn';
      game: string;
      matchId: string;
      seat: number;
      version: number;
      deadline: string | null;
      view: MatchView;
      eventId?: string;
    }
  | {
      type: 'matchFinish';
      game: string;
      matchId: string;
      seat: number;
      result: GameResult | null;
      eventId?: string;
    }
  // series (docs/api.md part 3): an invitation to answer, and the standings as GET /series/{id} gives them
  | { type: 'seriesInvite'; seriesId: string; game: string; from: string; deals: number }
  | { type: 'seriesFinish'; seriesId: string; game: string; standings: unknown[] }
  // tournaments (docs/api.md part 3)
  | { type: 'tournamentStart'; tournamentId: string; game: string }
  | { type: 'tournamentRound'; tournamentId: string; game: string; round: number; matchIds: string[] }
  | { type: 'tournamentFinish'; tournamentId: string; game: string; standings: unknown[] }
  // gauntlets (docs/api.md part 4): the result as GET /gauntlets/{id} gives it
  | {
      type: 'gauntletFinish';
      gauntletId: string;
      game: string;
      scaleVersion: number | null;
      rating: number | null;
      ratingCI95: (number | null)[] | null;
      ladderScore: number;
    };

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
  return items.map(({ accountId, event }) => payloadOf(accountId, event));
}

function payloadOf(accountId: string, event: AccountSignal): string {
  const json = JSON.stringify(event);
  const p = `${accountId}|${json}`;
  if (Buffer.byteLength(p) <= MAX_PAYLOAD) return p;
  const z = `${accountId}|z${deflateRawSync(json).toString('base64')}`;
  return z.length <= MAX_PAYLOAD ? z : `${accountId}|{"type":"resync"}`;
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

@Injectable()
export class AccountEvents {
  private readonly topic: Topic<AccountSignal>;

  constructor(readonly hub: EventHub) {
    this.topic = hub.topic<AccountSignal>(
      ACCOUNT_CHANNEL,
      {
        encode: payloadOf,
        decode: (payload) => {
          const p = parsePayload(payload);
          return p && { key: p.accountId, event: p.signal };
        },
      },
      RESYNC,
    );
  }

  /**
   * The NOTIFY payloads that a match write sends with itself, in its own statement or transaction
   * (PostgreSQL; delivered on commit, so only for a write that happened). Where writes do not notify
   * (the embedded database) there is nothing to send: `afterWrite` publishes them.
   */
  inWrite(items: Addressed[]): string[] {
    return this.hub.notifiesInWrite ? payloadsOf(items) : [];
  }

  /** After a match write that carried `inWrite(items)`: published where the write could not notify. */
  afterWrite(items: Addressed[]): void {
    if (!this.hub.notifiesInWrite) void this.publish(items);
  }

  /** Sends events to their accounts' streams, on every instance. Call it after the write commits. */
  async publish(items: Addressed[]): Promise<void> {
    if (items.length) await this.topic.publish(items.map((i) => ({ key: i.accountId, event: i.event })));
  }

  /** The account's topic (its stream follows it). */
  get events(): Topic<AccountSignal> {
    return this.topic;
  }

  /** Calls `fn` with each event of the account; returns the unsubscribe function. */
  subscribe(accountId: string, fn: (e: AccountSignal) => void): () => void {
    return this.topic.subscribe(accountId, fn);
  }

  listenerCount(): number {
    return this.topic.listenerCount();
  }
}
