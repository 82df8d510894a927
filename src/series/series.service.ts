/**
 * Series (docs/api.md part 3, "Series"; docs/series.md): the caller and its opponents play `deals`
 * deals, each (with `duplicate`) once per seat rotation, at most `concurrency` matches at once.
 *
 * - Opponents that are built-in bot accounts accept at once (one may be named several times); any other
 *   account is invited (`seriesInvite` on its stream) and answers with accept or decline. The series
 *   runs once every player has accepted; a decline ends it (`declined`).
 * - Advancing a series (`advance`) is idempotent and safe on any number of instances: each step locks the
 *   series row (`FOR UPDATE`), counts its matches in flight and opens at most one match, in the same
 *   transaction, while fewer than `concurrency` are in flight; when every match is played and finished
 *   the series finishes (once: the status is read under the lock) and every player hears `seriesFinish`.
 *   It is called when a series match finishes (SeriesRunner, the match-finish port), when the series
 *   starts, and by the reconcile timer (a crash may lose a call).
 * - Standings are recomputed from the matches' final scores on every read (src/series/statistics.ts).
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type AccountEvent, AccountEvents } from '../accounts/account-events';
import type { Account } from '../accounts/accounts.service';
import { DomainError } from '../domain-error';
import { range, seatsOf } from '../engine/names';
import { newSeed } from '../engine/random';
import { MATCH_OPENER, type MatchOpener } from '../pairing/match-opener';
import { dealSeed, matchPlan, seating, totalMatches } from './deals';
import { type SeriesMatchResult, seriesDifference, seriesStandings, type SeriesStanding } from './statistics';
import { type SeriesMatchRow, type SeriesRow, SeriesStore, type SeriesTx } from './series.store';

export const SERIES_MAX_DEALS = 10_000;
export const SERIES_MAX_CONCURRENCY = 32;
export const SERIES_DEFAULT_CONCURRENCY = 4;
/** The turn clock of a series match when the creator sets none: an absent player cannot hang a series. */
export const SERIES_DEFAULT_TURN_SECONDS = 60;

export interface CreateSeries {
  opponents: string[];
  deals: number;
  duplicate?: boolean;
  options?: Record<string, unknown>;
  rated?: boolean;
  concurrency?: number;
}

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
  /** Matches finished, in flight and in all. */
  progress: { finished: number; active: number; total: number };
  matches: SeriesMatchBody[];
  standings: SeriesStanding[];
  /** Two players: the first's mean score per match minus the second's, over deals. */
  difference: { accounts: [string, string]; meanScore: number; meanScoreCI95: [number, number] } | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summary(s: SeriesRow): SeriesSummary {
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
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    finishedAt: s.finishedAt ? s.finishedAt.toISOString() : null,
  };
}

/**
 * The score of each seat in the standings' unit: the game's points, except Hold'em where a seat's
 * points are its final stack and the score is the chips won (final stack minus the starting stack).
 */
export function seatScores(game: string, options: Record<string, unknown>, m: SeriesMatchRow): number[] {
  const start = game === 'texas-holdem' ? Number(options.startingStack ?? 0) : 0;
  return m.scores.map((s) => s.points - start);
}

/** A finished match as the statistics take it. */
export function matchResult(
  game: string,
  options: Record<string, unknown>,
  players: readonly string[],
  m: SeriesMatchRow,
): SeriesMatchResult {
  const r: SeriesMatchResult = {
    deal: m.deal,
    players: seating(players, m.rotation),
    scores: seatScores(game, options, m),
    winners: m.scores.filter((s) => s.standing === 1).map((s) => s.seat),
  };
  if (game === 'texas-holdem' && m.hands) {
    r.hands = m.hands;
    r.bigBlind = Number(options.bigBlind);
  }
  return r;
}

