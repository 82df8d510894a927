/**
 * What a series says about its intervals (pure): which interval it reports, and its verdict in words
 * (docs/series.md, docs/evaluation.md). A series with `stopWhen` is sequential: its intervals are the
 * anytime-valid confidence sequence over its complete deals in deal order, valid whenever they are
 * read; one without reports the fixed-n normal interval, meant to be read once, at its planned end.
 */
import {
  ALPHA,
  MIN_OBSERVATIONS,
  SEQUENCE_METHOD,
  SEQUENCE_REFERENCE,
} from '../evaluation/confidence-sequence';
import { sideOf } from '../evaluation/stop-when';
import { sequenceFor, type SeriesMatchResult } from './statistics';

export interface IntervalInfo {
  method: 'asymptotic-confidence-sequence' | 'normal-fixed-n';
  /** Valid however often it is read (a confidence sequence), or only at the planned number of deals. */
  anytimeValid: boolean;
  level: number;
  /** The confidence sequence is tightest at this many deals (null for the fixed-n interval). */
  tightestAt: number | null;
  /** No conclusion before this many complete deals (null for the fixed-n interval). */
  minDeals: number | null;
  reference: string;
}

export function intervalInfo(sequential: boolean, deals: number): IntervalInfo {
  return sequential
    ? {
        method: SEQUENCE_METHOD,
        anytimeValid: true,
        level: 1 - ALPHA,
        tightestAt: sequenceFor(deals).tightestAt,
        minDeals: MIN_OBSERVATIONS,
        reference: SEQUENCE_REFERENCE,
      }
    : {
        method: 'normal-fixed-n',
        anytimeValid: false,
        level: 1 - ALPHA,
        tightestAt: null,
        minDeals: null,
        reference: 'mean ± 1.96 s/√n over deals, valid when read once after the planned deals',
      };
}

/**
 * The finished matches of the complete deals 0 … k − 1 only (a sequential series reads its deals in
 * order): a deal is complete when all of its `rotations` matches are in `results`.
 */
export function completePrefix(
  results: readonly SeriesMatchResult[],
  rotations: number,
): { deals: number; results: SeriesMatchResult[] } {
  const count = new Map<number, number>();
  for (const r of results) count.set(r.deal, (count.get(r.deal) ?? 0) + 1);
  let k = 0;
  while ((count.get(k) ?? 0) >= rotations) k++;
  return { deals: k, results: results.filter((r) => r.deal < k) };
}

/**
 * The verdict in words, from the interval of the difference the series reports: "A is stronger than B
 * (95 %)" once it excludes 0, else "no difference found after N deals". A fixed-n series gives one only
 * when it has ended (its interval is not meant to be read before); more than two players: none.
 */
export function verdictOf(p: {
  status: string;
  sequential: boolean;
  difference: { accounts: [string, string]; meanScoreCI95: [number, number]; deals: number } | null;
}): string | null {
  const d = p.difference;
  if (!d) return null;
  const over = p.status === 'finished' || p.status === 'canceled';
  if (!p.sequential && !over) return null;
  const [lo, hi] = d.meanScoreCI95.map((x) => (x === null || Number.isNaN(x) ? 0 : x));
  const level = `${Math.round((1 - ALPHA) * 100)} %`;
  const side = Number.isFinite(lo) && Number.isFinite(hi) ? sideOf({ lo, hi }) : 0;
  if (side !== 0) {
    const [strong, weak] = side > 0 ? d.accounts : [d.accounts[1], d.accounts[0]];
    return `${strong} is stronger than ${weak} (${level})`;
  }
  return `no difference found after ${d.deals} deal${d.deals === 1 ? '' : 's'}${over ? '' : ' so far'}`;
}
