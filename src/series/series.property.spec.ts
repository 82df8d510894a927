/**
 * What duplicate deals buy, as a property: two accounts played by the same deterministic bot (its choice
 * a function of the seat's view and the deal's seed only) over a duplicate series of a two-seat game
 * differ by exactly 0 — every deal's luck cancels. The series is planned by the service's own code
 * (matchPlan, seating, dealSeed) and scored by its own conversion (seriesMatchResult) and statistics.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { playout } from '../engine/playout';
import { resolveOptions } from '../engine/options';
import type { GameDefinition, Move, MoveTemplate } from '../engine/types';
import { GAMES } from '../games/registry';
import { matchOptionsSchema } from '../matches/match-options';
import { dealSeed, matchPlan, seating, totalMatches } from './deals';
import { seriesMatchResult } from './series-view';
import type { SeriesMatchRow } from './series.store';
import { seriesDifference, type SeriesMatchResult } from './statistics';

const game = (id: string) => GAMES.find((g) => g.definition.id === id)!.definition as GameDefinition;

/** A deterministic bot: the legal item and any range value picked by a hash of (view, seed). */
function viewBot(g: GameDefinition, seed: string) {
  return (state: unknown, seat: number, legal: MoveTemplate[]): Move => {
    const h = createHash('sha256')
      .update(JSON.stringify(g.view(state, seat)))
      .update(seed)
      .digest();
    const t = legal[h.readUInt32BE(0) % legal.length];
    const out: Move = { type: t.type };
    let i = 4;
    for (const [k, v] of Object.entries(t)) {
      if (k === 'type') continue;
      if (v && typeof v === 'object' && 'min' in v && 'max' in v) {
        const { min, max } = v as { min: number; max: number };
        out[k] = min + (h.readUInt32BE(i % 28) % (max - min + 1));
        i += 4;
      } else out[k] = v as never;
    }
    return out;
  };
}

function playSeries(gameId: string, rawOptions: Record<string, unknown>, seriesSeed: string, deals: number) {
  const g = game(gameId);
  const resolved = resolveOptions<Record<string, unknown>>(matchOptionsSchema(g), rawOptions);
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.details));
  const options = resolved.options;
  const players = ['alice', 'bob'];
  const results: SeriesMatchResult[] = [];
  for (let k = 0; k < totalMatches(deals, players.length, true); k++) {
    const { deal, rotation } = matchPlan(k, players.length, true);
    const seed = dealSeed(seriesSeed, deal);
    const { result } = playout({ game: g, players: 2, options, seed, chooseMove: viewBot(g, seed) });
    const row: SeriesMatchRow = {
      index: k,
      matchId: `m${k}`,
      deal,
      rotation,
      status: 'finished',
      outcome: null,
      scores: result!.scores.map((points, seat) => ({
        seat,
        points,
        standing: result!.winners.includes(seat) ? 1 : 2,
      })),
    };
    results.push(seriesMatchResult(g.measure, options, players, row));
    expect(results[results.length - 1].players).toEqual(seating(players, rotation));
  }
  return seriesDifference(results, 'alice', 'bob');
}

describe('a duplicate series between two copies of one deterministic bot', () => {
  it.each([
    ['east-west', { targetPoints: 2 }],
    ['texas-holdem', { maxHands: 6, startingStack: 200 }],
  ])('%s: the difference of mean scores is exactly 0 on every deal', (gameId, options) => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
        fc.integer({ min: 1, max: 4 }),
        (seed, deals) => {
          const diff = playSeries(gameId, options, seed, deals);
          expect(diff.meanScore).toBe(0);
          if (deals > 1) expect(diff.meanScoreCI95).toEqual([0, 0]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the rotations of a deal seat every player in every seat, on one seed', () => {
    const players = ['a', 'b', 'c'];
    const plan = Array.from({ length: totalMatches(2, 3, true) }, (_, k) => matchPlan(k, 3, true));
    expect(plan.map((p) => p.deal)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(plan.slice(0, 3).map((p) => seating(players, p.rotation))).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
    ]);
    expect(dealSeed('ab'.repeat(16), 0)).not.toBe(dealSeed('ab'.repeat(16), 1));
    expect(dealSeed('ab'.repeat(16), 0)).toMatch(/^[0-9a-f]{64}$/);
  });
});
