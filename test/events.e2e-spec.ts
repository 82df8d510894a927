/**
 * Live updates end to end on the Counter test game: Server-Sent Events (the caller's view at every
 * version, Last-Event-ID resume, 204 once a finished match was seen, heartbeats, clean unsubscribe)
 * and long polling (`?waitForVersion=N`); with DATABASE_URL set, fan-out between two app instances on
 * one PostgreSQL database through LISTEN/NOTIFY.
 */
import type { AddressInfo } from 'node:net';
import { sseTiming } from '../src/events/event-stream';
import { Client } from 'pg';
import { MATCH_CHANNEL, MatchEvents, RESYNC, WATCH_LEASE_MS } from '../src/matches/match-events';
import { MatchesService } from '../src/matches/matches.service';
import { MatchStore } from '../src/persistence/match-store';
import { counterBinding } from './util/counter-game';
import { bearer, createTestApp, type TestApp } from './util/app';
import { finished } from './util/matches';
import { SseStream } from './util/sse-stream';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/** Polls `cond` on the event loop (no fixed sleep): for effects that have no event to await. */
async function until(cond: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

interface Created {
  id: string;
  version: number;
  seats: { seat: number; token?: string }[];
}

describe('events: Server-Sent Events and long polling', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];
  const follow = async (path: string, headers?: Record<string, string>) => {
    const s = await SseStream.open(`${base}${path}`, headers);
    streams.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestApp([counterBinding()]);
    base = await listen(t);
  });
  afterEach(() => {
    streams.splice(0).forEach((s) => s.close());
  });
  afterAll(() => t.close());

  async function newMatch(
    players: object[] = [{ name: 'ana' }, { name: 'bo' }],
    options: object = {},
  ): Promise<Created> {
    return (await t.http.post('/counter/matches').send({ players, options }).expect(201)).body;
  }
  const move = (m: Created, seat: number, body: object) =>
    t.http.post(`/counter/matches/${m.id}/moves`).set(bearer(m.seats[seat].token!)).send(body).expect(201);

  it("streams the caller's own view: first at connection with id = version, then one event per new version", async () => {
    const m = await newMatch();
    const ana = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[0].token!)).expect(200))
      .body;
    const bo = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[1].token!)).expect(200)).body;
    expect(ana.state.secret).not.toEqual(bo.state.secret);

    const s = await follow(`/counter/matches/${m.id}/events?token=${m.seats[0].token}`);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    const first = await s.nextState();
    expect(first.id).toBe(m.version);
    expect(first.view).toEqual(ana);
    expect(first.view.you).toBe(0);
    expect(first.view.legalMoves).toBeDefined();

    await move(m, 0, { type: 'add', amount: 2 });
    const second = await s.nextState();
    expect(second.id).toBe(m.version + 1);
    expect(second.view.state.total).toBe(2);
    expect(second.view.legalMoves).toBeUndefined(); // bo's turn now

    // bo swaps his secret card: ana's stream shows her own secret only, never bo's old or new card
    await move(m, 1, { type: 'swap', card: bo.state.secret });
    const boAfter = (await t.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[1].token!)).expect(200))
      .body;
    const third = await s.nextState();
    expect(third.id).toBe(m.version + 2);
    expect(third.view.you).toBe(0);
    expect(third.view.state.secret).toBe(ana.state.secret);
    expect(third.view.state.secret).not.toBe(boAfter.state.secret);
    expect(third.view.legalMoves).toBeDefined();
    expect(third.view).toEqual(
      (await t.http.get(`/counter/matches/${m.id}`).set(bearer(m.seats[0].token!)).expect(200)).body,
    );

    // a bearer header works as well as ?token=, and a spectator stream has no private card
    const spectator = await follow(`/counter/matches/${m.id}/events`);
    expect((await spectator.nextState()).view).toMatchObject({
      you: null,
      version: m.version + 2,
      state: { secret: null },
    });
    const viaHeader = await follow(`/counter/matches/${m.id}/events`, bearer(m.seats[1].token!));
    expect((await viaHeader.nextState()).view).toEqual(boAfter);
  });

  it('every version exactly once, in order: a burst of moves, and a resume from far behind', async () => {
    const m = await newMatch();
    const seat0 = await follow(`/counter/matches/${m.id}/events?token=${m.seats[0].token}`);
    const spectator = await follow(`/counter/matches/${m.id}/events`);
    const first = (await seat0.nextState()).id;
    expect((await spectator.nextState()).id).toBe(first);
    // moves as fast as they are answered, without waiting for the followers: versions land in bursts
    let posted = first;
    for (let i = 0; i < 12; i++) posted = (await move(m, i % 2, { type: 'add', amount: 1 })).body.version;
    for (const s of [seat0, spectator]) {
      const ids: number[] = [];
      while (ids.at(-1) !== posted) ids.push((await s.nextState()).id);
      expect(ids).toEqual(Array.from({ length: posted - first }, (_, i) => first + 1 + i));
    }
    // the view of a past version is the one GET ?atVersion= answers for that seat
    const resumed = await follow(`/counter/matches/${m.id}/events?token=${m.seats[0].token}`, {
      'Last-Event-ID': String(first),
    });
    const ids: number[] = [];
    for (let v = first + 1; v <= posted; v++) {
      const e = await resumed.nextState();
      ids.push(e.id);
      if (v === first + 3) {
        const at = await t.http
          .get(`/counter/matches/${m.id}?atVersion=${v}`)
          .set(bearer(m.seats[0].token!))
          .expect(200);
        expect(e.view).toEqual(at.body);
      }
    }
    expect(ids).toEqual(Array.from({ length: posted - first }, (_, i) => first + 1 + i));
  });

  it('resumes after Last-Event-ID: nothing already seen is sent again', async () => {
    const m = await newMatch();
    await move(m, 0, { type: 'add', amount: 1 });
    const v = m.version + 1;
    // already holding the current version: the stream waits for the next one
    const s = await follow(`/counter/matches/${m.id}/events?token=${m.seats[1].token}`, {
      'Last-Event-ID': String(v),
    });
    expect(s.status).toBe(200);
    await move(m, 1, { type: 'add', amount: 1 });
    const e = await s.nextState();
    expect(e.id).toBe(v + 1);
    expect(s.events.filter((x) => x.event === 'state')).toHaveLength(1);
    // an older id gets every version after it, in order (shared/API.md: every version, exactly once)
    const behind = await follow(`/counter/matches/${m.id}/events?token=${m.seats[1].token}`, {
      'Last-Event-ID': String(v - 1),
    });
    expect((await behind.nextState()).id).toBe(v);
    expect((await behind.nextState()).id).toBe(v + 1);
    // a malformed Last-Event-ID is ignored (the current view is sent)
    const junk = await follow(`/counter/matches/${m.id}/events`, { 'Last-Event-ID': 'x' });
    expect((await junk.nextState()).id).toBe(v + 1);
    // an id ahead of the match (another match's, or made up) is not trusted either
    const ahead = await follow(`/counter/matches/${m.id}/events`, { 'Last-Event-ID': '999999' });
    expect((await ahead.nextState()).id).toBe(v + 1);
  });

  it('a finished match: the final view once and the stream ends; 204 for a client that has seen it', async () => {
    const m = await newMatch([{ bot: 'basic' }, { bot: 'random' }]);
    await finished(t.http, 'counter', m.id); // a match of bots only is played in the background
    const final = (await t.http.get(`/counter/matches/${m.id}`).expect(200)).body;
    expect(final.status).toBe('finished');
    const s = await follow(`/counter/matches/${m.id}/events`);
    const e = await s.nextState();
    expect(e.id).toBe(final.version);
    expect(e.view.result).not.toBeNull();
    await s.end();

    const seen = await fetch(`${base}/counter/matches/${m.id}/events`, {
      headers: { 'Last-Event-ID': String(final.version) },
    });
    expect(seen.status).toBe(204);
    expect(await seen.text()).toBe('');

    // a match that finishes while followed: the last event is the finished view, then the stream ends
    const live = await newMatch([{ name: 'ana' }, { name: 'bo' }], { target: 3 });
    const f = await follow(`/counter/matches/${live.id}/events?token=${live.seats[1].token}`);
    await f.nextState();
    await move(live, 0, { type: 'add', amount: 3 });
    const last = await f.nextState();
    expect(last.view).toMatchObject({ status: 'finished', result: { winners: [0] } });
    expect(last.view.fairness.seed).toMatch(/^[0-9a-f]+$/);
    await f.end();
  });

  it('an open match: followers hear the join that starts it', async () => {
    const m = await newMatch([{ name: 'ana' }, {}]);
    const s = await follow(`/counter/matches/${m.id}/events?token=${m.seats[0].token}`);
    expect((await s.nextState()).view).toMatchObject({ status: 'open', version: m.version });
    await t.http.post(`/counter/matches/${m.id}/players`).send({ name: 'bo' }).expect(201);
    const started = await s.nextState();
    expect(started.view).toMatchObject({ status: 'active', version: m.version + 1, you: 0, toAct: [0] });
    expect(started.view.seats[1]).toMatchObject({ name: 'bo', connected: true });
  });

  it('many spectators of one match cost one read per move; seats still get their own view', async () => {
    const m = await newMatch();
    const spectators = await Promise.all(
      Array.from({ length: 20 }, () => follow(`/counter/matches/${m.id}/events`)),
    );
    const seat = await follow(`/counter/matches/${m.id}/events?token=${m.seats[1].token}`);
    await Promise.all([...spectators, seat].map((s) => s.nextState()));
    const reads = jest.spyOn(t.app.get(MatchesService), 'view');
    try {
      await move(m, 0, { type: 'add', amount: 2 });
      const seen = await Promise.all(spectators.map((s) => s.nextState()));
      expect(
        seen.every((e) => e.id === m.version + 1 && e.view.you === null && e.view.state.total === 2),
      ).toBe(true);
      expect((await seat.nextState()).view).toMatchObject({ you: 1, version: m.version + 1 });
      expect(reads.mock.calls.length).toBeLessThanOrEqual(3); // spectators' shared read + the seat's (+ one straggler at most)
    } finally {
      reads.mockRestore();
    }
  });

  it('sends heartbeat comments while nothing happens', async () => {
    const before = sseTiming.heartbeatMs;
    sseTiming.heartbeatMs = 50;
    try {
      const m = await newMatch();
      const s = await follow(`/counter/matches/${m.id}/events`);
      await s.nextState();
      const beat = await s.next((e) => e.comment !== undefined, 2000);
      expect(beat.comment).toBe('ping');
      await s.next((e) => e.comment !== undefined, 2000); // and again
    } finally {
      sseTiming.heartbeatMs = before;
    }
  });

  it('errors come before the stream: 404 unknown match, 401 foreign token; a closed client unsubscribes', async () => {
    const m = await newMatch();
    const missing = await fetch(`${base}/counter/matches/00000000-0000-4000-8000-000000000000/events`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, error: 'not-found' });
    const foreign = await fetch(`${base}/counter/matches/${m.id}/events?token=not-a-seat`);
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ statusCode: 401, error: 'unauthorized' });

    const events = t.app.get(MatchEvents);
    const baseline = events.listenerCount();
    const s = await follow(`/counter/matches/${m.id}/events`);
    await s.nextState();
    expect(events.listenerCount()).toBeGreaterThan(baseline);
    s.close();
    await until(() => events.listenerCount() === baseline);
  });

  it('long poll: answers as soon as the version passes N', async () => {
    const m = await newMatch();
    const started = Date.now();
    const events = t.app.get(MatchEvents);
    const baseline = events.listenerCount();
    const waiting = t.http
      .get(`/counter/matches/${m.id}?waitForVersion=${m.version}&timeoutSeconds=30`)
      .set(bearer(m.seats[1].token!))
      .then((r) => r);
    await until(() => events.listenerCount() > baseline); // the request is parked, waiting for the match
    await move(m, 0, { type: 'add', amount: 3 });
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: m.version + 1, you: 1, state: { total: 3 } });
    expect(res.body.legalMoves).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);

    // already past N: at once
    const now = await t.http.get(`/counter/matches/${m.id}?waitForVersion=${m.version}`).expect(200);
    expect(now.body.version).toBe(m.version + 1);
  });

  it('long poll: a poller walking N → N+1 sees every version of a burst, once and in order', async () => {
    const m = await newMatch([{ name: 'ana' }, { name: 'bo' }], { target: 60 });
    // a burst that landed before the poller asks: each answer is the next version, never the latest
    for (let i = 0; i < 6; i++) await move(m, i % 2, { type: 'add', amount: 1 });
    const seen: number[] = [];
    let v = m.version;
    for (let i = 0; i < 6; i++) {
      const r = await t.http
        .get(`/counter/matches/${m.id}?waitForVersion=${v}&timeoutSeconds=5`)
        .set(bearer(m.seats[1].token!))
        .expect(200);
      expect(r.body).toMatchObject({ you: 1, state: { total: i + 1 } });
      v = r.body.version;
      seen.push(v);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6].map((k) => m.version + k));
    // and while moves keep landing: the poller and the mover race, every version still comes once
    const walk = (async () => {
      const got: number[] = [];
      while (got.length < 8) {
        const r = await t.http.get(`/counter/matches/${m.id}?waitForVersion=${v}&timeoutSeconds=20`);
        v = r.body.version;
        got.push(v);
      }
      return got;
    })();
    const from = v;
    for (let i = 0; i < 8; i++) await move(m, i % 2, { type: 'add', amount: 1 });
    expect(await walk).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((k) => from + k));
  });

  it('long poll: after timeoutSeconds the current view', async () => {
    const m = await newMatch();
    const started = Date.now();
    const res = await t.http
      .get(`/counter/matches/${m.id}?waitForVersion=${m.version}&timeoutSeconds=1`)
      .expect(200);
    const took = Date.now() - started;
    expect(res.body.version).toBe(m.version);
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3000);
  });

  it('long poll: a finished match answers at once; bad values are 400', async () => {
    const m = await newMatch([{ bot: 'basic' }, { bot: 'basic' }]);
    await finished(t.http, 'counter', m.id); // a match of bots only is played in the background
    const done = await t.http
      .get(`/counter/matches/${m.id}?waitForVersion=${m.version + 5}&timeoutSeconds=30`)
      .expect(200);
    expect(done.body.status).toBe('finished');
    for (const q of [
      'waitForVersion=-1',
      'waitForVersion=x',
      'waitForVersion=1&timeoutSeconds=0',
      'waitForVersion=1&timeoutSeconds=61',
    ]) {
      const r = await t.http.get(`/counter/matches/${m.id}?${q}`).expect(400);
      expect(r.body.error).toBe('bad-request');
    }
  });
});

