/**
 * What each seat may see (docs/rules/euchre.md §6): its own hand, the up card, bids, trump and every
 * played card; the dealer's discard to the dealer only, also in the move log; never the kitty, the
 * hand of a seat sitting out or a thrown-in deal.
 */
import { cardToString } from '../cards';
import type { LoggedMove, Move } from '../types';
import { SUIT_LETTERS } from './cards';
import { sittingOut } from './rules';
import type { EuchreState, EuchreView, Trick, TrickView } from './types';

function trickView(t: Trick): TrickView {
  return {
    leader: t.leader,
    cards: t.cards.map((p) => ({ seat: p.seat, card: cardToString(p.card) })),
    winner: t.winner,
  };
}

export function view(state: EuchreState, seat: number | null): EuchreView {
  const me = seat !== null && seat >= 0 && seat < 4 ? seat : null;
  const upCardShown = state.upCard !== null && state.phase === 'bid-round-1';
  return {
    phase: state.phase,
    you: me,
    toAct: state.turn === null ? [] : [state.turn],
    yourCards: me === null ? null : state.hands[me].map(cardToString),
    board: upCardShown
      ? [cardToString(state.upCard as number)]
      : state.trick
        ? state.trick.cards.map((p) => cardToString(p.card))
        : [],
    scores: [0, 1, 2, 3].map((s) => state.score[s % 2]),
    hand: state.hand,
    dealer: state.dealer,
    targetPoints: state.options.targetPoints,
    stickTheDealer: state.options.stickTheDealer,
    allowDefenderAlone: state.options.allowDefenderAlone,
    handSizes: state.hands.map((h) => h.length),
    upCard: state.upCard === null ? null : cardToString(state.upCard),
    upCardTurnedDown: state.upCardTurnedDown,
    upCardKept: state.upCardKept,
    discard:
      me !== null && me === state.dealer && state.discard !== null ? cardToString(state.discard) : null,
    bids: state.bids.map((b) => ({
      seat: b.seat,
      phase: b.phase,
      call: b.call,
      ...(b.suit !== undefined ? { suit: SUIT_LETTERS[b.suit] } : {}),
      ...(b.alone !== undefined ? { alone: b.alone } : {}),
    })),
    trump: state.trump === null ? null : SUIT_LETTERS[state.trump],
    makers: state.makers,
    caller: state.caller,
    alone: [...state.alone],
    sittingOut: sittingOut(state),
    trick: state.trick ? trickView(state.trick) : null,
    tricks: state.tricks.map(trickView),
    tricksWon: [...state.tricksWon],
    teamScores: [...state.score],
    lastHand: state.lastHand
      ? {
          ...state.lastHand,
          trump: state.lastHand.trump === null ? null : SUIT_LETTERS[state.lastHand.trump],
          alone: [...state.lastHand.alone],
          tricksWon: [...state.lastHand.tricksWon],
          tricks: state.lastHand.tricks.map(trickView),
        }
      : null,
    winner: state.winner,
  };
}

/** The dealer's discard stays hidden from everyone but the dealer, also in the move log. */
export function redactMove(_state: EuchreState, entry: LoggedMove, viewer: number | null): Move {
  if (entry.move.type === 'discard' && viewer !== entry.seat) return { type: 'discard', card: null };
  return entry.move;
}
