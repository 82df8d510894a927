/**
 * A peer game server measured beside Cardroom, and the honest database baseline, in one run.
 *
 *   npm run bench:peers [-- --seconds 5 --warmup 6 --clients 16 --rounds 1 --systems cardroom-pg,cardroom-pglite,bgio-pg,bgio-memory,pgbench
 *                          --bgio-sockets 2 --cardroom DIR --port 3971 --cpu-prof DIR]
 *
 * Every system plays In-Between with the same move shape: each client plays its own two-player match
 * (a million chips, 100 rounds), one `bet 1` per request, the server turning the cards, as fast as it
 * can for `--seconds`, then a new match when one ends.
 *   cardroom-pg      Cardroom's built server (dist/, as bench:http; `--cardroom DIR` runs another checkout's
 *                    build) on PostgreSQL, a fresh database; keep-alive HTTP clients (bench/lib.ts).
 *   cardroom-pglite  the same server on its embedded PGlite (a fresh data directory on disk).
 *   bgio-pg          boardgame.io's server (socket.io transport) with its PostgreSQL storage (bgio-postgres),
 *                    the game of in-between-game.ts; socket.io clients speaking its protocol
 *                    (bgio-client.ts), one per player unless `--bgio-sockets 1`.
 *   bgio-memory      the same with boardgame.io's in-memory storage.
 *   pgbench          the honest raw baseline (bench/pgbench): a move's database work as one prepared
 *                    statement, from pgbench's C client, with Cardroom's state of this run.
 * For each: moves/s, p50/p99 latency, CPU per move of the server (process and children), of PostgreSQL
 * (this system's database's backends and the shared background processes; PGlite runs inside the
 * server) and of the load generator (this process; pgbench's own process for pgbench), all from /proc,
 * and WAL bytes per move (pg_current_wal_lsn before and after: cluster-wide, so anything else writing
 * to the same PostgreSQL counts too; "own" is this system's database's share, from pg_waldump, see
 * bench/pgbench/wal.ts). All servers start first and stay up; with `--rounds N` the
 * systems run in turn N times and the medians are printed. Loopback only; every run is bounded in time.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  cpuMs,
  cpuPerMove,
  freshDatabase,
  keepAliveAgent,
  median,
  type MoveRun,
  newRun,
  pgQuery,
  playInBetween,
  runSummary,
  startProcess,
  startServer,
  stopServer,
  table,
} from '../lib';
import { runPgbench } from '../pgbench/pgbench';
import { walMark, walSince } from '../pgbench/wal';
import { playBgio } from './bgio-client';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '6' },
    clients: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '1' },
    systems: { type: 'string', default: 'cardroom-pg,cardroom-pglite,bgio-pg,bgio-memory,pgbench' },
    'bgio-sockets': { type: 'string', default: '2' },
    cardroom: { type: 'string' },
    port: { type: 'string', default: '3971' },
    'cpu-prof': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const SYSTEMS = args.systems!.split(',');
const SOCKETS = Number(args['bgio-sockets']) === 1 ? 1 : 2;
const CARDROOM_ROOT = args.cardroom ?? join(__dirname, '../..');
let nextPort = Number(args.port);
/** `--cpu-prof DIR`: every server writes its V8 CPU profile there when it stops */
const PROFILE = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];

type Row = Record<string, string | number>;

interface System {
  name: string;
  server: ChildProcess;
  /** the PostgreSQL database it uses, if any */
  db?: { url: string; name: string; drop: () => Promise<void> };
  /** one client's play until the deadline */
  play: (deadline: number, run: MoveRun) => Promise<void>;
  /** before each run (fresh keep-alive connections) */
  reset: () => void;
  stop: () => Promise<void>;
  /** state size (and anything else the database shows about the run) */
  describe: () => Promise<string>;
}

