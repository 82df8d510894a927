/**
 * What the series' statistics promise, measured in-process (docs/evaluation.md, "Sequential series,
 * measured" and "mbb/hand, measured"): `npm run bench:sequential [-- --series 2000 --deals 100
 * --game in-between --levels random,random --known basic,random --holdem-deals 200 --holdem-hands 50]`.
 *
 * 1. **Identical bots.** `--series` duplicate series of `--deals` deals at most between two accounts that
 *    play the same level (`--levels`) each with its own randomness (its decisions seeded by the account,
 *    not the deal): their true difference is 0. With `stopWhen: "decided"` (the service's confidence
 *    sequence, src/evaluation) a series that declares a winner is wrong; the share that do is given with
 *    its Wilson 95 % interval. The same per-deal differences read with the fixed-n normal interval after
 *    every deal (stopping when it first excludes 0) cross far more often; read once, at the last deal,
 *    about 5 %.
 * 2. **Bots of known difference** (`--known`): the same series between two levels; the difference
 *    measured over every deal of every series is the known one, and the mean number of deals the
 *    sequential series needed to decide (capped at `--deals`), how many decided and how many the right way.
 * 3. **All-in adjustment** (`--holdem-*`): heads-up Hold'em under the `acpc-nolimit-2p` preset, expert
 *    against basic, duplicate deals of `--holdem-hands` hands: per deal (both rotations), expert's
 *    mbb/hand raw and all-in adjusted (the engine's `chipsWonAllInAdjusted`, through the measure). Unbiased:
 *    the mean of (adjusted − raw) per deal has an interval containing 0; the variance-reduction factor
 *    var(raw) / var(adjusted) with a bootstrap 95 % interval.
 *
 * The series are planned, seeded and measured by the service's own code (src/series/deals.ts, the game's
 * measure, src/evaluation). Figures: docs/evaluation.md; this script prints them.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type BotAnswer, type BotCall, botMoves, decideNow, initialState } from '../src/engine/driver';
import { resolveOptions } from '../src/engine/options';
import { rngFromSeed } from '../src/engine/random';
import { meanInterval, wilson } from '../src/engine/statistics';
import type { GameDefinition } from '../src/engine/types';
import { ALPHA, sequence, type SequencePoint } from '../src/evaluation/confidence-sequence';
import { sideOf, stopMet } from '../src/evaluation/stop-when';
import { GAMES } from '../src/games/registry';
import { matchOptionsSchema } from '../src/matches/match-options';
import { dealSeed, seating } from '../src/series/deals';
import { sequenceFor } from '../src/series/statistics';

const gameOf = (id: string) => {
  const g = GAMES.find((x) => x.definition.id === id);
  if (!g) throw new Error(`no game ${id}`);
  return g.definition as GameDefinition;
};

/** The options a series of `game` would store: its defaults, the preset's, then `raw` over them. */
export function seriesOptions(game: GameDefinition, raw: Record<string, unknown>, preset?: string) {
  const base = preset ? (game.presets?.find((p) => p.name === preset)?.options ?? {}) : {};
  const r = resolveOptions<Record<string, unknown>>(matchOptionsSchema(game), { ...base, ...raw });
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options;
}

/** One match of a deal: `levels[i]` in seat i, each seat deciding with its own `seeds[i]`. */
export function playMatch(
  game: GameDefinition,
  options: Record<string, unknown>,
  seed: string,
  levels: readonly string[],
  seeds: readonly string[],
): { scores: number[]; adjusted: number[] | null; hands: number } {
  let state = initialState(game, levels.length, options, seed);
  const bots = new Map(levels.map((level, seat) => [seat, level] as [number, string]));
  let moves = 0;
  while (game.result(state) === null) {
    const run = botMoves(game, state, seed, options, bots, moves);
    let next = run.next(null);
    while (!next.done) {
      const call: BotCall = next.value;
      const own = createHash('sha256').update(`${seeds[call.seat]}:${seed}`).digest('hex');
      next = run.next(decideNow(game, { ...call, seed: own }) as BotAnswer);
    }
    if (next.value.moves.length === 0) break;
    state = next.value.state;
    moves += next.value.moves.length;
  }
  const result = game.result(state);
  if (!result) throw new Error(`a match of ${game.id} did not finish`);
  return {
    scores: game.measure.seatScores(result.scores, options),
    adjusted: game.measure.adjustedScores?.(state, options) ?? null,
    hands: game.measure.handsPlayed(state),
  };
}

