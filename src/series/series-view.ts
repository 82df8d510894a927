/**
 * What `GET /series/{id}` answers (docs/api.md "Series"), computed from the stored rows alone: the
 * summary, each match with its seats' scores in the game's unit, the standings and the difference with
 * their intervals (src/series/statistics.ts), fixed-n or anytime-valid. What a finished match scores
 * comes from the game's measure (GameMeasure: src/engine/measure.ts), never from the game's name.
 */
import type { GameMeasure } from '../engine/types';
import type { StopWhen } from '../evaluation/stop-when';
import { rotationsPerDeal, seating, totalMatches } from './deals';
import { completePrefix, type IntervalInfo, intervalInfo, verdictOf } from './sequential';
import {
  type RunningPoint,
  runningDifference,
  sequenceFor,
  type SeriesMatchResult,
  seriesDifference,
  seriesStandings,
  type SeriesStanding,
} from './statistics';
import type { SeriesMatchRow, SeriesRow } from './series.store';

export type SeriesStatus = 'pending' | 'running' | 'finished' | 'canceled' | 'declined';

export interface SeriesSummary {
  id: string;
  game: string;
  creator: string;
  /** The players in position order (the creator first); a built-in bot may appear several times. */
  players: string[];
  /** Each player's answer: `accepted`, `declined` or null while awaited. */
  answers: (string | null)[];
  deals: number;
  duplicate: boolean;
  concurrency: number;
  rated: boolean;
  options: Record<string, unknown>;
  /** The stopping rule, or null: every deal is played and the fixed-n interval reported. */
  stopWhen: StopWhen | null;
  status: SeriesStatus;
  createdAt: string;
  finishedAt: string | null;
}

export interface SeriesMatchBody {
  matchId: string;
  deal: number;
  rotation: number;
  /** The player of each seat. */
  seats: string[];
  status: string;
  /** Each seat's score in the unit of the standings (Hold'em: chips won); null until finished. */
  scores: number[] | null;
}

export interface SeriesBody extends SeriesSummary {
  /** Matches finished, in flight and in all (all: the matches still planned once the series stopped). */
  progress: { finished: number; active: number; total: number };
  matches: SeriesMatchBody[];
  /** The interval the standings and the difference give: its method, and whether it is anytime-valid. */
  interval: IntervalInfo;
  /** The stopping rule was met before `deals` deals: the series stopped early. */
  stoppedEarly: boolean;
  standings: SeriesStanding[];
  /**
   * Two players: the first's mean score per match minus the second's, over deals, and its running
   * anytime-valid band deal by deal.
   */
  difference: {
    accounts: [string, string];
    meanScore: number;
    meanScoreCI95: [number, number];
    deals: number;
    running: RunningPoint[];
  } | null;
  /** In words: "A is stronger than B (95 %)", "no difference found after N deals"; null without one. */
  verdict: string | null;
}

export function summary(s: SeriesRow): SeriesSummary {
  return {
    id: s.id,
    game: s.game,
    creator: s.creator.name,
    players: s.players.map((p) => p.account.name),
    answers: s.players.map((p) => p.answer),
    deals: s.deals,
    duplicate: s.duplicate,
    concurrency: s.concurrency,
    rated: s.rated,
    options: s.options as Record<string, unknown>,
    stopWhen: (s.stopWhen ?? null) as StopWhen | null,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    finishedAt: s.finishedAt ? s.finishedAt.toISOString() : null,
  };
}

/** A finished match as the statistics take it: each seat's score in the game's unit, and its hands. */
export function seriesMatchResult(
  measure: GameMeasure,
  options: Record<string, unknown>,
  players: readonly string[],
  m: SeriesMatchRow,
): SeriesMatchResult {
  const r: SeriesMatchResult = {
    deal: m.deal,
    players: seating(players, m.rotation),
    scores: measure.seatScores(
      m.scores.map((s) => s.points),
      options,
    ),
    winners: m.scores.filter((s) => s.standing === 1).map((s) => s.seat),
  };
  if (measure.bigBlind && m.outcome?.hands) {
    r.hands = m.outcome.hands;
    r.bigBlind = measure.bigBlind(options);
    if (measure.handsIndependent?.(options)) {
      r.handsIndependent = true;
      if (m.outcome.adjustedScores) r.adjustedScores = m.outcome.adjustedScores;
    }
  }
  return r;
}

/** Standings in position order, every player listed (with zeros before any match finishes). */
export function everyPlayersStandings(
  players: readonly string[],
  results: readonly SeriesMatchResult[],
  sequential?: { tightestAt: number },
): SeriesStanding[] {
  const computed = new Map(seriesStandings(results, sequential).map((s) => [s.account, s]));
  return [...new Set(players)].map(
    (account) =>
      computed.get(account) ?? {
        account,
        matches: 0,
        wins: 0,
        meanScore: 0,
        meanScoreCI95: [Number.NaN, Number.NaN],
        winRate: 0,
        winRateCI95: [Number.NaN, Number.NaN],
      },
  );
}

/** The series as `GET /series/{id}` answers it, from its row and its matches' rows. */
export function seriesBody(s: SeriesRow, matches: SeriesMatchRow[], measure: GameMeasure): SeriesBody {
  const players = s.players.map((p) => p.account.name);
  const options = s.options as Record<string, unknown>;
  const finished = matches.filter((m) => m.status === 'finished');
  const results = finished.map((m) => seriesMatchResult(measure, options, players, m));
  const distinct = [...new Set(players)];
  // a sequential series reads its complete deals in order, with the confidence sequence
  const sequential = s.stopWhen !== null;
  const band = sequenceFor(s.deals);
  const prefix = completePrefix(results, rotationsPerDeal(players.length, s.duplicate));
  const used = sequential ? prefix.results : results;
  const diff =
    distinct.length === 2
      ? {
          ...seriesDifference(used, distinct[0], distinct[1], sequential ? band : undefined),
          running: runningDifference(prefix.results, distinct[0], distinct[1], band),
        }
      : null;
  const dealsStarted = matches.reduce((k, m) => Math.max(k, m.deal + 1), 0);
  const planned = s.stoppedAt === null ? s.deals : dealsStarted;
  return {
    ...summary(s),
    progress: {
      finished: finished.length,
      active: matches.length - finished.length,
      total: totalMatches(planned, players.length, s.duplicate),
    },
    matches: matches.map((m) => ({
      matchId: m.matchId,
      deal: m.deal,
      rotation: m.rotation,
      seats: seating(players, m.rotation),
      status: m.status,
      scores:
        m.status === 'finished'
          ? measure.seatScores(
              m.scores.map((x) => x.points),
              options,
            )
          : null,
    })),
    interval: intervalInfo(sequential, s.deals),
    stoppedEarly: s.stoppedAt !== null && dealsStarted < s.deals,
    standings: everyPlayersStandings(players, used, sequential ? band : undefined),
    difference: diff,
    verdict: verdictOf({ status: s.status, sequential, difference: diff }),
  };
}
