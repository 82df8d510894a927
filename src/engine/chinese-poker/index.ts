/**
 * Chinese Poker (Thirteen), rules/chinese-poker.md: 2–4 players, 13 cards each, a simultaneous secret
 * arrangement into front (3), middle (5) and back (5) rows, special-hand declarations, pairwise
 * zero-sum scoring per row, a match of `hands` hands.
 */
import { type Card, cardsToStrings, deck52, parseCards } from '../cards';
import type { GameDefinition, GameResult, LoggedMove, Move, MoveTemplate } from '../types';
import type { OptionsSchema } from '../options';
import type { Rng } from '../random';
import { evaluate } from '../poker';
import {
  ROWS,
  ROW_SIZES,
  type ArrangementCheck,
  type Rows,
  checkArrangement,
  type SpecialHand,
  checkRows,
  declarationBonus,
  isSpecialHand,
  qualifies,
  scoreHand,
} from './rules';
import { findSpecialHands, randomArrangement, solve } from './solver';
import type {
  ChinesePokerOptions,
  ChinesePokerState,
  ChinesePokerView,
  HandRecord,
  RevealView,
  RowView,
  Submission,
  SubmissionView,
} from './types';

export * from './types';
export { checkArrangement, scoreHand, qualifies, rowPoints, SPECIAL_HANDS, type ArrangementCheck } from './rules';
export { solve, randomArrangement, bestArrangement, opponentModel, findSpecialHands } from './solver';

export const optionsSchema: OptionsSchema = {
  hands: { type: 'integer', default: 4, min: 1, max: 100, description: 'Number of hands (deals) in the match.' },
  specialHands: { type: 'boolean', default: true, description: 'Whether the `declare` move (special hands) is allowed.' },
};

const MOVE_TYPES = ['arrange', 'declare'];

function fail(reason: string, message: string) {
  return { ok: false as const, reason, message };
}

/** Cards sorted for display: highest rank first, then by suit. */
function sortedStrings(cards: readonly Card[]): string[] {
  return cardsToStrings([...cards].sort((a, b) => b - a));
}

// ---------------------------------------------------------------------------------------------------
// Deal, reveal

function deal(state: ChinesePokerState, rng: Rng): ChinesePokerState {
  const n = state.players;
  const deck = rng.shuffle(deck52());
  const hands: Card[][] = Array.from({ length: n }, () => []);
  // one card at a time, starting on the dealer's left
  for (let i = 0; i < 13 * n; i++) hands[(state.dealer + 1 + i) % n].push(deck[i]);
  return {
    ...state,
    phase: 'arrange',
    hands,
    setAside: deck.slice(13 * n),
    submissions: new Array<Submission | null>(n).fill(null),
  };
}

