/**
 * East-West rules (shared/rules/east-west.md): deal, draw, place, score, match end.
 * Pure functions over plain-JSON state; `apply` never mutates its input and never throws.
 */
import { type Card, cardToString, cardsToStrings, deck32 } from '../cards';
import type { OptionsSchema } from '../options';
import { evaluate } from '../poker';
import type { Rng } from '../random';
import type { ApplyResult, GameResult, Move, MoveTemplate } from '../types';
import {
  CARDS_PER_SIDE,
  COLUMNS,
  type ColumnRecord,
  type ColumnView,
  type EastWestOptions,
  type EastWestState,
  type EastWestView,
  type RoundRecord,
  type RoundRecordView,
  TURNS_PER_ROUND,
} from './types';

export const PLAYERS = 2;

export const optionsSchema: OptionsSchema = {
  targetPoints: {
    type: 'integer',
    default: 5,
    min: 1,
    max: 1000,
    description: 'The match ends as soon as a player has at least this many points.',
  },
  flushRank: {
    type: 'enum',
    default: 'standard',
    values: ['standard', 'above-full-house', 'above-four-of-a-kind'],
    description:
      'Where the flush ranks with 32 cards: "standard" (below full house), "above-full-house" or "above-four-of-a-kind".',
  },
  aceLowStraight: {
    type: 'boolean',
    default: true,
    description: 'A-7-8-9-T counts as the lowest straight (top card T).',
  },
};

/** The evaluator settings of a match (32-card deck and the match options). */
export function evalOptions(options: EastWestOptions) {
  return { deck: 32 as const, flushRank: options.flushRank, aceLowStraight: options.aceLowStraight };
}

function cloneState(s: EastWestState): EastWestState {
  return {
    options: { ...s.options },
    phase: s.phase,
    round: s.round,
    firstPlayer: s.firstPlayer,
    current: s.current,
    centre: [...s.centre],
    columns: s.columns.map((col) => col.map((side) => [...side])),
    stock: [...s.stock],
    pending: s.pending,
    placed: s.placed,
    scores: [...s.scores],
    // History records are never modified once written, so they can be shared.
    history: [...s.history],
    winner: s.winner,
  };
}

function emptyColumns(): Card[][][] {
  return Array.from({ length: COLUMNS }, () => Array.from({ length: PLAYERS }, () => [] as Card[]));
}

/** Shuffles the 32 cards and lays out round `state.round` (mutates the given fresh state). */
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
    options: { targetPoints: options.targetPoints, flushRank: options.flushRank, aceLowStraight: options.aceLowStraight },
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

/** Round points for a number of columns won (§7). */
export function roundPoints(wins: number): number {
  return wins === 3 ? 2 : wins === 2 ? 1 : 0;
}

/** Scores a finished layout: centre cards + columns[c][seat] (4 cards each) → column results. */
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

export function toAct(state: EastWestState): number[] {
  return state.phase === 'place' ? [state.current] : [];
}

export function legalMoves(state: EastWestState, seat: number): MoveTemplate[] {
  if (state.phase !== 'place' || seat !== state.current) return [];
  const moves: MoveTemplate[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    if (state.columns[c][seat].length < CARDS_PER_SIDE) moves.push({ type: 'place', column: c });
  }
  return moves;
}

const reject = (reason: string, message: string): ApplyResult<EastWestState> => ({ ok: false, reason, message });

