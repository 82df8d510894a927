import fc from 'fast-check';
import { GroupCommit } from './group-commit';

/** A write of the model database: set `key` to `version` if it is still at `prev`. `bad` fails the statement it is in. */
interface W {
  key: number;
  prev: number;
  bad?: boolean;
}

class Outage extends Error {}

/**
 * A model of the batch statement: all or nothing. Each write of the batch takes effect if its row is
 * still at the version it read (rows updated earlier in the same batch count), unless a bad write makes
 * the whole statement fail, in which case nothing is applied.
 */
function modelDb(opts: { delay: () => number; outage?: () => boolean }) {
  const rows = new Map<number, number>();
  const log = { batches: [] as number[], maxInFlight: 0, inFlight: 0 };
  const run = async (items: W[]): Promise<boolean[]> => {
    log.inFlight++;
    log.maxInFlight = Math.max(log.maxInFlight, log.inFlight);
    log.batches.push(items.length);
    try {
      await new Promise((r) => setTimeout(r, opts.delay()));
      if (opts.outage?.()) throw new Outage('connection terminated');
      if (items.some((w) => w.bad)) throw new Error('22P02 bad input');
      const next = new Map(rows);
      const out = items.map((w) => {
        if ((next.get(w.key) ?? 0) !== w.prev) return false;
        next.set(w.key, w.prev + 1);
        return true;
      });
      for (const [k, v] of next) rows.set(k, v);
      return out;
    } finally {
      log.inFlight--;
    }
  };
  return { rows, log, run };
}

describe('GroupCommit', () => {
  it('a write submitted alone leaves at once, alone', async () => {
    const db = modelDb({ delay: () => 0 });
    const gc = new GroupCommit(db.run, {
      maxInFlight: 2,
      maxBatch: 64,
      isOutage: (e) => e instanceof Outage,
    });
    expect(await gc.submit({ key: 1, prev: 0 })).toBe(true);
    expect(await gc.submit({ key: 1, prev: 1 })).toBe(true);
    expect(db.log.batches).toEqual([1, 1]);
  });

  it('writes that arrive while the slots are busy leave together, up to maxBatch', async () => {
    const db = modelDb({ delay: () => 5 });
    const gc = new GroupCommit(db.run, { maxInFlight: 1, maxBatch: 4, isOutage: () => false });
    const results = await Promise.all(Array.from({ length: 10 }, (_, k) => gc.submit({ key: k, prev: 0 })));
    expect(results).toEqual(Array(10).fill(true));
    // the first leaves alone; the nine that queued behind it leave as 4 + 4 + 1
    expect(db.log.batches).toEqual([1, 4, 4, 1]);
    expect(gc.stats).toMatchObject({ statements: 4, writes: 10, largestBatch: 4 });
  });

  it('two writes of one row from the same version in one batch: exactly one takes effect', async () => {
    const db = modelDb({ delay: () => 2 });
    const gc = new GroupCommit(db.run, { maxInFlight: 1, maxBatch: 8, isOutage: () => false });
    const first = gc.submit({ key: 9, prev: 0 }); // leaves alone
    const [a, b] = await Promise.all([gc.submit({ key: 7, prev: 0 }), gc.submit({ key: 7, prev: 0 }), first]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(db.rows.get(7)).toBe(1);
  });

  it('property: every write settles once with its own outcome; a bad write fails alone; an outage fails its batch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.integer({ min: 0, max: 5 }),
            bad: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
            gap: fc.integer({ min: 0, max: 3 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(
          fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
          { minLength: 64, maxLength: 64 },
        ),
        async (writes, maxInFlight, maxBatch, outages) => {
          let call = 0;
          const db = modelDb({ delay: () => call % 3, outage: () => outages[call++ % outages.length] });
          const gc = new GroupCommit(db.run, { maxInFlight, maxBatch, isOutage: (e) => e instanceof Outage });
          const settled: { w: W; outcome: 'won' | 'lost' | 'bad' | 'outage' }[] = [];
          const pending: Promise<void>[] = [];
          for (const spec of writes) {
            // each write reads the row's current version, like a move from a fresh read
            const w: W = { key: spec.key, prev: db.rows.get(spec.key) ?? 0, bad: spec.bad };
            pending.push(
              gc.submit(w).then(
                (won) => void settled.push({ w, outcome: won ? 'won' : 'lost' }),
                (e) => void settled.push({ w, outcome: e instanceof Outage ? 'outage' : 'bad' }),
              ),
            );
            if (spec.gap) await new Promise((r) => setTimeout(r, spec.gap));
          }
          await Promise.all(pending);
          expect(settled).toHaveLength(writes.length);
          expect(db.log.maxInFlight).toBeLessThanOrEqual(maxInFlight + maxBatch); // redone writes of a failed batch run beside the slots
          expect(Math.max(...db.log.batches)).toBeLessThanOrEqual(maxBatch);
          for (const s of settled) {
            // a bad write never takes effect and never reports success
            if (s.w.bad) expect(['bad', 'outage']).toContain(s.outcome);
            else expect(s.outcome).not.toBe('bad');
          }
          // every row's version is the number of writes that report having taken effect on it (an outage
          // is thrown before the model applies anything, and a failed batch applies nothing)
          for (let key = 0; key <= 5; key++) {
            expect(db.rows.get(key) ?? 0).toBe(
              settled.filter((s) => s.w.key === key && s.outcome === 'won').length,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
