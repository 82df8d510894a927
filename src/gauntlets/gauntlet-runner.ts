/**
 * What moves a gauntlet on (docs/evaluation.md "Gauntlets"):
 *
 * - **Settling a deal**: once the account's match of a deal has finished, the server plays the control
 *   (the same deal with the level in every seat, ./deals.ts) in-process, its decisions made by the bot
 *   pool at background priority (a decision the pool fails to make is made on this thread, from the same
 *   seed and label, so that the control is exactly what `npm run verify -- --gauntlet` recomputes), and
 *   records both scores once (a second settlement of the deal changes nothing).
 * - **Advancing**: one transaction under the gauntlet's row lock. On the level being played: if its
 *   stopping rule holds on its settled rotations, or it has played every deal, it waits for the deals in
 *   flight, then the next level starts (or the gauntlet finishes: its result, and `gauntletFinish` on the
 *   account's stream); else it opens whole rotations while they fit within `concurrency`.
 *
 * Both are idempotent and safe on any number of instances. They run when a gauntlet's match finishes
 * (a listener of the matches feature's MatchFinishes, after the finishing answer),
 * when a gauntlet is created, and every few seconds (a crash may lose a call).
 */
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AccountEvents } from '../accounts/account-events';
import { botAccountName } from '../engine/bot-levels';
import { BOT_THINKER, type BotThinker } from '../bots/bot-thinker';
import { type BotAnswer, type BotCall, decideNow } from '../engine/driver';
import type { GameDefinition, GameResult } from '../engine/types';
import { type FinishedMatch, type MatchFinishListener, MatchFinishes } from '../matches/match-finish';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { Sweeper } from '../sweeper';
import { accountSeat, controlMatch, gauntletDealSeed, seatShare } from './deals';
import { gauntletResult, levelEstimate, levelStops, planOf, type StopWhen } from './estimate';
import { GauntletGames } from './gauntlet-games';
import { type LevelDone, settledOf, shownRatingOf, type DealFacts } from './gauntlet-view';
import { GauntletsStore, type GauntletsTx } from './gauntlets.store';
import { jsonSafe } from './certificate';
import { scaleVersion } from './scale';

/** How often each instance settles and advances every running gauntlet (the net under the finish calls). */
export const GAUNTLET_RECONCILE_MS = 5_000;

type Step =
  | { kind: 'idle' }
  | { kind: 'opened'; announce: (() => Promise<void>)[] }
  | {
      kind: 'finished';
      accountId: string;
      game: string;
      result: Record<string, unknown>;
      scaleVersion: number | null;
    };

