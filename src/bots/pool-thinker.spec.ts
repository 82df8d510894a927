import { engineGame } from '../engine/games';
import { initialState } from '../engine/driver';
import { optionDefaults } from '../engine/options';
import type { GameDefinition, Move } from '../engine/types';
import type { ThinkRequest } from './bot-thinker';
import { PoolThinker, Speed } from './pool-thinker';
import { think } from './think';

const SEED = 'ab'.repeat(32);

function requestFor(game: GameDefinition, bot: string, label: string): ThinkRequest {
  const options = optionDefaults(game.optionsSchema);
  const state = initialState(game, game.minPlayers, options, SEED);
  const seat = game.toAct(state)[0];
  return {
    game: game.id,
    bot,
    seat,
    view: game.view(state, seat),
    legalMoves: game.legalMoves(state, seat),
    options,
    seed: SEED,
    label,
  };
}

describe('the worker-thread bot pool', () => {
  let pool: PoolThinker;
  beforeAll(() => {
    pool = new PoolThinker({ threads: 2, timeoutMs: 30_000 });
  });
  afterAll(() => pool.close());

  it("answers every engine game's bots with the move the same request gives in-process", async () => {
    for (const id of ['east-west', 'in-between', 'euchre', 'texas-holdem', 'chinese-poker']) {
      const game = engineGame(id)!;
      for (const bot of Object.keys(game.bots)) {
        const r = requestFor(game, bot, 'bot:1');
        const move = await pool.think(game, r);
        expect(move).toEqual(think(r));
        const state = initialState(game, game.minPlayers, r.options, SEED);
        expect(game.apply(state, r.seat, move).ok).toBe(true);
      }
    }
  });

  it('thinks off the calling thread: the event loop keeps turning while decisions are made', async () => {
    const game = engineGame('chinese-poker')!; // basic: the slowest decision of the first levels
    const work = Promise.all(
      Array.from({ length: 4 }, (_, i) => pool.think(game, requestFor(game, 'basic', `bot:${i + 1}`))),
    );
    let ticks = 0;
    let done = false;
    void work.then(() => (done = true));
    while (!done) {
      await new Promise<void>((r) => setImmediate(r));
      ticks++;
    }
    await work;
    expect(ticks).toBeGreaterThan(4);
  });

  it('a game the workers do not know thinks on the calling thread', async () => {
    const base = engineGame('east-west')!;
    const copy: GameDefinition = {
      ...base,
      bots: { ...base.bots, random: Object.assign(() => ({ type: 'mine' }) as Move, {}) },
    };
    await expect(pool.think(copy, requestFor(copy, 'random', 'bot:1'))).resolves.toEqual({ type: 'mine' });
  });

  it('an unknown level or a failing bot rejects (the lifecycle then plays a random legal move)', async () => {
    const game = engineGame('euchre')!;
    await expect(pool.think(game, { ...requestFor(game, 'basic', 'bot:1'), bot: 'nobody' })).rejects.toThrow(
      /no bot nobody/,
    );
  });

  it('a decision past the time limit is aborted', async () => {
    const slow = new PoolThinker({ threads: 1, timeoutMs: 100 });
    try {
      const game = engineGame('chinese-poker')!;
      // basic arranges 13 cards by a full search: far more than 100 ms of work for a queue of them
      const all = Array.from({ length: 30 }, (_, i) =>
        slow.think(game, requestFor(game, 'basic', `bot:${i}`)).then(
          () => 'ok',
          (e: Error) => e.name,
        ),
      );
      expect(await Promise.all(all)).toContain('AbortError');
    } finally {
      await slow.close();
    }
  });
});

describe('the pool lanes', () => {
  it('an interactive decision never waits for background ones; each lane one thread at a time', async () => {
    const pool = new PoolThinker({ threads: 1, timeoutMs: 30_000, backgroundNice: 5 });
    try {
      const game = engineGame('chinese-poker')!; // basic: tens of milliseconds a decision
      const order: string[] = [];
      const ask = (priority: 'interactive' | 'background', tag: string) =>
        pool.think(game, requestFor(game, 'basic', `bot:${tag}`), priority).then(() => order.push(tag));
      const all = [
        ask('background', 'b1'),
        ask('background', 'b2'),
        ask('background', 'b3'),
        ask('background', 'b4'),
        ask('interactive', 'i1'),
      ];
      expect(pool.queued).toBe(3); // b1 and i1 run, b2 b3 b4 wait
      await Promise.all(all);
      expect(order.filter((t) => t.startsWith('b'))).toEqual(['b1', 'b2', 'b3', 'b4']);
      expect(order.indexOf('i1')).toBeLessThan(order.indexOf('b4'));
    } finally {
      await pool.close();
    }
  });
});

describe('quick levels', () => {
  it('a level whose decisions stay far below a thread hand-off is decided on the event loop; a slow one never', async () => {
    const pool = new PoolThinker({ threads: 1, timeoutMs: 30_000 });
    try {
      const random = engineGame('euchre')!;
      const slow = engineGame('chinese-poker')!;
      for (let i = 0; i < 80; i++) {
        await pool.think(random, requestFor(random, 'random', `bot:${i}`));
        if (i < 3) await pool.think(slow, requestFor(slow, 'basic', `bot:${i}`));
      }
      expect(pool.decidesInline('euchre', 'random')).toBe(true);
      expect(pool.decidesInline('chinese-poker', 'basic')).toBe(false);
      // the same move either way
      const r = requestFor(random, 'random', 'bot:99');
      expect(await pool.think(random, r)).toEqual(think(r));
    } finally {
      await pool.close();
    }
  });
});

describe('a level’s speed (what decides it inline)', () => {
  const quickLevel = () => {
    const s = new Speed();
    for (let i = 0; i < 64; i++) s.pooled(0.0001);
    return s;
  };

  it('is quick once 90 % of its last 64 decisions on a thread took under 0.5 ms', () => {
    const s = new Speed();
    for (let i = 0; i < 63; i++) s.pooled(0.0001);
    expect(s.quick).toBe(false);
    s.pooled(0.0001);
    expect(s.quick).toBe(true);
    for (let i = 0; i < 7; i++) s.pooled(0.01);
    expect(s.quick).toBe(false);
  });

  it('stays inline through a few stalls (a garbage collection), and goes back to the pool for good after 7 of 64', () => {
    const s = quickLevel();
    // six stalled decisions among many quick ones, again and again: still quick
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 6; i++) s.inline(0.005);
      for (let i = 0; i < 58; i++) s.inline(0.00005);
    }
    expect(s.quick).toBe(true);
    // a seventh within 64 decisions: a slow level, never inline again
    for (let i = 0; i < 7; i++) s.inline(0.005);
    expect(s.quick).toBe(false);
    for (let i = 0; i < 64; i++) s.pooled(0.0001);
    expect(s.quick).toBe(false);
  });
});
