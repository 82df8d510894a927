/**
 * Bot workers on NATS (docs/bots.md "Bot workers"), with a NATS server of the test's own and real
 * worker processes (`src/bot-worker/main.ts`, what `npm run bot-worker` runs):
 * - a worker SIGKILLed holding a decision loses it to another worker, which answers the same move;
 * - a decision of a match with a person is taken while decisions of bots-only matches still wait;
 * - the instance's queue thinker: workers answer, a decision nobody takes within its budget is made
 *   by the instance, and with no worker heard from the instance thinks at once without publishing;
 * - an instance with BOT_WORKERS_URL plays a match against a built-in level through a worker, and says
 *   so in /metrics.
 */
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { Broker } from '../src/broker/broker';
import type { ThinkRequest } from '../src/bots/bot-thinker';
import {
  answerSubject,
  decodeJson,
  encodeJson,
  ensureBotQueue,
  type JobNews,
  queueDepth,
  thinkSubject,
  type ThinkJob,
  WORKERS_SUBJECT,
} from '../src/bots/bot-queue';
import { PoolThinker } from '../src/bots/pool-thinker';
import { QueueThinker } from '../src/bots/queue-thinker';
import { think } from '../src/bots/think';
import { initialState } from '../src/engine/driver';
import { engineGame } from '../src/engine/games';
import { optionDefaults } from '../src/engine/options';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp } from './util/app';
import { startWorker, type WorkerProcess } from './util/bot-worker';
import { NatsServer } from './util/nats-server';
import { until } from './util/until';

/** A decision of `bot` at the first turn of a deal of `gameId` from seed `seed`. */
function requestFor(gameId: string, bot: string, seed: string, label = 'bot:1'): ThinkRequest {
  const game = engineGame(gameId)!;
  const options = optionDefaults(game.optionsSchema);
  const state = initialState(game, game.minPlayers, options, seed);
  const seat = game.toAct(state)[0];
  return {
    game: gameId,
    bot,
    seat,
    view: game.view(state, seat),
    legalMoves: game.legalMoves(state, seat),
    options,
    seed,
    label,
  };
}

/** Every `cardroom_bot_queue_fallbacks_total` sample of a /metrics text, added up. */
const fallbacks = (metrics: string) =>
  [...metrics.matchAll(/^cardroom_bot_queue_fallbacks_total\{[^}]*\} (\d+)$/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );

const seed = (i: number) => i.toString(16).padStart(2, '0').repeat(32);

/** The news of jobs published by the test itself, as an instance would hear them. */
class FakeInstance {
  readonly news: JobNews[] = [];
  readonly reply = answerSubject(`test-${randomUUID()}`);

  constructor(private readonly nc: NatsConnection) {
    nc.subscribe(this.reply, {
      callback: (_e, m) => {
        const n = decodeJson<JobNews>(m.data);
        if (n) this.news.push(n);
      },
    });
  }

  async publish(request: ThinkRequest, lane: 'interactive' | 'background'): Promise<string> {
    const id = randomUUID();
    const job: ThinkJob = { id, reply: this.reply, takeBy: Date.now() + 600_000, request };
    await jetstream(this.nc).publish(thinkSubject(lane), encodeJson(job));
    return id;
  }

  of(id: string): JobNews[] {
    return this.news.filter((n) => n.id === id);
  }
}

