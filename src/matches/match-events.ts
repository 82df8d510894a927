/**
 * "Match moved to version N": a topic of the instance's EventHub (src/events), payload `<id>:<version>`.
 * The writing instance hands the version to its own followers (`publish`); on PostgreSQL the other
 * instances hear it through the NOTIFY that the match's write statement itself sends (delivered on
 * commit), so listeners may hear one version twice (local + NOTIFY): they compare versions. After a
 * transport reconnect every listener hears RESYNC and re-reads its match.
 *
 * A write notifies only while its match is watched (`match.watched_until` in the future): most moves
 * have nobody following them on another instance, and a NOTIFY costs the database and every listening
 * instance work at each commit. An instance with local followers of a match holds that lease: taken
 * (and committed) before the follower's first read, so every later write sees it (the write's UPDATE
 * reads the latest row), and renewed while followers remain.
 */
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventHub } from '../events/event-hub';
import type { PgTransport } from '../events/pg.transport';
import type { Topic } from '../events/topic';
import { MATCH_CHANNEL, MatchStore } from '../persistence/match-store';

export { MATCH_CHANNEL } from '../persistence/match-store';
/** A watch lease lasts this long and is renewed this often while the match has local followers. */
export const WATCH_LEASE_MS = 60_000;
export const WATCH_RENEW_MS = 20_000;
/** The "version" listeners hear after a reconnect: something may have changed, read the match. */
export const RESYNC = Number.MAX_SAFE_INTEGER;

@Injectable()
export class MatchEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MatchEvents');
  private readonly topic: Topic<number>;
  /** Watch leases this instance holds: match id → when the lease surely still runs until (local clock). */
  private readonly leases = new Map<string, number>();
  private renewTimer: NodeJS.Timeout | null = null;
  /** A lease could not be taken or renewed: followers may have missed notifications. */
  private leaseLost = false;

  constructor(
    readonly hub: EventHub,
    private readonly store: MatchStore,
  ) {
    this.topic = hub.topic<number>(
      MATCH_CHANNEL,
      {
        encode: (id, version) => `${id}:${version}`,
        decode: (payload) => {
          const [id, version] = payload.split(':');
          return id && version ? { key: id, event: Number(version) } : null;
        },
      },
      RESYNC,
    );
  }

  onModuleInit(): void {
    if (!this.hub.notifiesInWrite) return; // the writes publish to every follower themselves
    this.renewTimer = setInterval(() => void this.renewLeases(), WATCH_RENEW_MS);
    this.renewTimer.unref();
  }

  /**
   * Makes sure writes of the match notify other instances for at least the next lease renewal period;
   * resolves once that is committed. Call it after subscribing and before reading the match.
   */
  async watch(matchId: string): Promise<void> {
    if (!this.hub.notifiesInWrite) return;
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
    const followed = this.topic.keys();
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
      this.topic.resyncAll();
    }
  }

  /** The LISTEN connection's backend process id (null when not connected, or not on PostgreSQL). */
  listenerPid(): number | null {
    const t = this.hub.transport as Partial<PgTransport>;
    return t.backendPid?.() ?? null;
  }

  /**
   * Tells the followers that a match moved to `version`: this instance's where the write itself
   * notified the others (PostgreSQL), every instance's otherwise.
   */
  publish(matchId: string, version: number): void {
    if (this.hub.notifiesInWrite) this.topic.local(matchId, version);
    else void this.topic.publish([{ key: matchId, event: version }]);
  }

  /** Calls `fn` with each new version of the match (or RESYNC); returns the unsubscribe function. */
  subscribe(matchId: string, fn: (version: number) => void): () => void {
    return this.topic.subscribe(matchId, fn);
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
    const offShutdown = this.hub.onShutdown(() => {
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

  /** Match listeners (streams and long polls) currently subscribed. */
  listenerCount(): number {
    return this.topic.listenerCount();
  }

  onModuleDestroy(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
  }
}
