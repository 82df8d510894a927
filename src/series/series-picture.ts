/**
 * Series' part of the account stream's first picture (the accounts feature's port
 * ACCOUNT_PICTURE_PARTS): one `seriesInvite` per pending series that waits for the account's answer, so
 * that a bot connecting after the invitation still hears it.
 */
import { Injectable } from '@nestjs/common';
import type { AccountEvent } from '../accounts/account-events';
import type { AccountPicturePart } from '../accounts/account-picture';
import { SeriesService } from './series.service';

@Injectable()
export class SeriesPicture implements AccountPicturePart {
  constructor(private readonly series: SeriesService) {}

  pictureOf(accountId: string): Promise<AccountEvent[]> {
    return this.series.invitesFor(accountId);
  }
}
