/**
 * Chinese poker bots bench: the `basic` solver against `random` over 1,000 hands (2 players, seat 0
 * basic, seat 1 random, hands dealt from independent seeds), printing the solver's time per hand and
 * its average score per hand. Then a shorter 4-player run (basic against three random bots).
 * Run: npm run bench:chinese-poker
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
    let s: ChinesePokerState = chinesePoker.setup(players, { hands: 1, specialHands: true }, rngFromSeed(seed, 'setup'));
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
  console.log(`  basic solver time per hand: mean ${mean.toFixed(1)} ms, median ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
  console.log(`  basic average score per hand vs random: ${(total / hands).toFixed(3)} (total ${total}; declarations ${declared}; rejected moves ${rejected})`);
}

const t0 = performance.now();
run(2, HANDS, 'basic (seat 0) vs random, 2 players');
run(4, HANDS4, 'basic (seat 0) vs 3 random, 4 players');
console.log(`total bench time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
