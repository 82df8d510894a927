/**
 * How a match is driven, identically by the match service, replays and verification: setup, then the
 * automatic steps until none is due, then each move followed by the automatic steps it triggers, and
 * built-in bots playing their seats. Every random draw comes from the match seed under a label that
 * names the step, so replaying the seed and the move log reproduces the state exactly.
 */
import { type Rng, rngFromSeed } from './random';
import { isTemplate, materialize } from './playout';
import type { ApplyResult, GameDefinition, Move, MoveTemplate } from './types';

/** Bound on automatic steps after one move: a game whose `advance` never settles is a bug. */
const MAX_ADVANCE_STEPS = 10_000;

/** Runs the automatic steps due after `movesApplied` moves; `onStep` sees the state after each one. */
export function settle<S>(
  game: GameDefinition<S>,
  state: S,
  seed: string,
  movesApplied: number,
  onStep?: (state: S) => void,
): S {
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
export function applyMove<S>(
  game: GameDefinition<S>,
  state: S,
  seat: number,
  move: Move,
  seed: string,
  seq: number,
): ApplyResult<S> {
  const r = game.apply(state, seat, move);
  if (!r.ok) return r;
  return { ok: true, state: settle(game, r.state, seed, seq) };
}

export interface ReplayMove {
  seat: number;
  move: Move;
}

/** setup(seed) + the move log. Throws if a logged move does not apply. */
export function replay<S>(
  game: GameDefinition<S>,
  players: number,
  options: unknown,
  seed: string,
  moves: readonly ReplayMove[],
): S {
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
 * A built-in bot's decision to make: everything the bot may know (its seat's view and legal moves, the
 * options) and where its randomness comes from (`rngFromSeed(seed, label)`). Plain JSON, so it can be
 * decided on another thread or machine (src/bots).
 */
export interface BotCall {
  game: string;
  /** The level: a key of the game's `bots`. */
  bot: string;
  seat: number;
  view: unknown;
  legalMoves: MoveTemplate[];
  options: unknown;
  seed: string;
  label: string;
}

/** The answer to a `BotCall`: the bot's move, or null when it failed (then a random legal move is played). */
export type BotAnswer = Move | null;

/** Decides a `BotCall` on the calling thread (the in-process tools; games the service's workers lack). */
export function decideNow<S>(game: GameDefinition<S>, call: BotCall): BotAnswer {
  const bot = Object.hasOwn(game.bots, call.bot) ? game.bots[call.bot] : game.bots.random;
  try {
    const rng = rngFromSeed(call.seed, call.label);
    return bot({ seat: call.seat, view: call.view, legalMoves: call.legalMoves, options: call.options, rng });
  } catch {
    return null;
  }
}

/**
 * Lets the bot seats play while one of them must act, as a generator: it yields each decision to make
 * (`BotCall`) and takes the bot's move back, so that the decisions can be made elsewhere (a worker
 * thread) while every move is applied here, by the same rules. Each bot sees only its seat's view and
 * legal moves. A bot that failed (null) or answers an illegal move has a random legal move played for it,
 * drawn from the step's own rng; at most `limit` bot moves are played (a faulty game or bot cannot loop
 * forever).
 */
export function* botMoves<S>(
  game: GameDefinition<S>,
  state: S,
  seed: string,
  options: unknown,
  botSeats: ReadonlyMap<number, string>,
  movesSoFar: number,
  limit = 5_000,
): Generator<BotCall, BotRun<S>, BotAnswer> {
  const moves: ReplayMove[] = [];
  while (game.result(state) === null) {
    const seat = game.toAct(state).find((s) => botSeats.has(s));
    if (seat === undefined) return { state, moves, truncated: false };
    if (moves.length >= limit) return { state, moves, truncated: true };
    const seq = movesSoFar + moves.length + 1;
    const label = `bot:${seq}`;
    const name = botSeats.get(seat)!;
    const bot = Object.hasOwn(game.bots, name) ? name : 'random';
    const [view, legalMoves] = [game.view(state, seat), game.legalMoves(state, seat)];
    let move: Move | null = yield { game: game.id, bot, seat, view, legalMoves, options, seed, label };
    let applied: ApplyResult<S> | null = null;
    try {
      applied = move ? applyMove(game, state, seat, move, seed, seq) : null;
    } catch {
      applied = null;
    }
    if (!applied || !applied.ok) {
      move = randomLegalMove(game, state, seat, rngFromSeed(seed, label));
      applied = move ? applyMove(game, state, seat, move, seed, seq) : null;
      if (!applied || !applied.ok) return { state, moves, truncated: true };
    }
    state = applied.state;
    moves.push({ seat, move: move! });
  }
  return { state, moves, truncated: false };
}

/** Drives a generator of bot decisions to its end, every decision made on the calling thread. */
export function decideAll<S, R>(game: GameDefinition<S>, run: Generator<BotCall, R, BotAnswer>): R {
  let next = run.next(null);
  while (!next.done) next = run.next(decideNow(game, next.value));
  return next.value;
}

/** `botMoves` with every decision made on the calling thread. */
export function runBots<S>(
  game: GameDefinition<S>,
  state: S,
  seed: string,
  options: unknown,
  botSeats: ReadonlyMap<number, string>,
  movesSoFar: number,
  limit = 5_000,
): BotRun<S> {
  return decideAll(game, botMoves(game, state, seed, options, botSeats, movesSoFar, limit));
}
