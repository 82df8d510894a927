/**
 * Property tests against the reference on random hands: a million 7-card hands (value order), and
 * smaller samples of 6- and 7-card hands compared field by field with the unmemoized reference.
 */
import type { EvalOptions } from './types';
import * as ref from './reference';
import { evaluate, handValue, rank6, rank7, rankers } from './index';
import { OrderCheck, randomHand, ReferenceOracle, xorshift } from './oracle';

describe('random 7-card hands against the reference', () => {
  it('a million 7-card hands: rank7 orders them exactly as the reference best-of-21 does', () => {
    const rnd = xorshift(20260);
    const oracle = new ReferenceOracle();
    const order = new OrderCheck();
    const h: number[] = [];
    let flushes = 0;
    for (let i = 0; i < 1_000_000; i++) {
      randomHand(rnd, 7, 0, h);
      const v = rank7(h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
      const expected = oracle.bestValue(h);
      order.add(v, expected, () => h.join(' '));
      if (Math.floor(expected / 15 ** 5) === 5 || Math.floor(expected / 15 ** 5) === 8) flushes++;
    }
    expect(order.problems()).toEqual([]);
    expect(order.distinct).toBeGreaterThan(4000); // of the 4,824 possible best-of-7 values
    expect(flushes).toBeGreaterThan(25_000); // the flush path is exercised (about 3% of hands)
  });

  it('200,000 6-card hands: rank6 agrees with the reference best-of-6', () => {
    const rnd = xorshift(6);
    const oracle = new ReferenceOracle();
    const order = new OrderCheck();
    const h: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      randomHand(rnd, 6, 0, h);
      order.add(rank6(h[0], h[1], h[2], h[3], h[4], h[5]), oracle.bestValue(h), () => h.join(' '));
    }
    expect(order.problems()).toEqual([]);
  });

  const settings: (EvalOptions | undefined)[] = [undefined];
  for (const flushRank of ['standard', 'above-full-house', 'above-four-of-a-kind'] as const)
    for (const aceLowStraight of [true, false]) settings.push({ deck: 32, flushRank, aceLowStraight });

  it.each(settings)(
    'setting %o: 100,000 random 6- and 7-card hands of its deck agree with the reference',
    (options) => {
      const rnd = xorshift(32 + settings.indexOf(options));
      const oracle = new ReferenceOracle(options);
      const order = new OrderCheck();
      const r = rankers(options);
      const low = options?.deck === 32 ? 20 : 0;
      const h: number[] = [];
      for (let i = 0; i < 100_000; i++) {
        randomHand(rnd, 6 + (i & 1), low, h);
        const v =
          h.length === 7
            ? r.rank7(h[0], h[1], h[2], h[3], h[4], h[5], h[6])
            : r.rank6(h[0], h[1], h[2], h[3], h[4], h[5]);
        order.add(v, oracle.bestValue(h), () => h.join(' '));
      }
      expect(order.problems()).toEqual([]);
    },
  );

  it.each(settings)(
    'setting %o: evaluate() equals the unmemoized reference field by field (3,000 hands)',
    (options) => {
      const rnd = xorshift(77 + settings.indexOf(options));
      const order = new OrderCheck();
      const low = options?.deck === 32 ? 20 : 0;
      const diffs: string[] = [];
      for (let i = 0; i < 3_000; i++) {
        const h = randomHand(rnd, [5, 6, 7][i % 3], low);
        const ours = evaluate(h, options);
        const theirs = ref.evaluate(h, options);
        if (
          JSON.stringify({ ...ours, value: 0 }) !== JSON.stringify({ ...theirs, value: 0 }) ||
          handValue(h, options) !== ours.value
        )
          if (diffs.length < 5)
            diffs.push(`${h.join(' ')}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
        order.add(ours.value, theirs.value, () => h.join(' '));
      }
      expect(diffs).toEqual([]);
      expect(order.problems()).toEqual([]);
    },
  );
});
