/**
 * Built-in bots' thinking (docs/architecture.md "Built-in bots"): the `BotThinker` port bound to the
 * local worker-thread pool. A queue-backed thinker would replace `useExisting` here and nothing else.
 */
import { Global, Module } from '@nestjs/common';
import { BOT_THINKER } from './bot-thinker';
import { LocalBotPool } from './pool-thinker';

@Global()
@Module({
  providers: [LocalBotPool, { provide: BOT_THINKER, useExisting: LocalBotPool }],
  exports: [BOT_THINKER],
})
export class BotsModule {}
