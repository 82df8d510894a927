/**
 * Bot arena: matches between built-in bots, in-process (the engine only: no HTTP, no database), seats
 * rotated between matches, with a progress bar; prints each bot's win rate with a 95% confidence
 * interval (Wilson) and its average final score.
 *
 *   npm run arena -- --game texas-holdem --bots basic,random --matches 200 [--players N] [--duplicate]
 *                    [--options '{"maxHands":50}'] [--seed hex] [--jobs N]
 *
 * Each match's seed is derived from --seed (random when absent, and printed) and the match number, so
 * a run can be repeated exactly. Matches are driven exactly as the service drives them (driver.ts).
 *
 * With --duplicate every deal (one seed) is played once per seat rotation, so every bot holds every
 * seat's cards of the deal and the luck of the deal cancels; the report then adds, per bot, the mean
 * score and win rate per deal with 95 % intervals taken over deals, and for two bots their difference.
 */
import { SingleBar } from 'cli-progress';
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { initialState, runBots } from '../src/engine/driver';
import { resolveOptions } from '../src/engine/options';
import { isValidSeed, newSeed } from '../src/engine/random';
import { meanInterval, wilson } from '../src/engine/statistics';
import type { GameDefinition, GameResult } from '../src/engine/types';
// the registered games (engine definitions); the game modules' DTO files load fine without decorator metadata
import { GAMES } from '../src/games/registry';

export interface ArenaConfig {
  game: GameDefinition;
  /** Bot names (keys of game.bots); seat i of match k is played by bots[(i + k) % bots.length]. */
  bots: string[];
  matches: number;
  players?: number;
  options?: unknown;
  seed?: string;
  /**
   * Play each deal once per seat rotation (duplicate deals); `matches` is then rounded up to whole deals.
   */
  duplicate?: boolean;
  /** Moves after which a match counts as unfinished (nobody wins it). */
  maxMoves?: number;
  /** Called after each match with its number (1-based), seed, seat bots and result. */
  onMatch?: (done: number, match: { seed: string; seats: string[]; result: GameResult | null }) => void;
}

/** A figure per deal (averaged over the deal's rotations) with its 95 % interval over deals. */
export interface DealFigure {
  mean: number;
  ci95: [number, number];
}

export interface DuplicateReport {
  deals: number;
  /** Seat rotations played per deal (the distinct seatings of the bots). */
  rotations: number;
  bots: { bot: string; score: DealFigure; winRate: DealFigure }[];
  /** With two bots: the first minus the second, per deal. */
  difference?: { bots: [string, string]; score: DealFigure; winRate: DealFigure };
}

export interface BotStats {
  bot: string;
  /** Matches in which the bot held at least one seat. */
  matches: number;
  /** Matches in which one of its seats was among the winners (ties count for every winner). */
  wins: number;
  winRate: number;
  ci95: [number, number];
  /** Mean final score (points or chips) per seat it played. */
  avgScore: number;
}

export interface ArenaReport {
  game: string;
  players: number;
  matches: number;
  unfinished: number;
  seed: string;
  moves: number;
  stats: BotStats[];
  duplicate?: DuplicateReport;
}

export { wilson };

/** The distinct seatings of `bots` cycled over `players` seats, one per rotation of the first seat. */
export function seatRotations(bots: readonly string[], players: number): string[][] {
  const seen = new Map<string, string[]>();
  for (let r = 0; r < players; r++) {
    const seats = Array.from({ length: players }, (_, i) => bots[(i + r) % bots.length]);
    seen.set(seats.join('\u0000'), seats);
  }
  return [...seen.values()];
}

function figure(values: number[]): DealFigure {
  const m = meanInterval(values);
  return { mean: m.mean, ci95: m.ci95 };
}

export function matchSeed(seed: string, k: number): string {
  return createHash('sha256').update(`${seed}:${k}`).digest('hex');
}

/** What a run (or one job's share of it) counts: summed over jobs, it gives the report. */
export interface ArenaTally {
  acc: Record<string, { matches: number; wins: number; seats: number; score: number }>;
  /** Per bot, per deal (duplicate runs): its mean score per seat and its wins, summed over rotations. */
  perDeal: Record<string, { score: number[]; wins: number[] }>;
  unfinished: number;
  moves: number;
}