@Injectable()
export class GauntletRunner implements MatchFinishListener, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Gauntlets');
  private readonly sweeper = new Sweeper('gauntlet reconcile', GAUNTLET_RECONCILE_MS, () =>
    this.reconcileOnce(),
  );
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: GauntletsStore,
    private readonly games: GauntletGames,
    private readonly events: AccountEvents,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
    @Inject(BOT_THINKER) private readonly thinker: BotThinker,
    finishes: MatchFinishes,
  ) {
    finishes.listen(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweeper.start({ now: true });
  }

  async onModuleDestroy(): Promise<void> {
    this.sweeper.stop();
    await this.settled();
  }

  /** Resolves once every step set going by a finish so far has ended (tests; the module's destroy). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private track(p: Promise<void>): void {
    const done = p.catch((e: Error) => {
      if (!this.closed) this.logger.warn(`gauntlet step failed: ${e.message}`);
    });
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  /**
   * A match finished (MatchFinishes, after the finishing answer): if it is a gauntlet's deal, settle it
   * and move the gauntlet on, without holding up the other features' listeners (the control takes a
   * whole bots-only match).
   */
  matchFinished(finished: FinishedMatch): Promise<void> {
    this.track(this.settleAndAdvance(finished.record.id));
    return Promise.resolve();
  }

  private async settleAndAdvance(matchId: string): Promise<void> {
    if (this.closed) return;
    const gauntletId = await this.settle(matchId);
    if (gauntletId) await this.advance(gauntletId);
  }

  /** Settles every finished deal waiting for its control, then advances every running gauntlet. */
  async reconcile(): Promise<void> {
    await this.sweeper.run();
  }

  private async reconcileOnce(): Promise<void> {
    for (const matchId of await this.store.unsettledFinished()) {
      if (this.closed) return;
      await this.settle(matchId);
    }
    for (const id of await this.store.running()) {
      if (this.closed) return;
      await this.advance(id);
    }
  }

  private get closed(): boolean {
    return this.sweeper.closed;
  }

  /**
   * Plays the control of a finished deal and records the deal; returns the deal's gauntlet (null when the
   * match is no gauntlet's or not finished).
   */
  async settle(matchId: string): Promise<string | null> {
    const d = await this.store.dealOfMatch(matchId);
    if (!d) return null;
    const g = d.gauntlet;
    if (d.score !== null || g.status !== 'running') return g.id;
    const final = await this.store.finalSeats(matchId);
    const game = this.games.definition(g.game);
    if (!final || !game) return null;
    const level = g.levels[d.levelIndex];
    const options = g.options as Record<string, unknown>;
    const seed = gauntletDealSeed(g.seed, level, d.deal);
    const seats = this.games.seats(game);
    const control = await this.drive(game, controlMatch(game, options, seed, level, seats));
    // games whose hands are independent, with blinds (Hold'em under resetStacks): chips won per hand
    const bigBlind = this.games.bigBlind(game, options);
    const chips = (points: readonly number[]) => game.measure.seatScores(points, options)[d.seat];
    await this.store.settle(g.id, d.levelIndex, d.deal, {
      score: seatShare(game, { standings: final.places.map((place, seat) => ({ seat, place })) }, d.seat),
      control: control ? seatShare(game, control, d.seat) : 0.5,
      chips: bigBlind ? chips(final.points) : null,
      controlChips: bigBlind && control ? chips(control.scores) : null,
      hands: bigBlind ? final.hands : null,
      controlHands: bigBlind ? Number(options.maxHands) : null,
    });
    return g.id;
  }

  /** Drives a bots-only match with the pool; a decision the pool fails to make is made here. */
  private async drive(
    game: GameDefinition,
    run: Generator<BotCall, GameResult | null, BotAnswer>,
  ): Promise<GameResult | null> {
    let next = run.next(null);
    while (!next.done) {
      const call = next.value;
      const answer = await this.thinker.think(game, call, 'background').catch(() => decideNow(game, call));
      next = run.next(answer);
    }
    return next.value;
  }

  /** Opens the next deals, moves to the next level, or finishes; see the file's comment. */
  async advance(id: string): Promise<void> {
    const step = await this.store.transaction(async (tx): Promise<Step> => {
      if ((await tx.lockGauntlet(id)) !== 'running') return { kind: 'idle' };
      const g = (await tx.gauntlet(id))!;
      const game = this.games.definition(g.game);
      if (!game) return { kind: 'idle' };
      const seats = this.games.seats(game);
      const stopWhen = (g.stopWhen ?? null) as StopWhen;
      const plan = planOf(stopWhen, g.dealsPerLevel, seats);
      let levelIndex = g.levelIndex;
      let done = g.levelsDone as unknown as LevelDone[];
      for (;;) {
        const level = g.levels[levelIndex];
        const deals = (await tx.deals(id, levelIndex)) as DealFacts[];
        const inFlight = deals.filter((d) => d.score === null).length;
        const est = levelEstimate(level, settledOf(deals), seats, plan);
        if (!levelStops(est, stopWhen) && deals.length < g.dealsPerLevel) {
          const announce = await this.open(tx, g, game, levelIndex, deals.length, inFlight, seats);
          return announce.length ? { kind: 'opened', announce } : { kind: 'idle' };
        }
        if (inFlight > 0) return { kind: 'idle' };
        done = [...done, { level, deals: deals.length, stoppedEarly: deals.length < g.dealsPerLevel }];
        if (levelIndex + 1 < g.levels.length) {
          levelIndex++;
          await tx.nextLevel(id, levelIndex, done);
          continue;
        }
        const all = (await tx.deals(id)) as DealFacts[];
        const levels = g.levels.map((l, i) =>
          levelEstimate(l, settledOf(all.filter((d) => d.levelIndex === i)), seats, plan),
        );
        const scale = g.scaleVersion === null ? null : scaleVersion(g.game, g.scaleVersion);
        const result = gauntletResult(levels, scale);
        const safe = jsonSafe(result) as Record<string, unknown>;
        await tx.finish(id, done, safe, result.rating);
        return {
          kind: 'finished',
          accountId: g.accountId,
          game: g.game,
          result: safe,
          scaleVersion: g.scaleVersion,
        };
      }
    });
    if (step.kind === 'opened') for (const a of step.announce) await a();
    if (step.kind === 'finished')
      await this.events.publish([
        {
          accountId: step.accountId,
          event: {
            type: 'gauntletFinish',
            gauntletId: id,
            game: step.game,
            scaleVersion: step.scaleVersion,
            ...shownRatingOf({
              rating: step.result.rating as number | null,
              ratingCI95: step.result.ratingCI95 as (number | null)[] | null,
            }),
            ladderScore: step.result.ladderScore as number,
          },
        },
      ]);
  }

  /** Opens whole rotations of the level from deal `next` while they fit within the concurrency. */
  private async open(
    tx: GauntletsTx,
    g: NonNullable<Awaited<ReturnType<GauntletsTx['gauntlet']>>>,
    game: GameDefinition,
    levelIndex: number,
    next: number,
    inFlight: number,
    seats: number,
  ): Promise<(() => Promise<void>)[]> {
    const level = g.levels[levelIndex];
    const [bot] = await tx.builtinAccounts([botAccountName(level)]);
    if (!bot) throw new Error(`no built-in account for ${game.id} level ${level}`);
    const announce: (() => Promise<void>)[] = [];
    const room = Math.max(g.concurrency, seats);
    for (
      let deal = next;
      deal < g.dealsPerLevel && inFlight + seats <= room;
      deal += seats, inFlight += seats
    )
      for (let d = deal; d < deal + seats; d++) {
        const seat = accountSeat(d, seats);
        const match = await tx.openMatch(this.opener, {
          game: g.game,
          options: g.options as Record<string, unknown>,
          seats: Array.from({ length: seats }, (_, s) =>
            s === seat
              ? { accountId: g.accountId, name: g.account.name, bot: null }
              : { accountId: bot.id, name: bot.name, bot: level },
          ),
          rated: false,
          seed: gauntletDealSeed(g.seed, level, d),
        });
        await tx.addDeal(g.id, levelIndex, d, seat, match.matchId);
        announce.push(match.announce);
      }
    return announce;
  }
}
