/**
 * Fits a game's gauntlet scale (docs/evaluation.md "The scale and its anchors", docs/bots.md "The
 * gauntlet scale"): in-process, every built-in level meets every other as a gauntlet seats them (alone in
 * one seat, the other level in every other seat), on the same deals, once per seat; the matrix of expected
 * scores gives each level's ladder score and so its anchor (src/gauntlets/scale.ts). Writes the scale into
 * src/gauntlets/scales.json as a new version of the game's scale (or, with --replace, over the newest one
 * of the same options: a refit before any gauntlet used it).
 *
 *   npm run gauntlet:anchors -- --game in-between [--deals 2000] [--seed hex] [--options '{}' | --preset name]
 *                               [--jobs N] [--seconds S] [--replace] [--dry-run] [--out file]
 *
 * Every deal's seed depends only on --seed and the deal's number, so a run repeats exactly and its
 * --jobs children (deal d goes to job d mod N) add up to the run of one. --seconds stops each job early
 * (the deals played are what the scale records).
 */
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINE_GAMES } from '../src/engine/games';
import { resolveOptions } from '../src/engine/options';
import { isValidSeed, newSeed } from '../src/engine/random';
import { meanInterval } from '../src/engine/statistics';
import { anchorDealSeed, dealPairScores } from '../src/gauntlets/anchors';
import { anchorsOf, type GauntletScale, type ScalesFile, withoutClock } from '../src/gauntlets/scale';

const DEFAULT_OUT = join(__dirname, '..', 'src', 'gauntlets', 'scales.json');

/** Per pair `${k}|${ℓ}`, the figure of each deal a job played (deal → score). */
type Tally = Record<string, Record<number, number>>;

function playShare(
  gameId: string,
  options: Record<string, unknown>,
  seed: string,
  deals: number,
  index: number,
  of: number,
  seconds: number,
  progress: (n: number) => void,
): Tally {
  const game = ENGINE_GAMES.find((g) => g.id === gameId)!;
  const levels = Object.keys(game.bots);
  const tally: Tally = {};
  const deadline = Date.now() + seconds * 1000;
  let n = 0;
  for (let d = index; d < deals && Date.now() < deadline; d += of) {
    for (const [pair, score] of dealPairScores(
      game,
      options,
      anchorDealSeed(seed, gameId, d),
      levels,
      game.minPlayers,
    )) {
      (tally[pair] ??= {})[d] = score;
    }
    progress(++n);
  }
  return tally;
}

