/** Euchre's HTTP module: its rules, served under /euchre/... by the generic layer. */
import { euchre } from '../../engine/euchre';
import type { GameBinding } from '../../game-registry/game-binding';

export const euchreBinding: GameBinding = {
  definition: euchre,
  summary:
    'Euchre (four-hand, North American), 4 players in two partnerships (seats 0+2 and 1+3), 24 cards: order up the up card or name ' +
    'trump in a second round, the dealer discards, anyone may go alone, the makers need 3 of 5 tricks (bowers rank highest). ' +
    'First partnership to `targetPoints` wins.',
  examples: {
    illegalMove: {
      reason: 'must-follow-suit',
      message: 'you must follow hearts, the suit led, while you hold one',
    },
  },
};
