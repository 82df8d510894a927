/**
 * How a match is driven, identically by the match service, replays and verification: setup, then the
 * automatic steps until none is due, then each move followed by the automatic steps it triggers, and
 * built-in bots playing their seats. Every random draw comes from the match seed under a label that
 * names the step, so replaying the seed and the move log reproduces the state exactly.
 */
import { type Rng, rngFromSeed } from './random';
import { isTemplate, materialize } from './playout';
import type { ApplyResult, GameDefinition, Move } from './types';

/** Bound on automatic steps after one move: a game whose `advance` never settles is a bug. */
const MAX_ADVANCE_STEPS = 10_000;

/** Runs the automatic steps due after `movesApplied` moves; `onStep` sees the state after each one. */
export function settle<S>(game: GameDefinition<S>, state: S, seed: string, movesApplied: number, onStep?: (state: S) => void): S {
  for (let k = 0; k < MAX_ADVANCE_STEPS; k++) {
    const next = game.advance(state, rngFromSeed(seed, `advance:${movesApplied}:${k}`));
    if (next === null) return state;
    state = next;
    onStep?.(state);
  }
  throw new Error(`${game.id}: automatic steps did not settle after move ${movesApplied}`);
}

export function initialState<S>(game: GameDefinition<S>, players: number, options: unknown, seed: string): S {
  return settle(game, game.setup(players, options, rngFromSeed(seed, 'setup')), seed, 0);
}

/** Applies the move numbered `seq` (1-based) and the automatic steps after it. */
export function applyMove<S>(game: GameDefinition<S>, state: S, seat: number, move: Move, seed: string, seq: number): ApplyResult<S> {
  const r = game.apply(state, seat, move);
  if (!r.ok) return r;
  return { ok: true, state: settle(game, r.state, seed, seq) };
}

export interface ReplayMove {
  seat: number;
  move: Move;
}

/** setup(seed) + the move log. Throws if a logged move does not apply. */
export function replay<S>(game: GameDefinition<S>, players: number, options: unknown, seed: string, moves: readonly ReplayMove[]): S {
  let state = initialState(game, players, options, seed);
  moves.forEach((m, i) => {
    const r = applyMove(game, state, m.seat, m.move, seed, i + 1);
    if (!r.ok) throw new Error(`move ${i + 1} of seat ${m.seat} does not apply on replay: ${r.reason}`);
    state = r.state;
  });
  return state;
}

/** A concrete legal move chosen at random: the fallback for a faulty bot and the default timeout move. */
export function randomLegalMove<S>(game: GameDefinition<S>, state: S, seat: number, rng: Rng): Move | null {
  const legal = game.legalMoves(state, seat);
  if (legal.length === 0) return null;
  const concrete = legal.filter((m) => !isTemplate(m));
  if (concrete.length) return rng.pick(concrete) as Move;
  for (let attempt = 0; attempt < 50; attempt++) {
    const move = materialize(rng.pick(legal), rng);
    if (game.apply(state, seat, move).ok) return move;
  }
  return null;
}

export interface BotRun<S> {
  state: S;
  moves: ReplayMove[];
  /** True when the bound stopped the bots while one still had to act. */
  truncated: boolean;
}

/**
 * Lets the bot seats play while one of them must act. Each bot sees only its seat's view and legal
 * moves. A bot that throws or answers an illegal move has a random legal move played for it; at most
 * `limit` bot moves are played (a faulty game or bot cannot loop forever).
 */
export function runBots<S>(
  game: GameDefinition<S>,
  state: S,
  seed: string,
  options: unknown,
  botSeats: ReadonlyMap<number, string>,
  movesSoFar: number,
  limit = 5_000,
): BotRun<S> {
  const moves: ReplayMove[] = [];
  while (game.result(state) === null) {
    const seat = game.toAct(state).find((s) => botSeats.has(s));
    if (seat === undefined) return { state, moves, truncated: false };
    if (moves.length >= limit) return { state, moves, truncated: true };
    const seq = movesSoFar + moves.length + 1;
    const rng = rngFromSeed(seed, `bot:${seq}`);
    const name = botSeats.get(seat)!;
    const bot = Object.hasOwn(game.bots, name) ? game.bots[name] : game.bots.random;
    let move: Move | null = null;
    let applied: ApplyResult<S> | null = null;
    try {
      move = bot({ seat, view: game.view(state, seat), legalMoves: game.legalMoves(state, seat), options, rng });
      applied = applyMove(game, state, seat, move, seed, seq);
    } catch {
      applied = null;
    }
    if (!applied || !applied.ok) {
      move = randomLegalMove(game, state, seat, rng);
      applied = move ? applyMove(game, state, seat, move, seed, seq) : null;
      if (!applied || !applied.ok) return { state, moves, truncated: true };
    }
    state = applied.state;
    moves.push({ seat, move: move! });
  }
  return { state, moves, truncated: false };
}
