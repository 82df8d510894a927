/**
 * Poker Hand Histories (PHH) against Cardroom's Texas Hold'em rules, offline.
 *
 *   npm run phh -- replay <file.phh> [more.phh ...]
 *
 * Plays each hand through the rules engine with the file's cards and actions (src/records/phh-replay.ts)
 * and prints the finishing stacks, or where and why the engine disagrees with the file. A file may be one
 * hand or a collection (PokerKit's `.phhs`: each hand under a `[n]` table, as the server's
 * `GET /texas-holdem/matches/{id}/hands?format=phh` answers): every hand of it is replayed, and the
 * last line says how many of all the hands agree. Exit code 0 when every hand replays and agrees with
 * its `finishing_stacks`, 1 otherwise, 2 for usage errors.
 */
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { texasHoldem } from '../src/engine/texas-holdem';
import { PhhError, parsePhh, parsePhhs } from '../src/records/phh';
import { type PhhReplay, replayPhh } from '../src/records/phh-replay';

/** A replay that could not start: the file's problem, nothing played. */
const failed = (problem: string): PhhReplay => ({
  ok: false,
  finishingStacks: null,
  expected: null,
  problems: [problem],
  notes: [],
  options: null,
  seats: [],
});

/**
 * Whether a PHH text is a collection: every top-level value is a table (a hand) and none is a field
 * of a hand (a single hand has `variant`, `actions` and such at the top).
 */
export function isCollection(text: string): boolean {
  let raw: Record<string, unknown>;
  try {
    raw = parseToml(text) as Record<string, unknown>;
  } catch {
    return false;
  }
  const values = Object.values(raw);
  return values.length > 0 && values.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** Every hand of a file: one for a single hand, each `[n]` of a collection (labelled `path [n]`). */
export function replayHands(path: string): { label: string; replay: PhhReplay }[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return [{ label: path, replay: failed(`cannot read ${path}: ${(e as Error).message}`) }];
  }
  const guard = (label: string, run: () => PhhReplay) => {
    try {
      return { label, replay: run() };
    } catch (e) {
      if (e instanceof PhhError) return { label, replay: failed(e.message) };
      throw e;
    }
  };
  if (/^\s*$/.test(text.replace(/#.*$/gm, '')))
    return [{ label: path, replay: failed(`${path} holds no hand (a collection of no finished hand)`) }];
  if (!isCollection(text)) return [guard(path, () => replayPhh(texasHoldem, parsePhh(text)))];
  let hands: ReturnType<typeof parsePhhs>;
  try {
    hands = parsePhhs(text);
  } catch (e) {
    if (e instanceof PhhError) return [{ label: path, replay: failed(e.message) }];
    throw e;
  }
  return hands.map((h) => guard(`${path} [${h.hand}]`, () => replayPhh(texasHoldem, h.file)));
}

/** One hand's file (a collection's hands: replayHands). */
export function replayFile(path: string): PhhReplay {
  const hands = replayHands(path);
  return hands.length === 1
    ? hands[0].replay
    : failed(`${path} holds ${hands.length} hands: replay them with replayHands`);
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
    process.stderr.write('usage: npm run phh -- replay <file.phh|file.phhs> [more ...]\n');
    process.exit(2);
  }
  const all = files.flatMap((f) => replayHands(f));
  for (const { label, replay } of all) process.stdout.write(formatReplay(label, replay));
  const agree = all.filter((h) => h.replay.ok).length;
  process.stdout.write(
    `${agree} of ${all.length} hand${all.length === 1 ? '' : 's'} agree${all.length === 1 ? 's' : ''}\n`,
  );
  process.exit(agree === all.length ? 0 : 1);
}

if (require.main === module) main();
