/**
 * Tournaments over HTTP (docs/api.md part 3, "Tournaments"): create, join (the creator entering the
 * built-in levels), start, read, list, the results export, the public stream, withdraw and cancel, and a
 * round robin of built-in levels run to its end by the server alone.
 */
import { GAMES } from '../src/games/registry';
import { standings } from '../src/tournaments/standings';
import { createTestApp, bearer, type TestApp } from './util/app';
import { until } from './util/until';

describe('tournaments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(async () => {
    await t.close();
  });

  const account = async (name: string, kind = 'human') =>
    (await t.http.post('/accounts').send({ name, kind }).expect(201)).body.apiKey as string;

  it('creates, enters built-in levels, starts, and runs a round robin of bots to its end', async () => {
    const ana = await account('t-ana');
    const created = await t.http
      .post('/tournaments')
      .set(bearer(ana))
      .send({ game: 'east-west', format: 'round-robin', minPlayers: 3, options: { turnSeconds: 5 } })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      game: 'east-west',
      format: 'round-robin',
      status: 'open',
      creator: 't-ana',
      botsAllowed: true,
      tableSize: 2,
      gamesPerPairing: 1,
      rounds: [],
      standings: [],
    });
    expect(created.body.options.turnSeconds).toBe(5);
    for (const bot of ['random-bot', 'basic-bot', 'advanced-bot'])
      await t.http.post(`/tournaments/${id}/players`).set(bearer(ana)).send({ account: bot }).expect(201);
    // a non-creator may not enter others; a second join is a conflict
    const bob = await account('t-bob');
    await t.http
      .post(`/tournaments/${id}/players`)
      .set(bearer(bob))
      .send({ account: 'expert-bot' })
      .expect(403);
    await t.http
      .post(`/tournaments/${id}/players`)
      .set(bearer(ana))
      .send({ account: 'basic-bot' })
      .expect(409);
    await t.http.post(`/tournaments/${id}/start`).set(bearer(bob)).expect(403);
    const started = await t.http.post(`/tournaments/${id}/start`).set(bearer(ana)).expect(200);
    expect(started.body.roundCount).toBe(3);
    let body: any;
    await until('the tournament finishes', async () => {
      body = (await t.http.get(`/tournaments/${id}`).expect(200)).body;
      return body.status === 'finished';
    });
    expect(body.rounds).toHaveLength(3);
    for (const r of body.rounds) {
      expect(r.tables).toHaveLength(1);
      expect(r.byes).toHaveLength(1);
    }
    // standings recomputed from the matches' own results
    const tables = [];
    for (const r of body.rounds)
      for (const table of r.tables) {
        const m = (await t.http.get(`/east-west/matches/${table.matchIds[0]}`).expect(200)).body;
        expect(m.status).toBe('finished');
        const winners: number[] = m.result.winners;
        tables.push({
          players: m.seats.map((s: any) => s.name),
          places: m.seats.map((s: any) => (winners.length === 2 || winners.includes(s.seat) ? 1 : 2)),
        });
      }
    const byes = body.rounds.map((r: any) => ({ player: r.byes[0], points: 1 }));
    const names = body.players.map((p: any) => p.account);
    expect(body.standings).toEqual(standings(names, tables, byes, 'sonneborn-berger'));
    const results = (await t.http.get(`/tournaments/${id}/results?format=json`).expect(200)).body;
    expect(results.matches).toHaveLength(6);
    const csv = await t.http.get(`/tournaments/${id}/results?format=csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('round,table,game,kind,match_id,seat,account,place,points');
    expect(csv.text.trim().split('\r\n')).toHaveLength(1 + 3 * 2 + 3);
    const list = (await t.http.get('/tournaments?status=finished&game=east-west').expect(200)).body;
    expect(list.items.map((x: any) => x.id)).toContain(id);
    const mine = (await t.http.get('/accounts/basic-bot/tournaments').expect(200)).body;
    expect(mine.items.map((x: any) => x.id)).toContain(id);
  });

  it('answers bad input with 4xx', async () => {
    const key = await account('t-carl');
    await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'east-west', format: 'swiss' })
      .expect(400);
    await t.http.post('/tournaments').send({ game: 'east-west', format: 'swiss', rounds: 3 }).expect(401);
    await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'euchre', format: 'round-robin' })
      .expect(400);
    await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'nope', format: 'swiss', rounds: 3 })
      .expect(404);
    await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'euchre', format: 'swiss', rounds: 2, minPlayers: 2 })
      .expect(400);
    await t.http.get('/tournaments/not-a-uuid').expect(404);
    await t.http.get('/tournaments?cursor=zzz').expect(400);
    const closed = await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'east-west', format: 'swiss', rounds: 2, botsAllowed: false })
      .expect(201);
    await t.http
      .post(`/tournaments/${closed.body.id}/players`)
      .set(bearer(key))
      .send({ account: 'random-bot' })
      .expect(403);
    await t.http.post(`/tournaments/${closed.body.id}/start`).set(bearer(key)).expect(409);
    // a join with no body at all (curl -X POST with the key only)
    await t.http.post(`/tournaments/${closed.body.id}/players`).set(bearer(key)).expect(201);
    await t.http.delete(`/tournaments/${closed.body.id}/players/me`).set(bearer(key)).expect(200);
    const canceled = await t.http.delete(`/tournaments/${closed.body.id}`).set(bearer(key)).expect(200);
    expect(canceled.body.status).toBe('canceled');
  });

  it('starts at startsAt by itself, or cancels when too few joined', async () => {
    const key = await account('t-dora');
    const soon = new Date(Date.now() + 500).toISOString();
    const a = await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'east-west', format: 'swiss', rounds: 1, minPlayers: 2, startsAt: soon })
      .expect(201);
    expect(a.body.startsAt).toBe(soon);
    for (const bot of ['random-bot', 'basic-bot'])
      await t.http
        .post(`/tournaments/${a.body.id}/players`)
        .set(bearer(key))
        .send({ account: bot })
        .expect(201);
    const b = await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'east-west', format: 'swiss', rounds: 1, minPlayers: 2, startsAt: soon })
      .expect(201);
    await until(
      'the scheduled tournaments move on',
      async () => {
        const [x, y] = await Promise.all([a, b].map((c) => t.http.get(`/tournaments/${c.body.id}`)));
        return x.body.status !== 'open' && y.body.status !== 'open';
      },
      30_000,
    );
    expect((await t.http.get(`/tournaments/${a.body.id}`)).body.startedAt).not.toBeNull();
    expect((await t.http.get(`/tournaments/${b.body.id}`)).body.status).toBe('canceled');
  });

  it('withdrawals: running matches resigned, later ones lost unplayed, rounds without a match skipped at once', async () => {
    const keys: string[] = [];
    for (const n of ['w-a', 'w-b', 'w-c']) keys.push(await account(n, 'bot'));
    const c = await t.http
      .post('/tournaments')
      .set(bearer(keys[0]))
      .send({ game: 'east-west', format: 'round-robin', minPlayers: 3, options: { turnSeconds: 3600 } })
      .expect(201);
    const id = c.body.id as string;
    for (const k of keys) await t.http.post(`/tournaments/${id}/players`).set(bearer(k)).expect(201);
    await t.http.post(`/tournaments/${id}/start`).set(bearer(keys[0])).expect(200);
    const r1 = (await t.http.get(`/tournaments/${id}`)).body.rounds[0];
    const names = ['w-a', 'w-b', 'w-c'];
    const first = names.indexOf(r1.tables[0].players[0]);
    const w = await t.http.delete(`/tournaments/${id}/players/me`).set(bearer(keys[first])).expect(200);
    expect(w.body.rounds[0].tables[0]).toMatchObject({ finished: true, points: [0, 1] });
    // the withdrawn player's later table is lost unplayed; a round with nothing to play passes at once
    const later = w.body.rounds
      .slice(1)
      .flatMap((r: any) => r.tables)
      .filter((x: any) => x.players.includes(names[first]));
    for (const x of later) expect(x).toMatchObject({ forfeit: true, matchIds: [] });
    // a second withdrawal leaves one player: every round left has nothing to play, and it finishes at once
    const second = [0, 1, 2].find((i) => i !== first)!;
    await t.http.delete(`/tournaments/${id}/players/me`).set(bearer(keys[second])).expect(200);
    const end = (await t.http.get(`/tournaments/${id}`)).body;
    expect(end.status).toBe('finished');
    expect(end.players.filter((p: any) => p.withdrawn)).toHaveLength(2);
    const last = [0, 1, 2].find((i) => i !== first && i !== second)!;
    expect(end.standings[0]).toMatchObject({ rank: 1, account: names[last] });
    await t.http.delete(`/tournaments/${id}/players/me`).set(bearer(keys[last])).expect(409);
  });
});