/** A duplicate deal between players A and B (two seats): A's mean score minus B's over the rotations. */
function dealDifference(
  game: GameDefinition,
  options: Record<string, unknown>,
  seed: string,
  levels: [string, string],
  seeds: [string, string],
): number {
  let diff = 0;
  for (let rotation = 0; rotation < 2; rotation++) {
    const who = seating([0, 1], rotation);
    const m = playMatch(
      game,
      options,
      seed,
      who.map((p) => levels[p]),
      who.map((p) => seeds[p]),
    );
    who.forEach((p, seat) => (diff += (p === 0 ? 1 : -1) * m.scores[seat]));
  }
  return diff / 2;
}

export interface SeriesRun {
  /** The deal at which "decided" stopped the series (1-based), or null: it played every deal. */
  decidedAt: number | null;
  /** The side it declared (1: A stronger, −1: B). */
  side: 1 | -1 | 0;
  /** The first deal after which the fixed-n interval excluded 0 (the peeking reader's stop), or null. */
  peekedAt: number | null;
  /** The fixed-n interval after the last deal excludes 0. */
  fixedAtEnd: boolean;
  differences: number[];
}

/** Reads a series' per-deal differences as the service does (sequentially) and as a peeking reader would. */
export function readSeries(differences: readonly number[], cap: number): SeriesRun {
  const points: SequencePoint[] = sequence(differences, sequenceFor(cap));
  const stop = points.findIndex((p) => stopMet('decided', p));
  let peekedAt: number | null = null;
  for (let n = 2; n <= differences.length && peekedAt === null; n++) {
    const [lo, hi] = meanInterval(differences.slice(0, n)).ci95;
    if (lo > 0 || hi < 0) peekedAt = n;
  }
  const [lo, hi] = meanInterval(differences).ci95;
  return {
    decidedAt: stop >= 0 ? stop + 1 : null,
    side: stop >= 0 ? sideOf(points[stop]) : 0,
    peekedAt,
    fixedAtEnd: lo > 0 || hi < 0,
    differences: [...differences],
  };
}

/** `count` series of at most `cap` deals between `levels`, each account with its own randomness. */
export function simulateSeries(p: {
  game: string;
  options?: Record<string, unknown>;
  levels: [string, string];
  count: number;
  cap: number;
  seed: string;
  /** Called after every series with those so far. */
  progress?: (runs: readonly SeriesRun[]) => void;
}): SeriesRun[] {
  const game = gameOf(p.game);
  const options = seriesOptions(game, p.options ?? {});
  const out: SeriesRun[] = [];
  for (let i = 0; i < p.count; i++) {
    const seriesSeed = createHash('sha256').update(`${p.seed}:series:${i}`).digest('hex');
    const seeds: [string, string] = [`${seriesSeed}:A`, `${seriesSeed}:B`];
    const diffs: number[] = [];
    for (let d = 0; d < p.cap; d++)
      diffs.push(dealDifference(game, options, dealSeed(seriesSeed, d), p.levels, seeds));
    out.push(readSeries(diffs, p.cap));
    p.progress?.(out);
  }
  return out;
}

export interface AllInDeal {
  /** The first player's mbb/hand over the deal's two rotations: raw and all-in adjusted. */
  raw: number;
  adjusted: number;
  /** Hands over the two rotations. */
  hands: number;
}

