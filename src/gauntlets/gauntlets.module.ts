/**
 * Gauntlets: an account rated on a game's fixed scale against the built-in levels (docs/evaluation.md).
 * Matches are opened through the matches feature's MATCH_OPENER; the runner hears them finish as a
 * listener of its MatchFinishes.
 */
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MatchesModule } from '../matches/matches.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { GauntletGames } from './gauntlet-games';
import { GauntletRunner } from './gauntlet-runner';
import { GauntletsController } from './gauntlets.controller';
import { GauntletsService } from './gauntlets.service';
import { GauntletsStore } from './gauntlets.store';

@Module({
  imports: [PersistenceModule, AccountsModule, MatchesModule],
  controllers: [GauntletsController],
  providers: [GauntletsStore, GauntletGames, GauntletsService, GauntletRunner],
})
export class GauntletsModule {}
