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
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { range, seatsOf } from '../engine/names';
import { newSeed } from '../engine/random';
import { parseStopWhen } from '../evaluation/stop-when';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { APP_CONFIG } from '../tokens';
import { rotationsPerDeal } from './deals';
import { SeriesAdvance } from './series-advance';
import { SeriesChanges } from './series-changes';
import { type SeriesRow, SeriesStore, type SeriesTx } from './series.store';
import { type SeriesBody, seriesBody, type SeriesSummary, summary } from './series-view';

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
  /** `"decided"` or `{ halfWidth }`: stop once the anytime-valid interval of the difference says so. */
  stopWhen?: unknown;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SeriesService {
  constructor(
    private readonly store: SeriesStore,
    private readonly events: AccountEvents,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
    private readonly advancing: SeriesAdvance,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: SeriesChanges,
  ) {}

  /** Opens the series' next matches or finishes it (SeriesAdvance). */
  advance(id: string): Promise<number> {
    return this.advancing.advance(id);
  }

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
    const duplicate = body.duplicate ?? true;
    if (body.rated && duplicate)
      throw DomainError.badRequest('a duplicate series is never rated', {
        rated:
          "a duplicate series is never rated: an account that played one side of a deal knows the other side's cards (docs/series.md); set duplicate to false for a rated series",
      });
    const stop = parseStopWhen(body.stopWhen);
    if (!stop.ok) throw DomainError.badRequest('invalid stopWhen', { stopWhen: stop.message });
    if (stop.value !== null && new Set([creator.nameKey, ...names]).size !== 2)
      throw DomainError.badRequest('stopWhen compares two players', {
        stopWhen: `stopWhen compares two players (the difference of their scores); this series has ${new Set([creator.nameKey, ...names]).size}`,
      });
    const opts = this.opener.resolveOptions(game, body);
    if (!opts.ok) throw DomainError.badRequest('invalid options', opts.details);
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
    await this.requireRoom(creator, waiting, concurrency);
    const id = randomUUID();
    await this.store.createSeries({
      id,
      game: game.id,
      creatorId: creator.id,
      options,
      rated: body.rated ?? false,
      deals: body.deals,
      duplicate,
      concurrency,
      seed: newSeed(),
      stopWhen: stop.value,
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

  /**
   * The caps (docs/api.md "Limits"): running series, invitations waiting for answers (pending series),
   * and room among the creator's live matches for the series' concurrency.
   */
  private async requireRoom(creator: Account, waiting: boolean, concurrency: number): Promise<void> {
    const c = this.config;
    const [cap, has, setting] = waiting
      ? [c.maxSeriesInvitesPerAccount, 'series-invites', 'MAX_SERIES_INVITES_PER_ACCOUNT']
      : [c.maxRunningSeriesPerAccount, 'running-series', 'MAX_RUNNING_SERIES_PER_ACCOUNT'];
    if (cap > 0) {
      const n = waiting
        ? await this.store.countCreatedBy(creator.id, 'pending', this.liveSince())
        : await this.store.countCreatedBy(creator.id, 'running');
      const what = waiting ? 'series invitations waiting for answers' : 'running series';
      if (n >= cap) throw DomainError.overCap(has, cap, `${n} ${what}`, setting);
    }
    await this.opener.requireMatchRoom(creator, concurrency);
  }

  /** Pending series created before this have expired (SERIES_INVITE_TTL_SECONDS). */
  private liveSince(): Date {
    return new Date(Date.now() - this.config.seriesInviteTtlSeconds * 1000);
  }

  /** Ends the series whose invitations expired (the reconcile sweep); returns how many. */
  expireInvites(): Promise<number> {
    return this.store.expirePending(this.liveSince());
  }

  async get(id: string): Promise<SeriesBody> {
    const s = await this.load(id);
    return seriesBody(s, await this.store.matches(s.id), this.advancing.measureOf(s.game));
  }

  /** An account's series, newest first; pending ones (invitations) only when `viewerId` plays in them. */
  async listFor(
    accountId: string,
    viewerId: string | null,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<{ items: SeriesSummary[]; next: { createdAt: Date; id: string } | null }> {
    const rows = await this.store.seriesOf(accountId, viewerId, limit + 1, after);
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
      if (s.createdAt < this.liveSince())
        throw DomainError.conflict('the invitation expired (SERIES_INVITE_TTL_SECONDS)', 'series-expired');
      await tx.setAnswer(id, account.id, 'accepted');
      if (s.players.every((p) => p.accountId === account.id || p.answer === 'accepted')) {
        await tx.setStatus(id, 'running');
        return true;
      }
      return false;
    });
    if (start) await this.advance(id);
    await this.changes.changed(id);
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
    await this.changes.changed(id);
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
      await tx.unsealPlayedDeals(id, rotationsPerDeal(s.players.length, s.duplicate), true);
    });
    await this.changes.changed(id);
    return this.get(id);
  }

  /** A `seriesInvite` for every live invitation waiting for the account's answer (the stream's first picture). */
  async invitesFor(accountId: string): Promise<AccountEvent[]> {
    return (await this.store.pendingInvitesOf(accountId, this.liveSince())).map((s) => ({
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
