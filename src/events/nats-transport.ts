/**
 * The events' transport over NATS (`EVENTS_URL=nats://…`; docs/operations.md "Events on NATS").
 *
 * Every channel is a subject of one JetStream stream (`cardroom.events.<channel>` in `CARDROOM_EVENTS`,
 * kept on the server's disk for a few minutes), and every instance reads the whole stream through an
 * ordered push consumer of its own, from the stream sequence after the last message it read. So:
 * - a message goes to every instance, the publisher included, in the order the stream took them;
 * - while NATS is away `healthy` is false and `publish` fails at once (the caller's commit is already
 *   made: nothing is lost, the followers resync from the database when the transport is back);
 * - when the connection is back the instance reads on from where it stopped, so a message published by
 *   another instance meanwhile (after NATS came back but before this one reconnected, or before NATS
 *   went down but after this one last read) still arrives; if NATS lost its files the stream starts
 *   anew and everything in it is new. Then `onReconnect` callbacks run, after the reading has resumed:
 *   what was published while NATS was down is for them to fetch from the database.
 * A message is delivered at most once per stream sequence (a resumed reader skips what it has seen).
 */
import { Logger } from '@nestjs/common';
import {
  type ConsumerMessages,
  DiscardPolicy,
  type JsMsg,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';

import { Broker, ensureStream } from '../broker/broker';
import type { EventTransport } from './transport';

export interface NatsTransportOptions {
  /** `nats://host:port`, or several separated by commas (a cluster). */
  url: string;
  /** The client name the server shows (monitoring). */
  name: string;
  /** The JetStream stream (CARDROOM_EVENTS by default; tests and several deployments on one NATS use others). */
  stream?: string;
  /** The subjects' prefix (`cardroom.events` by default): channel `c` travels on `<prefix>.c`. */
  subjectPrefix?: string;
  /** How long the stream keeps a message for an instance that is reconnecting, seconds. */
  keepSeconds?: number;
  /** How long a publish waits for the stream's acknowledgement, ms. */
  publishTimeoutMs?: number;
  /** Between attempts to resume reading while NATS is up but its JetStream is not answering yet, ms. */
  retryMs?: number;
}

/** A channel is one or more subject tokens of letters, digits, `_` and `-`, separated by dots. */
const CHANNEL = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export class NatsTransport implements EventTransport {
  private readonly logger = new Logger('EventsOnNats');
  private readonly broker: Broker;
  private readonly stream: string;
  private readonly prefix: string;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectCallbacks: (() => void)[] = [];
  private messages: ConsumerMessages | null = null;
  /** The stream sequence of the last message read (or of the stream's end when reading began). */
  private lastSeq = 0;
  /** When the stream read was created (null: not read yet; reading begins at its end). */
  private streamCreated: string | null = null;
  private reading = false;
  private closed = false;
  /** The resumption under way, if any (one at a time). */
  private resuming: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Resolves once the transport first reads the stream (pending while NATS is unreachable). */
  readonly ready: Promise<void>;

  constructor(private readonly opts: NatsTransportOptions) {
    this.stream = opts.stream ?? 'CARDROOM_EVENTS';
    this.prefix = opts.subjectPrefix ?? 'cardroom.events';
    this.broker = new Broker({ url: opts.url, name: opts.name });
    this.broker.listen({
      disconnected: () => {
        this.reading = false;
      },
      reconnected: () => void this.resume(true),
    });
    this.ready = this.broker.ready.then(() => this.resume(false));
  }

  /** What the hub awaits before the app serves (EventHub): the stream read once. */
  settled(): Promise<void> {
    return this.ready;
  }

  get healthy(): boolean {
    return !this.closed && this.reading && this.broker.up;
  }

  async publish(channel: string, payload: string): Promise<void> {
    const subject = this.subject(channel);
    if (!this.healthy) throw new Error(`events: not connected to NATS, "${channel}" not sent`);
    await this.broker.js.publish(subject, payload, { timeout: this.opts.publishTimeoutMs ?? 2_000 });
  }

  subscribe(channel: string, onMessage: (payload: string) => void): () => void {
    this.subject(channel);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onMessage);
    return () => {
      set.delete(onMessage);
      if (set.size === 0 && this.handlers.get(channel) === set) this.handlers.delete(channel);
    };
  }

  onReconnect(cb: () => void): void {
    this.reconnectCallbacks.push(cb);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reading = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.resuming?.catch(() => undefined);
    await this.messages?.close().catch(() => undefined);
    this.messages = null;
    await this.broker.close();
  }

  private subject(channel: string): string {
    if (!CHANNEL.test(channel)) throw new Error(`events: "${channel}" is not a channel name`);
    return `${this.prefix}.${channel}`;
  }

  /** Reads the stream again after the last message read, once at a time; then tells the callbacks. */
  private resume(reconnected: boolean): Promise<void> {
    this.resuming ??= this.readStream(reconnected).finally(() => (this.resuming = null));
    return this.resuming;
  }

  private async readStream(reconnected: boolean): Promise<void> {
    for (;;) {
      if (this.closed || !this.broker.up) return;
      try {
        await this.openConsumer();
        break;
      } catch (e) {
        // NATS is back but its JetStream is still recovering its streams: again shortly
        this.logger.warn(`events: cannot read the stream yet: ${(e as Error).message}`);
        await new Promise<void>(
          (resolve) => (this.retryTimer = setTimeout(resolve, this.opts.retryMs ?? 250)),
        );
      }
    }
    if (!reconnected) return;
    for (const cb of this.reconnectCallbacks) {
      try {
        cb();
      } catch (e) {
        this.logger.error(`events: a reconnect callback failed: ${(e as Error).message}`);
      }
    }
  }

  private async openConsumer(): Promise<void> {
    const jsm = await this.broker.jsm();
    const keep = this.opts.keepSeconds ?? 300;
    const cfg: Partial<StreamConfig> & { name: string } = {
      name: this.stream,
      subjects: [`${this.prefix}.>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(keep * 1000),
      duplicate_window: nanos(Math.min(keep, 120) * 1000),
      num_replicas: 1,
    };
    await ensureStream(jsm, cfg);
    const { state, created } = await jsm.streams.info(this.stream);
    if (this.streamCreated === null) this.lastSeq = state.last_seq;
    // another stream than the one read so far (NATS lost its files): everything in it is new
    else if (created !== this.streamCreated || state.last_seq < this.lastSeq)
      this.lastSeq = Math.max(0, state.first_seq - 1);
    this.streamCreated = created;
    await this.messages?.close().catch(() => undefined);
    this.messages = null;
    const consumer = await this.broker.js.consumers.getPushConsumer(this.stream, {
      filter_subjects: `${this.prefix}.>`,
      opt_start_seq: this.lastSeq + 1,
    });
    this.messages = await consumer.consume({ callback: (m) => this.deliver(m) });
    this.reading = this.broker.up && !this.closed;
  }

  private deliver(m: JsMsg): void {
    if (m.seq <= this.lastSeq) return;
    this.lastSeq = m.seq;
    const set = this.handlers.get(m.subject.slice(this.prefix.length + 1));
    if (!set) return;
    const payload = m.string();
    for (const h of [...set]) {
      try {
        h(payload);
      } catch (e) {
        this.logger.error(`events: a handler of ${m.subject} failed: ${(e as Error).message}`);
      }
    }
  }
}
