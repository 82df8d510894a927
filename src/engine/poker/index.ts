/**
 * The poker evaluator shared by East-West, Chinese Poker and Texas Hold'em (poker-hands.md).
 * `evaluate` returns the full result (category, value, cards, description); `handValue` only the
 * comparable integer, for hot paths. Values are comparable only under the same settings.
 */
export * from './types';
export { evaluate, evaluate3, evaluate5, compareFrontToMiddle, describe } from './reference';
import { evaluate } from './reference';
import type { Card } from '../cards';
import type { EvalOptions } from './types';

export function handValue(cards: readonly Card[], options?: EvalOptions): number {
  return evaluate(cards, options).value;
}
