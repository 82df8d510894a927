/**
 * The live-events piece (src/events) from the outside: a replaced API key ends every stream opened with
 * it at once, on every instance; an account holds at most MAX_STREAMS_PER_ACCOUNT streams open with its
 * key (the next one is 429 JSON); GET /series/{id}/events sends the series as GET /series/{id} answers
 * it, at once and at each change. With DATABASE_URL (PostgreSQL) two instances serve one database and
 * what happens on one is heard on the other; on PGlite there is one instance.
 */
import { EventHub } from '../src/events/event-hub';
import { GAMES } from '../src/games/registry';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { until } from './util/until';

const TWO = Boolean(process.env.DATABASE_URL);

/** A raw event stream: its status, its text so far, and whether the server ended it. */
class RawStream {
  text = '';
  ended = false;
  status = 0;
  body: unknown = null;
  private readonly abort = new AbortController();

  static async open(url: string, headers: Record<string, string> = {}): Promise<RawStream> {
    const s = new RawStream();
    const res = await fetch(url, { headers, signal: s.abort.signal });
    s.status = res.status;
    if (res.status !== 200) {
      s.body = await res.json();
      s.ended = true;
      return s;
    }
    void s.pump(res.body!);
    return s;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) this.text += decoder.decode(chunk, { stream: true });
    } catch {
      // aborted by the client
    }
    this.ended = true;
  }

  /** The `data` of each SSE event named `name`, parsed. */
  events(name: string): any[] {
    return this.text
      .split('\n\n')
      .filter((b) => b.split('\n').includes(`event: ${name}`))
      .map((b) =>
        JSON.parse(
          b
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        ),
      );
  }

  close(): void {
    this.abort.abort();
  }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
}

