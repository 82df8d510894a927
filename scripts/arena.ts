/**
 * Bot arena: matches between built-in bots, in-process (the engine only: no HTTP, no database), seats
 * rotated between matches, with a progress bar; prints each bot's win rate with a 95% confidence
 * interval (Wilson) and its average final score.
 *
 *   npm run arena -- --game texas-holdem --bots basic,random --matches 200 [--players N]
 *                    [--options '{"maxHands":50}'] [--seed hex]
 *
 * Each match's seed is derived from --seed (random when absent, and printed) and the match number, so
 * a run can be repeated exactly. Matches are driven exactly as the service drives them (driver.ts).
 */
import { SingleBar } from 'cli-progress';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { initialState, runBots } from '../src/engine/driver';
import { resolveOptions } from '../src/engine/options';
import { isValidSeed, newSeed } from '../src/engine/random';
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
  /** Moves after which a match counts as unfinished (nobody wins it). */
  maxMoves?: number;
  /** Called after each match with its number (1-based), seed, seat bots and result. */
  onMatch?: (done: number, match: { seed: string; seats: string[]; result: GameResult | null }) => void;
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
}

/** Wilson score interval for `wins` successes in `n` trials (z = 1.96 for 95%). */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export function matchSeed(seed: string, k: number): string {
  return createHash('sha256').update(`${seed}:${k}`).digest('hex');
}

export function runArena(cfg: ArenaConfig): ArenaReport {
  const { game, bots } = cfg;
  if (bots.length === 0) throw new Error('name at least one bot');
  const unknown = bots.filter((b) => !Object.hasOwn(game.bots, b));
  if (unknown.length) throw new Error(`unknown bot ${unknown.join(', ')}; ${game.name} bots: ${Object.keys(game.bots).join(', ')}`);
  const players = cfg.players ?? Math.min(game.maxPlayers, Math.max(game.minPlayers, bots.length));
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new Error(`${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players`);
  }
  const opts = resolveOptions<Record<string, unknown>>(game.optionsSchema, cfg.options ?? {});
  if (!opts.ok) throw new Error(`invalid options: ${Object.entries(opts.details).map(([k, v]) => `${k}: ${v}`).join('; ')}`);
  const seed = cfg.seed ?? newSeed();
  if (!isValidSeed(seed)) throw new Error('a seed is 32 to 128 lowercase hex digits (even count)');
  const maxMoves = cfg.maxMoves ?? 1_000_000;

  const acc = new Map(bots.map((b) => [b, { matches: 0, wins: 0, seats: 0, score: 0 }]));
  let unfinished = 0;
  let totalMoves = 0;
  for (let k = 0; k < cfg.matches; k++) {
    const s = matchSeed(seed, k);
    const seatBots = new Map(Array.from({ length: players }, (_, i) => [i, bots[(i + k) % bots.length]] as [number, string]));
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
      a.matches++;
      if (result && seats.some((seat) => result.winners.includes(seat))) a.wins++;
      a.seats += seats.length;
      a.score += seats.reduce((sum, seat) => sum + scores[seat], 0);
    }
    cfg.onMatch?.(k + 1, { seed: s, seats: [...seatBots.values()], result });
  }
  return {
    game: game.id, players, matches: cfg.matches, unfinished, seed, moves: totalMoves,
    stats: bots.filter((b, i) => bots.indexOf(b) === i).map((bot) => {
      const a = acc.get(bot)!;
      return { bot, matches: a.matches, wins: a.wins, winRate: a.matches ? a.wins / a.matches : 0, ci95: wilson(a.wins, a.matches), avgScore: a.seats ? a.score / a.seats : 0 };
    }),
  };
}

export function formatReport(r: ArenaReport): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const rows = r.stats.map((s) => [s.bot, String(s.matches), String(s.wins), pct(s.winRate), `${pct(s.ci95[0])} – ${pct(s.ci95[1])}`, s.avgScore.toFixed(2)]);
  const head = ['bot', 'matches', 'wins', 'win rate', '95% CI (Wilson)', 'avg score'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  return [
    `${r.game}: ${r.matches} matches, ${r.players} players, seats rotated; seed ${r.seed}`,
    line(head),
    ...rows.map(line),
    ...(r.unfinished ? [`${r.unfinished} matches reached the move limit unfinished (no winner)`] : []),
    'Ties count as a win for every winner; in partnership games a bot holding both seats of a team wins with it.',
  ].join('\n');
}

export function main(argv: string[]): number {
  const { values: a } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' }, bots: { type: 'string', default: 'basic,random' }, matches: { type: 'string', default: '100' },
      players: { type: 'string' }, options: { type: 'string', default: '{}' }, seed: { type: 'string' }, quiet: { type: 'boolean', default: false },
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
  const bar = a.quiet ? null : new SingleBar({ format: `${game.id} [{bar}] {value}/{total} matches · {duration}s`, stream: process.stderr, hideCursor: true });
  bar?.start(matches, 0);
  try {
    const report = runArena({
      game, bots: a.bots!.split(',').map((b) => b.trim()).filter(Boolean), matches,
      players: a.players === undefined ? undefined : Number(a.players), options, seed: a.seed, onMatch: (n) => bar?.update(n),
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
