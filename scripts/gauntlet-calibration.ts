/**
 * Gauntlet calibration, in-process (docs/evaluation.md "Calibration"): repeated gauntlets of accounts
 * that play exactly like a built-in level (the level's algorithm with the account's own randomness),
 * through the service's own plan, control and estimator (src/gauntlets/simulate.ts). Prints, per level
 * played as the account: how often the rating's 95 % interval contains the level's anchor (with a Wilson
 * interval on that share), the mean rating, the mean interval width and the deals played; whether the
 * levels' mean ratings come in the scale's order; and the variance the control removes against plain
 * independent deals (the variance of a rotation's plain mean score over that of its control-adjusted
 * observation, per pair of levels, with a bootstrap 95 % interval).
 *
 *   npm run gauntlet:calibrate -- --game in-between [--runs 50] [--deals 100] [--stop decided|none|0.05]
 *                                  [--accounts random,basic] [--seed hex] [--jobs N]
 *
 * --stop: `decided` (the default of a gauntlet), `none` (every deal), or a half-width. Run r of the account
 * playing level k uses the gauntlet seed sha256(<seed>:<k>:<r>), so a run repeats exactly.
 */
import { createHash } from 'node:crypto';
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ENGINE_GAMES } from '../src/engine/games';
import { isValidSeed, newSeed, rngFromSeed } from '../src/engine/random';
import { wilson } from '../src/engine/statistics';
import type { StopWhen } from '../src/gauntlets/estimate';
import { observations, rotationsOf } from '../src/gauntlets/estimate';
import { currentScale, newestScale } from '../src/gauntlets/scale';
import { simulateGauntlet } from '../src/gauntlets/simulate';

