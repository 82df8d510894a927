/**
 * "Match moved to version N" notifications. In one process they go through an EventEmitter; on
 * PostgreSQL they also go through LISTEN/NOTIFY, so a client following events on one instance sees
 * moves made on another. Listeners may hear one version twice (local + NOTIFY): they compare versions.
 * Notifications sent while the LISTEN connection was down are lost, so after a reconnect every
 * listener is woken with RESYNC and re-reads its match.
 */
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { DatabaseService } from '../persistence/database.service';

/** The LISTEN/NOTIFY channel; the move write notifies it in the same statement (see matches.service). */
export const MATCH_CHANNEL = 'cardroom_match';
const SHUTDOWN = Symbol('shutdown');
/** The "version" listeners hear after a LISTEN reconnect: something may have changed, read the match. */
export const RESYNC = Number.MAX_SAFE_INTEGER;

@Injectable()
export class MatchEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MatchEvents');
  private readonly emitter = new EventEmitter();
  private listener: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private listening = false;

  constructor(private readonly db: DatabaseService) {
    this.emitter.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    if (this.db.kind === 'postgresql') await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.db.url! });
    const retry = () => {
      if (this.closed || this.reconnectTimer) return;
      this.listener = null;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        void this.listen();
      }, 1000);
      this.reconnectTimer.unref();
    };
    client.on('error', () => {
      client.end().catch(() => undefined);
      retry();
    });
    client.on('end', retry);
    client.on('notification', (n) => {
      const [id, version] = (n.payload ?? '').split(':');
      if (id && version) this.emitter.emit(id, Number(version));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${MATCH_CHANNEL}`);
      this.listener = client;
      if (this.listening) this.resync();
      this.listening = true;
    } catch (e) {
      this.logger.warn(`LISTEN failed, retrying: ${(e as Error).message}`);
      client.end().catch(() => undefined);
      retry();
    }
  }

  /** The LISTEN connection's backend process id (null when not connected). */
  listenerPid(): number | null {
    return (this.listener as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  private resync(): void {
    for (const id of this.emitter.eventNames()) if (typeof id === 'string') this.emitter.emit(id, RESYNC);
  }

  /**
   * Tells this instance's listeners that a match moved to `version`. Other instances hear it through
   * the NOTIFY that the match's write statement itself sends (delivered on commit).
   */
  publish(matchId: string, version: number): void {
    this.emitter.emit(matchId, version);
  }


  /** Calls `fn` with each new version of the match; returns the unsubscribe function. */
  subscribe(matchId: string, fn: (version: number) => void): () => void {
    this.emitter.on(matchId, fn);
    return () => this.emitter.off(matchId, fn);
  }

  /**
   * Waits until the match passes `version` (checked with `current` after subscribing, so a move that
   * lands in between is not missed), or `ms`, or the app shuts down; says which.
   */
  async waitForVersion(matchId: string, version: number, ms: number, current: () => Promise<number>): Promise<'passed' | 'timeout' | 'shutdown'> {
    const deadline = Date.now() + ms;
    let wake: (why: 'moved' | 'timeout' | 'shutdown') => void = () => undefined;
    let pending = false;
    const off = this.subscribe(matchId, (v) => {
      if (v > version) {
        pending = true;
        wake('moved');
      }
    });
    let stopping = false;
    const offShutdown = this.onShutdown(() => {
      stopping = true;
      wake('shutdown');
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      for (;;) {
        pending = false;
        if ((await current()) > version) return 'passed';
        if (stopping) return 'shutdown';
        if (Date.now() >= deadline) return 'timeout';
        const why = pending
          ? 'moved'
          : await new Promise<'moved' | 'timeout' | 'shutdown'>((resolve) => {
              wake = resolve;
              timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
            });
        clearTimeout(timer);
        if (why !== 'moved') return why;
        // a notification (or a resync after a reconnect): read the version again
      }
    } finally {
      clearTimeout(timer);
      off();
      offShutdown();
    }
  }

  /** Calls `fn` once when the app shuts down (open streams end so that the server can close). */
  onShutdown(fn: () => void): () => void {
    this.emitter.once(SHUTDOWN, fn);
    return () => this.emitter.off(SHUTDOWN, fn);
  }

  /** Match listeners (streams and long polls) currently subscribed. */
  listenerCount(): number {
    return this.emitter.eventNames().reduce((n, e) => n + (e === SHUTDOWN ? 0 : this.emitter.listenerCount(e)), 0);
  }

  async onModuleDestroy(): Promise<void> {
    this.emitter.emit(SHUTDOWN);
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
  }
}
