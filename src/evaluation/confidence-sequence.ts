/**
 * Anytime-valid confidence sequences for a mean (pure arithmetic, no I/O): the intervals a series
 * reports deal after deal, valid however often they are looked at (docs/evaluation.md).
 *
 * The method is the asymptotic confidence sequence of Waudby-Smith, Arbour, Sinha, Kennedy and Ramdas,
 * "Time-uniform central limit theory and asymptotic confidence sequences" (Annals of Statistics 52(6),
 * 2024, Theorem 2.2): Robbins' two-sided normal-mixture boundary (the one of Howard, Ramdas, McAuliffe
 * and Sekhon 2021, "Time-uniform, nonparametric, nonasymptotic confidence sequences", eq. (14), for a
 * unit-variance process) scaled by the running standard deviation of the observations:
 *
 *   C_n = mean_n ± sd_n · sqrt( 2 (n ρ² + 1) / (n² ρ²) · ln( sqrt(n ρ² + 1) / α ) )
 *
 * It needs independent, identically distributed observations with a finite (2 + δ)-th moment; a
 * series' per-deal scores are bounded by the rules of the game, so every moment is finite, but the
 * bounds are far wider than the spread (Hold'em: the whole stack of every hand), which would make a
 * bounded nonasymptotic sequence (empirical Bernstein) useless at the series' sizes. ρ sets the
 * number of observations at which the sequence is tightest (`tuning`). Before `minN` observations
 * nothing is concluded (the interval is the whole line): the variance estimate of a handful of
 * discrete scores can be 0 (docs/evaluation.md measures what this costs).
 *
 * `sequence` returns the running intersection of the intervals from `minN` on, which is again a
 * confidence sequence (Howard et al. 2021, §3): it only ever shrinks, so a conclusion once reached stays.
 */

/** The error level of every interval the service reports: 95 % intervals. */
export const ALPHA = 0.05;
/** The fewest observations from which a confidence sequence concludes anything. */
export const MIN_OBSERVATIONS = 10;
/** The method, as `GET /series/{id}` names it. */
export const SEQUENCE_METHOD = 'asymptotic-confidence-sequence';
export const SEQUENCE_REFERENCE =
  'Waudby-Smith, Arbour, Sinha, Kennedy & Ramdas (2024), Time-uniform central limit theory and asymptotic confidence sequences, Ann. Statist. 52(6), Thm 2.2';

export interface SequenceOptions {
  /** The number of observations at which the sequence is tightest (ρ is tuned for it). */
  tightestAt: number;
  /** Error level; default ALPHA (95 % intervals). */
  alpha?: number;
  /** No conclusion before this many observations; default MIN_OBSERVATIONS. */
  minN?: number;
}

export interface SequencePoint {
  /** Observations so far. */
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1 in the denominator), 0 below two observations. */
  sd: number;
  /** The running interval: ±Infinity bounds before `minN` observations. */
  lo: number;
  hi: number;
}

/**
 * The principal branch W₋₁ of Lambert's W on (−1/e, 0): the w ≤ −1 with w·eʷ = x. Newton's method
 * on w + ln(−w) = ln(−x), which converges in a few steps from the asymptotic expansion.
 */
export function lambertWm1(x: number): number {
  if (!(x > -1 / Math.E && x < 0)) throw new RangeError(`lambertWm1 is defined on (-1/e, 0), got ${x}`);
  const target = Math.log(-x);
  let w = target - Math.log(-target);
  if (!(w < -1)) w = -1 - Math.sqrt(2 * (1 + Math.E * x)); // near the branch point
  for (let i = 0; i < 100; i++) {
    const g = w + Math.log(-w) - target;
    const next = Math.min(-1, w - g / (1 + 1 / w));
    if (Math.abs(next - w) <= 1e-14 * Math.abs(w)) return next;
    w = next;
  }
  return w;
}

/**
 * ρ² making the normal-mixture boundary tightest after `n` observations (Waudby-Smith et al. 2024,
 * §2.4: ρ² = (−W₋₁(−α² / e) − 1) / n).
 */
export function tuning(n: number, alpha = ALPHA): number {
  if (!(n >= 1)) throw new RangeError(`tightestAt must be at least 1, got ${n}`);
  return (-lambertWm1(-(alpha * alpha) / Math.E) - 1) / n;
}

/** The boundary for unit variance after n observations: the half-width is sd times this. */
export function mixtureMargin(n: number, rho2: number, alpha = ALPHA): number {
  const v = n * rho2 + 1;
  return Math.sqrt(((2 * v) / (n * n * rho2)) * Math.log(Math.sqrt(v) / alpha));
}

/** The confidence sequence after each observation, in order (running intersection from `minN` on). */
export function sequence(values: readonly number[], o: SequenceOptions): SequencePoint[] {
  const alpha = o.alpha ?? ALPHA;
  const minN = Math.max(2, o.minN ?? MIN_OBSERVATIONS);
  const rho2 = tuning(o.tightestAt, alpha);
  const out: SequencePoint[] = [];
  let mean = 0;
  let m2 = 0; // Welford: the sum of squared deviations from the running mean
  let lo = -Infinity;
  let hi = Infinity;
  values.forEach((x, i) => {
    const n = i + 1;
    const delta = x - mean;
    mean += delta / n;
    m2 += delta * (x - mean);
    const sd = n > 1 ? Math.sqrt(Math.max(0, m2 / (n - 1))) : 0;
    if (n >= minN) {
      const half = sd * mixtureMargin(n, rho2, alpha);
      const nextLo = Math.max(lo, mean - half);
      const nextHi = Math.min(hi, mean + half);
      // an empty intersection means the sequence already missed the mean (probability ≤ α): the
      // current interval is then the honest answer
      [lo, hi] = nextLo <= nextHi ? [nextLo, nextHi] : [mean - half, mean + half];
    }
    out.push({ n, mean, sd, lo, hi });
  });
  return out;
}

/** The confidence sequence after all of `values` (its last point); n = 0 gives mean 0 and the whole line. */
export function sequenceAt(values: readonly number[], o: SequenceOptions): SequencePoint {
  return sequence(values, o).at(-1) ?? { n: 0, mean: 0, sd: 0, lo: -Infinity, hi: Infinity };
}
