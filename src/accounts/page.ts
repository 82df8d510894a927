/**
 * Keyset pagination cursors (`nextCursor`): the sort key of the last item of a page, opaque to
 * clients (base64url of its parts joined by "|"). A cursor that does not decode is 400.
 */
import { DomainError } from '../domain-error';

export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** The parts of a cursor, each checked by its pattern. */
export function decodeCursor(cursor: string, patterns: RegExp[]): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== patterns.length || parts.some((p, i) => !patterns[i].test(p))) {
    throw DomainError.badRequest('invalid cursor', { cursor: 'use the nextCursor of a previous page' });
  }
  return parts;
}

export const UUID_PART = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INT_PART = /^\d{1,16}$/;
export const FLOAT_PART = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
