/**
 * Poker evaluator speed: best-of-7 evaluations per second of ours (rank7) against the fastest JavaScript
 * evaluators on npm, in one process, on the same pre-generated random hands:
 *   - phe (HenryRLee's PokerHandEvaluator, perfect hash of rank counts), called at its fastest entry
 *     point, lib/evaluator7 with seven card codes (same card numbering as ours: rank * 4 + suit);
 *   - poker-evaluator (Two Plus Two 130 MB state table), through its public evalHand(number[]).
 * Each peer's answers are first checked against ours (same order on 200,000 hands) so that only a correct
 * peer can be "the fastest peer". Rounds are interleaved; each figure is the median of the rounds.
 * Also reported: 5-card evaluations per second, table bytes, module init time.
 *
 *   npm run bench:evaluator [-- --hands 1000000 --rounds 5]
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { hands: { type: 'string', default: '1000000' }, rounds: { type: 'string', default: '5' } },
});
const HANDS = Number(args.hands);
const ROUNDS = Number(args.rounds);

// --- module load of our evaluator (tables are built at load), measured first, in a fresh process ---
// the modules it builds on are loaded (and transpiled by tsx) first, so that the figure is mostly table building
/* eslint-disable @typescript-eslint/no-require-imports */
require('../src/engine/cards');
require('../src/engine/poker/types');
require('../src/engine/poker/reference');
require('../src/engine/poker/tables');
/* eslint-enable @typescript-eslint/no-require-imports */
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const poker = require('../src/engine/poker') as typeof import('../src/engine/poker');
const loadWallMs = performance.now() - wall0;
const loadCpu = process.cpuUsage(cpu0);
const loadCpuMs = (loadCpu.user + loadCpu.system) / 1000;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { OrderCheck } = require('../src/engine/poker/oracle') as typeof import('../src/engine/poker/oracle');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const phe7 = require('phe/lib/evaluator7') as (...c: number[]) => number;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const phe5 = require('phe/lib/evaluator5') as (...c: number[]) => number;
const peLoad = performance.now();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pokerEvaluator = require('poker-evaluator') as { evalHand: (cards: number[]) => { value: number } };
const peLoadMs = performance.now() - peLoad;

// --- hands: seeded, distinct cards, partial Fisher–Yates ---
let seed = 0x5eed1234;
const rnd = (n: number): number => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};
const H = new Int32Array(HANDS * 7);
const deck = Array.from({ length: 52 }, (_, i) => i);
for (let i = 0; i < HANDS; i++)
  for (let j = 0; j < 7; j++) {
    const k = j + rnd(52 - j);
    [deck[j], deck[k]] = [deck[k], deck[j]];
    H[i * 7 + j] = deck[j];
  }
// poker-evaluator takes an array of card numbers 1..52 (2c = 1, ..., As = 52: ours + 1)
const PE: number[][] = [];
for (let i = 0; i < HANDS; i++) PE.push(Array.from(H.subarray(i * 7, i * 7 + 7), (c) => c + 1));

const { rank5, rank7 } = poker;

type Runner = () => number; // returns a checksum so the work cannot be dropped
const runners: Record<string, Runner> = {
  ours: () => {
    let acc = 0;
    for (let i = 0; i < HANDS * 7; i += 7)
      acc += rank7(H[i], H[i + 1], H[i + 2], H[i + 3], H[i + 4], H[i + 5], H[i + 6]);
    return acc;
  },
  phe: () => {
    let acc = 0;
    for (let i = 0; i < HANDS * 7; i += 7)
      acc += phe7(H[i], H[i + 1], H[i + 2], H[i + 3], H[i + 4], H[i + 5], H[i + 6]);
    return acc;
  },
  'poker-evaluator': () => {
    let acc = 0;
    for (let i = 0; i < HANDS; i++) acc += pokerEvaluator.evalHand(PE[i]).value;
    return acc;
  },
};
const runners5: Record<string, Runner> = {
  ours: () => {
    let acc = 0;
    for (let i = 0; i < HANDS * 7; i += 7) acc += rank5(H[i], H[i + 1], H[i + 2], H[i + 3], H[i + 4]);
    return acc;
  },
  phe: () => {
    let acc = 0;
    for (let i = 0; i < HANDS * 7; i += 7) acc += phe5(H[i], H[i + 1], H[i + 2], H[i + 3], H[i + 4]);
    return acc;
  },
};

