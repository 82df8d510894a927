/**
 * The first picture of the account stream is assembled from the features that own its parts: pairing
 * registers the open challenges, matches the `yourTurn` of every match waiting for the account. Parts
 * are sent in registration order.
 */
import { Injectable } from '@nestjs/common';
import type { AccountEvent } from './account-events';

export type PictureSource = (accountId: string) => Promise<AccountEvent[]>;

@Injectable()
export class AccountPicture {
  private readonly sources: PictureSource[] = [];

  register(source: PictureSource): void {
    this.sources.push(source);
  }

  async of(accountId: string): Promise<AccountEvent[]> {
    const parts = await Promise.all(this.sources.map((s) => s(accountId)));
    return parts.flat();
  }
}
