/**
 * Who the caller of a match route is: the one function every route that takes a seat's credential
 * uses (views, `?atVersion=`, moves, dry runs, resignations, the move log, the event stream, the hand
 * histories). A credential is a seat token (seat-auth.ts) or the API key of the account holding a seat
 * (the accounts feature's `byKey`); no credential is a spectator where one is allowed.
 */
import { Injectable } from '@nestjs/common';
import { type Account, AccountsService } from '../accounts/accounts.service';
import { isApiKey } from '../accounts/api-keys';
import { DomainError } from '../domain-error';
import { seatOfAccount } from './match-accounts';
import type { SeatRecord } from './match-record';
import { requireSeat, seatOfToken } from './seat-auth';

@Injectable()
export class MatchCaller {
  constructor(private readonly accounts: AccountsService) {}

  /** The account of an API key, for routes that act as an account (a join without a name): 401 otherwise. */
  account(apiKey: string | null | undefined): Promise<Account> {
    return this.accounts.authenticate(apiKey);
  }

  /** The account of an API key, or null for a key that names none. */
  accountId(apiKey: string): Promise<string | null> {
    return this.accounts.authenticate(apiKey).then(
      (a) => a.id,
      () => null,
    );
  }

  /**
   * The caller's seat in a match with these seats: the seat of a token, or the seat the key's account
   * holds. A credential that names no seat is 401; no credential is a spectator (null).
   */
  async seatOf(seats: readonly SeatRecord[], credential: string | null | undefined): Promise<number | null> {
    if (!isApiKey(credential)) return seatOfToken(seats, credential);
    const account = await this.accounts.byKey(credential);
    const seat = account ? seatOfAccount(seats, account.id) : null;
    if (seat === null) {
      const why = account
        ? "this API key's account holds no seat of this match"
        : 'this API key is not valid (it may have been replaced)';
      throw DomainError.unauthorized(why);
    }
    return seat;
  }

  /** The caller's seat, for routes that act for a seat (moves, dry runs, resignations): 401 without one. */
  async requireSeatOf(seats: readonly SeatRecord[], credential: string | null | undefined): Promise<number> {
    if (!isApiKey(credential)) return requireSeat(seats, credential);
    return (await this.seatOf(seats, credential))!;
  }
}
