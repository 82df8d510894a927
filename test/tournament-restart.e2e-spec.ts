/**
 * A tournament survives what a crash does (docs/api.md "Tournaments", "It runs by itself"): a finish
 * that no listener heard (the instance died between the finishing commit and the call) is found by the
 * runner's sweep, which pairs the next round; and a service restarted in the middle of a round goes on
 * where it was, its players resuming from their account streams. On disk (PGlite) or on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../src/games/registry';
import { MatchFinishes } from '../src/matches/match-finish';
import { TournamentRunner } from '../src/tournaments/tournament-runner';
import { Http, uniqueName } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { StreamPlayer } from './util/stream-player';
import { until } from './util/until';

describe('a tournament across a crash and a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardroom-tournament-'));
  const apps: TestApp[] = [];
  const players: StreamPlayer[] = [];
  afterAll(async () => {
    for (const p of players) p.close();
    for (const t of apps) await t.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  const boot = async () => {
    const t = await createTestApp(GAMES, { DATA_DIR: dir });
    apps.push(t);
    await t.app.listen(0, '127.0.0.1');
    return { t, http: new Http((await t.app.getUrl()).replace('[::1]', '127.0.0.1')) };
  };

  it('finds a finish nobody heard, and goes on after a restart in the middle of a round', async () => {
    const a = await boot();
    const es: { name: string; key: string }[] = [];
    for (let i = 0; i < 3; i++) es.push(await a.http.account('bot', uniqueName('rs')));
    const created = await a.http.call(
      'POST',
      '/tournaments',
      {
        game: 'east-west',
        format: 'round-robin',
        minPlayers: 3,
        options: { targetPoints: 1, turnSeconds: 3600 },
      },
      es[0].key,
    );
    const id = created.body.id as string;
    for (const e of es)
      expect((await a.http.call('POST', `/tournaments/${id}/players`, {}, e.key)).status).toBe(201);
    expect((await a.http.call('POST', `/tournaments/${id}/start`, undefined, es[0].key)).status).toBe(200);
    const round1 = (await a.http.call('GET', `/tournaments/${id}`)).body.rounds[0];
    expect(round1.tables).toHaveLength(1);

    // the instance "dies" between the finishing commit and the listener: the writer tells no one
    const lost = jest.spyOn(a.t.app.get(MatchFinishes), 'announce').mockImplementation(() => {});
    const loser = es.find((e) => e.name === round1.tables[0].players[0])!;
    const resign = await a.http.call(
      'POST',
      `/east-west/matches/${round1.tables[0].matchIds[0]}/resign`,
      undefined,
      loser.key,
    );
    expect(resign.status).toBe(200);
    let t = (await a.http.call('GET', `/tournaments/${id}`)).body;
    expect(t.currentRound).toBe(1);
    expect(t.rounds[0].tables[0].finished).toBe(false);
    lost.mockRestore();
    // the sweep (every 5 s, and at start) records the finish from the stored scores and pairs round 2
    await a.t.app.get(TournamentRunner).sweep();
    t = (await a.http.call('GET', `/tournaments/${id}`)).body;
    expect(t.currentRound).toBe(2);
    expect(t.rounds[0].tables[0]).toMatchObject({ finished: true, points: [0, 1] });
    expect(t.standings.find((s: any) => s.account === loser.name).points).toBe(0);

    // a restart in the middle of round 2: the players resume from their streams on the new instance
    await a.t.close();
    apps.splice(0);
    const b = await boot();
    for (const e of es) players.push(await StreamPlayer.start(b.http.url, e.key, e.name));
    await until(
      'the tournament finishes after the restart',
      async () => (t = (await b.http.call('GET', `/tournaments/${id}`)).body).status === 'finished',
      120_000,
    );
    expect(t.rounds).toHaveLength(3);
    expect(t.standings.reduce((s: number, x: any) => s + x.points, 0)).toBe(3 + 3); // 3 matches, 3 byes
    expect(t.standings.every((x: any) => x.played === 2)).toBe(true);
  }, 180_000);
});
