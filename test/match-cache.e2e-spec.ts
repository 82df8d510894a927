/**
 * The per-instance match cache (src/matches/match-cache.ts): a move starts from the record this
 * instance wrote last, and a stale record never decides anything. "Another instance" here is a second
 * MatchesService on the same database, with its own cache, as a second process would be.
 */
import { BotsOnlyPlayer } from '../src/matches/bots-only-player';
import { BotSteps } from '../src/matches/bot-steps';
import { replay } from '../src/engine/driver';
import { MatchCache } from '../src/matches/match-cache';
import type { MatchRecord } from '../src/matches/match-record';
import { MatchEvents } from '../src/matches/match-events';
import { MatchFinishes } from '../src/matches/match-finish';
import { MATCH_RATINGS } from '../src/matches/match-ratings';
import { AccountEvents } from '../src/accounts/account-events';
import { MatchCaller } from '../src/matches/match-caller';
import { MatchWriter } from '../src/matches/match-writer';
import { MatchesService } from '../src/matches/matches.service';
import { SeatSpecs } from '../src/matches/seat-specs';
import { GameRegistry } from '../src/game-registry/game-registry';
import { MatchLists } from '../src/persistence/match-lists';
import { MatchStore } from '../src/persistence/match-store';
import { MatchWrites } from '../src/persistence/match-writes';
import { APP_CONFIG } from '../src/tokens';
import { bearer, createTestApp, type TestApp } from './util/app';
import { counterBinding, makeCounterGame } from './util/counter-game';

const game = makeCounterGame();

const record = (id: string, version: number, status: MatchRecord['status'] = 'active'): MatchRecord => ({
  id,
  game: 'counter',
  status,
  options: {},
  seed: '00',
  seedHash: '',
  state: { version },
  version,
  deadline: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  seats: [],
  moveCount: version,
  resigned: [],
  result: null,
  rated: false,
  sealed: false,
});

describe('MatchCache', () => {
  it('keeps the newest record of each active match, least recently used out first', () => {
    const c = new MatchCache(2);
    c.remember(record('a', 1));
    c.remember(record('b', 1));
    expect(c.get('a')!.version).toBe(1); // a is now the most recently used
    c.remember(record('c', 1));
    expect([c.get('a')?.version, c.get('b'), c.get('c')?.version]).toEqual([1, undefined, 1]);
    expect(c.size).toBe(2);
    // an older write finishing late does not replace a newer one
    c.remember(record('a', 3));
    c.remember(record('a', 2));
    expect(c.get('a')!.version).toBe(3);
    // a finished (or open) match is dropped, and forget drops
    c.remember(record('a', 4, 'finished'));
    expect(c.get('a')).toBeUndefined();
    c.remember(record('c', 2, 'open'));
    expect(c.get('c')).toBeUndefined();
    c.remember(record('d', 1));
    c.forget('d');
    expect(c.size).toBe(0);
  });

  it('keeps nothing at capacity 0', () => {
    const c = new MatchCache(0);
    c.remember(record('a', 1));
    expect(c.get('a')).toBeUndefined();
  });
});

