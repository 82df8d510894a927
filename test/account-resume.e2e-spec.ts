/**
 * The account stream delivers every version of a match once and in order (shared/API.md part 4): each
 * match event carries an id (SSE `id:` and `eventId`), and a client that reconnects with it
 * (`Last-Event-ID`, or `?since=` for NDJSON) gets exactly the match events it missed, then live ones.
 * On the Counter test game (turns alternate), an account at seat 0 is to act at every other version.
 * With DATABASE_URL (PostgreSQL) two instances serve one database: the moves are made on B, the
 * follower starts on A and resumes on B; on PGlite there is one instance.
 */
import { ndjsonObjects } from '../client';
import { AccountEvents } from '../src/accounts/account-events';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { counterBinding } from './util/counter-game';
import { until } from './util/until';

const TWO = Boolean(process.env.DATABASE_URL);

interface Heard {
  type: string;
  id?: string;
  data: any;
}

/** The account stream as SSE (with `Last-Event-ID`) or NDJSON (with `?since=`), every event kept. */
class Follower {
  readonly heard: Heard[] = [];
  status = 0;
  body: any = null;
  private readonly abort = new AbortController();

  static async open(
    url: string,
    key: string,
    o: { format?: 'sse' | 'ndjson'; lastEventId?: string; since?: string } = {},
  ): Promise<Follower> {
    const f = new Follower();
    const ndjson = o.format === 'ndjson';
    const res = await fetch(`${url}/me/events${o.since ? `?since=${encodeURIComponent(o.since)}` : ''}`, {
      headers: {
        Authorization: `Bearer ${key}`,
        Accept: ndjson ? 'application/x-ndjson' : 'text/event-stream',
        ...(o.lastEventId ? { 'Last-Event-ID': o.lastEventId } : {}),
      },
      signal: f.abort.signal,
    });
    f.status = res.status;
    if (res.status !== 200) {
      f.body = await res.json();
      return f;
    }
    void (ndjson ? f.pumpNdjson(res.body!) : f.pumpSse(res.body!)).catch(() => undefined);
    return f;
  }

  private async pumpNdjson(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<void> {
    for await (const e of ndjsonObjects<any>(body)) this.heard.push({ type: e.type, id: e.eventId, data: e });
  }

  private async pumpSse(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buf = '';
    for await (const chunk of body) {
      buf += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const lines = buf.slice(0, cut).split('\n');
        buf = buf.slice(cut + 2);
        const field = (k: string) => lines.find((l) => l.startsWith(`${k}: `))?.slice(k.length + 2);
        const type = field('event');
        if (type) this.heard.push({ type, id: field('id'), data: JSON.parse(field('data')!) });
      }
    }
  }

  /** This match's events, in the order heard. */
  of(matchId: string): Heard[] {
    return this.heard.filter((h) => h.data.matchId === matchId);
  }

  /** The versions of this match's `yourTurn`s, in the order heard. */
  turns(matchId: string): number[] {
    return this.of(matchId)
      .filter((h) => h.type === 'yourTurn')
      .map((h) => h.data.version as number);
  }

  close(): void {
    this.abort.abort();
  }
}

