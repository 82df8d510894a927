/**
 * Accounts, the account event stream, challenges, seeks and ratings through a listening server
 * (docs/api.md part 2), on PGlite, or on PostgreSQL when DATABASE_URL is set; the race and cross-instance
 * tests run two app instances on one PostgreSQL database (skipped without DATABASE_URL).
 */
import { Writable } from 'node:stream';
import { runAccountBot } from '../examples/bot';
import { rateStandings } from '../src/ratings/rate';
import { GAMES } from '../src/games/registry';
import { shownRating } from '../src/shown-rating';
import { createTestApp, type TestApp } from './util/app';
import { AccountStream, Http, uniqueName } from './util/account-http';

const pgIt = process.env.DATABASE_URL ? it : it.skip;
async function listen(
  env: Record<string, string> = {},
  logTo?: NodeJS.WritableStream,
): Promise<{ t: TestApp; http: Http }> {
  const t = await createTestApp(GAMES, env, logTo);
  await t.app.listen(0, '127.0.0.1');
  const url = await t.app.getUrl();
  return { t, http: new Http(url.replace('[::1]', '127.0.0.1')) };
}

describe('accounts over HTTP', () => {
  let t: TestApp;
  let http: Http;

  beforeAll(async () => {
    ({ t, http } = await listen());
  });
  afterAll(async () => {
    await t.close();
  });

  it('two bot accounts seek the same game, are paired, play only from their streams; ratings, leaderboard and histories follow', async () => {
    const [a, b] = [await http.account(), await http.account()];
    const [sa, sb] = await Promise.all([
      AccountStream.open(http.url, a.key),
      AccountStream.open(http.url, b.key),
    ]);
    const bot = (acc: { key: string }) =>
      runAccountBot(
        [
          '--key',
          acc.key,
          '--url',
          http.url,
          '--game',
          'east-west',
          '--seek',
          '--matches',
          '1',
          '--options',
          '{"targetPoints":1}',
        ],
        () => undefined,
      );
    const [ra, rb] = await Promise.all([bot(a), bot(b)]);
    expect(ra.finished).toHaveLength(1);
    expect(rb.finished[0].matchId).toBe(ra.finished[0].matchId);
    const matchId = ra.finished[0].matchId;
    expect(ra.moves + rb.moves).toBeGreaterThan(10);
    for (const s of [sa, sb]) {
      const start = s.events.findIndex((e) => e.type === 'matchStart' && e.matchId === matchId);
      const turn = s.events.findIndex((e) => e.type === 'yourTurn' && e.matchId === matchId);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(turn).toBeGreaterThan(start);
      expect(s.events[turn]).toMatchObject({
        game: 'east-west',
        seat: expect.any(Number),
        version: expect.any(Number),
      });
      expect(Object.keys(s.events[turn]).sort()).toEqual([
        'deadline',
        'eventId',
        'game',
        'matchId',
        'seat',
        'type',
        'version',
        'view',
      ]);
      // the seat's view rides along (test/your-turn-view.e2e-spec.ts compares it with GET at every version)
      expect(s.events[turn].view).toMatchObject({
        id: matchId,
        version: s.events[turn].version,
        you: s.events[turn].seat,
        legalMoves: expect.any(Array),
      });
      await s.next((e) => e.type === 'matchFinish' && e.matchId === matchId);
      s.close();
    }
    const won = ra.finished[0].outcome === 'won' ? a : b;
    const lost = won === a ? b : a;
    const [pw, pl] = [
      (await http.call('GET', `/accounts/${won.name}`)).body,
      (await http.call('GET', `/accounts/${lost.name}`)).body,
    ];
    expect(pw.ratings['east-west'].matches).toBe(1);
    expect(pw.ratings['east-west'].mu).toBeGreaterThan(25);
    expect(pl.ratings['east-west'].mu).toBeLessThan(25);
    const board = (await http.call('GET', '/east-west/leaderboard?limit=100')).body;
    const names = board.items.map((i: any) => i.name);
    expect(names.indexOf(won.name)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(won.name)).toBeLessThan(names.indexOf(lost.name));
    expect(board.items[0].rank).toBe(1);
    for (const acc of [a, b]) {
      const h = (await http.call('GET', `/accounts/${acc.name}/matches`)).body;
      expect(h.items[0]).toMatchObject({ id: matchId, game: 'east-west', status: 'finished', rated: true });
      expect(h.items[0].standing).toBe(acc === won ? 1 : 2);
    }
    // every seat's place in the history is the view's result.standings
    const finalView = (await http.call('GET', `/east-west/matches/${matchId}`)).body;
    const history = (await http.call('GET', `/accounts/${a.name}/matches`)).body.items[0];
    expect(history.standings).toEqual(finalView.result.standings);
    expect(history.standings.map((x: any) => x.place).sort()).toEqual([1, 2]);
  });

  it('challenge flow: the invitee sees it on its stream (SSE too), accepts and the match starts; decline; cancel; expiry', async () => {
    const [a, b] = [await http.account('human'), await http.account('bot')];
    const sb = await AccountStream.open(http.url, b.key);
    const sse = await fetch(`${http.url}/me/events`, { headers: { Authorization: `Bearer ${b.key}` } });
    expect(sse.headers.get('content-type')).toMatch(/text\/event-stream/);
    const c = (
      await http.call('POST', '/challenges', { game: 'east-west', to: [b.name], rated: true }, a.key)
    ).body;
    expect(c).toMatchObject({
      game: 'east-west',
      from: a.name,
      to: [b.name],
      accepted: [],
      status: 'open',
      rated: true,
    });
    expect((await sb.next((e) => e.type === 'challenge' && e.challenge.id === c.id)).challenge.from).toBe(
      a.name,
    );
    const reader = sse.body!.pipeThrough(new TextDecoderStream()).getReader();
    let sseText = '';
    while (!sseText.includes(c.id)) sseText += (await reader.read()).value;
    expect(sseText).toMatch(/event: challenge\ndata: \{"type":"challenge"/);
    await reader.cancel();
    // a stream opened now starts with the open challenge
    const late = await AccountStream.open(http.url, b.key);
    expect((await late.next((e) => e.type === 'challenge')).challenge.id).toBe(c.id);
    late.close();
    expect((await http.call('POST', `/challenges/${c.id}/accept`, undefined, a.key)).status).toBe(403);
    const accepted = await http.call('POST', `/challenges/${c.id}/accept`, undefined, b.key);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      accepted: [b.name],
      matchId: expect.any(String),
    });
    const start = await sb.next((e) => e.type === 'matchStart' && e.matchId === accepted.body.matchId);
    expect(start).toMatchObject({ game: 'east-west', seat: 1 });
    const view = (await http.call('GET', `/east-west/matches/${accepted.body.matchId}`, undefined, b.key))
      .body;
    expect(view).toMatchObject({ status: 'active', you: 1, seats: [{ name: a.name }, { name: b.name }] });
    expect((await http.call('GET', `/challenges/${c.id}`)).body.status).toBe('accepted');

    const d = (await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] }, a.key)).body;
    // a stream opened now starts with its picture: the open challenge, then b's turn if b is to act
    const again = await AccountStream.open(http.url, b.key);
    const picture: Record<string, unknown>[] = [{ type: 'challenge', challenge: { id: d.id } }];
    if (view.toAct.includes(1)) picture.push({ type: 'yourTurn', matchId: accepted.body.matchId, seat: 1 });
    await again.next((e) => e.type === picture.at(-1)!.type);
    expect(again.events.slice(0, picture.length)).toMatchObject(picture);
    again.close();
    expect((await http.call('POST', `/challenges/${d.id}/decline`, undefined, b.key)).body.status).toBe(
      'declined',
    );
    await sb.next((e) => e.type === 'challengeDeclined' && e.challengeId === d.id);

    const x = (await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] }, a.key)).body;
    expect((await http.call('DELETE', `/challenges/${x.id}`, undefined, b.key)).status).toBe(403);
    expect((await http.call('DELETE', `/challenges/${x.id}`, undefined, a.key)).body.status).toBe('canceled');
    await sb.next((e) => e.type === 'challengeCanceled' && e.challengeId === x.id);
    expect((await http.call('POST', `/challenges/${x.id}/accept`, undefined, b.key)).status).toBe(409);

    const e = (
      await http.call('POST', '/challenges', { game: 'east-west', to: [b.name], expiresInSeconds: 1 }, a.key)
    ).body;
    await sb.next((ev) => ev.type === 'challengeCanceled' && ev.challengeId === e.id, 10_000);
    expect((await http.call('GET', `/challenges/${e.id}`)).body.status).toBe('expired');
    expect((await http.call('POST', `/challenges/${e.id}/accept`, undefined, b.key)).status).toBe(409);

    // bad input: 4xx JSON, nothing created
    for (const body of [
      { game: 'east-west', to: [] },
      { game: 'nope', to: [b.name] },
      { game: 'east-west', to: ['no-such-account-x'] },
      { game: 'east-west', to: [a.name] },
      { game: 'east-west', to: [b.name], options: { bogus: 1 } },
    ]) {
      const r = await http.call('POST', '/challenges', body, a.key);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ statusCode: 400, error: 'bad-request' });
    }
    expect((await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] })).status).toBe(401);
    expect((await http.call('GET', '/challenges/not-a-uuid')).status).toBe(404);
    sb.close();
  });

  it('security: keys only in their creation and rotation answers; a rotated key is 401; another seat stays closed; names unique ignoring case', async () => {
    const name = uniqueName('Sec');
    const created = await http.call('POST', '/accounts', { name, kind: 'bot' });
    const key1: string = created.body.apiKey;
    expect(key1).toMatch(/^crk_[A-Za-z0-9_-]{43}$/);
    expect((await http.call('POST', '/accounts', { name: name.toUpperCase(), kind: 'human' })).status).toBe(
      409,
    );
    expect(
      (await http.call('POST', '/accounts', { name: name.toLowerCase(), kind: 'human' })).body,
    ).toMatchObject({ statusCode: 409, error: 'conflict' });
    for (const bad of [
      { name: 'a', kind: 'bot' },
      { name: 'ok-name', kind: 'robot' },
      { name: 'no spaces', kind: 'bot' },
      { kind: 'bot' },
    ]) {
      expect((await http.call('POST', '/accounts', bad)).status).toBe(400);
    }
    const other = await http.account('human');
    expect((await http.call('GET', '/me', undefined, key1)).body).toMatchObject({
      name,
      kind: 'bot',
      ratings: {},
    });
    const c = (await http.call('POST', '/challenges', { game: 'east-west', to: [other.name] }, key1)).body;
    const m = (await http.call('POST', `/challenges/${c.id}/accept`, undefined, other.key)).body.matchId;
    const theirs = (await http.call('GET', `/east-west/matches/${m}`, undefined, other.key)).body;
    const mine = (await http.call('GET', `/east-west/matches/${m}`, undefined, key1)).body;
    expect(mine.you).toBe(0);
    expect(theirs.you).toBe(1);
    // each key gets its own seat's view: legal moves only for the seat that may act
    expect(Boolean(mine.legalMoves)).toBe(mine.toAct.includes(0));
    expect(Boolean(theirs.legalMoves)).toBe(theirs.toAct.includes(1));
    // whoever's turn it is, my key moves only my seat: on their turn it is 403
    const toAct: number[] = mine.toAct;
    if (toAct.includes(1) && !toAct.includes(0)) {
      const r = await http.call('POST', `/east-west/matches/${m}/moves`, theirs.legalMoves[0], key1);
      expect(r.status).toBe(403);
    }
    const resign = await http.call('POST', `/east-west/matches/${m}/resign`, {}, 'crk_' + 'x'.repeat(43));
    expect([401, 404]).toContain(resign.status);
    const stranger = await http.account();
    expect(
      (await http.call('POST', `/east-west/matches/${m}/moves`, { type: 'place', column: 0 }, stranger.key))
        .status,
    ).toBe(401);
    expect((await http.call('GET', `/east-west/matches/${m}`, undefined, stranger.key)).status).toBe(401);

    const rotated = await http.call('POST', '/me/api-key', undefined, key1);
    expect(rotated.status).toBe(201);
    const key2: string = rotated.body.apiKey;
    expect(key2).not.toBe(key1);
    for (const [method, path] of [
      ['GET', '/me'],
      ['POST', '/me/api-key'],
      ['GET', `/east-west/matches/${m}`],
      ['GET', '/me/events'],
    ]) {
      expect((await http.call(method, path, undefined, key1)).status).toBe(401);
    }
    expect((await http.call('GET', '/me', undefined, key2)).body.name).toBe(name);
    expect((await http.call('GET', `/east-west/matches/${m}`, undefined, key2)).body.you).toBe(0);
    for (const s of http.seen) {
      const has1 = s.text.includes(key1.slice(4));
      const has2 = s.text.includes(key2.slice(4));
      if (has1) expect(s.path).toBe('POST /accounts');
      if (has2) expect(s.path).toBe('POST /me/api-key');
    }
  });

  /**
   * An account's rating of a game as stored, every digit (the API rounds it: docs/api.md "Precision"),
   * after checking that the profile shows it rounded; the initial rating when it has none.
   */
  async function storedRating(game: string, name: string) {
    const row = await t.db.rating.findFirst({ where: { game, account: { name } } });
    const shown = (await http.call('GET', `/accounts/${name}`)).body.ratings[game];
    if (!row) {
      expect(shown).toBeUndefined();
      return { mu: 25, sigma: 25 / 3, matches: 0 };
    }
    expect(shown).toEqual({
      rating: shownRating(row.rating),
      mu: shownRating(row.mu),
      sigma: shownRating(row.sigma),
      matches: row.matches,
    });
    return { mu: row.mu, sigma: row.sigma, matches: row.matches };
  }

  it('a Euchre rated match updates four ratings as two partnerships', async () => {
    const [a, c] = [await http.account(), await http.account()];
    const profile = (n: string) => storedRating('euchre', n);
    const names = [a.name, 'random-bot', 'basic-bot', c.name];
    const before = await Promise.all(names.map(profile));
    const playing = runAccountBot(
      ['--key', c.key, '--url', http.url, '--accept-challenges', '--matches', '1'],
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 300)); // c's stream is open
    const ch = (
      await http.call(
        'POST',
        '/challenges',
        {
          game: 'euchre',
          to: ['random-bot', 'basic-bot', c.name],
          rated: true,
          options: { targetPoints: 2 },
        },
        a.key,
      )
    ).body;
    expect(ch.accepted).toEqual(['random-bot', 'basic-bot']);
    const [ra] = await Promise.all([
      runAccountBot(['--key', a.key, '--url', http.url, '--matches', '1'], () => undefined),
      playing,
    ]);
    const matchId = ra.finished[0].matchId;
    const view = (await http.call('GET', `/euchre/matches/${matchId}`)).body;
    expect(view.status).toBe('finished');
    const standings = await Promise.all(
      [a.name, c.name].map(
        async (n) => (await http.call('GET', `/accounts/${n}/matches?game=euchre`)).body.items[0].standing,
      ),
    );
    const after = await Promise.all(names.map(profile));
    const expected = rateStandings('euchre', before, [
      standings[0],
      standings[1],
      standings[0],
      standings[1],
    ]);
    after.forEach((r: any, i: number) => {
      expect(r.matches).toBe(before[i].matches + 1);
      expect(r.mu).toBeCloseTo(expected[i].mu, 9);
      expect(r.sigma).toBeCloseTo(expected[i].sigma, 9);
    });
    expect(Math.sign(after[0].mu - before[0].mu)).toBe(Math.sign(after[2].mu - before[2].mu));
    expect(Math.sign(after[1].mu - before[1].mu)).toBe(-Math.sign(after[0].mu - before[0].mu));
  });

  it('a 5-player In-Between rated match updates five ratings from the standings', async () => {
    const accs = [await http.account(), await http.account(), await http.account()];
    const names = [accs[0].name, 'random-bot', 'basic-bot', accs[1].name, accs[2].name];
    const profile = (n: string) => storedRating('in-between', n);
    const before = await Promise.all(names.map(profile));
    const waiting = [accs[1], accs[2]].map((x) =>
      runAccountBot(
        ['--key', x.key, '--url', http.url, '--accept-challenges', '--matches', '1'],
        () => undefined,
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const ch = (
      await http.call(
        'POST',
        '/challenges',
        { game: 'in-between', to: names.slice(1), rated: true, options: { rounds: 1, startingChips: 5 } },
        accs[0].key,
      )
    ).body;
    expect(ch.status).toBe('open');
    const [ra] = await Promise.all([
      runAccountBot(['--key', accs[0].key, '--url', http.url, '--matches', '1'], () => undefined),
      ...waiting,
    ]);
    const matchId = ra.finished[0].matchId;
    const h = (await http.call('GET', `/accounts/${accs[0].name}/matches?game=in-between`)).body.items[0];
    expect(h.id).toBe(matchId);
    const scores = (await t.db.score.findMany({ where: { matchId }, orderBy: { seat: 'asc' } })).map(
      (s: { standing: number }) => s.standing,
    );
    const after = await Promise.all(names.map(profile));
    const expected = rateStandings('in-between', before, scores);
    after.forEach((r: any, i: number) => {
      expect(r.matches).toBe(before[i].matches + 1);
      expect(r.mu).toBeCloseTo(expected[i].mu, 9);
    });
  });

  it('seats for accounts: { account } reserves a seat for its key, { me } seats the caller, a key joins with an empty body', async () => {
    const [ana, bob] = [await http.account('human'), await http.account('bot')];
    const created = await http.call(
      'POST',
      '/east-west/matches',
      { players: [{ me: true }, { account: bob.name }] },
      ana.key,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'open',
      seats: [
        { seat: 0, name: ana.name, connected: true },
        { seat: 1, name: null, connected: false },
      ],
    });
    expect(created.body.seats.some((s: any) => 'token' in s)).toBe(false);
    const id = created.body.id;
    const sb = await AccountStream.open(http.url, bob.key);
    // the reserved seat: not for a name, not for another account
    expect((await http.call('POST', `/east-west/matches/${id}/players`, { name: 'mallory' })).status).toBe(
      409,
    );
    const carol = await http.account();
    expect((await http.call('POST', `/east-west/matches/${id}/players`, undefined, carol.key)).status).toBe(
      409,
    );
    expect((await http.call('POST', `/east-west/matches/${id}/players`, undefined)).status).toBe(400);
    const joined = await http.call('POST', `/east-west/matches/${id}/players`, undefined, bob.key);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ seat: 1, match: { status: 'active', you: 1 } });
    expect((await sb.next((e) => e.type === 'matchStart' && e.matchId === id)).seat).toBe(1);
    const view = (await http.call('GET', `/east-west/matches/${id}`, undefined, ana.key)).body;
    expect(view.you).toBe(0);
    if (view.toAct.includes(0)) {
      const moved = await http.call(
        'POST',
        `/east-west/matches/${id}/moves`,
        { ...view.legalMoves[0], expectedVersion: view.version },
        ana.key,
      );
      expect(moved.status).toBe(201);
      await sb.next((e) => e.type === 'yourTurn' && e.matchId === id && e.version === moved.body.version);
    } else {
      await sb.next((e) => e.type === 'yourTurn' && e.matchId === id);
    }
    // the log and the dry run take the key too
    expect((await http.call('GET', `/east-west/matches/${id}/moves`, undefined, bob.key)).status).toBe(200);
    expect((await http.call('POST', '/east-west/matches', { players: [{ me: true }, {}] })).status).toBe(401);
    expect(
      (await http.call('POST', '/east-west/matches', { players: [{ account: 'no-such-acc' }, {}] })).status,
    ).toBe(400);
    expect(
      (await http.call('POST', '/east-west/matches', { players: [{ account: bob.name, name: 'x' }, {}] }))
        .status,
    ).toBe(400);
    sb.close();
  });

  it('rate limits count per API key, not per address', async () => {
    const { t: limited, http: h } = await listen({
      RATE_LIMIT_PER_MINUTE: '600',
      RATE_LIMIT_PLAY_PER_MINUTE: '5',
    });
    try {
      const a = await h.account();
      const b = await h.account();
      let last = 0;
      for (let i = 0; i < 6; i++) last = (await h.call('GET', '/me', undefined, a.key)).status;
      expect(last).toBe(429);
      const r = await h.call('GET', '/me', undefined, b.key);
      expect(r.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('keys never reach the logs', () => {
  it('a server logging every request writes no API key, whatever the key was used for', async () => {
    // the app in this process (a child process took over a minute to start on a loaded machine), every
    // request logged (debug level) as JSON lines into `logs`
    let logs = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString('utf8');
        done();
      },
    });
    const { t, http } = await listen({ LOG_LEVEL: 'debug' }, sink);
    const keys: string[] = [];
    let events: Response | undefined;
    try {
      const a = await http.account();
      const b = await http.account('human');
      keys.push(a.key, b.key);
      await http.call('GET', '/me', undefined, a.key);
      const c = (await http.call('POST', '/challenges', { game: 'east-west', to: [b.name] }, a.key)).body;
      const m = (await http.call('POST', `/challenges/${c.id}/accept`, undefined, b.key)).body.matchId;
      await http.call('GET', `/east-west/matches/${m}?token=${a.key}`);
      await http.call('GET', `/east-west/matches/${m}/moves?token=${encodeURIComponent(b.key)}`);
      await http.call('POST', `/east-west/matches/${m}/moves`, { type: 'nonsense' }, a.key);
      await http.call('POST', '/me/api-key', undefined, a.key).then((r) => keys.push(r.body.apiKey));
      await http.call('GET', '/me', undefined, a.key); // the replaced key: 401
      await http.call('GET', `/accounts/${a.key}`); // a key where a name goes: 404
      // the stream is open once its headers are in (its first line may be a keep-alive 10 s later: the
      // account's picture can be empty, so nothing else is waited for)
      events = await fetch(`${http.url}/me/events`, {
        headers: { Authorization: `Bearer ${b.key}`, Accept: 'application/x-ndjson' },
      });
      expect(events.status).toBe(200);
    } finally {
      // every line the app will write, the stream's own included, is written once it has shut down
      await t.close();
    }
    await events?.body?.cancel().catch(() => undefined);
    expect(logs).toContain('request completed');
    expect(logs).toContain('/me/api-key');
    expect(logs).toContain('/me/events');
    for (const k of keys) {
      expect(logs).not.toContain(k.slice(4));
      expect(logs).not.toContain(encodeURIComponent(k).slice(4));
    }
  });
});

describe('two instances on one PostgreSQL database', () => {
  pgIt(
    '20 concurrent seeks on two instances pair into exactly 10 matches; two concurrent accepts make one match; streams cross instances',
    async () => {
      const [one, two] = [await listen(), await listen()];
      try {
        const accs = await Promise.all(Array.from({ length: 20 }, () => one.http.account()));
        const stream = await AccountStream.open(two.http.url, accs[0].key);
        const seeks = await Promise.all(
          accs.map((a, i) =>
            (i % 2 ? two : one).http.call(
              'POST',
              '/in-between/seeks',
              { players: 2, rated: true, options: { rounds: 2 } },
              a.key,
            ),
          ),
        );
        expect(seeks.every((s) => s.status === 201)).toBe(true);
        const deadline = Date.now() + 15_000;
        let states: any[] = [];
        while (Date.now() < deadline) {
          states = await Promise.all(
            seeks.map((s, i) =>
              (i % 2 ? two : one).http
                .call('GET', `/seeks/${s.body.id}`, undefined, accs[i].key)
                .then((r) => r.body),
            ),
          );
          if (states.every((s) => s.status === 'matched')) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(states.map((s) => s.status)).toEqual(Array(20).fill('matched'));
        const matches = new Map<string, number>();
        for (const s of states) matches.set(s.matchId, (matches.get(s.matchId) ?? 0) + 1);
        expect(matches.size).toBe(10);
        expect([...matches.values()].every((n) => n === 2)).toBe(true);
        await stream.next((e) => e.type === 'matchStart' && e.matchId === states[0].matchId);

        const [x, y] = [accs[0], accs[1]];
        const c = (await one.http.call('POST', '/challenges', { game: 'east-west', to: [y.name] }, x.key))
          .body;
        await stream.next((e) => e.type === 'challenge' && e.challenge.id === c.id); // created on one, heard on two
        const answers = await Promise.all(
          [one, two, one, two].map((s) =>
            s.http.call('POST', `/challenges/${c.id}/accept`, undefined, y.key),
          ),
        );
        expect(answers.every((r) => r.status === 200)).toBe(true);
        expect(new Set(answers.map((r) => r.body.matchId)).size).toBe(1);
        const seatsOfY = await one.t.db.seat.count({ where: { account: { name: y.name } } });
        expect(seatsOfY).toBe(2); // the seek's match and this one
        stream.close();
      } finally {
        await one.t.close();
        await two.t.close();
      }
    },
  );
});
