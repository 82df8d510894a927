/** Pairing: challenges and seeks; matches are opened through the matches feature (MATCH_OPENER). */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { ChallengePicture } from './challenge-picture';
import { ChallengesService } from './challenges.service';
import { PairingController } from './pairing.controller';
import { PairingStore } from './pairing.store';
import { SeeksService } from './seeks.service';

@Module({
  imports: [PersistenceModule, AccountsModule, MatchesModule],
  controllers: [PairingController],
  providers: [PairingStore, ChallengesService, SeeksService, ChallengePicture],
  exports: [ChallengePicture],
})
export class PairingModule {}
