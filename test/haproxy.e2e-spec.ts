/**
 * The shipped deployment, run (PostgreSQL; skipped on PGlite): Debian's HAProxy with deploy/haproxy.cfg
 * (only its addresses and ports changed, to the test's free ones) in front of two real instances.
 * Every client goes through the proxy, as in production: a load of random moves, and followed matches
 * whose followers read the SSE stream through the proxy and come back through it with Last-Event-ID
 * when their instance goes. Each instance in turn is sent SIGTERM under load, must exit 0, and is
 * started again on its port; the next one goes once the proxy sends moves to the new one. Then:
 * every move answered 201 is in the log where it was answered (gapless logs, each match its replay),
 * and every follower saw every version of its match exactly once.
 *
 * A client here does what a client of the real service does: a request the proxy could not deliver
 * (a connection cut, 502, 503, 504) is sent again, a move with the same Idempotency-Key. How many that
 * took is printed; the proxy's own retries (retry-on, redispatch) are what keeps it low.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkStored,
  createLong,
  createMatch,
  type Fetch,
  type FollowedMatch,
  Load,
  type MatchInfo,
  pacedPlayer,
  readStored,
} from './util/load';
import { freePort, type Server, startServer } from './util/server';
import { until } from './util/until';

const GRACE_SECONDS = 10;
const FOLLOWED = 6;
const RETRIED = new Set([502, 503, 504]);
const START_MS = 180_000;

function haproxyBinary(): string | null {
  const candidates = [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/bin/haproxy'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/** deploy/haproxy.cfg with the proxy on `proxyPort` and app1, app2 on 127.0.0.1:`ports`; nothing else changed. */
function adaptedConfig(shipped: string, proxyPort: number, ports: number[]): string {
  const swaps: [RegExp, string][] = [
    [/^(\s*bind )\S*:3000$/m, `$1127.0.0.1:${proxyPort}`],
    ...ports.map((p, i): [RegExp, string] => [
      new RegExp(`^(\\s*server app${i + 1} )app${i + 1}:3000( .*)$`, 'm'),
      `$1127.0.0.1:${p}$2`,
    ]),
  ];
  let cfg = shipped;
  for (const [from, to] of swaps) {
    if (!from.test(cfg)) throw new Error(`deploy/haproxy.cfg has no line ${from}: adapt the test`);
    cfg = cfg.replace(from, to);
  }
  return cfg;
}

/** HAProxy in the foreground on the adapted configuration. */
class Proxy {
  private log = '';
  private stopping = false;
  /** Rejects if HAProxy exits before the test stops it (the test then fails at once, with its output). */
  readonly died: Promise<never>;
  private constructor(
    readonly port: number,
    private readonly proc: ChildProcess,
  ) {
    this.died = new Promise<never>((_, reject) =>
      proc.once('exit', (code, signal) => {
        if (!this.stopping) reject(new Error(`haproxy exited (${code ?? signal}): ${this.log.slice(-2000)}`));
      }),
    );
    this.died.catch(() => undefined);
  }

