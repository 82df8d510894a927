/**
 * In-Between bots: `basic` against `random` over 1,000 matches with default options (20 chips, ante 1,
 * 3 orbits), at a heads-up table and at a 4-player table (2 basic, 2 random). Seats alternate between matches, every match driven as the service drives it
 * (setup, automatic steps, then each bot's move from its own view and legal moves only).
 *
 *   npm run bench:in-between            (MATCHES=200 PLAYERS=2,6 npm run bench:in-between to vary)
 */
import { inBetween, type InBetweenOptions, type InBetweenState } from '../src/engine/in-between';
import { optionDefaults } from '../src/engine/options';
import { botMatch } from './lib';

const MATCHES = Number(process.env.MATCHES ?? 1000);
const TABLES = (process.env.PLAYERS ?? '2,4').split(',').map(Number);
const options = optionDefaults(inBetween.optionsSchema) as InBetweenOptions;

function play(seed: string, bots: string[]): InBetweenState {
  return botMatch<InBetweenState, InBetweenOptions>(inBetween, bots.length, options, seed, (seat) => inBetween.bots[bots[seat]]).state;
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
  console.log(`In-Between, ${MATCHES} matches, ${PLAYERS} players (basic and random alternating), default options (start ${options.startingChips} chips)`);
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
