/**
 * The local `BotThinker`: a pool of worker threads (piscina) sized from the machine, so that bots think
 * off the event loop and a human's move is never answered after a bot of another match. The threads
 * run at a lower priority (`niceIncrement`) than the event loop where the OS allows it, so a busy pool
 * slows bots, not answers. Each decision has a hard time limit (`BOT_THINK_TIMEOUT_MS`): past it the
 * task is aborted and the lifecycle plays a random legal move instead (a level's own budget is far
 * below; the limit only guards the service against a faulty bot).
 *
 * Decisions wait in two queues in front of the pool, interactive first (a match with a person in it
 * before a match of bots only), and go to the pool only when a thread is free, so an interactive
 * decision waits at most for the decisions already running.
 *
 * Games that are not among the engine's games (a test's own game) think on the calling thread: a
 * worker only knows src/engine/games.ts.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { engineGame } from '../engine/games';
import type { GameDefinition, Move } from '../engine/types';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import type { BotThinker, ThinkPriority, ThinkRequest } from './bot-thinker';
import { botThinkSeconds } from './bot-metrics';
import { thinkWith } from './think';
import type { ThinkAnswer } from './think.worker';

/** The worker entry beside this file: compiled JavaScript, or TypeScript through SWC when run from source. */
function workerEntry(): { filename: string; execArgv: string[] } {
  if (__filename.endsWith('.js')) return { filename: join(__dirname, 'think.worker.js'), execArgv: [] };
  return { filename: join(__dirname, 'think.worker.ts'), execArgv: ['-r', '@swc-node/register'] };
}

export interface PoolOptions {
  threads: number;
  timeoutMs: number;
}

interface Waiting {
  game: GameDefinition;
  request: ThinkRequest;
  resolve: (move: Move) => void;
  reject: (e: unknown) => void;
}

export class PoolThinker implements BotThinker {
  private readonly pool: Piscina;
  private readonly waiting: Record<ThinkPriority, Waiting[]> = { interactive: [], background: [] };
  private running = 0;

  constructor(private readonly opts: PoolOptions) {
    const entry = workerEntry();
    this.pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads: 1,
      maxThreads: opts.threads,
      idleTimeout: 60_000,
      niceIncrement: 5,
    });
  }

  get threads(): number {
    return this.opts.threads;
  }

  /** Decisions waiting for a thread. */
  get queued(): number {
    return this.waiting.interactive.length + this.waiting.background.length;
  }

  think(game: GameDefinition, request: ThinkRequest, priority: ThinkPriority = 'interactive'): Promise<Move> {
    if (engineGame(game.id) !== game) return Promise.resolve().then(() => timedInline(game, request));
    return new Promise<Move>((resolve, reject) => {
      this.waiting[priority].push({ game, request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.opts.threads) {
      const next = this.waiting.interactive.shift() ?? this.waiting.background.shift();
      if (!next) return;
      this.running++;
      this.pool
        .run(next.request, { signal: AbortSignal.timeout(this.opts.timeoutMs) })
        .then((answer: ThinkAnswer) => {
          botThinkSeconds.observe({ game: next.request.game, level: next.request.bot }, answer.seconds);
          next.resolve(answer.move);
        }, next.reject)
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }

  async close(): Promise<void> {
    for (const w of [...this.waiting.interactive, ...this.waiting.background])
      w.reject(new Error('the bot pool is closed'));
    this.waiting.interactive = [];
    this.waiting.background = [];
    await this.pool.destroy();
  }
}

/** One decision on the calling thread (games the workers do not know; the in-process tools). */
export function timedInline(game: GameDefinition, request: ThinkRequest): Move {
  const start = process.hrtime.bigint();
  try {
    return thinkWith(game, request);
  } finally {
    botThinkSeconds.observe(
      { game: request.game, level: request.bot },
      Number(process.hrtime.bigint() - start) / 1e9,
    );
  }
}

/** The injectable pool, closed with the application. */
@Injectable()
export class LocalBotPool extends PoolThinker implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ threads: config.botThreads, timeoutMs: config.botThinkTimeoutMs });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }
}
