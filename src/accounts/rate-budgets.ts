/**
 * Rate limits by kind of request (README "Settings", docs/api.md "Limits"): a bot playing many matches
 * at full speed spends requests on moves and on reading its own matches, which cost the service little
 * and must not wait behind a budget meant for what creates things. Three budgets, each per client (the
 * account of a valid API key, else the address) and per instance, over a minute:
 *
 * - `play` (`RATE_LIMIT_PLAY_PER_MINUTE`): the routes of one match (`/{game}/matches/{id}`, its moves,
 *   dry runs, resignations, events, log, record, hands) when the request carries a credential (a
 *   bearer header or `?token=`), and `GET /me`, `GET /me/events`: one allowance across them all;
 * - `create` (`RATE_LIMIT_CREATE_PER_MINUTE`): `POST` of accounts, matches, challenges, seeks, series,
 *   tournaments and gauntlets: one tight allowance across them all;
 * - `other` (`RATE_LIMIT_PER_MINUTE`): everything else, counted per route as before.
 *
 * `RATE_LIMIT_PER_MINUTE=0` turns every budget off; a budget's own 0 turns that one off.
 */
import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config';

/** The throttler's name of each budget (`other` is the throttler's `default`, which `@SkipThrottle()` skips). */
export const BUDGETS = ['play', 'create', 'default'] as const;
export type Budget = (typeof BUDGETS)[number];

/** What each budget covers, said in a 429 and in the docs. */
export const BUDGET_WORDS: Record<Budget, { name: string; covers: string }> = {
  play: { name: 'play', covers: 'moves and reads of your own matches' },
  create: {
    name: 'create',
    covers: 'creating accounts, matches, challenges, seeks, series, tournaments and gauntlets',
  },
  default: { name: 'other', covers: 'requests to this route' },
};

const CREATE_TOP = /^\/(accounts|challenges|tournaments)$/;
const CREATE_GAME = /^\/[^/]+\/(matches|seeks|series|gauntlets)$/;
/** A route of one match, but not the join (a seat taken is not a read or a move). */
const MATCH_ROUTE = /^\/[^/]+\/matches\/:id(\/(?!players$).*)?$/;
const ME_ROUTE = /^\/me(\/events)?$/;

interface RequestLike {
  method?: string;
  routeOptions?: { url?: string };
  headers?: Record<string, unknown>;
  query?: unknown;
}

/** The budget a request spends, from its method, its route's pattern and whether it carries a credential. */
export function budgetOf(req: RequestLike): Budget {
  const route = req.routeOptions?.url ?? '';
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'POST' && (CREATE_TOP.test(route) || CREATE_GAME.test(route))) return 'create';
  const credential =
    typeof req.headers?.authorization === 'string' ||
    (typeof req.query === 'object' && req.query !== null && 'token' in req.query);
  if (credential && (MATCH_ROUTE.test(route) || (method === 'GET' && ME_ROUTE.test(route)))) return 'play';
  return 'default';
}

const budgetOfContext = (context: ExecutionContext): Budget =>
  budgetOf(context.switchToHttp().getRequest<RequestLike>());

/** Requests a minute of each budget (0: off). */
export function budgetLimits(config: AppConfig): Record<Budget, number> {
  const off = config.rateLimitPerMinute === 0;
  return {
    play: off ? 0 : config.rateLimitPlayPerMinute,
    create: off ? 0 : config.rateLimitCreatePerMinute,
    default: config.rateLimitPerMinute,
  };
}

/**
 * The throttlers of the budgets: each counts only the requests of its own kind; `play` and `create`
 * have one counter per client across their routes, `other` one per client and route.
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const limits = budgetLimits(config);
  return {
    throttlers: BUDGETS.map((name) => ({
      name,
      ttl: 60_000,
      limit: Math.max(1, limits[name]),
      skipIf: (context: ExecutionContext) => limits[name] === 0 || budgetOfContext(context) !== name,
      ...(name === 'default'
        ? {}
        : { generateKey: (_context: ExecutionContext, tracker: string) => `${name}:${tracker}` }),
    })),
    // the guard says which budget and when it refills (the 429's Retry-After and body)
    setHeaders: false,
  };
}

/** The 429 of a spent budget: which one, its limit, and in how many seconds it refills. */
export function budgetSpent(
  budget: Budget,
  limitPerMinute: number,
  retryAfterSeconds: number,
): {
  message: string;
  budget: string;
  limitPerMinute: number;
  retryAfterSeconds: number;
} {
  const w = BUDGET_WORDS[budget];
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return {
    message:
      `too many requests from this client: the ${w.name} budget (${w.covers}: ${limitPerMinute} a minute) ` +
      `refills in ${seconds} s; wait retryAfterSeconds (the Retry-After header) and try again`,
    budget: w.name,
    limitPerMinute,
    retryAfterSeconds: seconds,
  };
}

export { budgetOfContext };
