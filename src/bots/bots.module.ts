/**
 * Built-in bots' thinking (docs/architecture.md "Built-in bots"): the `BotThinker` port bound to the
 * bot queue on NATS when BOT_WORKERS_URL is set (bot workers think, the local pool is the fallback),
 * else to the local worker-thread pool (chosen-thinker.ts).
 */
import { Global, Module } from '@nestjs/common';
import { GameRegistryModule } from '../game-registry/game-registry.module';
import { PersistenceModule } from '../persistence/persistence.module';
import { BOT_THINKER } from './bot-thinker';
import { BuiltinAccounts } from './builtin-accounts';
import { BuiltinAccountsStore } from './builtin-accounts.store';
import { ChosenThinker } from './chosen-thinker';
import { LocalBotPool } from './pool-thinker';

@Global()
@Module({
  providers: [LocalBotPool, ChosenThinker, { provide: BOT_THINKER, useExisting: ChosenThinker }],
  exports: [BOT_THINKER],
})
export class BotsModule {}

/** The levels' built-in accounts, created at start (the ratings feature seeds their ratings). */
@Module({
  imports: [PersistenceModule, GameRegistryModule],
  providers: [BuiltinAccountsStore, BuiltinAccounts],
  exports: [BuiltinAccounts],
})
export class BuiltinBotsModule {}
