/**
 * Chinese Poker (Thirteen) rules, section by section of docs/rules/chinese-poker.md: the setup and the
 * deal, the phases and who acts, the moves of the `arrange` phase, the reveal and the score, and the end
 * of the match. The checks every game shares (the move's shape, the match is over, the seat is to act,
 * the move type in the phase) ran before `apply`.
 */
import { type Card, cardsToStrings, deck52 } from '../cards';
import { accept, reject, seatAfter } from '../kit';
import type { Rng } from '../random';
import type { ApplyResult, Move, MoveTemplate } from '../types';
import type { RulesResult } from '../standings';
import { checkRows, isSpecialHand, qualifies } from './arrangement';
import { scoreHand } from './scoring';
import { findSpecialHands, randomArrangement } from './solver';
import type {
  ChinesePokerMove,
  ChinesePokerOptions,
  ChinesePokerState,
  HandRecord,
  Phase,
  Rows,
  SpecialHand,
  Submission,
} from './types';

/** Cards sorted for display: highest rank first, then by suit. */
export function sortedStrings(cards: readonly Card[]): string[] {
  return cardsToStrings([...cards].sort((a, b) => b - a));
}

/** The `arrange` move of some rows, each row sorted for display. */
export function arrangeMove(rows: Rows): Move {
  return {
    type: 'arrange',
    front: sortedStrings(rows.front),
    middle: sortedStrings(rows.middle),
    back: sortedStrings(rows.back),
  };
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §3 Setup

/** Seat 0 deals hand 1; match scores start at 0. The first deal is the automatic step of `deal`. */
export function setup(players: number, options: ChinesePokerOptions): ChinesePokerState {
  return {
    players,
    options: { hands: options.hands, specialHands: options.specialHands },
    phase: 'deal',
    hand: 1,
    dealer: 0,
    hands: Array.from({ length: players }, () => []),
    setAside: [],
    submissions: new Array<Submission | null>(players).fill(null),
    moveCount: 0,
    revealedSeq: 0,
    scores: new Array<number>(players).fill(0),
    history: [],
  };
}

/** docs/rules/chinese-poker.md §3 Deal: 13 cards each, one at a time from the dealer's left; with 2–3 players the rest is set aside. */
function deal(state: ChinesePokerState, rng: Rng): ChinesePokerState {
  const n = state.players;
  const deck = rng.shuffle(deck52());
  const hands: Card[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < 13 * n; i++) hands[seatAfter(state.dealer, n, 1 + i)].push(deck[i]);
  return {
    ...state,
    phase: 'arrange',
    hands,
    setAside: deck.slice(13 * n),
    submissions: new Array<Submission | null>(n).fill(null),
  };
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §4 Phases and turn order

export function phaseOf(state: ChinesePokerState): Phase {
  return state.phase;
}

/** `arrange` is simultaneous: every seat without an accepted submission this hand. */
export function toAct(state: ChinesePokerState): number[] {
  if (state.phase !== 'arrange') return [];
  const out: number[] = [];
  state.submissions.forEach((s, seat) => {
    if (s === null) out.push(seat);
  });
  return out;
}

/** docs/rules/chinese-poker.md §5 steps 3–4 for a seat that may not move: `wrong-phase` outside `arrange`, else `already-submitted`. */
export function notToAct(state: ChinesePokerState, seat: number): { reason: string; message: string } | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players)
    return { reason: 'invalid-move', message: `no seat ${seat} in this match` };
  if (state.submissions[seat] !== null)
    return { reason: 'already-submitted', message: 'you already submitted this hand; a submission is final' };
  return null;
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §5 Moves (the `arrange` phase)

/** Special hands a seat's 13 cards can declare this hand, each with a qualifying legal arrangement. */
export function specialsFor(state: ChinesePokerState, seat: number): { hand: SpecialHand; rows: Rows }[] {
  if (!state.options.specialHands || state.phase !== 'arrange') return [];
  return findSpecialHands(state.hands[seat]);
}

/** An `arrange` template over the seat's 13 cards, and a ready-made declaration per special hand. */
export function legalMoves(state: ChinesePokerState, seat: number): MoveTemplate[] {
  const from = sortedStrings(state.hands[seat]);
  const moves: MoveTemplate[] = [
    { type: 'arrange', front: { choose: 3, from }, middle: { choose: 5, from }, back: { choose: 5, from } },
  ];
  for (const s of specialsFor(state, seat))
    moves.push({ ...arrangeMove(s.rows), type: 'declare', hand: s.hand });
  return moves;
}

/**
 * `arrange` and `declare`: the rows are checked as docs/rules/chinese-poker.md §5 `arrange` lists (a declaration is an arrangement
 * too), then a declaration's own checks; the accepted submission is numbered in the submission order.
 */
export function apply(
  draft: ChinesePokerState,
  seat: number,
  m: ChinesePokerMove,
): ApplyResult<ChinesePokerState> {
  const checked = checkRows(draft.hands[seat], m);
  if (!checked.ok) return checked;
  let declared: SpecialHand | null = null;
  if (m.type === 'declare') {
    if (!draft.options.specialHands)
      return reject(
        'special-hands-disabled',
        'special hands are disabled in this match (option specialHands)',
      );
    if (!isSpecialHand(m.hand))
      return reject(
        'unknown-special-hand',
        '"hand" must be one of: six-pairs, three-straights, three-flushes, dragon',
      );
    if (!qualifies(m.hand, checked.rows))
      return reject('special-hand-not-qualified', `these cards and rows do not make ${m.hand}`);
    declared = m.hand;
  }
  draft.moveCount += 1;
  draft.submissions[seat] = {
    kind: m.type,
    declared,
    front: checked.rows.front,
    middle: checked.rows.middle,
    back: checked.rows.back,
    order: draft.submissions.filter((s) => s !== null).length + 1,
    seq: draft.moveCount,
  };
  return accept(draft);
}

/** The move played for a seat whose turn clock ran out: a random legal arrangement. */
export function timeoutMove(state: ChinesePokerState, seat: number, rng: Rng): Move {
  return arrangeMove(randomArrangement(state.hands[seat], rng));
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §4 `reveal` and `score` (automatic), then the next deal or the end

/** Everything becomes public; the hand is scored (docs/rules/chinese-poker.md §7) and added to the match totals. */
function reveal(state: ChinesePokerState): ChinesePokerState {
  const subs = state.submissions as Submission[];
  const score = scoreHand(
    subs.map((s, seat) => ({
      seat,
      order: s.order,
      kind: s.kind,
      declared: s.declared,
      rows: { front: s.front, middle: s.middle, back: s.back },
    })),
  );
  const record: HandRecord = { hand: state.hand, dealer: state.dealer, submissions: subs, score };
  const last = state.hand >= state.options.hands;
  return {
    ...state,
    phase: last ? 'match-over' : 'reveal',
    revealedSeq: state.moveCount,
    scores: state.scores.map((s, i) => s + score.points[i]),
    history: [...state.history, record],
  };
}

/** The automatic steps: the deal, the reveal once every seat has submitted, the next hand's deal. */
export function advance(state: ChinesePokerState, rng: Rng): ChinesePokerState | null {
  if (state.phase === 'deal') return deal(state, rng);
  if (state.phase === 'arrange' && state.submissions.every((s) => s !== null)) return reveal(state);
  if (state.phase === 'reveal') {
    return deal(
      { ...state, phase: 'deal', hand: state.hand + 1, dealer: seatAfter(state.dealer, state.players) },
      rng,
    );
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §8 End of match

export function scores(state: ChinesePokerState): number[] {
  return [...state.scores];
}

/** After `hands` hands: the highest match score wins; seats tied for it are co-winners. */
export function result(state: ChinesePokerState): RulesResult | null {
  if (state.phase !== 'match-over') return null;
  const top = Math.max(...state.scores);
  return {
    winners: state.scores.flatMap((s, i) => (s === top ? [i] : [])),
    scores: [...state.scores],
    reason: 'hands-complete',
  };
}
