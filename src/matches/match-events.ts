/**
 * "Match moved to version N" notifications. In one process they go through an EventEmitter; on
 * PostgreSQL they also go through LISTEN/NOTIFY (the instance's one LISTEN connection, PgListener), so a
 * client following events on one instance sees moves made on another. Listeners may hear one version twice (local + NOTIFY): they compare versions.
 * Notifications sent while the LISTEN connection was down are lost, so after a reconnect every
 * listener is woken with RESYNC and re-reads its match.
 *
 * A write notifies only while its match is watched (`match.watched_until` in the future): most moves
 * have nobody following them on another instance, and a NOTIFY costs the database and every listening
 * instance work at each commit. An instance with local followers of a match holds that lease: taken
 * (and committed) before the follower's first read, so every later write sees it (the write's UPDATE
 * reads the latest row), and renewed while followers remain.
 */
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { MATCH_CHANNEL, MatchStore } from '../persistence/match-store';
import { PgListener } from '../persistence/pg-listener';
import { PrismaService } from '../persistence/prisma.service';

export { MATCH_CHANNEL } from '../persistence/match-store';
const SHUTDOWN = Symbol('shutdown');
/** A watch lease lasts this long and is renewed this often while the match has local followers. */
export const WATCH_LEASE_MS = 60_000;
export const WATCH_RENEW_MS = 20_000;
/** The "version" listeners hear after a LISTEN reconnect: something may have changed, read the match. */
export const RESYNC = Number.MAX_SAFE_INTEGER;

@Injectable()
export class MatchEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MatchEvents');
  private readonly emitter = new EventEmitter();
  /** Watch leases this instance holds: match id → when the lease surely still runs until (local clock). */
  private readonly leases = new Map<string, number>();
  private renewTimer: NodeJS.Timeout | null = null;
  /** A lease could not be taken or renewed: followers may have missed notifications. */
  private leaseLost = false;

  constructor(
    private readonly db: PrismaService,
    private readonly store: MatchStore,
    private readonly listener: PgListener,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    if (this.db.kind !== 'postgresql') return; // one process: local events reach every follower
    await this.listener.listen(
      MATCH_CHANNEL,
      (payload) => {
        const [id, version] = payload.split(':');
        if (id && version) this.emitter.emit(id, Number(version));
      },
      () => this.resync(),
    );
    this.renewTimer = setInterval(() => void this.renewLeases(), WATCH_RENEW_MS);
    this.renewTimer.unref();
  }

  /**
   * Makes sure writes of the match notify other instances for at least the next lease renewal period;
   * resolves once that is committed. Call it after subscribing and before reading the match.
   */
  async watch(matchId: string): Promise<void> {
    if (this.db.kind !== 'postgresql') return;
    if ((this.leases.get(matchId) ?? 0) - Date.now() > WATCH_LEASE_MS - WATCH_RENEW_MS) return;
    const asked = Date.now();
    try {
      await this.store.watch([matchId], WATCH_LEASE_MS);
      this.leases.set(matchId, asked + WATCH_LEASE_MS);
    } catch {
      this.leaseLost = true; // the next renewal retries, then wakes every follower to re-read
    }
  }

  /** Renews the leases of the matches with local followers and forgets the others. */
  async renewLeases(): Promise<void> {
    const followed = this.emitter.eventNames().filter((e): e is string => typeof e === 'string');
    const still = new Set(followed);
    for (const id of this.leases.keys()) if (!still.has(id)) this.leases.delete(id);
    if (!followed.length) return;
    const asked = Date.now();
    try {
      await this.store.watch(followed, WATCH_LEASE_MS);
    } catch (e) {
      this.leaseLost = true;
      this.logger.warn(`renewing watch leases failed, retrying: ${(e as Error).message}`);
      return;
    }
    for (const id of followed) this.leases.set(id, asked + WATCH_LEASE_MS);
    if (this.leaseLost) {
      this.leaseLost = false;
      this.resync();
    }
  }

  /** The LISTEN connection's backend process id (null when not connected). */
  listenerPid(): number | null {
    return this.listener.backendPid();
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
  async waitForVersion(
    matchId: string,
    version: number,
    ms: number,
    current: () => Promise<number>,
  ): Promise<'passed' | 'timeout' | 'shutdown'> {
    const deadline = Date.now() + ms;
    let wake: (why: 'moved' | 'timeout' | 'shutdown') => void = () => undefined;
    let pending = false;
    const off = this.subscribe(matchId, (v) => {
      if (v > version) {
        pending = true;
        wake('moved');
      }
    });
    await this.watch(matchId);
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
    return this.emitter
      .eventNames()
      .reduce((n, e) => n + (e === SHUTDOWN ? 0 : this.emitter.listenerCount(e)), 0);
  }

  /** Ends this instance's streams and long polls (a graceful shutdown, src/health/shutdown.ts). */
  endStreams(): void {
    this.emitter.emit(SHUTDOWN);
  }

  async onModuleDestroy(): Promise<void> {
    this.endStreams();
    if (this.renewTimer) clearInterval(this.renewTimer);
  }
}
