/**
 * Swiss pairing alone (src/tournaments/pairing.ts, pure): the time and steps of each round of a
 * simulated Swiss, at tables of two and of four (issue 41: the pairing blocked the event loop).
 *
 *   npm run bench:swiss-pairing [-- --players 63,255,1023 --rounds 50 --table 2,4 --repeat 3 --results random,strength]
 *   npm run bench:swiss-pairing -- --baseline main --baseline-rounds 31,33,40 --players 63 --rounds 44
 *
 * Each size plays `--rounds` rounds (at most players − 1) with results drawn from a fixed seed, or by
 * strength (the lower-numbered player always finishes ahead: the standings stay in layers whose players
 * soon have all met one another, the case that made the search of before slow); each
 * round's standings (points, then name) are paired `--repeat` times and the median time kept (the time
 * includes reading the list of earlier meetings). Printed per size: the median and largest time a
 * round, the largest steps a round (matrix entries examined and augmenting-path searches at tables of
 * two; the bounded search's steps at larger tables), and the pairs who met again. `--baseline REF`
 * loads src/tournaments of a git ref (through `git archive`; before issue 41 it took a `met(a, b)`
 * callback, given here from a Map) and times it on the same inputs at `--baseline-rounds`, the two
 * alternating which goes first; the ratio is baseline / current. The load average is printed with
 * every size.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { swissRound, type SwissInput, type SwissStats } from '../src/tournaments/pairing';
import { rngFromSeed } from '../src/engine/random';
import { median, table } from './lib';

type Pair = (input: SwissInput, stats?: SwissStats) => { tables: string[][]; byes: string[] };
/** The interface before issue 41: how often two players met, asked pair by pair. */
type OldPair = (input: Omit<SwissInput, 'meetings'> & { met: (a: string, b: string) => number }) => {
  tables: string[][];
  byes: string[];
};

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function timed(pair: Pair, input: SwissInput, stats?: SwissStats) {
  const t = performance.now();
  const round = pair(input, stats);
  return { round, ms: performance.now() - t };
}

function simulate(
  n: number,
  rounds: number,
  tableSize: number,
  repeat: number,
  baseline: { pair: OldPair; rounds: Set<number> } | null,
  strength: boolean,
) {
  const players = Array.from({ length: n }, (_, i) => `p${String(i).padStart(4, '0')}`);
  const points = new Map(players.map((p) => [p, 0]));
  const meetings = new Map<string, number>();
  const hadBye = new Set<string>();
  const rng = rngFromSeed('5e1f'.repeat(8), `${n}:${tableSize}`);
  const times: number[] = [];
  let maxSteps = 0;
  let maxSearches = 0;
  let repeats = 0;
  const ratios: string[] = [];
  for (let r = 1; r <= rounds; r++) {
    const ranked = [...players].sort((a, b) => points.get(b)! - points.get(a)! || (a < b ? -1 : 1));
    const list = [...meetings].flatMap(([k, m]) =>
      Array.from({ length: m }, () => k.split('|') as [string, string]),
    );
    const input: SwissInput = { ranked, meetings: list, hadBye, tableSize, minTable: 2 };
    const stats: SwissStats = { steps: 0, searches: 0 };
    const runs = Array.from({ length: repeat }, (_, k) =>
      timed(swissRound, input, k === 0 ? stats : undefined),
    );
    const ms = median(runs.map((x) => x.ms));
    times.push(ms);
    maxSteps = Math.max(maxSteps, stats.steps);
    maxSearches = Math.max(maxSearches, stats.searches);
    if (baseline?.rounds.has(r)) {
      // alternate which goes first, so a drift of the machine's speed falls on both
      const old = {
        ranked,
        hadBye,
        tableSize,
        minTable: 2,
        met: (a: string, b: string) => meetings.get(key(a, b)) ?? 0,
      };
      const runOld = () => {
        const t = performance.now();
        baseline.pair(old);
        return performance.now() - t;
      };
      const base = r % 2 === 0 ? runOld() : NaN;
      const again = timed(swissRound, input).ms;
      const base2 = r % 2 === 1 ? runOld() : base;
      ratios.push(
        `round ${r}: ${base2.toFixed(1)} ms vs ${again.toFixed(2)} ms (×${(base2 / again).toFixed(0)})`,
      );
    }
    const { tables, byes } = runs[0].round;
    for (const b of byes) {
      hadBye.add(b);
      points.set(b, points.get(b)! + tableSize - 1);
    }
    for (const t of tables) {
      for (const [i, a] of t.entries())
        for (const b of t.slice(i + 1)) {
          const m = meetings.get(key(a, b)) ?? 0;
          if (m > 0) repeats++;
          meetings.set(key(a, b), m + 1);
        }
      // places drawn at random, or by strength (the lower number always finishes ahead: the standings
      // stay in layers whose players soon have all met, the hard case); a point per player behind
      const places = t.map((p) => (strength ? Number(p.slice(1)) : rng.int(t.length)));
      t.forEach((p, s) => points.set(p, points.get(p)! + places.filter((q) => q > places[s]).length));
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    row: {
      players: n,
      table: tableSize,
      results: strength ? 'strength' : 'random',
      rounds,
      'median ms/round': median(times),
      'max ms/round': sorted.at(-1)!,
      'max steps/round': maxSteps,
      'max searches/round': tableSize === 2 ? maxSearches : '-',
      'repeated pairs': repeats,
      load: load(),
    },
    ratios,
  };
}

async function loadBaseline(ref: string): Promise<{ pair: OldPair; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'swiss-baseline-'));
  const tar = execFileSync('git', ['archive', ref, 'src/tournaments', 'src/engine/random.ts']);
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const mod = (await import(join(dir, 'src/tournaments/pairing.ts'))) as { swissRound: OldPair };
  return { pair: mod.swissRound, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      players: { type: 'string', default: '63,255,1023' },
      rounds: { type: 'string', default: '50' },
      table: { type: 'string', default: '2,4' },
      repeat: { type: 'string', default: '3' },
      baseline: { type: 'string' },
      'baseline-rounds': { type: 'string', default: '' },
      results: { type: 'string', default: 'random,strength' },
    },
  });
  const base = args.baseline ? await loadBaseline(args.baseline) : null;
  const baseRounds = new Set(args['baseline-rounds'].split(',').filter(Boolean).map(Number));
  const rows = [];
  try {
    for (const results of args.results.split(','))
      for (const tableSize of args.table.split(',').map(Number))
        for (const n of args.players.split(',').map(Number)) {
          const rounds = Math.min(Number(args.rounds), n - 1);
          const out = simulate(
            n,
            rounds,
            tableSize,
            Number(args.repeat),
            base && { pair: base.pair, rounds: baseRounds },
            results === 'strength',
          );
          rows.push(out.row);
          console.error(`done: ${n} players at tables of ${tableSize}, ${results} results`);
          for (const line of out.ratios)
            console.log(`  baseline ${args.baseline}, ${n} players, ${results} results, ${line}`);
        }
  } finally {
    base?.cleanup();
  }
  console.log(table(rows));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
