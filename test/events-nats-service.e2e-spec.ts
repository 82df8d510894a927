/**
 * The service with its events on NATS (`EVENTS_URL`, src/events/events.module.ts chooses the transport),
 * against a NATS server of the test's own (never the machine's shared one). With DATABASE_URL two
 * instances share one PostgreSQL database: moves go to the first, the followers listen on the second;
 * on PGlite one instance does both.
 * - while NATS runs, a follower sees every version of its match, once, in order;
 * - NATS SIGKILLed during play: every move is still answered 201 and stored (the events go after the
 *   commit), readiness says the events are down, and when NATS is back each follower ends with every
 *   version, once, in order (a resync reads what it missed from the database).
 */
import type { AddressInfo } from 'node:net';
import { bearer, createTestApp, type TestApp } from './util/app';
import { counterBinding } from './util/counter-game';
import { NatsServer, natsServerBinary } from './util/nats-server';
import { SseStream } from './util/sse-stream';
import { until } from './util/until';

const TWO = !!process.env.DATABASE_URL;
const run = natsServerBinary() ? describe : describe.skip;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

run(`events on NATS, the whole service${TWO ? ' (two instances on PostgreSQL)' : ''}`, () => {
  let nats: NatsServer;
  const apps: TestApp[] = [];
  let writer: TestApp;
  let followerBase: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    nats = await NatsServer.start();
    for (let i = 0; i < (TWO ? 2 : 1); i++)
      apps.push(await createTestApp([counterBinding()], { EVENTS_URL: nats.url }));
    writer = apps[0];
    followerBase = await listen(apps[apps.length - 1]);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    for (const t of apps) await t.close();
    await nats.kill();
    nats.forget();
  });

  async function newMatch(): Promise<{ id: string; version: number; tokens: string[] }> {
    const res = await writer.http
      .post('/counter/matches')
      .send({ players: [{ name: 'ana' }, { name: 'bo' }], options: { target: 200 } })
      .expect(201);
    return { id: res.body.id, version: res.body.version, tokens: res.body.seats.map((s: any) => s.token) };
  }

  async function play(m: { id: string; tokens: string[] }, moves: number, from: number): Promise<number> {
    let version = 0;
    for (let i = from; i < from + moves; i++) {
      const res = await writer.http
        .post(`/counter/matches/${m.id}/moves`)
        .set(bearer(m.tokens[i % 2]))
        .send({ type: 'add', amount: 1 });
      expect(res.status).toBe(201);
      version = res.body.version;
    }
    return version;
  }

  /** The versions a follower got, from its first one up to `last`. */
  async function versionsUpTo(s: SseStream, last: number): Promise<number[]> {
    const ids: number[] = [];
    while (ids.at(-1) !== last) ids.push((await s.nextState(30_000)).id);
    return ids;
  }

  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

  it('every version through NATS; NATS killed mid-play: moves answered, followers complete after it returns', async () => {
    const m = await newMatch();
    const followers = await Promise.all(
      [`?token=${m.tokens[0]}`, ''].map((q) =>
        SseStream.open(`${followerBase}/counter/matches/${m.id}/events${q}`),
      ),
    );
    streams.push(...followers);
    const first = (await Promise.all(followers.map((f) => f.nextState(30_000))))[0].id;
    let last = await play(m, 10, 0);
    for (const f of followers) expect(await versionsUpTo(f, last)).toEqual(range(first + 1, last));

    // NATS goes away: the moves still commit and answer; readiness says the events are down
    await nats.kill();
    await until('the events to be seen down', async () => {
      const r = await writer.http.get('/health/ready');
      return r.status === 503 && r.body.events !== 'up';
    });
    const before = last;
    last = await play(m, 8, 10);
    const stored = await writer.http.get(`/counter/matches/${m.id}`).expect(200);
    expect(stored.body.version).toBe(last);

    // NATS is back: each follower resyncs from the database and ends with every version, once
    await nats.run();
    await until('the events to be up again', async () => {
      const r = await writer.http.get('/health/ready');
      return r.status === 200;
    });
    for (const f of followers) expect(await versionsUpTo(f, last)).toEqual(range(before + 1, last));
    // and the transport carries new moves again
    const after = await play(m, 2, 18);
    for (const f of followers) expect(await versionsUpTo(f, after)).toEqual(range(last + 1, after));
  });
});
