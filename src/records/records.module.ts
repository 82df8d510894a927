/**
 * The records feature (docs/records.md): any past version of a match, the record of a finished match and
 * Texas Hold'em hand histories, rebuilt from the seed and the move log by the pure code of this folder.
 * The hand-history controller is Texas Hold'em's own route: its binding mounts it with the game.
 */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { AccountMatchEvents } from './records.account-log';
import { RecordsService } from './records.service';

@Module({
  imports: [PersistenceModule, MatchesModule],
  providers: [RecordsService, AccountMatchEvents],
  exports: [RecordsService, AccountMatchEvents],
})
export class RecordsModule {}
