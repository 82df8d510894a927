/**
 * Built-in bots' thinking (docs/architecture.md "Built-in bots"): the `BotThinker` port bound to the
 * local worker-thread pool. A queue-backed thinker would replace `useExisting` here and nothing else.
 */
import { Global, Module } from '@nestjs/common';
import { GameRegistryModule } from '../games/game-registry.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { BOT_THINKER } from './bot-thinker';
import { BuiltinAccounts } from './builtin-accounts';
import { BuiltinAccountsStore } from './builtin-accounts.store';
import { LocalBotPool } from './pool-thinker';

@Global()
@Module({
  providers: [LocalBotPool, { provide: BOT_THINKER, useExisting: LocalBotPool }],
  exports: [BOT_THINKER],
})
export class BotsModule {}

/** The levels' built-in accounts and their seeded ratings, created at start. */
@Module({
  imports: [PersistenceModule, GameRegistryModule],
  providers: [BuiltinAccountsStore, BuiltinAccounts],
})
export class BuiltinBotsModule {}
