/**
 * What each seat may see (docs/rules/chinese-poker.md §6): its own cards and submission until the
 * reveal, then everything of the revealed hands; the move log hides unrevealed submissions; and the
 * dry-run route's arrangement helper.
 */
import type { Card } from '../cards';
import { cardsToStrings } from '../cards';
import { evaluate } from '../poker';
import type { LoggedMove, Move } from '../types';
import { type ArrangementCheck, checkArrangement } from './arrangement';
import { sortedStrings, specialsFor, toAct } from './rules';
import { declarationBonus } from './scoring';
import type {
  ChinesePokerState,
  ChinesePokerView,
  HandRecord,
  RevealView,
  RowView,
  Submission,
  SubmissionView,
} from './types';

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
    pairs: h.score.pairs.map((p) => ({
      seats: [p.seats[0], p.seats[1]],
      bonus: p.bonus,
      rows: p.rows.map((r) => ({ ...r })),
      net: p.net,
    })),
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

export function view(state: ChinesePokerState, seat: number | null): ChinesePokerView {
  const me = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players ? seat : null;
  const dealt = state.phase === 'arrange';
  const mySub = me !== null && dealt ? state.submissions[me] : null;
  const reveals = state.history.map(revealView);
  return {
    phase: state.phase,
    you: me,
    toAct: toAct(state),
    yourCards: me === null ? null : dealt ? sortedStrings(state.hands[me]) : [],
    board: [],
    scores: [...state.scores],
    players: state.players,
    hand: state.hand,
    hands: state.options.hands,
    dealer: state.dealer,
    specialHands: state.options.specialHands,
    specialHandsAvailable: me !== null ? specialsFor(state, me).map((s) => s.hand) : [],
    submitted: state.submissions.map((s) => dealt && s !== null),
    yourSubmission: mySub ? submissionView(me as number, mySub) : null,
    lastReveal: reveals.length ? reveals[reveals.length - 1] : null,
    reveals,
    arrangementHelp: HELP,
  };
}

/** docs/rules/chinese-poker.md §6: a submission stays hidden from the other seats until its hand is revealed. */
export function redactMove(state: ChinesePokerState, entry: LoggedMove, viewer: number | null): Move {
  if (entry.seq <= state.revealedSeq || viewer === entry.seat) return entry.move;
  return { type: 'submitted' };
}

/**
 * The arrangement helper for a seat of a stored match (the `POST /chinese-poker/matches/{id}/check`
 * route): checks a proposed {front, middle, back} against the seat's 13 cards exactly as `arrange` would
 * (same reason codes) and describes each row. Changes nothing.
 */
export function checkSeatArrangement(
  state: ChinesePokerState,
  seat: number,
  arrangement: unknown,
): ArrangementCheck {
  if (state.phase !== 'arrange' || !Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return {
      valid: false,
      reason: 'wrong-phase',
      message: 'no cards to arrange right now',
      rows: null,
      qualifiesFor: [],
    };
  }
  return checkArrangement(state.hands[seat], arrangement);
}

/** The dry-run route's details: is the arrangement valid, what is each row, which special hands it makes. */
export function checkMove(state: ChinesePokerState, seat: number, move: Move): Record<string, unknown> {
  return { ...checkSeatArrangement(state, seat, move) };
}
