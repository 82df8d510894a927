/** Texas Hold'em's HTTP module: its rules and DTOs, served under /texas-holdem/... by the generic layer. */
import { texasHoldem } from '../../engine/texas-holdem';
import type { GameBinding } from '../game-binding';
import { AllInMoveDto, HoldemBetMoveDto, CallMoveDto, CheckMoveDto, FoldMoveDto, RaiseMoveDto, TexasHoldemOptionsDto } from './texas-holdem.dto';

export const texasHoldemBinding: GameBinding = {
  definition: texasHoldem,
  moveDtos: [FoldMoveDto, CheckMoveDto, CallMoveDto, HoldemBetMoveDto, RaiseMoveDto, AllInMoveDto],
  optionsDto: TexasHoldemOptionsDto,
  summary:
    "Texas Hold'em, 2-10 players: two hole cards each and five shared board cards, best five of seven. Variant `betting` (default): blinds, " +
    'antes, no-limit / pot-limit / fixed-limit, four betting rounds, side pots; variant `no-betting`: a single round of bets. Bet and raise ' +
    'sizes come as { min, max } templates in legalMoves; `raise.to` is the total bet in the round. The last player with chips wins, or the most chips after `maxHands`.',
};

export { AllInMoveDto, HoldemBetMoveDto, CallMoveDto, CheckMoveDto, FoldMoveDto, RaiseMoveDto, TexasHoldemOptionsDto } from './texas-holdem.dto';
