/**
 * A/B runs of bench:http: the variants in turn, round after round (so that the machine's drift falls on
 * all of them alike), then each variant's median of every figure and each run's figures.
 *
 *   npm run bench:http-ab -- [--rounds 5 --seconds 8 --clients 16] \
 *     --variant 'before=--server /path/to/other/checkout' --variant 'after=' --variant 'minimal=--prefer-minimal'
 *
 * A variant is `name=<bench:http arguments>`; `--server DIR` runs another checkout's build (its
 * dist/src/main.js, built with `npm run build` there). Every run measures the raw baselines too (the
 * Node transaction and pgbench's one prepared statement), so each ratio is taken within its run.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median, table } from './lib';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '8' },
    clients: { type: 'string', default: '16' },
    variant: { type: 'string', multiple: true, default: ['current='] },
  },
});

interface Figures {
  service: Record<string, number>;
  raw: Record<string, number>;
  pgbench: Record<string, number> | null;
}

const variants = args.variant!.map((v) => {
  const at = v.indexOf('=');
  return {
    name: at < 0 ? v : v.slice(0, at),
    args:
      at < 0
        ? []
        : v
            .slice(at + 1)
            .split(' ')
            .filter(Boolean),
  };
});

const runs: { round: number; variant: string; f: Figures }[] = [];
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const v of variants) {
    const r = spawnSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        join(__dirname, 'http-moves.ts'),
        '--clients',
        args.clients!,
        '--seconds',
        args.seconds!,
        ...v.args,
      ],
      {
        cwd: join(__dirname, '..'),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      },
    );
    const line = r.stdout.split('\n').find((l) => l.startsWith('http-moves-json: '));
    if (!line) throw new Error(`${v.name}: bench:http failed\n${r.stdout}\n${r.stderr}`);
    const f = JSON.parse(line.slice('http-moves-json: '.length)) as Figures;
    runs.push({ round, variant: v.name, f });
    console.log(
      `round ${round} ${v.name}: ${f.service['moves/s']} moves/s, p99 ${f.service['p99 ms'].toFixed(1)} ms, server CPU ${f.service['server CPU ms/move'].toFixed(3)} ms/move` +
        ` (kernel ${f.service['of which kernel'].toFixed(3)}), db ${f.service['db CPU ms/move'].toFixed(3)}; raw ${f.raw['moves/s']} tx/s` +
        (f.pgbench ? `, pgbench ${f.pgbench['moves/s']} tx/s` : ''),
    );
  }
}

const f0 = (runs: Figures[], key: string) => runs.every((f) => typeof f.service[key] === 'number');
const rows = variants.map((v) => {
  const mine = runs.filter((r) => r.variant === v.name).map((r) => r.f);
  const m = (pick: (f: Figures) => number) => median(mine.map(pick));
  return {
    variant: v.name,
    runs: mine.length,
    'moves/s': Math.round(m((f) => f.service['moves/s'])),
    'p99 ms': m((f) => f.service['p99 ms']).toFixed(1),
    'server CPU ms/move': m((f) => f.service['server CPU ms/move']).toFixed(3),
    'of which kernel': m((f) => f.service['of which kernel']).toFixed(3),
    'db CPU ms/move': m((f) => f.service['db CPU ms/move']).toFixed(3),
    // absent in runs of builds older than these columns
    'WAL B/move': f0(mine, 'WAL B/move') ? Math.round(m((f) => f.service['WAL B/move'])) : '—',
    'commits/move': f0(mine, 'commits/move') ? m((f) => f.service['commits/move']).toFixed(2) : '—',
    'HOT %': f0(mine, 'HOT %') ? Math.round(m((f) => f.service['HOT %'])) : '—',
    'ratio to raw tx': m((f) => f.service['moves/s'] / f.raw['moves/s']).toFixed(2),
    'ratio to pgbench': mine.every((f) => f.pgbench)
      ? m((f) => f.service['moves/s'] / f.pgbench!['moves/s']).toFixed(2)
      : '—',
    'pgbench tx/s': mine.every((f) => f.pgbench) ? Math.round(m((f) => f.pgbench!['moves/s'])) : '—',
  };
});
console.log(
  `\nmedians of ${args.rounds} alternating rounds, ${args.clients} clients, ${args.seconds} s per run`,
);
console.log(table(rows));
