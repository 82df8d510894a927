/**
 * What a seat (or a spectator) sees of an In-Between state, per docs/rules/in-between.md §6: there are
 * no private hands, so every seat sees the same; the stock (order and contents) is never shown, only
 * its size; the discard pile since the last shuffle is public knowledge.
 */
import { cardToString } from '../cards';
import { currentMaxBet, toAct } from './rules';
import type { InBetweenState, InBetweenView, Outcome, OutcomeView } from './types';

function outcomeView(o: Outcome): OutcomeView {
  return {
    turn: o.turn,
    seat: o.seat,
    posts: o.posts.map(cardToString),
    kind: o.kind,
    bet: o.bet,
    third: o.third === null ? null : cardToString(o.third),
    change: o.change,
    reante: o.reante,
    eliminated: [...o.eliminated],
    potAfter: o.potAfter,
  };
}

export function view(state: InBetweenState, seat: number | null): InBetweenView {
  const posts = state.posts.map(cardToString);
  const third = state.third === null ? null : cardToString(state.third);
  return {
    phase: state.phase,
    you: seat,
    toAct: toAct(state),
    yourCards: seat === null ? null : [],
    board: third === null ? posts : [...posts, third],
    scores: [...state.chips],
    players: state.players,
    dealer: state.dealer,
    active: [...state.active],
    pot: state.pot,
    posts,
    third,
    bet: state.bet,
    betRange: state.phase === 'bet' ? { min: 1, max: currentMaxBet(state) } : null,
    dealQueue: [...state.queue],
    dealsCompleted: state.dealsDone,
    totalDeals: state.totalDeals,
    turn: state.turn,
    stockCount: state.stock.length,
    discards: state.discard.map(cardToString),
    shuffles: state.shuffles,
    drawForDeal: {
      rounds: state.draw.map((r) => r.map((d) => ({ seat: d.seat, card: cardToString(d.card) }))),
      dealer: state.firstDealer,
    },
    lastOutcomes: state.outcomes.map(outcomeView),
  };
}
