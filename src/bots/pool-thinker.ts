/**
 * The local `BotThinker`: worker threads (piscina) sized from the machine, so that bots think off the
 * event loop and a human's move is never answered after a bot of another match.
 *
 * Two lanes, each its own pool of `threads` threads: `interactive` decisions (a match with a seat played
 * through the API) and `background` ones (matches of bots only). An interactive decision never waits for
 * a background one. The background threads run at a lower OS priority than the event loop
 * (`BOT_BACKGROUND_NICE`, default 10, Linux): bots nobody waits for take the CPU the service leaves, so
 * on a small machine a load of bot matches slows those matches, not the answers to other matches' moves
 * (docs/bots.md, bench:bot-load). The interactive threads run at `BOT_NICE` (default 0): someone waits
 * for them. Each decision has a hard time limit (`BOT_THINK_TIMEOUT_MS`, counted from when it starts on a
 * thread): past it the task is aborted and the lifecycle plays a random legal move instead (a level's
 * own budget is far below; the limit only guards the service against a faulty bot).
 *
 * Decisions wait in front of their lane's pool and go to it only when one of its threads is free.
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
  /** Threads of each lane. */
  threads: number;
  timeoutMs: number;
  /** How much lower the interactive threads' OS priority is than the event loop's (Linux nice increment). */
  nice?: number;
  /** The same for the background threads (default: the interactive threads' `nice`). */
  backgroundNice?: number;
}

/**
 * Levels whose decisions are cheaper than a trip to a thread are decided on the event loop: a level is
 * "quick" for a game once 90 % of its last WINDOW decisions on the pool took under QUICK_MS each (a
 * `random` bot takes microseconds; the thread hand-off alone tens of microseconds, and milliseconds on
 * a loaded machine). Wall times, so a preempted decision can look slow: hence the share, not every one.
 * The same on the event loop: SLOW_INLINE of the level's last WINDOW inline decisions over SLOW_MS send
 * it back to the pool for good (a quick level that a garbage collection or a busy machine stalls now
 * and then stays inline; counting every stall, a quick level went back after three of them and paid
 * the hand-off for the rest of the process's life).
 */
const WINDOW = 64;
const QUICK_MS = 0.5;
const SLOW_MS = 2;
const SLOW_INLINE = Math.ceil(0.1 * WINDOW);

export class Speed {
  private readonly recent: number[] = [];
  /** Whether each of the last WINDOW inline decisions took over SLOW_MS. */
  private readonly inlineSlow: boolean[] = [];
  private slowInline = 0;
  private demoted = false;

  get quick(): boolean {
    if (this.demoted || this.recent.length < WINDOW) return false;
    return this.recent.filter((ms) => ms < QUICK_MS).length >= 0.9 * WINDOW;
  }

  pooled(seconds: number): void {
    this.recent.push(seconds * 1000);
    if (this.recent.length > WINDOW) this.recent.shift();
  }

  inline(seconds: number): void {
    const slow = seconds * 1000 > SLOW_MS;
    this.inlineSlow.push(slow);
    if (slow) this.slowInline++;
    if (this.inlineSlow.length > WINDOW && this.inlineSlow.shift()) this.slowInline--;
    if (this.slowInline >= SLOW_INLINE) this.demoted = true;
  }
}

interface Waiting {
  game: GameDefinition;
  request: ThinkRequest;
  resolve: (answer: ThinkAnswer) => void;
  reject: (e: unknown) => void;
}

/** One lane: a pool of threads and the decisions waiting for one of them. */
class Lane {
  readonly pool: Piscina;
  readonly waiting: Waiting[] = [];
  running = 0;

  constructor(
    readonly threads: number,
    nice: number,
    minThreads: number,
  ) {
    const entry = workerEntry();
    this.pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads,
      maxThreads: threads,
      idleTimeout: 60_000,
      niceIncrement: nice,
    });
  }
}

export class PoolThinker implements BotThinker {
  private readonly lanes: Record<ThinkPriority, Lane>;
  private readonly speeds = new Map<string, Speed>();

  constructor(private readonly opts: PoolOptions) {
    const nice = opts.nice ?? 0;
    this.lanes = {
      interactive: new Lane(opts.threads, nice, 1),
      // started on the first bots-only match, and let go when idle
      background: new Lane(opts.threads, opts.backgroundNice ?? nice, 0),
    };
  }

  get threads(): number {
    return this.opts.threads;
  }

  /** Decisions waiting for a thread (both lanes). */
  get queued(): number {
    return this.lanes.interactive.waiting.length + this.lanes.background.waiting.length;
  }

  think(game: GameDefinition, request: ThinkRequest, priority: ThinkPriority = 'interactive'): Promise<Move> {
    return this.thinkTimed(game, request, priority).then((a) => a.move);
  }

  /** `think`, with the seconds the bot took (without the wait for a thread): what a bot worker reports. */
  thinkTimed(
    game: GameDefinition,
    request: ThinkRequest,
    priority: ThinkPriority = 'interactive',
  ): Promise<ThinkAnswer> {
    const inline = (took?: (s: number) => void) =>
      Promise.resolve().then(() => {
        let seconds = 0;
        const move = timedInline(game, request, (s) => {
          seconds = s;
          took?.(s);
        });
        return { move, seconds };
      });
    if (engineGame(game.id) !== game) return inline();
    const speed = this.speedOf(request);
    if (speed.quick) return inline((s) => speed.inline(s));
    return new Promise<ThinkAnswer>((resolve, reject) => {
      const lane = this.lanes[priority];
      lane.waiting.push({ game, request, resolve, reject });
      this.pump(lane);
    });
  }

  private pump(lane: Lane): void {
    while (lane.running < lane.threads) {
      const next = lane.waiting.shift();
      if (!next) return;
      lane.running++;
      lane.pool
        .run(next.request, { signal: AbortSignal.timeout(this.opts.timeoutMs) })
        .then((answer: ThinkAnswer) => {
          observeBotThink(next.request.game, next.request.bot, answer.seconds);
          this.speedOf(next.request).pooled(answer.seconds);
          next.resolve(answer);
        }, next.reject)
        .finally(() => {
          lane.running--;
          this.pump(lane);
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

  private closing: Promise<void> | null = null;

  /** Rejects what waits for a thread and stops the threads (once, however often called). */
  close(): Promise<void> {
    return (this.closing ??= this.closeLanes());
  }

  private async closeLanes(): Promise<void> {
    for (const lane of Object.values(this.lanes)) {
      for (const w of lane.waiting.splice(0)) w.reject(new Error('the bot pool is closed'));
      await lane.pool.destroy();
    }
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
    super({
      threads: config.botThreads,
      timeoutMs: config.botThinkTimeoutMs,
      nice: config.botNice,
      backgroundNice: config.botBackgroundNice,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }
}
