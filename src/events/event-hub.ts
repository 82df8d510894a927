/**
 * The instance's live events: its one EventTransport (chosen by the events module), the topics made on
 * it, the streams open on this instance (by the account that opened them: the per-account cap, and a
 * replaced API key ends its streams) and their shutdown.
 */
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { APP_CONFIG } from '../tokens';
import { PgTransport } from './pg.transport';
import { Topic, type TopicCodec } from './topic';
import type { EventTransport } from './transport';

/** The DI token of the instance's EventTransport (src/events/events.module.ts chooses it). */
export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

/** Who opened a stream with an account's API key: ended when the key is replaced. */
export interface StreamOwner {
  accountId: string;
  /** Whether the key that opened the stream is still the account's (asked after a replacement). */
  stillValid: () => Promise<boolean>;
}

/** A stream's place in its account's cap: released when the stream ends. */
export interface StreamSlot {
  release(): void;
  /** What ends the stream (when its key is replaced). */
  bind(end: () => void): void;
}

interface Held {
  owner: StreamOwner;
  end: () => void;
}

@Injectable()
export class EventHub implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  /**
   * Whether a write sends its events in its own statement (PostgreSQL's NOTIFY, delivered on commit):
   * then the writing instance hands them only to its own followers; otherwise it publishes them.
   */
  readonly notifiesInWrite: boolean;
  private readonly shutdown = new EventEmitter();
  private readonly topics: Topic<unknown>[] = [];
  private readonly byAccount = new Map<string, Set<Held>>();
  private stopping = false;

  constructor(
    @Inject(EVENT_TRANSPORT) readonly transport: EventTransport,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'maxStreamsPerAccount'>,
  ) {
    this.notifiesInWrite = transport instanceof PgTransport;
    this.shutdown.setMaxListeners(0);
  }

  /** A topic on `channel` (one per channel and instance: create it in a provider's constructor). */
  topic<E>(channel: string, codec: TopicCodec<E>, resync: E): Topic<E> {
    const topic = new Topic(this.transport, channel, codec, resync);
    this.topics.push(topic as Topic<unknown>);
    return topic;
  }

  /** False while the transport is disconnected. */
  get healthy(): boolean {
    return this.transport.healthy;
  }

  /** Before the app serves: every channel subscribed at construction is listened on. */
  async onApplicationBootstrap(): Promise<void> {
    const settled = (this.transport as { settled?: () => Promise<void> }).settled;
    await settled?.call(this.transport);
  }

  /**
   * Takes a place for a stream opened with `owner`'s API key; throws a DomainError `too-many` (429) when
   * the account already has the cap open on this instance. Call it before anything is written.
   */
  admit(owner: StreamOwner): StreamSlot {
    const open = this.byAccount.get(owner.accountId) ?? new Set<Held>();
    if (open.size >= this.config.maxStreamsPerAccount)
      throw DomainError.tooManyStreams(
        `this account has ${open.size} event streams open on this instance, the most it may (MAX_STREAMS_PER_ACCOUNT): close one first`,
      );
    const held: Held = { owner, end: () => undefined };
    open.add(held);
    this.byAccount.set(owner.accountId, open);
    return {
      release: () => {
        open.delete(held);
        if (!open.size && this.byAccount.get(owner.accountId) === open)
          this.byAccount.delete(owner.accountId);
      },
      bind: (end) => (held.end = end),
    };
  }

  /** An API key of the account was replaced: ends the streams opened with a key that no longer holds. */
  async keyReplaced(accountId: string): Promise<void> {
    const open = [...(this.byAccount.get(accountId) ?? [])];
    await Promise.all(
      open.map(async (h) => {
        if (!(await h.owner.stillValid().catch(() => false))) h.end();
      }),
    );
  }

  /** Streams of the account open on this instance. */
  streamsOf(accountId: string): number {
    return this.byAccount.get(accountId)?.size ?? 0;
  }

  /** Calls `fn` once when the app shuts down (open streams end so that the server can close). */
  onShutdown(fn: () => void): () => void {
    if (this.stopping) {
      queueMicrotask(fn);
      return () => undefined;
    }
    this.shutdown.once('stop', fn);
    return () => this.shutdown.off('stop', fn);
  }

  /** Ends this instance's streams and long polls (a graceful shutdown, src/health/shutdown.ts). */
  endStreams(): void {
    this.shutdown.emit('stop');
  }

  onModuleDestroy(): void {
    this.stopping = true;
    this.endStreams();
    for (const t of this.topics) t.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}
