/**
 * Past versions of a match, rebuilt from the seed and the move log (no per-version storage). A write
 * bumps the match version once but may append several moves (a move and the bot moves it triggered),
 * so each stored move carries the version its write produced; version v is then the state after every
 * move whose version is at most v, and the automatic steps after them (the driver's replay).
 */
import { applyMove, initialState } from '../engine/driver';
import type { GameDefinition } from '../engine/types';
import type { MatchSource } from './walk';

/** Moves applied at version `version`, given the version of each move in seq order (non-decreasing). */
export function movesAtVersion(moveVersions: readonly number[], version: number): number {
  let k = 0;
  while (k < moveVersions.length && moveVersions[k] <= version) k++;
  return k;
}

export interface Rebuilt<S> {
  movesApplied: number;
  state: S;
}

/**
 * The state after the first `movesApplied` moves of the log and the automatic steps they triggered,
 * replayed as the driver plays (driver.ts), from the deal or from `from`, an earlier rebuilt state.
 */
export function stateAfterMoves<S>(
  game: GameDefinition<S>,
  src: MatchSource,
  movesApplied: number,
  from?: Rebuilt<S>,
): S {
  if (!Number.isInteger(movesApplied) || movesApplied < 0 || movesApplied > src.moves.length) {
    throw new RangeError(`${movesApplied} moves: the log has ${src.moves.length}`);
  }
  let k = from && from.movesApplied <= movesApplied ? from.movesApplied : 0;
  let state = k > 0 ? from!.state : initialState(game, src.players, src.options, src.seed);
  for (; k < movesApplied; k++) {
    const m = src.moves[k];
    const r = applyMove(game, state, m.seat, m.move, src.seed, k + 1);
    if (!r.ok) throw new Error(`move ${k + 1} of seat ${m.seat} does not apply on replay: ${r.reason}`);
    state = r.state;
  }
  return state;
}

/**
 * A small least-recently-used cache of rebuilt states per match: a request for move count k replays
 * from the largest cached count not above k (browsing a match version by version costs one move each).
 */
export class ReplayCache {
  /** match key → rebuilt states; the Map's order is the recency order of the matches. */
  private readonly matches = new Map<string, Rebuilt<unknown>[]>();

  constructor(
    private readonly maxMatches = 100,
    private readonly perMatch = 16,
  ) {}

  stateAfterMoves<S>(key: string, game: GameDefinition<S>, src: MatchSource, movesApplied: number): S {
    if (this.maxMatches <= 0) return stateAfterMoves(game, src, movesApplied);
    const list = (this.matches.get(key) ?? []) as Rebuilt<S>[];
    this.matches.delete(key);
    let from: Rebuilt<S> | undefined;
    for (const r of list)
      if (r.movesApplied <= movesApplied && (!from || r.movesApplied > from.movesApplied)) from = r;
    const state =
      from && from.movesApplied === movesApplied
        ? from.state
        : stateAfterMoves(game, src, movesApplied, from);
    const kept = [{ movesApplied, state }, ...list.filter((r) => r.movesApplied !== movesApplied)].slice(
      0,
      this.perMatch,
    );
    this.matches.set(key, kept);
    if (this.matches.size > this.maxMatches) this.matches.delete(this.matches.keys().next().value!);
    return state;
  }

  get size(): number {
    return this.matches.size;
  }
}
