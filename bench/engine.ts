/**
 * Rules-engine speed: full random matches per second for every game, in-process, every seat played by
 * the `random` bot exactly as the match service drives bots (the bot sees only its seat's view), so a
 * regression in any game's rules, views or bots shows here.
 *
 *   npm run bench:engine [-- --seconds 3]
 */
import { parseArgs } from 'node:util';
import { initialState, runBots } from '../src/engine/driver';
import { ENGINE_GAMES } from '../src/engine/games';
import { optionDefaults } from '../src/engine/options';
import { newSeed } from '../src/engine/random';
import type { GameDefinition } from '../src/engine/types';
import { table } from './lib';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });
const SECONDS = Number(args.seconds);

interface Case {
  game: GameDefinition;
  label: string;
  players: number;
  options: Record<string, unknown>;
}

const cases: Case[] = ENGINE_GAMES.flatMap((game) => {
  const defaults = optionDefaults(game.optionsSchema);
  const base = {
    game,
    players: game.minPlayers === game.maxPlayers ? game.minPlayers : Math.min(4, game.maxPlayers),
    options: defaults,
  };
  const out: Case[] = [{ ...base, label: game.id }];
  if (game.id === 'texas-holdem' && 'variant' in defaults) {
    out.push({
      ...base,
      label: 'texas-holdem (no-betting)',
      options: { ...defaults, variant: 'no-betting' },
    });
  }
  return out;
});

function playOne(c: Case): number {
  const seed = newSeed();
  const bots = new Map(Array.from({ length: c.players }, (_, s) => [s, 'random']));
  const state = initialState(c.game, c.players, c.options, seed);
  const run = runBots(c.game, state, seed, c.options, bots, 0, 1_000_000);
  if (c.game.result(run.state) === null) throw new Error(`${c.label}: playout did not finish (seed ${seed})`);
  return run.moves.length;
}

const rows = cases.map((c) => {
  for (let i = 0; i < 3; i++) playOne(c); // warm-up
  let matches = 0;
  let moves = 0;
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  while (performance.now() < end) {
    moves += playOne(c);
    matches++;
  }
  const secs = (performance.now() - t0) / 1000;
  return {
    game: c.label,
    players: c.players,
    'matches/s': matches / secs,
    'moves/s': Math.round(moves / secs),
    'moves/match': Math.round(moves / matches),
  };
});
console.log(
  `Random full matches (every seat the random bot, default options), ${SECONDS} s each, node ${process.version}`,
);
console.log(table(rows));
for (const r of rows)
  console.log(`engine: ${r.game}: ${r['matches/s'].toFixed(1)} matches/s, ${r['moves/s']} moves/s`);
