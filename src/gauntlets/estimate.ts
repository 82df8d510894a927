/**
 * A gauntlet's figures (pure; docs/evaluation.md "Gauntlets", "The control"): per level, the account's
 * expected score against it estimated with the control, with its 95 % interval and the stopping rule;
 * over the levels, the ladder score and the rating on the game's scale (./scale.ts).
 *
 * Per level the observations are the complete rotations (n deals putting the account once in each of n
 * seats), each giving Z = ½ + mean over its deals of (account's score − control's score): independent,
 * identically distributed, with mean the account's expected score against the level (the control's is ½
 * over a rotation). Plain independent deals would use the account's mean score per rotation instead; both
 * are kept, so that the variance the control removes can be measured (`plainSd` against `sd`).
 */
import { meanInterval, Z95 } from '../engine/statistics';
import { sequenceAt } from '../evaluation/confidence-sequence';
import { stopMet, type StopWhen as Rule } from '../evaluation/stop-when';
import { type GauntletScale, ratingOfScore, scaleMap } from './scale';

/** One settled deal: the account's match and its control. */
export interface DealResult {
  deal: number;
  seat: number;
  /** The account's score (share of the other seats finished ahead of). */
  score: number;
  /** The control's score in the same seat. */
  control: number;
  /** Chips won by the account and by the control (Hold'em), and the hands each match dealt. */
  chips?: number | null;
  controlChips?: number | null;
  hands?: number | null;
  controlHands?: number | null;
}

/**
 * A level's stopping rule (src/evaluation/stop-when.ts) applied to its score minus ½: `"decided"` until
 * the interval excludes ½, `{ halfWidth }` until it is that narrow; null: every deal, fixed-n intervals.
 */
export type StopWhen = Rule | null;

/** How a level's figures are computed: its rule, and the rotations its sequence is tightest at. */
export interface LevelPlan {
  stopWhen: StopWhen;
  /** The most rotations the level can play (its sequence is tuned for them, at most 100). */
  rotations: number;
  /** Chips games: the big blind mbb/hand counts in. */
  bigBlind?: number;
}

/** A gauntlet's plan for each of its levels. */
export function planOf(
  stopWhen: StopWhen,
  dealsPerLevel: number,
  seats: number,
  bigBlind?: number,
): LevelPlan {
  return { stopWhen, rotations: Math.ceil(dealsPerLevel / seats), bigBlind };
}

/** The rotations a level's confidence sequence is tightest at: its most, at most 100 (as a series). */
export function tightestAt(plan: LevelPlan): number {
  return Math.min(Math.max(plan.rotations, 1), 100);
}

export type Interval = [number, number];

export interface LevelEstimate {
  level: string;
  /** Settled deals, and the complete rotations the figures use. */
  deals: number;
  rotations: number;
  /** Expected score against the level (control-adjusted). */
  score: number;
  /** Its 95 % interval: anytime-valid when the level stops by itself, else over a fixed number of deals. */
  scoreCI95: Interval;
  interval: 'anytime-valid' | 'fixed-n';
  /** Standard deviation of a rotation's observation, with the control and without it (plain deals). */
  sd: number;
  plainScore: number;
  plainSd: number;
  /** Whether the account is stronger or weaker than the level at 95 %, or undecided. */
  verdict: 'stronger' | 'weaker' | 'undecided';
  /** Hold'em: milli-big-blinds won per hand, control-adjusted, with its interval. */
  mbbPerHand?: { mean: number; ci95: Interval };
}