interface ArenaSetup {
  players: number;
  options: Record<string, unknown>;
  seed: string;
  rotations: string[][];
  deals: number;
  matches: number;
  distinct: string[];
}

function arenaSetup(cfg: ArenaConfig): ArenaSetup {
  const { game, bots } = cfg;
  if (bots.length === 0) throw new Error('name at least one bot');
  const unknown = bots.filter((b) => !Object.hasOwn(game.bots, b));
  if (unknown.length)
    throw new Error(
      `unknown bot ${unknown.join(', ')}; ${game.name} bots: ${Object.keys(game.bots).join(', ')}`,
    );
  const players = cfg.players ?? Math.min(game.maxPlayers, Math.max(game.minPlayers, bots.length));
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new Error(`${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players`);
  }
  const opts = resolveOptions<Record<string, unknown>>(game.optionsSchema, cfg.options ?? {});
  if (!opts.ok)
    throw new Error(
      `invalid options: ${Object.entries(opts.details)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ')}`,
    );
  const seed = cfg.seed ?? newSeed();
  if (!isValidSeed(seed)) throw new Error('a seed is 32 to 128 lowercase hex digits (even count)');
  const distinct = bots.filter((b, i) => bots.indexOf(b) === i);
  const rotations = cfg.duplicate ? seatRotations(bots, players) : [];
  const deals = cfg.duplicate ? Math.ceil(cfg.matches / rotations.length) : 0;
  const matches = cfg.duplicate ? deals * rotations.length : cfg.matches;
  return { players, options: opts.options, seed, rotations, deals, matches, distinct };
}

/**
 * Plays the matches of a run, or with `slice` only its share: the deals (or matches, without
 * `duplicate`) whose number is `index` modulo `of`. Every deal's seed depends only on the run's seed and
 * the deal's number, so the shares of `of` jobs add up to exactly the run of one.
 */
export function tallyArena(cfg: ArenaConfig, slice: { index: number; of: number } = { index: 0, of: 1 }) {
  const { game } = cfg;
  const { players, options, seed, rotations, deals, matches, distinct } = arenaSetup(cfg);
  const maxMoves = cfg.maxMoves ?? 1_000_000;
  const tally: ArenaTally = {
    acc: Object.fromEntries(distinct.map((b) => [b, { matches: 0, wins: 0, seats: 0, score: 0 }])),
    perDeal: Object.fromEntries(
      distinct.map((b) => [
        b,
        { score: new Array<number>(deals).fill(0), wins: new Array<number>(deals).fill(0) },
      ]),
    ),
    unfinished: 0,
    moves: 0,
  };
  let done = 0;
  for (let k = 0; k < matches; k++) {
    const deal = cfg.duplicate ? Math.floor(k / rotations.length) : k;
    if (deal % slice.of !== slice.index) continue;
    const s = matchSeed(seed, deal);
    const seating = cfg.duplicate
      ? rotations[k % rotations.length]
      : Array.from({ length: players }, (_, i) => cfg.bots[(i + k) % cfg.bots.length]);
    const seatBots = new Map(seating.map((bot, i) => [i, bot] as [number, string]));
    let state = initialState(game, players, options, s);
    let moves = 0;
    while (game.result(state) === null && moves < maxMoves) {
      const run = runBots(game, state, s, options, seatBots, moves, Math.min(5_000, maxMoves - moves));
      if (run.moves.length === 0) throw new Error(`${game.id}: match ${k} (seed ${s}) is stuck`);
      state = run.state;
      moves += run.moves.length;
    }
    tally.moves += moves;
    const result = game.result(state);
    if (!result) tally.unfinished++;
    const scores = result?.scores ?? game.scores(state);
    for (const bot of new Set(seatBots.values())) {
      const a = tally.acc[bot];
      const seats = [...seatBots].filter(([, b]) => b === bot).map(([seat]) => seat);
      const won = result !== null && seats.some((seat) => result.winners.includes(seat));
      const score = seats.reduce((sum, seat) => sum + scores[seat], 0);
      a.matches++;
      if (won) a.wins++;
      a.seats += seats.length;
      a.score += score;
      if (cfg.duplicate) {
        const d = tally.perDeal[bot];
        d.score[deal] += score / seats.length / rotations.length;
        d.wins[deal] += (won ? 1 : 0) / rotations.length;
      }
    }
    cfg.onMatch?.(++done, { seed: s, seats: [...seatBots.values()], result });
  }
  return tally;
}

