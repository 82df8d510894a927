/**
 * Texas Hold'em bots bench.
 *
 * 1. Strength floor: MATCHES heads-up matches, `basic` against `random`, default options (no-limit,
 *    stacks 1000, blinds 5/10) with a cap of MAX_HANDS hands per match (most chips wins at the cap).
 *    `basic` changes seat every match and uses SAMPLES Monte-Carlo samples a decision (its default
 *    1,000). Prints basic's wins, losses and ties, its chip result and the run time.
 * 2. Decision time per level (LEVELS, default basic,advanced,expert): TIMED_MATCHES matches of the
 *    level against `basic` (seats alternate; heads-up, and 3-handed with TIMED_PLAYERS=3), default
 *    options with a cap of 30 hands; every decision of the level is timed. Prints the decisions, the
 *    median, p90, p99 and the slowest, in milliseconds: wall time (a loaded machine shows in it) and
 *    the process's CPU time (user + system) over the decision.
 *
 *   npm run bench:texas-holdem
 *   (MATCHES=200 MAX_HANDS=50 SAMPLES=1000 TIMED_MATCHES=20 change the sizes; MATCHES=0 skips part 1,
 *   LEVELS= skips part 2)
 */
import { resolveOptions } from '../src/engine/options';
import { makeBasicBot, texasHoldem, type HoldemOptions, type HoldemState } from '../src/engine/texas-holdem';
import type { Bot } from '../src/engine/types';
import { botMatch, percentile } from './lib';

const MATCHES = Number(process.env.MATCHES ?? 1000);
const MAX_HANDS = Number(process.env.MAX_HANDS ?? 100);
const SAMPLES = Number(process.env.SAMPLES ?? 1000);
const LEVELS = (process.env.LEVELS ?? 'basic,advanced,expert').split(',').filter(Boolean);
const TIMED_MATCHES = Number(process.env.TIMED_MATCHES ?? 40);
const TIMED_PLAYERS = Number(process.env.TIMED_PLAYERS ?? 2);

const resolved = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, { maxHands: MAX_HANDS });
if (!resolved.ok) throw new Error(JSON.stringify(resolved.details));
const options = resolved.options;
const monteCarlo = makeBasicBot(SAMPLES);
const random = texasHoldem.bots.random;

let wins = 0;
let losses = 0;
let ties = 0;
let busts = 0;
let chipDiff = 0;
let hands = 0;
let decisions = 0;
const t0 = Date.now();
for (let m = 0; m < MATCHES; m++) {
  const seed = (m + 1).toString(16).padStart(8, '0').repeat(8);
  const basicSeat = m % 2;
  const basic: Bot = (ctx) => {
    decisions++;
    return monteCarlo(ctx);
  };
  const { state } = botMatch<HoldemState, HoldemOptions>(texasHoldem, 2, options, seed, (seat) =>
    seat === basicSeat ? basic : random,
  );
  const res = texasHoldem.result(state)!;
  hands += state.handNumber;
  chipDiff += res.scores[basicSeat] - options.startingStack;
  if (res.winners.length > 1) ties++;
  else if (res.winners[0] === basicSeat) wins++;
  else losses++;
  if (res.reason === 'last-player-standing') busts++;
}
const secs = (Date.now() - t0) / 1000;
if (MATCHES > 0) {
  console.log(
    `Texas Hold'em bench: ${MATCHES} heads-up matches, basic (Monte-Carlo ${SAMPLES} samples) vs random`,
  );
  console.log(
    `  options: no-limit, stacks ${options.startingStack}, blinds ${options.smallBlind}/${options.bigBlind}, at most ${MAX_HANDS} hands a match`,
  );
  console.log(
    `  basic: ${wins} wins, ${losses} losses, ${ties} ties (win rate ${((100 * wins) / MATCHES).toFixed(1)}%)`,
  );
  console.log(
    `  basic's average result: ${(chipDiff / MATCHES).toFixed(1)} chips a match; ${busts} matches ended with a player busted`,
  );
  console.log(
    `  ${hands} hands (${(hands / MATCHES).toFixed(1)} a match), ${decisions} basic decisions, ${secs.toFixed(1)} s`,
  );
}

const timed = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, { maxHands: 30 });
if (!timed.ok) throw new Error(JSON.stringify(timed.details));
for (const level of LEVELS) {
  const times: number[] = [];
  const cpu: number[] = [];
  const bot: Bot = (ctx) => {
    const t = performance.now();
    const c = process.cpuUsage();
    const move = texasHoldem.bots[level](ctx);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
    return move;
  };
  for (let m = 0; m < TIMED_MATCHES; m++) {
    const seed = (m + 1).toString(16).padStart(8, '0').repeat(8);
    const seatOf = m % TIMED_PLAYERS;
    const botOf = (seat: number) => (seat === seatOf ? bot : texasHoldem.bots.basic);
    botMatch<HoldemState, HoldemOptions>(texasHoldem, TIMED_PLAYERS, timed.options, seed, botOf);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (x: number) => x.toFixed(2);
  const p = (xs: number[], q: number) => ms(percentile(xs, q));
  console.log(
    `${level.padEnd(8)} ${TIMED_MATCHES} matches (${TIMED_PLAYERS} players, 30 hands) against basic: ` +
      `${times.length} decisions\n  wall: median ${p(times, 50)} ms, p90 ${p(times, 90)} ms, ` +
      `p99 ${p(times, 99)} ms, max ${ms(times[times.length - 1])} ms\n  CPU:  median ${p(cpu, 50)} ms, ` +
      `p90 ${p(cpu, 90)} ms, p99 ${p(cpu, 99)} ms, max ${ms(cpu[cpu.length - 1])} ms`,
  );
}
