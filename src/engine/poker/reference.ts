/**
 * The reference evaluator: slow, allocation-happy and obviously correct, written straight from
 * poker-hands.md. It is the oracle the fast evaluator is tested against and generates its tables.
 */
import { type Card, rankValue, suitIndex } from '../cards';
import { CATEGORIES, type Category, type EvalOptions, type FlushRank, type HandValue } from './types';

const RANK_NAMES: Record<number, [string, string]> = {
  2: ['Two', 'Twos'],
  3: ['Three', 'Threes'],
  4: ['Four', 'Fours'],
  5: ['Five', 'Fives'],
  6: ['Six', 'Sixes'],
  7: ['Seven', 'Sevens'],
  8: ['Eight', 'Eights'],
  9: ['Nine', 'Nines'],
  10: ['Ten', 'Tens'],
  11: ['Jack', 'Jacks'],
  12: ['Queen', 'Queens'],
  13: ['King', 'Kings'],
  14: ['Ace', 'Aces'],
};
export const rankName = (v: number): string => RANK_NAMES[v][0];
export const rankPlural = (v: number): string => RANK_NAMES[v][1];

/** Strength order of the categories (index into CATEGORIES → strength 0..8) under a flushRank. */
export function categoryStrength(category: Category, flushRank: FlushRank = 'standard'): number {
  const i = CATEGORIES.indexOf(category);
  if (flushRank === 'standard' || i < 5 || i === 8) return i;
  if (flushRank === 'above-full-house') return category === 'flush' ? 6 : category === 'full-house' ? 5 : 7;
  // above-four-of-a-kind
  return category === 'flush' ? 7 : category === 'full-house' ? 5 : 6;
}

/** value = strength * 15^5 + tie-break vector read as base-15 digits, left-aligned to 5 digits. */
export function encodeValue(strength: number, tiebreak: readonly number[]): number {
  let v = strength;
  for (let i = 0; i < 5; i++) v = v * 15 + (tiebreak[i] ?? 0);
  return v;
}

export function describe(category: Category, tb: readonly number[]): string {
  switch (category) {
    case 'high-card':
      return `High card, ${rankName(tb[0])}`;
    case 'one-pair':
      return `Pair of ${rankPlural(tb[0])}`;
    case 'two-pair':
      return `Two pair, ${rankPlural(tb[0])} and ${rankPlural(tb[1])}`;
    case 'three-of-a-kind':
      return `Three of a kind, ${rankPlural(tb[0])}`;
    case 'straight':
      return `Straight, ${rankName(tb[0])} high`;
    case 'flush':
      return `Flush, ${rankName(tb[0])} high`;
    case 'full-house':
      return `Full house, ${rankPlural(tb[0])} over ${rankPlural(tb[1])}`;
    case 'four-of-a-kind':
      return `Four of a kind, ${rankPlural(tb[0])}`;
    case 'straight-flush':
      return tb[0] === 14 ? 'Royal flush' : `Straight flush, ${rankName(tb[0])} high`;
  }
}

/** Groups of equal rank, largest group first, then higher rank first. */
function groups(hand: readonly Card[]): { rank: number; cards: Card[] }[] {
  const result: { rank: number; cards: Card[] }[] = [];
  for (const c of hand) {
    const group = result.find((g) => g.rank === rankValue(c));
    if (group) group.cards.push(c);
    else result.push({ rank: rankValue(c), cards: [c] });
  }
  return result.sort((a, b) => b.cards.length - a.cards.length || b.rank - a.rank);
}

/** The groups' cards in group order (what g.flatMap((x) => x.cards) gives, without V8's slow flatMap). */
function cardsOf(g: readonly { cards: Card[] }[]): Card[] {
  const out: Card[] = [];
  for (const x of g) out.push(...x.cards);
  return out;
}

/** The straights in which the ace plays low (docs/rules/poker-hands.md §3), highest rank first; the second card is the top. */
const LOW_52 = [14, 5, 4, 3, 2];
const LOW_32 = [14, 10, 9, 8, 7];

/** Top card of the straight formed by five distinct ranks, or 0. */
function straightTop(ranks: number[], opts: Required<EvalOptions>): number {
  const s = [...new Set(ranks)].sort((a, b) => b - a);
  if (s.length !== 5) return 0;
  if (s[0] - s[4] === 4) return s[0];
  const low = opts.deck === 32 ? (opts.aceLowStraight ? LOW_32 : null) : LOW_52;
  if (low && low.every((r, i) => s[i] === r)) return low[1];
  return 0;
}

