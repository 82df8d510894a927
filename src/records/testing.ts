/** Test helpers for records: matches played to the end by the built-in bots, with their move logs. */
import { playout } from '../engine/playout';
import { materialize } from '../engine/playout';
import type { GameDefinition, Move } from '../engine/types';
import type { MatchSource, WalkMove } from './walk';

/**
 * Plays a match to its end and returns what it is replayed from. `bots[seat]` names the built-in bot
 * of each seat ("random" | "basic"; default random legal moves).
 */
export function botMatch(
  game: GameDefinition,
  players: number,
  options: unknown,
  seed: string,
  bots: string[] = [],
): MatchSource {
  const moves: WalkMove[] = [];
  playout({
    game,
    players,
    options,
    seed,
    chooseMove: (state, seat, legal, rng) => {
      const bot = game.bots[bots[seat] ?? 'random'];
      try {
        const m = bot({ seat, view: game.view(state, seat), legalMoves: legal, options, rng });
        if (game.apply(state, seat, m).ok) return m;
      } catch {
        // a bot that throws gets a random legal move, as the driver does
      }
      return materialize(rng.pick(legal), rng) as Move;
    },
    check: (s) => {
      if (s.kind === 'move') moves.push({ seat: s.seat!, move: s.move! });
    },
  });
  return { players, options, seed, moves };
}
