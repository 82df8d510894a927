/**
 * The pure lifecycle: `nextRecord` for a start, a join, a move and a timeout, on the Counter test game
 * (test/util/counter-game.ts: add 1–3 to a shared total, whoever reaches the target wins) and on the
 * real games, with a property over random matches: each step adds one version, the moves it returns
 * are the log, and replaying the seed and the log gives the stored state.
 */
import fc from 'fast-check';
import { decideNow, replay, type ReplayMove } from '../engine/driver';
import { optionDefaults } from '../engine/options';
import { materialize } from '../engine/playout';
import { rngFromSeed } from '../engine/random';
import type { GameDefinition } from '../engine/types';
import { GAMES } from '../games/registry';
import { makeCounterGame } from '../../test/util/counter-game';
import {
  checkMove,
  deadlineFor,
  finalScores,
  newMatch,
  nextRecord,
  nextRecordWith,
  type Step,
} from './lifecycle';
import type { MatchRecord, SeatRecord } from './match-record';

const counter: GameDefinition = makeCounterGame();
const SEED = '5eed'.repeat(8);
const NOW = new Date('2026-11-23T12:00:00.000Z');
const later = (s: number) => new Date(NOW.getTime() + s * 1000);

const person = (seat: number): SeatRecord => ({
  seat,
  name: `p${seat}`,
  bot: null,
  tokenHash: `h${seat}`,
  accountId: null,
});
const bot = (seat: number, name = 'basic'): SeatRecord => ({
  seat,
  name: null,
  bot: name,
  tokenHash: null,
  accountId: null,
});
const open = (seat: number): SeatRecord => ({
  seat,
  name: null,
  bot: null,
  tokenHash: null,
  accountId: null,
});

function blank(
  seats: SeatRecord[],
  options: Record<string, unknown> = {},
  game: GameDefinition = counter,
): MatchRecord {
  return newMatch(game, {
    id: '00000000-0000-4000-8000-000000000001',
    seed: SEED,
    options: { target: 21, turnSeconds: null, ...options },
    seats,
    createdAt: NOW,
  });
}

function started(seats: SeatRecord[], options: Record<string, unknown> = {}): MatchRecord {
  return nextRecord(counter, blank(seats, options), { kind: 'start' }, NOW)!.record;
}

/** Deep copy, to check that nextRecord leaves its input as it was. */
const copy = <T>(x: T): T => structuredClone(x);

describe('nextRecord: start', () => {
  it('every seat a person: active at version 1, nothing played, no clock without turnSeconds', () => {
    const t = nextRecord(counter, blank([person(0), person(1)]), { kind: 'start' }, NOW)!;
    expect(t.record).toMatchObject({ status: 'active', version: 1, moveCount: 0, deadline: null });
    expect(t.moves).toEqual([]);
    expect(t.scores).toBeNull();
    expect(counter.toAct(t.record.state)).toEqual([0]);
  });

  it('an open seat: open, and the bots wait for the match to fill', () => {
    const t = nextRecord(counter, blank([bot(0), open(1)]), { kind: 'start' }, NOW)!;
    expect(t.record).toMatchObject({ status: 'open', version: 1, moveCount: 0, deadline: null });
    expect(t.moves).toEqual([]);
  });

  it('bots only: they play the match out, the record is finished with its final scores, the log replays', () => {
    const m = blank([bot(0), bot(1, 'random')]);
    const t = nextRecord(counter, m, { kind: 'start' }, NOW)!;
    expect(t.record.status).toBe('finished');
    expect(t.moves.length).toBeGreaterThan(0);
    expect(t.record.moveCount).toBe(t.moves.length);
    expect(replay(counter, 2, m.options, SEED, t.moves)).toEqual(t.record.state);
    const result = counter.result(t.record.state)!;
    expect(t.scores).toEqual(finalScores(counter, t.record));
    expect(t.scores!.find((s) => s.standing === 1)!.seat).toBe(result.winners[0]);
    expect(t.record.deadline).toBeNull();
  });

  it('a turn clock starts with the first turn', () => {
    const t = nextRecord(
      counter,
      blank([person(0), person(1)], { turnSeconds: 30 }),
      { kind: 'start' },
      NOW,
    )!;
    expect(t.record.deadline).toEqual(later(30));
  });
});

