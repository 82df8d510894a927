/**
 * Poker Hand Histories (PHH) against Cardroom's Texas Hold'em rules, offline.
 *
 *   npm run phh -- replay <file.phh> [more.phh ...]
 *
 * Plays each hand through the rules engine with the file's cards and actions (src/records/phh-replay.ts)
 * and prints the finishing stacks, or where and why the engine disagrees with the file. Exit code 0 when
 * every file replays and agrees with its `finishing_stacks`, 1 otherwise, 2 for usage errors.
 */
import { readFileSync } from 'node:fs';
import { texasHoldem } from '../src/engine/texas-holdem';
import { PhhError, parsePhh } from '../src/records/phh';
import { type PhhReplay, replayPhh } from '../src/records/phh-replay';

export function replayFile(path: string): PhhReplay {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return {
      ok: false,
      finishingStacks: null,
      expected: null,
      problems: [`cannot read ${path}: ${(e as Error).message}`],
      notes: [],
      options: null,
      seats: [],
    };
  }
  try {
    return replayPhh(texasHoldem, parsePhh(text));
  } catch (e) {
    if (e instanceof PhhError)
      return {
        ok: false,
        finishingStacks: null,
        expected: null,
        problems: [e.message],
        notes: [],
        options: null,
        seats: [],
      };
    throw e;
  }
}

export function formatReplay(path: string, r: PhhReplay): string {
  const lines = [`${path}: ${r.ok ? 'AGREES' : 'DISAGREES'}`];
  if (r.seats.length)
    lines.push(`  players → Cardroom seats: ${r.seats.map((s, k) => `p${k + 1}=${s}`).join(' ')}`);
  if (r.finishingStacks)
    lines.push(
      `  finishing stacks: ${JSON.stringify(r.finishingStacks)}${r.expected ? ` (file: ${JSON.stringify(r.expected)})` : ''}`,
    );
  for (const p of r.problems) lines.push(`  problem: ${p}`);
  for (const n of r.notes) lines.push(`  note: ${n}`);
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const [command, ...files] = process.argv.slice(2);
  if (command !== 'replay' || files.length === 0) {
    process.stderr.write('usage: npm run phh -- replay <file.phh> [more.phh ...]\n');
    process.exit(2);
  }
  let ok = true;
  for (const f of files) {
    const r = replayFile(f);
    ok &&= r.ok;
    process.stdout.write(formatReplay(f, r));
  }
  process.exit(ok ? 0 : 1);
}

if (require.main === module) main();
