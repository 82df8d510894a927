/**
 * East-West bot benchmark: 1,000 matches `basic` vs `random` (default options, seats alternating),
 * driven as the match service drives a game (`botMatch` in bench/lib.ts: setup, automatic steps, and
 * each bot given only its seat's view and legal moves). Prints the basic bot's match and round win rates.
 *
 *   npm run bench:east-west            (1,000 matches)
 *   npm run bench:east-west -- 200     (another number of matches)
 *
 * With `--timing N` it instead times the decisions of every level but `random`: N matches of the level
 * against `basic` (seats alternating), and prints per level the median, p99 and maximum time per
 * decision (wall time, and the process's CPU time, which a loaded machine does not inflate) and the
 * level's win rate in these matches (strength is measured by the arena with duplicate
 * deals, docs/bots.md). The first decision of a process builds the rollout levels' strength
 * table; the bench builds it before timing and prints how long it took.
 *   npm run bench:east-west -- --timing 20
 */
import { eastWest, type EastWestOptions, type EastWestState, strengthTable } from '../src/engine/east-west';
import { optionDefaults } from '../src/engine/options';
import type { Bot } from '../src/engine/types';
import { botMatch, percentile } from './lib';

const timingAt = process.argv.indexOf('--timing');
if (timingAt >= 0) {
  timing(Number(process.argv[timingAt + 1] ?? 20));
  process.exit(0);
}

/** Times every decision of each level over `n` matches against `basic`. */
function timing(n: number): void {
  const options = optionDefaults(eastWest.optionsSchema) as EastWestOptions;
  const ms = (x: number) => x.toFixed(2);
  const t0 = performance.now();
  strengthTable(options);
  console.log(`east-west decision times: ${n} matches per level vs basic (target ${options.targetPoints})`);
  const built = ms(performance.now() - t0);
  console.log(`strength table for these options built in ${built} ms (once per process and ranking)`);
  for (const level of Object.keys(eastWest.bots).filter((b) => b !== 'random')) {
    const times: number[] = [];
    const cpu: number[] = [];
    let wins = 0;
    for (let m = 0; m < n; m++) {
      const levelSeat = m % 2;
      const seed = (m + 7001).toString(16).padStart(64, '0');
      const timed: Bot = (ctx) => {
        const start = performance.now();
        const c0 = process.cpuUsage();
        const move = eastWest.bots[level](ctx);
        const c1 = process.cpuUsage(c0);
        times.push(performance.now() - start);
        cpu.push((c1.user + c1.system) / 1000);
        return move;
      };
      const botOf = (seat: number) => (seat === levelSeat ? timed : eastWest.bots.basic);
      const { state } = botMatch<EastWestState, EastWestOptions>(eastWest, 2, options, seed, botOf);
      if (eastWest.result(state)!.winners[0] === levelSeat) wins++;
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `${level.padEnd(9)} decisions ${times.length}: median ${ms(percentile(times, 50))} ms, ` +
        `p99 ${ms(percentile(times, 99))} ms, max ${ms(times[times.length - 1])} ms; ` +
        `CPU time per decision: median ${ms(percentile(cpu, 50))} ms, ` +
        `p99 ${ms(percentile(cpu, 99))} ms; won ${wins}/${n} against basic`,
    );
  }
}

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
  const players: Bot[] =
    basicSeat === 0
      ? [eastWest.bots.basic, eastWest.bots.random]
      : [eastWest.bots.random, eastWest.bots.basic];
  const { state } = botMatch<EastWestState, EastWestOptions>(
    eastWest,
    2,
    options,
    seed,
    (seat) => players[seat],
  );
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
console.log(
  `East-West: basic vs random, ${matches} matches (targetPoints ${options.targetPoints}, seats alternating)`,
);
console.log(
  `basic won ${basicWins}/${matches} matches: win rate ${(100 * rate).toFixed(1)}% (95% CI ±${(100 * halfWidth).toFixed(1)} points)`,
);
console.log(
  `rounds: ${rounds} (${(rounds / matches).toFixed(2)} per match); basic scored in ${basicRounds}, random in ${randomRounds}, nobody in ${rounds - basicRounds - randomRounds}`,
);
console.log(`points: basic ${basicPoints}, random ${randomPoints}`);
console.log(`time: ${secs.toFixed(1)} s (${((1000 * secs) / matches).toFixed(1)} ms per match)`);
if (rate - halfWidth <= 0.5) {
  console.error('FAIL: the basic bot is not clearly above 50%');
  process.exitCode = 1;
}
