/**
 * Records of Hold'em matches played with `resetStacks` (docs/rules/texas-holdem.md §2, §3, §7, §8):
 * the record verifies; the hand histories start every hand from `startingStack` and end it with the
 * hand's result; PHH exported per hand replays through the rules to the same finishing stacks; the
 * per-hand results read off the replay add up to the match's scores.
 */
import { ENGINE_GAMES } from '../engine/games';
import { replay } from '../engine/driver';
import { resolveOptions } from '../engine/options';
import { texasHoldem } from '../engine/texas-holdem';
import { handResultsOf } from './hand-results';
import { holdemHands } from './holdem-hands';
import { handToPhh, parsePhh, writePhh } from './phh';
import { replayPhh } from './phh-replay';
import { buildRecord, verifyRecord } from './record';
import { botMatch } from './testing';

const OPTIONS = (() => {
  const r = resolveOptions(texasHoldem.optionsSchema, {
    startingStack: 20000,
    smallBlind: 50,
    bigBlind: 100,
    resetStacks: true,
    maxHands: 40,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options as Record<string, unknown>;
})();

describe.each([
  ['heads-up, basic against random', 2, ['basic', 'random'], 'a1'],
  ['three players, random', 3, ['random', 'random', 'random'], 'b2'],
])('resetStacks records: %s', (_name, players, bots, seedByte) => {
  const seed = seedByte.repeat(32);
  const src = botMatch(texasHoldem, players, OPTIONS, seed, bots);
  const final = replay(texasHoldem, players, OPTIONS, seed, src.moves);
  const result = texasHoldem.result(final)!;

  it('plays maxHands hands, scored by chips won, and the record verifies', () => {
    expect(result.reason).toBe('hands-complete');
    expect(result.scores.reduce((a, b) => a + b, 0)).toBe(0);
    const record = buildRecord(texasHoldem, {
      id: 'm-reset',
      createdAt: '2025-01-01T00:00:00.000Z',
      finishedAt: '2025-01-01T01:00:00.000Z',
      version: src.moves.length + 1,
      options: OPTIONS,
      seed,
      seats: bots.map((bot, seat) => ({ seat, name: `p${seat}`, account: null, bot })),
      moves: src.moves.map((m, i) => ({ seq: i + 1, ...m, at: '2025-01-01T00:00:00.000Z', version: i + 2 })),
      result,
    });
    const v = verifyRecord(JSON.parse(JSON.stringify(record)), ENGINE_GAMES);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('every hand history starts at startingStack and its result is the per-hand result of the replay', () => {
    const hands = holdemHands(texasHoldem, src, { viewers: bots.map((_, s) => s) });
    const results = handResultsOf(texasHoldem, src);
    expect(hands).toHaveLength(40);
    expect(results.map((r) => r.hand)).toEqual(hands.map((h) => h.hand));
    for (const [k, h] of hands.entries()) {
      expect(h.players.map((p) => p.startingStack)).toEqual(new Array(players).fill(20000));
      for (const p of h.players) expect(p.finishingStack - p.startingStack).toBe(results[k].results[p.seat]);
      expect(results[k].settledAfterMove).toBe(h.settledAfterMove);
    }
    const sums = new Array<number>(players).fill(0);
    for (const r of results) r.results.forEach((x, s) => (sums[s] += x));
    expect(sums).toEqual(result.scores);
    // the buttons move every hand: seat 0, 1, 2, … in turn
    expect(hands.map((h) => h.button)).toEqual(hands.map((_, k) => k % players));
  });

  it('each hand exported as PHH replays through the rules to its finishing stacks', () => {
    const hands = holdemHands(texasHoldem, src, { viewers: bots.map((_, s) => s) });
    for (const h of hands) {
      const file = parsePhh(writePhh(handToPhh(h)));
      expect(file.starting_stacks).toEqual(new Array(players).fill(20000));
      const r = replayPhh(texasHoldem, file);
      expect(r.problems).toEqual([]);
      expect(r.finishingStacks).toEqual(file.finishing_stacks);
    }
  });
});
