/**
 * Prints the preflop table of src/engine/texas-holdem/bots-ranges.ts: for each of the 169 starting-hand
 * classes (pairs, suited, offsuit), its equity in percent against one random hand, by Monte Carlo over
 * random boards and opponents from a fixed seed (so the table is reproducible).
 *
 *   npx tsx scripts/holdem-preflop-table.ts [samples per class, default 40000]
 */
import { rank7 } from '../src/engine/poker';
import { rngFromSeed } from '../src/engine/random';

const SAMPLES = Number(process.argv[2] ?? 40_000);
const rng = rngFromSeed('00'.repeat(32), 'holdem-preflop-table');
const rows: string[] = [];
for (let hi = 12; hi >= 0; hi--) {
  const cells: number[] = [];
  for (let lo = 12; lo >= 0; lo--) {
    // row hi, column lo: suited above the diagonal (lo < hi), offsuit below (ranks swapped), pairs on it
    const a = Math.max(hi, lo);
    const b = Math.min(hi, lo);
    const suited = lo < hi;
    const h0 = a * 4;
    const h1 = b * 4 + (suited ? 0 : 1);
    const rest: number[] = [];
    for (let c = 0; c < 52; c++) if (c !== h0 && c !== h1) rest.push(c);
    let won = 0;
    for (let k = 0; k < SAMPLES; k++) {
      for (let j = 0; j < 7; j++) {
        const r = j + rng.int(rest.length - j);
        const t = rest[j];
        rest[j] = rest[r];
        rest[r] = t;
      }
      const mine = rank7(h0, h1, rest[0], rest[1], rest[2], rest[3], rest[4]);
      const theirs = rank7(rest[5], rest[6], rest[0], rest[1], rest[2], rest[3], rest[4]);
      won += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
    }
    cells.push(Math.round((1000 * won) / SAMPLES) / 10);
  }
  rows.push(`  ${cells.join(', ')},`);
}
console.log(rows.join('\n'));
