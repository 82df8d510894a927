/**
 * Confidence intervals for comparing players over many matches: the arena's reports and, through the same
 * functions, the service's series standings. Pure arithmetic, no I/O.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.96;

/** Wilson score interval for `wins` successes in `n` independent trials. */
export function wilson(wins: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export interface MeanInterval {
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1 in the denominator); 0 with fewer than two values. */
  sd: number;
  /** mean ± z · sd / √n; the whole real line with fewer than two values. */
  ci95: [number, number];
}

/**
 * Mean of independent observations with a normal-approximation 95 % interval. In a duplicate run each
 * observation is one deal (the average over that deal's seat rotations), so the luck of the cards that
 * every rotation shares drops out of the spread.
 */
export function meanInterval(values: readonly number[], z = Z95): MeanInterval {
  const n = values.length;
  if (n === 0) return { n, mean: 0, sd: 0, ci95: [-Infinity, Infinity] };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n < 2) return { n, mean, sd: 0, ci95: [-Infinity, Infinity] };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const sd = Math.sqrt(variance);
  const half = (z * sd) / Math.sqrt(n);
  return { n, mean, sd, ci95: [mean - half, mean + half] };
}