/** Standings in position order, every player listed (with zeros before any match finishes). */
export function standingsOf(
  players: readonly string[],
  results: readonly SeriesMatchResult[],
): SeriesStanding[] {
  const computed = new Map(seriesStandings(results).map((s) => [s.account, s]));
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

@Injectable()
export class SeriesService {
  private readonly plans = new Map<string, SeriesRow>();

  constructor(
    private readonly store: SeriesStore,
    private readonly events: AccountEvents,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
  ) {}

  async create(creator: Account, gameId: string, body: CreateSeries): Promise<SeriesBody> {
    const game = this.opener.definition(gameId);
    if (!game) throw DomainError.notFound(`unknown game ${JSON.stringify(gameId.slice(0, 40))}`);
    const names = body.opponents.map((n) => n.toLowerCase());
    const seats = names.length + 1;
    if (seats < game.minPlayers || seats > game.maxPlayers)
      throw DomainError.badRequest(`${seatsOf(game)}: you and your opponents fill every seat`, {
        opponents: `name ${range(game.minPlayers - 1, game.maxPlayers - 1)} opponents, got ${names.length}`,
      });
    if (names.includes(creator.nameKey))
      throw DomainError.badRequest('you cannot name yourself as an opponent', {
        opponents: 'name other accounts',
      });
    if (!Number.isInteger(body.deals) || body.deals < 1 || body.deals > SERIES_MAX_DEALS)
      throw DomainError.badRequest('invalid deals', { deals: `an integer from 1 to ${SERIES_MAX_DEALS}` });
    const concurrency = body.concurrency ?? SERIES_DEFAULT_CONCURRENCY;
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > SERIES_MAX_CONCURRENCY)
      throw DomainError.badRequest('invalid concurrency', {
        concurrency: `an integer from 1 to ${SERIES_MAX_CONCURRENCY}`,
      });
    const opts = this.opener.resolveOptions(game, body.options ?? {});
    if (!opts.ok)
      throw DomainError.badRequest(
        'invalid options',
        Object.fromEntries(Object.entries(opts.details).map(([k, v]) => [`options.${k}`, v])),
      );
    const options = { ...opts.options, turnSeconds: opts.options.turnSeconds ?? SERIES_DEFAULT_TURN_SECONDS };
    const accounts = await this.store.accountsByNameKeys(names);
    const byKey = new Map(accounts.map((a) => [a.nameKey, a]));
    const missing = names.map((n, i) => [i, n] as const).filter(([, n]) => !byKey.has(n));
    if (missing.length)
      throw DomainError.badRequest(
        'no such account',
        Object.fromEntries(missing.map(([i, n]) => [`opponents.${i}`, `no account ${n}`])),
      );
    const twice = names
      .map((n, i) => [i, n] as const)
      .filter(([i, n]) => !byKey.get(n)!.builtinBot && names.indexOf(n) !== i);
    if (twice.length)
      throw DomainError.badRequest(
        'an account is named twice',
        Object.fromEntries(
          twice.map(([i, n]) => [
            `opponents.${i}`,
            `${n} is named twice: only a built-in bot fills several seats`,
          ]),
        ),
      );
    const opponents = names.map((n) => byKey.get(n)!);
    const waiting = opponents.some((a) => !a.builtinBot);
    const id = randomUUID();
    await this.store.createSeries({
      id,
      game: game.id,
      creatorId: creator.id,
      options,
      rated: body.rated ?? false,
      deals: body.deals,
      duplicate: body.duplicate ?? true,
      concurrency,
      seed: newSeed(),
      status: waiting ? 'pending' : 'running',
      players: [
        { accountId: creator.id, position: 0, answer: 'accepted' },
        ...opponents.map((a, i) => ({
          accountId: a.id,
          position: i + 1,
          answer: a.builtinBot ? 'accepted' : null,
        })),
      ],
    });
    if (waiting)
      await this.events.publish(
        [...new Set(opponents.filter((a) => !a.builtinBot).map((a) => a.id))].map((accountId) => ({
          accountId,
          event: { type: 'seriesInvite', seriesId: id, game: game.id, from: creator.name, deals: body.deals },
        })),
      );
    else await this.advance(id);
    return this.get(id);
  }

  async get(id: string): Promise<SeriesBody> {
    const s = await this.load(id);
    const matches = await this.store.matches(s.id);
    const players = s.players.map((p) => p.account.name);
    const options = s.options as Record<string, unknown>;
    const finished = matches.filter((m) => m.status === 'finished');
    const results = finished.map((m) => matchResult(s.game, options, players, m));
    const distinct = [...new Set(players)];
    const diff = distinct.length === 2 ? seriesDifference(results, distinct[0], distinct[1]) : null;
    return {
      ...summary(s),
      progress: {
        finished: finished.length,
        active: matches.length - finished.length,
        total: totalMatches(s.deals, players.length, s.duplicate),
      },
      matches: matches.map((m) => ({
        matchId: m.matchId,
        deal: m.deal,
        rotation: m.rotation,
        seats: seating(players, m.rotation),
        status: m.status,
        scores: m.status === 'finished' ? seatScores(s.game, options, m) : null,
      })),
      standings: standingsOf(players, results),
      difference: diff,
    };
  }

  /** An account's series, newest first. */
  async listFor(
    accountId: string,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<{ items: SeriesSummary[]; next: { createdAt: Date; id: string } | null }> {
    const rows = await this.store.seriesOf(accountId, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(summary),
      next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  }

  /** An invited player accepts; the last acceptance starts the series. */
  async accept(account: Account, id: string): Promise<SeriesBody> {
    const start = await this.store.transaction(async (tx) => {
      const s = await this.lockInvited(tx, id, account);
      const mine = s.players.filter((p) => p.accountId === account.id);
      if (mine.every((p) => p.answer === 'accepted')) return false;
      if (s.status !== 'pending') throw DomainError.conflict(`the series is ${s.status}`, 'series-closed');
      await tx.setAnswer(id, account.id, 'accepted');
      if (s.players.every((p) => p.accountId === account.id || p.answer === 'accepted')) {
        await tx.setStatus(id, 'running');
        return true;
      }
      return false;
    });
    if (start) await this.advance(id);
    return this.get(id);
  }

  async decline(account: Account, id: string): Promise<SeriesBody> {
    await this.store.transaction(async (tx) => {
      const s = await this.lockInvited(tx, id, account);
      if (s.players.some((p) => p.accountId === account.id && p.answer === 'declined')) return;
      if (s.status !== 'pending') throw DomainError.conflict(`the series is ${s.status}`, 'series-closed');
      await tx.setAnswer(id, account.id, 'declined');
      await tx.setStatus(id, 'declined');
    });
    return this.get(id);
  }

  /** The creator cancels: no new match starts; those in flight finish. */
  async cancel(account: Account, id: string): Promise<SeriesBody> {
    await this.store.transaction(async (tx) => {
      const s = await this.load(id, tx);
      if (s.creatorId !== account.id) throw DomainError.forbidden('only the creator can cancel a series');
      if (s.status === 'canceled') return;
      if (s.status !== 'pending' && s.status !== 'running')
        throw DomainError.conflict(`the series is ${s.status}`, 'series-closed');
      await tx.setStatus(id, 'canceled');
    });
    return this.get(id);
  }

  /**
   * Opens the series' next matches while fewer than `concurrency` are in flight, or finishes it when
   * every match is played: one transaction under the series' row lock (status read under it), so it is
   * idempotent and safe whichever instance calls it. Returns how many matches it opened.
   */
  async advance(id: string): Promise<number> {
    const step = await this.store.transaction(async (tx) => {
      if ((await tx.lockSeries(id)) !== 'running') return { kind: 'idle' as const };
      const s = await this.plan(id, tx);
      const counts = await tx.matchCounts(id);
      const n = s.players.length;
      const total = totalMatches(s.deals, n, s.duplicate);
      if (counts.opened >= total) {
        if (counts.active > 0) return { kind: 'idle' as const };
        await tx.setStatus(id, 'finished');
        return { kind: 'finished' as const, series: s };
      }
      const announce: (() => Promise<void>)[] = [];
      const open = Math.min(s.concurrency - counts.active, total - counts.opened);
      for (let index = counts.opened; index < counts.opened + open; index++) {
        const { deal, rotation } = matchPlan(index, n, s.duplicate);
        const match = await tx.openMatch(this.opener, {
          game: s.game,
          options: s.options as Record<string, unknown>,
          seats: seating(s.players, rotation).map((p) => ({
            accountId: p.account.id,
            name: p.account.name,
            bot: p.account.builtinBot,
          })),
          rated: s.rated,
          seed: dealSeed(s.seed, deal),
        });
        await tx.addMatch(id, index, match.matchId, deal, rotation);
        announce.push(match.announce);
      }
      return { kind: 'opened' as const, announce };
    });
    if (step.kind === 'idle') return 0;
    if (step.kind === 'opened') {
      for (const a of step.announce) await a();
      return step.announce.length;
    }
    this.plans.delete(id);
    const body = await this.get(id);
    const players = [
      ...new Set(step.series.players.filter((p) => !p.account.builtinBot).map((p) => p.accountId)),
    ];
    await this.events.publish(
      players.map((accountId) => ({
        accountId,
        event: { type: 'seriesFinish', seriesId: id, game: body.game, standings: body.standings },
      })),
    );
    return 0;
  }

  /**
   * What never changes in a series once it runs (players, options, seed, sizes), read once per instance:
   * an advance then reads only the status and the counts.
   */
  private async plan(id: string, tx: SeriesTx): Promise<SeriesRow> {
    let s = this.plans.get(id);
    if (!s) {
      s = (await tx.series(id))!;
      if (this.plans.size >= 1000) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(id, s);
    }
    return s;
  }

  /** A `seriesInvite` for every pending series waiting for the account's answer (the stream's first picture). */
  async invitesFor(accountId: string): Promise<AccountEvent[]> {
    return (await this.store.pendingInvitesOf(accountId)).map((s) => ({
      type: 'seriesInvite' as const,
      seriesId: s.id,
      game: s.game,
      from: s.creator.name,
      deals: s.deals,
    }));
  }

  /** The series a match belongs to, or null. */
  seriesOfMatch(matchId: string): Promise<string | null> {
    return this.store.seriesOfMatch(matchId);
  }

  runningSeries(): Promise<string[]> {
    return this.store.runningSeries();
  }

  private async load(id: string, db: SeriesStore | SeriesTx = this.store): Promise<SeriesRow> {
    if (!UUID_RE.test(id)) throw DomainError.notFound(`no series ${JSON.stringify(id.slice(0, 40))}`);
    if (db !== this.store && !(await db.lockSeries(id))) throw DomainError.notFound(`no series ${id}`);
    const s = await db.series(id);
    if (!s) throw DomainError.notFound(`no series ${id}`);
    return s;
  }

  private async lockInvited(tx: SeriesTx, id: string, account: Account): Promise<SeriesRow> {
    const s = await this.load(id, tx);
    if (!s.players.some((p) => p.position > 0 && p.accountId === account.id))
      throw DomainError.forbidden('only an invited player of this series can answer it');
    return s;
  }
}
