/**
 * The games' measures (src/engine/measure.ts, GameMeasure in types.ts): what series and gauntlets read
 * of a finished match without knowing the game. Every game has one; Texas Hold'em scores chips won
 * (zero-sum over the seats, with or without `resetStacks`) over the hands its state counts, and under
 * `resetStacks` keeps them all-in adjusted as well.
 */
import fc from 'fast-check';
import { ENGINE_GAMES } from './games';
import { outcomeOf, POINTS_MEASURE } from './measure';
import { resolveOptions } from './options';
import { playout } from './playout';
import { texasHoldem, type HoldemOptions, type HoldemState } from './texas-holdem';

const holdem = (input: Record<string, unknown>): HoldemOptions => {
  const r = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, input);
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options;
};
const seedArb = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex'));

describe('game measures', () => {
  it('every game has one; a game without its own scores its points as they are, one hand a match', () => {
    for (const g of ENGINE_GAMES) {
      expect(typeof g.measure.unit).toBe('string');
      if (g.id === 'texas-holdem') continue;
      expect(g.measure).toBe(POINTS_MEASURE);
      expect(g.measure.seatScores([3, -1, 7], {})).toEqual([3, -1, 7]);
      expect(outcomeOf(g, {}, {})).toEqual({ hands: 1 });
    }
  });

  it("Texas Hold'em: chips won over the hands played, zero-sum, with and without resetStacks", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, players, reset) => {
        const options = holdem({ startingStack: 300, maxHands: 4, ...(reset ? { resetStacks: true } : {}) });
        const { state, result } = playout({ game: texasHoldem, players, options, seed });
        const scores = texasHoldem.measure.seatScores(result!.scores, options);
        expect(texasHoldem.measure.unit).toBe('chips won');
        // chips only change hands: what some seats won the others lost
        expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(scores).toEqual(
          reset ? result!.scores : result!.scores.map((points) => points - options.startingStack),
        );
        const hands = (state as HoldemState).handNumber;
        expect(hands).toBeGreaterThanOrEqual(1);
        expect(hands).toBeLessThanOrEqual(4);
        const outcome = outcomeOf(texasHoldem, state, options);
        expect(outcome.hands).toBe(hands);
        if (!reset) expect(outcome).toEqual({ hands });
        else {
          // under resetStacks the all-in adjusted chips won are kept too, zero-sum like the chips won
          expect(outcome.adjustedScores).toHaveLength(players);
          expect(Math.abs(outcome.adjustedScores!.reduce((a, b) => a + b, 0))).toBeLessThan(1e-6);
          expect(outcome.adjustedScores).toEqual((state as HoldemState).chipsWonAllInAdjusted);
        }
        expect(texasHoldem.measure.bigBlind!(options)).toBe(options.bigBlind);
      }),
      { numRuns: 40 },
    );
  });
});
