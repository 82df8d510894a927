/** docs/rules/poker-hands.md §8 test vectors, docs/rules/poker-hands.md §7 examples, and the public API's contract. */
import { cards } from '../cards';
import * as ref from './reference';
import {
  compareFrontToMiddle,
  evaluate,
  evaluate3,
  evaluate5,
  handValue,
  initMs,
  rank3,
  rank5,
  rank6,
  rank7,
  rankers,
  tableBytes,
  type EvalOptions,
} from './index';

const D32: EvalOptions = { deck: 32 };
const vectors: [number, string, string, EvalOptions | undefined, 'A' | 'B' | 'tie'][] = [
  [1, 'As Ks Qs Js Ts', '9h 9d 9c 9s 2d', undefined, 'A'],
  [2, 'Ah 2s 3h 4d 5c', '2c 3s 4c 5h 6d', undefined, 'B'],
  [3, 'Kd Kc 7h 7s 2d', 'Kh Ks 7d 7c 3h', undefined, 'B'],
  [4, 'Ah Jh 9h 6h 3h', 'Ad Jd 9d 6d 2d', undefined, 'A'],
  [5, 'Qc Qd 9s 8h 2c', 'Qh Qs 9d 8c 2d', undefined, 'tie'],
  [6, 'Qs Js 9s 8s 7s', 'Tc Td Th 8c 8d', { deck: 32, flushRank: 'standard' }, 'B'],
  [7, 'Qs Js 9s 8s 7s', 'Tc Td Th 8c 8d', { deck: 32, flushRank: 'above-full-house' }, 'A'],
  [8, 'Qs Js 9s 8s 7s', 'Kc Kd Kh Ks 7d', { deck: 32, flushRank: 'above-full-house' }, 'B'],
  [9, 'Qs Js 9s 8s 7s', 'Kc Kd Kh Ks 7d', { deck: 32, flushRank: 'above-four-of-a-kind' }, 'A'],
  [10, 'Ah 7c 8d 9s Th', '7d 8c 9h Tc Jd', { deck: 32, aceLowStraight: true }, 'B'],
  [11, 'Ah 7c 8d 9s Th', 'Ac Ad 7h 8h 9c', { deck: 32, aceLowStraight: false }, 'B'],
  [12, '8h 8d 8c', 'As Ad Jc', undefined, 'A'],
  [13, 'Ah Kd Qd', 'Ad Kc Jc', undefined, 'A'],
  [14, '5c 6d 7h 8s 9c Ah Kd', '5c 6d 7h 8s 9c Tc 2d', undefined, 'B'],
  [15, 'Ah 2d 3c 4s 9h 5d Kc', 'Ah 2d 3c 4s 9h 6h 5h', undefined, 'B'],
  [16, 'As Ks Qs Js Ts 2c 3d', 'As Ks Qs Js Ts Ah Kh', undefined, 'tie'],
];

const outcome = (a: number, b: number): string => (a > b ? 'A' : a < b ? 'B' : 'tie');