// --- correctness of the peers: same order as ours on the first 200,000 hands ---
const CHECK = Math.min(HANDS, 200_000);
const peerValue: Record<string, (i: number) => number> = {
  phe: (i) =>
    -phe7(H[i * 7], H[i * 7 + 1], H[i * 7 + 2], H[i * 7 + 3], H[i * 7 + 4], H[i * 7 + 5], H[i * 7 + 6]), // lower is stronger
  'poker-evaluator': (i) => pokerEvaluator.evalHand(PE[i]).value,
};
const correct: Record<string, boolean> = {};
for (const [name, value] of Object.entries(peerValue)) {
  const check = new OrderCheck();
  for (let i = 0; i < CHECK; i++) {
    const o = i * 7;
    check.add(
      rank7(H[o], H[o + 1], H[o + 2], H[o + 3], H[o + 4], H[o + 5], H[o + 6]),
      value(i),
      () => `hand ${i}`,
    );
  }
  const problems = check.problems();
  correct[name] = problems.length === 0;
  console.log(
    `${name}: ${correct[name] ? 'agrees with ours' : `DISAGREES (${problems[0]})`} on ${CHECK} hands (${check.distinct} distinct values)`,
  );
}

// --- timing: warm-up, then interleaved rounds ---
const time = (run: Runner): number => {
  const t = performance.now();
  const acc = run();
  const ms = performance.now() - t;
  if (acc === 0.5) console.log('impossible'); // keep acc alive
  return (HANDS / ms) * 1000;
};
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const run of [...Object.values(runners), ...Object.values(runners5)]) time(run);
const rates: Record<string, number[]> = {};
const rates5: Record<string, number[]> = {};
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, run] of Object.entries(runners)) (rates[name] ??= []).push(time(run));
  for (const [name, run] of Object.entries(runners5)) (rates5[name] ??= []).push(time(run));
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
console.log(
  `\nhands: ${HANDS.toLocaleString('en-US')} random 7-card hands, ${ROUNDS} rounds (median; best in brackets)`,
);
console.log('best of 7:');
for (const [name, xs] of Object.entries(rates))
  console.log(`  ${name.padEnd(16)} ${fmt(median(xs)).padStart(12)} evals/s  [${fmt(Math.max(...xs))}]`);
console.log('5 cards (first five of each hand):');
for (const [name, xs] of Object.entries(rates5))
  console.log(`  ${name.padEnd(16)} ${fmt(median(xs)).padStart(12)} evals/s  [${fmt(Math.max(...xs))}]`);
console.log(
  `tables: ${poker.tableBytes.toLocaleString('en-US')} bytes (all settings: 52-card, six 32-card, 3-card)`,
);
console.log(
  `module init: tables built in ${poker.initMs.toFixed(1)} ms; require of the evaluator ${loadWallMs.toFixed(1)} ms wall, ${loadCpuMs.toFixed(1)} ms CPU (includes tsx transpiling fast.ts and index.ts)`,
);
console.log(`poker-evaluator loads its 130 MB table in ${peLoadMs.toFixed(0)} ms`);

const ours = median(rates.ours);
const peers = Object.keys(peerValue).filter((n) => correct[n]);
const best = peers.sort((a, b) => median(rates[b]) - median(rates[a]))[0];
const peer = median(rates[best]);
console.log(
  `evaluator: ${Math.round(ours)} evals/s; fastest peer ${best}: ${Math.round(peer)} evals/s; ratio ${(ours / peer).toFixed(2)}`,
);
