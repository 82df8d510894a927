/**
 * The first picture of the account stream, assembled from the features that own its parts: pairing's
 * open challenges, series' pending invitations (the port ACCOUNT_PICTURE_PARTS), then the account's
 * matches (the port ACCOUNT_MATCH_LOG): a `yourTurn` for every active match waiting for the account,
 * or, when the stream resumes, every match event the client missed. Both ports are interfaces and
 * injection tokens declared here and provided by the application module (src/app.module.ts), so that
 * accounts, below matches, records and pairing, imports none of them.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AccountEvent } from './account-events';

export const ACCOUNT_PICTURE_PARTS = Symbol('ACCOUNT_PICTURE_PARTS');
export const ACCOUNT_MATCH_LOG = Symbol('ACCOUNT_MATCH_LOG');

/** One feature's part of the first picture of an account's stream. */
export interface AccountPicturePart {
  pictureOf(accountId: string): Promise<AccountEvent[]>;
}

/** Per match id, the last version of it the client holds (-1: it heard the match start, no version yet). */
export type MatchCursor = ReadonlyMap<string, number>;

/** The account's match events as the database holds them (src/records/records.account-log.ts). */
export interface AccountMatchLog {
  /**
   * With `known` null, the picture: a `yourTurn` per active match where a seat of the account is to
   * act. With `known`, the events the client missed, each match in order: for a match it knows, a
   * `yourTurn` for every later version where its seat was to act (and `matchFinish` if it finished
   * since); for an active match it does not know, `matchStart` and then the same from its start.
   * `versions`: each active match's version as read (the events cover everything up to it).
   */
  eventsSince(
    accountId: string,
    known: MatchCursor | null,
  ): Promise<{ events: AccountEvent[]; versions: Map<string, number> }>;
}

@Injectable()
export class AccountPicture {
  constructor(
    @Inject(ACCOUNT_PICTURE_PARTS) private readonly parts: AccountPicturePart[],
    @Inject(ACCOUNT_MATCH_LOG) private readonly matches: AccountMatchLog,
  ) {}

  /** The parts' events, in the parts' order, then the matches' (the picture, or what was missed after `known`). */
  async of(
    accountId: string,
    known: MatchCursor | null = null,
  ): Promise<{ events: AccountEvent[]; versions: Map<string, number> }> {
    const [parts, matches] = await Promise.all([
      Promise.all(this.parts.map((p) => p.pictureOf(accountId))),
      this.matches.eventsSince(accountId, known),
    ]);
    return { events: [...parts.flat(), ...matches.events], versions: matches.versions };
  }
}
