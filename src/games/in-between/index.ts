/** In-Between's HTTP module: its rules and DTOs, served under /in-between/... by the generic layer. */
import { inBetween } from '../../engine/in-between';
import type { GameBinding } from '../game-binding';
import { InBetweenBetMoveDto, InBetweenOptionsDto } from './in-between.dto';

export const inBetweenBinding: GameBinding = {
  definition: inBetween,
  moveDtos: [InBetweenBetMoveDto],
  optionsDto: InBetweenOptionsDto,
  summary:
    'In-Between (Acey-Deucey), 2-8 players: two posts are turned for the player on turn, who bets 1 to M chips (at most the pot and their ' +
    'stack) that a third card ranks strictly between them; a pair of posts pays from the pot, consecutive posts cost 1 chip. The most chips after ' +
    '`rounds` orbits of the deal wins.',
};

export { InBetweenBetMoveDto, InBetweenOptionsDto } from './in-between.dto';