function withDefaults(opts: EvalOptions = {}): Required<EvalOptions> {
  const deck = opts.deck ?? 52;
  return {
    deck,
    flushRank: deck === 32 ? (opts.flushRank ?? 'standard') : 'standard',
    aceLowStraight: deck === 32 ? (opts.aceLowStraight ?? true) : true,
  };
}

export function evaluate5(hand: readonly Card[], options?: EvalOptions): HandValue {
  if (hand.length !== 5) throw new RangeError('evaluate5 needs 5 cards');
  const opts = withDefaults(options);
  const g = groups(hand);
  const flush = hand.every((c) => suitIndex(c) === suitIndex(hand[0]));
  const top = straightTop(hand.map(rankValue), opts);
  const size = g.map((x) => x.cards.length);
  // the groups' ranks, largest group first, are the tie-break vector of docs/rules/poker-hands.md §2 for every category but the straights
  let tiebreak: number[] = g.map((x) => x.rank);
  let category: Category;
  let ordered: Card[] = cardsOf(g);
  if (top && flush) {
    category = 'straight-flush';
    tiebreak = [top];
  } else if (size[0] === 4) category = 'four-of-a-kind';
  else if (size[0] === 3 && size[1] === 2) category = 'full-house';
  else if (flush) category = 'flush';
  else if (top) {
    category = 'straight';
    tiebreak = [top];
  } else if (size[0] === 3) category = 'three-of-a-kind';
  else if (size[0] === 2 && size[1] === 2) category = 'two-pair';
  else if (size[0] === 2) category = 'one-pair';
  else category = 'high-card';
  if (top && top !== Math.max(...hand.map(rankValue))) {
    // low straight: the ace plays low, so it is shown last
    ordered = [...ordered.slice(1), ordered[0]];
  }
  return {
    category,
    value: encodeValue(categoryStrength(category, opts.flushRank), tiebreak),
    tiebreak,
    cards: ordered,
    description: describe(category, tiebreak),
  };
}

/** 3-card hands (Chinese poker front row): high-card, one-pair or three-of-a-kind only (docs/rules/poker-hands.md §6). */
export function evaluate3(hand: readonly Card[]): HandValue {
  if (hand.length !== 3) throw new RangeError('evaluate3 needs 3 cards');
  const g = groups(hand);
  const category: Category =
    g[0].cards.length === 3 ? 'three-of-a-kind' : g[0].cards.length === 2 ? 'one-pair' : 'high-card';
  const tiebreak = g.map((x) => x.rank);
  return {
    category,
    value: encodeValue(CATEGORIES.indexOf(category), tiebreak),
    tiebreak,
    cards: cardsOf(g),
    description: describe(category, tiebreak),
  };
}

function* combinations<T>(items: readonly T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) {
    yield [...acc];
    return;
  }
  for (let i = start; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i]);
    yield* combinations(items, k, i + 1, acc);
    acc.pop();
  }
}

/** Best five of any 5 to 7 cards (docs/rules/poker-hands.md §5); 3 cards are evaluated as a 3-card hand (docs/rules/poker-hands.md §6). */
export function evaluate(hand: readonly Card[], options?: EvalOptions): HandValue {
  if (new Set(hand).size !== hand.length) throw new RangeError('duplicate card in hand');
  if (hand.length === 3) return evaluate3(hand);
  if (hand.length < 5 || hand.length > 7) throw new RangeError('a hand has 3, 5, 6 or 7 cards');
  let best: HandValue | null = null;
  for (const five of combinations(hand, 5)) {
    const v = evaluate5(five, options);
    if (!best || v.value > best.value) best = v;
  }
  return best!;
}

/**
 * docs/rules/poker-hands.md §7: compares a front (3-card) row with a middle (5-card) row of the same player: negative when the
 * front is weaker, 0 when equal as far as the 3-card vector reaches, positive when stronger.
 */
export function compareFrontToMiddle(front: HandValue, middle: HandValue): number {
  const ci = CATEGORIES.indexOf(front.category) - CATEGORIES.indexOf(middle.category);
  if (ci !== 0) return ci;
  for (let i = 0; i < front.tiebreak.length; i++) {
    const d = front.tiebreak[i] - middle.tiebreak[i];
    if (d !== 0) return d;
  }
  return 0;
}
