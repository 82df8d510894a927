/**
 * The first picture of the account stream, assembled from the features that own its parts: pairing's
 * open challenges, then matches' `yourTurn` of every match waiting for the account. The parts reach
 * the accounts feature through its port ACCOUNT_PICTURE_PARTS (an interface and an injection token
 * declared here), provided in that order by the application module (src/app.module.ts), so that
 * accounts, below matches and pairing, imports neither.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AccountEvent } from './account-events';

export const ACCOUNT_PICTURE_PARTS = Symbol('ACCOUNT_PICTURE_PARTS');

/** One feature's part of the first picture of an account's stream. */
export interface AccountPicturePart {
  pictureOf(accountId: string): Promise<AccountEvent[]>;
}

@Injectable()
export class AccountPicture {
  constructor(@Inject(ACCOUNT_PICTURE_PARTS) private readonly parts: AccountPicturePart[]) {}

  /** The parts' events, in the parts' order. */
  async of(accountId: string): Promise<AccountEvent[]> {
    const parts = await Promise.all(this.parts.map((p) => p.pictureOf(accountId)));
    return parts.flat();
  }
}
