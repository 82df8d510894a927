/**
 * The plan of a gauntlet and its control (pure; docs/evaluation.md "Gauntlets" and "The control").
 *
 * - Deal d against level ℓ is dealt from sha256(<gauntlet seed>:<ℓ>:<d>): every deal of a gauntlet is new,
 *   so the account meets each deal once (a seed revealed at the end of one match tells nothing of the
 *   next), and the gauntlet's seed, revealed with its certificate, lets anyone re-derive every deal.
 * - The account sits in seat d mod n of deal d (n seats), the level's built-in account in every other
 *   seat; a **rotation** is the n consecutive deals 0..n−1, n..2n−1, …, which put the account once in every
 *   seat.
 * - The control of deal d is the same deal with level ℓ in every seat, the account's seat included,
 *   played in-process by the server after the account's match of that deal has finished: its score in
 *   the account's seat is what the level itself makes of the same cards from the same seat against the
 *   same opponents. Over a rotation its expected score is ½ exactly (the seats of a table of one level
 *   share its points evenly), so the difference account − control estimates the account's expected score
 *   against ℓ minus ½ with the luck of the cards taken out.
 */
import { createHash } from 'node:crypto';
import { type BotAnswer, type BotCall, botMoves, initialState } from '../engine/driver';
import { opponentsOf, pointsAgainstOthers } from '../engine/standings';
import type { GameDefinition, GameResult } from '../engine/types';

/** The seed of deal `deal` against `level` (64 hex digits, like a match seed). */
export function gauntletDealSeed(seed: string, level: string, deal: number): string {
  return createHash('sha256').update(`${seed}:${level}:${deal}`).digest('hex');
}

/** The account's seat in deal `deal` of a table of `seats`. */
export function accountSeat(deal: number, seats: number): number {
  return deal % seats;
}

/**
 * The share of the other seats `seat` finished ahead of (1 ahead, ½ level; partners not compared): the
 * deal's score, in [0, 1].
 */
export function seatShare(game: GameDefinition, result: Pick<GameResult, 'standings'>, seat: number): number {
  const places = [...result.standings].sort((a, b) => a.seat - b.seat).map((s) => s.place);
  const teams = game.sides?.(places.length);
  const others = opponentsOf(places.length, seat, teams);
  return others > 0 ? pointsAgainstOthers(places, teams)[seat] / others : 0.5;
}

/** Moves after which a control match counts as stuck (no game comes near it). */
const CONTROL_MOVE_LIMIT = 200_000;

/**
 * A match of bots from the deal's seed to its end, as the service plays bot seats (the driver's
 * `botMoves`: each decision from the seed and the step's label), yielding each decision to make. `seats`:
 * the level of every seat. The result, or null when it did not finish.
 */
export function* botsMatch(
  game: GameDefinition,
  options: Record<string, unknown>,
  seed: string,
  seats: readonly string[],
): Generator<BotCall, GameResult | null, BotAnswer> {
  let state = initialState(game, seats.length, options, seed);
  const bots = new Map(seats.map((level, seat) => [seat, level] as [number, string]));
  let moves = 0;
  while (game.result(state) === null && moves < CONTROL_MOVE_LIMIT) {
    const run = yield* botMoves(game, state, seed, options, bots, moves);
    if (run.moves.length === 0) break;
    state = run.state;
    moves += run.moves.length;
  }
  return game.result(state);
}

/** The control of a deal: level `level` in every one of its `seats` seats. */
export function controlMatch(
  game: GameDefinition,
  options: Record<string, unknown>,
  seed: string,
  level: string,
  seats: number,
): Generator<BotCall, GameResult | null, BotAnswer> {
  return botsMatch(
    game,
    options,
    seed,
    Array.from({ length: seats }, () => level),
  );
}

/** What the gauntlet keeps of a finished match: the seat's score, and Hold'em's chips and hands. */
export interface SeatOutcome {
  score: number;
  /** Chips won (final minus starting stack) when the game counts chips; else null. */
  chips: number | null;
  hands: number | null;
}