export function apply(state: EastWestState, seat: number, move: Move): ApplyResult<EastWestState> {
  // 1. A well-formed body with a known type.
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return reject('invalid-move', 'a move is an object like {"type": "place", "column": 1}');
  }
  if (move.type !== 'place') {
    return reject('invalid-move', `unknown move type ${JSON.stringify(move.type ?? null)}; the only move is "place"`);
  }
  // 2. The match is not over.
  if (state.phase === 'match-over') return reject('match-over', 'the match is over');
  // 3. The phase accepts this move.
  if (state.phase !== 'place') return reject('wrong-phase', `no card can be placed during the ${state.phase} phase`);
  // 4. The sender is the current player.
  if (seat !== state.current) return reject('not-your-turn', `it is seat ${state.current}'s turn to place a card`);
  // 5. Move-specific checks.
  const column = move.column;
  if (typeof column !== 'number' || !Number.isInteger(column) || column < 0 || column >= COLUMNS) {
    return reject('invalid-column', '"column" must be an integer 0, 1 or 2');
  }
  if (state.columns[column][seat].length >= CARDS_PER_SIDE) {
    return reject('column-full', `you already have ${CARDS_PER_SIDE} cards in column ${column}`);
  }
  if (state.pending === null) return reject('wrong-phase', 'there is no drawn card to place');

  const next = cloneState(state);
  next.columns[column][seat].push(state.pending);
  next.pending = null;
  next.placed = state.placed + 1;
  if (next.placed >= TURNS_PER_ROUND) {
    next.phase = 'score-round';
  } else {
    next.current = 1 - seat;
    next.phase = 'draw';
  }
  return { ok: true, state: next };
}

/** The automatic steps: deal (next round), draw, score-round. */
export function advance(state: EastWestState, rng: Rng): EastWestState | null {
  switch (state.phase) {
    case 'deal': {
      const next = cloneState(state);
      next.round = state.round + 1;
      dealInto(next, rng);
      return next;
    }
    case 'draw': {
      const next = cloneState(state);
      next.pending = next.stock.shift() as Card;
      next.phase = 'place';
      return next;
    }
    case 'score-round': {
      const next = cloneState(state);
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
      next.history = [...state.history, record];
      const reached = next.scores.findIndex((s) => s >= state.options.targetPoints);
      if (reached >= 0) {
        next.phase = 'match-over';
        next.winner = reached;
      } else {
        next.phase = 'deal';
      }
      return next;
    }
    default:
      return null;
  }
}

function recordView(r: RoundRecord): RoundRecordView {
  return {
    round: r.round,
    firstPlayer: r.firstPlayer,
    columns: r.columns.map((c, i) => ({
      column: i,
      centre: cardToString(c.centre),
      cards: c.cards.map(cardsToStrings),
      descriptions: [...c.descriptions],
      winner: c.winner,
    })),
    wins: [...r.wins],
    points: [...r.points],
    totals: [...r.totals],
  };
}

export function view(state: EastWestState, seat: number | null): EastWestView {
  const opts = evalOptions(state.options);
  const columns: ColumnView[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    const centre = state.centre[c];
    const sides = state.columns[c];
    const hands = sides.map((side) =>
      centre !== undefined && side.length === CARDS_PER_SIDE ? evaluate([centre, ...side], opts) : null,
    );
    const complete = hands[0] !== null && hands[1] !== null;
    let leader: number | null = null;
    if (hands[0] && hands[1]) {
      leader = hands[0].value > hands[1].value ? 0 : hands[1].value > hands[0].value ? 1 : null;
    }
    columns.push({
      column: c,
      centre: centre === undefined ? null : cardToString(centre),
      cards: sides.map(cardsToStrings),
      counts: sides.map((s) => s.length),
      descriptions: hands.map((h) => (h ? h.description : null)),
      leader,
      complete,
    });
  }
  const holder = state.phase === 'place' && state.pending !== null ? state.current : null;
  return {
    phase: state.phase,
    round: state.round,
    firstPlayer: state.firstPlayer,
    currentPlayer: state.phase === 'place' ? state.current : null,
    you: seat,
    centre: cardsToStrings(state.centre),
    columns,
    pendingCard: holder !== null && holder === seat ? cardToString(state.pending as Card) : null,
    pendingHolder: holder,
    stockSize: state.stock.length,
    placed: state.placed,
    scores: [...state.scores],
    targetPoints: state.options.targetPoints,
    options: { ...state.options },
    history: state.history.map(recordView),
    winner: state.winner,
  };
}

export function scores(state: EastWestState): number[] {
  return [...state.scores];
}

export function result(state: EastWestState): GameResult | null {
  if (state.phase !== 'match-over' || state.winner === null) return null;
  return { winners: [state.winner], scores: [...state.scores], reason: 'target-reached' };
}