async function cardroom(name: string, pg: boolean): Promise<System> {
  const port = nextPort++;
  const db = pg ? await freshDatabase() : undefined;
  const dataDir = pg ? undefined : mkdtempSync(join(tmpdir(), 'cardroom-peers-pglite-'));
  const server = await startServer(
    pg ? { DATABASE_URL: db!.url } : { DATABASE_URL: '', DATA_DIR: dataDir! },
    port,
    PROFILE,
    CARDROOM_ROOT,
  );
  const base = `http://127.0.0.1:${port}`;
  let agent = keepAliveAgent();
  return {
    name,
    server,
    db: db && { ...db, name: new URL(db.url).pathname.slice(1) },
    play: (deadline, run) => playInBetween(agent, base, deadline, run),
    reset: () => {
      agent.destroy();
      agent = keepAliveAgent();
    },
    stop: async () => {
      agent.destroy();
      await stopServer(server);
      await db?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    describe: async () => {
      if (!db) return '';
      const [r] = await pgQuery<{ n: number; s: number }>(
        db.url,
        'SELECT count(*)::int AS n, avg(length(state::text))::int AS s FROM match',
      );
      return `${r.n} matches, state ${r.s} bytes of JSON on average`;
    },
  };
}

async function bgio(name: string, pg: boolean): Promise<System> {
  const port = nextPort;
  nextPort += 2; // sockets, lobby
  const db = pg ? await freshDatabase() : undefined;
  const server = await startProcess(
    [...PROFILE, '-r', '@swc-node/register', join(__dirname, 'bgio-server.ts')],
    { PORT: String(port), NODE_ENV: 'production', ...(db ? { BGIO_DATABASE_URL: db.url } : {}) },
    `http://127.0.0.1:${port + 1}/games`,
  );
  let agent = keepAliveAgent();
  const target = () => ({
    base: `http://127.0.0.1:${port}`,
    lobby: `http://127.0.0.1:${port + 1}`,
    agent,
    socketsPerMatch: SOCKETS as 1 | 2,
  });
  return {
    name,
    server,
    db: db && { ...db, name: new URL(db.url).pathname.slice(1) },
    play: (deadline, run) => playBgio(target(), deadline, run),
    reset: () => {
      agent.destroy();
      agent = keepAliveAgent();
    },
    stop: async () => {
      agent.destroy();
      await stopServer(server);
      await db?.drop();
    },
    describe: async () => {
      if (!db) return '';
      const [r] = await pgQuery<{ n: number; s: number; l: number }>(
        db.url,
        'SELECT count(*)::int AS n, avg(length(state::text))::int AS s, avg(length(log::text))::int AS l FROM "Games"',
      );
      return `${r.n} matches, state ${r.s} bytes of JSON on average, move log ${r.l} bytes (rewritten whole at every move)`;
    },
  };
}

async function measure(s: System): Promise<Row> {
  const run = newRun();
  s.reset();
  const mark = s.db ? await walMark(s.db.url) : null;
  const cpu0 = cpuMs();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => s.play(deadline, run)));
  const cpu = cpuPerMove(cpu0, cpuMs(), s.server.pid!, run.moves, { database: s.db?.name ?? '-' });
  const wal = mark ? await walSince(mark) : { cluster: NaN, database: NaN };
  const per = (x: number) => (run.moves ? x / run.moves : NaN);
  return {
    system: s.name,
    clients: CLIENTS,
    ...runSummary(run, SECONDS),
    ...cpu,
    'WAL B/move': per(wal.cluster),
    'own WAL B/move': per(wal.database),
  };
}

