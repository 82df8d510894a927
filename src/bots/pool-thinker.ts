/**
 * The local `BotThinker`: a pool of worker threads (piscina) sized from the machine, so that bots think
 * off the event loop and a human's move is never answered after a bot of another match. `BOT_NICE` runs
 * the threads at a lower OS priority than the event loop (Linux), so that a busy pool slows bots, not
 * answers; it is 0 by default, since on a machine shared with other work it starves the bots too. Each decision has a hard time limit (`BOT_THINK_TIMEOUT_MS`): past it the
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
import { observeBotThink } from '../metrics/metrics';
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
  /** How much lower the threads' OS priority is than the event loop's (Linux nice increment). */
  nice?: number;
}

/**
 * Levels whose decisions are cheaper than a trip to a thread are decided on the event loop: a level is
 * "quick" for a game once 90 % of its last WINDOW decisions on the pool took under QUICK_MS each (a
 * `random` bot takes microseconds; the thread hand-off alone tens of microseconds, and milliseconds on
 * a loaded machine). Wall times, so a preempted decision can look slow: hence the share, not every one.
 * SLOW_INLINE inline decisions over SLOW_MS send the level back to the pool for good.
 */
const WINDOW = 64;
const QUICK_MS = 0.5;
const SLOW_MS = 2;
const SLOW_INLINE = 3;

class Speed {
  private readonly recent: number[] = [];
  private slowInline = 0;

  get quick(): boolean {
    if (this.slowInline >= SLOW_INLINE || this.recent.length < WINDOW) return false;
    return this.recent.filter((ms) => ms < QUICK_MS).length >= 0.9 * WINDOW;
  }

  pooled(seconds: number): void {
    this.recent.push(seconds * 1000);
    if (this.recent.length > WINDOW) this.recent.shift();
  }

  inline(seconds: number): void {
    if (seconds * 1000 > SLOW_MS) this.slowInline++;
  }
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
  private readonly speeds = new Map<string, Speed>();

  constructor(private readonly opts: PoolOptions) {
    const entry = workerEntry();
    this.pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads: 1,
      maxThreads: opts.threads,
      idleTimeout: 60_000,
      niceIncrement: opts.nice ?? 0,
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
    const speed = this.speedOf(request);
    if (speed.quick) return Promise.resolve().then(() => timedInline(game, request, (s) => speed.inline(s)));
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
          observeBotThink(next.request.game, next.request.bot, answer.seconds);
          this.speedOf(next.request).pooled(answer.seconds);
          next.resolve(answer.move);
        }, next.reject)
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }

  /** Whether a level is decided on the event loop now (quick enough; see `Speed`). */
  decidesInline(game: string, bot: string): boolean {
    return this.speeds.get(`${game}/${bot}`)?.quick ?? false;
  }

  private speedOf(r: ThinkRequest): Speed {
    const key = `${r.game}/${r.bot}`;
    let s = this.speeds.get(key);
    if (!s) this.speeds.set(key, (s = new Speed()));
    return s;
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
export function timedInline(
  game: GameDefinition,
  request: ThinkRequest,
  took?: (seconds: number) => void,
): Move {
  const start = process.hrtime.bigint();
  try {
    return thinkWith(game, request);
  } finally {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    observeBotThink(request.game, request.bot, seconds);
    took?.(seconds);
  }
}

/** The injectable pool, closed with the application. */
@Injectable()
export class LocalBotPool extends PoolThinker implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ threads: config.botThreads, timeoutMs: config.botThinkTimeoutMs, nice: config.botNice });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }
}
