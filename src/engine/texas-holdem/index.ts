/**
 * Texas Hold'em (texas-holdem.md): both variants (`betting` with blinds, antes, no-limit, pot-limit
 * or fixed-limit, side pots; `no-betting`, the seed's single round of bets).
 */
import type { OptionsSchema } from '../options';
import type { GameDefinition, Move } from '../types';
import type { Rng } from '../random';
import { basicBot, randomBot } from './bots';
import { advanceState, applyMove, checkMove, legalMovesOf, setupState } from './rules';
import type { HoldemOptions, HoldemState, HoldemView } from './types';
import { viewOf } from './view';

export * from './types';
export { buildPots, awardPots } from './pots';
export { dealHand, checkMove, showdownOrder } from './rules';
export { equity, makeBasicBot } from './bots';

export const texasHoldemOptions: OptionsSchema = {
  variant: { type: 'enum', default: 'betting', values: ['betting', 'no-betting'], description: 'Which version of the seed is played: "betting" (blinds Hold\'em) or "no-betting" (one round of bets).' },
  bettingStructure: { type: 'enum', default: 'no-limit', values: ['no-limit', 'pot-limit', 'fixed-limit'], description: 'Bet sizing, betting variant only.' },
  startingStack: { type: 'integer', default: 1000, min: 1, max: 1_000_000_000, description: 'Chips per player at match start.' },
  smallBlind: { type: 'integer', default: 5, min: 1, max: 1_000_000_000, description: 'Small blind, betting variant only.' },
  bigBlind: { type: 'integer', default: 10, min: 1, max: 1_000_000_000, description: 'Big blind (>= smallBlind; a smaller value is raised to smallBlind), betting variant only. Also the minimum bet and first raise increment; the small bet in fixed-limit.' },
  ante: { type: 'integer', default: 0, min: 0, max: 1_000_000_000, description: 'Paid by every player before each hand, in both variants.' },
  openingBet: { type: 'integer', default: 0, min: 0, max: 1_000_000_000, description: 'No-betting only. 0: the opener chooses the amount; n > 0: the opening bet is fixed at n and posted automatically.' },
  maxHands: { type: 'integer', default: 0, min: 0, max: 1_000_000, description: '0 = no limit; otherwise the match ends after this many hands (most chips wins).' },
  allowMuck: { type: 'boolean', default: false, description: 'If true, losing hands at showdown that need not be shown stay hidden.' },
};

function timeoutMove(state: HoldemState, seat: number, _rng: Rng): Move {
  if (checkMove(state, seat, { type: 'check' }).ok) return { type: 'check' };
  if (checkMove(state, seat, { type: 'fold' }).ok) return { type: 'fold' };
  const legal = legalMovesOf(state, seat);
  const call = legal.find((m) => m.type === 'call');
  if (call) return { ...call };
  const bet = legal.find((m) => m.type === 'bet');
  if (bet) {
    const a = bet.amount as number | { min: number };
    return { type: 'bet', amount: typeof a === 'number' ? a : a.min };
  }
  return { type: 'fold' };
}

export const texasHoldem: GameDefinition<HoldemState, HoldemView, HoldemOptions> = {
  id: 'texas-holdem',
  name: "Texas Hold'em",
  minPlayers: 2,
  maxPlayers: 10,
  optionsSchema: texasHoldemOptions,
  setup: (players, options) => setupState(players, options),
  toAct: (s) => (s.winners === null && s.toAct !== null ? [s.toAct] : []),
  legalMoves: legalMovesOf,
  apply: applyMove,
  advance: advanceState,
  view: viewOf,
  scores: (s) => s.stacks.slice(),
  result: (s) => (s.winners === null ? null : { winners: s.winners.slice(), scores: s.stacks.slice(), reason: s.endReason ?? 'match-over' }),
  timeoutMove,
  bots: { random: randomBot, basic: basicBot },
};