describe('nextRecord: join', () => {
  it('takes the first open seat; the match starts when the last one is taken, and its bots play at once', () => {
    const m = started([open(0), bot(1), open(2)], { turnSeconds: 60 });
    const before = copy(m);
    const first = nextRecord(counter, m, { kind: 'join', name: 'ana', tokenHash: 'ha' }, NOW)!;
    expect(m).toEqual(before);
    expect(first.seat).toBe(0);
    expect(first.record).toMatchObject({ status: 'open', version: 2, deadline: null });
    expect(first.record.seats[0]).toEqual({
      seat: 0,
      name: 'ana',
      bot: null,
      tokenHash: 'ha',
      accountId: null,
    });
    expect(first.moves).toEqual([]);

    const last = nextRecord(counter, first.record, { kind: 'join', name: 'bo', tokenHash: 'hb' }, later(5))!;
    expect(last.seat).toBe(2);
    expect(last.record).toMatchObject({ status: 'active', version: 3, deadline: later(65) });
    // seat 0 adds first: nobody else moved yet
    expect(last.moves).toEqual([]);
    expect(counter.toAct(last.record.state)).toEqual([0]);
  });

  it('a chosen seat; a taken seat, a seat that does not exist and a full match are refused', () => {
    const m = started([open(0), open(1)]);
    const t = nextRecord(counter, m, { kind: 'join', seat: 1, name: 'bo', tokenHash: 'hb' }, NOW)!;
    expect(t.seat).toBe(1);
    expect(() =>
      nextRecord(counter, t.record, { kind: 'join', seat: 1, name: 'cy', tokenHash: 'hc' }, NOW),
    ).toThrow(expect.objectContaining({ kind: 'conflict', reason: 'seat-taken' }));
    expect(() =>
      nextRecord(counter, t.record, { kind: 'join', seat: 7, name: 'cy', tokenHash: 'hc' }, NOW),
    ).toThrow(expect.objectContaining({ kind: 'bad-request', details: { seat: 'seats are 0 to 1' } }));
    const full = nextRecord(counter, t.record, { kind: 'join', name: 'cy', tokenHash: 'hc' }, NOW)!.record;
    expect(full.status).toBe('active');
    expect(() => nextRecord(counter, full, { kind: 'join', name: 'di', tokenHash: 'hd' }, NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'match-full' }),
    );
  });
});