describe('moves from a cached record that another instance made stale', () => {
  let t: TestApp;
  let other: MatchesService;
  beforeAll(async () => {
    t = await createTestApp([counterBinding()]);
    // another instance: its own writer, and with it its own cache of active matches
    const writer = new MatchWriter(
      t.app.get(MatchWrites),
      t.app.get(MatchEvents),
      t.app.get(GameRegistry),
      t.app.get(AccountEvents),
      t.app.get(MATCH_RATINGS),
      t.app.get(MatchFinishes),
      t.app.get(APP_CONFIG),
    );
    other = new MatchesService(
      t.app.get(MatchStore),
      writer,
      t.app.get(MatchCaller),
      t.app.get(SeatSpecs),
      t.app.get(GameRegistry),
      t.app.get(APP_CONFIG),
      t.app.get(BotSteps),
      t.app.get(MatchLists),
      t.app.get(BotsOnlyPlayer),
    );
  });
  afterAll(() => t.close());

  async function newMatch(): Promise<{ id: string; tokens: string[] }> {
    const m = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { target: 50 } })
        .expect(201)
    ).body;
    return { id: m.id, tokens: m.seats.map((s: { token: string }) => s.token) };
  }
  const add = (id: string, token: string, amount = 1) =>
    t.http.post(`/counter/matches/${id}/moves`).set(bearer(token)).send({ type: 'add', amount });

  async function expectConsistent(id: string): Promise<void> {
    const row = await t.db.match.findUniqueOrThrow({ where: { id } });
    const log = await t.db.move.findMany({ where: { matchId: id }, orderBy: { seq: 'asc' } });
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

  it('a move whose turn came through another instance is accepted (the stale "not your turn" is re-checked)', async () => {
    const { id, tokens } = await newMatch();
    expect((await add(id, tokens[0])).status).toBe(201); // cached here at version 2, seat 1 to act
    await other.move('counter', id, tokens[1], { type: 'add', amount: 2 }, undefined, undefined); // version 3, seat 0 to act
    const res = await add(id, tokens[0], 3);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 4, toAct: [1] });
    expect(res.body.state.total).toBe(6);
    await expectConsistent(id);
  });

  it('a move the stale record would allow is refused after a fresh read, and changes nothing', async () => {
    const { id, tokens } = await newMatch();
    expect((await add(id, tokens[0])).status).toBe(201); // cached: version 2, seat 1 to act
    await other.move('counter', id, tokens[1], { type: 'add', amount: 1 }, undefined, undefined); // now seat 0 to act
    const res = await add(id, tokens[1]); // the cache says seat 1 may move; the database says not
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not-your-turn');
    const row = await t.db.match.findUniqueOrThrow({ where: { id } });
    expect(row.version).toBe(3);
    await expectConsistent(id);
  });

  it('an expectedVersion is checked against the database, not the cache', async () => {
    const { id, tokens } = await newMatch();
    expect((await add(id, tokens[0])).status).toBe(201);
    await other.move('counter', id, tokens[1], { type: 'add', amount: 1 }, undefined, undefined);
    const stale = await t.http
      .post(`/counter/matches/${id}/moves`)
      .set(bearer(tokens[0]))
      .send({ type: 'add', amount: 1, expectedVersion: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.reason ?? stale.body.error).toMatch(/stale-version/);
    const fresh = await t.http
      .post(`/counter/matches/${id}/moves`)
      .set(bearer(tokens[0]))
      .send({ type: 'add', amount: 1, expectedVersion: 3 });
    expect(fresh.status).toBe(201);
    await expectConsistent(id);
  });

  it('a database error on a write from the cache is answered, not retried (the write may have committed)', async () => {
    const { id, tokens } = await newMatch();
    expect((await add(id, tokens[0])).status).toBe(201); // cached
    const store = t.app.get(MatchWrites);
    let writes = 0;
    const write = jest.spyOn(store, 'setState').mockImplementation(() => {
      writes++;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    });
    try {
      const res = await add(id, tokens[1]);
      expect(res.status).toBe(503);
      expect(writes).toBe(1);
    } finally {
      write.mockRestore();
    }
    // the next move reads the match afresh (the cache entry was dropped) and plays
    expect((await add(id, tokens[1])).status).toBe(201);
    await expectConsistent(id);
  });

  it('two instances alternating on one match lose no move and duplicate none', async () => {
    const { id, tokens } = await newMatch();
    let total = 0;
    for (let i = 0; total < 50; i++) {
      const amount = Math.min(1 + (i % 3), 50 - total);
      if (i % 3 === 2)
        await other.move('counter', id, tokens[i % 2], { type: 'add', amount }, undefined, undefined);
      else expect((await add(id, tokens[i % 2], amount)).status).toBe(201);
      total += amount;
    }
    const view = (await t.http.get(`/counter/matches/${id}`).expect(200)).body;
    expect(view.status).toBe('finished');
    expect(view.state.total).toBe(50);
    await expectConsistent(id);
  });
});
