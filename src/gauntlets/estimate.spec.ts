import fc from 'fast-check';
import { decideNow } from '../engine/driver';
import { engineGame } from '../engine/games';
import { optionDefaults } from '../engine/options';
import { botsMatch, controlMatch, gauntletDealSeed, seatShare } from './deals';
import {
  type DealResult,
  gauntletResult,
  levelEstimate,
  type LevelEstimate,
  levelStops,
  planOf,
  rotationsOf,
} from './estimate';
import { driveWith, simulateGauntlet } from './simulate';
import { newestScale } from './scale';

const inBetween = engineGame('in-between')!;
const euchre = engineGame('euchre')!;

// The worked example of docs/evaluation.md: a two-seat game, three rotations against one level.
const example: DealResult[] = [
  { deal: 0, seat: 0, score: 1, control: 1 },
  { deal: 1, seat: 1, score: 1, control: 0 },
  { deal: 2, seat: 0, score: 0, control: 1 },
  { deal: 3, seat: 1, score: 1, control: 1 },
  { deal: 4, seat: 0, score: 1, control: 0 },
  { deal: 5, seat: 1, score: 0.5, control: 0.5 },
];

describe('gauntlet figures', () => {
  it('a level: ½ + the mean difference per rotation, its interval over rotations (hand-computed)', () => {
    const e = levelEstimate('basic', example, 2, planOf(null, 6, 2));
    // rotations: ½ + (0 + 1)/2 = 1, ½ + (−1 + 0)/2 = 0, ½ + (1 + 0)/2 = 1 → mean ⅔, sd √⅓
    expect(e.rotations).toBe(3);
    expect(e.score).toBeCloseTo(2 / 3, 12);
    expect(e.sd).toBeCloseTo(Math.sqrt(1 / 3), 12);
    expect(e.scoreCI95[0]).toBeCloseTo(2 / 3 - (1.96 * Math.sqrt(1 / 3)) / Math.sqrt(3), 12);
    expect(e.scoreCI95[1]).toBeCloseTo(2 / 3 + (1.96 * Math.sqrt(1 / 3)) / Math.sqrt(3), 12);
    expect(e.interval).toBe('fixed-n');
    // plain: the account's own mean per rotation 1, ½, ¾
    expect(e.plainScore).toBeCloseTo(0.75, 12);
    expect(e.verdict).toBe('undecided');
    // an incomplete rotation is left out until its other deal is in
    expect(levelEstimate('basic', example.slice(0, 5), 2, planOf(null, 6, 2)).rotations).toBe(2);
    expect(
      rotationsOf(
        example.filter((r) => r.deal !== 2),
        2,
      ),
    ).toHaveLength(1);
  });

  it('the ladder score and the rating, with the interval through the scale (hand-computed)', () => {
    const levels = [0.9, 0.7, 0.5, 0.45].map((score, i): LevelEstimate => ({
      level: ['random', 'basic', 'advanced', 'expert'][i],
      deals: 40,
      rotations: 20,
      score,
      scoreCI95: [score - 1.96 * 0.05, score + 1.96 * 0.05],
      interval: 'fixed-n',
      sd: 0.2,
      plainScore: score,
      plainSd: 0.3,
      verdict: 'undecided',
    }));
    const scale = newestScale('in-between')!;
    const r = gauntletResult(levels, scale);
    // T = 0.6375; se = √(4 · 0.05²) / 4 = 0.025 → [0.5885, 0.6865]
    expect(r.ladderScore).toBeCloseTo(0.6375, 12);
    expect(r.ladderScoreCI95[0]).toBeCloseTo(0.5885, 12);
    expect(r.ladderScoreCI95[1]).toBeCloseTo(0.6865, 12);
    // over the whole ladder: 1500 + 400·log10(0.6375/0.3625) = 1598.07, [1562.15, 1636.16] (to a tenth: the anchors are rounded)
    expect(r.rating!).toBeCloseTo(1598.07, 0);
    expect(r.ratingCI95![0]).toBeCloseTo(1562.15, 0);
    expect(r.ratingCI95![1]).toBeCloseTo(1636.16, 0);
    expect(gauntletResult(levels, null)).toMatchObject({
      rating: null,
      unrated: 'no scale for these options',
    });
  });

  it('a ladder score at or past 0 or 1 has no rating, says why, and keeps its finite bound', () => {
    const scale = newestScale('in-between')!;
    const level = (name: string, scores: number[], controls: number[]) =>
      levelEstimate(
        name,
        scores.map((score, d): DealResult => ({ deal: d, seat: d % 2, score, control: controls[d] })),
        2,
        planOf(null, scores.length, 2),
      );
    // basic: rotations ½ + (1 − 0 + 0 − 1)/2 = ½ and ½ + (0 − 1 + 0 − 1)/2 = −½; expert: every deal
    // lost where the control won, −½ twice. T = (0 − ½)/2 = −¼, its upper bound back inside (0, 1)
    const low = gauntletResult(
      [level('basic', [1, 0, 0, 0], [0, 1, 1, 1]), level('expert', [0, 0, 0, 0], [1, 1, 1, 1])],
      scale,
    );
    expect(low.ladderScore).toBeCloseTo(-0.25, 12);
    expect(low).toMatchObject({
      rating: null,
      unrated: "ladder score -0.250 is at or below 0: below the scale's lowest rating",
    });
    expect(low.ratingCI95![0]).toBe(-Infinity);
    expect(low.ladderScoreCI95[1]).toBeGreaterThan(0);
    expect(Number.isFinite(low.ratingCI95![1])).toBe(true);
    // every observation 1½: a zero-width interval, both bounds past the top
    const won = gauntletResult(
      [level('basic', [1, 1, 1, 1], [0, 0, 0, 0]), level('expert', [1, 1, 1, 1], [0, 0, 0, 0])],
      scale,
    );
    expect(won).toMatchObject({
      ladderScore: 1.5,
      rating: null,
      ratingCI95: [Infinity, Infinity],
      unrated: "ladder score 1.500 is at or above 1: above the scale's highest rating",
    });
  });

  it('stops a level by its rule, on complete rotations only', () => {
    const won = Array.from({ length: 40 }, (_, d): DealResult => ({
      deal: d,
      seat: d % 2,
      score: 1,
      control: 0.5,
    }));
    const e = levelEstimate('random', won, 2, planOf('decided', 40, 2));
    expect(e.interval).toBe('anytime-valid');
    expect(e.verdict).toBe('stronger');
    expect(levelStops(e, 'decided')).toBe(true);
    // nothing is concluded before ten rotations (src/evaluation)
    expect(
      levelStops(levelEstimate('random', won.slice(0, 18), 2, planOf('decided', 40, 2)), 'decided'),
    ).toBe(false);
    expect(levelStops(e, null)).toBe(false);
  });

  it('a level stops by "decided" only once its interval leaves ½, by a half-width once it is that narrow', () => {
    // the account wins every other rotation outright and draws the rest: mean ¾ with a spread
    const mixed = Array.from({ length: 60 }, (_, d): DealResult => ({
      deal: d,
      seat: d % 2,
      score: Math.floor(d / 2) % 2 ? 1 : 0.5,
      control: 0.5,
    }));
    const e = levelEstimate('basic', mixed, 2, planOf('decided', 60, 2));
    expect(e.score).toBeCloseTo(0.75, 12);
    expect(e.scoreCI95[0]).toBeGreaterThan(0.5);
    expect(levelStops(e, 'decided')).toBe(true);
    expect(levelStops(e, { halfWidth: (e.scoreCI95[1] - e.scoreCI95[0]) / 2 })).toBe(true);
    expect(levelStops(e, { halfWidth: (e.scoreCI95[1] - e.scoreCI95[0]) / 2 - 1e-6 })).toBe(false);
  });
});

