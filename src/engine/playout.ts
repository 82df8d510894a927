/**
 * Random playouts: plays a game to its end with random legal moves, exactly as the match service
 * would drive it (setup, then advance until nothing is due, then moves), checking the caller's
 * invariants after every step. Used by every game's property tests and by the engine benchmark.
 */
import type { GameDefinition, GameResult, Move, MoveTemplate } from './types';
import { settle as settleSteps } from './driver';
import { type Rng, rngFromSeed } from './random';

/** True for a `{ min, max }` field of a move template. */
export function isRange(v: unknown): v is { min: number; max: number } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'min' in v && 'max' in v;
}

/** True for a `{ choose, from }` field of a move template. */
export function isChoice(v: unknown): v is { choose: number; from: string[] } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'choose' in v && 'from' in v;
}

export function isTemplate(m: MoveTemplate): boolean {
  return Object.values(m).some((v) => isRange(v) || isChoice(v));
}

/**
 * A concrete move drawn at random from a legal-move item: integers uniform in their range, card
 * choices drawn without replacement across the template's `choose` fields.
 */
export function materialize(template: MoveTemplate, rng: Rng): Move {
  const taken = new Set<string>();
  const out: Move = { type: template.type };
  for (const [k, v] of Object.entries(template)) {
    if (k === 'type') continue;
    if (isRange(v)) out[k] = v.min + rng.int(v.max - v.min + 1);
    else if (isChoice(v)) {
      const pool = rng.shuffle(v.from.filter((c) => !taken.has(c)));
      const picked = pool.slice(0, v.choose);
      picked.forEach((c) => taken.add(c));
      out[k] = picked;
    } else out[k] = v;
  }
  return out;
}

export interface PlayoutStep<S> {
  kind: 'setup' | 'advance' | 'move';
  state: S;
  seat?: number;
  move?: Move;
  step: number;
}

export interface PlayoutOptions<S, O> {
  game: GameDefinition<S, any, any>;
  players: number;
  options: O;
  seed: string;
  /** Picks the move of `seat`; default: a uniform legal-move item, materialized at random. */
  chooseMove?: (state: S, seat: number, legal: MoveTemplate[], rng: Rng) => Move;
  /** Invariant checks after every step; throw to fail. */
  check?: (step: PlayoutStep<S>) => void;
  maxSteps?: number;
}

export interface PlayoutReport<S> {
  state: S;
  result: GameResult | null;
  moves: number;
  steps: number;
  /** Moves the game rejected (a random template draw can be illegal, e.g. rows out of order). */
  rejected: number;
}

/** Plays one match to its end. Errors carry the seed so the playout can be replayed. */
export function playout<S, O>(p: PlayoutOptions<S, O>): PlayoutReport<S> {
  const { game, seed } = p;
  const maxSteps = p.maxSteps ?? 100_000;
  const rng = rngFromSeed(seed, 'playout');
  let step = 0;
  let moves = 0;
  let rejected = 0;
  const check = (s: PlayoutStep<S>) => {
    try {
      p.check?.(s);
    } catch (e) {
      (e as Error).message = `[playout seed ${seed}, step ${s.step} (${s.kind})] ${(e as Error).message}`;
      throw e;
    }
  };
  let state = game.setup(p.players, p.options, rngFromSeed(seed, 'setup'));
  check({ kind: 'setup', state, step });
  const settle = () => {
    state = settleSteps(game, state, seed, moves, (next) =>
      check({ kind: 'advance', state: next, step: ++step }),
    );
  };
  settle();
  while (game.result(state) === null) {
    if (step > maxSteps) throw new Error(`[playout seed ${seed}] no end after ${maxSteps} steps`);
    const seats = game.toAct(state);
    if (seats.length === 0) throw new Error(`[playout seed ${seed}] nobody to act and no result`);
    const seat = seats[rng.int(seats.length)];
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0)
      throw new Error(`[playout seed ${seed}] seat ${seat} must act but has no legal move`);
    let applied = false;
    for (let attempt = 0; attempt < 200 && !applied; attempt++) {
      const move = p.chooseMove ? p.chooseMove(state, seat, legal, rng) : materialize(rng.pick(legal), rng);
      const r = game.apply(state, seat, move);
      if (r.ok) {
        state = r.state;
        moves++;
        applied = true;
        check({ kind: 'move', state, seat, move, step: ++step });
      } else {
        rejected++;
        if (!isTemplate(legal[0]) && !p.chooseMove) {
          throw new Error(
            `[playout seed ${seed}] listed legal move ${JSON.stringify(move)} rejected: ${r.reason}`,
          );
        }
      }
    }
    if (!applied)
      throw new Error(`[playout seed ${seed}] could not find an applicable move for seat ${seat}`);
    settle();
  }
  return { state, result: game.result(state), moves, steps: step, rejected };
}
