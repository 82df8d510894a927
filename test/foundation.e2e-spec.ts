/**
 * The service foundation end to end, on the test-only Counter game: lifecycle, tokens, bots, races,
 * idempotency, errors, replay, persistence. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '../src/engine/driver';
import { readMigrations } from '../src/persistence/migrations';
import { counterBinding, makeCounterGame } from './util/counter-game';
import { bearer, createTestApp, type TestApp } from './util/app';
import { finished } from './util/matches';

const game = makeCounterGame();

describe('foundation (Counter test game)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([counterBinding(), counterBinding('counter-lobby')]);
  });
  afterAll(() => t.close());

  async function newMatch(players: object[] = [{ name: 'ana' }, { name: 'bo' }], options: object = {}) {
    const res = await t.http.post('/counter/matches').send({ players, options }).expect(201);
    return res.body as {
      id: string;
      version: number;
      seats: { seat: number; token?: string }[];
      fairness: { seedHash: string; seed: string | null };
    };
  }

  it('plays a whole match between two token holders', async () => {
    const m = await newMatch([{ name: 'ana' }, { name: 'bo' }], { target: 12 });
    expect(m.fairness.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.fairness.seed).toBeNull();
    const tokens = m.seats.map((s) => s.token!);
    expect(tokens.every((x) => typeof x === 'string' && x.length >= 22)).toBe(true);

    const spectator = (await t.http.get(`/counter/matches/${m.id}`).expect(200)).body;
    expect(spectator.status).toBe('active');
    expect(spectator.you).toBeNull();
    expect(spectator.state.secret).toBeNull();
    expect(spectator.legalMoves).toBeUndefined();
    expect(JSON.stringify(spectator)).not.toContain('deck"');

    let view = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(tokens[0])).expect(200)).body;
    expect(view.you).toBe(0);
    expect(view.state.secret).toMatch(/^[2-9TJQKA][cdhs]$/);
    expect(view.legalMoves[0]).toEqual({ type: 'add', amount: { min: 1, max: 3 } });
    const other = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(tokens[1])).expect(200)).body;
    expect(other.legalMoves).toBeUndefined();
    expect(other.state.secret).not.toBe(view.state.secret);

    // a swap hides the swapped-out card from the other seat in the log
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(tokens[0]))
      .send({ type: 'swap', card: view.state.secret })
      .expect(201);
    const log1 = (await t.http.get(`/counter/matches/${m.id}/moves`).set(bearer(tokens[1])).expect(200)).body;
    expect(log1).toEqual([{ seq: 1, seat: 0, move: { type: 'swap' }, at: expect.any(String) }]);
    const log0 = (await t.http.get(`/counter/matches/${m.id}/moves`).set(bearer(tokens[0])).expect(200)).body;
    expect(log0[0].move).toEqual({ type: 'swap', card: view.state.secret });

    let seat = 1;
    while (view.status !== 'finished') {
      const res = await t.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(tokens[seat]))
        .send({ type: 'add', amount: 3 });
      if (res.status === 422) {
        expect(res.body).toMatchObject({ statusCode: 422, error: 'illegal-move', reason: 'past-target' });
        const need = res.body.message && view.state ? 1 : 1;
        await t.http
          .post(`/counter/matches/${m.id}/moves`)
          .set(bearer(tokens[seat]))
          .send({ type: 'add', amount: need })
          .expect(201);
      } else expect(res.status).toBe(201);
      view = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(tokens[seat])).expect(200)).body;
      seat = 1 - seat;
    }
    expect(view.state.total).toBe(12);
    expect(view.result).toMatchObject({ reason: 'target-reached' });
    expect(view.fairness.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(view.fairness.seed).digest('hex')).toBe(m.fairness.seedHash);

    // scores are written when the match ends
    const scores = await t.db.score.findMany({ where: { matchId: m.id }, orderBy: { seat: 'asc' } });
    expect(scores.map((s) => s.points)).toEqual(view.scores);
    expect(scores.find((s) => view.result.winners.includes(s.seat))!.standing).toBe(1);

    // the finished log is shown whole; replaying seed + log reproduces the stored state
    const log = (await t.http.get(`/counter/matches/${m.id}/moves`).expect(200)).body;
    expect(log[0].move.card).toBeDefined();
    expect(log.map((e: { seq: number }) => e.seq)).toEqual(log.map((_: unknown, i: number) => i + 1));
    const row = await t.db.match.findUniqueOrThrow({ where: { id: m.id } });
    expect(replay(game, 2, row.options, view.fairness.seed, log)).toEqual(row.state);

    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(tokens[0]))
      .send({ type: 'add', amount: 1 })
      .expect(409);
  });

  it('plays against a bot seat, the bot answering within the same request', async () => {
    const m = await newMatch([{ name: 'ana' }, { bot: 'random' }], { target: 30 });
    const token = m.seats[0].token!;
    let view = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(token))).body;
    while (view.status !== 'finished') {
      expect(view.toAct).toEqual([0]);
      const max = view.legalMoves[0].amount.max;
      view = (
        await t.http
          .post(`/counter/matches/${m.id}/moves`)
          .set(bearer(token))
          .send({ type: 'add', amount: max })
      ).body;
    }
    const log = (await t.http.get(`/counter/matches/${m.id}/moves`)).body as { seat: number }[];
    expect(log.filter((e) => e.seat === 1).length).toBeGreaterThan(0);
    const row = await t.db.match.findUniqueOrThrow({ where: { id: m.id } });
    expect(replay(game, 2, row.options, row.seed, log as never)).toEqual(row.state);
  });

  it('a match of bots only plays itself out after its creation', async () => {
    const m = await newMatch([{ bot: 'random' }, { bot: 'basic' }, { bot: 'random' }]);
    const view = await finished<any>(t.http, 'counter', m.id);
    expect(view.status).toBe('finished');
    expect(view.result.winners).toHaveLength(1);
  });

  it('open seats: join, start when full, 409 when full', async () => {
    const m = await newMatch([{ name: 'ana' }, {}, {}]);
    const token0 = m.seats[0].token!;
    expect((await t.http.get(`/counter/matches/${m.id}`)).body.status).toBe('open');
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(token0))
      .send({ type: 'add', amount: 1 })
      .expect(409);
    const j1 = (await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'bo' }).expect(201)).body;
    expect(j1.seat).toBe(1);
    await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'cy', seat: 1 }).expect(409);
    const j2 = (await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'cy' }).expect(201)).body;
    expect(j2.seat).toBe(2);
    expect(j2.match.status).toBe('active');
    expect(j2.match.state.secret).toMatch(/^[2-9TJQKA][cdhs]$/);
    const full = await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'di' }).expect(409);
    expect(full.body).toMatchObject({ error: 'conflict', reason: 'match-full' });
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(token0))
      .send({ type: 'add', amount: 1 })
      .expect(201);
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(j1.token))
      .send({ type: 'add', amount: 1 })
      .expect(201);
  });

  it('concurrent joins never give one seat twice', async () => {
    const m = await newMatch([{}, {}, {}, {}]);
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.http.post(`/counter/matches/${m.id}/players`).send({ name: `p${i}` }),
      ),
    );
    const ok = res.filter((r) => r.status === 201);
    expect(ok).toHaveLength(4);
    expect(new Set(ok.map((r) => r.body.seat)).size).toBe(4);
    expect(res.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
  });

  it('50 concurrent moves on one match: exactly one applies, the log has no gaps', async () => {
    const m = await newMatch();
    const token = m.seats[0].token!;
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post(`/counter/matches/${m.id}/moves`).set(bearer(token)).send({ type: 'add', amount: 1 }),
      ),
    );
    expect(res.filter((r) => r.status === 201)).toHaveLength(1);
    expect(res.every((r) => [201, 403, 409].includes(r.status))).toBe(true);
    const view = (await t.http.get(`/counter/matches/${m.id}`)).body;
    expect(view.state.total).toBe(1);
    expect(view.version).toBe(m.version + 1);
    const log = (await t.http.get(`/counter/matches/${m.id}/moves`)).body;
    expect(log.map((e: { seq: number }) => e.seq)).toEqual([1]);
  });

  it('Idempotency-Key: a repeat returns the first answer and applies nothing', async () => {
    const m = await newMatch();
    const token = m.seats[0].token!;
    const first = await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(token))
      .set('Idempotency-Key', 'k-1')
      .send({ type: 'add', amount: 2 })
      .expect(201);
    const again = await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(token))
      .set('Idempotency-Key', 'k-1')
      .send({ type: 'add', amount: 2 })
      .expect(201);
    expect(again.body).toEqual(first.body);
    const view = (await t.http.get(`/counter/matches/${m.id}`)).body;
    expect(view.state.total).toBe(2);
    expect(view.version).toBe(first.body.version);
    // the same key from the other seat is that seat's own key
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(m.seats[1].token!))
      .set('Idempotency-Key', 'k-1')
      .send({ type: 'add', amount: 1 })
      .expect(201);
    expect((await t.http.get(`/counter/matches/${m.id}`)).body.state.total).toBe(3);
  });

  it('errors: 401, 403, 400 with details, 409 stale version, 422, 404, 415, 413', async () => {
    const m = await newMatch();
    const [t0, t1] = m.seats.map((s) => s.token!);
    const url = `/counter/matches/${m.id}/moves`;
    expect((await t.http.post(url).send({ type: 'add', amount: 1 }).expect(401)).body.error).toBe(
      'unauthorized',
    );
    await t.http.post(url).set(bearer('not-a-token')).send({ type: 'add', amount: 1 }).expect(401);
    await t.http.post(url).set('Authorization', 'Basic abc').send({ type: 'add', amount: 1 }).expect(401);
    expect(
      (await t.http.post(url).set(bearer(t1)).send({ type: 'add', amount: 1 }).expect(403)).body.error,
    ).toBe('not-your-turn');
    const bad = await t.http
      .post(url)
      .set(bearer(t0))
      .send({ type: 'add', amount: 9, extra: true })
      .expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'bad-request' });
    expect(Object.keys(bad.body.details).sort()).toEqual(['amount', 'extra']);
    expect(
      (await t.http.post(url).set(bearer(t0)).send({ type: 'fly' }).expect(400)).body.details.type,
    ).toContain('add');
    await t.http.post(url).set(bearer(t0)).send([1, 2]).expect(400);
    await t.http.post(url).set(bearer(t0)).send({ type: 'add', amount: 1, expectedVersion: -1 }).expect(400);
    const stale = await t.http
      .post(url)
      .set(bearer(t0))
      .send({ type: 'add', amount: 1, expectedVersion: m.version + 5 })
      .expect(409);
    expect(stale.body).toMatchObject({ error: 'conflict', reason: 'stale-version' });
    const illegal = await t.http.post(url).set(bearer(t0)).send({ type: 'swap', card: '2c' });
    if (illegal.status === 422) expect(illegal.body.reason).toBe('not-your-card');
    else expect(illegal.status).toBe(201); // the seat happened to hold 2c
    await t.http
      .post(url)
      .set('Content-Type', 'application/json')
      .set(bearer(t0))
      .send('{"type":')
      .expect(400);
    await t.http.post(url).set('Content-Type', 'text/plain').set(bearer(t0)).send('hello').expect(415);
    const large = await t.http
      .post(url)
      .set(bearer(t0))
      .send({ type: 'add', amount: 1, pad: 'x'.repeat(100_000) })
      .expect(413);
    expect(large.body).toEqual({
      statusCode: 413,
      error: 'payload-too-large',
      message: 'the body is too large: the limit is 65536 bytes (BODY_LIMIT_BYTES)',
    });
    expect(
      (await t.http.get('/counter/matches/00000000-0000-0000-0000-000000000000').expect(404)).body.error,
    ).toBe('not-found');
    await t.http.get('/counter/matches/not-a-uuid').expect(404);
    await t.http.get(`/counter-lobby/matches/${m.id}`).expect(404);
    await t.http.get('/no-such-game/matches').expect(404);
    await t.http
      .post('/counter/matches')
      .send({ options: { target: 1 } })
      .expect(400);
    await t.http
      .post('/counter/matches')
      .send({ options: { nope: 1 } })
      .expect(400);
    await t.http
      .post('/counter/matches')
      .send({ players: [{ bot: 'genius' }] })
      .expect(400);
    await t.http
      .post('/counter/matches')
      .send({ players: Array(5).fill({}) })
      .expect(400);
    await t.http
      .post('/counter/matches')
      .send({ players: [{ name: '<script>' }] })
      .expect(400);
    // nothing of the rejected requests changed the match
    const view = (await t.http.get(`/counter/matches/${m.id}`)).body;
    expect(view.version).toBeLessThanOrEqual(m.version + 1);
  });

  it('a stale expectedVersion changes nothing; the right one applies', async () => {
    const m = await newMatch();
    const url = `/counter/matches/${m.id}/moves`;
    await t.http
      .post(url)
      .set(bearer(m.seats[0].token!))
      .send({ type: 'add', amount: 1, expectedVersion: m.version })
      .expect(201);
    await t.http
      .post(url)
      .set(bearer(m.seats[1].token!))
      .send({ type: 'add', amount: 1, expectedVersion: m.version })
      .expect(409);
    const view = (await t.http.get(`/counter/matches/${m.id}`)).body;
    expect(view.state.total).toBe(1);
  });

  it('lobby: filters by status and paginates with a cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await t.http
            .post('/counter-lobby/matches')
            .send({ players: [{ name: 'a' }, {}] })
            .expect(201)
        ).body.id,
      );
    await t.http
      .post('/counter-lobby/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }] })
      .expect(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: {
        body: { items: { id: string; status: string; openSeats: number[] }[]; nextCursor: string | null };
      } = await t.http
        .get('/counter-lobby/matches')
        .query({ status: 'open', limit: 2, ...(cursor ? { cursor } : {}) })
        .expect(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      page.body.items.forEach((it) => {
        expect(it.status).toBe('open');
        expect(it.openSeats).toEqual([1]);
      });
      seen.push(...page.body.items.map((i) => i.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(ids.sort());
    await t.http.get('/counter-lobby/matches').query({ limit: 0 }).expect(400);
    await t.http.get('/counter-lobby/matches').query({ cursor: 'garbage' }).expect(400);
  });

  it('serves discovery, health, Swagger UI and the OpenAPI document', async () => {
    const games = (await t.http.get('/games').expect(200)).body;
    expect(games[0]).toMatchObject({
      game: 'counter',
      minPlayers: 2,
      maxPlayers: 4,
      options: { target: 21, turnSeconds: null },
    });
    expect((await t.http.get('/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    expect(doc.openapi).toMatch(/^3\./);
    const move = doc.paths['/counter/matches/{id}/moves'].post;
    expect(move.requestBody.content['application/json'].schema.oneOf).toHaveLength(2);
    // told apart by `type`, an enum of one in each move's schema
    const types = move.requestBody.content['application/json'].schema.oneOf.map(
      (r: { $ref: string }) => doc.components.schemas[r.$ref.split('/').pop()!].properties.type.enum,
    );
    expect(types).toEqual([['add'], ['swap']]);
    expect(Object.keys(move.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '422']),
    );
    expect((await t.http.get('/docs').expect(200)).text).toContain('swagger');
  });

  it('every model is served through the generated client on the migrated schema', async () => {
    const m = await newMatch([{ bot: 'random' }, { bot: 'random' }]);
    await finished(t.http, 'counter', m.id);
    const row = await t.db.match.findUniqueOrThrow({
      where: { id: m.id },
      include: { seats: true, moves: true, scores: true, idempotencyKeys: true },
    });
    expect(row.seats).toHaveLength(2);
    expect(row.moves.length).toBe(row.moveCount);
    expect(row.scores).toHaveLength(2);
    await t.db.idempotencyKey.create({
      data: { matchId: m.id, key: 'x', response: {}, expiresAt: new Date() },
    });
    expect(await t.db.idempotencyKey.count({ where: { matchId: m.id } })).toBe(1);
    const applied = await t.db.$queryRaw<
      { migration_name: string; checksum: string }[]
    >`SELECT migration_name, checksum FROM _prisma_migrations`;
    for (const f of readMigrations()) {
      expect(applied).toContainEqual({
        migration_name: f.name,
        checksum: createHash('sha256').update(f.sql).digest('hex'),
      });
    }
  });
});

describe('persistence across restarts', () => {
  it('a restarted service keeps every match', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-'));
    try {
      const env = { DATA_DIR: dir };
      const a = await createTestApp([counterBinding()], env);
      const m = (
        await a.http
          .post('/counter/matches')
          .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
          .expect(201)
      ).body;
      await a.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.seats[0].token))
        .send({ type: 'add', amount: 3 })
        .expect(201);
      await a.close();
      const b = await createTestApp([counterBinding()], env);
      const view = (await b.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[1].token)).expect(200))
        .body;
      expect(view.state.total).toBe(3);
      expect(view.toAct).toEqual([1]);
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('dry run and not-your-turn reasons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([counterBinding()]);
  });
  afterAll(() => t.close());

  it('POST /check says whether a move would apply, and changes nothing', async () => {
    const m = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { target: 5 } })
        .expect(201)
    ).body;
    const [t0, t1] = m.seats.map((s: { token: string }) => s.token);
    const url = `/counter/matches/${m.id}/check`;
    expect(
      (await t.http.post(url).set(bearer(t0)).send({ type: 'add', amount: 2 }).expect(200)).body,
    ).toEqual({ valid: true, reason: null, message: expect.any(String) });
    const notYours = (await t.http.post(url).set(bearer(t1)).send({ type: 'add', amount: 2 }).expect(200))
      .body;
    expect(notYours).toMatchObject({ valid: false, reason: 'not-your-turn' });
    await t.http.post(url).set(bearer(t0)).send({ type: 'add', amount: 7 }).expect(400);
    await t.http.post(url).send({ type: 'add', amount: 1 }).expect(401);
    const view = (await t.http.get(`/counter/matches/${m.id}`)).body;
    expect(view.version).toBe(m.version);
    expect(view.state.total).toBe(0);
    await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(t0))
      .send({ type: 'add', amount: 3 })
      .expect(201);
    const past = (await t.http.post(url).set(bearer(t1)).send({ type: 'add', amount: 3 }).expect(200)).body;
    expect(past).toMatchObject({ valid: false, reason: 'past-target' });
  });

  it('403 carries the rules reason when the rules give one', async () => {
    const m = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const res = await t.http
      .post(`/counter/matches/${m.id}/moves`)
      .set(bearer(m.seats[1].token))
      .send({ type: 'add', amount: 1 })
      .expect(403);
    expect(res.body).toMatchObject({ error: 'not-your-turn', reason: 'not-your-turn' });
  });
});
