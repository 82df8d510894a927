/**
 * A topic: the events of one channel, addressed by key (a match, an account, a tournament, a series),
 * over the instance's EventTransport. Subscribers listen to one key; a message heard on the channel is
 * decoded once and handed to the key's subscribers on this instance. When the transport reconnects
 * (messages may have been lost) every subscriber hears the topic's resync signal and re-reads its
 * picture from the database.
 */
import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { EventTransport } from './transport';

/** How a topic's events look on its channel. */
export interface TopicCodec<E> {
  encode(key: string, event: E): string;
  /** The key and event of a payload; null when it is not one of ours. */
  decode(payload: string): { key: string; event: E } | null;
}

/** `<key>|<event JSON>`: the codec of the account, tournament and series events. */
export function jsonCodec<E>(): TopicCodec<E> {
  return {
    encode: (key, event) => `${key}|${JSON.stringify(event)}`,
    decode: (payload) => {
      const bar = payload.indexOf('|');
      if (bar <= 0) return null;
      try {
        return { key: payload.slice(0, bar), event: JSON.parse(payload.slice(bar + 1)) as E };
      } catch {
        return null;
      }
    },
  };
}

export class Topic<E> {
  private readonly logger: Logger;
  private readonly emitter = new EventEmitter();
  private closed = false;

  constructor(
    private readonly transport: EventTransport,
    readonly channel: string,
    private readonly codec: TopicCodec<E>,
    /** What subscribers hear when events may have been lost. */
    private readonly resyncSignal: E,
  ) {
    this.logger = new Logger(`Topic ${channel}`);
    this.emitter.setMaxListeners(0);
    transport.subscribe(channel, (payload) => {
      const heard = this.codec.decode(payload);
      if (heard) this.emitter.emit(heard.key, heard.event);
    });
    transport.onReconnect(() => this.resyncAll());
  }

  /**
   * Sends events to their keys' subscribers on every instance (this one included). When the transport
   * fails, this instance's subscribers of those keys resync instead.
   */
  async publish(items: { key: string; event: E }[]): Promise<void> {
    if (this.closed) return;
    try {
      // in order: a transport keeps the order of one instance's messages on a channel
      await Promise.all(
        items.map(({ key, event }) => this.transport.publish(this.channel, this.codec.encode(key, event))),
      );
    } catch (e) {
      this.logger.warn(`publish failed, resyncing local followers: ${(e as Error).message}`);
      for (const key of new Set(items.map((i) => i.key))) this.emitter.emit(key, this.resyncSignal);
    }
  }

  /** Hands an event to this instance's subscribers only (the write that caused it told the others). */
  local(key: string, event: E): void {
    if (!this.closed) this.emitter.emit(key, event);
  }

  /** Calls `fn` with each event of `key`; returns the unsubscribe. */
  subscribe(key: string, fn: (event: E) => void): () => void {
    this.emitter.on(key, fn);
    return () => this.emitter.off(key, fn);
  }

  /** Tells every subscriber of this instance to re-read (events may have been missed). */
  resyncAll(): void {
    for (const key of this.keys()) this.emitter.emit(key, this.resyncSignal);
  }

  /** The keys with subscribers on this instance. */
  keys(): string[] {
    return this.emitter.eventNames().filter((e): e is string => typeof e === 'string');
  }

  listenerCount(): number {
    return this.keys().reduce((n, k) => n + this.emitter.listenerCount(k), 0);
  }

  close(): void {
    this.closed = true;
  }
}
