/**
 * The instance's `BotThinker` (the port BOT_THINKER): the bot queue's when BOT_WORKERS_URL is set (bot
 * workers on any machine think, this instance's threads are the fallback), else this instance's own
 * threads.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config';
import type { GameDefinition, Move } from '../engine/types';
import { APP_CONFIG } from '../tokens';
import type { BotThinker, ThinkPriority, ThinkRequest } from './bot-thinker';
import { LocalBotPool } from './pool-thinker';
import { QueueThinker } from './queue-thinker';

@Injectable()
export class ChosenThinker implements BotThinker, OnModuleInit, OnModuleDestroy {
  /** The bot queue, when this instance has bot workers. */
  readonly queue: QueueThinker | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly local: LocalBotPool,
  ) {
    this.queue = config.botWorkersUrl
      ? new QueueThinker(local, {
          url: config.botWorkersUrl,
          waitMs: { interactive: config.botWorkerWaitMs, background: config.botWorkerBackgroundWaitMs },
          timeoutMs: config.botThinkTimeoutMs,
        })
      : null;
  }

  think(game: GameDefinition, request: ThinkRequest, priority?: ThinkPriority): Promise<Move> {
    return (this.queue ?? this.local).think(game, request, priority);
  }

  onModuleInit(): void {
    this.queue?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }
}
