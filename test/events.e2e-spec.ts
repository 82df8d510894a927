/**
 * Live updates end to end on the Counter test game: Server-Sent Events (the caller's view at every
 * version, Last-Event-ID resume, 204 once a finished match was seen, heartbeats, clean unsubscribe)
 * and long polling (`?waitForVersion=N`); with DATABASE_URL set, fan-out between two app instances on
 * one PostgreSQL database through LISTEN/NOTIFY.
 */
import type { AddressInfo } from 'node:net';
import { sseTiming } from '../src/http/sse';
import { Client } from 'pg';
import { MATCH_CHANNEL, MatchEvents, RESYNC, WATCH_LEASE_MS } from '../src/matches/match-events';
import { MatchesService } from '../src/matches/matches.service';
import { MatchStore } from '../src/persistence/match-store';
import { counterBinding } from './util/counter-game';
import { bearer, createTestApp, type TestApp } from './util/app';

interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** A minimal SSE client over fetch: every event and comment, in order, awaitable one by one. */
class SseStream {
  readonly events: SseEvent[] = [];
  status = 0;
  ended = false;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  private cursor = 0;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const s = new SseStream();
    const res = await fetch(url, {
      headers: { Accept: 'text/event-stream', ...headers },
      signal: s.abort.signal,
    });
    s.status = res.status;
    s.contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !res.body) {
      s.text = await res.text();
      s.ended = true;
      return s;
    }
    void s.pump(res.body);
    return s;
  }
  contentType = '';
  text = '';

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const ev: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) ev.comment = line.slice(1).trim();
            else {
              const i = line.indexOf(':');
              const [k, v] = i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1).replace(/^ /, '')];
              if (k === 'event' || k === 'id') ev[k] = v;
              if (k === 'data') ev.data = ev.data === undefined ? v : `${ev.data}\n${v}`;
            }
          }
          this.events.push(ev);
          this.wake();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  /** The next event (after the ones already taken) that matches, or an error after `ms`. */
  async next(match: (e: SseEvent) => boolean = (e) => e.event === 'state', ms = 5000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.cursor < this.events.length) {
        const e = this.events[this.cursor++];
        if (match(e)) return e;
      }
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async nextState(ms?: number): Promise<{ id: number; view: any }> {
    const e = await this.next(undefined, ms);
    return { id: Number(e.id), view: JSON.parse(e.data!) };
  }

  /** Resolves when the server has ended the stream. */
  async end(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream did not end');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
  }
}

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
    // an older id gets the current view at once
    const behind = await follow(`/counter/matches/${m.id}/events?token=${m.seats[1].token}`, {
      'Last-Event-ID': String(v - 1),
    });
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
