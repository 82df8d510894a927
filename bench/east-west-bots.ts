/**
 * East-West bot benchmark: 1,000 matches `basic` vs `random` (default options, seats alternating),
 * driven as the match service drives a game (`botMatch` in bench/lib.ts: setup, automatic steps, and
 * each bot given only its seat's view and legal moves). Prints the basic bot's match and round win rates.
 *
 *   npm run bench:east-west            (1,000 matches)
 *   npm run bench:east-west -- 200     (another number of matches)
 */
import { eastWest, type EastWestOptions, type EastWestState } from '../src/engine/east-west';
import { optionDefaults } from '../src/engine/options';
import type { Bot } from '../src/engine/types';
import { botMatch } from './lib';

const matches = Number(process.argv[2] ?? 1000);
const options = optionDefaults(eastWest.optionsSchema) as EastWestOptions;
const t0 = Date.now();
let basicWins = 0;
let rounds = 0;
let basicRounds = 0;
let randomRounds = 0;
let basicPoints = 0;
let randomPoints = 0;

for (let m = 0; m < matches; m++) {
  const seed = (m + 1).toString(16).padStart(64, '0');
  const basicSeat = m % 2;
  const players: Bot[] = basicSeat === 0 ? [eastWest.bots.basic, eastWest.bots.random] : [eastWest.bots.random, eastWest.bots.basic];
  const { state } = botMatch<EastWestState, EastWestOptions>(eastWest, 2, options, seed, (seat) => players[seat]);
  const result = eastWest.result(state)!;
  if (result.winners[0] === basicSeat) basicWins++;
  for (const r of state.history) {
    rounds++;
    if (r.points[basicSeat] > 0) basicRounds++;
    if (r.points[1 - basicSeat] > 0) randomRounds++;
  }
  basicPoints += result.scores[basicSeat];
  randomPoints += result.scores[1 - basicSeat];
}

const rate = basicWins / matches;
const halfWidth = 1.96 * Math.sqrt((rate * (1 - rate)) / matches);
const secs = (Date.now() - t0) / 1000;
console.log(`East-West: basic vs random, ${matches} matches (targetPoints ${options.targetPoints}, seats alternating)`);
console.log(`basic won ${basicWins}/${matches} matches: win rate ${(100 * rate).toFixed(1)}% (95% CI ±${(100 * halfWidth).toFixed(1)} points)`);
console.log(
  `rounds: ${rounds} (${(rounds / matches).toFixed(2)} per match); basic scored in ${basicRounds}, random in ${randomRounds}, nobody in ${rounds - basicRounds - randomRounds}`,
);
console.log(`points: basic ${basicPoints}, random ${randomPoints}`);
console.log(`time: ${secs.toFixed(1)} s (${((1000 * secs) / matches).toFixed(1)} ms per match)`);
if (rate - halfWidth <= 0.5) {
  console.error('FAIL: the basic bot is not clearly above 50%');
  process.exitCode = 1;
}
