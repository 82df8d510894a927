/**
 * The bot arena (scripts/arena.ts): Wilson intervals, seat rotation, repeatable runs from a seed,
 * every registered game played out between its built-in bots, and the command's output and errors.
 */
import {
  addTallies,
  arenaReport,
  formatReport,
  main,
  matchSeed,
  runArena,
  seatRotations,
  tallyArena,
  wilson,
} from '../scripts/arena';
import { meanInterval } from '../src/engine/statistics';
import { GAMES } from '../src/games/registry';

const SEED = '00112233445566778899aabbccddeeff';
const games = GAMES.map((b) => b.definition);

/** Short matches: the fewest hands / rounds / points each game allows. */
function small(schema: Record<string, { type: string; min?: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.type === 'integer' && /^(targetPoints|hands|rounds)$/.test(key))
      out[key] = Math.max(1, spec.min ?? 1);
    if (key === 'maxHands') out[key] = 3;
  }
  return out;
}

describe('arena', () => {
  it('Wilson 95% intervals', () => {
    const close = (a: [number, number], b: [number, number]) =>
      a.forEach((x, i) => expect(x).toBeCloseTo(b[i], 4));
    close(wilson(5, 10), [0.2366, 0.7634]);
    close(wilson(0, 10), [0, 0.2775]);
    close(wilson(10, 10), [0.7225, 1]);
    close(wilson(81, 100), [0.7222, 0.8749]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it.each(games.map((g) => [g.id, g] as const))('plays %s out between its built-in bots', (_id, game) => {
    // no more bots than seats, so that every bot sits in every match
    const bots = Object.keys(game.bots).slice(0, game.maxPlayers);
    const report = runArena({ game, bots, matches: 4, options: small(game.optionsSchema), seed: SEED });
    expect(report).toMatchObject({ game: game.id, matches: 4, unfinished: 0, seed: SEED });
    expect(report.moves).toBeGreaterThan(0);
    expect(report.stats.map((s) => s.bot)).toEqual(bots);
    for (const s of report.stats) {
      expect(s.matches).toBe(4); // at least two seats, so every bot sits in every match
      expect(s.wins).toBeLessThanOrEqual(s.matches);
      expect(s.ci95[0]).toBeLessThanOrEqual(s.winRate);
      expect(s.ci95[1]).toBeGreaterThanOrEqual(s.winRate);
    }
    // every match has a winner, so the wins add up to at least the matches
    expect(report.stats.reduce((n, s) => n + s.wins, 0)).toBeGreaterThanOrEqual(4);
    // the same seed plays the same matches
    expect(runArena({ game, bots, matches: 4, options: small(game.optionsSchema), seed: SEED })).toEqual(
      report,
    );
  });

  it('the shares of a run played by separate jobs add up to the run of one (--jobs)', () => {
    const game = games.find((g) => g.id === 'east-west')!;
    for (const duplicate of [false, true]) {
      const cfg = {
        game,
        bots: ['basic', 'random'],
        matches: 10,
        duplicate,
        options: small(game.optionsSchema),
        seed: SEED,
      };
      const whole = runArena(cfg);
      const shares = [0, 1, 2].map((index) => tallyArena(cfg, { index, of: 3 }));
      // every deal is played by exactly one share
      expect(shares.map((t) => t.acc.basic.matches).reduce((a, b) => a + b)).toBe(whole.matches);
      expect(shares.every((t) => t.acc.basic.matches > 0)).toBe(true);
      expect(arenaReport(cfg, shares.reduce(addTallies))).toEqual(whole);
    }
  });

  it('rotates seats between matches, cycles bots over more seats, and counts wins from the results', () => {
    const game = games.find((g) => g.maxPlayers >= 3)!;
    for (const players of [2, 3]) {
      const seen: { seed: string; seats: string[]; winners: number[] }[] = [];
      const report = runArena({
        game,
        bots: ['basic', 'random'],
        matches: 3,
        players,
        options: small(game.optionsSchema),
        seed: SEED,
        onMatch: (_n, m) => seen.push({ seed: m.seed, seats: m.seats, winners: m.result!.winners }),
      });
      expect(report.players).toBe(players);
      expect(seen.map((m) => m.seats)).toEqual(
        players === 2
          ? [
              ['basic', 'random'],
              ['random', 'basic'],
              ['basic', 'random'],
            ]
          : [
              ['basic', 'random', 'basic'],
              ['random', 'basic', 'random'],
              ['basic', 'random', 'basic'],
            ],
      );
      expect(seen.map((m) => m.seed)).toEqual([0, 1, 2].map((k) => matchSeed(SEED, k)));
      for (const s of report.stats) {
        expect(s.wins).toBe(seen.filter((m) => m.winners.some((w) => m.seats[w] === s.bot)).length);
      }
    }
    expect(matchSeed(SEED, 0)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mean intervals: hand-computed values', () => {
    // mean 2, sample variance ((1-2)^2 + 0 + (3-2)^2) / 2 = 1, half-width 1.96 / sqrt(3)
    const m = meanInterval([1, 2, 3]);
    expect(m.mean).toBe(2);
    expect(m.sd).toBeCloseTo(1, 12);
    expect(m.ci95[0]).toBeCloseTo(2 - 1.96 / Math.sqrt(3), 12);
    expect(m.ci95[1]).toBeCloseTo(2 + 1.96 / Math.sqrt(3), 12);
    expect(meanInterval([5]).ci95).toEqual([-Infinity, Infinity]);
  });

  it('seat rotations: every bot in every seat, each seating once', () => {
    expect(seatRotations(['a', 'b'], 2)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(seatRotations(['a', 'b'], 4)).toEqual([
      ['a', 'b', 'a', 'b'],
      ['b', 'a', 'b', 'a'],
    ]);
    expect(seatRotations(['a', 'b', 'c'], 3)).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
    ]);
  });

  it('duplicate deals: each deal once per rotation, same seed, whole deals', () => {
    const game = games.find((g) => g.id === 'east-west') ?? games[0];
    const seen: { seed: string; seats: string[] }[] = [];
    const report = runArena({
      game,
      bots: ['basic', 'random'],
      matches: 5,
      duplicate: true,
      options: small(game.optionsSchema),
      seed: SEED,
      onMatch: (_n, m) => seen.push({ seed: m.seed, seats: m.seats }),
    });
    expect(report.matches).toBe(6); // rounded up to 3 whole deals of 2 rotations
    expect(seen.map((m) => m.seats)).toEqual(
      [0, 1, 2].flatMap(() => [
        ['basic', 'random'],
        ['random', 'basic'],
      ]),
    );
    expect(seen.map((m) => m.seed)).toEqual([0, 0, 1, 1, 2, 2].map((d) => matchSeed(SEED, d)));
    expect(report.duplicate).toMatchObject({ deals: 3, rotations: 2 });
    expect(report.duplicate!.difference!.bots).toEqual(['basic', 'random']);
  });

  it.each(games.filter((g) => g.minPlayers === 2).map((g) => [g.id, g] as const))(
    'duplicate deals cancel the luck: %s, a deterministic bot against its twin differs by exactly 0',
    (_id, base) => {
      // the same bot under two names: its choices depend only on the seat's view and the match seed
      const game = { ...base, bots: { ...base.bots, twin: base.bots.basic } };
      const report = runArena({
        game,
        bots: ['basic', 'twin'],
        matches: 8,
        duplicate: true,
        options: small(base.optionsSchema),
        seed: SEED,
      });
      const diff = report.duplicate!.difference!;
      expect(diff.score.mean).toBe(0);
      expect(diff.score.ci95).toEqual([0, 0]);
      expect(diff.winRate.mean).toBe(0);
    },
  );

  it('the stronger bot wins more: basic against random', () => {
    // repeatable from the seed; basic is the strategic bot of every game
    const game = games.find((g) => g.id === 'euchre') ?? games[0];
    const report = runArena({
      game,
      bots: ['basic', 'random'],
      matches: 20,
      options: small(game.optionsSchema),
      seed: SEED,
    });
    const [basic, random] = report.stats;
    expect(basic.winRate).toBeGreaterThan(random.winRate);
  });

  it('rejects unknown bots, seat counts out of range and invalid options', () => {
    const game = games[0];
    expect(() => runArena({ game, bots: ['nobody'], matches: 1 })).toThrow(/unknown bot nobody/);
    expect(() => runArena({ game, bots: ['basic'], matches: 1, players: game.maxPlayers + 1 })).toThrow(
      /seats/,
    );
    expect(() => runArena({ game, bots: ['basic'], matches: 1, options: { noSuchOption: 1 } })).toThrow(
      /invalid options/,
    );
    expect(() => runArena({ game, bots: ['basic'], matches: 1, seed: 'xyz' })).toThrow(/seed/);
  });

  it('the command prints a table with win rates and intervals; bad arguments exit 1', () => {
    const out: string[] = [];
    const err: string[] = [];
    const so = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
    const se = jest.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
    try {
      const game = games[0];
      expect(
        main([
          '--game',
          game.id,
          '--bots',
          'basic,random',
          '--matches',
          '3',
          '--seed',
          SEED,
          '--quiet',
          '--options',
          JSON.stringify(small(game.optionsSchema)),
        ]),
      ).toBe(0);
      const text = out.join('');
      expect(text).toContain(`${game.id}: 3 matches`);
      expect(text).toMatch(/^basic\s+3\s+\d\s+\d+\.\d%\s+\d+\.\d% – \d+\.\d%\s+-?\d+\.\d\d$/m);
      expect(text).toMatch(/^random\s+3\s/m);
      out.length = 0;
      expect(
        main([
          '--game',
          game.id,
          '--bots',
          'basic,random',
          '--matches',
          '4',
          '--duplicate',
          '--seed',
          SEED,
          '--quiet',
          '--options',
          JSON.stringify(small(game.optionsSchema)),
        ]),
      ).toBe(0);
      expect(out.join('')).toMatch(/Duplicate deals: 2 deals × 2 seat rotations/);
      expect(out.join('')).toMatch(/basic − random: win rate -?\d+\.\d% \[/);
      expect(main(['--game', 'no-such-game'])).toBe(1);
      expect(main(['--game', game.id, '--matches', '0'])).toBe(1);
      expect(main(['--game', game.id, '--options', '{'])).toBe(1);
      expect(main(['--game', game.id, '--bots', 'nobody', '--quiet'])).toBe(1);
      expect(err.join('')).toMatch(
        /--game must be one of: .*--matches must be a positive integer.*--options must be JSON.*unknown bot nobody/s,
      );
    } finally {
      so.mockRestore();
      se.mockRestore();
    }
  });

  it('formats intervals as percentages', () => {
    const text = formatReport({
      game: 'g',
      players: 2,
      matches: 10,
      unfinished: 1,
      seed: SEED,
      moves: 5,
      stats: [{ bot: 'basic', matches: 10, wins: 5, winRate: 0.5, ci95: wilson(5, 10), avgScore: 1.5 }],
    });
    expect(text).toMatch(/^basic +10 +5 +50\.0% +23\.7% – 76\.3% +1\.50$/m);
    expect(text).toContain('1 matches reached the move limit');
  });
});
