/**
 * What `GET /gauntlets/{id}` answers (pure): the gauntlet, one series per level with its deals and
 * figures, and the result. A deal's control shows only once the deal is settled, which is after the
 * account's match of that deal finished; the deals' seeds only in the certificate, once the gauntlet is
 * over (each match reveals its own seed when it finishes, as every match does).
 */
import { botAccountName } from '../engine/bot-levels';
import {
  type DealResult,
  planOf,
  gauntletResult,
  type GauntletResult,
  levelEstimate,
  type LevelEstimate,
  type StopWhen,
} from './estimate';
import type { GauntletScale } from './scale';
import { shownRating } from '../shown-rating';

export interface LevelDone {
  level: string;
  deals: number;
  stoppedEarly: boolean;
}

export interface GauntletDealView {
  matchId: string;
  deal: number;
  seat: number;
  status: string;
  /** The account's score in the deal and the control's (null until the deal is settled). */
  score: number | null;
  control: number | null;
}

export interface GauntletSeriesView {
  level: string;
  /** The built-in account met (the control is the same level, in-process). */
  opponent: string;
  status: 'waiting' | 'running' | 'finished';
  stoppedEarly: boolean;
  estimate: LevelEstimate;
  /** The estimate in words. */
  verdict: string;
  deals: GauntletDealView[];
}

export interface GauntletSummary {
  id: string;
  game: string;
  account: string;
  status: 'running' | 'finished' | 'canceled';
  levels: string[];
  dealsPerLevel: number;
  stopWhen: StopWhen;
  options: Record<string, unknown>;
  preset: string | null;
  concurrency: number;
  scaleVersion: number | null;
  rating: number | null;
  ratingCI95: [number, number] | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface GauntletBody extends GauntletSummary {
  /** Deals settled, in flight, and the most the gauntlet can play. */
  progress: { level: string | null; settled: number; active: number; total: number };
  scale: Pick<GauntletScale, 'version' | 'levels' | 'anchors'> | null;
  series: GauntletSeriesView[];
  /** Once finished: the ladder score and the rating with their intervals. */
  result: (GauntletResult & { verdict: string }) | null;
}

/** The stored fields the view needs. */
export interface GauntletFacts {
  id: string;
  game: string;
  account: string;
  status: 'running' | 'finished' | 'canceled';
  levels: string[];
  dealsPerLevel: number;
  stopWhen: StopWhen;
  options: Record<string, unknown>;
  preset: string | null;
  concurrency: number;
  scaleVersion: number | null;
  levelIndex: number;
  levelsDone: LevelDone[];
  result: GauntletResult | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface DealFacts extends DealResultOrNot {
  levelIndex: number;
  matchId: string;
  matchStatus: string;
}
type DealResultOrNot = Omit<DealResult, 'score' | 'control'> & {
  score: number | null;
  control: number | null;
};

/** A level's settled deals as the estimator takes them. */
export function settledOf(deals: readonly DealFacts[]): DealResult[] {
  return deals
    .filter((d) => d.score !== null && d.control !== null)
    .map((d) => ({ ...d, score: d.score!, control: d.control! }));
}

export function summaryOf(g: GauntletFacts): GauntletSummary {
  const r = g.result;
  return {
    id: g.id,
    game: g.game,
    account: g.account,
    status: g.status,
    levels: g.levels,
    dealsPerLevel: g.dealsPerLevel,
    stopWhen: g.stopWhen,
    options: g.options,
    preset: g.preset,
    concurrency: g.concurrency,
    scaleVersion: g.scaleVersion,
    ...shownRatingOf({ rating: r?.rating ?? null, ratingCI95: r?.ratingCI95 ?? null }),
    createdAt: g.createdAt.toISOString(),
    finishedAt: g.finishedAt ? g.finishedAt.toISOString() : null,
  };
}

/**
 * A result's rating and interval as answers and events show them (src/shown-rating.ts): rounded, the
 * stored result keeps every digit (an unbounded end stays ±Infinity, or null once stored as JSON).
 */
export function shownRatingOf<
  R extends { rating: number | null; ratingCI95: readonly (number | null)[] | null },
>(r: R): R {
  return {
    ...r,
    rating: shownRating(r.rating),
    ratingCI95: r.ratingCI95 ? r.ratingCI95.map((x) => shownRating(x)) : null,
  } as R;
}

export function levelVerdict(account: string, e: LevelEstimate): string {
  const opponent = botAccountName(e.level);
  if (e.rotations < 2) return `not enough deals yet against ${opponent}`;
  if (e.verdict === 'stronger') return `${account} is stronger than ${opponent} (95 %)`;
  if (e.verdict === 'weaker') return `${account} is weaker than ${opponent} (95 %)`;
  return `no difference found from ${opponent} after ${e.deals} deals`;
}

export function resultVerdict(account: string, r: GauntletResult, scaleVersion: number | null): string {
  if (r.rating === null || !r.ratingCI95)
    return `${account}: ladder score ${r.ladderScore.toFixed(3)} (${r.unrated ?? 'no rating'})`;
  const [lo, hi] = r.ratingCI95.map((x) =>
    Number.isFinite(x) ? Math.round(x).toString() : x > 0 ? '∞' : '−∞',
  );
  return `${account} is rated ${Math.round(r.rating)} [${lo}, ${hi}] on scale v${scaleVersion} (95 %)`;
}

/** The figures of every level from the stored deals, and the view. */
export function gauntletView(
  g: GauntletFacts,
  deals: readonly DealFacts[],
  seats: number,
  scale: GauntletScale | null,
  bigBlind?: number,
): GauntletBody {
  const series = g.levels.map((level, i): GauntletSeriesView => {
    const own = deals.filter((d) => d.levelIndex === i);
    const estimate = levelEstimate(
      level,
      settledOf(own),
      seats,
      planOf(g.stopWhen, g.dealsPerLevel, seats, bigBlind),
    );
    const done = g.levelsDone[i];
    return {
      level,
      opponent: botAccountName(level),
      status: done ? 'finished' : i === g.levelIndex && g.status === 'running' ? 'running' : 'waiting',
      stoppedEarly: done?.stoppedEarly ?? false,
      estimate,
      verdict: levelVerdict(g.account, estimate),
      deals: own.map((d) => ({
        matchId: d.matchId,
        deal: d.deal,
        seat: d.seat,
        status: d.matchStatus,
        score: d.score,
        control: d.control,
      })),
    };
  });
  const settled = deals.filter((d) => d.score !== null).length;
  const result =
    g.status === 'finished'
      ? (g.result ??
        gauntletResult(
          series.map((s) => s.estimate),
          scale,
        ))
      : null;
  return {
    ...summaryOf(g),
    progress: {
      level: g.status === 'running' ? (g.levels[g.levelIndex] ?? null) : null,
      settled,
      active: deals.filter((d) => d.matchStatus !== 'finished').length,
      total: g.levels.length * g.dealsPerLevel,
    },
    scale: scale ? { version: scale.version, levels: scale.levels, anchors: scale.anchors } : null,
    series,
    result: result
      ? { ...shownRatingOf(result), verdict: resultVerdict(g.account, result, g.scaleVersion) }
      : null,
  };
}
