/**
 * Built-in Chinese Poker players. They see only their seat's view.
 * - random: a uniformly random legal arrangement (solver.ts `randomArrangement`).
 * - basic: the arrangement with the best expected score against random opponents, or a special hand
 *   when its bonus is worth more (solver.ts `solve`).
 * - advanced: the same search against a model of opponents who arrange as `basic` does (bots-model.ts).
 * - expert: the same search against opponents who arrange as `advanced` does (bots-model.ts).
 */
import { parseCards } from '../cards';
import type { Bot } from '../types';
import { arrangeMove } from './rules';
import { advancedDecision, type Decision, expertDecision } from './bots-model';
import { randomArrangement, solve } from './solver';
import type { ChinesePokerOptions, ChinesePokerView } from './types';

export const randomBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) =>
  arrangeMove(randomArrangement(parseCards(view.yourCards ?? []), rng));
randomBot.description = 'A uniformly random legal arrangement of the 13 cards.';

export const basicBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) => {
  const choice = solve(parseCards(view.yourCards ?? []), rng, view.players - 1, view.specialHands);
  const move = arrangeMove(choice.rows);
  return choice.kind === 'declare' ? { ...move, type: 'declare', hand: choice.hand } : move;
};
basicBot.description =
  'The arrangement with the best expected score against random opponents, or a special hand.';

function decisionMove(d: Decision) {
  const move = arrangeMove(d.rows);
  return d.kind === 'declare' ? { ...move, type: 'declare', hand: d.hand } : move;
}

export const advancedBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) =>
  decisionMove(advancedDecision(parseCards(view.yourCards ?? []), rng, view.specialHands));

export const expertBot: Bot<ChinesePokerView, ChinesePokerOptions> = ({ view, rng }) =>
  decisionMove(expertDecision(parseCards(view.yourCards ?? []), rng, view.specialHands));
advancedBot.description = 'The arrangement search against a model of opponents who arrange as basic does.';
expertBot.description = 'The arrangement search against a model of opponents who arrange as advanced does.';