describe('nextRecord: move', () => {
  const add = (seat: number, amount: number, expectedVersion?: number): Step => ({
    kind: 'move',
    seat,
    move: { type: 'add', amount },
    expectedVersion,
  });

  it('applies the move, then the bots; one version, the moves to log, the input untouched', () => {
    const m = started([person(0), bot(1)]);
    const before = copy(m);
    const t = nextRecord(counter, m, add(0, 2), NOW)!;
    expect(m).toEqual(before);
    expect(t.record.version).toBe(m.version + 1);
    expect(t.moves[0]).toEqual({ seat: 0, move: { type: 'add', amount: 2 } });
    // the basic bot answered with its own move in the same step
    expect(t.moves).toHaveLength(2);
    expect(t.moves[1].seat).toBe(1);
    expect(t.record.moveCount).toBe(2);
    expect((t.record.state as { total: number }).total).toBe(2 + (t.moves[1].move.amount as number));
    expect(counter.toAct(t.record.state)).toEqual([0]);
  });

  it('refuses with the reason the HTTP layer reports: stale version, not started, finished, not your turn, illegal', () => {
    const m = started([person(0), person(1)]);
    expect(() => nextRecord(counter, m, add(0, 1, m.version + 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'stale-version' }),
    );
    expect(() => nextRecord(counter, started([person(0), open(1)]), add(0, 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'match-not-started' }),
    );
    // the rules' own reason rides along with not-your-turn when they give one
    expect(() => nextRecord(counter, m, add(1, 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'not-your-turn', reason: 'not-your-turn' }),
    );
    // an amount outside the move schema fails the engine's shared shape check
    expect(() => nextRecord(counter, m, add(0, 4), NOW)).toThrow(
      expect.objectContaining({ kind: 'illegal-move', reason: 'invalid-move' }),
    );
    const done = nextRecord(counter, started([person(0), person(1)], { target: 3 }), add(0, 3), NOW)!;
    expect(done.record.status).toBe('finished');
    expect(done.scores).toEqual([
      { seat: 0, points: 3, standing: 1 },
      { seat: 1, points: 0, standing: 2 },
    ]);
    expect(() => nextRecord(counter, done.record, add(1, 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'match-finished' }),
    );
  });

  it('judges a move once: the rules see each refused move one time, and a finished state is match-finished', () => {
    let calls = 0;
    const counting: GameDefinition = {
      ...counter,
      apply: (s, seat, mv) => (calls++, counter.apply(s, seat, mv)),
    };
    const m = nextRecord(counting, blank([person(0), person(1)]), { kind: 'start' }, NOW)!.record;
    calls = 0;
    expect(() => nextRecord(counting, m, add(1, 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'not-your-turn' }),
    );
    expect(calls).toBe(1);
    calls = 0;
    expect(() => nextRecord(counting, m, add(0, 4), NOW)).toThrow(
      expect.objectContaining({ kind: 'illegal-move' }),
    );
    expect(calls).toBe(1);
    // a state the rules call over, on a record not yet marked finished: the one public code
    const over = nextRecord(counter, started([person(0), person(1)], { target: 3 }), add(0, 3), NOW)!.record;
    expect(() => nextRecord(counter, { ...over, status: 'active' }, add(1, 1), NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'match-finished' }),
    );
    expect(checkMove(counter, { ...over, status: 'active' }, 1, { type: 'add', amount: 1 })).toMatchObject({
      valid: false,
      reason: 'match-finished',
    });
  });

  it('the right expectedVersion is accepted; the clock restarts for the next seat', () => {
    const m = started([person(0), person(1)], { turnSeconds: 20 });
    const t = nextRecord(counter, m, add(0, 1, m.version), later(7))!;
    expect(t.record.deadline).toEqual(later(27));
  });

  it('checkMove says the same without changing anything', () => {
    const m = started([person(0), person(1)]);
    expect(checkMove(counter, m, 0, { type: 'add', amount: 2 })).toMatchObject({ valid: true, reason: null });
    expect(checkMove(counter, m, 1, { type: 'add', amount: 2 })).toMatchObject({
      valid: false,
      reason: 'not-your-turn',
    });
    expect(checkMove(counter, m, 0, { type: 'add', amount: 9 })).toMatchObject({
      valid: false,
      reason: 'invalid-move',
    });
    expect(checkMove(counter, started([person(0), open(1)]), 0, { type: 'add', amount: 1 })).toMatchObject({
      valid: false,
      reason: 'match-not-started',
    });
  });
});

describe('nextRecord: timeout', () => {
  it('does nothing before the deadline, without a clock, or on a match that is not active', () => {
    const m = started([person(0), person(1)], { turnSeconds: 10 });
    expect(nextRecord(counter, m, { kind: 'timeout' }, later(9))).toBeNull();
    expect(nextRecord(counter, started([person(0), person(1)]), { kind: 'timeout' }, later(3600))).toBeNull();
    expect(
      nextRecord(
        counter,
        started([person(0), open(1)], { turnSeconds: 10 }),
        { kind: 'timeout' },
        later(3600),
      ),
    ).toBeNull();
  });

  it('once the deadline has passed, plays a legal move for the seat to act (seeded), then the bots, and restarts the clock', () => {
    const m = started([person(0), bot(1)], { turnSeconds: 10 });
    const before = copy(m);
    const t = nextRecord(counter, m, { kind: 'timeout' }, later(10))!;
    expect(m).toEqual(before);
    expect(t.moves[0].seat).toBe(0);
    expect(t.moves[1].seat).toBe(1);
    expect(t.record.version).toBe(m.version + 1);
    expect(t.record.deadline).toEqual(later(20));
    expect(replay(counter, 2, m.options, SEED, t.moves)).toEqual(t.record.state);
    // the same clock, the same seed: the same timeout move
    expect(nextRecord(counter, m, { kind: 'timeout' }, later(11))!.moves).toEqual(t.moves);
  });
});

