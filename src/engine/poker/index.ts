/**
 * The poker evaluator shared by East-West, Chinese Poker and Texas Hold'em (poker-hands.md).
 * `evaluate` returns the full result (category, value, cards, description); `handValue` only the
 * comparable integer, for hot paths. Values are comparable only under the same settings.
 *
 * Values: 5-, 6- and 7-card values share one scale per setting (52-card deck: 1..7462, one per distinct
 * 5-card hand; higher is stronger, equal is an exact tie). 3-card values (1..455) form their own scale.
 * Hotter still: `rank7(c0..c6)`, `rank6`, `rank5`, `rank3` (52-card deck, no checks, no allocation) and
 * `rankers(options)` for the same functions under any setting. The tables behind them are generated at
 * module load from the reference evaluator (./reference.ts), which stays the oracle of the tests.
 */
import type { Card } from '../cards';
import { compareFrontToMiddle, describe } from './reference';
import { REF_VALUE3, rank3, rank5, rank6, rank7, rankers, type Rankers } from './fast';
import { decodeRefValue } from './tables';
import type { Category, EvalOptions, HandValue } from './types';

export * from './types';
export { compareFrontToMiddle, describe };
export { rank3, rank5, rank6, rank7, rankers, tableBytes, initMs, type Rankers } from './fast';

/** Throws RangeError unless the cards are distinct card indices of the deck (32-card deck: ranks 7..A). */
function check(hand: readonly Card[], deck32: boolean): void {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i];
    if (typeof c !== 'number' || !(c >= 0 && c < 52) || (c | 0) !== c)
      throw new RangeError(`not a card index: ${String(c)}`);
    if (deck32 && c < 20) throw new RangeError(`card ${c} is not in the 32-card deck`);
    const bit = 1 << (c & 31);
    if (c < 32) {
      if (lo & bit) throw new RangeError('duplicate card in hand');
      lo |= bit;
    } else {
      if (hi & bit) throw new RangeError('duplicate card in hand');
      hi |= bit;
    }
  }
}

const is32 = (options?: EvalOptions): boolean => options !== undefined && options.deck === 32;

// local constants: transpiled imports are property loads on the other module's exports at every use
const R3 = rank3;
const R5 = rank5;
const R6 = rank6;
const R7 = rank7;
const RANKERS = rankers;

/** The comparable value of 3, 5, 6 or 7 cards (best five of 6 or 7); the same number as evaluate(...).value. */
export function handValue(cards: readonly Card[], options?: EvalOptions): number {
  const deck32 = is32(options);
  check(cards, deck32);
  const c = cards;
  const n = c.length;
  if (n === 3) return R3(c[0], c[1], c[2]);
  if (!deck32) {
    if (n === 7) return R7(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
    if (n === 5) return R5(c[0], c[1], c[2], c[3], c[4]);
    if (n === 6) return R6(c[0], c[1], c[2], c[3], c[4], c[5]);
  } else {
    const r = RANKERS(options);
    if (n === 5) return r.rank5(c[0], c[1], c[2], c[3], c[4]);
    if (n === 7) return r.rank7(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
    if (n === 6) return r.rank6(c[0], c[1], c[2], c[3], c[4], c[5]);
  }
  throw new RangeError('a hand has 3, 5, 6 or 7 cards');
}

/** The cards in display order: largest group first, then higher rank; a low straight shows its ace last. */
function ordered(hand: readonly Card[], category: Category, tiebreak: readonly number[]): Card[] {
  const counts = new Array<number>(13).fill(0);
  for (const c of hand) counts[c >> 2]++;
  const out: Card[] = [];
  for (let size = 4; size >= 1; size--)
    for (let r = 12; r >= 0; r--) if (counts[r] === size) for (const c of hand) if (c >> 2 === r) out.push(c);
  if ((category === 'straight' || category === 'straight-flush') && tiebreak[0] !== (out[0] >> 2) + 2)
    out.push(out.shift()!);
  return out;
}

function result(
  value: number,
  refValue: number,
  flushRank: Rankers['setting']['flushRank'],
  five: readonly Card[],
): HandValue {
  const { category, tiebreak } = decodeRefValue(refValue, flushRank);
  return {
    category,
    value,
    tiebreak,
    cards: ordered(five, category, tiebreak),
    description: describe(category, tiebreak),
  };
}

/** 3-card hands (Chinese poker front row): high-card, one-pair or three-of-a-kind only (docs/rules/poker-hands.md §6). */
export function evaluate3(hand: readonly Card[]): HandValue {
  if (hand.length !== 3) throw new RangeError('evaluate3 needs 3 cards');
  check(hand, false);
  const value = rank3(hand[0], hand[1], hand[2]);
  return result(value, REF_VALUE3[value], 'standard', hand);
}

/** Exactly five cards. */
export function evaluate5(hand: readonly Card[], options?: EvalOptions): HandValue {
  if (hand.length !== 5) throw new RangeError('evaluate5 needs 5 cards');
  return evaluate(hand, options);
}

/** Best five of any 5 to 7 cards (docs/rules/poker-hands.md §5); 3 cards are evaluated as a 3-card hand (docs/rules/poker-hands.md §6). */
export function evaluate(hand: readonly Card[], options?: EvalOptions): HandValue {
  check(hand, is32(options));
  const n = hand.length;
  if (n === 3) return evaluate3(hand);
  if (n < 5 || n > 7) throw new RangeError('a hand has 3, 5, 6 or 7 cards');
  const r = rankers(options);
  const h = hand;
  const value = handValue(hand, options);
  let five: Card[] = h.slice(0, 5);
  if (n > 5) {
    // the first five (in input order) that make the best hand, as the reference picks them
    search: for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        for (let c = b + 1; c < n; c++)
          for (let d = c + 1; d < n; d++)
            for (let e = d + 1; e < n; e++)
              if (r.rank5(h[a], h[b], h[c], h[d], h[e]) === value) {
                five = [h[a], h[b], h[c], h[d], h[e]];
                break search;
              }
  }
  return result(value, r.refValue[value], r.setting.flushRank, five);
}