describe('docs/rules/poker-hands.md §8 test vectors', () => {
  it.each(vectors)('vector %i: %s vs %s', (_n, a, b, opts, expected) => {
    const [ha, hb] = [cards(a), cards(b)];
    expect(outcome(evaluate(ha, opts).value, evaluate(hb, opts).value)).toBe(expected);
    expect(outcome(handValue(ha, opts), handValue(hb, opts))).toBe(expected);
    // the reference agrees (the oracle itself is checked against the spec too)
    expect(outcome(ref.evaluate(ha, opts).value, ref.evaluate(hb, opts).value)).toBe(expected);
  });

  it('gives the categories and tie-break vectors the vectors name', () => {
    const t = (h: string, o?: EvalOptions) => {
      const v = evaluate(cards(h), o);
      return [v.category, v.tiebreak];
    };
    expect(t('As Ks Qs Js Ts')).toEqual(['straight-flush', [14]]);
    expect(t('Ah 2s 3h 4d 5c')).toEqual(['straight', [5]]);
    expect(t('2c 3s 4c 5h 6d')).toEqual(['straight', [6]]);
    expect(t('Kd Kc 7h 7s 2d')).toEqual(['two-pair', [13, 7, 2]]);
    expect(t('Ah 7c 8d 9s Th', { deck: 32, aceLowStraight: true })).toEqual(['straight', [10]]);
    expect(t('Ah 7c 8d 9s Th', { deck: 32, aceLowStraight: false })).toEqual([
      'high-card',
      [14, 10, 9, 8, 7],
    ]);
    expect(t('Ah 7h 8h 9h Th', { deck: 32 })).toEqual(['straight-flush', [10]]);
    expect(t('Ah 7h 8h 9h Th', { deck: 32, aceLowStraight: false })).toEqual(['flush', [14, 10, 9, 8, 7]]);
    expect(t('5c 6d 7h 8s 9c Ah Kd')).toEqual(['straight', [9]]);
    expect(t('Ah 2d 3c 4s 9h 5d Kc')).toEqual(['straight', [5]]);
    expect(t('8h 8d 8c')).toEqual(['three-of-a-kind', [8]]);
    expect(t('As Ad Jc')).toEqual(['one-pair', [14, 11]]);
    expect(t('Ah Kd Qd')).toEqual(['high-card', [14, 13, 12]]);
  });

  it('has no wrap-around straights and the lowest straight flush in the 32-card deck', () => {
    expect(evaluate(cards('Qh Kd As 2c 3h')).category).toBe('high-card');
    expect(evaluate(cards('Kh As 2c 3h 4d')).category).toBe('high-card');
    expect(evaluate(cards('Ah Kh Qh Jh Th 9h 8h')).description).toBe('Royal flush');
    const low = handValue(cards('Ah 7h 8h 9h Th'), D32);
    const next = handValue(cards('7d 8d 9d Td Jd'), D32);
    const quads = handValue(cards('Ac Ad Ah As Kd'), D32);
    expect(low).toBeGreaterThan(quads);
    expect(next).toBeGreaterThan(low);
    expect(
      handValue(cards('Ah 7h 8h 9h Th'), { deck: 32, flushRank: 'above-four-of-a-kind' }),
    ).toBeGreaterThan(handValue(cards('Ac Kc Qc Jc 9c'), { deck: 32, flushRank: 'above-four-of-a-kind' }));
  });
});

describe('docs/rules/poker-hands.md §7 front row against middle row', () => {
  const cmp = (front: string, middle: string) =>
    compareFrontToMiddle(evaluate3(cards(front)), evaluate5(cards(middle)));
  it('reproduces the three examples', () => {
    expect(cmp('Qs Qh 5h', 'Jh Jd 7h 7c 4c')).toBeLessThan(0);
    expect(cmp('Ah Kd Qd', 'Ac Kc Qs 4d 3h')).toBe(0);
    expect(cmp('8h 8d 8c', 'As Ad Kc Kh 2d')).toBeGreaterThan(0);
  });
  it('compares only as far as the 3-card vector reaches', () => {
    expect(cmp('Qs Qh 5h', 'Qc Qd 5c 4d 2h')).toBe(0);
    expect(cmp('Qs Qh 5h', 'Qc Qd 5c 9d 2h')).toBeLessThan(0);
    expect(cmp('Qs Qh 6h', 'Qc Qd 5c 4d 2h')).toBeGreaterThan(0);
    expect(cmp('Ah Kd Qd', 'Ac Kc Js 4d 3h')).toBeGreaterThan(0);
    expect(cmp('Ah Kd Qd', 'Ac Kc Qs Jd 3h')).toBe(0);
    expect(cmp('2h 2d 2c', '3c 4d 5h 6s 7c')).toBeLessThan(0);
  });
});

