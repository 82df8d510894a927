/**
 * API keys: 256 random bits, base64url, behind a recognisable prefix (`crk_`, so that secret scanners
 * and people can tell a Cardroom key from a seat token). Only the SHA-256 of a key is stored; the key
 * itself is shown once, in the answer that creates it.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'crk_';
const KEY_BYTES = 32;
const KEY_RE = /^crk_[A-Za-z0-9_-]{43}$/;

export interface IssuedKey {
  /** Shown to the account once; never stored or logged. */
  apiKey: string;
  /** What the database keeps (hex SHA-256). */
  keyHash: string;
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

export function issueApiKey(): IssuedKey {
  const apiKey = API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  return { apiKey, keyHash: hashApiKey(apiKey) };
}

/** A bearer credential shaped like an API key (seat tokens never are: they have no prefix). */
export function isApiKey(token: string | null | undefined): token is string {
  return typeof token === 'string' && KEY_RE.test(token);
}
