/**
 * What an API key maps to, kept per instance so that a request with a key reads no database on the
 * common path (docs/api.md part 3, "The bot loop in one request"). Keyed by the key's SHA-256 (the
 * key itself is never kept), bounded in entries (least recently used goes first) and in age.
 *
 * A replaced key must stop working at once on every instance: the replacing write notifies every
 * instance (LISTEN/NOTIFY, see ApiKeyLookup), and each drops the account's entries. Two rules keep
 * that exact:
 * - a lookup that was reading the database while an invalidation arrived does not fill the cache
 *   (`begin()` / `fill(…, ticket)`: the old key read before the write would otherwise be cached again);
 * - while the notification channel is down (`usable()` false) nothing is served from the cache, and
 *   everything is dropped: notifications sent meanwhile are lost (fail closed: every key is checked
 *   in the database until the channel is back).
 */

export interface ApiKeyCacheOptions {
  /** Entries at most (0: no cache). */
  maxEntries: number;
  /** Age at which an entry is read again from the database (a bound, not the invalidation). */
  ttlMs: number;
  /** Whether invalidations can reach this instance now (the LISTEN connection is up). */
  usable?: () => boolean;
  now?: () => number;
}

interface Entry<A> {
  account: A;
  accountId: string;
  expires: number;
}

export class ApiKeyCache<A> {
  private readonly byHash = new Map<string, Entry<A>>();
  private readonly hashesOf = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a lookup begun before it may hold an old answer. */
  private generation = 0;
  private readonly usable: () => boolean;
  private readonly now: () => number;

  constructor(private readonly options: ApiKeyCacheOptions) {
    this.usable = options.usable ?? (() => true);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.byHash.size;
  }

  /** The cached account of this key hash, or undefined (not cached, too old, or the channel is down). */
  get(keyHash: string): A | undefined {
    if (!this.trusted()) return undefined;
    const e = this.byHash.get(keyHash);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.drop(keyHash, e);
      return undefined;
    }
    // most recently used last
    this.byHash.delete(keyHash);
    this.byHash.set(keyHash, e);
    return e.account;
  }

  /** Call before reading the database; pass the ticket to `fill`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps what the database said for this key, unless an invalidation came since `begin()`. */
  fill(keyHash: string, accountId: string, account: A, ticket: number): void {
    if (this.options.maxEntries <= 0 || ticket !== this.generation || !this.trusted()) return;
    const old = this.byHash.get(keyHash);
    if (old) this.drop(keyHash, old);
    this.byHash.set(keyHash, { account, accountId, expires: this.now() + this.options.ttlMs });
    let set = this.hashesOf.get(accountId);
    if (!set) this.hashesOf.set(accountId, (set = new Set()));
    set.add(keyHash);
    while (this.byHash.size > this.options.maxEntries) {
      const [oldest, e] = this.byHash.entries().next().value as [string, Entry<A>];
      this.drop(oldest, e);
    }
  }

  /** The account's key was replaced (here or on another instance): forget every key of it. */
  invalidateAccount(accountId: string): void {
    this.generation++;
    for (const h of this.hashesOf.get(accountId) ?? []) this.byHash.delete(h);
    this.hashesOf.delete(accountId);
  }

  /** Forget everything (the channel was down: invalidations may have been missed). */
  clear(): void {
    this.generation++;
    this.byHash.clear();
    this.hashesOf.clear();
  }

  private trusted(): boolean {
    if (this.usable()) return true;
    if (this.byHash.size) this.clear();
    else this.generation++;
    return false;
  }

  private drop(keyHash: string, e: Entry<A>): void {
    this.byHash.delete(keyHash);
    const set = this.hashesOf.get(e.accountId);
    set?.delete(keyHash);
    if (set && !set.size) this.hashesOf.delete(e.accountId);
  }
}
