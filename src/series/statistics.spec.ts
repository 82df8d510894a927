import { type SeriesMatchResult, seriesDifference, seriesStandings } from './statistics';

// Two deals, each played once per seat rotation by A and B (the worked example of docs/series.md).
const results: SeriesMatchResult[] = [
  { deal: 0, players: ['A', 'B'], scores: [3, 1], winners: [0] },
  { deal: 0, players: ['B', 'A'], scores: [2, 2], winners: [0, 1] },
  { deal: 1, players: ['A', 'B'], scores: [0, 4], winners: [1] },
  { deal: 1, players: ['B', 'A'], scores: [1, 3], winners: [1] },
];

describe('series statistics', () => {
  it('per player: matches, wins, means and intervals over deals (hand-computed)', () => {
    const [a, b] = seriesStandings(results);
    // A: deal means 2.5 and 1.5 → mean 2, sd √0.5, half-width 1.96·√0.5/√2 = 0.98
    expect(a.account).toBe('A');
    expect(a.matches).toBe(4);
    expect(a.wins).toBe(3);
    expect(a.meanScore).toBeCloseTo(2, 12);
    expect(a.meanScoreCI95[0]).toBeCloseTo(1.02, 12);
    expect(a.meanScoreCI95[1]).toBeCloseTo(2.98, 12);
    // win shares per deal 1 and 0.5 → 0.75 ± 0.49, the upper bound clamped to 1
    expect(a.winRate).toBeCloseTo(0.75, 12);
    expect(a.winRateCI95[0]).toBeCloseTo(0.26, 12);
    expect(a.winRateCI95[1]).toBe(1);
    expect(b).toMatchObject({ account: 'B', matches: 4, wins: 2, winRate: 0.5, winRateCI95: [0.5, 0.5] });
    expect(b.meanScore).toBeCloseTo(2, 12);
    expect(a.bbPer100).toBeUndefined();
  });

  it('the difference of means, deal by deal', () => {
    // deal differences +1 and −1: mean 0, sd √2, half-width 1.96
    const d = seriesDifference(results, 'A', 'B');
    expect(d.meanScore).toBeCloseTo(0, 12);
    expect(d.meanScoreCI95[0]).toBeCloseTo(-1.96, 12);
    expect(d.meanScoreCI95[1]).toBeCloseTo(1.96, 12);
  });

  it("Hold'em: big blinds per 100 hands", () => {
    const holdem: SeriesMatchResult[] = [
      { deal: 0, players: ['A', 'B'], scores: [200, -200], winners: [0], hands: 50, bigBlind: 10 },
      { deal: 0, players: ['B', 'A'], scores: [100, -100], winners: [0], hands: 50, bigBlind: 10 },
    ];
    const [a] = seriesStandings(holdem);
    // A won 200 − 100 = 100 chips = 10 big blinds over 100 hands
    expect(a.bbPer100).toBeCloseTo(10, 12);
    expect(a.meanScore).toBeCloseTo(50, 12);
    // one deal: no interval
    expect(a.meanScoreCI95.every(Number.isNaN)).toBe(true);
  });

  it("Hold'em: docs/series.md's bb/100 example (3 and 5 hands, +40 and −10 chips, big blind 10)", () => {
    const [a, b] = seriesStandings([
      { deal: 0, players: ['A', 'B'], scores: [40, -40], winners: [0], hands: 3, bigBlind: 10 },
      { deal: 0, players: ['B', 'A'], scores: [10, -10], winners: [0], hands: 5, bigBlind: 10 },
    ]);
    expect(a.bbPer100).toBeCloseTo(37.5, 12);
    expect(b.bbPer100).toBeCloseTo(-37.5, 12);
  });

  it("Hold'em under resetStacks: mbb/hand raw and all-in adjusted (docs/evaluation.md's example)", () => {
    const m = (deal: number, players: string[], scores: number[], adjustedScores: number[]) => ({
      deal,
      players,
      scores,
      adjustedScores,
      winners: [scores[0] > scores[1] ? 0 : 1],
      hands: 10,
      bigBlind: 100,
      handsIndependent: true,
    });
    const holdem: SeriesMatchResult[] = [
      m(0, ['A', 'B'], [1500, -1500], [700, -700]),
      m(0, ['B', 'A'], [500, -500], [300, -300]),
      m(1, ['A', 'B'], [-200, 200], [100, -100]),
      m(1, ['B', 'A'], [-400, 400], [0, 0]),
    ];
    const [a, b] = seriesStandings(holdem);
    // A per deal, raw: 1000 · (15 − 5) / 20 = 500 and 1000 · (−2 + 4) / 20 = 100; adjusted 200 and 50
    expect(a.mbbPerHand).toBeCloseTo(300, 9);
    expect(a.mbbPerHandCI95![0]).toBeCloseTo(300 - 1.96 * 200, 9);
    expect(a.mbbPerHandCI95![1]).toBeCloseTo(300 + 1.96 * 200, 9);
    expect(a.mbbPerHandAllInAdjusted).toBeCloseTo(125, 9);
    expect(a.mbbPerHandAllInAdjustedCI95![0]).toBeCloseTo(125 - 1.96 * 75, 9);
    expect(a.mbbPerHandAllInAdjustedCI95![1]).toBeCloseTo(125 + 1.96 * 75, 9);
    expect(b.mbbPerHand).toBeCloseTo(-300, 9);
    expect(b.mbbPerHandAllInAdjusted).toBeCloseTo(-125, 9);
    // mbb/hand is ten times bb/100 over the same hands
    expect(a.bbPer100! * 10).toBeCloseTo(a.mbbPerHand!, 9);
    // a match without the adjusted scores (played before they were kept): the raw figure only
    const [old] = seriesStandings([...holdem.slice(0, 3), { ...holdem[3], adjustedScores: undefined }]);
    expect(old.mbbPerHand).toBeCloseTo(300, 9);
    expect(old.mbbPerHandAllInAdjusted).toBeUndefined();
    // carried stacks: hands are not independent, no mbb/hand
    const [carried] = seriesStandings(holdem.map((r) => ({ ...r, handsIndependent: undefined })));
    expect(carried.bbPer100).toBeDefined();
    expect(carried.mbbPerHand).toBeUndefined();
  });
});
