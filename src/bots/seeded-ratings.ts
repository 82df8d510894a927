/**
 * The built-in levels' measured ratings, per game (written by `npm run ladder:ratings`,
 * scripts/ladder-ratings.ts): the server seeds each built-in account's rating from them at start, where
 * the account has no rating for the game yet, and the leaderboard marks such a rating `seeded` until a
 * rated match on the server changes it.
 */
import * as raw from './ladder-ratings.json';

export interface SeededSkill {
  account: string;
  mu: number;
  sigma: number;
  /** Rated matches the measurement played with this level. */
  matches: number;
}

export interface SeededRatings {
  method: string;
  generatedAt: string;
  seed: string;
  /** game → level → skill. */
  games: Record<string, Record<string, SeededSkill>>;
}

// a JSON module's namespace: its default export under some loaders, its fields under others
const data = ((raw as { default?: unknown }).default ?? raw) as SeededRatings;

export const SEEDED_RATINGS: SeededRatings = {
  method: data.method,
  generatedAt: data.generatedAt,
  seed: data.seed,
  games: data.games,
};