function main(argv: string[]): number | Promise<number> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      deals: { type: 'string', default: '2000' },
      seed: { type: 'string' },
      options: { type: 'string', default: '{}' },
      preset: { type: 'string' },
      jobs: { type: 'string', default: '1' },
      seconds: { type: 'string', default: '86400' },
      replace: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      out: { type: 'string', default: DEFAULT_OUT },
      worker: { type: 'string' },
    },
  });
  const game = ENGINE_GAMES.find((g) => g.id === a.game);
  if (!game) {
    process.stderr.write(`--game must be one of: ${ENGINE_GAMES.map((g) => g.id).join(', ')}\n`);
    return 2;
  }
  const deals = Number(a.deals);
  const jobs = Number(a.jobs);
  const seconds = Number(a.seconds);
  if (!Number.isInteger(deals) || deals < 2 || !Number.isInteger(jobs) || jobs < 1 || !(seconds > 0)) {
    process.stderr.write('--deals ≥ 2, --jobs ≥ 1 and --seconds > 0\n');
    return 2;
  }
  const seed = a.seed ?? newSeed();
  if (!isValidSeed(seed)) {
    process.stderr.write('--seed: 32 to 128 lowercase hex digits (an even count)\n');
    return 2;
  }
  let input: Record<string, unknown>;
  try {
    input = JSON.parse(a.options!) as Record<string, unknown>;
  } catch {
    process.stderr.write('--options must be JSON\n');
    return 2;
  }
  if (a.preset) {
    const preset = (game as { presets?: { name: string; options: Record<string, unknown> }[] }).presets?.find(
      (p) => p.name === a.preset,
    );
    if (!preset) {
      process.stderr.write(`${game.name} has no preset ${a.preset}\n`);
      return 2;
    }
    input = { ...preset.options, ...input };
  }
  const resolved = resolveOptions<Record<string, unknown>>(game.optionsSchema, input);
  if (!resolved.ok) {
    process.stderr.write(`invalid options: ${JSON.stringify(resolved.details)}\n`);
    return 2;
  }
  const options = withoutClock(resolved.options);
  if (a.worker !== undefined) {
    const [index, of] = a.worker.split('/').map(Number);
    const tally = playShare(game.id, options, seed, deals, index, of, seconds, (n) =>
      process.send?.({ done: n }),
    );
    process.send?.({ tally });
    return 0;
  }
  const levels = Object.keys(game.bots);
  const started = Date.now();
  process.stderr.write(
    `${game.id}: ${deals} deals, levels ${levels.join(', ')}, seed ${seed}, ${jobs} job(s)\n`,
  );
  const report = (tallies: Tally[]): number => {
    const merged: Tally = {};
    for (const t of tallies)
      for (const [pair, byDeal] of Object.entries(t)) Object.assign((merged[pair] ??= {}), byDeal);
    const played = Math.min(...Object.values(merged).map((byDeal) => Object.keys(byDeal).length));
    const matrix: GauntletScale['matrix'] = {};
    for (const k of levels)
      for (const l of levels) {
        if (k === l) continue;
        const m = meanInterval(Object.values(merged[`${k}|${l}`] ?? {}));
        (matrix[k] ??= {})[l] = { mean: round4(m.mean), se: round4(m.sd / Math.sqrt(m.n)), deals: m.n };
      }
    const anchors = anchorsOf(levels, matrix);
    const command = [
      'npm run gauntlet:anchors --',
      `--game ${game.id}`,
      `--deals ${deals}`,
      `--seed ${seed}`,
      ...(a.preset ? [`--preset ${a.preset}`] : []),
      ...(a.options !== '{}' ? [`--options '${a.options}'`] : []),
    ].join(' ');
    const file = JSON.parse(readFileSync(a.out!, 'utf8')) as ScalesFile;
    const same = file.scales.filter((s) => s.game === game.id);
    const newest = same.sort((x, y) => x.version - y.version)[same.length - 1];
    const replace = a.replace && newest && JSON.stringify(newest.options) === JSON.stringify(options);
    const scale: GauntletScale = {
      game: game.id,
      version: replace ? newest.version : (newest?.version ?? 0) + 1,
      options,
      preset: a.preset ?? null,
      levels,
      matrix,
      anchors,
      fitted: { date: new Date().toISOString().slice(0, 10), command, seed, dealsPerPair: played },
    };
    process.stdout.write(
      `\n${game.name}: ${played} deals per pair in ${((Date.now() - started) / 1000).toFixed(0)} s\n` +
        `expected score of the row level (alone in a seat) against the column level, ± standard error:\n` +
        levels
          .map(
            (k) =>
              `  ${k.padEnd(9)} ${levels.map((l) => (k === l ? '    ½     ' : `${matrix[k][l].mean.toFixed(3)}±${matrix[k][l].se.toFixed(3)}`)).join('  ')}   anchor ${anchors[k].toFixed(1)}`,
          )
          .join('\n') +
        '\n',
    );
    if (a['dry-run']) return 0;
    file.scales = [
      ...file.scales.filter((s) => !(replace && s.game === game.id && s.version === scale.version)),
      scale,
    ];
    file.scales.sort((x, y) => x.game.localeCompare(y.game) || x.version - y.version);
    writeFileSync(a.out!, `${JSON.stringify(file, null, 2)}\n`);
    process.stdout.write(`wrote ${game.id} scale v${scale.version} to ${a.out}\n`);
    return 0;
  };
  const done = new Array<number>(jobs).fill(0);
  let last = 0;
  const tick = (i: number, n: number) => {
    done[i] = n;
    const total = done.reduce((x, y) => x + y, 0);
    if (Date.now() - last > 10_000) {
      last = Date.now();
      process.stderr.write(`  ${total}/${deals} deals, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
  };
  if (jobs === 1) return report([playShare(game.id, options, seed, deals, 0, 1, seconds, (n) => tick(0, n))]);
  const children = Array.from(
    { length: jobs },
    (_, i) =>
      new Promise<Tally>((resolve, reject) => {
        const child = fork(__filename, [...argv, '--seed', seed, '--worker', `${i}/${jobs}`], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        let tally: Tally | null = null;
        child.on('message', (m: { done?: number; tally?: Tally }) => {
          if (m.done !== undefined) tick(i, m.done);
          if (m.tally) tally = m.tally;
        });
        child.on('exit', (code) =>
          tally ? resolve(tally) : reject(new Error(`job ${i} ended with code ${code}`)),
        );
      }),
  );
  return Promise.all(children).then(report);
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

if (require.main === module)
  void Promise.resolve(main(process.argv.slice(2))).then((code) => (process.exitCode = code));
