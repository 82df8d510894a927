/**
 * The group commit of common moves (src/persistence/group-commit.ts, MatchWrites' call of `cardroom_write_moves`) on the
 * real database of the run (PGlite, or PostgreSQL with DATABASE_URL): moves of many matches submitted
 * together leave as one statement and each keeps its own outcome — its version check, its log rows —
 * and a write the database refuses fails alone while the others of its batch commit. With DATABASE_URL,
 * two instances (two apps on one database) race their batches over the same matches.
 */
import { replay } from '../src/engine/driver';
import { nextRecord } from '../src/matches/lifecycle';
import type { MatchRecord } from '../src/matches/match-record';
import { MatchStore } from '../src/persistence/match-store';
import { MatchWrites } from '../src/persistence/match-writes';
import { createTestApp, type TestApp } from './util/app';
import { counterBinding, makeCounterGame } from './util/counter-game';

const game = makeCounterGame();
const pgIt = process.env.DATABASE_URL ? it : it.skip;

describe('group commit of moves', () => {
  let t: TestApp;
  let store: MatchStore;
  let writes: MatchWrites;
  beforeAll(async () => {
    t = await createTestApp([counterBinding()]);
    store = t.app.get(MatchStore);
    writes = t.app.get(MatchWrites);
  });
  afterAll(() => t.close());

  async function newMatch(): Promise<MatchRecord> {
    const m = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { target: 100 } })
        .expect(201)
    ).body;
    return (await store.fetch(m.id))!;
  }
  /** The next record after `seat` adds `amount`, as the match service computes it. */
  const add = (m: MatchRecord, amount = 1) =>
    nextRecord(
      game,
      m,
      { kind: 'move', seat: game.toAct(m.state as never)[0], move: { type: 'add', amount } },
      new Date(),
    )!;
  const write = (m: MatchRecord, amount = 1) => {
    const t1 = add(m, amount);
    return { t: t1, won: writes.setState(m, t1.record, t1.moves, { scores: t1.scores }) };
  };

  async function expectStored(id: string, version: number): Promise<void> {
    const row = await t.db.match.findUniqueOrThrow({ where: { id } });
    const log = await t.db.move.findMany({ where: { matchId: id }, orderBy: { seq: 'asc' } });
    expect(row.version).toBe(version);
    expect(log.map((m) => m.seq)).toEqual(log.map((_, i) => i + 1));
    expect(row.moveCount).toBe(log.length);
    expect(
      replay(
        game,
        2,
        row.options,
        row.seed,
        log.map((m) => ({ seat: m.seat, move: m.move as never })),
      ),
    ).toEqual(row.state);
  }

  it('moves of 20 matches submitted at once: the first leaves alone, the 19 behind it in one statement, each stored', async () => {
    const matches = await Promise.all(Array.from({ length: 20 }, () => newMatch()));
    const before = { ...writes.moveWrites.stats };
    const sent = matches.map((m, i) => write(m, 1 + (i % 3)));
    expect(await Promise.all(sent.map((w) => w.won))).toEqual(Array(20).fill(true));
    expect(writes.moveWrites.stats.statements - before.statements).toBe(2);
    expect(writes.moveWrites.stats.largestBatch).toBeGreaterThanOrEqual(19);
    for (const [i, m] of matches.entries()) {
      await expectStored(m.id, m.version + 1);
      const log = await t.db.move.findMany({ where: { matchId: m.id }, orderBy: { seq: 'desc' }, take: 1 });
      expect(log[0]).toMatchObject({
        seq: m.moveCount + 1,
        move: { type: 'add', amount: 1 + (i % 3) },
        version: m.version + 1,
      });
    }
  });

  it('two moves of one match from the same version in one batch: exactly one takes effect, with its own log row', async () => {
    const [lead, m] = [await newMatch(), await newMatch()];
    const first = write(lead); // leaves alone; the next two wait and leave together
    const a = write(m, 1);
    const b = write(m, 3);
    const [wonA, wonB] = await Promise.all([a.won, b.won, first.won]);
    expect([wonA, wonB].filter(Boolean)).toHaveLength(1);
    await expectStored(m.id, m.version + 1);
    const row = await t.db.match.findUniqueOrThrow({ where: { id: m.id } });
    expect(row.state).toEqual((wonA ? a : b).t.record.state);
  });

  it('a stale version writes nothing and reports it', async () => {
    const m = await newMatch();
    expect(await write(m).won).toBe(true);
    expect(await write(m).won).toBe(false); // still from the old version
    await expectStored(m.id, m.version + 1);
  });

  it('a write the database refuses fails alone: the others of its batch commit', async () => {
    const matches = await Promise.all(Array.from({ length: 5 }, () => newMatch()));
    const lead = await newMatch();
    const before = writes.moveWrites.stats.redone;
    const first = write(lead);
    const good = [matches[0], matches[1], matches[3], matches[4]].map((m) => write(m));
    // a NUL character is valid JSON but not valid jsonb text: PostgreSQL refuses the whole statement
    const bad = add(matches[2]);
    const refused = writes.setState(
      matches[2],
      { ...bad.record, state: { ...(bad.record.state as object), note: 'a\u0000b' } },
      bad.moves,
    );
    const results = await Promise.allSettled([first.won, ...good.map((g) => g.won), refused]);
    expect(results.slice(0, 5)).toEqual(Array(5).fill({ status: 'fulfilled', value: true }));
    expect(results[5].status).toBe('rejected');
    expect(writes.moveWrites.stats.redone - before).toBe(5); // the four good ones and the bad one, each again alone
    for (const m of [matches[0], matches[1], matches[3], matches[4]]) await expectStored(m.id, m.version + 1);
    await expectStored(matches[2].id, matches[2].version);
  });

  pgIt(
    'two instances race batches over the same matches: one write per match and round wins, no deadlock, every log replays',
    async () => {
      const second = await createTestApp([counterBinding()]);
      try {
        const stores = [t.app, second.app].map((app) => ({
          fetch: (id: string) => app.get(MatchStore).fetch(id),
          setState: (...a: Parameters<MatchWrites['setState']>) => app.get(MatchWrites).setState(...a),
        }));
        const matches = await Promise.all(Array.from({ length: 12 }, () => newMatch()));
        const ids = matches.map((m) => m.id);
        const started = Date.now();
        for (let round = 0; round < 8; round++) {
          // both instances read every match first, then each submits a move for each, in its own order, all at once
          const reads = await Promise.all(stores.map((s) => Promise.all(ids.map((id) => s.fetch(id)))));
          const attempts = await Promise.all(
            stores.map((s, k) => {
              const order = k === 0 ? reads[k] : [...reads[k]].reverse();
              return Promise.all(
                order.map((m) => {
                  const n = add(m!, 1 + k);
                  return s.setState(m!, n.record, n.moves).then((won) => ({ id: m!.id, won }));
                }),
              );
            }),
          );
          for (const id of ids) expect(attempts.flat().filter((a) => a.id === id && a.won)).toHaveLength(1);
        }
        // a deadlock between the two instances' batches would have cost a second each (deadlock_timeout)
        expect(Date.now() - started).toBeLessThan(8_000);
        for (const m of matches) await expectStored(m.id, m.version + 8);
      } finally {
        await second.close();
      }
    },
  );
});
