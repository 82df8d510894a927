/**
 * A rolling restart on PostgreSQL (skipped on PGlite, which lives in one process): two real instances
 * (child processes of the server) serve one database under load; each is sent SIGTERM in turn, must
 * exit 0 within SHUTDOWN_GRACE_SECONDS, and is started again before the other one goes. Then:
 * - every move answered 201 is in the log at the version it was answered with (and the logs are
 *   gapless, every match equal to its replay);
 * - every SSE follower whose instance went away was told to come back (`retry:`), resumed through the
 *   other instance with Last-Event-ID, and saw every version of its match exactly once.
 *
 * The proxy in front of the instances is played by the clients: a request goes to the instances in
 * turn, and one whose connection fails (the instance stopped listening) or that is answered 503 goes to
 * the next one, with the same Idempotency-Key, as a proxy's retry would. The moves of followed matches
 * are NOT paced by their followers: they come in bursts of several moves as fast as they are answered
 * (then the load answers a few more, so that the matches last through both restarts), so versions
 * land between two reads of a follower's stream and while it reconnects; the stream must still send
 * every version, once, in order (shared/API.md part 4). Everything waits on conditions; nothing sleeps.
 */
import { randomUUID } from 'node:crypto';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import {
  checkStored,
  createLong,
  createMatch,
  type Fetch,
  Load,
  type MatchInfo,
  readStored,
} from './util/load';
import { type Server, startServer } from './util/server';
import { until } from './util/until';

const DATABASE_URL = process.env.DATABASE_URL;
const GRACE_SECONDS = 10;
const FOLLOWED = 6;

/** The instances behind the stand-in proxy: a slot is null while its instance is being replaced. */
class Instances {
  readonly slots: (Server | null)[] = [null, null];
  private next = 0;
  /** Requests that failed on one instance and were sent to the other. */
  failovers = 0;

  /** The URLs to try for one request: the instances in turn, starting with the next one. */
  order(): string[] {
    const live = this.slots.filter((s): s is Server => s !== null).map((s) => s.url);
    const first = this.next++ % Math.max(1, live.length);
    return [...live.slice(first), ...live.slice(0, first)];
  }

  fetch: Fetch = async (method, path, body, headers = {}) => {
    let lastError: unknown = new Error('no instance is up');
    for (let round = 0; round < 50; round++) {
      for (const base of this.order()) {
        try {
          const res = await fetch(`${base}${path}`, {
            method,
            headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
            body: body !== undefined ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(20_000),
          });
          const text = await res.text();
          if (res.status === 503) {
            lastError = new Error(`503 from ${base}: ${text}`);
            this.failovers++;
            continue;
          }
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* kept as text for the assertion message */
          }
          return { status: res.status, body: parsed, headers: res.headers };
        } catch (e) {
          // the instance stopped listening or closed the connection: the next one, same Idempotency-Key
          lastError = e;
          this.failovers++;
        }
      }
      // both slots tried (one may be starting): wait for a live instance to show up
      await until('an instance to serve', () => this.slots.some((s) => s !== null), 60_000);
    }
    throw lastError;
  };
}

interface Connection {
  instance: number;
  lastEventId: string | null;
  ids: number[];
  /** The most versions that arrived in one chunk of the stream (a burst read in one batch). */
  mostInOneChunk: number;
  /** Versions that had landed after Last-Event-ID when this connection was opened (a resume's backlog). */
  backlog: number;
  retryHints: number[];
  endedBy: 'server' | 'client' | 'error';
}

/** Follows one match's SSE stream, reconnecting to the other instance (with Last-Event-ID) whenever it ends. */
class Follower {
  readonly seen: number[] = [];
  readonly connections: Connection[] = [];
  finished = false;
  private stopped = false;
  private abort: AbortController | null = null;
  readonly done: Promise<void>;

  /** The match's player stopped (it finished, or the test is over): nothing more will land. */
  playerDone = false;

  constructor(
    private readonly instances: Instances,
    readonly match: MatchInfo,
    /** The highest version of the match answered to its player so far. */
    private readonly landed: () => number,
  ) {
    this.done = this.run();
  }

  get last(): number {
    return this.seen.length ? this.seen[this.seen.length - 1] : 0;
  }

  get current(): Connection | undefined {
    return this.connections[this.connections.length - 1];
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
  }

