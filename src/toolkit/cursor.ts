/**
 * Keyset pagination cursors (`nextCursor`), an HTTP concern: the sort key of the last item of a page,
 * opaque to clients (base64url of its parts joined by "|"). A cursor is decoded and checked completely
 * here, before any service or the database sees it: a cursor that does not decode to a valid key
 * (a malformed part, a time outside the range of a date, a number that is not finite) is 400.
 */
import { ApiError } from './api-error';

const UUID_PART = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_PART = /^\d{1,16}$/;
const FLOAT_PART = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
/** The largest time a JavaScript date holds (ms since the epoch, ECMA-262 21.4.1.1). */
const MAX_TIME = 8.64e15;

/** The sort key of the lobby and of the account histories: newest first, then by id. */
export interface TimeKey {
  createdAt: Date;
  id: string;
}

/** The sort key of a leaderboard: the rank and rating of the last item, then the account id. */
export interface RankKey {
  rank: number;
  rating: number;
  accountId: string;
}

function invalid(): never {
  throw ApiError.badRequest('invalid cursor', { cursor: 'use the nextCursor of a previous page' });
}

function encode(parts: (string | number)[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

function decode(cursor: string, patterns: RegExp[]): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== patterns.length || parts.some((p, i) => !patterns[i].test(p))) invalid();
  return parts;
}

export function encodeTimeCursor(key: TimeKey | null): string | null {
  return key ? encode([key.createdAt.getTime(), key.id]) : null;
}

export function decodeTimeCursor(cursor: string | undefined): TimeKey | null {
  if (cursor === undefined || cursor === '') return null;
  const [ms, id] = decode(cursor, [INT_PART, UUID_PART]);
  const time = Number(ms);
  if (!Number.isSafeInteger(time) || time > MAX_TIME) invalid();
  return { createdAt: new Date(time), id };
}

export function encodeRankCursor(key: RankKey | null): string | null {
  return key ? encode([key.rank, key.rating, key.accountId]) : null;
}

export function decodeRankCursor(cursor: string | undefined): RankKey | null {
  if (cursor === undefined || cursor === '') return null;
  const [rank, rating, accountId] = decode(cursor, [/^\d{1,9}$/, FLOAT_PART, UUID_PART]);
  const key = { rank: Number(rank), rating: Number(rating), accountId };
  if (!Number.isFinite(key.rating)) invalid();
  return key;
}
