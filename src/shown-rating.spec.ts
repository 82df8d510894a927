import fc from 'fast-check';
import { RATING_DECIMALS, shownRating } from './shown-rating';

describe('shownRating', () => {
  it('rounds to two decimals by default, to the nearest on the decimal value', () => {
    expect(RATING_DECIMALS).toBe(2);
    expect(shownRating(24.08311378713545)).toBe(24.08);
    expect(shownRating(-15.786543219876)).toBe(-15.79);
    expect(shownRating(8.333333333333334)).toBe(8.33);
    expect(shownRating(1522.4999999)).toBe(1522.5);
    expect(shownRating(7)).toBe(7);
  });

  it('rounds to the decimals asked for (the page: one)', () => {
    expect(shownRating(24.08311378713545, 1)).toBe(24.1);
    expect(shownRating(29.46, 1)).toBe(29.5);
    expect(shownRating(1613.27, 0)).toBe(1613);
  });

  it('gives no -0, and leaves null and an unbounded end alone', () => {
    expect(Object.is(shownRating(-0.001), 0)).toBe(true);
    expect(shownRating(null)).toBeNull();
    expect(shownRating(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(shownRating(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('shows at most RATING_DECIMALS decimals in JSON for any finite double', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (x) => {
        const text = JSON.stringify(shownRating(x));
        expect(text).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(Math.abs(Number(text) - x)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
