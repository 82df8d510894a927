/** The accounts feature: accounts and API keys (its store), the account event bus and stream, their routes. */
import { Module } from '@nestjs/common';
import { PersistenceModule } from '../persistence/persistence.module';
import { AccountEvents } from './account-events';
import { AccountPicture } from './account-picture';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { AccountsStore } from './accounts.store';
import { ApiKeyLookup } from './api-key-lookup';

@Module({
  imports: [PersistenceModule],
  controllers: [AccountsController],
  providers: [AccountsStore, AccountsService, AccountEvents, AccountPicture, ApiKeyLookup],
  exports: [AccountsService, AccountEvents, AccountPicture],
})
export class AccountsModule {}