describe('events at shutdown', () => {
  it('closing the app ends the open streams and parked long polls instead of hanging', async () => {
    const t = await createTestApp([counterBinding()]);
    const base = await listen(t);
    const m: Created = (
      await t.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const s = await SseStream.open(`${base}/counter/matches/${m.id}/events`);
    await s.nextState();
    const events = t.app.get(MatchEvents);
    const poll = fetch(`${base}/counter/matches/${m.id}?waitForVersion=${m.version}&timeoutSeconds=60`).then(
      (r) => r.status,
      () => 0,
    );
    await until(() => events.listenerCount() === 2);
    const started = Date.now();
    await t.close();
    await s.end(2000);
    expect([503, 0]).toContain(await poll); // 503 "shutting down", or the connection closed first
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('events across two app instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  beforeAll(async () => {
    a = await createTestApp([counterBinding()]);
    b = await createTestApp([counterBinding()]);
    baseA = await listen(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a client following events on instance A sees a move made on instance B within a second', async () => {
    const m: Created = (
      await b.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const s = await SseStream.open(`${baseA}/counter/matches/${m.id}/events?token=${m.seats[1].token}`);
    try {
      expect((await s.nextState()).id).toBe(m.version);
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        await b.http
          .post(`/counter/matches/${m.id}/moves`)
          .set(bearer(m.seats[i % 2].token!))
          .send({ type: 'add', amount: 1 })
          .expect(201);
        const e = await s.nextState(1000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(e.id).toBe(m.version + 1 + i);
        expect(e.view).toMatchObject({ you: 1, state: { total: i + 1 } });
      }
      // and a long poll on A answers for a move on B
      const v = m.version + 3;
      const started = Date.now();
      const eventsA = a.app.get(MatchEvents);
      const baseline = eventsA.listenerCount();
      const waiting = a.http
        .get(`/counter/matches/${m.id}?waitForVersion=${v}&timeoutSeconds=20`)
        .then((r) => r);
      await until(() => eventsA.listenerCount() > baseline); // parked on A
      await b.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.seats[1].token!))
        .send({ type: 'add', amount: 1 })
        .expect(201);
      const res = await waiting;
      expect(res.body.version).toBe(v + 1);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      s.close();
    }
  });

  it('moves notify other instances only while somebody follows the match (the watch lease)', async () => {
    const m: Created = (
      await b.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const heard: string[] = [];
    const listener = new Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    listener.on('notification', (n) => {
      if (n.payload?.startsWith(m.id)) heard.push(n.payload);
    });
    await listener.query(`LISTEN ${MATCH_CHANNEL}`);
    const move = (seat: number) =>
      b.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.seats[seat].token!))
        .send({ type: 'add', amount: 1 })
        .expect(201);
    const settle = () => new Promise((r) => setTimeout(r, 300));
    try {
      // nobody follows: no NOTIFY
      await move(0);
      await settle();
      expect(heard).toEqual([]);
      // a follower on A takes the lease before its first read: every later move notifies
      const s = await SseStream.open(`${baseA}/counter/matches/${m.id}/events?token=${m.seats[1].token}`);
      try {
        expect((await s.nextState()).id).toBe(m.version + 1);
        await until(
          async () => (await b.db.match.findUniqueOrThrow({ where: { id: m.id } })).watchedUntil !== null,
        );
        await move(1);
        expect((await s.nextState(1000)).id).toBe(m.version + 2);
        await until(() => heard.length === 1);
        expect(heard).toEqual([`${m.id}:${m.version + 2}`]);
      } finally {
        s.close();
      }
      // the follower left: A stops renewing, and once the lease has run out moves are silent again
      const eventsA = a.app.get(MatchEvents);
      await until(() => eventsA.listenerCount() === 0);
      await eventsA.renewLeases();
      await b.db.$executeRawUnsafe(
        `UPDATE "match" SET watched_until = now() - interval '1 second' WHERE id = '${m.id}'`,
      );
      await move(0);
      await settle();
      expect(heard).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it('renews the leases of followed matches; a lost lease makes followers re-read once it is back', async () => {
    const m: Created = (
      await b.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const eventsA = a.app.get(MatchEvents);
    const heard: number[] = [];
    const off = eventsA.subscribe(m.id, (v) => heard.push(v));
    try {
      await eventsA.renewLeases();
      const lease = async () =>
        (await b.db.match.findUniqueOrThrow({ where: { id: m.id } })).watchedUntil!.getTime();
      const first = await lease();
      expect(first).toBeGreaterThan(Date.now() + WATCH_LEASE_MS - 5000);
      // a renewal that fails (here: the lease was cut short behind its back, then the database says no)
      await b.db.$executeRawUnsafe(
        `UPDATE "match" SET watched_until = now() + interval '1 second' WHERE id = '${m.id}'`,
      );
      const watch = jest
        .spyOn(a.app.get(MatchStore), 'watch')
        .mockRejectedValue(new Error('connection terminated'));
      try {
        await eventsA.renewLeases();
      } finally {
        watch.mockRestore();
      }
      expect(heard).toEqual([]);
      // the next renewal restores the lease and wakes the followers to re-read (RESYNC)
      await eventsA.renewLeases();
      expect(await lease()).toBeGreaterThan(Date.now() + WATCH_LEASE_MS - 5000);
      expect(heard).toEqual([RESYNC]);
    } finally {
      off();
    }
  });

  it("recovers when instance A's LISTEN connection drops: followers re-read the match after the reconnect", async () => {
    const m: Created = (
      await b.http
        .post('/counter/matches')
        .send({ players: [{ name: 'ana' }, { name: 'bo' }] })
        .expect(201)
    ).body;
    const s = await SseStream.open(`${baseA}/counter/matches/${m.id}/events?token=${m.seats[1].token}`);
    const eventsA = a.app.get(MatchEvents);
    try {
      expect((await s.nextState()).id).toBe(m.version);
      const pid = eventsA.listenerPid();
      expect(pid).not.toBeNull();
      await b.db.$queryRawUnsafe(`SELECT pg_terminate_backend(${pid})`);
      await until(() => eventsA.listenerPid() === null); // A noticed; it reconnects after a second
      // a move while A is not listening: its notification never reaches A
      await b.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.seats[0].token!))
        .send({ type: 'add', amount: 2 })
        .expect(201);
      const e = await s.nextState(5000);
      expect(e.id).toBe(m.version + 1);
      expect(e.view.state.total).toBe(2);
      expect(eventsA.listenerPid()).not.toBe(pid);
    } finally {
      s.close();
    }
  });
});
