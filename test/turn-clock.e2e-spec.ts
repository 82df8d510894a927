/**
 * Turn clocks (`turnSeconds`): a seat that does not move in time gets its timeout move from the
 * database-driven sweep, also after a restart of the service; the view shows the deadline and the
 * move log shows the timeout move. Texas Hold'em's timeout move is check, or fold when checking is not
 * allowed. Waits are long polls (driven by the match's events), never fixed sleeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameBinding } from '../src/game-registry/game-binding';
import { GAMES } from '../src/games/registry';
import { TurnClock } from '../src/matches/turn-clock';
import { materialize } from '../examples/bot';
import { counterBinding } from './util/counter-game';
import { bearer, createTestApp, type TestApp } from './util/app';

interface Created {
  id: string;
  version: number;
  deadline: string | null;
  seats: { seat: number; token?: string }[];
}

/** Long poll until the match passes `version` (the sweep's move publishes an event). */
async function nextVersion(t: TestApp, game: string, id: string, version: number, token?: string) {
  const req = t.http.get(`/${game}/matches/${id}?waitForVersion=${version}&timeoutSeconds=20`);
  const res = await (token ? req.set(bearer(token)) : req).expect(200);
  expect(res.body.version).toBeGreaterThan(version);
  return res.body;
}

const holdem: GameBinding = GAMES.find((g) => g.definition.id === 'texas-holdem')!;
const chinesePoker = GAMES.find((g) => g.definition.id === 'chinese-poker');

