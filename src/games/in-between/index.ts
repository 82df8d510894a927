/** In-Between's HTTP module: its rules, served under /in-between/... by the generic layer. */
import { inBetween } from '../../engine/in-between';
import type { GameBinding } from '../../game-registry/game-binding';

export const inBetweenBinding: GameBinding = {
  definition: inBetween,
  summary:
    'In-Between (Acey-Deucey), 2-8 players: two posts are turned for the player on turn, who bets 1 to M chips (at most the pot and their ' +
    'stack) that a third card ranks strictly between them; a pair of posts pays from the pot, consecutive posts cost 1 chip. The most chips after ' +
    '`rounds` orbits of the deal wins.',
  examples: {
    legalAtStart: { bet: 'a bet of 1 is always within the range when it is your turn' },
    illegalMove: { reason: 'bet-exceeds-pot', message: 'a bet of 5 exceeds the pot of 2' },
  },
};
