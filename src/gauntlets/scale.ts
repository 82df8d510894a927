/**
 * The fixed rating scale of a game's gauntlets (pure; docs/evaluation.md "The scale and its anchors").
 *
 * A deal's score is the share of the other seats the account finished ahead of (1 ahead, ½ level,
 * partners not compared): 1 for a win, ½ for a tie, 0 for a loss at a table of two. Against a level ℓ the
 * account has an expected score μ_ℓ; its **ladder score** is T = the mean of μ_ℓ over the ladder's levels.
 * The rating is the logistic (Elo) transform of T:
 *
 *     rating = 1500 + 400 · log10(T / (1 − T))
 *
 * so 1500 scores half against the ladder as a whole and each 400 points multiply those odds by 10. A
 * built-in level's **anchor** is the rating of its own expected ladder score T_k (its score against each
 * level, itself included at ½, measured once in-process: scripts/gauntlet-anchors.ts), so a player that
 * plays exactly like level k is rated, in expectation, at level k's anchor. A gauntlet against only some
 * of the levels maps its ladder score over those levels through the anchors' own scores over them
 * (piecewise linear in log-odds, the line above beyond the end anchors): over the whole ladder that is the
 * formula itself, and a level's own gauntlet still lands on its anchor.
 *
 * A scale is fitted for one set of options; a change of a level's play gives the game a new scale version
 * (scales.json keeps every version, so an old certificate is checked against its own).
 */
import { isDeepStrictEqual } from 'node:util';
import published from './scales.json';

/** The rating of a ladder score of ½. */
export const SCALE_CENTRE = 1500;
/** Rating points per factor of 10 in the odds of scoring against the ladder. */
export const SCALE_POINTS_PER_DECADE = 400;

export const SCALE_MODEL =
  'rating = 1500 + 400·log10(T/(1−T)), T = the mean expected score (share of the other seats finished ahead of, ties ½) against the levels; anchors: the levels’ own T measured in-process';

export interface PairFigure {
  /** Expected score of the row level alone in its seat against the column level in every other seat. */
  mean: number;
  /** Standard error of `mean` (over deals, each deal played in every seat). */
  se: number;
  deals: number;
}

export interface GauntletScale {
  game: string;
  version: number;
  /** The game's options the anchors were measured with (the turn clock aside). */
  options: Record<string, unknown>;
  /** The preset those options are, when they are one. */
  preset: string | null;
  /** The ladder, weakest first. */
  levels: string[];
  /** matrix[k][ℓ]: level k's expected score against level ℓ (k ≠ ℓ; ½ against itself). */
  matrix: Record<string, Record<string, PairFigure>>;
  /** Each level's rating on the scale. */
  anchors: Record<string, number>;
  /** How and when it was measured. */
  fitted: { date: string; command: string; seed: string; dealsPerPair: number };
}

export interface ScalesFile {
  model: string;
  scales: GauntletScale[];
}

const SCALES = (published as unknown as ScalesFile).scales;

/** Every published scale of `game`, oldest version first. */
export function scalesOf(game: string, from: readonly GauntletScale[] = SCALES): GauntletScale[] {
  return from.filter((s) => s.game === game).sort((a, b) => a.version - b.version);
}

/** The scale a new gauntlet of `game` with these options is rated on: the newest version for them. */
export function currentScale(
  game: string,
  options: Record<string, unknown>,
  from: readonly GauntletScale[] = SCALES,
): GauntletScale | null {
  const own = withoutClock(options);
  const fits = scalesOf(game, from).filter((s) => isDeepStrictEqual(s.options, own));
  return fits.length ? fits[fits.length - 1] : null;
}

/** The newest scale of a game, whatever its options (the options a gauntlet takes by default). */
export function newestScale(game: string, from: readonly GauntletScale[] = SCALES): GauntletScale | null {
  const all = scalesOf(game, from);
  return all.length ? all[all.length - 1] : null;
}

export function scaleVersion(
  game: string,
  version: number,
  from: readonly GauntletScale[] = SCALES,
): GauntletScale | null {
  return scalesOf(game, from).find((s) => s.version === version) ?? null;
}

/** A match's options as a scale compares them: without the turn clock, which changes no play. */
export function withoutClock(options: Record<string, unknown>): Record<string, unknown> {
  const { turnSeconds: _clock, ...own } = options;
  return own;
}

/** The logistic transform of a ladder score (±Infinity at 0 and 1). */
export function ratingOfScore(t: number): number {
  if (t <= 0) return -Infinity;
  if (t >= 1) return Infinity;
  return SCALE_CENTRE + SCALE_POINTS_PER_DECADE * Math.log10(t / (1 - t));
}

/** Level k's expected score against the levels `over` (½ against itself). */
export function expectedScore(scale: GauntletScale, k: string, over: readonly string[]): number {
  const sum = over.reduce((s, l) => s + (l === k ? 0.5 : scale.matrix[k][l].mean), 0);
  return sum / over.length;
}

/** The anchors computed from the matrix: each level's ladder score over the whole ladder, transformed. */
export function anchorsOf(
  levels: readonly string[],
  matrix: GauntletScale['matrix'],
): Record<string, number> {
  const scale = { levels, matrix } as GauntletScale;
  return Object.fromEntries(levels.map((k) => [k, round1(ratingOfScore(expectedScore(scale, k, levels)))]));
}

const logit = (t: number) => Math.log(t / (1 - t));
/** Rating points per unit of log-odds. */
const SLOPE = SCALE_POINTS_PER_DECADE / Math.LN10;

export type ScaleMap = { ok: true; rate: (t: number) => number } | { ok: false; reason: string };

/**
 * The map from a ladder score over `levels` to the scale: through the points (T_k over `levels`,
 * anchor_k) of every level k, linear in log-odds between them and with the scale's slope beyond them.
 * Refused when the anchors' scores over these levels do not rise with their ratings (too few levels to
 * tell them apart), or a level is not on the scale.
 */
export function scaleMap(scale: GauntletScale, levels: readonly string[]): ScaleMap {
  const unknown = levels.filter((l) => !scale.levels.includes(l));
  if (unknown.length) return { ok: false, reason: `${unknown.join(', ')} not on scale v${scale.version}` };
  const points = scale.levels
    .map((k) => ({ x: logit(expectedScore(scale, k, levels)), y: scale.anchors[k] }))
    .sort((a, b) => a.y - b.y);
  for (let i = 1; i < points.length; i++)
    if (
      !(points[i].x > points[i - 1].x) ||
      !Number.isFinite(points[i].x) ||
      !Number.isFinite(points[i - 1].x)
    )
      return {
        ok: false,
        reason: `the levels ${levels.join(', ')} do not tell the anchors apart (their scores over them do not rise with their ratings)`,
      };
  const rate = (t: number): number => {
    if (t <= 0) return -Infinity;
    if (t >= 1) return Infinity;
    const x = logit(t);
    const first = points[0];
    const last = points[points.length - 1];
    if (x <= first.x) return first.y + SLOPE * (x - first.x);
    if (x >= last.x) return last.y + SLOPE * (x - last.x);
    const i = points.findIndex((p) => p.x >= x);
    const [a, b] = [points[i - 1], points[i]];
    return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  };
  return { ok: true, rate };
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
