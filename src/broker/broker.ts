/**
 * A connection to NATS (the official client, @nats-io/transport-node, with JetStream from
 * @nats-io/jetstream), as the instances' events (EVENTS_URL) and the bot queue (BOT_WORKERS_URL) and the
 * bot workers use it: it connects in the background and reconnects for ever, says whether it is up
 * now, and calls its users back when it goes down and comes back (messages may have been lost
 * meanwhile: core NATS keeps nothing for a client that is away). Nothing here knows what travels.
 */
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import {
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  JetStreamApiError,
  type StreamConfig,
} from '@nats-io/jetstream';

import { natsServers } from '../config';

export type { NatsConnection } from '@nats-io/nats-core';

/** What a user of the connection hears about it. */
export interface BrokerListener {
  /** The connection is up again after being down (not called for the first connection). */
  reconnected?(): void;
  /** The connection went down (messages sent meanwhile do not reach this process). */
  disconnected?(): void;
}

export interface BrokerOptions {
  /** `nats://host:port`, or several separated by commas (a cluster). */
  url: string;
  /** The client name the server shows (monitoring). */
  name: string;
  /** Between reconnect attempts, ms. */
  reconnectMs?: number;
}

export class Broker {
  private nc: NatsConnection | null = null;
  private jsClient: JetStreamClient | null = null;
  private jsManager: JetStreamManager | null = null;
  private connected = false;
  private closed = false;
  private readonly listeners = new Set<BrokerListener>();
  /** Resolves with the connection once it is first made (never rejects; pending while unreachable). */
  readonly ready: Promise<NatsConnection>;

  constructor(private readonly opts: BrokerOptions) {
    this.ready = this.open();
    // a start without a reachable server is not an error: the instance works without (see `up`)
    this.ready.catch(() => undefined);
  }

  private async open(): Promise<NatsConnection> {
    const nc = await connect({
      servers: natsServers(this.opts.url),
      name: this.opts.name,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: this.opts.reconnectMs ?? 500,
      reconnectJitter: 100,
      // a dead server is noticed within ~2 s, not the default 4 minutes
      pingInterval: 1_000,
      maxPingOut: 2,
    });
    if (this.closed) {
      await nc.close().catch(() => undefined);
      throw new Error('closed');
    }
    this.nc = nc;
    this.connected = true;
    void this.watch(nc);
    return nc;
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'staleConnection') {
        if (!this.connected) continue;
        this.connected = false;
        for (const l of this.listeners) l.disconnected?.();
      } else if (s.type === 'reconnect') {
        this.connected = true;
        for (const l of this.listeners) l.reconnected?.();
      } else if (s.type === 'close') {
        this.connected = false;
      }
    }
  }

  /** Whether the connection is up now. */
  get up(): boolean {
    return this.connected && this.nc !== null && !this.nc.isClosed();
  }

  /** The connection, or null before it is first made. */
  get connection(): NatsConnection | null {
    return this.nc;
  }

  get js(): JetStreamClient {
    if (!this.nc) throw new Error('not connected to NATS');
    return (this.jsClient ??= jetstream(this.nc));
  }

  async jsm(): Promise<JetStreamManager> {
    const nc = await this.ready;
    return (this.jsManager ??= await jetstreamManager(nc));
  }

  /** Hears the connection go down and come back; returns the function that stops hearing. */
  listen(l: BrokerListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const nc = this.nc;
    this.nc = null;
    this.connected = false;
    if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
  }
}

/** JetStream's error code for a stream name in use with another configuration. */
const STREAM_NAME_IN_USE = 10058;
/** The same for a consumer (creating an existing consumer with another configuration). */
const CONSUMER_EXISTS = 10148;

function apiCode(e: unknown): number | undefined {
  return e instanceof JetStreamApiError ? e.code : undefined;
}

/** Creates the stream, or brings an existing one to `cfg` (idempotent over processes). */
export async function ensureStream(
  jsm: JetStreamManager,
  cfg: Partial<StreamConfig> & { name: string },
): Promise<void> {
  try {
    await jsm.streams.add(cfg);
  } catch (e) {
    if (apiCode(e) !== STREAM_NAME_IN_USE) throw e;
    await jsm.streams.update(cfg.name, cfg);
  }
}

/** Creates the durable consumer, or brings an existing one to `cfg` (idempotent over processes). */
export async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  cfg: Partial<ConsumerConfig> & { durable_name: string },
): Promise<void> {
  try {
    await jsm.consumers.add(stream, cfg);
  } catch (e) {
    if (apiCode(e) !== CONSUMER_EXISTS) throw e;
    await jsm.consumers.update(stream, cfg.durable_name, cfg);
  }
}