interface RunSummary {
  account: string;
  run: number;
  rating: number | null;
  lo: number | null;
  hi: number | null;
  deals: number;
  /** Per opponent level: the rotations' plain and adjusted observations. */
  obs: Record<string, { plain: number[]; adjusted: number[] }>;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function parseStop(s: string): StopWhen {
  if (s === 'decided') return 'decided';
  if (s === 'none') return null;
  const x = Number(s);
  if (!(x > 0 && x < 1)) throw new Error('--stop: decided, none or a half-width in (0, 1)');
  return { halfWidth: x };
}

function runShare(
  gameId: string,
  accounts: string[],
  runs: number,
  deals: number,
  stop: StopWhen,
  seed: string,
  index: number,
  of: number,
  progress: () => void,
): RunSummary[] {
  const game = ENGINE_GAMES.find((g) => g.id === gameId)!;
  const scale = newestScale(game.id)!;
  const out: RunSummary[] = [];
  let k = 0;
  for (const account of accounts)
    for (let run = 0; run < runs; run++) {
      if (k++ % of !== index) continue;
      const g = simulateGauntlet({
        game,
        options: scale.options,
        levels: scale.levels,
        dealsPerLevel: deals,
        stopWhen: stop,
        seed: sha(`${seed}:${account}:${run}`),
        account: { level: account, seed: sha(`${seed}:${account}:${run}:account`) },
        scale,
      });
      const obs = Object.fromEntries(
        g.deals.map((results, i) => [g.levels[i].level, observations(rotationsOf(results, game.minPlayers))]),
      );
      out.push({
        account,
        run,
        rating: g.result.rating,
        // an unbounded end (a ladder score interval past 0 or 1) as a far number, so that it survives JSON
        lo: g.result.ratingCI95 ? Math.max(g.result.ratingCI95[0], -1e9) : null,
        hi: g.result.ratingCI95 ? Math.min(g.result.ratingCI95[1], 1e9) : null,
        deals: g.levels.reduce((s, l) => s + l.deals, 0),
        obs,
      });
      progress();
    }
  return out;
}

const variance = (xs: readonly number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};

/** Var(plain) / Var(adjusted) with a percentile bootstrap 95 % interval over the paired observations. */
function varianceRatio(
  plain: number[],
  adjusted: number[],
  seed: string,
): { ratio: number; ci: [number, number] } {
  const ratio = variance(plain) / variance(adjusted);
  const rng = rngFromSeed(seed, 'bootstrap');
  const n = plain.length;
  const boots: number[] = [];
  for (let b = 0; b < 1000; b++) {
    const p: number[] = [];
    const a: number[] = [];
    for (let i = 0; i < n; i++) {
      const j = rng.int(n);
      p.push(plain[j]);
      a.push(adjusted[j]);
    }
    const v = variance(a);
    if (v > 0) boots.push(variance(p) / v);
  }
  boots.sort((x, y) => x - y);
  if (boots.length < 100) return { ratio, ci: [Number.NaN, Number.NaN] };
  return { ratio, ci: [boots[Math.floor(0.025 * boots.length)], boots[Math.floor(0.975 * boots.length)]] };
}

function report(
  gameId: string,
  summaries: RunSummary[],
  accounts: string[],
  stop: StopWhen,
  seed: string,
): void {
  const game = ENGINE_GAMES.find((g) => g.id === gameId)!;
  const scale = newestScale(game.id)!;
  if (!currentScale(game.id, scale.options)) throw new Error('no scale');
  const lines: string[] = [];
  lines.push(
    `${game.name}, scale v${scale.version}; stop ${stop === null ? 'none (every deal)' : JSON.stringify(stop)}; seed ${seed}`,
  );
  lines.push(
    'account plays   runs  covered  coverage [95 %]       anchor   mean rating (sd)   mean width   deals',
  );
  const means: { account: string; mean: number }[] = [];
  for (const account of accounts) {
    const rs = summaries.filter((s) => s.account === account);
    const anchor = scale.anchors[account];
    const rated = rs.filter((r) => r.rating !== null && r.lo !== null && r.hi !== null);
    const covered = rated.filter((r) => r.lo! <= anchor && anchor <= r.hi!).length;
    const [clo, chi] = wilson(covered, rs.length);
    const ratings = rated.map((r) => r.rating!);
    const mean = ratings.reduce((s, x) => s + x, 0) / ratings.length;
    const sd = Math.sqrt(variance(ratings));
    const widths = rated.map((r) => Math.min(r.hi!, 4000) - Math.max(r.lo!, -1000));
    means.push({ account, mean });
    lines.push(
      `${account.padEnd(14)} ${String(rs.length).padStart(5)}  ${String(covered).padStart(7)}  ${(100 * (covered / rs.length)).toFixed(1).padStart(5)} % [${(100 * clo).toFixed(1)}, ${(100 * chi).toFixed(1)}]  ${anchor.toFixed(1).padStart(8)}   ${mean.toFixed(1).padStart(7)} (${sd.toFixed(1)})   ${(widths.reduce((s, x) => s + x, 0) / widths.length).toFixed(1).padStart(9)}   ${(rs.reduce((s, r) => s + r.deals, 0) / rs.length).toFixed(0).padStart(5)}`,
    );
  }
  const byMean = [...means].sort((a, b) => a.mean - b.mean).map((m) => m.account);
  const byAnchor = [...accounts].sort((a, b) => scale.anchors[a] - scale.anchors[b]);
  lines.push(
    `order of the mean ratings: ${byMean.join(' < ')} — ${byMean.join() === byAnchor.join() ? 'the scale’s order' : `NOT the scale’s order (${byAnchor.join(' < ')})`}`,
  );
  lines.push(
    'variance a rotation’s plain mean score has over its control-adjusted observation (× less with the control):',
  );
  // within pairs: each pair's variances added up (pairs whose control-adjusted spread is 0 left out:
  // an account playing the opponent's own deterministic algorithm meets the control itself)
  let sumPlain = 0;
  let sumAdjusted = 0;
  let pairs = 0;
  for (const account of accounts)
    for (const level of scale.levels) {
      const plain = summaries.filter((s) => s.account === account).flatMap((s) => s.obs[level]?.plain ?? []);
      const adjusted = summaries
        .filter((s) => s.account === account)
        .flatMap((s) => s.obs[level]?.adjusted ?? []);
      if (plain.length < 10) continue;
      if (variance(adjusted) > 0) {
        sumPlain += variance(plain);
        sumAdjusted += variance(adjusted);
        pairs++;
      }
      const vr = varianceRatio(plain, adjusted, sha(`${seed}:${account}:${level}`));
      lines.push(
        `  ${account.padEnd(9)} vs ${level.padEnd(9)} ${String(plain.length).padStart(6)} rotations  ${vr.ratio.toFixed(2)} [${vr.ci[0].toFixed(2)}, ${vr.ci[1].toFixed(2)}]   (sd ${Math.sqrt(variance(plain)).toFixed(3)} → ${Math.sqrt(variance(adjusted)).toFixed(3)})`,
      );
    }
  lines.push(
    `  within pairs, pooled (Σ Var plain / Σ Var adjusted over the ${pairs} pairs with a spread): ${(sumPlain / sumAdjusted).toFixed(2)}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

function main(argv: string[]): number | Promise<number> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string', default: 'in-between' },
      runs: { type: 'string', default: '50' },
      deals: { type: 'string', default: '100' },
      stop: { type: 'string', default: 'decided' },
      accounts: { type: 'string' },
      seed: { type: 'string' },
      jobs: { type: 'string', default: '1' },
      worker: { type: 'string' },
    },
  });
  const game = ENGINE_GAMES.find((g) => g.id === a.game);
  const scale = game && newestScale(game.id);
  if (!game || !scale) {
    process.stderr.write(`--game: a game with a published scale (src/gauntlets/scales.json)\n`);
    return 2;
  }
  const stop = parseStop(a.stop!);
  const runs = Number(a.runs);
  const deals = Number(a.deals);
  const jobs = Number(a.jobs);
  const accounts = a.accounts ? a.accounts.split(',') : scale.levels;
  const seed = a.seed ?? newSeed();
  if (!isValidSeed(seed)) throw new Error('--seed: hex');
  if (a.worker !== undefined) {
    const [index, of] = a.worker.split('/').map(Number);
    process.send?.({
      summaries: runShare(game.id, accounts, runs, deals, stop, seed, index, of, () =>
        process.send?.({ tick: 1 }),
      ),
    });
    return 0;
  }
  const total = accounts.length * runs;
  let done = 0;
  let last = 0;
  const started = Date.now();
  const tick = () => {
    done++;
    if (Date.now() - last > 15_000) {
      last = Date.now();
      process.stderr.write(`  ${done}/${total} gauntlets, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
  };
  if (jobs === 1) {
    report(game.id, runShare(game.id, accounts, runs, deals, stop, seed, 0, 1, tick), accounts, stop, seed);
    return 0;
  }
  const children = Array.from(
    { length: jobs },
    (_, i) =>
      new Promise<RunSummary[]>((resolve, reject) => {
        const child = fork(__filename, [...argv, '--seed', seed, '--worker', `${i}/${jobs}`], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        let got: RunSummary[] | null = null;
        child.on('message', (m: { tick?: number; summaries?: RunSummary[] }) => {
          if (m.tick) tick();
          if (m.summaries) got = m.summaries;
        });
        child.on('exit', (code) =>
          got ? resolve(got) : reject(new Error(`job ${i} ended with code ${code}`)),
        );
      }),
  );
  return Promise.all(children).then((parts) => {
    report(game.id, parts.flat(), accounts, stop, seed);
    return 0;
  });
}

if (require.main === module)
  void Promise.resolve(main(process.argv.slice(2))).then((code) => (process.exitCode = code));
