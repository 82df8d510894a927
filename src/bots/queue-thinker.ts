/**
 * The `BotThinker` of an instance with bot workers (BOT_WORKERS_URL; docs/bots.md "Bot workers"): a
 * decision is published on the bot queue (bot-queue.ts) and answered by whichever worker pulls it; the
 * instance's own thread pool stays as the fallback, and thinks:
 * - decisions the workers cannot take or are not worth a trip: a game the workers do not know (a
 *   test's own game), a level quicker than a network round trip (`decidesInline`);
 * - whenever no worker is heard from, or NATS is away;
 * - a decision no worker took within its lane's budget (BOT_WORKER_WAIT_MS, BOT_WORKER_BACKGROUND_WAIT_MS),
 *   or that a worker took but did not answer within the bot's hard limit (BOT_THINK_TIMEOUT_MS) — a
 *   worker that died holding it is noticed sooner, by its missing heartbeats, and the job waits for
 *   another worker (JetStream redelivers it) within the lane's budget again.
 * A decision is the same wherever it is made (its randomness comes from the match seed and the step's
 * label), so a fallback or a late second answer changes nothing: the first answer is used, later ones
 * are dropped, and the match's version guard refuses a second write in any case.
 */
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Subscription } from '@nats-io/nats-core';
import { Broker } from '../broker/broker';
import type { GameDefinition, Move } from '../engine/types';
import { engineGame } from '../engine/games';
import {
  botQueueFallbacks,
  botQueueWaitSeconds,
  botWorkerDecisions,
  botWorkersGauge,
  observeBotThink,
  readBotQueueDepthFrom,
} from '../metrics/metrics';
import type { BotThinker, ThinkPriority, ThinkRequest } from './bot-thinker';
import {
  ACK_WAIT_MS,
  answerSubject,
  decodeJson,
  encodeJson,
  ensureBotQueue,
  GONE_AFTER_MS,
  type JobNews,
  LANES,
  queueDepth,
  thinkSubject,
  type ThinkJob,
  type WorkerBeat,
  WORKERS_SUBJECT,
} from './bot-queue';
import type { PoolThinker } from './pool-thinker';

export interface QueueOptions {
  url: string;
  /** How long a decision of each lane waits for a worker to take it, ms. */
  waitMs: Record<ThinkPriority, number>;
  /** The bot's hard limit once a worker has taken it, ms. */
  timeoutMs: number;
  /** This instance's name on the queue (its answers' subject). */
  instance?: string;
}

export type FallbackReason = 'untaken' | 'timeout' | 'no-worker' | 'unavailable' | 'closing';

interface Pending {
  game: GameDefinition;
  request: ThinkRequest;
  lane: ThinkPriority;
  publishedAt: number;
  /** Until when the current state may last (queued: the lane's budget; taken: the hard limit). */
  deadline: number;
  /** The worker holding it, or null while it waits in the queue. */
  worker: string | null;
  taken: boolean;
  resolve: (move: Move) => void;
  reject: (e: unknown) => void;
}

/** How often pending decisions are checked against their deadlines and their workers' heartbeats. */
const SWEEP_MS = 100;

export class QueueThinker implements BotThinker {
  private readonly logger = new Logger('BotQueue');
  readonly broker: Broker;
  readonly instance: string;
  private readonly pending = new Map<string, Pending>();
  /** Workers heard from: name → last heartbeat (local clock) and whether it is leaving. */
  private readonly workers = new Map<string, { at: number; leaving: boolean }>();
  private readonly subs: Subscription[] = [];
  private queueReady = false;
  private sweeper: NodeJS.Timeout | null = null;
  private closed = false;
  /** Decisions made by the instance itself after the queue failed them, by reason (tests read it). */
  readonly fallbacks: Record<FallbackReason, number> = {
    untaken: 0,
    timeout: 0,
    'no-worker': 0,
    unavailable: 0,
    closing: 0,
  };

  constructor(
    private readonly local: PoolThinker,
    private readonly opts: QueueOptions,
  ) {
    this.instance = opts.instance ?? randomUUID();
    this.broker = new Broker({ url: opts.url, name: `cardroom-instance-${this.instance}` });
    this.broker.listen({
      // the queue's stream lives in memory: a restarted server has lost it and the jobs in it
      reconnected: () => void this.prepare(),
      disconnected: () => this.workers.clear(),
    });
  }

  /** Subscribes to the answers and the heartbeats; resolves at once (NATS may come later). */
  start(): void {
    void this.broker.ready.then((nc) => {
      if (this.closed) return;
      this.subs.push(
        nc.subscribe(answerSubject(this.instance), { callback: (_e, m) => this.heard(decodeJson(m.data)) }),
        nc.subscribe(WORKERS_SUBJECT, { callback: (_e, m) => this.beat(decodeJson(m.data)) }),
      );
      return this.prepare();
    });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    readBotQueueDepthFrom(async () => {
      const depth: Record<string, number> = {};
      if (!this.broker.up) return depth;
      for (const lane of LANES) depth[lane] = await queueDepth(this.broker, lane);
      return depth;
    });
  }

