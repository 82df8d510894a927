/**
 * Series standings (pure): per player, figures per match with 95 % intervals taken over deals, each
 * deal's seat rotations together — the unit of independence of a duplicate series, where the luck of
 * the cards is shared by every rotation of a deal and cancels in the deal's average (docs/series.md).
 *
 * The intervals are either the fixed-n normal interval (a series without `stopWhen`, read once at its
 * planned end) or, given `sequential`, the anytime-valid confidence sequence of src/evaluation over the
 * deals in deal order (a sequential series, valid however often it is read: docs/evaluation.md).
 */
import { meanInterval } from '../engine/statistics';
import { sequence, type SequenceOptions, type SequencePoint } from '../evaluation/confidence-sequence';

export interface SeriesMatchResult {
  /** The deal (one seed) this match played; its rotations share it. */
  deal: number;
  /** The player of each seat. */
  players: string[];
  /** Each seat's score for this match in the game's own unit (Hold'em: chips won). */
  scores: number[];
  winners: number[];
  /** Hold'em: hands played and the big blind, for bb/100. */
  hands?: number;
  bigBlind?: number;
  /** Every hand starts afresh (Hold'em's `resetStacks`): the match counts in mbb/hand. */
  handsIndependent?: boolean;
  /** Each seat's score with the luck taken out (Hold'em: all-in adjusted chips won), where kept. */
  adjustedScores?: number[];
}

export type Interval = [number, number];

export interface SeriesStanding {
  account: string;
  matches: number;
  wins: number;
  meanScore: number;
  meanScoreCI95: Interval;
  winRate: number;
  winRateCI95: Interval;
  /** Hold'em only: big blinds won per 100 hands. */
  bbPer100?: number;
  bbPer100CI95?: Interval;
  /** Hold'em under resetStacks: thousandths of a big blind won per hand, raw and all-in adjusted. */
  mbbPerHand?: number;
  mbbPerHandCI95?: Interval;
  mbbPerHandAllInAdjusted?: number;
  mbbPerHandAllInAdjustedCI95?: Interval;
}

/** One point of the running difference: after `n` deals (the last being `deal`), its mean and interval. */
export interface RunningPoint {
  deal: number;
  n: number;
  mean: number;
  lo: number;
  hi: number;
}

export interface SeriesDifference {
  accounts: [string, string];
  /** Mean score per match of the first minus the second, over deals. */
  meanScore: number;
  meanScoreCI95: Interval;
  /** Deals in the figure (those where both played). */
  deals: number;
}

/** The most points `running` keeps (evenly spaced, the last always kept). */
export const RUNNING_POINTS = 200;

/**
 * The confidence sequence of a series of `deals` deals is tuned to be tightest at min(deals, 100)
 * complete deals: a series that stops early mostly stops within a hundred, and from 50 to 200 deals
 * the boundary stays within 2 % of its best (docs/evaluation.md).
 */
export const sequenceFor = (deals: number): SequenceOptions => ({
  tightestAt: Math.min(Math.max(deals, 1), 100),
});

/** JSON has no infinities: the bounds of an interval from fewer than two deals are NaN (null in JSON). */
const finite = (ci: [number, number]): Interval =>
  ci.map((x) => (Number.isFinite(x) ? x : Number.NaN)) as Interval;

interface DealTotals {
  matches: number;
  score: number;
  wins: number;
  bb: number;
  hands: number;
  /** Matches whose hands are independent, their big blinds won raw and adjusted, and their hands. */
  independent: number;
  rawBb: number;
  adjustedBb: number;
  adjusted: number;
  independentHands: number;
}

/** The interval of a mean over per-deal values: fixed-n normal, or the confidence sequence after them all. */
function intervalOf(
  values: readonly number[],
  sequential?: SequenceOptions,
): { mean: number; ci95: Interval } {
  if (!sequential) {
    const m = meanInterval(values);
    return { mean: m.mean, ci95: m.ci95 };
  }
  const last = sequence(values, sequential).at(-1);
  return last ? { mean: last.mean, ci95: [last.lo, last.hi] } : { mean: 0, ci95: [-Infinity, Infinity] };
}

/** Each player's totals per deal (a player holding several seats of one match counts their mean). */
function perDeal(results: readonly SeriesMatchResult[]): Map<string, Map<number, DealTotals>> {
  const perPlayer = new Map<string, Map<number, DealTotals>>();
  for (const m of results) {
    const players = [...new Set(m.players)];
    for (const player of players) {
      const seats = m.players.flatMap((p, seat) => (p === player ? [seat] : []));
      const deals = perPlayer.get(player) ?? new Map<number, DealTotals>();
      perPlayer.set(player, deals);
      const d = deals.get(m.deal) ?? {
        matches: 0,
        score: 0,
        wins: 0,
        bb: 0,
        hands: 0,
        independent: 0,
        rawBb: 0,
        adjustedBb: 0,
        adjusted: 0,
        independentHands: 0,
      };
      deals.set(m.deal, d);
      const mean = (xs: readonly number[]) => seats.reduce((s, seat) => s + xs[seat], 0) / seats.length;
      const score = mean(m.scores);
      d.matches++;
      d.score += score;
      d.wins += seats.some((seat) => m.winners.includes(seat)) ? 1 : 0;
      if (m.hands !== undefined && m.bigBlind) {
        d.bb += score / m.bigBlind;
        d.hands += m.hands;
        // the deal's rotations play the same hands in turned seats: summed over them, each hand of the
        // deal counts once from every seat (duplicate hands aligned), and so does its luck
        if (m.handsIndependent) {
          d.independent++;
          d.rawBb += score / m.bigBlind;
          d.independentHands += m.hands;
          if (m.adjustedScores) {
            d.adjusted++;
            d.adjustedBb += mean(m.adjustedScores) / m.bigBlind;
          }
        }
      }
    }
  }
  return perPlayer;
}

