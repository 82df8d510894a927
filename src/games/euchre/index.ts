/** Euchre's HTTP module: its rules and DTOs, served under /euchre/... by the generic layer. */
import { euchre } from '../../engine/euchre';
import type { GameBinding } from '../game-binding';
import { DiscardMoveDto, EuchreOptionsDto, GoAloneMoveDto, NameTrumpMoveDto, OrderUpMoveDto, PassMoveDto, PlayMoveDto } from './euchre.dto';

export const euchreBinding: GameBinding = {
  definition: euchre,
  moveDtos: [PassMoveDto, OrderUpMoveDto, DiscardMoveDto, NameTrumpMoveDto, GoAloneMoveDto, PlayMoveDto],
  optionsDto: EuchreOptionsDto,
  summary:
    'Euchre (four-hand, North American), 4 players in two partnerships (seats 0+2 and 1+3), 24 cards: order up the up card or name ' +
    'trump in a second round, the dealer discards, anyone may go alone, the makers need 3 of 5 tricks (bowers rank highest). ' +
    'First partnership to `targetPoints` wins.',
};

export { DiscardMoveDto, EuchreOptionsDto, GoAloneMoveDto, NameTrumpMoveDto, OrderUpMoveDto, PassMoveDto, PlayMoveDto } from './euchre.dto';
