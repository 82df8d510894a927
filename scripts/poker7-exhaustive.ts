/**
 * Exhaustive best-of-7 check: evaluates all 133,784,560 seven-card hands of the 52-card deck with rank7
 * and compares the category counts with the known figures, and the number of distinct values with the
 * known 4,824. Every 997th hand is also compared with the reference evaluator (best of its 21 five-card
 * subsets, memoized by class; see src/engine/poker/oracle.ts). Exit code 1 on any difference.
 *
 *   npm run test:poker7
 */
import { CATEGORIES } from '../src/engine/poker/types';
import { rank7, rankers } from '../src/engine/poker';
import { decodeRefValue } from '../src/engine/poker/tables';
import { OrderCheck, ReferenceOracle } from '../src/engine/poker/oracle';

const EXPECTED: Record<string, number> = {
  'straight-flush': 41_584,
  'four-of-a-kind': 224_848,
  'full-house': 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  'three-of-a-kind': 6_461_620,
  'two-pair': 31_433_400,
  'one-pair': 58_627_800,
  'high-card': 23_294_460,
};

const started = performance.now();
const r = rankers();
const categoryOf = new Uint8Array(r.classes + 1);
for (let v = 1; v <= r.classes; v++)
  categoryOf[v] = CATEGORIES.indexOf(decodeRefValue(r.refValue[v], 'standard').category);

const counts = new Float64Array(9);
const seen = new Uint8Array(r.classes + 1);
const oracle = new ReferenceOracle();
const order = new OrderCheck();
let hands = 0;
let sampled = 0;
for (let a = 0; a < 52; a++)
  for (let b = a + 1; b < 52; b++)
    for (let c = b + 1; c < 52; c++)
      for (let d = c + 1; d < 52; d++)
        for (let e = d + 1; e < 52; e++)
          for (let f = e + 1; f < 52; f++)
            for (let g = f + 1; g < 52; g++) {
              const v = rank7(a, b, c, d, e, f, g);
              counts[categoryOf[v]]++;
              seen[v] = 1;
              if (++hands % 997 === 0) {
                sampled++;
                order.add(v, oracle.bestValue([a, b, c, d, e, f, g]), () => [a, b, c, d, e, f, g].join(' '));
              }
            }
const seconds = (performance.now() - started) / 1000;

let failed = false;
console.log(`hands: ${hands.toLocaleString('en-US')} (expected 133,784,560)`);
if (hands !== 133_784_560) failed = true;
for (let i = CATEGORIES.length - 1; i >= 0; i--) {
  const name = CATEGORIES[i];
  const ok = counts[i] === EXPECTED[name];
  if (!ok) failed = true;
  console.log(
    `  ${name.padEnd(16)} ${counts[i].toLocaleString('en-US').padStart(11)}  ${ok ? 'ok' : `EXPECTED ${EXPECTED[name].toLocaleString('en-US')}`}`,
  );
}
const distinct = seen.reduce((s, x) => s + x, 0);
console.log(`distinct best-of-7 values: ${distinct} (expected 4824)`);
if (distinct !== 4824) failed = true;
const problems = order.problems();
console.log(
  `reference check on ${sampled.toLocaleString('en-US')} sampled hands: ${problems.length ? problems.join('; ') : 'same order'}`,
);
if (problems.length) failed = true;
console.log(
  `${failed ? 'FAILED' : 'all counts match'} in ${seconds.toFixed(1)} s (${Math.round(hands / seconds).toLocaleString('en-US')} hands/s including the loop)`,
);
process.exit(failed ? 1 : 0);
