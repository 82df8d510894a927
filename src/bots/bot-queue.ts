/**
 * The bot queue on NATS (docs/bots.md "Bot workers"): what instances and bot workers say to each other,
 * declared once for both sides.
 *
 * - A decision to make is a `ThinkJob` published on JetStream, on the subject of its lane; the stream
 *   is a work queue in memory, and each lane has one durable pull consumer that every worker pulls
 *   from when one of its threads is free, so a decision goes to exactly one worker at a time. A worker
 *   that stops acknowledging (killed mid-decision) loses the job to another after `ACK_WAIT_MS`
 *   (redelivery); a decision is deterministic from the match seed and the step's label, so the retry
 *   gives the same move, and the match's version guard refuses a second write anyway.
 * - The worker tells the instance on the job's `reply` subject (core NATS): `taken`, then `answer` or
 *   `failed`. The instance waits for `taken` within the lane's budget and for the answer within the
 *   bot's hard time limit; past either it thinks itself (src/bots/queue-thinker.ts).
 * - Workers say they are alive every `BEAT_MS` on `WORKERS_SUBJECT`; an instance with no live worker
 *   thinks itself at once.
 */
import { AckPolicy, DiscardPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import { type Broker, ensureConsumer, ensureStream } from '../broker/broker';
import type { Move } from '../engine/types';
import type { ThinkPriority, ThinkRequest } from './bot-thinker';

export const BOT_STREAM = 'CARDROOM_BOTS';
export const LANES: readonly ThinkPriority[] = ['interactive', 'background'];

/** The subject decisions of a lane are published on (the lane's consumer has the same name). */
export const thinkSubject = (lane: ThinkPriority) => `cardroom.bots.think.${lane}`;
/** Where an instance hears about its decisions. */
export const answerSubject = (instance: string) => `cardroom.bots.answer.${instance}`;
/** Workers' heartbeats. */
export const WORKERS_SUBJECT = 'cardroom.bots.workers';

/** A job not acknowledged (nor marked in progress) for this long goes to another worker. */
export const ACK_WAIT_MS = 2_000;
/** How often a worker says it is alive, and how long after its last beat it counts as gone. */
export const BEAT_MS = 1_000;
export const GONE_AFTER_MS = 3_500;
/** A job delivered this many times (its workers died) is dropped; its instance has thought itself by then. */
const MAX_DELIVER = 4;
/** Jobs nobody took within this long are dropped from the stream (their instances gave up long before). */
const MAX_AGE_MS = 5 * 60_000;

export interface ThinkJob {
  id: string;
  /** The subject for the job's news (`answerSubject` of the instance). */
  reply: string;
  /**
   * The instance's clock (ms since the epoch) after which it stops waiting for a worker to take the job
   * (it thinks itself): a worker that first sees the job later drops it.
   */
  takeBy: number;
  request: ThinkRequest;
}

/** What a worker tells the instance about a job. */
export type JobNews =
  | { id: string; kind: 'taken'; worker: string }
  | { id: string; kind: 'answer'; worker: string; move: Move; seconds: number }
  | { id: string; kind: 'failed'; worker: string; error: string };

export interface WorkerBeat {
  worker: string;
  /** Threads per lane. */
  threads: number;
  /** Decisions being made now. */
  busy: number;
  /** The worker is stopping: it finishes what it took and takes nothing more. */
  leaving?: boolean;
}

const ms = (n: number) => n * 1_000_000;

/** Creates the stream and the lanes' consumers, or brings them to this configuration (idempotent). */
export async function ensureBotQueue(broker: Broker): Promise<void> {
  const jsm = await broker.jsm();
  await ensureStream(jsm, {
    name: BOT_STREAM,
    subjects: LANES.map(thinkSubject),
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.Memory,
    discard: DiscardPolicy.Old,
    max_age: ms(MAX_AGE_MS),
    num_replicas: 1,
  });
  for (const lane of LANES)
    await ensureConsumer(jsm, BOT_STREAM, {
      durable_name: lane,
      filter_subject: thinkSubject(lane),
      ack_policy: AckPolicy.Explicit,
      ack_wait: ms(ACK_WAIT_MS),
      max_deliver: MAX_DELIVER,
      max_waiting: 4096,
      max_ack_pending: 10_000,
    });
}

/** Decisions of a lane waiting in the queue for a worker (JetStream's count, all instances together). */
export async function queueDepth(broker: Broker, lane: ThinkPriority): Promise<number> {
  const jsm = await broker.jsm();
  return (await jsm.consumers.info(BOT_STREAM, lane)).num_pending;
}

export function encodeJson(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

/** The JSON of a message, or null when it is not JSON. */
export function decodeJson<T>(data: Uint8Array): T | null {
  try {
    return JSON.parse(new TextDecoder().decode(data)) as T;
  } catch {
    return null;
  }
}
