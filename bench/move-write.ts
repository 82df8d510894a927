/**
 * Client CPU of one move write (and of one match load) on PostgreSQL, three ways, in one process on one
 * connection, one request at a time:
 *   - a Prisma model-API transaction (interactive: updateMany guarded by the version, createMany of the
 *     move rows, the NOTIFY), as the store writes joins, finishing moves and idempotent answers;
 *   - the store's common move (`MatchStore.setState`: the group commit's call of the database function
 *     `cardroom_write_moves`, a batch of one here, as a named prepared statement on the adapter's `pg` pool);
 *   - the same statement through a `pg` prepared statement of this process's own, without the store.
 * Each write bumps the version of one In-Between match with its real state (~1.2 KB of JSON) and appends
 * one move. Prints CPU ms per write of this process (user + system) and wall ms per write.
 *
 *   npm run bench:move-write [-- --writes 3000 --rounds 3]
 */
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { inBetween } from '../src/engine/in-between';
import { newMatch, nextRecord } from '../src/matches/lifecycle';
import type { MatchRecord } from '../src/matches/match-record';
import { loadConfig } from '../src/config';
import { issueToken } from '../src/matches/seat-auth';
import { MatchStore } from '../src/persistence/match-store';
import { MatchWrites } from '../src/persistence/match-writes';
import { PrismaService } from '../src/persistence/prisma.service';
import { freshDatabase, median, table } from './lib';

const { values: args } = parseArgs({
  options: { writes: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '3' } },
});
const WRITES = Number(args.writes);
const ROUNDS = Number(args.rounds);

type Writer = (prev: MatchRecord, next: MatchRecord) => Promise<void>;

async function main(): Promise<void> {
  const db = await freshDatabase();
  const config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
  const prisma = new PrismaService(config);
  await prisma.onModuleInit();
  const store = new MatchStore(prisma);
  store.onModuleInit();
  const writes = new MatchWrites(prisma, config);
  const pool = new Pool({ connectionString: db.url, max: 1 });
  try {
    const move = { seat: 0, move: { type: 'bet', amount: 1 } };

    /** A fresh active match in the database; returns its record. */
    const fresh = async (): Promise<MatchRecord> => {
      const seats = [0, 1].map((seat) => ({
        seat,
        name: `p${seat}`,
        bot: null,
        tokenHash: issueToken().tokenHash,
        accountId: null,
      }));
      const blank = newMatch(inBetween, {
        id: crypto.randomUUID(),
        seed: 'ab'.repeat(16),
        options: { startingChips: 1_000_000, rounds: 100 },
        seats,
        createdAt: new Date(),
      });
      const t = nextRecord(inBetween, blank, { kind: 'start' }, new Date())!;
      await writes.createMatch(t.record, t.moves, t.scores);
      return t.record;
    };
    const bump = (m: MatchRecord): MatchRecord => ({
      ...m,
      version: m.version + 1,
      moveCount: m.moveCount + 1,
    });

    const writers: Record<string, Writer> = {
      'Prisma model-API transaction': async (prev, next) => {
        await prisma.$transaction(async (tx) => {
          const { count } = await tx.match.updateMany({
            where: { id: prev.id, version: prev.version },
            data: {
              state: next.state as object,
              version: next.version,
              moveCount: next.moveCount,
              status: next.status,
              deadline: next.deadline,
            },
          });
          if (count !== 1) throw new Error('lost the version');
          await tx.move.createMany({
            data: [{ matchId: prev.id, seq: next.moveCount, seat: move.seat, move: move.move }],
          });
          await tx.$executeRaw`SELECT pg_notify('cardroom_match', ${`${prev.id}:${next.version}`}::text) FROM "match" WHERE id = ${prev.id}::uuid AND watched_until > now()`;
        });
      },
      'the store: one statement, prepared (group commit of one)': async (prev, next) => {
        if (!(await writes.setState(prev, next, [move]))) throw new Error('lost the version');
      },
      'pg prepared statement (no Prisma)': async (prev, next) => {
        const q = MatchWrites.statement([
          {
            prev,
            next,
            moves: [{ seq: next.moveCount, ...move }],
            scores: [],
            notice: `${prev.id}:${next.version}`,
            accountNotices: [],
          },
        ]);
        const r = await pool.query({ name: 'bench_move', text: q.text, values: q.values });
        if (r.rows[0]?.i !== 0) throw new Error('lost the version');
      },
    };

    const readers: Record<string, (m: MatchRecord) => Promise<unknown>> = {
      'load: $queryRaw, prepared': (m) => store.fetch(m.id),
      'load: pg prepared statement (no Prisma)': (m) =>
        pool.query({
          name: 'bench_fetch',
          text: fetchStatement(m.id).text,
          values: fetchStatement(m.id).values,
        }),
    };

    const results = new Map<string, { cpu: number[]; wall: number[] }>();
    const record = (name: string, cpu: number, wall: number) => {
      const r = results.get(name) ?? { cpu: [], wall: [] };
      r.cpu.push(cpu);
      r.wall.push(wall);
      results.set(name, r);
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, write] of Object.entries(writers)) {
        let m = await fresh();
        for (let i = 0; i < 200; i++) m = await step(write, m, bump); // warm-up
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < WRITES; i++) m = await step(write, m, bump);
        const c = process.cpuUsage(c0);
        record(name, (c.user + c.system) / 1000 / WRITES, (performance.now() - t0) / WRITES);
      }
      for (const [name, read] of Object.entries(readers)) {
        const m = await fresh();
        for (let i = 0; i < 200; i++) await read(m);
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let i = 0; i < WRITES; i++) await read(m);
        const c = process.cpuUsage(c0);
        record(name, (c.user + c.system) / 1000 / WRITES, (performance.now() - t0) / WRITES);
      }
    }
    const rows = [...results].map(([name, r]) => ({
      'what (one at a time, 1 connection)': name,
      'client CPU ms/op (median)': median(r.cpu),
      'wall ms/op (median)': median(r.wall),
      'client CPU per round': r.cpu.map((x) => x.toFixed(3)).join(' / '),
    }));
    console.log(table(rows));
    console.log(`${WRITES} operations per round, ${ROUNDS} rounds; node ${process.version}`);
  } finally {
    await pool.end();
    await prisma.onModuleDestroy();
    await db.drop();
  }
}

async function step(
  write: Writer,
  m: MatchRecord,
  bump: (m: MatchRecord) => MatchRecord,
): Promise<MatchRecord> {
  const next = bump(m);
  await write(m, next);
  return next;
}

/** The store's match load as pg sees it (the text Prisma sends, and its values). */
function fetchStatement(id: string) {
  return MatchStore.statements.fetch(id);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