describe('bot workers on NATS', () => {
  let nats: NatsServer;
  let nc: NatsConnection;
  let broker: Broker;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    nats = await NatsServer.start();
    nc = await connect({ servers: nats.url });
    broker = new Broker({ url: nats.url, name: 'test' });
    await ensureBotQueue(broker);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await broker?.close();
    await nc?.close();
    await nats?.stop();
  });

  it('a worker killed mid-decision: another worker takes the decision and answers the same move', async () => {
    workers.push(...(await Promise.all([startWorker(nats.url, 'w-a'), startWorker(nats.url, 'w-b')])));
    const instance = new FakeInstance(nc);
    // Chinese poker's expert arranges 13 cards: hundreds of milliseconds, time to kill its worker
    const request = requestFor('chinese-poker', 'expert', seed(1));
    const id = await instance.publish(request, 'interactive');
    await until('a worker to take the decision', () => instance.of(id).some((n) => n.kind === 'taken'));
    const first = instance.of(id)[0].worker;
    const holder = workers.find((w) => w.name === first)!;
    expect(await holder.kill('SIGKILL')).toBeNull(); // killed by the signal, not exited
    const other = workers.find((w) => w.name !== first)!;
    await until('the other worker to answer', () => instance.of(id).some((n) => n.kind === 'answer'), 30_000);
    const news = instance.of(id);
    // the killed worker never answered; the other took it (redelivered) and answered once
    expect(news.filter((n) => n.worker === first).map((n) => n.kind)).toEqual(['taken']);
    expect(news.filter((n) => n.worker === other.name).map((n) => n.kind)).toEqual(['taken', 'answer']);
    const answer = news.find((n) => n.kind === 'answer') as Extract<JobNews, { kind: 'answer' }>;
    expect(answer.move).toEqual(think(request)); // deterministic: the move the request gives anywhere
    workers.splice(workers.indexOf(holder), 1);
  }, 120_000);

  it("a person's decision is taken while decisions of bots-only matches still wait", async () => {
    const instance = new FakeInstance(nc);
    const background: string[] = [];
    for (let i = 0; i < 12; i++)
      background.push(
        await instance.publish(requestFor('chinese-poker', 'expert', seed(10 + i)), 'background'),
      );
    await until('the worker to be busy with the background lane', () =>
      background.some((id) => instance.of(id).some((n) => n.kind === 'taken')),
    );
    const id = await instance.publish(requestFor('euchre', 'expert', seed(2)), 'interactive');
    await until('the interactive decision to be answered', () =>
      instance.of(id).some((n) => n.kind === 'answer'),
    );
    // one background thread, twelve decisions of hundreds of ms: most still wait in the queue
    const stillQueued = await queueDepth(broker, 'background');
    expect(stillQueued).toBeGreaterThan(0);
    const answeredBackground = background.filter((b) => instance.of(b).some((n) => n.kind === 'answer'));
    expect(answeredBackground.length).toBeLessThan(background.length);
    await until(
      'the background lane to drain',
      () => background.every((b) => instance.of(b).some((n) => n.kind === 'answer')),
      120_000,
    );
  }, 180_000);

  it('the instance: workers answer; untaken within its budget, the instance thinks; no worker, no queue', async () => {
    const local = new PoolThinker({ threads: 1, timeoutMs: 30_000 });
    const q = new QueueThinker(local, {
      url: nats.url,
      waitMs: { interactive: 300, background: 300 },
      timeoutMs: 30_000,
    });
    q.start();
    try {
      const live = workers[0];
      await until('the instance to hear a worker', () => q.available);
      const game = engineGame('euchre')!;
      const requests = [0, 1, 2].map((i) => requestFor('euchre', 'expert', seed(30 + i)));
      // one after the other: each is taken at once (three at a time would queue behind the one
      // interactive thread, past this instance's short budget)
      for (const r of requests) expect(await q.think(game, r, 'interactive')).toEqual(think(r));
      expect(q.fallbacks).toEqual({ untaken: 0, timeout: 0, 'no-worker': 0, unavailable: 0, closing: 0 });

      // the last worker stops (SIGTERM: it says it is leaving and exits 0); a ghost keeps beating
      // without pulling, so decisions are published and nobody takes them
      const ghost = setInterval(
        () => nc.publish(WORKERS_SUBJECT, encodeJson({ worker: 'ghost', threads: 1, busy: 0 })),
        200,
      );
      try {
        expect(await live.kill('SIGTERM')).toBe(0);
        workers.splice(workers.indexOf(live), 1);
        await until('the ghost to be heard', () => q.liveWorkers().includes('ghost'));
        const r = requestFor('euchre', 'expert', seed(40));
        expect(await q.think(game, r, 'interactive')).toEqual(think(r));
        expect(q.fallbacks.untaken).toBe(1);
      } finally {
        clearInterval(ghost);
      }
      // nobody beats any more: the instance thinks at once, publishing nothing
      await until('the workers to be gone', () => !q.available, 10_000);
      const before = await queueDepth(broker, 'interactive');
      const r = requestFor('euchre', 'expert', seed(41));
      expect(await q.think(game, r, 'interactive')).toEqual(think(r));
      expect(await queueDepth(broker, 'interactive')).toBe(before);
      expect(q.fallbacks.untaken).toBe(1);
    } finally {
      await q.close();
      await local.close();
    }
  }, 120_000);

  it('an instance with BOT_WORKERS_URL plays a built-in level through a worker', async () => {
    const worker = await startWorker(nats.url, 'w-app');
    workers.push(worker);
    const t = await createTestApp(GAMES, { BOT_WORKERS_URL: nats.url });
    try {
      await until('the instance to hear the worker', async () => {
        const m = await t.http.get('/metrics');
        return /^cardroom_bot_workers [1-9]$/m.test(m.text);
      });
      const fallbacksBefore = fallbacks((await t.http.get('/metrics')).text);
      const created = await t.http
        .post('/euchre/matches')
        .send({ players: [{ name: 'me' }, { bot: 'expert' }, { bot: 'expert' }, { bot: 'expert' }] })
        .expect(201);
      const { id } = created.body;
      const token = created.body.seats[0].token as string;
      // a few moves of ours: each answered after the bots' turns, which the worker makes
      for (let i = 0; i < 6; i++) {
        const view = await t.http.get(`/euchre/matches/${id}`).set(bearer(token)).expect(200);
        if (view.body.status !== 'active' || !view.body.legalMoves?.length) break;
        const move = materialize(view.body.legalMoves[0], rngFromSeed(seed(50), `me:${i}`));
        await t.http.post(`/euchre/matches/${id}/moves`).set(bearer(token)).send(move).expect(201);
      }
      const metrics = (await t.http.get('/metrics')).text;
      const decided = /^cardroom_bot_worker_decisions_total\{worker="w-app"\} (\d+)$/m.exec(metrics);
      expect(Number(decided?.[1] ?? 0)).toBeGreaterThan(0);
      expect(metrics).toMatch(/^cardroom_bot_queue_depth\{lane="interactive"\} \d+$/m);
      expect(metrics).toMatch(/^cardroom_bot_queue_wait_seconds_count\{lane="interactive"\} [1-9]/m);
      // (the registry is the test process's: the earlier test's fallbacks are in it, and no more)
      expect(fallbacks(metrics)).toBe(fallbacksBefore);
    } finally {
      await t.close();
    }
  }, 120_000);
});