  private async run(): Promise<void> {
    let instance = 0;
    while (!this.stopped && !this.finished) {
      const server = this.instances.slots[instance];
      if (!server) {
        instance = 1 - instance;
        await until(
          'an instance to follow through',
          () => this.stopped || this.instances.slots.some((s) => s !== null),
        );
        continue;
      }
      const conn: Connection = {
        instance,
        lastEventId: this.seen.length ? String(this.last) : null,
        ids: [],
        mostInOneChunk: 0,
        backlog: this.seen.length ? this.landed() - this.last : 0,
        retryHints: [],
        endedBy: 'server',
      };
      this.abort = new AbortController();
      try {
        const res = await fetch(`${server.url}/${this.match.game}/matches/${this.match.id}/events`, {
          headers: {
            authorization: `Bearer ${this.match.tokens[0]}`,
            ...(conn.lastEventId ? { 'last-event-id': conn.lastEventId } : {}),
          },
          signal: this.abort.signal,
        });
        this.connections.push(conn);
        if (res.status === 204) {
          this.finished = true;
          break;
        }
        if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status}`);
        await this.read(res.body, conn);
      } catch {
        conn.endedBy = this.stopped ? 'client' : 'error';
        if (!this.connections.includes(conn)) this.connections.push(conn);
      }
      // a stream ended by a shutdown comes back once its match has moved on by a few versions (a client
      // that takes its time): the resume must send every version it missed, in order
      if (conn.endedBy === 'server' && !this.finished)
        await until(
          `the match of ${this.match.id} to move on while its follower is away`,
          () => this.stopped || this.playerDone || this.landed() >= this.last + 3,
        );
      // the proxy's next pick: the other instance
      instance = 1 - instance;
    }
  }

  private async read(body: ReadableStream<Uint8Array>, conn: Connection): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let inChunk = 0;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        if (fields.has('retry')) conn.retryHints.push(Number(fields.get('retry')));
        if (fields.get('event') === 'state') {
          const id = Number(fields.get('id'));
          conn.ids.push(id);
          this.seen.push(id);
          conn.mostInOneChunk = Math.max(conn.mostInOneChunk, ++inChunk);
          if (JSON.parse(fields.get('data')!).status === 'finished') this.finished = true;
        }
      }
    }
  }
}

/** Moves of a followed match posted back to back, as fast as they are answered, before the player waits. */
const BURST = 4;

/**
 * Plays a followed match in bursts: BURST moves as fast as they are answered (the next seat's view,
 * then its move), never waiting for the follower; then it waits for the load to answer a few more (so
 * that the followed matches last through both restarts).
 */
async function burstPlayer(http: Fetch, f: Follower, stopped: () => boolean, load: Load): Promise<void> {
  try {
    await playBursts(http, f, stopped, load);
  } finally {
    f.playerDone = true;
  }
}

async function playBursts(http: Fetch, f: Follower, stopped: () => boolean, load: Load): Promise<void> {
  const answered = load.answered;
  const rng = rngFromSeed('5e'.repeat(32), `burst:${f.match.id}`);
  const path = `/${f.match.game}/matches/${f.match.id}`;
  let toAct: number[] = (await http('GET', path)).body.toAct ?? [];
  while (!stopped()) {
    for (let i = 0; i < BURST && !stopped(); i++) {
      if (!toAct.length) {
        const spect = await http('GET', path);
        if (spect.body.status === 'finished') return;
        toAct = spect.body.toAct;
        continue;
      }
      const seat = toAct[rng.int(toAct.length)];
      const auth = { authorization: `Bearer ${f.match.tokens[seat]}` };
      const view = await http('GET', path, undefined, auth);
      if (view.body?.status === 'finished') return;
      const legal: MoveTemplate[] | undefined = view.body?.legalMoves;
      toAct = view.body?.toAct ?? [];
      if (!legal?.length) continue;
      const move = materialize(legal[rng.int(legal.length)], rng);
      const key = randomUUID();
      const res = await http('POST', `${path}/moves`, move, { ...auth, 'idempotency-key': key });
      if (res.status !== 201) {
        toAct = [];
        continue;
      }
      answered.push({ matchId: f.match.id, version: res.body.version, seat, move, key, body: res.body });
      toAct = res.body.toAct ?? [];
      if (res.body.status === 'finished') return;
    }
    const target = answered.length + 3;
    await until('the load to go on', () => answered.length >= target || stopped());
  }
}

const pgDescribe = DATABASE_URL ? describe : describe.skip;
pgDescribe('rolling restart (PostgreSQL, two instances)', () => {
  it('SIGTERM to each instance in turn under load: exit 0 in the grace, no answered move lost, every follower resumes and sees every version', async () => {
    const env = {
      DATABASE_URL: DATABASE_URL!,
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: 'warn',
    };
    const instances = new Instances();
    const followers: Follower[] = [];
    let stopPaced = false;
    try {
      [instances.slots[0], instances.slots[1]] = await Promise.all([startServer(env), startServer(env)]);
      const http = instances.fetch;
      const matches: MatchInfo[] = [];
      for (const game of ['euchre', 'east-west', 'in-between', 'texas-holdem', 'chinese-poker'])
        matches.push(await createMatch(http, game));
      const load = new Load(http, matches, 4);
      load.all.push(...matches);

      // followed matches (long ones): all followers start on instance 0, their moves go to either instance
      for (let i = 0; i < FOLLOWED; i++) {
        const m = i % 2 ? await createMatch(http, 'euchre') : await createLong(http);
        load.all.push(m);
        followers.push(
          new Follower(instances, m, () =>
            load.answered.reduce((v, x) => (x.matchId === m.id ? Math.max(v, x.version) : v), 0),
          ),
        );
      }
      await until('every follower to get its first view', () => followers.every((f) => f.seen.length > 0));
      const paced = followers.map((f) => burstPlayer(http, f, () => stopPaced, load));
      load.start();

      const restarts: { slot: number; exitCode: number | null; ms: number; onIt: number; resumed: number }[] =
        [];
      for (const slot of [0, 1]) {
        await load.moreAnswered(40);
        const going = instances.slots[slot]!;
        // the followers that are on the instance about to go, and how far each has seen
        const onIt = followers.filter(
          (f) => !f.finished && f.current?.instance === slot && f.current.endedBy === 'server',
        );
        const started = Date.now();
        await going.kill('SIGTERM');
        const ms = Date.now() - started;
        instances.slots[slot] = null;
        expect(going.stdout()).toContain('shutdown: drained and closed');
        // meanwhile the other instance carries the load, and the followers come back through it
        await load.moreAnswered(20);
        await until('the followers of the stopped instance to resume on the other one', () =>
          onIt.every(
            (f) => f.finished || f.connections.some((c) => c.instance === 1 - slot && c.lastEventId !== null),
          ),
        );
        instances.slots[slot] = await startServer(env);
        restarts.push({
          slot,
          exitCode: going.proc.exitCode,
          ms,
          onIt: onIt.length,
          resumed: onIt.filter((f) => !f.finished).length,
        });
      }
      await load.moreAnswered(20);
      await load.stop();
      stopPaced = true;
      await Promise.all(paced);

      // every follower catches up with its match, then stops
      for (const f of followers) {
        const now = await http('GET', `/${f.match.game}/matches/${f.match.id}`);
        await until(
          `the follower of ${f.match.id} to reach version ${now.body.version}`,
          () => f.last >= now.body.version,
        );
        f.stop();
      }
      await Promise.all(followers.map((f) => f.done));

      for (const r of restarts) {
        expect(r.exitCode).toBe(0);
        expect(r.ms).toBeLessThan(GRACE_SECONDS * 1000);
      }
      // at least one follower was on each instance when it went
      expect(restarts.map((r) => r.onIt > 0)).toEqual([true, true]);
      for (const f of followers) {
        const final = f.last;
        // every version exactly once, from the first one the stream showed
        expect(f.seen).toEqual(Array.from({ length: final - f.seen[0] + 1 }, (_, i) => f.seen[0] + i));
        expect(f.seen[0]).toBe(1);
        for (let i = 1; i < f.connections.length; i++) {
          const c = f.connections[i];
          const before = f.connections[i - 1];
          // a stream ended by a shutdown said when to come back; the next one went to the other instance
          if (before.endedBy === 'server') expect(before.retryHints).toContain(500);
          expect(c.instance).toBe(1 - before.instance);
          expect(c.lastEventId).not.toBeNull();
        }
      }
      expect(followers.filter((f) => f.connections.length > 1).length).toBeGreaterThan(0);
      // versions did land between two reads: resumes found several waiting (sent from one batch read)
      const conns = followers.flatMap((f) => f.connections);
      const backlogs = conns.filter((c) => c.backlog >= 2);
      expect(backlogs.length).toBeGreaterThan(0);
      const bursts = conns.filter((c) => c.mostInOneChunk > 1).length;
      // the clients saw no error: the stand-in proxy sent what failed to the other instance
      expect(load.badErrors).toEqual([]);
      expect([...load.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
      expect(load.unknown).toBe(0);

      const ids = load.all.map((m) => m.id);
      const r = checkStored(await readStored({ DATABASE_URL: DATABASE_URL! }, ids), load.answered, ids);
      const resumes = followers.reduce((n, f) => n + f.connections.length - 1, 0);
      process.stdout.write(
        `rolling restart: ${restarts.map((x) => `instance ${x.slot} exit ${x.exitCode} in ${x.ms} ms`).join(', ')}; ` +
          `${load.answered.length} moves answered 201 (all in the log), ${r.matches} matches replayed, ` +
          `${followers.length} followers resumed ${resumes} times and saw every version ` +
          `(${followers.reduce((n, f) => n + f.seen.length, 0)} versions; ${backlogs.length} resumes with a backlog of ` +
          `${backlogs.map((c) => c.backlog).join('/')}; ${bursts} connections got several in one chunk), ` +
          `${instances.failovers} requests failed over\n`,
      );
    } finally {
      stopPaced = true;
      for (const f of followers) f.stop();
      await Promise.all(instances.slots.map((s) => s?.kill('SIGKILL')));
    }
  }, 480_000);
});
