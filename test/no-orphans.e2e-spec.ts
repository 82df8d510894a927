/**
 * No orphan matches (issue 41, item 2): the example bot's `--matches` counts only the matches its run
 * started, it never has more than `--concurrent` of its own at once, and a bot that stops cancels what
 * still waits and resigns (or, with `--on-stop finish`, plays out) what it started. Matches with an
 * account in a seat get a turn clock by default (`"turnSeconds": null` turns it off), so no such match
 * stays active forever because a program stopped.
 */
import type { AddressInfo } from 'node:net';
import { runAccountBot } from '../examples/bot';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('no orphan matches', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { SEEK_FILL_AFTER_SECONDS: '1' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const account = async () => {
    const name = unique('orph');
    const key = (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey;
    return { name, key: key as string };
  };
  /** The account's matches by status, from its public history. */
  const matchesOf = async (name: string, status: string) =>
    (await t.http.get(`/accounts/${name}/matches?status=${status}&limit=100`).expect(200)).body.items as {
      id: string;
      game: string;
    }[];

  it('--matches 3 counts only the matches this run opened, and leaves none of them behind', async () => {
    const { name, key } = await account();
    // earlier steps left two Euchre matches of the account waiting for it (as the README's steps do)
    for (let i = 0; i < 2; i++)
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'euchre', to: ['basic-bot', 'basic-bot', 'basic-bot'] })
        .expect(201);
    const lines: string[] = [];
    const summary = await runAccountBot(
      ['--url', url, '--game', 'east-west', '--challenge', 'random-bot', '--matches', '3'],
      (l) => lines.push(l),
      { CARDROOM_KEY: key },
    );
    expect(summary.finished).toHaveLength(3);
    expect(summary.finished.every((f) => f.game === 'east-west')).toBe(true);
    // the Euchre matches it played meanwhile are not counted toward its 3
    expect(summary.others.every((f) => f.game === 'euchre')).toBe(true);
    expect((await matchesOf(name, 'active')).filter((m) => m.game === 'east-west')).toEqual([]);
    expect(
      await matchesOf(name, 'finished').then((x) => x.filter((m) => m.game === 'east-west')),
    ).toHaveLength(3);
    // what is still active (the Euchre matches it did not start) has a turn clock
    for (const m of await matchesOf(name, 'active')) {
      const view = (await t.http.get(`/${m.game}/matches/${m.id}`).expect(200)).body;
      expect(view.options.turnSeconds).toBe(60);
      expect(view.deadline).toEqual(expect.any(String));
    }
  }, 240_000);

  it('--seek --concurrent 2 --matches 5: never more than 2 at once, exactly 5, nothing left waiting', async () => {
    const { name, key } = await account();
    // two East-West matches of the account that this run did not start (a challenge of an earlier step)
    for (let i = 0; i < 2; i++)
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: ['random-bot'] })
        .expect(201);
    const lines: string[] = [];
    const summary = await runAccountBot(
      ['--url', url, '--game', 'east-west', '--seek', '--concurrent', '2', '--matches', '5'],
      (l) => lines.push(l),
      { CARDROOM_KEY: key },
    );
    expect(summary.finished).toHaveLength(5);
    const me = await t.db.account.findFirstOrThrow({ where: { name } });
    const seeks = await t.db.seek.findMany({ where: { accountId: me.id } });
    expect(seeks).toHaveLength(5);
    expect(seeks.filter((k) => k.status === 'waiting')).toEqual([]);
    const own = new Set(seeks.map((k) => k.matchId));
    expect(new Set(summary.finished.map((f) => f.matchId))).toEqual(own);
    // never more than 2 of its own at once, by the order in which it said they started and finished
    let live = 0;
    let peak = 0;
    for (const l of lines) {
      const id = / match (\S+)(:| finished)/.exec(l)?.[1];
      if (!id || !own.has(id)) continue;
      live += l.includes(': playing seat') ? 1 : -1;
      peak = Math.max(peak, live);
    }
    expect(peak).toBe(2);
    // none of its own is left active
    const active = await matchesOf(name, 'active');
    expect(active.filter((m) => own.has(m.id))).toEqual([]);
  }, 240_000);

  it('stopped while its challenges wait, it cancels them; a challenge it did not open stays', async () => {
    const { key } = await account();
    const silent = await account(); // never answers: the bot's challenges to it wait
    const foreign = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: [silent.name] })
        .expect(201)
    ).body;
    const stop = new AbortController();
    const lines: string[] = [];
    const summary = await runAccountBot(
      [
        '--url',
        url,
        '--game',
        'east-west',
        '--challenge',
        silent.name,
        '--concurrent',
        '2',
        '--matches',
        '5',
      ],
      (l) => {
        lines.push(l);
        if (l === `  waiting for ${silent.name} to accept the east-west challenge`) stop.abort();
      },
      { CARDROOM_KEY: key },
      stop.signal,
    );
    expect(summary.finished).toEqual([]);
    const said = lines.find((l) => l.startsWith('  interrupted: canceled '));
    const ids = [...(said ?? '').matchAll(/challenge ([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    for (const id of ids)
      expect((await t.http.get(`/challenges/${id}`).expect(200)).body.status).toBe('canceled');
    expect((await t.http.get(`/challenges/${foreign.id}`).expect(200)).body.status).toBe('open');
  }, 240_000);

  it('stopped while it plays, it resigns the matches it started', async () => {
    const { name, key } = await account();
    const stop = new AbortController();
    const lines: string[] = [];
    await runAccountBot(
      [
        '--url',
        url,
        '--game',
        'east-west',
        '--challenge',
        'random-bot',
        '--concurrent',
        '2',
        '--matches',
        '50',
      ],
      (l) => {
        lines.push(l);
        // stop once its two matches are being played
        if (lines.filter((x) => /: playing seat/.test(x)).length === 2) stop.abort();
      },
      { CARDROOM_KEY: key },
      stop.signal,
    );
    const said = lines.find((l) => l.startsWith('  interrupted: resigned '));
    expect(said).toMatch(/^ {2}interrupted: resigned east-west match \S+, east-west match \S+$/);
    expect(await matchesOf(name, 'active')).toEqual([]);
    for (const m of await matchesOf(name, 'finished')) {
      const view = (await t.http.get(`/east-west/matches/${m.id}`).expect(200)).body;
      if (said!.includes(m.id)) expect(view.result.reason).toBe('resigned');
    }
  }, 240_000);

  it('stopped with --on-stop finish, it plays what it started to the end and opens nothing more', async () => {
    const { name, key } = await account();
    const stop = new AbortController();
    const lines: string[] = [];
    const summary = await runAccountBot(
      [
        '--url',
        url,
        '--game',
        'east-west',
        '--challenge',
        'random-bot',
        '--concurrent',
        '2',
        '--matches',
        '50',
        '--on-stop',
        'finish',
      ],
      (l) => {
        lines.push(l);
        if (lines.filter((x) => /: playing seat/.test(x)).length === 2) stop.abort();
      },
      { CARDROOM_KEY: key },
      stop.signal,
    );
    expect(lines).toContain(
      '  interrupted: finishing the matches this run started (--on-stop finish), opening no more',
    );
    expect(await matchesOf(name, 'active')).toEqual([]);
    const finished = await matchesOf(name, 'finished');
    expect(finished).toHaveLength(summary.finished.length);
    for (const f of summary.finished) expect(f.outcome).toMatch(/^(won|lost|tie)$/);
    expect(lines.some((l) => /resigned/.test(l))).toBe(false);
  }, 240_000);

  it('a match with an account gets a turn clock unless its options say null; anonymous seats none', async () => {
    const { key } = await account();
    const viaChallenge = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: ['random-bot'] })
        .expect(201)
    ).body;
    expect(viaChallenge.options.turnSeconds).toBe(60);
    const m = (await t.http.get(`/east-west/matches/${viaChallenge.matchId}`).expect(200)).body;
    expect(m.options.turnSeconds).toBe(60);
    expect(m.deadline).toEqual(expect.any(String));
    const off = (
      await t.http
        .post('/challenges')
        .set(bearer(key))
        .send({ game: 'east-west', to: ['random-bot'], options: { turnSeconds: null } })
        .expect(201)
    ).body;
    expect((await t.http.get(`/east-west/matches/${off.matchId}`).expect(200)).body.deadline).toBeNull();
    const seek = (await t.http.post('/euchre/seeks').set(bearer(key)).send({}).expect(201)).body;
    expect(seek.options.turnSeconds).toBe(60);
    await t.http.delete(`/seeks/${seek.id}`).set(bearer(key)).expect(200);
    const mine = (
      await t.http
        .post('/east-west/matches')
        .set(bearer(key))
        .send({ players: [{ me: true }, { bot: 'basic' }] })
        .expect(201)
    ).body;
    expect(mine.options.turnSeconds).toBe(60);
    const anonymous = (
      await t.http
        .post('/east-west/matches')
        .send({ players: [{ name: 'ana' }, { bot: 'basic' }] })
        .expect(201)
    ).body;
    expect(anonymous.options.turnSeconds).toBeNull();
  });
});
