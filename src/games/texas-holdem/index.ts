/** Texas Hold'em's HTTP module: its rules, served under /texas-holdem/... by the generic layer. */
import { texasHoldem } from '../../engine/texas-holdem';
import { HoldemHandsController } from '../../records/holdem-hands.controller';
import type { GameBinding } from '../../game-registry/game-binding';

export const texasHoldemBinding: GameBinding = {
  definition: texasHoldem,
  summary:
    "Texas Hold'em, 2-10 players: two hole cards each and five shared board cards, best five of seven. Variant `betting` (default): blinds, " +
    'antes, no-limit / pot-limit / fixed-limit, four betting rounds, side pots; variant `no-betting`: a single round of bets. Bet and raise ' +
    'sizes come as { min, max } templates in legalMoves; `raise.to` is the total bet in the round. The last player with chips wins, or the most chips after `maxHands`.',
  examples: {
    legalAtStart: {
      fold: 'folding is allowed on every turn of the betting variant',
      'all-in': 'going all-in is allowed on every turn of the betting variant',
    },
    illegalMove: { reason: 'raise-too-small', message: 'a raise must be to at least 30' },
  },
  controllers: [HoldemHandsController],
};
