/**
 * The transport of one process (the embedded PGlite database): a message reaches the subscribers of its
 * channel synchronously, before `publish` returns, so what a write publishes is heard in order. It never
 * disconnects.
 */
import { EventEmitter } from 'node:events';
import type { EventTransport } from './transport';

export class InProcessTransport implements EventTransport {
  private readonly emitter = new EventEmitter();
  readonly healthy = true;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, payload: string): Promise<void> {
    this.emitter.emit(channel, payload);
  }

  subscribe(channel: string, onMessage: (payload: string) => void): () => void {
    this.emitter.on(channel, onMessage);
    return () => this.emitter.off(channel, onMessage);
  }

  onReconnect(): void {
    // one process: nothing is ever lost in transit
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
