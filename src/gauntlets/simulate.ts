/**
 * A gauntlet played in-process (pure; the engine only): the account is a built-in level's algorithm
 * deciding with its own randomness (its seed, not the deal's), each deal's control is played exactly as
 * the service plays it, and the figures come from the service's own code (./estimate.ts, ./scale.ts).
 * scripts/gauntlet-calibration.ts repeats it to measure the coverage of the rating's interval and the
 * variance the control removes; src/gauntlets/estimate.spec.ts checks its invariants.
 */
import { createHash } from 'node:crypto';
import { type BotAnswer, type BotCall, decideNow } from '../engine/driver';
import type { GameDefinition, GameResult } from '../engine/types';
import { accountSeat, botsMatch, controlMatch, gauntletDealSeed, seatShare } from './deals';
import {
  type DealResult,
  gauntletResult,
  type GauntletResult,
  levelEstimate,
  type LevelEstimate,
  levelStops,
  planOf,
  type StopWhen,
} from './estimate';
import type { GauntletScale } from './scale';

/** Plays a generator of bot decisions to its end, deciding each call with `decide`. */
export function driveWith<R>(run: Generator<BotCall, R, BotAnswer>, decide: (call: BotCall) => BotAnswer): R {
  let next = run.next(null);
  while (!next.done) next = run.next(decide(next.value));
  return next.value;
}

export interface SimulatedAccount {
  /** The level whose algorithm the account plays. */
  level: string;
  /** The account's own randomness (its decisions do not come from the deal's seed). */
  seed: string;
}

/** The account's match of one deal: `account` in `seat`, `opponent` in every other seat. */
export function accountMatch(
  game: GameDefinition,
  options: Record<string, unknown>,
  dealSeed: string,
  seats: number,
  seat: number,
  opponent: string,
  account: SimulatedAccount,
): GameResult | null {
  const levels = Array.from({ length: seats }, (_, s) => (s === seat ? account.level : opponent));
  return driveWith(botsMatch(game, options, dealSeed, levels), (call) =>
    decideNow(
      game,
      call.seat === seat
        ? { ...call, seed: createHash('sha256').update(`${account.seed}:${dealSeed}`).digest('hex') }
        : call,
    ),
  );
}

export interface SimulatedGauntlet {
  levels: LevelEstimate[];
  deals: DealResult[][];
  result: GauntletResult;
}

export interface SimulationSpec {
  game: GameDefinition;
  options: Record<string, unknown>;
  levels: readonly string[];
  /** The most deals per level (rounded up to whole rotations). */
  dealsPerLevel: number;
  stopWhen: StopWhen;
  /** The gauntlet's seed (the deals). */
  seed: string;
  account: SimulatedAccount;
  scale: GauntletScale | null;
  seats?: number;
}

/** One gauntlet, level after level, rotation after rotation, each level stopping by its rule. */
export function simulateGauntlet(spec: SimulationSpec): SimulatedGauntlet {
  const { game, options } = spec;
  const seats = spec.seats ?? game.minPlayers;
  const cap = Math.ceil(spec.dealsPerLevel / seats) * seats;
  const levels: LevelEstimate[] = [];
  const deals: DealResult[][] = [];
  for (const level of spec.levels) {
    const results: DealResult[] = [];
    const plan = planOf(spec.stopWhen, spec.dealsPerLevel, seats);
    let est = levelEstimate(level, results, seats, plan);
    for (let deal = 0; deal < cap; deal++) {
      const seed = gauntletDealSeed(spec.seed, level, deal);
      const seat = accountSeat(deal, seats);
      const mine = accountMatch(game, options, seed, seats, seat, level, spec.account);
      const control = driveWith(controlMatch(game, options, seed, level, seats), (c) => decideNow(game, c));
      results.push({
        deal,
        seat,
        score: mine ? seatShare(game, mine, seat) : 0.5,
        control: control ? seatShare(game, control, seat) : 0.5,
      });
      if ((deal + 1) % seats === 0) {
        est = levelEstimate(level, results, seats, plan);
        if (levelStops(est, spec.stopWhen)) break;
      }
    }
    levels.push(est);
    deals.push(results);
  }
  return { levels, deals, result: gauntletResult(levels, spec.scale) };
}
