/**
 * One built-in bot decision from a serialised request: what a worker thread (think.worker.ts), or any
 * other place a `ThinkRequest` arrives, runs. Pure given the request (the rng comes from the seed and
 * the label), so the same request gives the same move wherever it is computed.
 */
import { engineGame } from '../engine/games';
import { rngFromSeed } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import type { ThinkRequest } from './bot-thinker';

export function thinkWith(game: GameDefinition, r: ThinkRequest): Move {
  if (!Object.hasOwn(game.bots, r.bot)) throw new Error(`${game.id} has no bot ${r.bot}`);
  const rng = rngFromSeed(r.seed, r.label);
  return game.bots[r.bot]({ seat: r.seat, view: r.view, legalMoves: r.legalMoves, options: r.options, rng });
}

/** The request's move, the game found among the engine's games. */
export function think(r: ThinkRequest): Move {
  const game = engineGame(r.game);
  if (!game) throw new Error(`unknown game ${r.game}`);
  return thinkWith(game, r);
}
