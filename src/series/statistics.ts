/**
 * Series standings (pure): per player, figures per match with 95 % intervals taken over deals, each
 * deal's seat rotations together — the unit of independence of a duplicate series, where the luck of
 * the cards is shared by every rotation of a deal and cancels in the deal's average (docs/series.md).
 */
import { meanInterval } from '../engine/statistics';

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
}

export interface SeriesDifference {
  accounts: [string, string];
  /** Mean score per match of the first minus the second, over deals. */
  meanScore: number;
  meanScoreCI95: Interval;
}

/** JSON has no infinities: the bounds of an interval from fewer than two deals are NaN (null in JSON). */
const finite = (ci: [number, number]): Interval =>
  ci.map((x) => (Number.isFinite(x) ? x : Number.NaN)) as Interval;

interface DealTotals {
  matches: number;
  score: number;
  wins: number;
  bb: number;
  hands: number;
}

/** Standings of every player of the series' finished matches, in the order players first appear. */
export function seriesStandings(results: readonly SeriesMatchResult[]): SeriesStanding[] {
  const perPlayer = new Map<string, Map<number, DealTotals>>();
  for (const m of results) {
    const players = [...new Set(m.players)];
    for (const player of players) {
      const seats = m.players.flatMap((p, seat) => (p === player ? [seat] : []));
      const deals = perPlayer.get(player) ?? new Map<number, DealTotals>();
      perPlayer.set(player, deals);
      const d = deals.get(m.deal) ?? { matches: 0, score: 0, wins: 0, bb: 0, hands: 0 };
      deals.set(m.deal, d);
      const score = seats.reduce((s, seat) => s + m.scores[seat], 0) / seats.length;
      d.matches++;
      d.score += score;
      d.wins += seats.some((seat) => m.winners.includes(seat)) ? 1 : 0;
      if (m.hands !== undefined && m.bigBlind) {
        d.bb += score / m.bigBlind;
        d.hands += m.hands;
      }
    }
  }
  return [...perPlayer].map(([account, deals]) => {
    const ds = [...deals.values()];
    const matches = ds.reduce((s, d) => s + d.matches, 0);
    const wins = ds.reduce((s, d) => s + d.wins, 0);
    const score = meanInterval(ds.map((d) => d.score / d.matches));
    const winRate = meanInterval(ds.map((d) => d.wins / d.matches));
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
      const bb = meanInterval(ds.filter((d) => d.hands > 0).map((d) => (100 * d.bb) / d.hands));
      standing.bbPer100 = bb.mean;
      standing.bbPer100CI95 = finite(bb.ci95);
    }
    return standing;
  });
}

/** For two players: the difference of their mean scores per match, deal by deal. */
export function seriesDifference(
  results: readonly SeriesMatchResult[],
  a: string,
  b: string,
): SeriesDifference {
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
  const values = [...diffs.values()].filter((d) => d.a.length && d.b.length).map((d) => avg(d.a) - avg(d.b));
  const m = meanInterval(values);
  return { accounts: [a, b], meanScore: m.mean, meanScoreCI95: finite(m.ci95) };
}

function clamp01([lo, hi]: [number, number]): [number, number] {
  return [Math.max(0, lo), Math.min(1, hi)];
}
