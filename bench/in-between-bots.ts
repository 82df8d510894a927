/**
 * In-Between bots: `basic` against `random` over 1,000 matches with default options (20 chips, ante 1,
 * 3 orbits), at a heads-up table and at a 4-player table (2 basic, 2 random). Seats alternate between matches, every match driven as the service drives it
 * (setup, automatic steps, then each bot's move from its own view and legal moves only).
 *
 * Then the time per decision of every level (median, p99, max), each level playing LEVEL_MATCHES
 * matches against `basic` at 2 and at 4 players (`expert` builds its table at its first decision of a
 * match and reuses it after, across matches too), and expert's cold decision: its table built afresh.
 *
 *   npm run bench:in-between            (MATCHES=200 PLAYERS=2,6 LEVEL_MATCHES=100 npm run bench:in-between to vary)
 */
import { performance } from 'node:perf_hooks';
import {
  clearExpertTables,
  inBetween,
  type InBetweenOptions,
  type InBetweenState,
} from '../src/engine/in-between';
import { optionDefaults } from '../src/engine/options';
import { botMatch } from './lib';

const MATCHES = Number(process.env.MATCHES ?? 1000);
const TABLES = (process.env.PLAYERS ?? '2,4').split(',').map(Number);
const options = optionDefaults(inBetween.optionsSchema) as InBetweenOptions;

function play(seed: string, bots: string[]): InBetweenState {
  return botMatch<InBetweenState, InBetweenOptions>(
    inBetween,
    bots.length,
    options,
    seed,
    (seat) => inBetween.bots[bots[seat]],
  ).state;
}

for (const PLAYERS of TABLES) {
  const t0 = Date.now();
  const sum: Record<string, { chips: number; seats: number; wins: number }> = {
    basic: { chips: 0, seats: 0, wins: 0 },
    random: { chips: 0, seats: 0, wins: 0 },
  };
  for (let m = 0; m < MATCHES; m++) {
    // basic takes every other seat, starting at seat 0 or 1 in turn
    const bots = Array.from({ length: PLAYERS }, (_, s) => ((s + m) % 2 === 0 ? 'basic' : 'random'));
    const state = play(m.toString(16).padStart(64, '0'), bots);
    const res = inBetween.result(state)!;
    bots.forEach((b, s) => {
      sum[b].chips += res.scores[s];
      sum[b].seats++;
      if (res.winners.includes(s)) sum[b].wins += 1 / res.winners.length;
    });
  }
  const secs = (Date.now() - t0) / 1000;
  console.log(
    `In-Between, ${MATCHES} matches, ${PLAYERS} players (basic and random alternating), default options (start ${options.startingChips} chips)`,
  );
  for (const b of ['basic', 'random']) {
    const x = sum[b];
    const avg = x.chips / x.seats;
    const sign = avg - options.startingChips >= 0 ? '+' : '';
    console.log(
      `  ${b.padEnd(6)} average final chips ${avg.toFixed(2)} (${sign}${(avg - options.startingChips).toFixed(2)} per seat), ` +
        `wins ${((100 * x.wins) / MATCHES).toFixed(1)}% of matches`,
    );
  }
  console.log(`  ${secs.toFixed(1)} s`);
}

const LEVEL_MATCHES = Number(process.env.LEVEL_MATCHES ?? 300);
for (const players of [2, 4]) {
  for (const level of Object.keys(inBetween.bots)) {
    const times: number[] = [];
    const timed = (ctx: Parameters<(typeof inBetween.bots)[string]>[0]) => {
      const t = performance.now();
      const move = inBetween.bots[level](ctx);
      times.push(performance.now() - t);
      return move;
    };
    for (let m = 0; m < LEVEL_MATCHES; m++) {
      const seed = (m + 7).toString(16).padStart(64, 'b');
      botMatch<InBetweenState, InBetweenOptions>(inBetween, players, options, seed, (seat) =>
        (seat + m) % 2 === 0 ? timed : inBetween.bots.basic,
      );
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
    console.log(
      `${level.padEnd(8)} ${players} players, ${times.length} decisions: median ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
    );
  }
}

// expert's decision with its table built afresh (the first decision of a match with new options)
const cold: number[] = [];
const coldCpu: number[] = [];
for (let m = 0; m < Math.min(LEVEL_MATCHES, 100); m++) {
  const seed = (m + 7).toString(16).padStart(64, 'c');
  let first = true;
  botMatch<InBetweenState, InBetweenOptions>(inBetween, 2, options, seed, () => (ctx) => {
    if (!first) return inBetween.bots.basic(ctx);
    first = false;
    clearExpertTables();
    const c = process.cpuUsage();
    const t = performance.now();
    const move = inBetween.bots.expert(ctx);
    cold.push(performance.now() - t);
    const used = process.cpuUsage(c);
    coldCpu.push((used.user + used.system) / 1000);
    return move;
  });
}
cold.sort((a, b) => a - b);
coldCpu.sort((a, b) => a - b);
const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(1);
console.log(
  `expert   2 players, cold table (first decision, cache emptied), ${cold.length} decisions: ` +
    `wall median ${at(cold, 0.5)} ms, p99 ${at(cold, 0.99)} ms; CPU median ${at(coldCpu, 0.5)} ms, p99 ${at(coldCpu, 0.99)} ms`,
);