describe('turn clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([counterBinding(), holdem, ...(chinesePoker ? [chinesePoker] : [])]);
  });
  afterAll(() => t.close());

  it('a seat that does not move within turnSeconds gets its timeout move; the view shows the deadline', async () => {
    const before = Date.now();
    const m: Created = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 5 } })
        .expect(201)
    ).body;
    const deadline = Date.parse(m.deadline!);
    expect(deadline).toBeGreaterThanOrEqual(before + 5000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 5000);
    const view = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[0].token!)).expect(200))
      .body;
    expect(view).toMatchObject({ deadline: m.deadline, toAct: [0], options: { turnSeconds: 5 } });

    const after = await nextVersion(t, 'counter', m.id, m.version, m.seats[1].token);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline);
    expect(after.toAct).toEqual([1]);
    // the next seat's clock started when the timeout move was played
    expect(Date.parse(after.deadline)).toBeGreaterThanOrEqual(deadline + 5000);
    const log = (await t.http.get(`/counter/matches/${m.id}/moves`).expect(200)).body;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seq: 1, seat: 0 });
    expect(['add', 'swap']).toContain(log[0].move.type);

    // without the option there is no clock
    const free: Created = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    expect(free.deadline).toBeNull();
    // and the option has a floor
    const low = await t.http
      .post('/counter/matches')
      .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 1 } })
      .expect(400);
    expect(Object.keys(low.body.details)).toContain('options.turnSeconds');
  });

  it('the clock starts when the last seat is taken, not while the match is open', async () => {
    const m: Created = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, {}], options: { turnSeconds: 30 } })
        .expect(201)
    ).body;
    expect(m.deadline).toBeNull();
    const before = Date.now();
    const joined = (await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'bo' }).expect(201))
      .body;
    expect(joined.match.status).toBe('active');
    const deadline = Date.parse(joined.match.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 30_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30_000);
  });

  it('a backlog of due clocks is drained in one sweep, not 50 at a time (issue 41)', async () => {
    const n = 130;
    const ids: string[] = [];
    for (let i = 0; i < n; i += 26) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(26, n - i) }, () =>
          t.http
            .post('/counter/matches')
            .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 600 } })
            .expect(201),
        ),
      );
      ids.push(...batch.map((r) => r.body.id as string));
    }
    // every clock runs out at once (one account's matches, all late together)
    await t.db.match.updateMany({
      where: { id: { in: ids } },
      data: { deadline: new Date(Date.now() - 1000) },
    });
    const dueNow = () =>
      t.db.match.count({ where: { id: { in: ids }, status: 'active', deadline: { lte: new Date() } } });
    expect(await dueNow()).toBe(n);
    // one drain (the timer's sweep may be playing some of them at the same time: each is played once)
    await t.app.get(TurnClock).drain();
    expect(await dueNow()).toBe(0);
    const moves = await t.db.move.groupBy({ by: ['matchId'], where: { matchId: { in: ids } }, _count: true });
    expect(moves).toHaveLength(n);
    expect(moves.every((m) => m._count === 1)).toBe(true);
  });

  it('the clock survives a restart: the restarted service plays the timeout move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-clock-'));
    const env = { DATA_DIR: dir }; // ignored on PostgreSQL, where both runs share DATABASE_URL
    try {
      const a = await createTestApp([counterBinding()], env);
      // an hour: the first service cannot play bo's timeout move, however slow the restart
      const m: Created = (
        await a.http
          .post('/counter/matches')
          .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 3600 } })
          .expect(201)
      ).body;
      await a.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.seats[0].token!))
        .send({ type: 'add', amount: 2 })
        .expect(201);
      const v = m.version + 1;
      const { deadline } = (await a.http.get(`/counter/matches/${m.id}`).expect(200)).body;
      await a.close(); // the service goes down before bo's deadline

      const b = await createTestApp([counterBinding()], env);
      try {
        // the restarted service has the match as it was left, deadline included
        expect((await b.http.get(`/counter/matches/${m.id}`).expect(200)).body).toMatchObject({
          version: v,
          deadline,
          toAct: [1],
        });
        // bo's time runs out (the clock is the database's deadline); the restarted service's own clock,
        // not a sweep run by the test, plays the timeout move
        await b.db.match.update({ where: { id: m.id }, data: { deadline: new Date(Date.now() - 1000) } });
        const after = await nextVersion(b, 'counter', m.id, v);
        expect(after.toAct).toEqual([0]);
        const log = (await b.http.get(`/counter/matches/${m.id}/moves`).expect(200)).body;
        expect(log.map((e: { seat: number }) => e.seat)).toEqual([0, 1]);
      } finally {
        await b.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Texas Hold'em: the timeout move is check when checking is allowed, otherwise fold", async () => {
    const m: Created = (
      await t.http
        .post('/texas-holdem/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 60 } })
        .expect(201)
    ).body;
    const tokens = m.seats.map((s) => s.token!);
    const seatView = async (seat: number) =>
      (await t.http.get(`/texas-holdem/matches/${m.id}`).set(bearer(tokens[seat])).expect(200)).body;
    const log = async () =>
      (await t.http.get(`/texas-holdem/matches/${m.id}/moves`).expect(200)).body as {
        seat: number;
        move: { type: string };
      }[];

    // preflop, the small blind faces the big blind: it may not check, so it folds
    let view = await seatView(0);
    const sb = view.toAct[0] as number;
    expect(Date.parse(view.deadline)).toBeGreaterThan(Date.now() + 50_000);
    expect((await seatView(sb)).legalMoves.map((x: { type: string }) => x.type)).not.toContain('check');
    await expire('texas-holdem', m.id);
    expect((await log()).at(-1)).toMatchObject({ seat: sb, move: { type: 'fold' } });

    // next hand: the new small blind calls, and the big blind, who may check, checks when its time is up
    view = await seatView(0);
    const caller = view.toAct[0] as number;
    const call = (await seatView(caller)).legalMoves.find((x: { type: string }) => x.type === 'call');
    await t.http
      .post(`/texas-holdem/matches/${m.id}/moves`)
      .set(bearer(tokens[caller]))
      .send(call)
      .expect(201);
    const bb = (await seatView(0)).toAct[0] as number;
    expect(bb).not.toBe(caller);
    expect((await seatView(bb)).legalMoves.map((x: { type: string }) => x.type)).toContain('check');
    await expire('texas-holdem', m.id);
    const entries = await log();
    expect(entries.at(-1)).toMatchObject({ seat: bb, move: { type: 'check' } });
    expect(entries.map((e) => e.move.type)).toEqual(['fold', 'call', 'check']);
  });

  /** Moves the match's deadline into the past, runs the sweep (as any instance's next sweep would) and waits for its moves. */
  async function expire(game: string, id: string) {
    const { version } = (await t.http.get(`/${game}/matches/${id}`).expect(200)).body;
    await t.db.match.update({ where: { id }, data: { deadline: new Date(Date.now() - 1000) } });
    await t.app.get(TurnClock).sweep();
    return nextVersion(t, game, id, version);
  }

  (chinesePoker ? it : it.skip)(
    'a simultaneous phase (Chinese poker): one clock for all, every late seat gets its timeout move',
    async () => {
      const m: Created = (
        await t.http
          .post('/chinese-poker/matches')
          .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { turnSeconds: 60, hands: 2 } })
          .expect(201)
      ).body;
      const [ana, bo] = m.seats.map((s) => s.token!);
      const view = (await t.http.get(`/chinese-poker/matches/${m.id}`).set(bearer(ana)).expect(200)).body;
      expect(view.toAct).toEqual([0, 1]);
      // ana arranges in time (a random arrangement may put rows out of order: 422, draw again)
      let accepted = false;
      for (let i = 0; i < 60 && !accepted; i++) {
        const res = await t.http
          .post(`/chinese-poker/matches/${m.id}/moves`)
          .set(bearer(ana))
          .send(materialize(view.legalMoves[0]));
        expect([201, 422]).toContain(res.status);
        accepted = res.status === 201;
      }
      expect(accepted).toBe(true);
      const waiting = (await t.http.get(`/chinese-poker/matches/${m.id}`).set(bearer(bo)).expect(200)).body;
      expect(waiting.toAct).toEqual([1]);
      expect(waiting.deadline).toBe(m.deadline); // bo's clock did not restart when ana moved

      // bo's time runs out: his timeout arrangement completes the hand
      const next = await expire('chinese-poker', m.id);
      expect(next.toAct).toEqual([0, 1]);
      let log = (await t.http.get(`/chinese-poker/matches/${m.id}/moves`).expect(200)).body as {
        seat: number;
        move: { type: string };
      }[];
      expect(log.map((e) => e.seat)).toEqual([0, 1]);
      expect(Date.parse(next.deadline)).toBeGreaterThan(Date.now() + 50_000); // a fresh clock for the new hand

      // nobody arranges the second hand: both get their timeout moves in one sweep, and the match ends
      const end = await expire('chinese-poker', m.id);
      expect(end.status).toBe('finished');
      log = (await t.http.get(`/chinese-poker/matches/${m.id}/moves`).expect(200)).body;
      expect(log.map((e) => e.seat)).toEqual([0, 1, 0, 1]);
      expect(end.deadline).toBeNull();
    },
  );
});
