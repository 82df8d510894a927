/**
 * Advancing a series (docs/series.md): idempotent and safe on any number of instances. Each step locks
 * the series row (`FOR UPDATE`), reads the deals in play and opens the next matches in the same
 * transaction (src/series/schedule.ts: one rotation of a deal at a time, at most `concurrency` in
 * flight); a sequential series stops starting deals once its stopping rule is met; when every started
 * deal is played the series finishes (once: the status is read under the lock) and every player hears
 * `seriesFinish`. Called when a series match finishes (SeriesRunner, a match-finish listener), when the
 * series starts, and by the reconcile timer (a crash may lose a call).
 */
import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents } from '../accounts/account-events';
import { SeriesChanges } from './series-changes';
import { DomainError } from '../domain-error';
import type { GameMeasure } from '../engine/types';
import { sequenceAt } from '../evaluation/confidence-sequence';
import { type StopWhen, stopMet } from '../evaluation/stop-when';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { dealSeed, rotationsPerDeal, seating } from './deals';
import { completeDeals, nextMatches, scheduleDone, type ScheduleInput } from './schedule';
import { dealDifferences, sequenceFor } from './statistics';
import { type SeriesRow, SeriesStore, type SeriesTx } from './series.store';
import { seriesBody, seriesMatchResult } from './series-view';

@Injectable()
export class SeriesAdvance {
  private readonly plans = new Map<string, SeriesRow>();
  /** A sequential series' per-deal differences of its complete deals 0 … k − 1 (they never change). */
  private readonly prefixes = new Map<string, number[]>();

  constructor(
    private readonly store: SeriesStore,
    private readonly events: AccountEvents,
    private readonly changes: SeriesChanges,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
  ) {}

  /** The measure of a series' game (how its matches score: src/engine/measure.ts). */
  measureOf(game: string): GameMeasure {
    const def = this.opener.definition(game);
    if (!def) throw DomainError.notFound(`unknown game ${JSON.stringify(game.slice(0, 40))}`);
    return def.measure;
  }

  /**
   * Opens the series' next matches (src/series/schedule.ts: one rotation of a deal at a time, at most
   * `concurrency` in flight), stops starting deals once a sequential series' stopping rule is met, unseals
   * the deals no match will play any more, and finishes the series when every started deal is played:
   * one transaction under the series' row lock (status read under it), so it is idempotent and safe
   * whichever instance calls it. Returns how many matches it opened.
   */
  async advance(id: string): Promise<number> {
    const step = await this.store.transaction(async (tx) => {
      const lock = await tx.lockSeries(id);
      if (!lock || lock.status === 'pending' || lock.status === 'declined') return { kind: 'idle' as const };
      const s = await this.plan(id, tx);
      const n = s.players.length;
      const rotations = rotationsPerDeal(n, s.duplicate);
      if (lock.status !== 'running') {
        // canceled (or finished): what is still in flight finishes, then its deal is shown
        await tx.unsealPlayedDeals(id, rotations, true);
        return { kind: 'idle' as const };
      }
      const input: ScheduleInput = {
        deals: s.deals,
        seats: n,
        duplicate: s.duplicate,
        concurrency: s.concurrency,
        ...(await tx.dealsInPlay(id, rotations)),
        startNewDeals: lock.stoppedAt === null,
      };
      if (s.stopWhen !== null && lock.stoppedAt === null) {
        const k = completeDeals(input);
        if (await this.ruleMet(s, k, tx)) {
          await tx.setStoppedAt(id, k);
          input.startNewDeals = false;
        }
      }
      await tx.unsealPlayedDeals(id, rotations, false);
      if (scheduleDone(input)) {
        await tx.setStatus(id, 'finished');
        return { kind: 'finished' as const, series: s };
      }
      const announce: (() => Promise<void>)[] = [];
      for (const { index, deal, rotation } of nextMatches(input)) {
        const match = await tx.openMatch(this.opener, {
          game: s.game,
          options: s.options as Record<string, unknown>,
          seats: seating(s.players, rotation).map((p) => ({
            accountId: p.account.id,
            name: p.account.name,
            bot: p.account.builtinBot,
          })),
          rated: s.rated,
          owner: s.creatorId,
          seed: dealSeed(s.seed, deal),
          // another rotation of this deal is still to come: nothing of it is shown before then
          sealed: rotations > 1,
        });
        await tx.addMatch(id, index, match.matchId, deal, rotation);
        announce.push(match.announce);
      }
      return { kind: 'opened' as const, announce };
    });
    if (step.kind === 'idle') return 0;
    if (step.kind === 'opened') {
      for (const a of step.announce) await a();
      if (step.announce.length) await this.changes.changed(id);
      return step.announce.length;
    }
    await this.changes.changed(id);
    this.plans.delete(id);
    this.prefixes.delete(id);
    const s = step.series;
    const body = seriesBody(s, await this.store.matches(id), this.measureOf(s.game));
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
   * Whether a sequential series' stopping rule is met by the confidence sequence of the difference
   * over its complete deals 0 … k − 1 (those read before are kept: a complete deal never changes).
   */
  private async ruleMet(s: SeriesRow, k: number, tx: SeriesTx): Promise<boolean> {
    let values = this.prefixes.get(s.id) ?? [];
    if (values.length < k) {
      const players = s.players.map((p) => p.account.name);
      const options = s.options as Record<string, unknown>;
      const rows = (await tx.matches(s.id, { from: values.length, to: k })).filter(
        (m) => m.status === 'finished',
      );
      const [a, b] = [...new Set(players)];
      const measure = this.measureOf(s.game);
      const more = dealDifferences(
        rows.map((m) => seriesMatchResult(measure, options, players, m)),
        a,
        b,
      );
      values = [...values, ...more.map((d) => d.value)];
      if (this.prefixes.size >= 1000) this.prefixes.delete(this.prefixes.keys().next().value!);
      this.prefixes.set(s.id, values);
    }
    return stopMet(s.stopWhen as StopWhen, sequenceAt(values.slice(0, k), sequenceFor(s.deals)));
  }

  /**
   * What never changes in a series once it runs (players, options, seed, sizes, stopping rule), read once
   * per instance: an advance then reads only the status, whether it stopped, and the deals in play.
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
}
