/** The Chinese Poker module: the engine's definition and its DTOs, served under /chinese-poker/... */
import { chinesePoker } from '../../engine/chinese-poker';
import type { GameBinding } from '../../game-registry/game-binding';

export const chinesePokerBinding: GameBinding = {
  definition: chinesePoker,
  summary:
    'Chinese Poker (Thirteen), 2–4 players: arrange your 13 cards into a 3-card front, a 5-card middle and a 5-card back row ' +
    '(back ≥ middle ≥ front), all seats at once and in secret; rows are compared pairwise with bonus points for strong rows, ' +
    'special hands score a fixed bonus. Everything is revealed when every seat has submitted.',
  examples: {
    illegalMove: {
      reason: 'rows-out-of-order',
      message: 'the middle row (Full house, Threes over Twos) is stronger than the back row (Pair of Tens)',
    },
  },
};
