/**
 * API keys checked without a database read on the common path (docs/api.md part 3): the account of a
 * key hash comes from this instance's ApiKeyCache, filled by the first lookup. A replaced key stops at
 * once everywhere: the replacing transaction NOTIFYs `cardroom_keys` (payload `<account id>|<nonce>`),
 * which every instance hears through its event transport (src/events) and drops the account's cached keys; the replacing instance answers only once it heard its
 * own notice (bounded wait), by when PostgreSQL has sent it to every listener; the streams opened with
 * the old key end then, on every instance (EventHub.keyReplaced). While the transport is
 * down the cache serves nothing (fails closed: every key is read from the database), and it starts
 * empty when the connection is back (notices sent meanwhile are lost). On PGlite there is one process:
 * the replacing call forgets the key itself.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config';
import { KEY_CHANNEL } from '../persistence/account-notify';
import { EventHub } from '../events/event-hub';
import { APP_CONFIG } from '../tokens';
import type { Account } from './accounts.store';
import { ApiKeyCache } from './api-key-cache';

/** How long a key replacement waits to hear its own notice before answering anyway. */
const ECHO_WAIT_MS = 1000;

@Injectable()
export class ApiKeyLookup {
  private readonly cache: ApiKeyCache<Account>;
  /** Notices this instance sent and waits to hear: nonce → resolve. */
  private readonly echoes = new Map<string, () => void>();

  constructor(
    private readonly hub: EventHub,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new ApiKeyCache<Account>({
      maxEntries: config.apiKeyCacheSize,
      ttlMs: config.apiKeyCacheTtlSeconds * 1000,
      usable: () => hub.healthy,
    });
    hub.transport.subscribe(KEY_CHANNEL, (payload) => this.heard(payload));
    hub.transport.onReconnect(() => this.cache.clear());
  }

  /** Keys cached now (for tests and the memory benchmark). */
  get size(): number {
    return this.cache.size;
  }

  /** The account of this key hash: cached, else `read` from the database (and cached unless a replacement raced it). */
  async account(
    keyHash: string,
    read: (keyHash: string) => Promise<Account | null>,
  ): Promise<Account | null> {
    const hit = this.cache.get(keyHash);
    if (hit) return hit;
    const ticket = this.cache.begin();
    const account = await read(keyHash);
    if (account) this.cache.fill(keyHash, account.id, account, ticket);
    return account;
  }

  /** The NOTIFY payload a key replacement of this account sends in its own transaction (null: no channel, PGlite). */
  notice(accountId: string): string | null {
    return this.hub.notifiesInWrite ? `${accountId}|${randomUUID()}` : null;
  }

  /** After the replacing transaction committed: forget the account's keys here, and hear the notice come back. */
  async replaced(accountId: string, notice: string | null): Promise<void> {
    this.cache.invalidateAccount(accountId);
    if (!notice || !this.hub.healthy) return void (await this.hub.keyReplaced(accountId));
    const nonce = notice.slice(notice.indexOf('|') + 1);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => (this.echoes.delete(nonce), resolve()), ECHO_WAIT_MS);
      this.echoes.set(nonce, () => (clearTimeout(timer), resolve()));
    });
  }

  private heard(payload: string): void {
    const bar = payload.indexOf('|');
    if (bar <= 0) return;
    const accountId = payload.slice(0, bar);
    this.cache.invalidateAccount(accountId);
    void this.hub.keyReplaced(accountId);
    const nonce = payload.slice(bar + 1);
    const echo = this.echoes.get(nonce);
    if (echo) {
      this.echoes.delete(nonce);
      echo();
    }
  }
}
