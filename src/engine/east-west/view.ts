/**
 * What a seat (or a spectator) sees of an East-West state, per docs/rules/east-west.md §6: the centre
 * cards, every placed card, the stock size; the pending card only to its drawer; never the stock.
 */
import { type Card, cardToString, cardsToStrings } from '../cards';
import { evaluate } from '../poker';
import { evalOptions } from './rules';
import {
  CARDS_PER_SIDE,
  COLUMNS,
  type ColumnView,
  type EastWestState,
  type EastWestView,
  type RoundRecord,
  type RoundRecordView,
} from './types';

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
  // docs/rules/east-west.md §6: the opponent learns only that a card was drawn, not which.
  const holder = state.phase === 'place' && state.pending !== null ? state.current : null;
  return {
    phase: state.phase,
    you: seat,
    toAct: state.phase === 'place' ? [state.current] : [],
    yourCards:
      seat === null ? null : holder !== null && holder === seat ? [cardToString(state.pending as Card)] : [],
    board: cardsToStrings(state.centre),
    scores: [...state.scores],
    round: state.round,
    firstPlayer: state.firstPlayer,
    columns,
    pendingHolder: holder,
    stockSize: state.stock.length,
    placed: state.placed,
    targetPoints: state.options.targetPoints,
    history: state.history.map(recordView),
    winner: state.winner,
  };
}
