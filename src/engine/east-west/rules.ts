/**
 * East-West rules, in the order and with the section names of docs/rules/east-west.md: Setup, Phases
 * and turn order (deal, draw, place, score-round, match-over), Moves (place), End of hand/round and
 * scoring, End of match. Pure functions over plain-JSON state: no I/O, and every random draw comes
 * from the Rng handed to setup/advance.
 */
import { type Card, deck32 } from '../cards';
import { accept, clone, reject, seatAfter } from '../kit';
import { evaluate } from '../poker';
import type { Rng } from '../random';
import type { ApplyResult, MoveTemplate } from '../types';
import type { RulesResult } from '../standings';
import {
  CARDS_PER_SIDE,
  COLUMNS,
  type ColumnRecord,
  type EastWestMove,
  type EastWestOptions,
  type EastWestState,
  type Phase,
  PLAYERS,
  type RoundRecord,
  TURNS_PER_ROUND,
} from './types';

/** The evaluator settings of a match (32-card deck and the match options; docs/rules/poker-hands.md §3 and §4). */
export function evalOptions(options: EastWestOptions) {
  return { deck: 32 as const, flushRank: options.flushRank, aceLowStraight: options.aceLowStraight };
}

// ---------------------------------------------------------------- docs/rules/east-west.md §3 Setup

function emptyColumns(): Card[][][] {
  return Array.from({ length: COLUMNS }, () => Array.from({ length: PLAYERS }, () => [] as Card[]));
}

/**
 * The `deal` step (docs/rules/east-west.md §3 and §4 step 1): shuffles the 32 cards, turns up
 * the three centre cards and lays out round `state.round`, whose first player is seat (round − 1) mod 2.
 * Mutates the given state (a fresh one or a private copy).
 */
function dealInto(state: EastWestState, rng: Rng): void {
  const deck = rng.shuffle(deck32());
  state.centre = deck.slice(0, COLUMNS);
  state.stock = deck.slice(COLUMNS);
  state.columns = emptyColumns();
  state.pending = null;
  state.placed = 0;
  state.firstPlayer = (state.round - 1) % PLAYERS;
  state.current = state.firstPlayer;
  state.phase = 'draw';
}

export function setup(players: number, options: EastWestOptions, rng: Rng): EastWestState {
  if (players !== PLAYERS) throw new RangeError('East-West is played by exactly 2 players');
  const state: EastWestState = {
    options: {
      targetPoints: options.targetPoints,
      flushRank: options.flushRank,
      aceLowStraight: options.aceLowStraight,
    },
    phase: 'deal',
    round: 1,
    firstPlayer: 0,
    current: 0,
    centre: [],
    columns: emptyColumns(),
    stock: [],
    pending: null,
    placed: 0,
    scores: [0, 0],
    history: [],
    winner: null,
  };
  dealInto(state, rng);
  return state;
}

// ---------------------------------------------------------------- docs/rules/east-west.md §4 Phases and turn order

/** Phase → the move types allowed in it (docs/rules/east-west.md §4): only `place` waits for a player. */
export const phases = {
  deal: [],
  draw: [],
  place: ['place'],
  'score-round': [],
  'match-over': [],
} as const satisfies Record<Phase, readonly EastWestMove['type'][]>;

export function phaseOf(state: EastWestState): Phase {
  return state.phase;
}

export function toAct(state: EastWestState): number[] {
  return state.phase === 'place' ? [state.current] : [];
}

/** The automatic steps (docs/rules/east-west.md §4): deal (the next round), draw, score-round. */
export function advance(state: EastWestState, rng: Rng): EastWestState | null {
  switch (state.phase) {
    case 'deal': {
      const next = clone(state);
      next.round = state.round + 1;
      dealInto(next, rng);
      return next;
    }
    case 'draw':
      // docs/rules/east-west.md §4 step 2: the top stock card becomes the current player's pending card.
      // The step after every move: a new state sharing the parts it leaves alone (no deep copy).
      return { ...state, stock: state.stock.slice(1), pending: state.stock[0], phase: 'place' };
    case 'score-round':
      return scoreRound(state);
    default:
      return null;
  }
}

// ---------------------------------------------------------------- docs/rules/east-west.md §5 Moves

