/**
 * Chinese poker bots bench: the `basic` solver against `random` over 1,000 hands (2 players, seat 0
 * basic, seat 1 random, hands dealt from independent seeds), printing the solver's time per hand and
 * its average score per hand. Then a shorter 4-player run (basic against three random bots).
 * Then the time per decision of every level (median, p99, max) on LEVEL_HANDS hands dealt from
 * independent seeds, at 2 and 4 players (the levels' budgets are sample counts: the time is what they
 * cost on this machine, noisy when it is loaded: the CPU time of the process beside the wall time shows
 * what a decision costs when other processes take turns on the cores).
 * Run: npm run bench:chinese-poker        (HANDS=200 HANDS4=50 LEVEL_HANDS=100 LEVELS=expert to vary)
 */
import { performance } from 'node:perf_hooks';
import { chinesePoker, type ChinesePokerState } from '../src/engine/chinese-poker';
import { rngFromSeed } from '../src/engine/random';
import type { Move } from '../src/engine/types';

const HANDS = Number(process.env.HANDS ?? 1000);
const HANDS4 = Number(process.env.HANDS4 ?? 250);

function run(players: number, hands: number, label: string): void {
  const times: number[] = [];
  let total = 0;
  let declared = 0;
  let rejected = 0;
  for (let h = 0; h < hands; h++) {
    const seed = (h * 7919 + players).toString(16).padStart(8, '0').repeat(8);
    let s: ChinesePokerState = chinesePoker.setup(
      players,
      { hands: 1, specialHands: true },
      rngFromSeed(seed, 'setup'),
    );
    s = chinesePoker.advance(s, rngFromSeed(seed, 'deal'))!;
    for (let seat = 0; seat < players; seat++) {
      const ctx = {
        seat,
        view: chinesePoker.view(s, seat),
        legalMoves: chinesePoker.legalMoves(s, seat),
        options: s.options,
        rng: rngFromSeed(seed, `bot:${seat}`),
      };
      let move: Move;
      if (seat === 0) {
        const t = performance.now();
        move = chinesePoker.bots.basic(ctx);
        times.push(performance.now() - t);
        if (move.type === 'declare') declared++;
      } else move = chinesePoker.bots.random(ctx);
      const r = chinesePoker.apply(s, seat, move);
      if (!r.ok) {
        rejected++;
        throw new Error(`${label}: bot move rejected (${r.reason}): ${JSON.stringify(move)}`);
      }
      s = r.state;
    }
    s = chinesePoker.advance(s, rngFromSeed(seed, 'reveal'))!;
    total += chinesePoker.scores(s)[0];
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(`${label}: ${hands} hands`);
  console.log(
    `  basic solver time per hand: mean ${mean.toFixed(1)} ms, median ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `  basic average score per hand vs random: ${(total / hands).toFixed(3)} (total ${total}; declarations ${declared}; rejected moves ${rejected})`,
  );
}

const LEVEL_HANDS = Number(process.env.LEVEL_HANDS ?? 200);
const LEVELS = (process.env.LEVELS ?? Object.keys(chinesePoker.bots).join(',')).split(',');

/** Time per decision of each level: seat 0's decision on independent deals (2 and 4 players). */
function levels(): void {
  for (const players of [2, 4]) {
    for (const level of LEVELS) {
      const times: number[] = [];
      const cpu: number[] = [];
      // the first decisions of a process compile the search: a long-lived worker has done them (3 untimed)
      for (let h = -3; h < LEVEL_HANDS; h++) {
        const seed = (h * 104729 + players + 1_000_000).toString(16).padStart(8, '0').repeat(8);
        let s: ChinesePokerState = chinesePoker.setup(
          players,
          { hands: 1, specialHands: true },
          rngFromSeed(seed, 'setup'),
        );
        s = chinesePoker.advance(s, rngFromSeed(seed, 'deal'))!;
        const ctx = {
          seat: 0,
          view: chinesePoker.view(s, 0),
          legalMoves: chinesePoker.legalMoves(s, 0),
          options: s.options,
          rng: rngFromSeed(seed, 'bot'),
        };
        const c = process.cpuUsage();
        const t = performance.now();
        const move = chinesePoker.bots[level](ctx);
        const used = process.cpuUsage(c);
        if (h >= 0) {
          times.push(performance.now() - t);
          cpu.push((used.user + used.system) / 1000);
        }
        if (!chinesePoker.apply(s, 0, move).ok) throw new Error(`${level}: move rejected`);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const pct = (xs: number[], p: number) =>
        xs[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(1);
      console.log(
        `${level.padEnd(8)} ${players} players, ${LEVEL_HANDS} decisions: wall median ${pct(times, 0.5)} ms, p99 ${pct(times, 0.99)} ms, ` +
          `max ${times[times.length - 1].toFixed(1)} ms; CPU median ${pct(cpu, 0.5)} ms, p99 ${pct(cpu, 0.99)} ms`,
      );
    }
  }
}

const t0 = performance.now();
if (HANDS > 0) run(2, HANDS, 'basic (seat 0) vs random, 2 players');
if (HANDS4 > 0) run(4, HANDS4, 'basic (seat 0) vs 3 random, 4 players');
if (LEVEL_HANDS > 0) levels();
console.log(`total bench time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
