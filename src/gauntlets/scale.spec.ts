import fc from 'fast-check';
import {
  anchorsOf,
  currentScale,
  expectedScore,
  type GauntletScale,
  ratingOfScore,
  scaleMap,
  scalesOf,
} from './scale';

/** A made-up ladder of four levels (two seats: the matrix is complementary). */
function ladder(): GauntletScale {
  const levels = ['random', 'basic', 'advanced', 'expert'];
  const beats: Record<string, number> = {
    'basic|random': 0.8,
    'advanced|random': 0.9,
    'expert|random': 0.95,
    'advanced|basic': 0.65,
    'expert|basic': 0.75,
    'expert|advanced': 0.6,
  };
  const matrix: GauntletScale['matrix'] = {};
  for (const k of levels)
    for (const l of levels) {
      if (k === l) continue;
      const mean = beats[`${k}|${l}`] ?? 1 - beats[`${l}|${k}`];
      (matrix[k] ??= {})[l] = { mean, se: 0.01, deals: 1000 };
    }
  return {
    game: 'test',
    version: 1,
    options: {},
    preset: null,
    levels,
    matrix,
    anchors: anchorsOf(levels, matrix),
    fitted: { date: '2026-01-01', command: '-', seed: '00', dealsPerPair: 1000 },
  };
}

describe('the gauntlet scale', () => {
  it('is the logistic transform of the ladder score: 1500 at ½, +400 per factor of 10 in the odds', () => {
    expect(ratingOfScore(0.5)).toBe(1500);
    expect(ratingOfScore(10 / 11)).toBeCloseTo(1900, 9);
    expect(ratingOfScore(1 / 11)).toBeCloseTo(1100, 9);
    expect(ratingOfScore(0)).toBe(-Infinity);
    expect(ratingOfScore(1)).toBe(Infinity);
  });

  it('anchors a level at the rating of its own expected score against the ladder (½ against itself)', () => {
    const s = ladder();
    // expert: (0.95 + 0.75 + 0.6 + 0.5) / 4 = 0.7 → 1500 + 400·log10(0.7/0.3) = 1647.2
    expect(expectedScore(s, 'expert', s.levels)).toBeCloseTo(0.7, 12);
    expect(s.anchors.expert).toBe(1647.2);
    // random: (0.5 + 0.2 + 0.1 + 0.05) / 4 = 0.2125 → 1500 + 400·log10(0.2125/0.7875) = 1272.4
    expect(s.anchors.random).toBe(1272.4);
    expect(s.anchors.random < s.anchors.basic && s.anchors.basic < s.anchors.advanced).toBe(true);
  });

  it('over the whole ladder the map is the formula; over a subset a level still lands on its anchor', () => {
    const s = ladder();
    const full = scaleMap(s, s.levels);
    if (!full.ok) throw new Error(full.reason);
    for (const t of [0.1, 0.3, 0.5, 0.64, 0.9]) expect(full.rate(t)).toBeCloseTo(ratingOfScore(t), 0);
    const some = scaleMap(s, ['basic', 'expert']);
    if (!some.ok) throw new Error(some.reason);
    for (const k of s.levels)
      expect(some.rate(expectedScore(s, k, ['basic', 'expert']))).toBeCloseTo(s.anchors[k], 6);
  });

  it('refuses levels that do not tell the anchors apart, or are not on the scale', () => {
    const s = ladder();
    // against random alone, basic (0.65 over {basic, random}) ... every level's score rises: fine
    expect(scaleMap(s, ['random']).ok).toBe(true);
    s.matrix.expert.random.mean = 0.9; // now advanced and expert tie against random
    expect(scaleMap(s, ['random'])).toMatchObject({ ok: false });
    expect(scaleMap(s, ['grandmaster'])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('grandmaster'),
    });
  });

  it('rises with the ladder score, for every subset that it accepts (fast-check)', () => {
    const s = ladder();
    fc.assert(
      fc.property(
        fc.subarray(s.levels, { minLength: 1 }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        (levels, a, b) => {
          const map = scaleMap(s, levels);
          if (!map.ok) return;
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(map.rate(lo)).toBeLessThanOrEqual(map.rate(hi));
        },
      ),
    );
  });

  it('publishes scales whose anchors are those of their matrix, found by their options', () => {
    for (const game of ['in-between', 'east-west']) {
      const scales = scalesOf(game);
      expect(scales.length).toBeGreaterThan(0);
      for (const s of scales) expect(s.anchors).toEqual(anchorsOf(s.levels, s.matrix));
      const newest = scales[scales.length - 1];
      expect(currentScale(game, { ...newest.options, turnSeconds: 60 })).toBe(newest);
      expect(currentScale(game, { ...newest.options, nonsense: 1 })).toBeNull();
    }
  });
});