/** A player's deals in deal order (a confidence sequence reads them in the order they were dealt). */
const inDealOrder = (deals: Map<number, DealTotals>): DealTotals[] =>
  [...deals].sort(([a], [b]) => a - b).map(([, d]) => d);

/**
 * Standings of every player of the series' finished matches, in the order players first appear; with
 * `sequential`, each interval is the confidence sequence over the deals in deal order.
 */
export function seriesStandings(
  results: readonly SeriesMatchResult[],
  sequential?: SequenceOptions,
): SeriesStanding[] {
  return [...perDeal(results)].map(([account, deals]) => {
    const ds = inDealOrder(deals);
    const matches = ds.reduce((s, d) => s + d.matches, 0);
    const wins = ds.reduce((s, d) => s + d.wins, 0);
    const score = intervalOf(
      ds.map((d) => d.score / d.matches),
      sequential,
    );
    const winRate = intervalOf(
      ds.map((d) => d.wins / d.matches),
      sequential,
    );
    const standing: SeriesStanding = {
      account,
      matches,
      wins,
      meanScore: score.mean,
      meanScoreCI95: finite(score.ci95),
      winRate: winRate.mean,
      winRateCI95: finite(clamp01(winRate.ci95)),
    };
    if (ds.some((d) => d.hands > 0)) {
      const bb = intervalOf(
        ds.filter((d) => d.hands > 0).map((d) => (100 * d.bb) / d.hands),
        sequential,
      );
      standing.bbPer100 = bb.mean;
      standing.bbPer100CI95 = finite(bb.ci95);
    }
    // mbb/hand: over the deals whose every match plays independent hands (and, adjusted, keeps them so)
    const independent = ds.filter((d) => d.independent === d.matches && d.independentHands > 0);
    if (independent.length > 0 && independent.length === ds.length) {
      const raw = intervalOf(
        independent.map((d) => (1000 * d.rawBb) / d.independentHands),
        sequential,
      );
      standing.mbbPerHand = raw.mean;
      standing.mbbPerHandCI95 = finite(raw.ci95);
      if (independent.every((d) => d.adjusted === d.matches)) {
        const adjusted = intervalOf(
          independent.map((d) => (1000 * d.adjustedBb) / d.independentHands),
          sequential,
        );
        standing.mbbPerHandAllInAdjusted = adjusted.mean;
        standing.mbbPerHandAllInAdjustedCI95 = finite(adjusted.ci95);
      }
    }
    return standing;
  });
}

/** The per-deal differences (first player's mean score per match minus the second's), in deal order. */
export function dealDifferences(
  results: readonly SeriesMatchResult[],
  a: string,
  b: string,
): { deal: number; value: number }[] {
  const diffs = new Map<number, { a: number[]; b: number[] }>();
  for (const m of results) {
    const d = diffs.get(m.deal) ?? { a: [], b: [] };
    diffs.set(m.deal, d);
    m.players.forEach((p, seat) => {
      if (p === a) d.a.push(m.scores[seat]);
      if (p === b) d.b.push(m.scores[seat]);
    });
  }
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return [...diffs]
    .filter(([, d]) => d.a.length && d.b.length)
    .sort(([x], [y]) => x - y)
    .map(([deal, d]) => ({ deal, value: avg(d.a) - avg(d.b) }));
}

/**
 * For two players: the difference of their mean scores per match, deal by deal, with the interval the
 * series reports (fixed-n, or with `sequential` the confidence sequence over the deals in deal order).
 */
export function seriesDifference(
  results: readonly SeriesMatchResult[],
  a: string,
  b: string,
  sequential?: SequenceOptions,
): SeriesDifference {
  const values = dealDifferences(results, a, b).map((d) => d.value);
  const m = intervalOf(values, sequential);
  return { accounts: [a, b], meanScore: m.mean, meanScoreCI95: finite(m.ci95), deals: values.length };
}

/**
 * The difference after each deal, in deal order, with its anytime-valid interval (the confidence
 * sequence, whichever interval the series reports: the page draws it after every deal), thinned to at
 * most RUNNING_POINTS points. Give it complete deals only.
 */
export function runningDifference(
  results: readonly SeriesMatchResult[],
  a: string,
  b: string,
  band: SequenceOptions,
): RunningPoint[] {
  const diffs = dealDifferences(results, a, b);
  return thin(
    sequence(
      diffs.map((d) => d.value),
      band,
    ),
  ).map(({ p, i }) => ({ deal: diffs[i].deal, n: p.n, mean: p.mean, lo: p.lo, hi: p.hi }));
}

/** At most RUNNING_POINTS of the points, evenly spaced, with the last; infinite bounds become NaN (null in JSON). */
function thin(points: readonly SequencePoint[]): { p: SequencePoint; i: number }[] {
  const step = Math.ceil(points.length / RUNNING_POINTS);
  return points
    .map((p, i) => ({ p: { ...p, lo: finite([p.lo, p.hi])[0], hi: finite([p.lo, p.hi])[1] }, i }))
    .filter(({ i }) => (points.length - 1 - i) % step === 0);
}

function clamp01([lo, hi]: [number, number]): [number, number] {
  return [Math.max(0, lo), Math.min(1, hi)];
}