/** `place` to each column where the seat has fewer than 4 cards (docs/rules/east-west.md §5). */
export function legalMoves(state: EastWestState, seat: number): MoveTemplate[] {
  const moves: MoveTemplate[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    if (state.columns[c][seat].length < CARDS_PER_SIDE) moves.push({ type: 'place', column: c });
  }
  return moves;
}

/**
 * `place` (docs/rules/east-west.md §5): the pending card goes face up onto the sender's side of
 * `column`; after the 24th placement the round is scored, otherwise the other seat draws. The shared
 * checks (shape, match over, phase, turn) have passed; `draft` is a private copy.
 */
export function apply(draft: EastWestState, seat: number, move: EastWestMove): ApplyResult<EastWestState> {
  const column = move.column;
  if (typeof column !== 'number' || column < 0 || column >= COLUMNS) {
    return reject('invalid-column', '"column" must be an integer 0, 1 or 2');
  }
  const side = draft.columns[column][seat];
  if (side.length >= CARDS_PER_SIDE)
    return reject('column-full', `you already have ${CARDS_PER_SIDE} cards in column ${column}`);
  if (draft.pending === null) return reject('wrong-phase', 'there is no drawn card to place');
  side.push(draft.pending);
  draft.pending = null;
  draft.placed += 1;
  if (draft.placed >= TURNS_PER_ROUND) {
    draft.phase = 'score-round';
  } else {
    draft.current = seatAfter(seat, PLAYERS);
    draft.phase = 'draw';
  }
  return accept(draft);
}

// ---------------------------------------------------------------- docs/rules/east-west.md §7 End of hand/round and scoring

/** Round points for a number of columns won (docs/rules/east-west.md §7): 3 → 2, 2 → 1, else 0. */
export function roundPoints(wins: number): number {
  return wins === 3 ? 2 : wins === 2 ? 1 : 0;
}

/**
 * Scores a finished layout (docs/rules/east-west.md §7): centre cards + columns[c][seat] (4 cards
 * each) → each column's hands and winner (null on a tie: suits never break ties), wins and points.
 */
export function scoreLayout(
  centre: readonly Card[],
  columns: readonly (readonly (readonly Card[])[])[],
  options: EastWestOptions,
): { columns: ColumnRecord[]; wins: number[]; points: number[] } {
  const opts = evalOptions(options);
  const wins = [0, 0];
  const records: ColumnRecord[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    const hands = [0, 1].map((p) => evaluate([centre[c], ...columns[c][p]], opts));
    const winner = hands[0].value > hands[1].value ? 0 : hands[1].value > hands[0].value ? 1 : null;
    if (winner !== null) wins[winner]++;
    records.push({
      centre: centre[c],
      cards: [[...columns[c][0]], [...columns[c][1]]],
      values: hands.map((h) => h.value),
      descriptions: hands.map((h) => h.description),
      winner,
    });
  }
  return { columns: records, wins, points: wins.map(roundPoints) };
}

/**
 * The `score-round` step (docs/rules/east-west.md §4 step 4 and §7), then §8 of the same document:
 * the match ends once a total reaches `targetPoints`.
 */
function scoreRound(state: EastWestState): EastWestState {
  const next = clone(state);
  const scored = scoreLayout(state.centre, state.columns, state.options);
  next.scores = state.scores.map((s, p) => s + scored.points[p]);
  const record: RoundRecord = {
    round: state.round,
    firstPlayer: state.firstPlayer,
    columns: scored.columns,
    wins: scored.wins,
    points: scored.points,
    totals: [...next.scores],
  };
  next.history.push(record);
  // docs/rules/east-west.md §8: only one player can score in a round, so at most one reaches the target.
  const reached = next.scores.findIndex((s) => s >= state.options.targetPoints);
  if (reached >= 0) {
    next.phase = 'match-over';
    next.winner = reached;
  } else {
    next.phase = 'deal';
  }
  return next;
}

// ---------------------------------------------------------------- docs/rules/east-west.md §8 End of match

export function scores(state: EastWestState): number[] {
  return [...state.scores];
}

export function result(state: EastWestState): RulesResult | null {
  if (state.phase !== 'match-over' || state.winner === null) return null;
  return { winners: [state.winner], scores: [...state.scores], reason: 'target-reached' };
}