describe(`the account stream: every version once, and resumes${TWO ? ' on two instances (PostgreSQL)' : ''}`, () => {
  const apps: TestApp[] = [];
  const followers: Follower[] = [];
  let a: Http;
  let b: Http;
  const follow = async (...args: Parameters<typeof Follower.open>) => {
    const f = await Follower.open(...args);
    followers.push(f);
    return f;
  };
  beforeAll(async () => {
    const urls: string[] = [];
    for (let i = 0; i < (TWO ? 2 : 1); i++) {
      const t = await createTestApp([counterBinding()]);
      apps.push(t);
      await t.app.listen(0, '127.0.0.1');
      urls.push((await t.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
    a = new Http(urls[0]);
    b = new Http(urls[urls.length - 1]);
  });
  afterEach(() => followers.splice(0).forEach((f) => f.close()));
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  /** A Counter match: the account at seat 0, `bo` (a seat token) at seat 1. */
  async function newMatch(key: string, target = 200) {
    const r = await b.call(
      'POST',
      '/counter/matches',
      { players: [{ me: true }, { name: 'bo' }], options: { target } },
      key,
    );
    expect(r.status).toBe(201);
    return {
      id: r.body.id as string,
      version: r.body.version as number,
      bo: r.body.seats[1].token as string,
    };
  }

  /** `n` moves on instance B, back to back (whoever is to act adds 1); the last version. */
  async function play(m: { id: string; bo: string }, key: string, n: number): Promise<number> {
    let version = -1;
    for (let i = 0; i < n; i++) {
      const now = await b.call('GET', `/counter/matches/${m.id}`);
      if (now.body.status !== 'active') return now.body.version;
      const who = now.body.toAct[0] === 0 ? key : m.bo;
      const r = await b.call('POST', `/counter/matches/${m.id}/moves`, { type: 'add', amount: 1 }, who, {
        Prefer: 'return=minimal',
      });
      expect(r.status).toBe(201);
      version = r.body.version;
    }
    return version;
  }

  /** The versions in (after, upTo] at which seat 0 is to act, read with `?atVersion=`. */
  async function seatTurns(m: { id: string }, key: string, after: number, upTo: number): Promise<number[]> {
    const out: number[] = [];
    for (let v = after + 1; v <= upTo; v++) {
      const r = await a.call('GET', `/counter/matches/${m.id}?atVersion=${v}`, undefined, key);
      expect(r.status).toBe(200);
      if (r.body.status === 'active' && r.body.toAct.includes(0)) out.push(v);
    }
    return out;
  }

  it('a burst of moves and a resync: the follower hears every version where it is to act once, in order, each with a resumable id', async () => {
    const { key } = await a.account('bot');
    const m = await newMatch(key);
    const f = await follow(a.url, key);
    await until('the picture', () => f.turns(m.id).length === 1);
    const last = await play(m, key, 16);
    const expected = await seatTurns(m, key, m.version - 1, last);
    await until('the burst', () => f.turns(m.id).at(-1) === expected.at(-1), 20_000);
    expect(f.turns(m.id)).toEqual(expected);
    for (const h of f.of(m.id)) {
      expect(h.id).toMatch(/^a1:/);
      expect(h.data.eventId).toBe(h.id);
      // the view of each yourTurn is its own version's, as GET ?atVersion= answers it
      expect(h.data.view.version).toBe(h.data.version);
    }
    // a resync (events may have been lost on the transport) catches up from the cursor: nothing twice
    apps[0].app.get(AccountEvents).events.resyncAll();
    const more = await play(m, key, 4);
    const next = await seatTurns(m, key, last, more);
    await until('the moves after the resync', () => f.turns(m.id).at(-1) === next.at(-1));
    expect(f.turns(m.id)).toEqual([...expected, ...next]);
  });

  it('a reconnect with the last id, on the other instance, gets exactly the versions missed, then live ones', async () => {
    const { key } = await a.account('bot');
    const m = await newMatch(key);
    const first = await follow(a.url, key);
    const before = await play(m, key, 5);
    const seen = await seatTurns(m, key, m.version - 1, before);
    await until('the first moves', () => first.turns(m.id).at(-1) === seen.at(-1));
    const lastId = first.of(m.id).at(-1)!.id!;
    first.close();

    const after = await play(m, key, 9); // missed while away
    const missed = await seatTurns(m, key, before, after);
    expect(missed.length).toBeGreaterThan(3);
    const again = await follow(b.url, key, { lastEventId: lastId });
    expect(again.status).toBe(200);
    await until('the missed versions', () => again.turns(m.id).at(-1) === missed.at(-1));
    // and then live events, once
    const live = await play(m, key, 2);
    const next = await seatTurns(m, key, after, live);
    await until('the live version', () => again.turns(m.id).at(-1) === next.at(-1));
    expect(again.turns(m.id)).toEqual([...missed, ...next]);
    expect(again.of(m.id).map((h) => h.type)).toEqual([...missed, ...next].map(() => 'yourTurn'));

    // a fresh connection (no id) still starts with the picture: the current turn only
    const fresh = await follow(b.url, key);
    await until('the picture', () => fresh.turns(m.id).length > 0);
    expect(fresh.turns(m.id)).toEqual([next.at(-1)]);
  });

  it('NDJSON resumes with ?since=: the turns missed and the finish of a match that ended meanwhile; a bad since is 400', async () => {
    const { key } = await a.account('bot');
    const m = await newMatch(key, 14);
    const first = await follow(a.url, key, { format: 'ndjson' });
    const before = await play(m, key, 3);
    const seen = await seatTurns(m, key, m.version - 1, before);
    await until('the first moves', () => first.turns(m.id).at(-1) === seen.at(-1));
    const since = first.of(m.id).at(-1)!.id!;
    first.close();

    const end = await play(m, key, 50); // to the end (target 14)
    const missed = await seatTurns(m, key, before, end);
    const again = await follow(b.url, key, { format: 'ndjson', since });
    expect(again.status).toBe(200);
    await until('the finish', () => again.of(m.id).some((h) => h.type === 'matchFinish'));
    expect(again.of(m.id).map((h) => (h.type === 'yourTurn' ? h.data.version : h.type))).toEqual([
      ...missed,
      'matchFinish',
    ]);
    expect(again.of(m.id).at(-1)!.data).toMatchObject({ seat: 0, result: { winners: expect.any(Array) } });

    const bad = await Follower.open(b.url, key, { format: 'ndjson', since: 'not-an-id' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad-request');
  });
});
