/**
 * Rate limits per account, by kind of request (rate-budgets.ts: play, create, other): a request that
 * carries a valid API key is counted against that key (so against its account, whatever address it
 * comes from: a bot on many machines shares one budget), any other request against its client address. A bearer value that merely looks like a key (`crk_` + 43
 * characters) but belongs to no account is "any other request": it counts against the address, so a
 * made-up key per request does not buy a fresh allowance (issue 30, finding 1). The 429 answer keeps the
 * API's shape (src/http/errors.ts). The key is never the tracker itself: its hash is.
 */
import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { ApiError } from '../toolkit/api-error';
import { AccountsService } from './accounts.service';
import { hashApiKey, isApiKey } from './api-keys';
import { budgetOfContext, budgetSpent } from './rate-budgets';

/** The bearer value of a request when it is shaped like an API key, else null. */
export function apiKeyOfRequest(req: { headers?: Record<string, unknown> }): string | null {
  const auth = req.headers?.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m && isApiKey(m[1]) ? m[1] : null;
}

/**
 * The throttler's tracker of a request: `key:<hash>` for an API key that `isCurrentKey` confirms, else
 * the client address.
 */
export async function rateLimitTracker(
  req: { headers?: Record<string, unknown>; ip?: string },
  isCurrentKey: (apiKey: string) => Promise<boolean>,
): Promise<string> {
  const key = apiKeyOfRequest(req);
  if (key !== null && (await isCurrentKey(key))) return `key:${hashApiKey(key).slice(0, 32)}`;
  return req.ip ?? 'unknown';
}

@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  @Inject(AccountsService) private readonly accounts!: AccountsService;

  protected override async getTracker(req: Record<string, any>): Promise<string> {
    return rateLimitTracker(req, async (key) => (await this.accounts.byKey(key)) !== null);
  }

  /** A 429 that says which budget is spent, its limit, and when it refills (body and Retry-After). */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const spent = budgetSpent(budgetOfContext(context), detail.limit, detail.timeToBlockExpire);
    throw new ApiError({ statusCode: 429, error: 'too-many-requests', ...spent });
  }
}
