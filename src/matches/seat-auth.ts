/**
 * Seat tokens: a seat's secret is 192 random bits (base64url), shown once to whoever takes the seat and
 * stored only as its SHA-256; a request proves its seat by presenting the token, compared with every
 * seat's hash in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../domain-error';

/** Token length in random bytes (192 bits). */
const TOKEN_BYTES = 24;

export interface SeatToken {
  /** Given to the player once; never stored. */
  token: string;
  /** What the database keeps (hex SHA-256 of the token). */
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(): SeatToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * The seat whose token this is, or null when no token is given (a spectator). A token of no seat of
 * the match is `unauthorized`. Every seat's hash is compared (no early exit), in constant time.
 */
export function seatOfToken(
  seats: readonly { seat: number; tokenHash: string | null }[],
  token: string | null | undefined,
): number | null {
  if (token === null || token === undefined || token === '') return null;
  const hash = Buffer.from(hashToken(token), 'hex');
  let found: number | null = null;
  for (const s of seats) {
    if (
      s.tokenHash &&
      s.tokenHash.length === hash.length * 2 &&
      timingSafeEqual(hash, Buffer.from(s.tokenHash, 'hex'))
    )
      found = s.seat;
  }
  if (found === null) throw DomainError.unauthorized('this token is not a seat of this match');
  return found;
}

/** Like seatOfToken, for requests that must come from a seat (a move, a dry run). */
export function requireSeat(
  seats: readonly { seat: number; tokenHash: string | null }[],
  token: string | null | undefined,
): number {
  if (!token) throw DomainError.unauthorized();
  return seatOfToken(seats, token)!;
}
