/**
 * The built-in levels' measured ratings (docs/bots.md "Seeded ratings"): rated matches between the
 * levels of each game, played in-process exactly as the service plays them (the engine's driver, every
 * decision from the match seed), each finished match rated by the service's own rating code (the final
 * standings of src/matches/lifecycle.ts, then src/ratings/rate.ts), every level starting at openskill's
 * default. Writes each level's mu, sigma and match count per game to src/bots/ladder-ratings.json, which
 * the server seeds the built-in accounts' ratings from at start (marked `seeded` on the leaderboard).
 *
 *   npm run ladder:ratings -- [--games euchre,east-west] [--matches 120] [--seconds 90] [--seed hex]
 *                             [--out src/bots/ladder-ratings.json]
 *
 * Per game, the pairings of distinct levels take turns (a pair plays both seat orders on the same seed,
 * so the cards' luck cancels); it stops after --matches matches or --seconds, whichever comes first.
 * Options: each game's defaults. Euchre's levels play as partnerships (seats 0+2 against 1+3).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { botAccountName } from '../src/engine/bot-levels';
import { initialState, runBots } from '../src/engine/driver';
import { ENGINE_GAMES } from '../src/engine/games';
import { optionDefaults } from '../src/engine/options';
import { isValidSeed, newSeed } from '../src/engine/random';
import type { GameDefinition } from '../src/engine/types';
import { finalScores } from '../src/matches/lifecycle';
import { conservative, INITIAL_SKILL, rateAccounts, type Skill } from '../src/ratings/rate';
import type { SeededRatings } from '../src/bots/seeded-ratings';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string' },
    matches: { type: 'string', default: '120' },
    seconds: { type: 'string', default: '90' },
    seed: { type: 'string' },
    out: { type: 'string', default: 'src/bots/ladder-ratings.json' },
  },
});

function matchSeed(root: string, game: string, k: number): string {
  return createHash('sha256').update(`${root}:${game}:${k}`).digest('hex');
}

/** Seat levels of a match between levels a and b: alternate seats (partnerships in Euchre). */
function seatsOf(game: GameDefinition, a: string, b: string): string[] {
  return Array.from({ length: game.minPlayers }, (_, s) => (s % 2 === 0 ? a : b));
}

interface GameRun {
  skills: Map<string, Skill>;
  matches: Map<string, number>;
  played: number;
  unfinished: number;
}

function rateGame(game: GameDefinition, root: string, maxMatches: number, seconds: number): GameRun {
  const levels = Object.keys(game.bots);
  const pairs: [string, string][] = [];
  for (let i = 0; i < levels.length; i++)
    for (let j = i + 1; j < levels.length; j++) pairs.push([levels[i], levels[j]]);
  const options = optionDefaults(game.optionsSchema);
  const skills = new Map(levels.map((l) => [l, { ...INITIAL_SKILL }]));
  const matches = new Map(levels.map((l) => [l, 0]));
  const deadline = Date.now() + seconds * 1000;
  let played = 0;
  let unfinished = 0;
  for (let k = 0; played < maxMatches && Date.now() < deadline; k++) {
    const [a, b] = pairs[k % pairs.length];
    const seed = matchSeed(root, game.id, k);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const seats = seatsOf(game, x, y);
      const start = initialState(game, seats.length, options, seed);
      const run = runBots(game, start, seed, options, new Map(seats.map((bot, s) => [s, bot])), 0, 200_000);
      played++;
      if (!game.result(run.state)) {
        unfinished++;
        continue;
      }
      const standings = finalScores(game, { state: run.state, resigned: [], result: null });
      const after = rateAccounts(
        game.id,
        seats.map((bot, s) => ({ accountId: bot, standing: standings[s].standing })),
        skills,
      );
      for (const [level, skill] of after) {
        skills.set(level, skill);
        matches.set(level, matches.get(level)! + 1);
      }
    }
  }
  return { skills, matches, played, unfinished };
}

function main(): void {
  const root = args.seed ?? newSeed();
  if (!isValidSeed(root)) throw new Error('--seed: 32 to 128 lowercase hex digits');
  const wanted = args.games ? args.games.split(',') : ENGINE_GAMES.map((g) => g.id);
  let previous: SeededRatings | null = null;
  try {
    previous = JSON.parse(readFileSync(args.out!, 'utf8')) as SeededRatings;
  } catch {
    previous = null;
  }
  const out: SeededRatings = {
    method:
      'rated matches between the levels, in-process, default options, through src/ratings/rate.ts (scripts/ladder-ratings.ts)',
    generatedAt: new Date().toISOString(),
    seed: root,
    games: { ...(previous?.games ?? {}) },
  };
  console.log(`seed ${root}`);
  for (const id of wanted) {
    const game = ENGINE_GAMES.find((g) => g.id === id);
    if (!game) throw new Error(`unknown game ${id}`);
    const t0 = Date.now();
    const r = rateGame(game, root, Number(args.matches), Number(args.seconds));
    out.games[id] = Object.fromEntries(
      [...r.skills].map(([level, s]) => [
        level,
        {
          account: botAccountName(level),
          mu: round(s.mu),
          sigma: round(s.sigma),
          matches: r.matches.get(level)!,
        },
      ]),
    );
    console.log(
      `\n${game.name}: ${r.played} matches (${r.unfinished} unfinished) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    console.log('  level        mu      sigma   rating (mu - 3 sigma)   matches');
    for (const [level, s] of r.skills) {
      console.log(
        `  ${level.padEnd(10)} ${s.mu.toFixed(2).padStart(6)}  ${s.sigma.toFixed(2).padStart(6)}  ${conservative(s).toFixed(2).padStart(8)}               ${r.matches.get(level)}`,
      );
    }
  }
  writeFileSync(args.out!, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${args.out}`);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

main();
