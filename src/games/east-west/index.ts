/** East-West's HTTP module: its rules, served under /east-west/... by the generic layer. */
import { eastWest } from '../../engine/east-west';
import type { GameBinding } from '../../game-registry/game-binding';

export const eastWestBinding: GameBinding = {
  definition: eastWest,
  summary:
    'East-West (Reiner Knizia), 2 players, 32-card deck: three face-up centre cards are shared; on your turn you draw a card (only you ' +
    'see it) and place it on your side of a column, 4 per column, making one 5-card poker hand per column with its centre card. ' +
    'Win 2 columns for 1 point or all 3 for 2 points; the first to `targetPoints` wins.',
  examples: {
    legalAtStart: { place: 'you (seat 0) place first, and every column has room for your first card' },
    illegalMove: { reason: 'column-full', message: 'you already have 4 cards in column 1' },
  },
};
