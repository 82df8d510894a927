/**
 * Pairing's part of the account stream's first picture (the accounts feature's port
 * ACCOUNT_PICTURE_PARTS): one `challenge` per open challenge to or from the account.
 */
import { Injectable } from '@nestjs/common';
import type { AccountEvent } from '../accounts/account-events';
import type { AccountPicturePart } from '../accounts/account-picture';
import { ChallengesService } from './challenges.service';

@Injectable()
export class ChallengePicture implements AccountPicturePart {
  constructor(private readonly challenges: ChallengesService) {}

  async pictureOf(accountId: string): Promise<AccountEvent[]> {
    return (await this.challenges.openFor(accountId)).map((challenge) => ({
      type: 'challenge' as const,
      challenge,
    }));
  }
}
