/**
 * Exhaustive checks against the reference: every 3-card hand, every 5-card hand of the 52-card deck, and
 * every 5-card hand of the 32-card deck under each flushRank × aceLowStraight setting.
 */
import { CATEGORIES, type Category, type EvalOptions } from './types';
import * as ref from './reference';
import { evaluate, evaluate3, rank3, rankers, type Rankers } from './index';
import { OrderCheck, ReferenceOracle } from './oracle';
import { decodeRefValue } from './tables';

/** Category of each of our values under a setting, read from the fast evaluator's own decoding table. */
function categoryOfValue(r: Rankers): Category[] {
  const out: Category[] = [];
  for (let v = 1; v <= r.classes; v++) out[v] = decodeRefValue(r.refValue[v], r.setting.flushRank).category;
  return out;
}

const byCategory = (counts: Map<Category, number>) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, counts.get(c) ?? 0]));

/** Walks all 5-card hands of the cards lowCard..51, checking ours against the reference oracle. */
function allFive(options: EvalOptions | undefined, lowCard: number) {
  const r = rankers(options);
  const cat = categoryOfValue(r);
  const oracle = new ReferenceOracle(options);
  const order = new OrderCheck();
  const ours = new Map<Category, number>();
  const theirs = new Map<Category, number>();
  const categoryMismatch: string[] = [];
  let hands = 0;
  const r5 = r.rank5;
  for (let a = lowCard; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            hands++;
            const v = r5(a, b, c, d, e);
            const expected = oracle.five(a, b, c, d, e);
            order.add(v, expected.value, () => `${a} ${b} ${c} ${d} ${e}`);
            ours.set(cat[v], (ours.get(cat[v]) ?? 0) + 1);
            theirs.set(expected.category, (theirs.get(expected.category) ?? 0) + 1);
            if (cat[v] !== expected.category && categoryMismatch.length < 5)
              categoryMismatch.push(`${a} ${b} ${c} ${d} ${e}`);
          }
  return {
    hands,
    ours: byCategory(ours),
    theirs: byCategory(theirs),
    order,
    categoryMismatch,
    classes: r.classes,
    calls: oracle.calls,
  };
}

describe('all 2,598,960 five-card hands (52-card deck)', () => {
  let run: ReturnType<typeof allFive>;
  beforeAll(() => {
    run = allFive(undefined, 0);
  });

  it('reproduces the exact category counts', () => {
    expect(run.hands).toBe(2_598_960);
    expect(run.ours).toEqual({
      'high-card': 1_302_540,
      'one-pair': 1_098_240,
      'two-pair': 123_552,
      'three-of-a-kind': 54_912,
      straight: 10_200,
      flush: 5_108,
      'full-house': 3_744,
      'four-of-a-kind': 624,
      'straight-flush': 40,
    });
    expect(run.theirs).toEqual(run.ours);
    expect(run.categoryMismatch).toEqual([]);
  });

  it('has exactly 7,462 distinct values, ordered as the reference orders them', () => {
    expect(run.order.problems()).toEqual([]);
    expect(run.order.distinct).toBe(7462);
    expect(run.classes).toBe(7462);
    expect(run.calls).toBe(7462); // one real reference call per class (6,175 rank multisets + 1,287 flushes)
  });
});

describe('all 201,376 five-card hands of the 32-card deck, per setting', () => {
  const settings: EvalOptions[] = [];
  for (const flushRank of ['standard', 'above-full-house', 'above-four-of-a-kind'] as const)
    for (const aceLowStraight of [true, false]) settings.push({ deck: 32, flushRank, aceLowStraight });

  it.each(settings)('%o: counts and order as the reference gives them', (options) => {
    const run = allFive(options, 20);
    expect(run.hands).toBe(201_376);
    expect(run.ours).toEqual(run.theirs);
    expect(run.categoryMismatch).toEqual([]);
    expect(run.order.problems()).toEqual([]);
    expect(run.order.distinct).toBe(run.classes);
    // a few counts that follow from the deck alone, as a check on the reference itself
    expect(run.theirs['four-of-a-kind']).toBe(8 * 28);
    expect(run.theirs['full-house']).toBe(8 * 4 * 7 * 6);
    expect(run.theirs['straight-flush']).toBe(options.aceLowStraight ? 5 * 4 : 4 * 4);
    expect(run.theirs.straight).toBe((options.aceLowStraight ? 5 : 4) * (4 ** 5 - 4));
    expect(run.theirs.flush).toBe(4 * 56 - run.theirs['straight-flush']);
  });

  it('orders flushes against full houses and fours as flushRank says', () => {
    const order = (flushRank: EvalOptions['flushRank']) => {
      const r = rankers({ deck: 32, flushRank });
      const cat = categoryOfValue(r);
      const strength = new Map<Category, number>();
      for (let v = 1; v <= r.classes; v++) if (!strength.has(cat[v])) strength.set(cat[v], strength.size);
      return [...strength.keys()];
    };
    expect(order('standard').slice(4)).toEqual([
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
    ]);
    expect(order('above-full-house').slice(4)).toEqual([
      'straight',
      'full-house',
      'flush',
      'four-of-a-kind',
      'straight-flush',
    ]);
    expect(order('above-four-of-a-kind').slice(4)).toEqual([
      'straight',
      'full-house',
      'four-of-a-kind',
      'flush',
      'straight-flush',
    ]);
  });
});

describe('all 22,100 three-card hands', () => {
  it('match the reference exactly (category, tie-break, cards, description) and in order', () => {
    const order = new OrderCheck();
    const counts = new Map<Category, number>();
    const diffs: string[] = [];
    let hands = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++) {
          hands++;
          const hand = [c, a, b]; // not sorted, so that the order of the cards shown is tested
          const ours = evaluate3(hand);
          const theirs = ref.evaluate3(hand);
          if (
            ours.category !== theirs.category ||
            ours.description !== theirs.description ||
            ours.cards.join() !== theirs.cards.join() ||
            ours.tiebreak.join() !== theirs.tiebreak.join() ||
            ours.value !== rank3(c, a, b) ||
            evaluate(hand).value !== ours.value
          )
            if (diffs.length < 5) diffs.push(hand.join(' '));
          order.add(ours.value, theirs.value, () => hand.join(' '));
          counts.set(ours.category, (counts.get(ours.category) ?? 0) + 1);
        }
    expect(hands).toBe(22_100);
    expect(diffs).toEqual([]);
    expect(order.problems()).toEqual([]);
    expect(order.distinct).toBe(13 + 13 * 12 + 286);
    expect(Object.fromEntries(counts)).toEqual({
      'three-of-a-kind': 52,
      'one-pair': 3_744,
      'high-card': 18_304,
    });
  });
});
