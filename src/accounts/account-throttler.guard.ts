/**
 * Rate limits per account: a request that carries an API key is counted against that key (so against
 * its account, whatever address it comes from: a bot on many machines shares one budget), any other
 * request against its client address, as before. The 429 answer keeps the API's shape (src/http/errors.ts).
 * The key is never the tracker itself: its hash is.
 */
import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { hashApiKey, isApiKey } from './api-keys';

/** The throttler's tracker of a request: `key:<hash>` for an API key, else the client address. */
export function rateLimitTracker(req: { headers?: Record<string, unknown>; ip?: string }): string {
  const auth = req.headers?.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  if (m && isApiKey(m[1])) return `key:${hashApiKey(m[1]).slice(0, 32)}`;
  return req.ip ?? 'unknown';
}

@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, any>): Promise<string> {
    return rateLimitTracker(req);
  }
}