describe('the deal and its control', () => {
  it('scores a seat by the other seats it finished ahead of, partners aside', () => {
    expect(
      seatShare(
        inBetween,
        {
          standings: [
            { seat: 0, place: 1 },
            { seat: 1, place: 2 },
          ],
        },
        0,
      ),
    ).toBe(1);
    expect(
      seatShare(
        inBetween,
        {
          standings: [
            { seat: 0, place: 1 },
            { seat: 1, place: 1 },
          ],
        },
        1,
      ),
    ).toBe(0.5);
    const euchreWin = [1, 2, 1, 2].map((place, seat) => ({ seat, place }));
    expect(seatShare(euchre, { standings: euchreWin }, 2)).toBe(1);
    expect(seatShare(euchre, { standings: euchreWin }, 3)).toBe(0);
  });

  it('a table of one level shares its points evenly over its seats, on every deal (fast-check)', () => {
    const options = optionDefaults(inBetween.optionsSchema);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom('random', 'basic', 'expert'),
        (d, level) => {
          const seed = gauntletDealSeed('ab'.repeat(32), level, d);
          const r = driveWith(controlMatch(inBetween, options, seed, level, 2), (c) =>
            decideNow(inBetween, c),
          )!;
          expect(seatShare(inBetween, r, 0) + seatShare(inBetween, r, 1)).toBe(1);
          // the control is the match the service would play with the level in every seat
          const again = driveWith(botsMatch(inBetween, options, seed, [level, level]), (c) =>
            decideNow(inBetween, c),
          );
          expect(again).toEqual(r);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('an account that decides like a deterministic level meets the control itself: ½ against that level, exactly', () => {
    const scale = newestScale('in-between')!;
    const g = simulateGauntlet({
      game: inBetween,
      options: scale.options,
      levels: ['basic'],
      dealsPerLevel: 20,
      stopWhen: null,
      seed: 'cd'.repeat(32),
      account: { level: 'basic', seed: 'ef'.repeat(32) },
      scale,
    });
    expect(g.levels[0]).toMatchObject({ deals: 20, rotations: 10, score: 0.5, sd: 0, scoreCI95: [0.5, 0.5] });
    // every deal of the gauntlet is a new one
    const seeds = new Set(g.deals[0].map((r) => gauntletDealSeed('cd'.repeat(32), 'basic', r.deal)));
    expect(seeds.size).toBe(20);
  });
});
