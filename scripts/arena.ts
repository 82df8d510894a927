/**
 * Bot arena: matches between built-in bots, in-process (the engine only: no HTTP, no database), seats
 * rotated between matches, with a progress bar; prints each bot's win rate with a 95% confidence
 * interval (Wilson) and its average final score.
 *
 *   npm run arena -- --game texas-holdem --bots basic,random --matches 200 [--players N] [--duplicate]
 *                    [--options '{"maxHands":50}'] [--seed hex]
 *
 * Each match's seed is derived from --seed (random when absent, and printed) and the match number, so
 * a run can be repeated exactly. Matches are driven exactly as the service drives them (driver.ts).
 *
 * With --duplicate every deal (one seed) is played once per seat rotation, so every bot holds every
 * seat's cards of the deal and the luck of the deal cancels; the report then adds, per bot, the mean
 * score and win rate per deal with 95 % intervals taken over deals, and for two bots their difference.
 */
import { SingleBar } from 'cli-progress';
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

export function runArena(cfg: ArenaConfig): ArenaReport {
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
  const maxMoves = cfg.maxMoves ?? 1_000_000;

  const acc = new Map(bots.map((b) => [b, { matches: 0, wins: 0, seats: 0, score: 0 }]));
  const distinct = bots.filter((b, i) => bots.indexOf(b) === i);
  const rotations = cfg.duplicate ? seatRotations(bots, players) : [];
  const deals = cfg.duplicate ? Math.ceil(cfg.matches / rotations.length) : 0;
  const matches = cfg.duplicate ? deals * rotations.length : cfg.matches;
  // per bot, per deal: the sums of its mean score per seat and of its wins over the deal's rotations
  const perDeal = new Map(
    distinct.map((b) => [
      b,
      { score: new Array<number>(deals).fill(0), wins: new Array<number>(deals).fill(0) },
    ]),
  );
  let unfinished = 0;
  let totalMoves = 0;
  for (let k = 0; k < matches; k++) {
    const deal = cfg.duplicate ? Math.floor(k / rotations.length) : k;
    const s = matchSeed(seed, deal);
    const seating = cfg.duplicate
      ? rotations[k % rotations.length]
      : Array.from({ length: players }, (_, i) => bots[(i + k) % bots.length]);
    const seatBots = new Map(seating.map((bot, i) => [i, bot] as [number, string]));
    let state = initialState(game, players, opts.options, s);
    let moves = 0;
    while (game.result(state) === null && moves < maxMoves) {
      const run = runBots(game, state, s, opts.options, seatBots, moves, Math.min(5_000, maxMoves - moves));
      if (run.moves.length === 0) throw new Error(`${game.id}: match ${k} (seed ${s}) is stuck`);
      state = run.state;
      moves += run.moves.length;
    }
    totalMoves += moves;
    const result = game.result(state);
    if (!result) unfinished++;
    const scores = result?.scores ?? game.scores(state);
    for (const bot of new Set(seatBots.values())) {
      const a = acc.get(bot)!;
      const seats = [...seatBots].filter(([, b]) => b === bot).map(([seat]) => seat);
      const won = result !== null && seats.some((seat) => result.winners.includes(seat));
      const score = seats.reduce((sum, seat) => sum + scores[seat], 0);
      a.matches++;
      if (won) a.wins++;
      a.seats += seats.length;
      a.score += score;
      if (cfg.duplicate) {
        const d = perDeal.get(bot)!;
        d.score[deal] += score / seats.length / rotations.length;
        d.wins[deal] += (won ? 1 : 0) / rotations.length;
      }
    }
    cfg.onMatch?.(k + 1, { seed: s, seats: [...seatBots.values()], result });
  }
  const report: ArenaReport = {
    game: game.id,
    players,
    matches,
    unfinished,
    seed,
    moves: totalMoves,
    stats: distinct.map((bot) => {
      const a = acc.get(bot)!;
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
        score: figure(perDeal.get(bot)!.score),
        winRate: figure(perDeal.get(bot)!.wins),
      })),
    };
    if (distinct.length === 2) {
      const [a, b] = distinct.map((bot) => perDeal.get(bot)!);
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

export function main(argv: string[]): number {
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
  let options: unknown;
  try {
    options = JSON.parse(a.options!);
  } catch {
    process.stderr.write('--options must be JSON, e.g. \'{"maxHands":50}\'\n');
    return 1;
  }
  const bar = a.quiet
    ? null
    : new SingleBar({
        format: `${game.id} [{bar}] {value}/{total} matches · {duration}s`,
        stream: process.stderr,
        hideCursor: true,
      });
  const bots = a
    .bots!.split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const players = a.players === undefined ? undefined : Number(a.players);
  const perDeal = a.duplicate
    ? seatRotations(bots, players ?? Math.min(game.maxPlayers, Math.max(game.minPlayers, bots.length))).length
    : 1;
  bar?.start(Math.ceil(matches / perDeal) * perDeal, 0);
  try {
    const report = runArena({
      game,
      bots,
      matches,
      duplicate: a.duplicate,
      players,
      options,
      seed: a.seed,
      onMatch: (n) => bar?.update(n),
    });
    bar?.stop();
    process.stdout.write(`${formatReport(report)}\n`);
    return 0;
  } catch (e) {
    bar?.stop();
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
