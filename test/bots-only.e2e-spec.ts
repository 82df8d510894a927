/**
 * Matches of bots only are played in the background (docs/api.md "Matches of bots only"): the create
 * answers 201 with the match `active` and nothing played, the match then finishes by itself; a
 * tournament of built-in levels starts at once; an account's budget of such matches played at once
 * holds; and a match of bots only left active by a restart is played by the next instance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GAMES } from '../src/games/registry';
import { GameRegistry } from '../src/game-registry/game-registry';
import { newSeed } from '../src/engine/random';
import { BotSteps } from '../src/matches/bot-steps';
import { BotsOnlyPlayer } from '../src/matches/bots-only-player';
import { newMatch, nextRecord } from '../src/matches/lifecycle';
import { resolveMatchOptions } from '../src/matches/match-options';
import { MatchWriter } from '../src/matches/match-writer';
import { bearer, createTestApp, type TestApp } from './util/app';
import { finished, type MatchView } from './util/matches';
import { until } from './util/until';

const holdem = (level: string) => ({ players: [{ bot: level }, { bot: level }], options: { maxHands: 3 } });

/** Holds the player's matches until `release`: what the requests answered before any play. */
function holdPlayer(t: TestApp) {
  const player = t.app.get(BotsOnlyPlayer);
  const play = player.play.bind(player);
  const held: [string, string | null][] = [];
  const spy = jest.spyOn(player, 'play').mockImplementation((id, owner) => void held.push([id, owner]));
  return {
    held,
    release: () => {
      spy.mockRestore();
      for (const [id, owner] of held) play(id, owner);
    },
  };
}

describe('matches of bots only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  });
  afterAll(() => t.close());

  it('answers a create of expert bots at once, active with nothing played, then finishes it', async () => {
    for (const game of ['texas-holdem', 'euchre']) {
      const hold = holdPlayer(t);
      const body =
        game === 'euchre'
          ? { players: Array.from({ length: 4 }, () => ({ bot: 'expert' })), options: { targetPoints: 3 } }
          : holdem('expert');
      const created = (await t.http.post(`/${game}/matches`).send(body).expect(201)).body as MatchView;
      expect(created).toMatchObject({ status: 'active', version: 1, result: null });
      expect((await t.http.get(`/${game}/matches/${created.id}/moves`).expect(200)).body).toEqual([]);
      expect(hold.held.map(([id]) => id)).toEqual([created.id]);
      hold.release();
      const done = await finished(t.http, game, created.id);
      expect(done.status).toBe('finished');
      expect(done.result!.standings).toHaveLength(body.players.length);
      expect(
        (await t.http.get(`/${game}/matches/${created.id}/moves`).expect(200)).body.length,
      ).toBeGreaterThan(0);
    }
  });

  it('starts a tournament of built-in levels at once and plays it out in the background', async () => {
    const key = (await t.http.post('/accounts').send({ name: 'bo-ana', kind: 'human' }).expect(201)).body
      .apiKey as string;
    const me = await t.db.account.findFirstOrThrow({ where: { name: 'bo-ana' } });
    const created = await t.http
      .post('/tournaments')
      .set(bearer(key))
      .send({ game: 'east-west', format: 'round-robin', minPlayers: 3 })
      .expect(201);
    const id = created.body.id as string;
    for (const bot of ['random-bot', 'basic-bot', 'advanced-bot'])
      await t.http.post(`/tournaments/${id}/players`).set(bearer(key)).send({ account: bot }).expect(201);
    const hold = holdPlayer(t);
    await t.http.post(`/tournaments/${id}/start`).set(bearer(key)).expect(200);
    const round = (await t.http.get(`/tournaments/${id}`).expect(200)).body.rounds[0];
    const matchId = round.tables[0].matchIds[0] as string;
    expect((await t.http.get(`/east-west/matches/${matchId}`).expect(200)).body).toMatchObject({
      status: 'active',
      version: 1,
    });
    // the round's match counts against the tournament's creator
    expect(hold.held).toEqual([[matchId, me.id]]);
    hold.release();
    await until('the tournament finishes', async () => {
      const body = (await t.http.get(`/tournaments/${id}`).expect(200)).body;
      return body.status === 'finished';
    });
  });
});

describe('the budget of matches of bots only per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES, { BOTS_ONLY_MATCHES_PER_ACCOUNT: '1' });
  });
  afterAll(() => t.close());

  it('with a budget of 1, two matches of one account are never played at once', async () => {
    const key = (await t.http.post('/accounts').send({ name: 'bo-bob', kind: 'bot' }).expect(201)).body
      .apiKey as string;
    const bots = t.app.get(BotSteps);
    const next = bots.next.bind(bots);
    let playing = 0;
    let most = 0;
    jest.spyOn(bots, 'next').mockImplementation(async (game, m, step, now) => {
      if (step.kind !== 'play') return next(game, m, step, now);
      most = Math.max(most, ++playing);
      try {
        return await next(game, m, step, now);
      } finally {
        playing--;
      }
    });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++)
      ids.push(
        (await t.http.post('/texas-holdem/matches').set(bearer(key)).send(holdem('advanced')).expect(201))
          .body.id,
      );
    const player = t.app.get(BotsOnlyPlayer);
    for (const id of ids) expect((await finished(t.http, 'texas-holdem', id)).status).toBe('finished');
    await player.settled();
    expect(most).toBe(1);
  });
});

describe('a match of bots only across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardroom-bots-only-'));
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is played by the next instance when the last one left it active', async () => {
    const a = await createTestApp(GAMES, { DATA_DIR: dir });
    apps.push(a);
    // the instance "dies" after the create's commit, before its player played the match
    const game = a.app.get(GameRegistry).definition('east-west')!;
    const now = new Date();
    const blank = newMatch(game, {
      id: randomUUID(),
      seed: newSeed(),
      options: (resolveMatchOptions(game, {}) as { options: Record<string, unknown> }).options,
      seats: [0, 1].map((seat) => ({ seat, name: null, bot: 'basic', tokenHash: null, accountId: null })),
      createdAt: now,
    });
    const t0 = nextRecord(game, blank, { kind: 'start', hold: true }, now)!;
    await a.app.get(MatchWriter).create(game, t0);
    expect((await a.http.get(`/east-west/matches/${blank.id}`).expect(200)).body.status).toBe('active');
    await a.close();
    const b = await createTestApp(GAMES, { DATA_DIR: dir });
    apps.push(b);
    expect((await finished(b.http, 'east-west', blank.id)).status).toBe('finished');
  });
});