/** Duplicate heads-up Hold'em deals between `levels` under `preset`: the first's mbb/hand per deal. */
export function allInDeals(p: {
  levels: [string, string];
  deals: number;
  hands: number;
  seed: string;
  preset?: string;
}): AllInDeal[] {
  const game = gameOf('texas-holdem');
  const options = seriesOptions(
    game,
    { maxHands: p.hands, resetStacks: true },
    p.preset ?? 'acpc-nolimit-2p',
  );
  const bb = game.measure.bigBlind!(options);
  const out: AllInDeal[] = [];
  for (let d = 0; d < p.deals; d++) {
    const seed = dealSeed(p.seed, d);
    let raw = 0;
    let adjusted = 0;
    let hands = 0;
    for (let rotation = 0; rotation < 2; rotation++) {
      const who = seating([0, 1], rotation);
      const m = playMatch(
        game,
        options,
        seed,
        who.map((x) => p.levels[x]),
        who.map((x) => `${seed}:${x}`),
      );
      const seat = who.indexOf(0);
      raw += m.scores[seat];
      adjusted += m.adjusted![seat];
      hands += m.hands;
    }
    out.push({ raw: (1000 * raw) / bb / hands, adjusted: (1000 * adjusted) / bb / hands, hands });
  }
  return out;
}

const variance = (xs: readonly number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};

/** var(raw) / var(adjusted) with a percentile bootstrap 95 % interval over deals. */
export function varianceReduction(deals: readonly AllInDeal[], seed: string, rounds = 2000) {
  const factor = variance(deals.map((d) => d.raw)) / variance(deals.map((d) => d.adjusted));
  const rng = rngFromSeed(createHash('sha256').update(seed).digest('hex'), 'bootstrap');
  const boot: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const sample = deals.map(() => deals[rng.int(deals.length)]);
    boot.push(variance(sample.map((d) => d.raw)) / variance(sample.map((d) => d.adjusted)));
  }
  boot.sort((a, b) => a - b);
  return { factor, ci95: [boot[Math.floor(0.025 * rounds)], boot[Math.floor(0.975 * rounds)]] };
}

const pct = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${k} / ${n} = ${((100 * k) / n).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
};
const f = (x: number, d = 2) => x.toFixed(d);