describe('the public API', () => {
  it('describes hands as the games show them', () => {
    const d = (h: string, o?: EvalOptions) => evaluate(cards(h), o).description;
    expect(d('Kd Kc Kh 6s 6d')).toBe('Full house, Kings over Sixes');
    expect(d('Ah 2s 3h 4d 5c')).toBe('Straight, Five high');
    expect(d('Ah 7c 8d 9s Th', D32)).toBe('Straight, Ten high');
    expect(d('As Ks Qs Js Ts')).toBe('Royal flush');
    expect(d('9s Ks Qs Js Ts')).toBe('Straight flush, King high');
    expect(d('Qc Qd 9s 8h 2c')).toBe('Pair of Queens');
    expect(d('Kd Kc 7h 7s 2d')).toBe('Two pair, Kings and Sevens');
    expect(d('Ah Jh 9h 6h 3h')).toBe('Flush, Ace high');
    expect(d('9h 9d 9c 9s 2d')).toBe('Four of a kind, Nines');
    expect(d('9h 9d 9c 8s 2d')).toBe('Three of a kind, Nines');
    expect(d('Ah Jd 9h 6h 3h')).toBe('High card, Ace');
    expect(d('8h 8d Jc')).toBe('Pair of Eights');
  });

  it('returns the five cards used, strongest group first, a low ace last', () => {
    const used = (h: string, o?: EvalOptions) => evaluate(cards(h), o).cards;
    expect(used('6d Kc 6s Kd Kh')).toEqual(cards('Kc Kd Kh 6d 6s'));
    expect(used('Ah 2s 3h 4d 5c')).toEqual(cards('5c 4d 3h 2s Ah'));
    expect(used('Ah 7c 8d 9s Th', D32)).toEqual(cards('Th 9s 8d 7c Ah'));
    expect(used('Ah 7c 8d 9s Th', { deck: 32, aceLowStraight: false })).toEqual(cards('Ah Th 9s 8d 7c'));
    expect(used('5c 6d 7h 8s 9c Ah Kd')).toEqual(cards('9c 8s 7h 6d 5c'));
    expect(used('2c Ah 3d Kh 4s Qh 5d')).toEqual(cards('5d 4s 3d 2c Ah'));
    expect(used('Jh 2h 9h 4h 7h Jd Js')).toEqual(cards('Jh 9h 7h 4h 2h'));
    expect(used('As Ad Jc')).toEqual(cards('As Ad Jc'));
  });

  it('handValue is evaluate().value, and 5-, 6- and 7-card values share one scale', () => {
    const seven = cards('Ah Kh 2d 7c 7s Kd 9c');
    const best = evaluate(seven);
    expect(handValue(seven)).toBe(best.value);
    expect(evaluate(best.cards).value).toBe(best.value);
    expect(handValue(seven.slice(0, 6))).toBe(evaluate(seven.slice(0, 6)).value);
    expect(rank7(...(seven as [number, number, number, number, number, number, number]))).toBe(best.value);
    expect(rank6(seven[0], seven[1], seven[2], seven[3], seven[4], seven[5])).toBe(
      handValue(seven.slice(0, 6)),
    );
    const b5 = best.cards;
    expect(rank5(b5[0], b5[1], b5[2], b5[3], b5[4])).toBe(best.value);
    expect(rank3(...(cards('Qs Qh 5h') as [number, number, number]))).toBe(
      evaluate3(cards('Qs Qh 5h')).value,
    );
    // the 32-card rank functions agree with handValue
    const r = rankers({ deck: 32, flushRank: 'above-full-house', aceLowStraight: false });
    const h = cards('Ah 7c 8d 9s Th Td Jc');
    expect(r.rank7(h[0], h[1], h[2], h[3], h[4], h[5], h[6])).toBe(handValue(h, r.setting));
    expect(rankers()).toBe(rankers({ deck: 52, flushRank: 'above-full-house' }));
  });

  it('rejects bad input', () => {
    expect(() => evaluate(cards('As Ks Qs Js'))).toThrow(RangeError);
    expect(() => evaluate([51, 50, 49, 48, 51])).toThrow(/duplicate/);
    expect(() => handValue([51, 50, 49, 48, 47, 46, 51])).toThrow(/duplicate/);
    expect(() => handValue([0, 50, 49, 48, 47], D32)).toThrow(/32-card deck/);
    expect(() => handValue([52, 50, 49, 48, 47])).toThrow(/not a card/);
    expect(() => evaluate5(cards('As Ks Qs'))).toThrow(/5 cards/);
    expect(() => evaluate3(cards('As Ks Qs Js Ts'))).toThrow(/3 cards/);
    expect(() => rankers({ deck: 32, flushRank: 'upside-down' as never })).toThrow(/flushRank/);
  });

  it('keeps its tables under 1 MB and reports its init time', () => {
    expect(tableBytes).toBeGreaterThan(100_000);
    expect(tableBytes).toBeLessThan(1 << 20);
    expect(initMs).toBeGreaterThan(0);
  });
});
