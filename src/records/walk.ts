/**
 * Replays a match step by step, exactly as the driver plays it (src/engine/driver.ts: setup, the
 * automatic steps, then each move and the automatic steps after it, every draw from the seed under the
 * driver's own labels), and shows every intermediate state to a visitor. Records, hand histories and
 * past versions are all read off this walk through the game's public functions (view, result, ...):
 * nothing here knows a game's state fields.
 *
 * The driver's functions are used as they are; the only addition is a game wrapper whose `setup` and
 * `advance` hand the engine a recording generator, so each deck shuffled along the way (a "deal") is
 * captured without changing a single draw.
 */
import { isCard, cardsToStrings } from '../engine/cards';
import { settle } from '../engine/driver';
import type { Rng } from '../engine/random';
import { rngFromSeed } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';

export interface WalkMove {
  seat: number;
  move: Move;
}

/** What a match is replayed from: its seat count, options, seed and move log. */
export interface MatchSource {
  players: number;
  options: unknown;
  seed: string;
  moves: readonly WalkMove[];
}

/** A deck the engine shuffled: every card, in the order the engine holds it after the shuffle. */
export interface Deal {
  /** Moves applied before the step that shuffled (0: at setup or before the first move). */
  afterMove: number;
  cards: string[];
}

export interface Step<S> {
  /** `setup`: the dealt start; `advance`: an automatic step; `move`: the state right after move `movesApplied`. */
  kind: 'setup' | 'advance' | 'move';
  /** Moves applied so far (the move of a `move` step included). */
  movesApplied: number;
  state: S;
  /** Decks shuffled by this step. */
  deals: Deal[];
}

export class ReplayError extends Error {
  constructor(
    message: string,
    readonly seq: number,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'ReplayError';
  }
}

/** A generator that draws exactly what `inner` draws and reports every shuffled array of cards. */
function recording(inner: Rng, onDeck: (cards: string[]) => void): Rng {
  return {
    uint32: () => inner.uint32(),
    int: (n) => inner.int(n),
    float: () => inner.float(),
    pick: (items) => inner.pick(items),
    shuffle<T>(items: T[]): T[] {
      const out = inner.shuffle(items);
      if (out.length > 0 && out.every((c) => isCard(c))) onDeck(cardsToStrings(out as unknown as number[]));
      return out;
    },
  };
}

/**
 * Walks the match; `visit` sees every state in order. Returns the final state. Throws ReplayError when
 * a logged move does not apply (a corrupt log), naming the move.
 */
export function walkMatch<S>(game: GameDefinition<S>, src: MatchSource, visit?: (step: Step<S>) => void): S {
  let pending: Deal[] = [];
  let movesApplied = 0;
  const record = (rng: Rng) => recording(rng, (cards) => pending.push({ afterMove: movesApplied, cards }));
  // The game as the driver sees it, with recording generators; everything else is the game itself.
  const observed: GameDefinition<S> = Object.assign(Object.create(game) as GameDefinition<S>, {
    setup: (players: number, options: unknown, rng: Rng) => game.setup(players, options, record(rng)),
    advance: (state: S, rng: Rng) => game.advance(state, record(rng)),
  });
  const emit = (kind: Step<S>['kind'], state: S) => {
    const deals = pending;
    pending = [];
    visit?.({ kind, movesApplied, state, deals });
  };

  let state = observed.setup(src.players, src.options, rngFromSeed(src.seed, 'setup'));
  emit('setup', state);
  state = settle(observed, state, src.seed, 0, (s) => emit('advance', s));
  src.moves.forEach((m, i) => {
    const seq = i + 1;
    const r = game.apply(state, m.seat, m.move);
    if (!r.ok)
      throw new ReplayError(
        `move ${seq} of seat ${m.seat} does not apply on replay: ${r.reason} (${r.message})`,
        seq,
        r.reason,
      );
    movesApplied = seq;
    emit('move', r.state);
    state = settle(observed, r.state, src.seed, seq, (s) => emit('advance', s));
  });
  return state;
}

/** Every deck the match shuffled, in order. */
export function dealsOf<S>(game: GameDefinition<S>, src: MatchSource): Deal[] {
  const deals: Deal[] = [];
  walkMatch(game, src, (step) => deals.push(...step.deals));
  return deals;
}