function main() {
  const { values: a } = parseArgs({
    options: {
      series: { type: 'string', default: '2000' },
      deals: { type: 'string', default: '100' },
      game: { type: 'string', default: 'in-between' },
      options: { type: 'string', default: '{}' },
      levels: { type: 'string', default: 'random,random' },
      known: { type: 'string', default: 'basic,random' },
      'known-series': { type: 'string', default: '200' },
      'holdem-deals': { type: 'string', default: '200' },
      'holdem-hands': { type: 'string', default: '50' },
      seed: { type: 'string', default: 'bench-sequential-1' },
      only: { type: 'string' },
    },
  });
  const cap = Number(a.deals);
  const only = a.only?.split(',');
  const run = (part: string) => !only || only.includes(part);
  console.log(`# bench:sequential ${new Date().toISOString()} (95 %: α = ${ALPHA})`);
  if (run('identical')) {
    const t = performance.now();
    const levels = a.levels.split(',') as [string, string];
    const runs = simulateSeries({
      game: a.game,
      options: JSON.parse(a.options) as Record<string, unknown>,
      levels,
      count: Number(a.series),
      cap,
      seed: a.seed,
      progress: (r) => {
        if (r.length % 100 === 0)
          console.log(
            `  after ${r.length} series: decided ${r.filter((x) => x.decidedAt).length}, peeking crossed ${r.filter((x) => x.peekedAt).length}, fixed-n at the end ${r.filter((x) => x.fixedAtEnd).length} (${f((performance.now() - t) / 1000, 0)} s)`,
          );
      },
    });
    const n = runs.length;
    console.log(
      `\n## ${n} series of ${a.game} ${a.options}, ${levels.join(' vs ')} (identical), at most ${cap} deals`,
    );
    console.log(`stopWhen "decided" declares a winner: ${pct(runs.filter((r) => r.decidedAt).length, n)}`);
    console.log(
      `fixed-n interval read after every deal excludes 0 at some deal: ${pct(runs.filter((r) => r.peekedAt).length, n)}`,
    );
    console.log(
      `fixed-n interval read once after ${cap} deals excludes 0: ${pct(runs.filter((r) => r.fixedAtEnd).length, n)}`,
    );
    const all = runs.flatMap((r) => r.differences);
    const m = meanInterval(all);
    console.log(
      `per-deal difference over all deals: mean ${f(m.mean, 4)}, sd ${f(m.sd, 4)} (${all.length} deals)`,
    );
    console.log(`(${f((performance.now() - t) / 1000, 1)} s)`);
  }
  if (run('known')) {
    const t = performance.now();
    const levels = a.known.split(',') as [string, string];
    const runs = simulateSeries({
      game: a.game,
      options: JSON.parse(a.options) as Record<string, unknown>,
      levels,
      count: Number(a['known-series']),
      cap,
      seed: `${a.seed}:known`,
    });
    const n = runs.length;
    const all = runs.flatMap((r) => r.differences);
    const m = meanInterval(all);
    const decided = runs.filter((r) => r.decidedAt !== null);
    const right = decided.filter((r) => r.side === Math.sign(m.mean));
    const used = runs.map((r) => r.decidedAt ?? cap);
    const mu = meanInterval(used);
    console.log(`\n## ${n} series of ${a.game}, ${levels.join(' vs ')}, at most ${cap} deals`);
    console.log(
      `known difference (every deal of every series): ${f(m.mean, 4)} [${f(m.ci95[0], 4)}, ${f(m.ci95[1], 4)}], sd ${f(m.sd, 4)}`,
    );
    console.log(`decided: ${pct(decided.length, n)}; the right way: ${right.length} of ${decided.length}`);
    console.log(
      `deals played (decided, or the cap): mean ${f(mu.mean, 1)} [${f(mu.ci95[0], 1)}, ${f(mu.ci95[1], 1)}], median ${[...used].sort((x, y) => x - y)[Math.floor(n / 2)]}`,
    );
    console.log(`(${f((performance.now() - t) / 1000, 1)} s)`);
  }
  if (run('all-in')) {
    const t = performance.now();
    const deals = allInDeals({
      levels: ['expert', 'basic'],
      deals: Number(a['holdem-deals']),
      hands: Number(a['holdem-hands']),
      seed: `${a.seed}:holdem`,
    });
    const raw = meanInterval(deals.map((d) => d.raw));
    const adj = meanInterval(deals.map((d) => d.adjusted));
    const gap = meanInterval(deals.map((d) => d.adjusted - d.raw));
    const vr = varianceReduction(deals, a.seed);
    console.log(
      `\n## Hold'em acpc-nolimit-2p, expert vs basic, ${deals.length} duplicate deals of ${a['holdem-hands']} hands a rotation`,
    );
    console.log(
      `expert mbb/hand raw: ${f(raw.mean, 1)} [${f(raw.ci95[0], 1)}, ${f(raw.ci95[1], 1)}], sd ${f(raw.sd, 1)}`,
    );
    console.log(
      `expert mbb/hand all-in adjusted: ${f(adj.mean, 1)} [${f(adj.ci95[0], 1)}, ${f(adj.ci95[1], 1)}], sd ${f(adj.sd, 1)}`,
    );
    console.log(`adjusted − raw per deal: ${f(gap.mean, 1)} [${f(gap.ci95[0], 1)}, ${f(gap.ci95[1], 1)}]`);
    console.log(
      `variance reduction var(raw)/var(adjusted): ${f(vr.factor)} [${f(vr.ci95[0])}, ${f(vr.ci95[1])}]`,
    );
    console.log(`(${f((performance.now() - t) / 1000, 1)} s)`);
  }
}

if (require.main === module) main();