  private async prepare(): Promise<void> {
    try {
      await ensureBotQueue(this.broker);
      this.queueReady = true;
    } catch (e) {
      this.queueReady = false;
      this.logger.warn(`the bot queue is not ready, thinking here meanwhile: ${(e as Error).message}`);
    }
  }

  /** Workers heard from within GONE_AFTER_MS (leaving ones included: they finish what they took). */
  liveWorkers(now = Date.now()): string[] {
    return [...this.workers].filter(([, w]) => now - w.at <= GONE_AFTER_MS).map(([name]) => name);
  }

  /** Whether a new decision goes to the queue now. */
  get available(): boolean {
    if (this.closed || !this.queueReady || !this.broker.up) return false;
    const now = Date.now();
    for (const w of this.workers.values()) if (!w.leaving && now - w.at <= GONE_AFTER_MS) return true;
    return false;
  }

  think(game: GameDefinition, request: ThinkRequest, priority: ThinkPriority = 'interactive'): Promise<Move> {
    if (
      engineGame(game.id) !== game ||
      this.local.decidesInline(request.game, request.bot) ||
      !this.available
    )
      return this.local.think(game, request, priority);
    return new Promise<Move>((resolve, reject) => {
      const id = randomUUID();
      const now = Date.now();
      const deadline = now + this.opts.waitMs[priority];
      const job: ThinkJob = { id, reply: answerSubject(this.instance), takeBy: deadline, request };
      this.pending.set(id, {
        game,
        request,
        lane: priority,
        publishedAt: now,
        deadline,
        worker: null,
        taken: false,
        resolve,
        reject,
      });
      this.broker.js
        .publish(thinkSubject(priority), encodeJson(job))
        .catch(() => this.fallBack(id, 'unavailable'));
    });
  }

  /** A worker's news about one of this instance's decisions. */
  private heard(news: JobNews | null): void {
    const p = news && this.pending.get(news.id);
    if (!p) return; // answered already, or given up on: the first answer counts
    const now = Date.now();
    if (news.kind === 'taken') {
      if (!p.taken) botQueueWaitSeconds.observe({ lane: p.lane }, (now - p.publishedAt) / 1000);
      p.taken = true;
      p.worker = news.worker;
      p.deadline = now + this.opts.timeoutMs + ACK_WAIT_MS;
      return;
    }
    this.pending.delete(news.id);
    botWorkerDecisions.inc({ worker: news.worker });
    if (news.kind === 'answer') {
      observeBotThink(p.request.game, p.request.bot, news.seconds);
      p.resolve(news.move);
    } else {
      // the bot failed (or ran out of time) on the worker: as on a local thread, the lifecycle plays
      // its fallback move
      p.reject(new Error(`bot worker ${news.worker}: ${news.error}`));
    }
  }

  private beat(b: WorkerBeat | null): void {
    if (!b || typeof b.worker !== 'string') return;
    this.workers.set(b.worker, { at: Date.now(), leaving: b.leaving === true });
  }

  /** Gives up on decisions past their deadlines, or held by a worker that went silent. */
  private sweep(): void {
    const now = Date.now();
    for (const [name, w] of this.workers) if (now - w.at > GONE_AFTER_MS * 4) this.workers.delete(name);
    const live = new Set(this.liveWorkers(now));
    botWorkersGauge.set(live.size);
    for (const [id, p] of this.pending) {
      if (p.worker !== null && !live.has(p.worker)) {
        // its worker died holding it: JetStream hands it to another within ACK_WAIT_MS
        p.worker = null;
        p.deadline = now + this.opts.waitMs[p.lane] + ACK_WAIT_MS;
      }
      if (p.worker === null && live.size === 0) this.fallBack(id, 'no-worker');
      else if (now > p.deadline) this.fallBack(id, p.worker === null ? 'untaken' : 'timeout');
    }
  }

  /** The instance makes the decision itself (the same move a worker would have answered). */
  private fallBack(id: string, reason: FallbackReason): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    this.fallbacks[reason]++;
    botQueueFallbacks.inc({ reason });
    this.local.think(p.game, p.request, p.lane).then(p.resolve, p.reject);
  }

  /** Decisions waiting for a worker's answer. */
  get waiting(): number {
    return this.pending.size;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    readBotQueueDepthFrom(null);
    for (const id of [...this.pending.keys()]) this.fallBack(id, 'closing');
    for (const s of this.subs) s.unsubscribe();
    await this.broker.close();
  }
}
