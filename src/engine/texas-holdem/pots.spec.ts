/** docs/rules/texas-holdem.md §7: pot building and awarding on their own, with fast-check over arbitrary contributions. */
import fc from 'fast-check';
import { cards } from '../cards';
import { rngFromSeed } from '../random';
import { equity } from './bots';
import { awardPots, buildPots } from './pots';

describe('buildPots', () => {
  it('three all-ins of different sizes, a folded player and an uncalled excess', () => {
    // c: 50 (live), 120 (folded), 200 (live), 400 (live), 900 (live) → 500 returned to seat 4.
    const b = buildPots([50, 120, 200, 400, 900], [true, false, true, true, true]);
    expect(b.uncalled).toEqual({ seat: 4, amount: 500 });
    expect(b.pots).toEqual([
      { amount: 250, eligible: [0, 2, 3, 4] },
      { amount: 70 + 150 * 3, eligible: [2, 3, 4] },
      { amount: 400, eligible: [3, 4] },
    ]);
  });

  it('chips of folded players above every live level go into the last pot', () => {
    const b = buildPots([30, 100, 100, 60], [true, false, true, false]);
    expect(b.uncalled).toBeNull();
    expect(b.pots).toEqual([
      { amount: 120, eligible: [0, 2] },
      { amount: 170, eligible: [2] },
    ]);
  });

  it('conserves every chip, and every eligible seat reaches its pot level', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.record({ c: fc.integer({ min: 0, max: 500 }), live: fc.boolean() }), {
            minLength: 2,
            maxLength: 10,
          })
          .filter((xs) => xs.some((x) => x.live && x.c > 0)),
        (xs) => {
          const contrib = xs.map((x) => x.c);
          const live = xs.map((x) => x.live);
          const b = buildPots(contrib, live);
          const total = contrib.reduce((a, v) => a + v, 0);
          expect(b.pots.reduce((a, p) => a + p.amount, 0) + (b.uncalled?.amount ?? 0)).toBe(total);
          for (const p of b.pots) {
            expect(p.eligible.length).toBeGreaterThan(0);
            for (const e of p.eligible) expect(live[e]).toBe(true);
          }
          // Eligible sets shrink from the main pot outwards.
          for (let k = 1; k < b.pots.length; k++)
            for (const e of b.pots[k].eligible) expect(b.pots[k - 1].eligible).toContain(e);
          // A live seat is eligible for every pot up to its own contribution.
          for (let i = 0; i < xs.length; i++)
            if (live[i] && b.contributions[i] > 0) expect(b.pots[0].eligible).toContain(i);
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });
});

describe('awardPots', () => {
  it('splits ties with the odd chips clockwise from the button', () => {
    const values = [5, 9, 9, 9, 1];
    const [p] = awardPots([{ amount: 101, eligible: [0, 1, 2, 3] }], values, 2);
    // Clockwise from seat 3: 3, 4, 0, 1, 2 → winners in that order: 3, 1, 2.
    expect(p.winners).toEqual([3, 1, 2]);
    expect(p.shares).toEqual([34, 34, 33]);
  });

  it('pays each pot only to its best eligible hands', () => {
    const values = [100, 50, 70];
    const awarded = awardPots(
      [
        { amount: 90, eligible: [0, 1, 2] },
        { amount: 40, eligible: [1, 2] },
      ],
      values,
      0,
    );
    expect(awarded.map((p) => [p.winners, p.shares])).toEqual([
      [[0], [90]],
      [[2], [40]],
    ]);
  });
});

describe('equity (basic bot)', () => {
  it('is about 85% for aces heads-up, about 50% for a coin flip, and exact on a finished board', () => {
    const rng = rngFromSeed('66'.repeat(16), 'eq');
    expect(equity(cards('Ac Ad'), [], 1, 600, rng)).toBeGreaterThan(0.78);
    expect(equity(cards('7c 2d'), [], 1, 600, rng)).toBeLessThan(0.42);
    // A shown opponent hand on a complete board: exact.
    expect(equity(cards('Ac Ad'), cards('Kh Qd 7c 5s 2h'), 1, 50, rng, [cards('Kc Kd')])).toBe(0);
    expect(equity(cards('2c 3c'), cards('As Ks Qs Js Ts'), 1, 50, rng, [cards('2d 3d')])).toBe(0.5);
  });
});
