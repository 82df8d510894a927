/**
 * Fair deal, statistically: the shuffle puts every card in every position equally often (chi-square
 * over card × position), and rng.int has no modulo bias (rejection sampling), shown both on scripted
 * 32-bit inputs and statistically on an n where plain modulo would be badly biased.
 */
import { createHash } from 'node:crypto';
import { newSeed, type Rng, rngFromSeed, seedHash } from './random';

/** Upper-tail z score of a chi-square statistic with k degrees of freedom (Wilson–Hilferty). */
function chiSquareZ(x: number, k: number): number {
  return (Math.cbrt(x / k) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
}

/** Chi-square statistic of a card × position count table against the uniform expectation. */
function positionChiSquare(shuffle: (deck: number[]) => number[], n: number, deckSize = 52): number {
  const counts = new Float64Array(deckSize * deckSize);
  const base = Array.from({ length: deckSize }, (_, i) => i);
  for (let s = 0; s < n; s++) {
    const deck = shuffle(base.slice());
    for (let pos = 0; pos < deckSize; pos++) counts[deck[pos] * deckSize + pos]++;
  }
  const expected = n / deckSize;
  let x = 0;
  for (const c of counts) x += ((c - expected) * (c - expected)) / expected;
  return x;
}

const Z_ALPHA = 3.09; // one-sided 0.1 %
const Z_BETA = 1.28; // power 90 %
const CELLS_DF = 51 * 51;
/**
 * Shuffles needed to detect a 1 % bias: every card-position probability off by 1 % of its value (a
 * relative RMS deviation ε = 0.01, the pattern a biased shuffle leaves). The noncentrality is then
 * λ = N · Σ δ²/p = N · 52 · ε², and the test reaches 90 % power at α = 0.1 % when
 * λ ≈ (z_α + z_β) · √(2·df) (normal approximation of the noncentral chi-square, df = 51²).
 */
const EPSILON = 0.01;
const NEEDED = Math.ceil(((Z_ALPHA + Z_BETA) * Math.sqrt(2 * CELLS_DF)) / (52 * EPSILON * EPSILON));

describe('shuffle: chi-square over card positions', () => {
  it(`needs ${NEEDED} shuffles to detect a 1 % bias; the ChaCha20 Fisher–Yates shuffle passes`, () => {
    expect(NEEDED).toBeGreaterThan(50_000);
    expect(NEEDED).toBeLessThan(70_000);
    const rng = rngFromSeed(process.env.SHUFFLE_SEED ?? '5eed'.repeat(16), 'chi-square');
    const x = positionChiSquare((d) => rng.shuffle(d), NEEDED);
    const z = chiSquareZ(x, CELLS_DF);
    process.stdout.write(
      `shuffle chi-square: ${NEEDED} shuffles, X² = ${x.toFixed(0)} on ${CELLS_DF} df, z = ${z.toFixed(2)}\n`,
    );
    expect(Math.abs(z)).toBeLessThan(Z_ALPHA);
  });

  it('the same test rejects a biased shuffle (the naive swap-with-any-position shuffle)', () => {
    const rng = rngFromSeed('b1a5'.repeat(16), 'naive');
    const naive = (d: number[]) => {
      for (let i = 0; i < d.length; i++) {
        const j = rng.int(d.length);
        [d[i], d[j]] = [d[j], d[i]];
      }
      return d;
    };
    const z = chiSquareZ(positionChiSquare(naive, NEEDED), CELLS_DF);
    expect(z).toBeGreaterThan(Z_ALPHA);
  });

  it('and a shuffle with a 1 % bias: one deal in 100 puts card 0 on top', () => {
    // this mixture has noncentrality N · 52 · q² with q = 1/100: exactly the design's ε = 1 %
    const rng = rngFromSeed('0b1a'.repeat(16), 'mixture');
    let k = 0;
    const slightlyBiased = (d: number[]) => {
      rng.shuffle(d);
      if (k++ % 100 === 0) {
        const at = d.indexOf(0);
        [d[at], d[0]] = [d[0], d[at]];
      }
      return d;
    };
    const z = chiSquareZ(positionChiSquare(slightlyBiased, NEEDED), CELLS_DF);
    process.stdout.write(`1 % biased shuffle: z = ${z.toFixed(2)}\n`);
    expect(z).toBeGreaterThan(Z_ALPHA);
  });
});

describe('rng.int: rejection sampling, no modulo bias', () => {
  /** rng.int run on a scripted stream of 32-bit values. */
  function scriptedInt(values: number[]) {
    const proto = Object.getPrototypeOf(rngFromSeed('00'.repeat(32), 'proto')) as Rng;
    let used = 0;
    const fake = { uint32: () => values[used++] } as unknown as Rng;
    return { int: (n: number) => proto.int.call(fake, n), used: () => used };
  }

  it('rejects the top values that would make small results more likely (n = 3, 52, 3·2^30)', () => {
    // 2^32 = 3 · 1431655765 + 1: the single value 2^32 − 1 is rejected for n = 3
    let s = scriptedInt([0xffffffff, 0xfffffffe]);
    expect(s.int(3)).toBe(0xfffffffe % 3);
    expect(s.used()).toBe(2);
    // 2^32 mod 52 = 48: the 48 values from 2^32 − 48 up are rejected, the one below is kept
    s = scriptedInt([0xffffffff - 47, 0xffffffff - 48]);
    expect(s.int(52)).toBe((0xffffffff - 48) % 52);
    expect(s.used()).toBe(2);
    // n = 3·2^30: every value from n up (a quarter of all) is rejected, otherwise [0, 2^30) would be twice as likely
    const n = 3 * 2 ** 30;
    s = scriptedInt([n, n + 5, 0xffffffff, 7]);
    expect(s.int(n)).toBe(7);
    expect(s.used()).toBe(4);
    // powers of two never reject
    s = scriptedInt([0xffffffff]);
    expect(s.int(16)).toBe(15);
  });

  it('is uniform where plain modulo would give one third of the range half the mass (n = 3·2^30, chi-square)', () => {
    const rng = rngFromSeed('1e57'.repeat(16), 'int');
    const n = 3 * 2 ** 30;
    const draws = 60_000;
    const thirds = [0, 0, 0];
    for (let i = 0; i < draws; i++) thirds[Math.floor(rng.int(n) / 2 ** 30)]++;
    const e = draws / 3;
    const x = thirds.reduce((a, c) => a + ((c - e) * (c - e)) / e, 0);
    expect(x).toBeLessThan(13.8); // chi-square 2 df at 0.1 %
    // what modulo without rejection would have produced on the same kind of stream
    const raw = rngFromSeed('1e57'.repeat(16), 'modulo');
    const biased = [0, 0, 0];
    for (let i = 0; i < draws; i++) biased[Math.floor((raw.uint32() % n) / 2 ** 30)]++;
    expect(biased.reduce((a, c) => a + ((c - e) * (c - e)) / e, 0)).toBeGreaterThan(1000);
  });

  it('small n: every value of int(7) and int(52) equally often', () => {
    const rng = rngFromSeed('7777'.repeat(16), 'small');
    for (const n of [7, 52]) {
      const counts = new Array(n).fill(0);
      const draws = 2000 * n;
      for (let i = 0; i < draws; i++) counts[rng.int(n)]++;
      const x = counts.reduce((a, c) => a + ((c - 2000) * (c - 2000)) / 2000, 0);
      expect(Math.abs(chiSquareZ(x, n - 1))).toBeLessThan(Z_ALPHA);
    }
  });

  it('refuses what it cannot draw uniformly', () => {
    const rng = rngFromSeed('00'.repeat(32), 'bad');
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(n)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(2 ** 32)).toBeLessThan(2 ** 32);
  });
});

describe('seeds and commitments', () => {
  it('fresh seeds are 256 random bits; the commitment is sha256 of the hex text', () => {
    const seeds = Array.from({ length: 200 }, () => newSeed());
    expect(new Set(seeds).size).toBe(200);
    for (const s of seeds.slice(0, 5)) {
      expect(s).toMatch(/^[0-9a-f]{64}$/);
      expect(seedHash(s)).toBe(createHash('sha256').update(s).digest('hex'));
    }
    // bits are balanced across seeds (a constant or low-entropy source would not be)
    const ones = seeds
      .join('')
      .split('')
      .reduce((a, h) => a + [...parseInt(h, 16).toString(2)].filter((b) => b === '1').length, 0);
    const bits = 200 * 256;
    // 6 standard deviations: a fair source fails about once in 10⁸ runs; a 2 % bias is ~9 away
    expect(Math.abs(ones - bits / 2)).toBeLessThan(6 * Math.sqrt(bits / 4));
  });
});