/** The sum of the tallies of a run's jobs. */
export function addTallies(a: ArenaTally, b: ArenaTally): ArenaTally {
  const sum = (x: number[], y: number[]) => x.map((v, i) => v + y[i]);
  return {
    acc: Object.fromEntries(
      Object.entries(a.acc).map(([bot, x]) => {
        const y = b.acc[bot];
        return [
          bot,
          {
            matches: x.matches + y.matches,
            wins: x.wins + y.wins,
            seats: x.seats + y.seats,
            score: x.score + y.score,
          },
        ];
      }),
    ),
    perDeal: Object.fromEntries(
      Object.entries(a.perDeal).map(([bot, x]) => [
        bot,
        { score: sum(x.score, b.perDeal[bot].score), wins: sum(x.wins, b.perDeal[bot].wins) },
      ]),
    ),
    unfinished: a.unfinished + b.unfinished,
    moves: a.moves + b.moves,
  };
}

/** The report of a run from its (summed) tally. */
export function arenaReport(cfg: ArenaConfig, tally: ArenaTally): ArenaReport {
  const { players, seed, rotations, deals, matches, distinct } = arenaSetup(cfg);
  const report: ArenaReport = {
    game: cfg.game.id,
    players,
    matches,
    unfinished: tally.unfinished,
    seed,
    moves: tally.moves,
    stats: distinct.map((bot) => {
      const a = tally.acc[bot];
      return {
        bot,
        matches: a.matches,
        wins: a.wins,
        winRate: a.matches ? a.wins / a.matches : 0,
        ci95: wilson(a.wins, a.matches),
        avgScore: a.seats ? a.score / a.seats : 0,
      };
    }),
  };
  if (cfg.duplicate) {
    const dup: DuplicateReport = {
      deals,
      rotations: rotations.length,
      bots: distinct.map((bot) => ({
        bot,
        score: figure(tally.perDeal[bot].score),
        winRate: figure(tally.perDeal[bot].wins),
      })),
    };
    if (distinct.length === 2) {
      const [a, b] = distinct.map((bot) => tally.perDeal[bot]);
      dup.difference = {
        bots: [distinct[0], distinct[1]],
        score: figure(a.score.map((v, i) => v - b.score[i])),
        winRate: figure(a.wins.map((v, i) => v - b.wins[i])),
      };
    }
    report.duplicate = dup;
  }
  return report;
}

export function runArena(cfg: ArenaConfig): ArenaReport {
  // a run without a seed draws one here, so that the report names the seed it played
  const withSeed = { ...cfg, seed: cfg.seed ?? newSeed() };
  return arenaReport(withSeed, tallyArena(withSeed));
}