function reveal(state: ChinesePokerState): ChinesePokerState {
  const subs = state.submissions as Submission[];
  const score = scoreHand(
    subs.map((s, seat) => ({ seat, order: s.order, kind: s.kind, declared: s.declared, rows: { front: s.front, middle: s.middle, back: s.back } })),
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

// ---------------------------------------------------------------------------------------------------
// Views

function rowView(cards: readonly Card[]): RowView {
  const v = evaluate(cards);
  return { cards: cardsToStrings(cards), category: v.category, description: v.description };
}

function submissionView(seat: number, s: Submission): SubmissionView {
  return {
    seat,
    order: s.order,
    type: s.kind,
    hand: s.declared,
    front: rowView(s.front),
    middle: rowView(s.middle),
    back: rowView(s.back),
  };
}

function revealView(h: HandRecord): RevealView {
  const eff = h.score.effective;
  return {
    hand: h.hand,
    dealer: h.dealer,
    submissions: h.submissions.map((s, seat) => submissionView(seat, s)),
    effectiveDeclaration: eff ? { seat: eff.seat, hand: eff.hand, bonus: declarationBonus(eff.hand) } : null,
    voidDeclarations: [...h.score.voided],
    pairs: h.score.pairs.map((p) => ({ seats: [p.seats[0], p.seats[1]], bonus: p.bonus, rows: p.rows.map((r) => ({ ...r })), net: p.net })),
    points: [...h.score.points],
  };
}

const HELP =
  'Submit {"type":"arrange","front":[3 cards],"middle":[5 cards],"back":[5 cards]} using your 13 cards, with back ≥ middle ≥ front ' +
  '(a 3-card front has no straights or flushes and compares with the middle only as far as its own cards reach). ' +
  'An accepted submission is final and hidden until everyone has submitted; a rejected one changes nothing and its message ' +
  'describes the offending rows, e.g. rows-out-of-order: "the middle row (Full house, Threes over Twos) is stronger than the ' +
  'back row (Pair of Tens)". yourSubmission describes each of your rows once accepted. specialHandsAvailable lists the special ' +
  'hands your cards can declare; legalMoves holds a ready-made declaration for each.';

// ---------------------------------------------------------------------------------------------------
// Special hands available to a seat (cached per hand by the cards themselves: cheap enough to recompute)

function specialsFor(state: ChinesePokerState, seat: number): { hand: SpecialHand; rows: Rows }[] {
  if (!state.options.specialHands || state.phase !== 'arrange') return [];
  return findSpecialHands(state.hands[seat]);
}

function arrangeMove(rows: Rows): Move {
  return { type: 'arrange', front: sortedStrings(rows.front), middle: sortedStrings(rows.middle), back: sortedStrings(rows.back) };
}

/**
 * The arrangement helper for a seat of a stored match (for a `POST /chinese-poker/matches/{id}/check`
 * route): checks a proposed {front, middle, back} against the seat's 13 cards exactly as `arrange` would
 * (same reason codes) and describes each row. Changes nothing.
 */
export function checkSeatArrangement(state: ChinesePokerState, seat: number, arrangement: unknown): ArrangementCheck {
  if (state.phase !== 'arrange' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return { valid: false, reason: 'wrong-phase', message: 'no cards to arrange right now', rows: null, qualifiesFor: [] };
  }
  return checkArrangement(state.hands[seat], arrangement);
}

// ---------------------------------------------------------------------------------------------------
// The definition

export const chinesePoker: GameDefinition<ChinesePokerState, ChinesePokerView, ChinesePokerOptions> = {
  id: 'chinese-poker',
  name: 'Chinese Poker',
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,

  setup(players, options) {
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
  },

  toAct(state) {
    if (state.phase !== 'arrange') return [];
    const out: number[] = [];
    state.submissions.forEach((s, seat) => {
      if (s === null) out.push(seat);
    });
    return out;
  },

  legalMoves(state, seat) {
    if (state.phase !== 'arrange' || !Number.isInteger(seat) || seat < 0 || seat >= state.players || state.submissions[seat] !== null) return [];
    const from = sortedStrings(state.hands[seat]);
    const moves: MoveTemplate[] = [
      { type: 'arrange', front: { choose: 3, from }, middle: { choose: 5, from }, back: { choose: 5, from } },
    ];
    for (const s of specialsFor(state, seat)) {
      moves.push({ ...arrangeMove(s.rows), type: 'declare', hand: s.hand });
    }
    return moves;
  },

  apply(state, seat, move) {
    if (typeof move !== 'object' || move === null || Array.isArray(move) || typeof move.type !== 'string') {
      return fail('invalid-move', 'a move is an object with a "type": "arrange" or "declare"');
    }
    if (!MOVE_TYPES.includes(move.type)) return fail('invalid-move', `unknown move type "${move.type}": use "arrange" or "declare"`);
    for (const row of ROWS) {
      if (!Array.isArray(move[row])) return fail('invalid-move', `"${row}" must be an array of ${ROW_SIZES[row]} cards like "As"`);
    }
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return fail('invalid-move', `no seat ${seat} in this match`);
    if (state.phase === 'match-over') return fail('match-over', 'the match has ended');
    if (state.phase !== 'arrange') return fail('wrong-phase', 'the cards are not dealt for arranging yet');
    if (state.submissions[seat] !== null) return fail('already-submitted', 'you already submitted this hand; a submission is final');
    const checked = checkRows(state.hands[seat], move);
    if (!checked.ok) return checked;
    let declared: SpecialHand | null = null;
    if (move.type === 'declare') {
      if (!state.options.specialHands) return fail('special-hands-disabled', 'special hands are disabled in this match (option specialHands)');
      if (!isSpecialHand(move.hand)) return fail('unknown-special-hand', '"hand" must be one of: six-pairs, three-straights, three-flushes, dragon');
      if (!qualifies(move.hand, checked.rows)) return fail('special-hand-not-qualified', `these cards and rows do not make ${move.hand}`);
      declared = move.hand;
    }
    const order = state.submissions.filter((s) => s !== null).length + 1;
    const sub: Submission = {
      kind: move.type as 'arrange' | 'declare',
      declared,
      front: checked.rows.front,
      middle: checked.rows.middle,
      back: checked.rows.back,
      order,
      seq: state.moveCount + 1,
    };
    const submissions = state.submissions.map((s, i) => (i === seat ? sub : s));
    return { ok: true, state: { ...state, submissions, moveCount: state.moveCount + 1 } };
  },

  advance(state, rng) {
    if (state.phase === 'deal') return deal(state, rng);
    if (state.phase === 'arrange' && state.submissions.every((s) => s !== null)) return reveal(state);
    if (state.phase === 'reveal') {
      return deal({ ...state, phase: 'deal', hand: state.hand + 1, dealer: (state.dealer + 1) % state.players }, rng);
    }
    return null;
  },

  view(state, seat) {
    const me = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players ? seat : null;
    const dealt = state.phase === 'arrange';
    const mySub = me !== null && dealt ? state.submissions[me] : null;
    const reveals = state.history.map(revealView);
    return {
      phase: state.phase,
      players: state.players,
      hand: state.hand,
      hands: state.options.hands,
      dealer: state.dealer,
      specialHands: state.options.specialHands,
      you: me,
      cards: me !== null && dealt ? sortedStrings(state.hands[me]) : null,
      specialHandsAvailable: me !== null ? specialsFor(state, me).map((s) => s.hand) : [],
      submitted: state.submissions.map((s) => dealt && s !== null),
      yourSubmission: mySub ? submissionView(me as number, mySub) : null,
      scores: [...state.scores],
      lastReveal: reveals.length ? reveals[reveals.length - 1] : null,
      reveals,
      arrangementHelp: HELP,
    };
  },

  scores(state) {
    return [...state.scores];
  },

  result(state): GameResult | null {
    if (state.phase !== 'match-over') return null;
    const top = Math.max(...state.scores);
    return {
      winners: state.scores.flatMap((s, i) => (s === top ? [i] : [])),
      scores: [...state.scores],
      reason: 'hands-complete',
    };
  },

  redactMove(state, entry: LoggedMove, viewer) {
    if (entry.seq <= state.revealedSeq || viewer === entry.seat) return entry.move;
    return { type: 'submitted' };
  },

  timeoutMove(state, seat, rng) {
    return arrangeMove(randomArrangement(state.hands[seat], rng));
  },

  /** The dry-run route's help: is the arrangement valid, what is each row, which special hands it makes. */
  checkMove: (state, seat, move) => ({ ...checkSeatArrangement(state, seat, move) }),
  bots: {
    random: ({ view, rng }) => {
      const cards = parseCards(view.cards ?? []);
      return arrangeMove(randomArrangement(cards, rng));
    },
    basic: ({ view, rng }) => {
      const cards = parseCards(view.cards ?? []);
      const choice = solve(cards, rng, view.players - 1, view.specialHands);
      const move = arrangeMove(choice.rows);
      return choice.kind === 'declare' ? { ...move, type: 'declare', hand: choice.hand } : move;
    },
  },
};
