/**
 * A bot worker (docs/bots.md "Bot workers"; `npm run bot-worker -- --url nats://…`): a process on any
 * machine that makes the built-in bots' decisions instances publish on the bot queue
 * (src/bots/bot-queue.ts). It runs the same two lanes as an instance's own pool (src/bots/pool-thinker.ts):
 * `threads` threads for matches with a person and `threads` more, at a lower OS priority, for matches of
 * bots only; each thread pulls the next decision of its lane only when it is free, so a decision
 * waits in the queue, where any worker can take it, rather than behind another worker's.
 *
 * For each decision: `taken` to the instance, the bot's move (`answer`, or `failed` when the bot threw
 * or ran past the hard limit), then the acknowledgement. Killed before the acknowledgement, the worker
 * loses the decision to another after ACK_WAIT_MS; while thinking it tells JetStream it is still at it.
 * On SIGTERM it says it is leaving, takes nothing more, finishes what it took and exits.
 */
import { hostname } from 'node:os';
import type { Consumer, JsMsg } from '@nats-io/jetstream';
import { Broker } from '../broker/broker';
import type { ThinkPriority } from '../bots/bot-thinker';
import {
  ACK_WAIT_MS,
  BEAT_MS,
  BOT_STREAM,
  decodeJson,
  encodeJson,
  ensureBotQueue,
  type JobNews,
  LANES,
  type ThinkJob,
  type WorkerBeat,
  WORKERS_SUBJECT,
} from '../bots/bot-queue';
import { PoolThinker } from '../bots/pool-thinker';
import { engineGame } from '../engine/games';

export interface WorkerOptions {
  url: string;
  /** Threads per lane. */
  threads: number;
  /** The hard limit of one decision, ms (as BOT_THINK_TIMEOUT_MS). */
  timeoutMs: number;
  /** The background lane's nice increment (as BOT_BACKGROUND_NICE). */
  backgroundNice: number;
  /** The worker's name in the instances' metrics. */
  name?: string;
  /** Where it says what it does (one line each). */
  log?: (line: string) => void;
}

/** How long one pull waits for a decision before asking again, ms (JetStream's minimum is 1 s). */
const PULL_MS = 5_000;

export class BotWorker {
  readonly name: string;
  private readonly broker: Broker;
  private readonly pool: PoolThinker;
  private readonly consumers = new Map<ThinkPriority, Consumer>();
  private readonly slots: Promise<void>[] = [];
  private beatTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  private busy = 0;
  /** Decisions answered (and failed) since the start. */
  answered = 0;
  failed = 0;

  constructor(private readonly opts: WorkerOptions) {
    this.name = opts.name ?? `${hostname()}-${process.pid}`;
    this.broker = new Broker({ url: opts.url, name: `cardroom-bot-worker-${this.name}` });
    this.pool = new PoolThinker({
      threads: opts.threads,
      timeoutMs: opts.timeoutMs,
      nice: 0,
      backgroundNice: opts.backgroundNice,
    });
    this.broker.listen({ reconnected: () => this.consumers.clear() });
  }

  private log(line: string): void {
    this.opts.log?.(line);
  }

  /** Connects (waiting for NATS as long as it takes), makes sure the queue exists, and starts pulling. */
  async start(): Promise<void> {
    await this.broker.ready;
    await ensureBotQueue(this.broker);
    this.beat();
    this.beatTimer = setInterval(() => this.beat(), BEAT_MS);
    for (const lane of LANES) for (let i = 0; i < this.opts.threads; i++) this.slots.push(this.slot(lane));
    this.log(`bot worker ${this.name}: ${this.opts.threads} threads per lane, on ${this.opts.url}`);
  }

  private beat(leaving = false): void {
    const nc = this.broker.connection;
    if (!nc || !this.broker.up) return;
    const beat: WorkerBeat = { worker: this.name, threads: this.opts.threads, busy: this.busy, leaving };
    nc.publish(WORKERS_SUBJECT, encodeJson(beat));
  }

  private async consumer(lane: ThinkPriority): Promise<Consumer> {
    let c = this.consumers.get(lane);
    if (!c) {
      // a NATS server that restarted lost the queue (it lives in memory): make it again
      await ensureBotQueue(this.broker);
      c = await this.broker.js.consumers.get(BOT_STREAM, lane);
      this.consumers.set(lane, c);
    }
    return c;
  }

  /** One thread's loop: pull a decision of the lane, make it, again. */
  private async slot(lane: ThinkPriority): Promise<void> {
    while (!this.stopping) {
      let m: JsMsg | null;
      try {
        m = await (await this.consumer(lane)).next({ expires: PULL_MS });
      } catch {
        if (this.stopping) return;
        this.consumers.delete(lane);
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      if (m) await this.handle(m, lane);
    }
  }

  private tell(job: ThinkJob, news: JobNews): void {
    this.broker.connection?.publish(job.reply, encodeJson(news));
  }

  private async handle(m: JsMsg, lane: ThinkPriority): Promise<void> {
    const job = decodeJson<ThinkJob>(m.data);
    const game = job?.request && engineGame(job.request.game);
    if (!job || typeof job.id !== 'string' || typeof job.reply !== 'string') return m.term();
    // first seen after its instance stopped waiting: the instance is thinking it already
    if (!m.redelivered && Date.now() > job.takeBy) return m.ack();
    if (this.stopping) return m.nak(); // another worker takes it at once
    this.busy++;
    this.tell(job, { id: job.id, kind: 'taken', worker: this.name });
    const working = setInterval(() => m.working(), ACK_WAIT_MS / 4);
    try {
      if (!game) throw new Error(`unknown game ${job.request?.game}`);
      const { move, seconds } = await this.pool.thinkTimed(game, job.request, lane);
      this.tell(job, { id: job.id, kind: 'answer', worker: this.name, move, seconds });
      this.answered++;
    } catch (e) {
      this.tell(job, { id: job.id, kind: 'failed', worker: this.name, error: (e as Error).message });
      this.failed++;
    } finally {
      clearInterval(working);
      this.busy--;
      m.ack();
    }
  }

  /** Takes nothing more, finishes what it took, and lets go of NATS and the threads. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.beat(true);
    if (this.beatTimer) clearInterval(this.beatTimer);
    // the pulls end within PULL_MS; a decision they bring meanwhile goes back to the queue (nak)
    await Promise.all(this.slots);
    await this.broker.close();
    await this.pool.close();
    this.log(`bot worker ${this.name}: stopped after ${this.answered} decisions`);
  }
}