export function formatReport(r: ArenaReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const rows = r.stats.map((s) => [
    s.bot,
    String(s.matches),
    String(s.wins),
    pct(s.winRate),
    `${pct(s.ci95[0])} – ${pct(s.ci95[1])}`,
    s.avgScore.toFixed(2),
  ]);
  const head = ['bot', 'matches', 'wins', 'win rate', '95% CI (Wilson)', 'avg score'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  return [
    `${r.game}: ${r.matches} matches, ${r.players} players, ${r.duplicate ? 'duplicate deals' : 'seats rotated'}; seed ${r.seed}`,
    line(head),
    ...rows.map(line),
    ...(r.unfinished ? [`${r.unfinished} matches reached the move limit unfinished (no winner)`] : []),
    'Ties count as a win for every winner; in partnership games a bot holding both seats of a team wins with it.',
    ...(r.duplicate ? formatDuplicate(r.duplicate) : []),
  ].join('\n');
}

function formatDuplicate(d: DuplicateReport): string[] {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const num = (x: number) => x.toFixed(2);
  const range = (f: DealFigure, fmt: (x: number) => string) =>
    `${fmt(f.mean)} [${fmt(f.ci95[0])}, ${fmt(f.ci95[1])}]`;
  return [
    `Duplicate deals: ${d.deals} deals × ${d.rotations} seat rotations; per deal, 95% intervals over deals:`,
    ...d.bots.map((b) => `  ${b.bot}: win rate ${range(b.winRate, pct)}, score ${range(b.score, num)}`),
    ...(d.difference
      ? [
          `  ${d.difference.bots[0]} − ${d.difference.bots[1]}: win rate ${range(d.difference.winRate, pct)}, score ${range(d.difference.score, num)}`,
        ]
      : []),
  ];
}

/**
 * The command line. `--jobs N` plays the run in N child processes (each deal's seed depends only on the
 * run's seed and the deal's number, so the report is the same as in one process); a child is started
 * with `--worker i/N` and sends its tally back.
 */
export function main(argv: string[]): number | Promise<number> {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      bots: { type: 'string', default: 'basic,random' },
      matches: { type: 'string', default: '100' },
      players: { type: 'string' },
      options: { type: 'string', default: '{}' },
      seed: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      duplicate: { type: 'boolean', default: false },
      jobs: { type: 'string', default: '1' },
      worker: { type: 'string' },
    },
  });
  const game = GAMES.map((b) => b.definition).find((g) => g.id === a.game);
  if (!game) {
    process.stderr.write(`--game must be one of: ${GAMES.map((b) => b.definition.id).join(', ')}\n`);
    return 1;
  }
  const matches = Number(a.matches);
  if (!Number.isInteger(matches) || matches < 1) {
    process.stderr.write('--matches must be a positive integer\n');
    return 1;
  }
  const jobs = Number(a.jobs);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) {
    process.stderr.write('--jobs must be an integer from 1 to 64\n');
    return 1;
  }
  let options: unknown;
  try {
    options = JSON.parse(a.options!);
  } catch {
    process.stderr.write('--options must be JSON, e.g. \'{"maxHands":50}\'\n');
    return 1;
  }
  const bots = a
    .bots!.split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const players = a.players === undefined ? undefined : Number(a.players);
  const cfg: ArenaConfig = {
    game,
    bots,
    matches,
    duplicate: a.duplicate,
    players,
    options,
    seed: a.seed ?? newSeed(),
  };
  if (a.worker !== undefined) {
    const [index, of] = a.worker.split('/').map(Number);
    const tally = tallyArena({ ...cfg, onMatch: (n) => process.send?.({ done: n }) }, { index, of });
    process.send?.({ tally });
    return 0;
  }
  const perDeal = a.duplicate
    ? seatRotations(bots, players ?? Math.min(game.maxPlayers, Math.max(game.minPlayers, bots.length))).length
    : 1;
  const bar = a.quiet
    ? null
    : new SingleBar({
        format: `${game.id} [{bar}] {value}/{total} matches · {duration}s`,
        stream: process.stderr,
        hideCursor: true,
      });
  const finish = (report: () => ArenaReport): number => {
    try {
      const r = report();
      bar?.stop();
      process.stdout.write(`${formatReport(r)}\n`);
      return 0;
    } catch (e) {
      bar?.stop();
      process.stderr.write(`${(e as Error).message}\n`);
      return 1;
    }
  };
  try {
    arenaSetup(cfg);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  bar?.start(Math.ceil(matches / perDeal) * perDeal, 0);
  if (jobs === 1) return finish(() => runArena({ ...cfg, onMatch: (n) => bar?.update(n) }));
  const done = new Array<number>(jobs).fill(0);
  const children = Array.from(
    { length: jobs },
    (_, i) =>
      new Promise<ArenaTally>((resolve, reject) => {
        const child = fork(__filename, [...argv, '--seed', cfg.seed!, '--worker', `${i}/${jobs}`], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        let tally: ArenaTally | null = null;
        child.on('message', (m: { done?: number; tally?: ArenaTally }) => {
          if (m.done !== undefined) {
            done[i] = m.done;
            bar?.update(done.reduce((x, y) => x + y, 0));
          }
          if (m.tally) tally = m.tally;
        });
        child.on('exit', (code) =>
          tally ? resolve(tally) : reject(new Error(`arena job ${i} ended with code ${code}`)),
        );
      }),
  );
  return Promise.all(children).then(
    (tallies) => finish(() => arenaReport(cfg, tallies.reduce(addTallies))),
    (e: Error) =>
      finish(() => {
        throw e;
      }),
  );
}

if (require.main === module)
  void Promise.resolve(main(process.argv.slice(2))).then((code) => (process.exitCode = code));
