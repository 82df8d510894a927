/**
 * Accounts (`human` or `bot`) and their API keys (docs/api.md part 2, "Accounts and API keys"): creation,
 * the public profile with the ratings, authentication by key, key rotation, and the account's match
 * history. The built-in bots are accounts created by the migration (`random-bot`, `basic-bot`).
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../domain-error';
import { shownRating } from '../shown-rating';
import { type Account, AccountsStore } from './accounts.store';
import { ApiKeyLookup } from './api-key-lookup';
import { hashApiKey, isApiKey, issueApiKey } from './api-keys';

export type { Account } from './accounts.store';
export type AccountKind = 'human' | 'bot';

export const ACCOUNT_NAME_RE = /^[A-Za-z0-9_-]{2,30}$/;
export const ACCOUNT_NAME_RULE = 'a name is 2 to 30 letters, digits, _ or -';

export interface RatingSummary {
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
}

export interface Profile {
  name: string;
  kind: AccountKind;
  createdAt: string;
  ratings: Record<string, RatingSummary>;
}

export interface CreatedAccount {
  name: string;
  kind: AccountKind;
  createdAt: string;
  apiKey: string;
}

export interface HistoryQuery {
  game?: string;
  status?: 'open' | 'active' | 'finished';
  limit: number;
  /** The sort key of the last item of the previous page (decoded and checked by the http layer). */
  after: { createdAt: Date; id: string } | null;
}

export interface HistoryItem {
  id: string;
  game: string;
  status: 'open' | 'active' | 'finished';
  rated: boolean;
  /** The account's seat in the match. */
  seat: number;
  seats: { seat: number; name: string | null; bot: string | null; account: string | null }[];
  /** The account's final standing (1 = best) and points once the match has finished. */
  standing: number | null;
  points: number | null;
  /** Every seat's place once finished (the result's standings, as recorded with the final scores). */
  standings: { seat: number; place: number }[] | null;
  createdAt: string;
}

export interface HistoryPage {
  items: HistoryItem[];
  /** The sort key of the last item when more follow (the http layer encodes it as `nextCursor`). */
  next: { createdAt: Date; id: string } | null;
}

/** Prisma's unique-constraint violation. */
export function isUniqueViolation(e: unknown): boolean {
  return (
    (e as { code?: string } | null)?.code === 'P2002' ||
    /unique constraint/i.test(String((e as Error | null)?.message ?? ''))
  );
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly store: AccountsStore,
    private readonly keys: ApiKeyLookup,
  ) {}

  async create(name: string, kind: AccountKind): Promise<CreatedAccount> {
    if (!ACCOUNT_NAME_RE.test(name))
      throw DomainError.badRequest('invalid account name', { name: ACCOUNT_NAME_RULE });
    const { apiKey, keyHash } = issueApiKey();
    try {
      const a = await this.store.create({ id: randomUUID(), name, kind, keyHash });
      return { name: a.name, kind: a.kind, createdAt: a.createdAt.toISOString(), apiKey };
    } catch (e) {
      if (isUniqueViolation(e))
        throw DomainError.conflict(
          `the name ${name} is taken (names are unique ignoring case)`,
          'name-taken',
        );
      throw e;
    }
  }

  /** The account of that name (any case), or null. */
  async byName(name: string): Promise<Account | null> {
    if (!ACCOUNT_NAME_RE.test(name)) return null;
    return this.store.byNameKey(name.toLowerCase());
  }

  async requireByName(name: string): Promise<Account> {
    const a = await this.byName(name);
    if (!a) throw DomainError.notFound(`no account ${JSON.stringify(name.slice(0, 40))}`);
    return a;
  }

  /**
   * The account holding this API key, or null (not a key, or not a current one): the one API-key
   * lookup, used by every route that takes keys (the match routes through MatchCaller).
   */
  async byKey(token: string | null | undefined): Promise<Account | null> {
    if (!isApiKey(token)) return null;
    // from this instance's cache on the common path (api-key-lookup.ts)
    return this.keys.account(hashApiKey(token), (keyHash) => this.store.byKeyHash(keyHash));
  }

  /**
   * Who opens an event stream with this credential: an API key's account (the stream counts against
   * its cap and ends when the key is replaced), or null (a seat token, a spectator).
   */
  async streamOwner(
    token: string | null | undefined,
  ): Promise<{ accountId: string; stillValid: () => Promise<boolean> } | null> {
    const account = await this.byKey(token);
    if (!account) return null;
    return { accountId: account.id, stillValid: async () => (await this.byKey(token))?.id === account.id };
  }

  /** The account whose key is given, for routes that need one: 401 otherwise. */
  async authenticate(token: string | null | undefined): Promise<Account> {
    if (!token) throw DomainError.unauthorized('an API key is required: Authorization: Bearer <apiKey>');
    const a = await this.byKey(token);
    if (!a) throw DomainError.unauthorized('this API key is not valid (it may have been replaced)');
    return a;
  }

  /** A new key for the account; the one used for this request stops working with this write. */
  async rotateKey(account: Account): Promise<string> {
    const { apiKey, keyHash } = issueApiKey();
    // guarded by the old hash: of two rotations with the same key, one wins and the other is 401; every
    // instance hears that the old key is gone when the write commits (api-key-lookup.ts)
    const notice = this.keys.notice(account.id);
    if (!(await this.store.replaceKey(account.id, account.keyHash, keyHash, notice))) {
      throw DomainError.unauthorized('this API key is not valid (it may have been replaced)');
    }
    await this.keys.replaced(account.id, notice);
    return apiKey;
  }

  async profile(account: Account): Promise<Profile> {
    const ratings = await this.store.ratingsOf(account.id);
    return {
      name: account.name,
      kind: account.kind,
      createdAt: account.createdAt.toISOString(),
      ratings: Object.fromEntries(
        ratings.map((r) => [
          r.game,
          {
            rating: shownRating(r.rating),
            mu: shownRating(r.mu),
            sigma: shownRating(r.sigma),
            matches: r.matches,
          },
        ]),
      ),
    };
  }

  /** The account's matches, newest first, paginated like the lobby. */
  async history(account: Account, q: HistoryQuery): Promise<HistoryPage> {
    const rows = await this.store.history(account.id, q);
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((m) => {
        const seat = m.seats.find((s) => s.accountId === account.id)!.seat;
        const score = m.scores.find((s) => s.seat === seat);
        return {
          id: m.id,
          game: m.game,
          status: m.status,
          rated: m.rated,
          seat,
          seats: m.seats.map((s) => ({
            seat: s.seat,
            name: s.name,
            bot: s.bot,
            account: s.account?.name ?? null,
          })),
          standing: score?.standing ?? null,
          points: score?.points ?? null,
          standings: m.scores.length
            ? [...m.scores].sort((a, b) => a.seat - b.seat).map((x) => ({ seat: x.seat, place: x.standing }))
            : null,
          createdAt: m.createdAt.toISOString(),
        };
      }),
      next: rows.length > q.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  }
}