/** The complete rotations of a level's settled deals, in order: each rotation's deals, by seat. */
export function rotationsOf(results: readonly DealResult[], seats: number): DealResult[][] {
  const byDeal = new Map(results.map((r) => [r.deal, r]));
  const out: DealResult[][] = [];
  for (let j = 0; ; j++) {
    const block = Array.from({ length: seats }, (_, s) => byDeal.get(j * seats + s));
    if (block.some((r) => !r)) return out;
    out.push(block as DealResult[]);
  }
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Observations of a level: control-adjusted and plain, one per complete rotation. */
export function observations(rotations: readonly DealResult[][]): { adjusted: number[]; plain: number[] } {
  return {
    adjusted: rotations.map((b) => 0.5 + mean(b.map((r) => r.score - r.control))),
    plain: rotations.map((b) => mean(b.map((r) => r.score))),
  };
}

/**
 * The 95 % interval of a mean: the anytime-valid confidence sequence (src/evaluation, nothing concluded
 * before its fewest observations) with a stopping rule, the fixed-n normal interval without; NaN bounds
 * where there is none.
 */
function intervalOf(values: readonly number[], plan: LevelPlan): Interval {
  if (values.length < 2) return [Number.NaN, Number.NaN];
  if (plan.stopWhen === null) return meanInterval(values, Z95).ci95 as Interval;
  const p = sequenceAt(values, { tightestAt: tightestAt(plan) });
  return Number.isFinite(p.lo) && Number.isFinite(p.hi) ? [p.lo, p.hi] : [Number.NaN, Number.NaN];
}

/** The figures of one level from its settled deals. */
export function levelEstimate(
  level: string,
  results: readonly DealResult[],
  seats: number,
  plan: LevelPlan,
): LevelEstimate {
  const rotations = rotationsOf(results, seats);
  const { adjusted, plain } = observations(rotations);
  const sequential = plan.stopWhen !== null;
  const bigBlind = plan.bigBlind;
  const ci = intervalOf(adjusted, plan);
  const a = meanInterval(adjusted);
  const p = meanInterval(plain);
  const est: LevelEstimate = {
    level,
    deals: results.length,
    rotations: rotations.length,
    score: adjusted.length ? a.mean : Number.NaN,
    scoreCI95: ci,
    interval: sequential ? 'anytime-valid' : 'fixed-n',
    sd: a.sd,
    plainScore: plain.length ? p.mean : Number.NaN,
    plainSd: p.sd,
    verdict: ci[0] > 0.5 ? 'stronger' : ci[1] < 0.5 ? 'weaker' : 'undecided',
  };
  const chips = rotations.flat();
  if (bigBlind && chips.length && chips.every((r) => r.chips != null && r.controlChips != null && r.hands)) {
    // per rotation: mbb/hand of the account minus that of the control (0 in expectation over a rotation)
    const mbb = rotations.map((b) =>
      mean(
        b.map(
          (r) => (1000 * (r.chips! / r.hands! - r.controlChips! / (r.controlHands ?? r.hands!))) / bigBlind,
        ),
      ),
    );
    est.mbbPerHand = { mean: mean(mbb), ci95: intervalOf(mbb, plan) };
  }
  return est;
}

/** Whether a level played so far may stop: its rule is met by its interval, less ½, on its complete rotations. */
export function levelStops(est: LevelEstimate, stopWhen: StopWhen): boolean {
  if (stopWhen === null) return false;
  const [lo, hi] = est.scoreCI95;
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return false;
  return stopMet(stopWhen, { lo: lo - 0.5, hi: hi - 0.5 });
}

export interface GauntletResult {
  /** Mean expected score over the levels played, with its 95 % interval. */
  ladderScore: number;
  ladderScoreCI95: Interval;
  /**
   * The rating on the scale with its 95 % interval (bounds past the scale's ends: ±Infinity, null in
   * JSON); null when the ladder score itself is at or past 0 or 1 (`unrated` says so).
   */
  rating: number | null;
  ratingCI95: Interval | null;
  /** Why there is no rating, when there is none. */
  unrated: string | null;
}

/**
 * The ladder score and the rating: T = mean of the levels' scores; its interval from the levels'
 * (independent) intervals, each read as a normal one (half-width / 1.96 as its standard error), combined
 * in quadrature; the rating's interval is the interval of T through the scale's map (monotone).
 */
export function gauntletResult(
  levels: readonly LevelEstimate[],
  scale: GauntletScale | null,
): GauntletResult {
  const t = mean(levels.map((l) => l.score));
  const se =
    Math.sqrt(levels.reduce((s, l) => s + ((l.scoreCI95[1] - l.scoreCI95[0]) / 2 / Z95) ** 2, 0)) /
    levels.length;
  const ci: Interval = Number.isFinite(se) ? [t - Z95 * se, t + Z95 * se] : [Number.NaN, Number.NaN];
  const base = { ladderScore: t, ladderScoreCI95: ci };
  if (!scale) return { ...base, rating: null, ratingCI95: null, unrated: 'no scale for these options' };
  if (!Number.isFinite(t))
    return { ...base, rating: null, ratingCI95: null, unrated: 'no complete rotation' };
  const map = scaleMap(
    scale,
    levels.map((l) => l.level),
  );
  if (!map.ok) return { ...base, rating: null, ratingCI95: null, unrated: map.reason };
  const rating = map.rate(t);
  const ratingCI95: Interval | null = Number.isFinite(se) ? [map.rate(ci[0]), map.rate(ci[1])] : null;
  // The control-adjusted score can leave [0, 1] (lost every deal the control won, or the reverse), and a
  // plain score of 0 or 1 has no odds: the rating is past the scale's end, its finite bound still shown.
  if (!Number.isFinite(rating)) return { ...base, rating: null, ratingCI95, unrated: pastTheEnd(t) };
  return { ...base, rating, ratingCI95, unrated: null };
}

/** Why a ladder score at or past 0 or 1 has no rating. */
export function pastTheEnd(t: number): string {
  return t <= 0
    ? `ladder score ${t.toFixed(3)} is at or below 0: below the scale's lowest rating`
    : `ladder score ${t.toFixed(3)} is at or above 1: above the scale's highest rating`;
}

export { ratingOfScore };