describe('deadlineFor', () => {
  const simultaneous = { toAct: (s: { toAct: number[] }) => s.toAct } as unknown as GameDefinition;
  const rec = (toAct: number[], deadline: Date | null): MatchRecord => ({
    ...blank([person(0)]),
    status: 'active',
    state: { toAct },
    deadline,
  });

  it('keeps the running clock while the seats of a simultaneous phase move one by one, and restarts it when the seats change', () => {
    const prev = rec([0, 1, 2], later(30));
    const opts = { turnSeconds: 30 };
    expect(deadlineFor(simultaneous, 'active', { toAct: [0, 2] }, opts, later(10), prev)).toEqual(later(30));
    expect(deadlineFor(simultaneous, 'active', { toAct: [1, 3] }, opts, later(10), prev)).toEqual(later(40));
    expect(deadlineFor(simultaneous, 'active', { toAct: [0, 2] }, opts, later(10))).toEqual(later(40));
    expect(deadlineFor(simultaneous, 'finished', { toAct: [] }, opts, later(10), prev)).toBeNull();
    expect(
      deadlineFor(simultaneous, 'active', { toAct: [0] }, { turnSeconds: null }, later(10), prev),
    ).toBeNull();
  });
});

describe('finalScores', () => {
  it('winners stand first; equal scores share a standing', () => {
    const game = {
      result: () => ({ winners: [2], scores: [5, 9, 3, 9], reason: 'x' }),
      scores: () => [],
    } as unknown as GameDefinition;
    expect(finalScores(game, { state: null, resigned: [], result: null })).toEqual([
      { seat: 0, points: 5, standing: 4 },
      { seat: 1, points: 9, standing: 2 },
      { seat: 2, points: 3, standing: 1 },
      { seat: 3, points: 9, standing: 2 },
    ]);
  });
});

describe('nextRecord over random matches of every game (property)', () => {
  for (const { definition: game } of GAMES) {
    it(`${game.id}: every step adds one version; the log the steps return replays to the record's state`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
          fc.integer({ min: 0, max: 2 }),
          (n, players, bots) => {
            const seed = n.toString(16).padStart(8, '0').repeat(4);
            const seats = Array.from({ length: players }, (_, s) =>
              s < Math.min(bots, players - 1) ? bot(s, 'random') : open(s),
            );
            let m = nextRecord(
              game,
              newMatch(game, { id: 'x', seed, options: defaults(game), seats, createdAt: NOW }),
              { kind: 'start' },
              NOW,
            )!.record;
            const log: ReplayMove[] = [];
            const step = (s: Step) => {
              const t = nextRecord(game, m, s, NOW)!;
              expect(t.record.version).toBe(m.version + 1);
              expect(t.record.moveCount).toBe(m.moveCount + t.moves.length);
              log.push(...t.moves);
              m = t.record;
            };
            for (const s of seats)
              if (s.bot === null) step({ kind: 'join', name: `p${s.seat}`, tokenHash: `h${s.seat}` });
            for (let k = 0; k < 40 && m.status === 'active'; k++) {
              const seat = game.toAct(m.state)[0];
              const rng = rngFromSeed(seed, `test:${k}`);
              const move = materialize(rng.pick(game.legalMoves(m.state, seat)), rng);
              if (!game.apply(m.state, seat, move).ok) continue; // a template drawn into an illegal choice (e.g. Chinese poker rows)
              step({ kind: 'move', seat, move });
            }
            expect(replay(game, players, m.options, seed, log)).toEqual(m.state);
            expect(m.status === 'finished').toBe(game.result(m.state) !== null);
          },
        ),
        { numRuns: 8 },
      );
    });
  }
});

function defaults(game: GameDefinition): Record<string, unknown> {
  return Object.fromEntries(Object.entries(game.optionsSchema).map(([k, v]) => [k, v.default]));
}

