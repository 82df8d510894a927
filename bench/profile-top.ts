/**
 * The top items of a V8 CPU profile (`--cpu-prof`, as `bench:http -- --cpu-prof DIR` writes them):
 * self time by function and by package or source folder, as a share of the process's busy time
 * (idle and GC shown apart). Prints markdown tables.
 *
 *   npm run bench:profile -- DIR/…cpuprofile [--top 25] [--window S] [--per-move N]
 *
 * `--window S`: only the S seconds of the profile with the most busy time (a bench's timed run, without
 * the server's start, its idle time and other phases; `--skip S` leaves out the profile's first S seconds,
 * for bench:http's start and warm-up, which are as busy as the timed run). `--per-move N`: also each item's microseconds
 * per move, for N moves in what is counted.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    window: { type: 'string' },
    skip: { type: 'string', default: '0' },
    'per-move': { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'usage: npm run bench:profile -- <file.cpuprofile> [--top 25] [--window S [--skip S]] [--per-move N]',
  );
  process.exit(2);
}
const TOP = Number(args.top);
const MOVES = args['per-move'] ? Number(args['per-move']) : null;
const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;

/** Where a frame's code lives: an npm package, a folder of ours, or Node's/V8's own. */
function placeOf(f: Frame): string {
  if (!f.url) return f.functionName.startsWith('(') ? f.functionName : '(native)';
  if (f.url.startsWith('node:')) return 'node:' + f.url.slice(5).split('/')[0];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (pkg) return pkg[1];
  const ours = /\/(src|dist\/src)\/(.+)\/[^/]+$/.exec(f.url);
  if (ours) return `src/${ours[2]}`;
  const file = /\/(src|dist\/src)\/([^/]+)$/.exec(f.url);
  return file ? `src/${file[2].replace(/\.js$/, '.ts')}` : f.url;
}
const nameOf = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${f.lineNumber + 1}` : ''}`.trim();

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
// each sample's time and weight (the time until the next sample)
const at: number[] = [];
const weight: number[] = [];
for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] ?? 0;
  at.push(t);
  weight.push(profile.timeDeltas[i + 1] ?? 0);
}
/** The samples to count: all, or the window of `--window` seconds with the most busy time. */
let [from, to] = [0, profile.samples.length];
if (args.window) {
  const span = Number(args.window) * 1e6;
  let best = -1;
  let busyIn = 0;
  const busyOf = (i: number) => (idleIds.has(profile.samples[i]) ? 0 : weight[i]);
  // `--skip S`: the window starts after the profile's first S seconds (bench:http's start and warm-up)
  const first = at.findIndex((t) => t - profile.startTime >= Number(args.skip) * 1e6);
  for (let lo = Math.max(0, first), hi = lo; lo < at.length; lo++) {
    for (; hi < at.length && at[hi] - at[lo] < span; hi++) busyIn += busyOf(hi);
    if (busyIn > best) [best, from, to] = [busyIn, lo, hi];
    busyIn -= busyOf(lo);
  }
}
const selfUs = new Map<number, number>();
for (let i = from; i < to; i++)
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + weight[i]);
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs].filter(([id]) => idleIds.has(id)).reduce((a, [, v]) => a + v, 0);
const busy = total - idle;

function tally(key: (f: Frame) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const f = byId.get(id)!.callFrame;
    if (idleIds.has(id)) continue;
    m.set(key(f), (m.get(key(f)) ?? 0) + us);
  }
  return [...m].sort((a, b) => b[1] - a[1]);
}

const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
const perMove = (us: number) => (MOVES ? ` | ${(us / MOVES).toFixed(1)}` : '');
const head = (what: string) =>
  `| ${what} | share of busy time${MOVES ? ' | µs/move' : ''} |\n| --- | --- ${MOVES ? '| --- ' : ''}|`;

console.log(
  `profile: ${(total / 1e6).toFixed(2)} s, busy ${(busy / 1e6).toFixed(2)} s (${((100 * busy) / total).toFixed(0)} %)${MOVES ? `, ${MOVES} moves: ${(busy / MOVES).toFixed(1)} µs busy per move` : ''}\n`,
);
console.log(head('package or folder (self time)'));
for (const [k, us] of tally(placeOf).slice(0, TOP)) console.log(`| ${k} | ${pct(us)}${perMove(us)} |`);
console.log('\n' + head('function (self time)'));
for (const [k, us] of tally(nameOf).slice(0, TOP))
  console.log(`| \`${k.replace(/\|/g, '\\|')}\` | ${pct(us)}${perMove(us)} |`);
