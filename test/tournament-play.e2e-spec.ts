/**
 * Tournaments played to the end over HTTP by bot accounts from their account streams
 * (test/util/stream-player.ts: random legal moves, one request per move), as issue 29 asks: a rated
 * round robin and a Swiss, standings equal to a recomputation from the matches' own results, the
 * ratings changed by every match, each round paired once, and a tournament with an absent player
 * (a short turn clock) still finishing. On PostgreSQL two instances serve the same database: the
 * players' streams and requests alternate between them, so each instance hears half the finishes and
 * both try to pair every round; on PGlite one instance.
 */
import { GAMES } from '../src/games/registry';
import { TournamentRunner } from '../src/tournaments/tournament-runner';
import { standings, type TableResult } from '../src/tournaments/standings';
import { createTestApp, type TestApp } from './util/app';
import { Http, uniqueName } from './util/account-http';
import { StreamPlayer } from './util/stream-player';
import { until } from './util/until';
import { readSse } from './util/sse-stream';

const onPg = !!process.env.DATABASE_URL;

describe('tournaments played from the account streams', () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  const players: StreamPlayer[] = [];
  beforeAll(async () => {
    for (let i = 0; i < (onPg ? 2 : 1); i++) {
      const t = await createTestApp(GAMES);
      await t.app.listen(0, '127.0.0.1');
      apps.push(t);
      urls.push((await t.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
  });
  afterAll(async () => {
    for (const p of players) p.close();
    for (const t of apps) await t.close();
  });

  const http = (i = 0) => new Http(urls[i % urls.length]);

  /** `n` bot accounts, each playing from its stream on instance i % instances. */
  async function entrants(n: number, prefix: string) {
    const out: { name: string; key: string; player: StreamPlayer }[] = [];
    for (let i = 0; i < n; i++) {
      const { name, key } = await http(i).account('bot', uniqueName(prefix));
      const player = await StreamPlayer.start(urls[i % urls.length], key, name);
      players.push(player);
      out.push({ name, key, player });
    }
    return out;
  }

  /** Creates the tournament with the first entrant's key, everyone joins (alternating instances), starts it. */
  async function run(
    body: object,
    es: { name: string; key: string }[],
    onCreated: (id: string) => Promise<void> = async () => undefined,
  ) {
    const created = await http().call('POST', '/tournaments', body, es[0].key);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await onCreated(id);
    for (const [i, e] of es.entries())
      expect((await http(i).call('POST', `/tournaments/${id}/players`, {}, e.key)).status).toBe(201);
    const started = await http(1).call('POST', `/tournaments/${id}/start`, undefined, es[0].key);
    expect(started.status).toBe(200);
    let t: any;
    await until(
      'the tournament finishes',
      async () => {
        t = (await http().call('GET', `/tournaments/${id}`)).body;
        return t.status === 'finished';
      },
      240_000,
    );
    return t;
  }

  /** Every table's result read from its match (two seats: the winners place 1). */
  async function recompute(t: any) {
    const tables: TableResult[] = [];
    for (const r of t.rounds)
      for (const table of r.tables)
        for (const matchId of table.matchIds) {
          const m = (await http().call('GET', `/${t.game}/matches/${matchId}`)).body;
          expect(m.status).toBe('finished');
          const winners: number[] = m.result.winners;
          tables.push({
            players: m.seats.map((s: any) => s.name),
            places: m.seats.map((s: any) => (winners.includes(s.seat) ? 1 : 2)),
          });
        }
    const byes = t.rounds.flatMap((r: any) => r.byes.map((player: string) => ({ player, points: 1 })));
    return { tables, byes };
  }

  it('a rated round robin of five bot accounts, two games per pairing, seats rotating', async () => {
    const es = await entrants(5, 'rr');
    const t = await run(
      {
        game: 'east-west',
        format: 'round-robin',
        gamesPerPairing: 2,
        rated: true,
        minPlayers: 5,
        options: { targetPoints: 1 },
      },
      es,
    );
    expect(t.roundCount).toBe(10);
    expect(t.rounds.map((r: any) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const { tables, byes } = await recompute(t);
    expect(tables).toHaveLength(20);
    // every pair met exactly twice, once in each seat order; nobody twice in a round
    const met = new Map<string, string[]>();
    for (const x of tables) {
      const k = [...x.players].sort().join('|');
      met.set(k, [...(met.get(k) ?? []), x.players.join('|')]);
    }
    expect(met.size).toBe(10);
    for (const orders of met.values()) expect(new Set(orders).size).toBe(2);
    for (const r of t.rounds) {
      const seated = [...r.tables.flatMap((x: any) => x.players), ...r.byes];
      expect(new Set(seated).size).toBe(5);
    }
    expect(t.standings).toEqual(
      standings(
        es.map((e) => e.name),
        tables,
        byes,
        'sonneborn-berger',
      ),
    );
    // rated: every match changed the ratings; no round paired twice: each account played exactly its 8
    for (const e of es) {
      const profile = (await http().call('GET', `/accounts/${e.name}`)).body;
      expect(profile.ratings['east-west'].matches).toBe(8);
      const history = (await http().call('GET', `/accounts/${e.name}/matches?limit=100`)).body;
      expect(history.items).toHaveLength(8);
    }
    // the account stream told each player of the start, every round (with its matches) and the finish
    for (const e of es) {
      await e.player.next((x) => x.type === 'tournamentFinish' && x.tournamentId === t.id);
      const rounds = e.player.events.filter((x) => x.type === 'tournamentRound' && x.tournamentId === t.id);
      expect(rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(rounds.flatMap((x) => x.matchIds)).toHaveLength(8);
      expect(e.player.events.some((x) => x.type === 'tournamentStart' && x.tournamentId === t.id)).toBe(true);
      expect(e.player.stats.errors).toBe(0);
    }
  }, 300_000);

  it('a Swiss of seven bot accounts: byes to different players, few repeats, Buchholz standings', async () => {
    const es = await entrants(7, 'sw');
    // the public stream, followed on the last instance
    const heard: { event: string; data: any }[] = [];
    let ended: Promise<void> = Promise.resolve();
    const t = await run(
      { game: 'east-west', format: 'swiss', rounds: 3, minPlayers: 7, options: { targetPoints: 1 } },
      es,
      async (id) => {
        const res = await fetch(`${urls[urls.length - 1]}/tournaments/${id}/events`);
        expect(res.status).toBe(200);
        ended = readSse(res.body!, heard);
        await until('the first standings', () => heard.length > 0);
      },
    );
    await ended; // `finish` ends the stream
    const rounds = heard.filter((e) => e.event === 'round').map((e) => e.data.round);
    expect(rounds).toEqual([1, 2, 3]);
    expect(heard.filter((e) => e.event === 'matchFinish')).toHaveLength(9);
    expect(heard.at(-1)!.event).toBe('finish');
    expect(heard.at(-1)!.data.standings).toEqual(t.standings);
    expect(t.rounds).toHaveLength(3);
    const byes = t.rounds.map((r: any) => r.byes);
    for (const b of byes) expect(b).toHaveLength(1);
    expect(new Set(byes.flat()).size).toBe(3);
    const { tables, byes: byeResults } = await recompute(t);
    expect(tables).toHaveLength(9);
    // 7 players, 3 rounds: a repeat-free pairing always exists
    const pairs = tables.map((x) => [...x.players].sort().join('|'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(t.standings).toEqual(
      standings(
        es.map((e) => e.name),
        tables,
        byeResults,
        'buchholz',
      ),
    );
    const csv = await http().call('GET', `/tournaments/${t.id}/results?format=csv`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1 + 9 * 2 + 3);
  }, 300_000);

  it('an absent player does not stall the tournament: the turn clock plays for it', async () => {
    const es = await entrants(3, 'ab');
    es[2].player.paused = true;
    const t = await run(
      { game: 'chinese-poker', format: 'round-robin', minPlayers: 3, options: { hands: 1, turnSeconds: 5 } },
      es,
    );
    const absent = t.standings.find((s: any) => s.account === es[2].name);
    expect(absent.played).toBe(2);
    expect(es[2].player.stats.moves).toBe(0);
    const { tables, byes } = await recompute(t);
    expect(tables).toHaveLength(3);
    expect(t.standings).toEqual(
      standings(
        es.map((e) => e.name),
        tables,
        byes,
        'sonneborn-berger',
      ),
    );
  }, 300_000);

  it('pairs each round once when every instance advances the tournament at the same moment', async () => {
    const es = await entrants(4, 'race');
    for (const e of es) e.player.paused = true;
    const created = await http().call(
      'POST',
      '/tournaments',
      { game: 'east-west', format: 'swiss', rounds: 3, minPlayers: 4, options: { turnSeconds: 3600 } },
      es[0].key,
    );
    const id = created.body.id as string;
    for (const [i, e] of es.entries()) await http(i).call('POST', `/tournaments/${id}/players`, {}, e.key);
    await http().call('POST', `/tournaments/${id}/start`, undefined, es[0].key);
    const round1 = (await http().call('GET', `/tournaments/${id}`)).body.rounds[0];
    expect(round1.tables).toHaveLength(2);
    // finish both matches of round 1 by resignation while every instance advances the tournament again and again
    const advances = () =>
      Promise.all(
        apps.flatMap((a) => Array.from({ length: 10 }, () => a.app.get(TournamentRunner).advance(id))),
      );
    const byName = new Map(es.map((e) => [e.name, e]));
    await Promise.all([
      advances(),
      ...round1.tables.map((table: any, i: number) =>
        http(i).call(
          'POST',
          `/east-west/matches/${table.matchIds[0]}/resign`,
          undefined,
          byName.get(table.players[0])!.key,
        ),
      ),
      advances(),
    ]);
    await advances();
    const t = (await http().call('GET', `/tournaments/${id}`)).body;
    expect(t.currentRound).toBe(2);
    expect(t.rounds).toHaveLength(2);
    expect(t.rounds[1].tables).toHaveLength(2);
    for (const e of es) {
      const history = (await http().call('GET', `/accounts/${e.name}/matches?limit=100`)).body;
      expect(history.items).toHaveLength(2);
    }
    // withdrawing resigns the running match and leaves the player out of the next rounds
    const out = es.find((e) => e.name === t.rounds[1].tables[0].players[0])!;
    const w = await http(1).call('DELETE', `/tournaments/${id}/players/me`, undefined, out.key);
    expect(w.status).toBe(200);
    expect(w.body.players.find((p: any) => p.account === out.name).withdrawn).toBe(true);
    const canceled = await http().call('DELETE', `/tournaments/${id}`, undefined, es[0].key);
    expect(canceled.body.status).toBe('canceled');
    const m = (await http().call('GET', `/east-west/matches/${t.rounds[1].tables[0].matchIds[0]}`)).body;
    expect(m.status).toBe('finished');
    expect(m.result.reason).toBe('resigned');
  });

  it('Euchre: tables of four, partners drawn each round, each partner scoring the team result', async () => {
    const es = await entrants(4, 'eu');
    const t = await run(
      { game: 'euchre', format: 'swiss', rounds: 2, minPlayers: 4, options: { targetPoints: 1 } },
      es,
    );
    expect(t.tableSize).toBe(4);
    for (const r of t.rounds) {
      expect(r.tables).toHaveLength(1);
      const table = r.tables[0];
      const m = (await http().call('GET', `/euchre/matches/${table.matchIds[0]}`)).body;
      expect(m.seats.map((s: any) => s.name)).toEqual(table.players);
      // partners (seats 0 + 2, 1 + 3) score alike: 2 each for the winners, 0 for the others (no ties)
      expect(table.points[0]).toBe(table.points[2]);
      expect(table.points[1]).toBe(table.points[3]);
      expect([...table.points].sort()).toEqual([0, 0, 2, 2]);
      const winners: number[] = m.result.winners;
      expect(winners.map((w) => table.points[w])).toEqual([2, 2]);
    }
    expect(t.standings.reduce((s: number, x: any) => s + x.points, 0)).toBe(8);
  }, 300_000);
});
