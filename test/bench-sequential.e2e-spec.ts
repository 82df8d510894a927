/**
 * bench/sequential-series.ts at smoke size (`npm run bench:sequential` gives docs/evaluation.md's
 * figures): a few in-process series between identical bots and between bots of known difference, read
 * sequentially and by a peeking fixed-n reader, and a few duplicate Hold'em deals with the all-in
 * adjustment, so that CI runs every part of it.
 */
import { allInDeals, readSeries, simulateSeries, varianceReduction } from '../bench/sequential-series';
import { MIN_OBSERVATIONS } from '../src/evaluation/confidence-sequence';

describe('bench:sequential, small', () => {
  it('reads a series sequentially and as a peeking fixed-n reader', () => {
    // a steady edge of 1 ± 0.5: the peeking reader crosses after 2 deals, the sequence not before 10
    const diffs = Array.from({ length: 30 }, (_, i) => 1 + (i % 2 ? 0.5 : -0.5));
    const r = readSeries(diffs, 30);
    expect(r.peekedAt).toBe(2);
    expect(r.decidedAt).toBe(MIN_OBSERVATIONS);
    expect(r.side).toBe(1);
    expect(r.fixedAtEnd).toBe(true);
    // no edge at all: nobody declares anything
    const none = readSeries(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? 1 : -1)),
      30,
    );
    expect([none.decidedAt, none.side, none.fixedAtEnd]).toEqual([null, 0, false]);
  });

  it('plays identical bots and bots of known difference in-process', () => {
    const same = simulateSeries({
      game: 'in-between',
      levels: ['random', 'random'],
      count: 3,
      cap: 12,
      seed: 'smoke',
    });
    expect(same).toHaveLength(3);
    for (const r of same) {
      expect(r.differences).toHaveLength(12);
      if (r.decidedAt !== null) expect(r.decidedAt).toBeGreaterThanOrEqual(MIN_OBSERVATIONS);
    }
    // the accounts play with their own randomness: the identical bots' deals do not all cancel
    expect(same.flatMap((r) => r.differences).some((x) => x !== 0)).toBe(true);
    const known = simulateSeries({
      game: 'in-between',
      levels: ['basic', 'random'],
      count: 2,
      cap: 12,
      seed: 'smoke-known',
    });
    expect(known.every((r) => r.differences.length === 12)).toBe(true);
  });

  it("plays duplicate Hold'em deals with the all-in adjustment", () => {
    const deals = allInDeals({ levels: ['expert', 'basic'], deals: 3, hands: 4, seed: 'smoke-holdem' });
    expect(deals).toHaveLength(3);
    for (const d of deals) {
      expect(d.hands).toBe(8);
      expect(Number.isFinite(d.raw) && Number.isFinite(d.adjusted)).toBe(true);
    }
    const vr = varianceReduction(deals, 'smoke', 50);
    expect(vr.ci95).toHaveLength(2);
  }, 120_000);
});
