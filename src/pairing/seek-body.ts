/**
 * What a seek is as the API shows it and compares it (pure): the request's shape, the answer built from
 * a stored seek, the canonical text of its options (seeks pair only with equal options), and the random
 * seat order of a paired match.
 */
import { randomInt } from 'node:crypto';
import type { SeekRow } from './seeks.store';

export interface CreateSeek {
  players?: number;
  options?: Record<string, unknown>;
  rated?: boolean;
  /** Seconds before the seek is filled with `fillWith` (absent: the default; null: accounts only). */
  fillAfterSeconds?: number | null;
  /** The built-in account filling the seats (absent: `basic-bot`; null: accounts only). */
  fillWith?: string | null;
}

/** The built-in account that fills a seek by default. */
export const DEFAULT_FILL_WITH = 'basic-bot';

export interface SeekBody {
  id: string;
  game: string;
  players: number;
  options: Record<string, unknown>;
  rated: boolean;
  status: 'waiting' | 'matched' | 'canceled' | 'expired';
  matchId: string | null;
  seat: number | null;
  createdAt: string;
  expiresAt: string;
  /** When the seek is filled with `fillWith` if still waiting (null: it waits for accounts only). */
  fillAt: string | null;
  fillWith: string | null;
}

/** JSON with sorted keys: equal options give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}

export function seekBody(s: SeekRow): SeekBody {
  return {
    id: s.id,
    game: s.game,
    players: s.players,
    options: s.options as Record<string, unknown>,
    rated: s.rated,
    status: s.status === 'waiting' && s.expiresAt.getTime() <= Date.now() ? 'expired' : s.status,
    matchId: s.matchId,
    seat: s.seat,
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    fillAt: s.fillAt && s.fillWith ? s.fillAt.toISOString() : null,
    fillWith: s.fillAt && s.fillWith ? s.fillWith.name : null,
  };
}

/** Seats in a random order (who sits first often moves first), like colours on a chess server. */
export function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}