async function main(): Promise<void> {
  const systems: System[] = [];
  const rows: Row[] = [];
  try {
    for (const name of SYSTEMS) {
      if (name === 'cardroom-pg') systems.push(await cardroom(name, true));
      else if (name === 'cardroom-pglite') systems.push(await cardroom(name, false));
      else if (name === 'bgio-pg') systems.push(await bgio(name, true));
      else if (name === 'bgio-memory') systems.push(await bgio(name, false));
      else if (name !== 'pgbench') throw new Error(`unknown system ${name}`);
    }
    // warm-up of every server at the measured load until its JIT has settled (as bench:http)
    for (const s of systems)
      await Promise.all(
        Array.from({ length: CLIENTS }, () => s.play(Date.now() + Number(args.warmup) * 1000, newRun())),
      );
    // pgbench writes Cardroom's states: two stored states of this run when there are some
    const sample = systems.find((s) => s.name === 'cardroom-pg')?.db;
    const states = sample
      ? (
          await pgQuery<{ s: string }>(
            sample.url,
            'SELECT state::text AS s FROM match ORDER BY version DESC LIMIT 2',
          )
        ).map((r) => r.s)
      : undefined;
    for (let round = 1; round <= ROUNDS; round++) {
      const these: Row[] = [];
      for (const name of SYSTEMS) {
        if (name === 'pgbench') {
          const p = await runPgbench({ clients: CLIENTS, seconds: SECONDS, states, stateBytes: 2200 });
          these.push({
            system: 'pgbench (1 statement)',
            clients: CLIENTS,
            'moves/s': Math.round(p.tps),
            'p50 ms': p['p50 ms'],
            'p99 ms': p['p99 ms'],
            errors: 0,
            'server CPU ms/move': 0,
            'of which kernel': 0,
            'db CPU ms/move': p['db CPU ms/tx'],
            'client CPU ms/move': p['client CPU ms/tx'],
            'WAL B/move': p['WAL B/tx'],
            'own WAL B/move': p['own WAL B/tx'],
          });
        } else these.push(await measure(systems.find((s) => s.name === name)!));
        console.log(table([these.at(-1)!]));
      }
      rows.push(...these.map((r) => ({ round, ...r })));
      if (ROUNDS > 1) console.log(`round ${round}\n${table(these)}\n`);
    }
    const out = SYSTEMS.map((name) => {
      const mine = rows.filter((r) =>
        name === 'pgbench' ? String(r.system).startsWith('pgbench') : r.system === name,
      );
      const first = mine[0];
      const med: Row = { system: first.system, clients: CLIENTS };
      for (const k of Object.keys(first))
        if (!['round', 'system', 'clients'].includes(k)) med[k] = median(mine.map((r) => Number(r[k])));
      return med;
    });
    const base = out.find((r) => String(r.system).startsWith('pgbench'));
    if (base) for (const r of out) r['/ pgbench'] = Number(r['moves/s']) / Number(base['moves/s']);
    for (const r of out) {
      for (const k of ['p50 ms', 'p99 ms']) r[k] = Number(r[k]).toFixed(1);
      for (const k of ['WAL B/move', 'own WAL B/move'])
        r[k] = Number.isNaN(Number(r[k])) ? '—' : Math.round(Number(r[k]));
    }
    console.log(
      `\n${ROUNDS > 1 ? `medians of ${ROUNDS} rounds` : '1 round'}, ${SECONDS} s per run, ${CLIENTS} clients, boardgame.io: ${SOCKETS} socket(s) per match; node ${process.version}; ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log(table(out));
    for (const s of systems) {
      const d = await s.describe();
      if (d) console.log(`${s.name}: ${d}`);
    }
    if (states)
      console.log(
        `pgbench: two of Cardroom's stored states of this run, ${states.map((x) => x.length).join(' and ')} bytes, one at random per transaction`,
      );
    console.log(
      "CPU: server = the server process (PGlite runs inside it); db = PostgreSQL, this database's backends and the shared background processes; client = the load generator",
    );
    if (SYSTEMS.some((n) => n.startsWith('bgio')))
      console.log(
        'boardgame.io sends the new state to the players before its storage write finishes (the next move of the match waits for it)',
      );
    for (const r of out)
      console.log(
        `peers: ${r.system}: ${r['moves/s']} moves/s, p99 ${r['p99 ms']} ms, server ${Number(r['server CPU ms/move']).toFixed(2)} / db ${Number(r['db CPU ms/move']).toFixed(2)} / client ${Number(r['client CPU ms/move']).toFixed(2)} CPU ms/move, WAL ${r['WAL B/move']} B/move (own database ${r['own WAL B/move']})`,
      );
  } finally {
    for (const s of systems) await s.stop().catch((e) => console.error(`${s.name}: ${e}`));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