describe('endings (resign, abandon)', () => {
  it('resign with two seats: finished at once, the other seat wins, the input untouched', () => {
    const m = started([person(0), person(1)]);
    const before = copy(m);
    const t = nextRecord(counter, m, { kind: 'resign', seat: 0 }, later(5))!;
    expect(m).toEqual(before);
    expect(t.record).toMatchObject({
      status: 'finished',
      version: m.version + 1,
      resigned: [0],
      result: { winners: [1], reason: 'resigned' },
      deadline: null,
    });
    expect(t.moves).toEqual([]);
    expect(t.scores!.map((s) => s.standing)).toEqual([2, 1]);
    expect(() => nextRecord(counter, t.record, { kind: 'resign', seat: 1 }, later(6))).toThrow(/finished/);
  });

  it('resign with three seats: the seat is out, its turns are timeout moves, it cannot move itself', () => {
    const m = started([person(0), person(1), person(2)]);
    const t = nextRecord(counter, m, { kind: 'resign', seat: 0 }, later(5))!;
    expect(t.record.status).toBe('active');
    expect(t.moves.map((x) => x.seat)).toEqual([0]);
    expect(counter.toAct(t.record.state)).toEqual([1]);
    expect(() =>
      nextRecord(counter, t.record, { kind: 'move', seat: 0, move: { type: 'add', amount: 1 } }, later(6)),
    ).toThrow(/resigned/);
    const u = nextRecord(
      counter,
      t.record,
      {
        kind: 'move',
        seat: 2 === counter.toAct(t.record.state)[0] ? 2 : 1,
        move: { type: 'add', amount: 1 },
      },
      later(6),
    )!;
    expect(u.record.resigned).toEqual([0]);
  });

  it('abandon: only an open match, only once its last change is older than the TTL', () => {
    const m = nextRecord(counter, blank([person(0), open(1)]), { kind: 'start' }, NOW)!.record;
    expect(nextRecord(counter, m, { kind: 'abandon', ttlSeconds: 60 }, later(59))).toBeNull();
    const t = nextRecord(counter, m, { kind: 'abandon', ttlSeconds: 60 }, later(60))!;
    expect(t.record).toMatchObject({
      status: 'finished',
      result: { winners: [], reason: 'abandoned' },
      version: m.version + 1,
    });
    expect(t.scores).toBeNull();
    expect(
      nextRecord(counter, started([person(0), person(1)]), { kind: 'abandon', ttlSeconds: 0 }, later(999)),
    ).toBeNull();
  });
});

describe('bot decisions made elsewhere (nextRecordWith)', () => {
  const euchre = GAMES.find((g) => g.definition.id === 'euchre')!.definition;
  const seats = [person(0), bot(1), bot(2, 'random'), bot(3)];
  const async0 = { moves: [] as ReplayMove[] };
  const start = () =>
    newMatch(euchre, {
      id: '00000000-0000-4000-8000-000000000002',
      seed: SEED,
      options: { ...optionDefaults(euchre.optionsSchema), turnSeconds: null },
      seats,
      createdAt: NOW,
    });

  it("gives the transition nextRecord gives when the decisions are the bots' own, asked one at a time", async () => {
    const calls: string[] = [];
    const sync = nextRecord(euchre, start(), { kind: 'start' }, NOW)!;
    const async = await nextRecordWith(euchre, start(), { kind: 'start' }, NOW, async (call) => {
      calls.push(call.label);
      // a bot sees only its seat's view
      expect(call.view).toEqual(euchre.view(replay(euchre, 4, call.options, SEED, async0.moves), call.seat));
      const move = decideNow(euchre, call);
      async0.moves.push({ seat: call.seat, move: move! });
      return move;
    });
    expect(sync!.moves.length).toBeGreaterThan(0);
    expect(async).toEqual(sync);
    expect(calls).toEqual(sync!.moves.map((_, i) => `bot:${i + 1}`));
  });

  it("a failed or illegal decision: a random legal move from the step's rng, and the log still replays", async () => {
    const m = start();
    const failed = await nextRecordWith(euchre, m, { kind: 'start' }, NOW, async (call) => {
      if (call.seat === 1) throw new Error('worker died');
      return call.seat === 3 ? { type: 'play', card: 'nonsense' } : decideNow(euchre, call);
    });
    expect(failed!.moves.length).toBeGreaterThan(0);
    expect(replay(euchre, 4, m.options, SEED, failed!.moves)).toEqual(failed!.record.state);
    // the same failures give the same moves: the fallback depends on the seed and the label only
    const again = await nextRecordWith(euchre, m, { kind: 'start' }, NOW, async (call) =>
      call.seat === 1 ? null : call.seat === 3 ? { type: 'x' } : decideNow(euchre, call),
    );
    expect(again).toEqual(failed);
  });

  it('a refused step throws before any decision is asked', async () => {
    const m = nextRecord(euchre, start(), { kind: 'start' }, NOW)!.record;
    const decide = jest.fn();
    const other = [1, 2, 3].find((s) => !euchre.toAct(m.state).includes(s))!;
    await expect(
      nextRecordWith(euchre, m, { kind: 'move', seat: other, move: { type: 'pass' } }, NOW, decide),
    ).rejects.toMatchObject({ kind: 'not-your-turn' });
    expect(decide).not.toHaveBeenCalled();
  });
});