describe(`live events${TWO ? ' on two instances (PostgreSQL)' : ''}`, () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  const streams: RawStream[] = [];
  let a: Http;
  let b: Http;
  const open = async (url: string, headers?: Record<string, string>) => {
    const s = await RawStream.open(url, headers);
    streams.push(s);
    return s;
  };
  beforeAll(async () => {
    for (let i = 0; i < (TWO ? 2 : 1); i++) {
      const t = await createTestApp(GAMES, { MAX_STREAMS_PER_ACCOUNT: '3' });
      apps.push(t);
      urls.push(await listen(t));
    }
    a = new Http(urls[0]);
    b = new Http(urls[urls.length - 1]);
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  const hubOf = (url: string) => apps[urls.indexOf(url)].app.get(EventHub);
  const accountId = async (name: string) =>
    (await apps[0].db.account.findFirstOrThrow({ where: { name }, select: { id: true } })).id;

  it('a replaced API key ends every stream opened with it at once, on every instance; others stay', async () => {
    const { name, key } = await a.account('bot');
    const match = await a.call(
      'POST',
      '/east-west/matches',
      { players: [{ me: true }, { bot: 'random' }] },
      key,
    );
    expect(match.status).toBe(201);
    const id = match.body.id;
    const token = match.body.seats[0].token as string | undefined;
    const auth = { Authorization: `Bearer ${key}` };
    const account = await open(`${b.url}/me/events`, { ...auth, Accept: 'application/x-ndjson' });
    const onB = await open(`${b.url}/east-west/matches/${id}/events`, auth);
    const onA = await open(`${a.url}/east-west/matches/${id}/events`, auth);
    const spectator = await open(`${b.url}/east-west/matches/${id}/events`);
    const seat = token ? await open(`${b.url}/east-west/matches/${id}/events?token=${token}`) : null;
    for (const s of [account, onB, onA, spectator]) expect(s.status).toBe(200);
    await until(
      'the streams to start',
      () => onA.events('state').length > 0 && onB.events('state').length > 0,
    );
    const aid = await accountId(name);
    expect(hubOf(b.url).streamsOf(aid)).toBe(TWO ? 2 : 3);

    const next = (await a.call('POST', '/me/api-key', undefined, key)).body.apiKey as string;
    await until(
      'the streams opened with the old key to end',
      () => account.ended && onB.ended && onA.ended,
      10_000,
    );
    expect(hubOf(b.url).streamsOf(aid)).toBe(0);
    expect(spectator.ended).toBe(false);
    if (seat) expect(seat.ended).toBe(false);
    // the new key opens streams as before, and they stay open
    const again = await open(`${b.url}/east-west/matches/${id}/events`, { Authorization: `Bearer ${next}` });
    expect(again.status).toBe(200);
    await until('the new stream to start', () => again.events('state').length > 0);
    expect(again.ended).toBe(false);
  });

  it('an account holds at most MAX_STREAMS_PER_ACCOUNT streams open with its key: the next one is 429 JSON', async () => {
    const { name, key } = await b.account('bot');
    const auth = { Authorization: `Bearer ${key}` };
    const match = await b.call(
      'POST',
      '/east-west/matches',
      { players: [{ me: true }, { bot: 'random' }] },
      key,
    );
    const held = [
      await open(`${b.url}/me/events`, auth),
      await open(`${b.url}/me/events`, { ...auth, Accept: 'application/x-ndjson' }),
      await open(`${b.url}/east-west/matches/${match.body.id}/events`, auth),
    ];
    for (const s of held) expect(s.status).toBe(200);
    const over = await open(`${b.url}/me/events`, auth);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ statusCode: 429, reason: 'too-many-streams' });
    expect((over.body as { message: string }).message).toContain('MAX_STREAMS_PER_ACCOUNT');
    const matchOver = await open(`${b.url}/east-west/matches/${match.body.id}/events`, auth);
    expect(matchOver.status).toBe(429);
    // streams without the key (a spectator) do not count
    expect((await open(`${b.url}/east-west/matches/${match.body.id}/events`)).status).toBe(200);
    // one closed: a place is free again
    held[0].close();
    const aid = await accountId(name);
    await until('the closed stream to be released', () => hubOf(b.url).streamsOf(aid) === 2);
    expect((await open(`${b.url}/me/events`, auth)).status).toBe(200);
  });

  it('GET /series/{id}/events: the series at once, then at each change; a declined series ends the stream', async () => {
    const me = await a.account('bot');
    const guest = await a.account('bot');
    const create = (opponents: string[]) =>
      a.call(
        'POST',
        '/texas-holdem/series',
        { opponents, deals: 2, options: { maxHands: 2, startingStack: 200 } },
        me.key,
      );
    const id = (await create([guest.name])).body.id;
    const s = await open(`${b.url}/series/${id}/events`);
    expect(s.status).toBe(200);
    await until('the first series event', () => s.events('series').length === 1);
    expect(s.events('series')[0]).toEqual((await b.call('GET', `/series/${id}`)).body);
    expect(s.events('series')[0].status).toBe('pending');

    // the guest accepts on the other instance: the series runs, its first matches open
    expect((await a.call('POST', `/series/${id}/accept`, undefined, guest.key)).status).toBe(200);
    await until('the running series', () => s.events('series').some((x) => x.status === 'running'));
    const running = s.events('series').find((x) => x.status === 'running');
    expect(running.matches.length).toBeGreaterThan(0);
    // the creator cancels: the matches in flight still finish, so the stream goes on
    expect((await a.call('DELETE', `/series/${id}`, undefined, me.key)).status).toBe(200);
    await until('the canceled series', () => s.events('series').some((x) => x.status === 'canceled'));
    expect(s.events('series').at(-1)).toEqual((await b.call('GET', `/series/${id}`)).body);
    expect(s.ended).toBe(false);
    // each event differs from the one before
    const sent = s.events('series').map((x) => JSON.stringify(x));
    expect(new Set(sent).size).toBe(sent.length);

    const other = (await create([guest.name])).body.id;
    const d = await open(`${b.url}/series/${other}/events`);
    await until('the first series event', () => d.events('series').length === 1);
    expect((await a.call('POST', `/series/${other}/decline`, undefined, guest.key)).status).toBe(200);
    await until('the stream of the declined series to end', () => d.ended);
    expect(d.events('series').map((x) => x.status)).toEqual(['pending', 'declined']);
    expect(d.text).toMatch(/^retry: 2000\n\n/);

    const missing = await open(`${b.url}/series/00000000-0000-4000-8000-000000000000/events`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404 });
  });
});
