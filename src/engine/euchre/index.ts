/**
 * Four-hand Euchre, docs/rules/euchre.md: 4 players in two partnerships, 24 cards, two bidding rounds,
 * the dealer's discard, going alone, five tricks, the match to `targetPoints`.
 */
import { defineGame } from '../define-game';
import { advancedBot, basicBot, expertBot, randomBot } from './bots';
import { advance, apply, legalMoves, phaseOf, result, scores, setup, toAct } from './rules';
import {
  type EuchreMove,
  type EuchreOptions,
  type EuchreState,
  type EuchreView,
  moves,
  stateSchema,
  optionsSchema,
  PHASES,
} from './types';
import { redactMove, view } from './view';

export const euchre = defineGame<EuchreState, EuchreView, EuchreOptions, EuchreMove>({
  id: 'euchre',
  name: 'Euchre',
  minPlayers: 4,
  maxPlayers: 4,
  optionsSchema,
  moves,
  stateSchema,
  phases: PHASES,
  phaseOf,
  setup,
  toAct,
  legalMoves,
  apply,
  // the bidding and play handlers push onto bids, alone, a hand, the trick's cards and tricks, and count
  // tricksWon: copy those, share the rest
  draft: (state) => ({
    ...state,
    hands: state.hands.map((hand) => [...hand]),
    bids: [...state.bids],
    alone: [...state.alone],
    trick: state.trick && { ...state.trick, cards: [...state.trick.cards] },
    tricks: [...state.tricks],
    tricksWon: [...state.tricksWon],
  }),
  advance,
  view,
  scores,
  result,
  redactMove,
  // docs/rules/euchre.md §1: two partnerships, seats 0 + 2 and 1 + 3 (a resignation concedes for both)
  sides: () => [
    [0, 2],
    [1, 3],
  ],
  bots: { random: randomBot, basic: basicBot, advanced: advancedBot, expert: expertBot },
});

export * from './cards';
export * from './types';
export { dealFromDeck, initialState, partnerOf, sittingOut, startHand, teamOf } from './rules';
export { view, redactMove } from './view';
export { advancedBot, basicBot, expertBot, randomBot, handStrength, chooseDiscard, solveHand } from './bots';
