import fc from 'fast-check';
import { rngFromSeed } from '../engine/random';
import { meanInterval } from '../engine/statistics';
import {
  lambertWm1,
  MIN_OBSERVATIONS,
  mixtureMargin,
  sequence,
  sequenceAt,
  tuning,
} from './confidence-sequence';
import { parseStopWhen, sideOf, stopMet } from './stop-when';

/** Standard normal draws (Box–Muller) from the engine's seeded generator. */
function normals(seed: string, n: number): number[] {
  const rng = rngFromSeed(seed, 'normals');
  const out: number[] = [];
  while (out.length < n) {
    const u = 1 - rng.float();
    const v = rng.float();
    out.push(Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  }
  return out;
}

describe('confidence sequences', () => {
  it('Lambert W₋₁ inverts w·eʷ on its branch', () => {
    for (const x of [-0.3678, -0.3, -0.1, -0.01, -9.197e-4, -1e-8]) {
      const w = lambertWm1(x);
      expect(w).toBeLessThanOrEqual(-1);
      expect(w * Math.exp(w)).toBeCloseTo(x, 10);
    }
    expect(() => lambertWm1(0.1)).toThrow(RangeError);
  });

  it('ρ² for 95 % tightest at 100 observations, and the margin there (docs/evaluation.md)', () => {
    // −W₋₁(−0.05²/e) = 9.211968…, so ρ² = 8.211968 / 100
    expect(tuning(100)).toBeCloseTo(0.08211968, 7);
    // n = 10: sqrt(2 · 1.8211968 / (100 · 0.08211968) · ln(sqrt(1.8211968) / 0.05)) = 1.209009
    expect(mixtureMargin(10, tuning(100))).toBeCloseTo(1.209009, 5);
    // at the tuned n the boundary is about 3.04 standard errors (the fixed-n interval's is 1.96)
    expect(mixtureMargin(100, tuning(100)) * 10).toBeCloseTo(3.04, 2);
  });

  it('the worked example: ten deals, then the running intersection', () => {
    const xs = [2, -1, 0, 3, 1, -2, 4, 0, 1, 2];
    const at10 = sequenceAt(xs, { tightestAt: 100 });
    const mi = meanInterval(xs);
    expect(at10.mean).toBeCloseTo(1, 12);
    expect(at10.sd).toBeCloseTo(mi.sd, 12); // 1.8257
    expect(at10.hi - at10.mean).toBeCloseTo(mi.sd * 1.209009, 4); // ±2.2073
    const points = sequence(xs, { tightestAt: 100 });
    expect(points.slice(0, MIN_OBSERVATIONS - 1).every((p) => p.lo === -Infinity && p.hi === Infinity)).toBe(
      true,
    );
    expect(sequenceAt([], { tightestAt: 100 })).toEqual({
      n: 0,
      mean: 0,
      sd: 0,
      lo: -Infinity,
      hi: Infinity,
    });
  });

  it('the running interval only shrinks, and is wider than the fixed-n interval', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { minLength: 12, maxLength: 80 }),
        fc.integer({ min: 1, max: 500 }),
        (xs, tightestAt) => {
          const ps = sequence(xs, { tightestAt });
          for (let i = 1; i < ps.length; i++) {
            const [a, b] = [ps[i - 1], ps[i]];
            const emptied = b.lo > a.hi || b.hi < a.lo; // the honest answer after a miss: not nested
            if (!emptied) expect(b.lo >= a.lo && b.hi <= a.hi).toBe(true);
          }
          const last = ps.at(-1)!;
          const fixed = meanInterval(xs).ci95;
          // the first point from minN on is the plain mixture interval, wider than mean ± 1.96 sd/√n
          const first = ps[MIN_OBSERVATIONS - 1];
          const f = meanInterval(xs.slice(0, MIN_OBSERVATIONS)).ci95;
          expect(first.lo).toBeLessThanOrEqual(f[0] + 1e-9);
          expect(first.hi).toBeGreaterThanOrEqual(f[1] - 1e-9);
          expect(Number.isFinite(last.lo) && Number.isFinite(fixed[0])).toBe(true);
        },
      ),
    );
  });

  it('peeking after every observation: the sequence rarely misses 0, the fixed-n interval often does', () => {
    // 400 runs of 300 standard normal observations (true mean 0), looked at after every one
    let sequenceMissed = 0;
    let fixedMissed = 0;
    for (let run = 0; run < 400; run++) {
      const xs = normals(`${run.toString(16).padStart(2, '0')}`.repeat(16), 300);
      if (sequence(xs, { tightestAt: 100 }).some((p) => sideOf(p) !== 0)) sequenceMissed++;
      let sum = 0;
      let sq = 0;
      let crossed = false;
      xs.forEach((x, i) => {
        const n = i + 1;
        sum += x;
        sq += x * x;
        if (n < 2) return;
        const mean = sum / n;
        const half = (1.96 * Math.sqrt((sq - n * mean * mean) / (n - 1))) / Math.sqrt(n);
        if (Math.abs(mean) > half) crossed = true;
      });
      if (crossed) fixedMissed++;
    }
    // with α = 5 % the expected share is at most 20 of 400; the fixed-n interval crosses in ~ a third
    expect(sequenceMissed).toBeLessThanOrEqual(20);
    expect(fixedMissed).toBeGreaterThan(80);
  });
});

describe('stopWhen', () => {
  it('parses "decided" and { halfWidth }, and names what it takes otherwise', () => {
    expect(parseStopWhen(undefined)).toEqual({ ok: true, value: null });
    expect(parseStopWhen('decided')).toEqual({ ok: true, value: 'decided' });
    expect(parseStopWhen({ halfWidth: 0.5 })).toEqual({ ok: true, value: { halfWidth: 0.5 } });
    for (const bad of [
      null,
      'soon',
      3,
      { halfWidth: 0 },
      { halfWidth: -1 },
      { halfWidth: '1' },
      { width: 1 },
      [],
    ])
      expect(parseStopWhen(bad)).toMatchObject({ ok: false, message: expect.stringContaining('decided') });
    expect(parseStopWhen({ halfWidth: 1, extra: 2 }).ok).toBe(false);
  });

  it('is met when the interval excludes 0, or is narrow enough', () => {
    expect(stopMet('decided', { lo: 0.1, hi: 2 })).toBe(true);
    expect(stopMet('decided', { lo: -2, hi: -0.1 })).toBe(true);
    expect(stopMet('decided', { lo: -0.1, hi: 2 })).toBe(false);
    expect(stopMet('decided', { lo: -Infinity, hi: Infinity })).toBe(false);
    expect(stopMet({ halfWidth: 1 }, { lo: -1, hi: 1 })).toBe(true);
    expect(stopMet({ halfWidth: 1 }, { lo: -1, hi: 1.5 })).toBe(false);
    expect(stopMet({ halfWidth: 1 }, { lo: -Infinity, hi: Infinity })).toBe(false);
  });
});
