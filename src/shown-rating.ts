/**
 * A rating as the API shows it to people (docs/api.md part 2, "Precision"): rounded to
 * RATING_DECIMALS. The database keeps every digit the rating code computed (`rating`, `rating_change`,
 * a gauntlet's stored result) and so do the leaderboards' sort and cursors; every answer and event
 * that shows a rating (OpenSkill's `rating`, `mu`, `sigma`; a gauntlet's `rating` and `ratingCI95`)
 * rounds it here, once, and the page rounds it further to one decimal through the same function.
 */

/** Decimals of a rating in the API's answers and events. */
export const RATING_DECIMALS = 2;

/** What the OpenAPI document says of every rounded field. */
export const ROUNDED = `Rounded to ${RATING_DECIMALS} decimals (the server keeps every digit).`;

/**
 * `x` rounded to `decimals` places, half away from zero on its decimal value (`toFixed`, so 1.005's
 * double, 1.00499…, gives 1). Null and ±Infinity (an unbounded interval's end) are returned as they are.
 */
export function shownRating<T extends number | null>(x: T, decimals: number = RATING_DECIMALS): T {
  if (x === null || !Number.isFinite(x)) return x;
  const r = Number((x as number).toFixed(decimals));
  return (r === 0 ? 0 : r) as T; // never -0
}
