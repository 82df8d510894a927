/**
 * Built-in Chinese Poker players. They see only their seat's view.
 * - random: a uniformly random legal arrangement (solver.ts `randomArrangement`).
 * - basic: the arrangement with the best expected score against random opponents, or a special hand
 *   when its bonus is worth more (solver.ts `solve`).
 */
import { parseCards } from '../cards';
import type { Bot } from '../types';
import { arrangeMove } from './rules';
import { randomArrangement, solve } from './solver';
import type { ChinesePokerOptions, ChinesePokerView } from './types';

export const randomBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) => arrangeMove(randomArrangement(parseCards(view.yourCards ?? []), rng));
randomBot.description = 'A uniformly random legal arrangement of the 13 cards.';

export const basicBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) => {
  const choice = solve(parseCards(view.yourCards ?? []), rng, view.players - 1, view.specialHands);
  const move = arrangeMove(choice.rows);
  return choice.kind === 'declare' ? { ...move, type: 'declare', hand: choice.hand } : move;
};
basicBot.description =
  'The arrangement with the best expected score against random opponents, or a special hand.';