  /** `p`, unless HAProxy dies first. */
  guard<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.died]);
  }

  static async start(cfgPath: string, port: number): Promise<Proxy> {
    const bin = haproxyBinary();
    if (!bin) throw new Error('no haproxy binary (apt-get install -y haproxy, or set HAPROXY)');
    execFileSync(bin, ['-c', '-q', '-f', cfgPath]);
    const proc = spawn(bin, ['-db', '-f', cfgPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    const proxy = new Proxy(port, proc);
    const keep = (c: Buffer) => (proxy.log = (proxy.log + c.toString('utf8')).slice(-200_000));
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    await until('HAProxy to serve', async () => {
      if (proc.exitCode !== null) throw new Error(`haproxy exited: ${proxy.log}`);
      return fetch(`${proxy.url}/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
    });
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  output(): string {
    return this.log;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
    const exited = new Promise((resolve) => this.proc.once('exit', resolve));
    this.proc.kill('SIGKILL');
    await exited;
  }
}

/** A client of the proxy that sends again what the proxy could not deliver (same body, same headers). */
function proxyClient(base: string, counts: { resent: number }): Fetch {
  return async (method, path, body, headers = {}) => {
    let last: unknown;
    for (let attempt = 0; attempt < 20; attempt++) {
      if (attempt > 0) counts.resent++;
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        if (RETRIED.has(res.status)) {
          last = new Error(`${res.status} through the proxy: ${text.slice(0, 200)}`);
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
        last = e;
      }
    }
    throw last;
  };
}

/** Follows one match's SSE stream through the proxy, coming back with Last-Event-ID whenever it ends. */
class ProxyFollower implements FollowedMatch {
  readonly seen: number[] = [];
  /** Streams opened (the first, then one per resume). */
  streams = 0;
  finished = false;
  private stopped = false;
  private abort: AbortController | null = null;
  readonly done: Promise<void>;

  constructor(
    private readonly base: string,
    readonly match: MatchInfo,
  ) {
    this.done = this.run();
  }

  get last(): number {
    return this.seen.length ? this.seen[this.seen.length - 1] : 0;
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
  }

  private async run(): Promise<void> {
    while (!this.stopped && !this.finished) {
      this.abort = new AbortController();
      try {
        const res = await fetch(`${this.base}/${this.match.game}/matches/${this.match.id}/events`, {
          headers: {
            authorization: `Bearer ${this.match.tokens[0]}`,
            ...(this.seen.length ? { 'last-event-id': String(this.last) } : {}),
          },
          signal: this.abort.signal,
        });
        if (res.status === 204) {
          this.finished = true;
          break;
        }
        if (res.status !== 200 || !res.body) {
          await res.body?.cancel();
          continue; // the proxy had no instance for it just then: again
        }
        this.streams++;
        await this.read(res.body);
      } catch {
        /* the stream was cut (its instance went): again through the proxy */
      }
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        if (fields.get('event') === 'state') {
          this.seen.push(Number(fields.get('id')));
          if (JSON.parse(fields.get('data')!).status === 'finished') this.finished = true;
        }
      }
    }
  }
}

/** The moves an instance has taken (its cardroom_moves_total, every game added up). */
async function movesTaken(server: Server): Promise<number> {
  const text = await fetch(`${server.url}/metrics`).then((r) => r.text());
  return [...text.matchAll(/^cardroom_moves_total(?:\{[^}]*\})? (\d+)$/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
}

const pgDescribe = process.env.DATABASE_URL ? describe : describe.skip;
pgDescribe('the shipped deployment: two instances behind HAProxy (deploy/haproxy.cfg)', () => {
  it('a rolling restart under load through the proxy: exit 0, every answered move in the log, every follower complete', async () => {
    const DATABASE_URL = process.env.DATABASE_URL!;
    const env = {
      DATABASE_URL,
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-haproxy-'));
    const ports = [await freePort(), await freePort()];
    const servers: (Server | null)[] = [null, null];
    const followers: ProxyFollower[] = [];
    let proxy: Proxy | null = null;
    let stopPaced = false;
    let paced: Promise<void>[] = [];
    try {
      // one after the other, each kept as soon as it serves (so that a failure stops it); a loaded
      // machine may take minutes to start one
      for (const slot of [0, 1]) servers[slot] = await startServer(env, START_MS, ports[slot]);
      const proxyPort = await freePort();
      const cfgPath = join(dir, 'haproxy.cfg');
      const shipped = readFileSync(join(__dirname, '..', 'deploy', 'haproxy.cfg'), 'utf8');
      writeFileSync(cfgPath, adaptedConfig(shipped, proxyPort, ports));
      proxy = await Proxy.start(cfgPath, proxyPort);

      const counts = { resent: 0 };
      const http = proxyClient(proxy.url, counts);
      const matches: MatchInfo[] = [];
      for (const game of ['euchre', 'east-west', 'in-between', 'texas-holdem', 'chinese-poker'])
        matches.push(await createMatch(http, game));
      const load = new Load(http, matches, 4);
      load.all.push(...matches);
      for (let i = 0; i < FOLLOWED; i++) {
        const m = i % 2 ? await createMatch(http, 'euchre') : await createLong(http);
        load.all.push(m);
        followers.push(new ProxyFollower(proxy.url, m));
      }
      await until('every follower to get its first view', () => followers.every((f) => f.seen.length > 0));
      paced = followers.map((f) => pacedPlayer(http, f, () => stopPaced, load));
      load.start();

      const restarts: { slot: number; exitCode: number | null; ms: number }[] = [];
      for (const slot of [0, 1]) {
        await proxy.guard(load.moreAnswered(30));
        const going = servers[slot]!;
        const started = Date.now();
        await going.kill('SIGTERM');
        restarts.push({ slot, exitCode: going.proc.exitCode, ms: Date.now() - started });
        servers[slot] = null;
        expect(going.stdout()).toContain('shutdown: drained and closed');
        // the other instance carries the load alone meanwhile
        await proxy.guard(load.moreAnswered(20));
        const back = await startServer(env, START_MS, ports[slot]);
        servers[slot] = back;
        // the proxy's checks see it up again and send it moves before the other one goes
        await until(
          'the proxy to send moves to the restarted instance',
          async () => (await movesTaken(back)) > 0,
        );
      }
      await proxy.guard(load.moreAnswered(20));
      await load.stop();
      stopPaced = true;
      await Promise.all(paced);

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
      for (const f of followers) {
        // every version exactly once, from the first
        expect(f.seen).toEqual(Array.from({ length: f.last }, (_, i) => i + 1));
      }
      const resumes = followers.reduce((n, f) => n + f.streams - 1, 0);
      expect(resumes).toBeGreaterThan(0);
      expect(load.badErrors).toEqual([]);
      expect([...load.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
      expect(load.unknown).toBe(0);

      const ids = load.all.map((m) => m.id);
      const r = checkStored(await readStored({ DATABASE_URL }, ids), load.answered, ids);
      process.stdout.write(
        `haproxy rolling restart: ${restarts.map((x) => `app${x.slot + 1} exit ${x.exitCode} in ${x.ms} ms`).join(', ')}; ` +
          `${load.answered.length} moves answered 201 through the proxy (all in the log), ${r.matches} matches replayed, ` +
          `${followers.length} followers resumed ${resumes} times and saw every version, ` +
          `${counts.resent} requests sent again by the clients\n`,
      );
    } finally {
      stopPaced = true;
      for (const f of followers) f.stop();
      await Promise.allSettled(paced);
      await proxy?.stop();
      await Promise.all(servers.map((s) => s?.kill('SIGKILL')));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
