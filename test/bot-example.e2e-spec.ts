/**
 * The example bot (examples/bot.ts) plays a full match of every registered game against built-in
 * bots through a real listening server, driven only by the match's events; then it joins an open
 * match from the lobby. Match options are made small from each game's `optionsSchema` (GET /games).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCardroomClient } from '../client';
import { apiKeyOf, isKeyMode, outcomeOf, runAccountBot, runBot, stopWhenArg } from '../examples/bot';
import { GAMES } from '../src/games/registry';
import { counterBinding } from './util/counter-game';
import { createTestApp, type TestApp } from './util/app';
import { type OptionSpec, smallOptions } from './util/small-options';

const LOBBY_GAME = 'bot-lobby-counter';
const SEED = 'c0ffee'.padStart(64, '0');

interface GameInfo {
  game: string;
  minPlayers: number;
  bots: string[];
  optionsSchema: Record<string, OptionSpec>;
}

describe('the example bot', () => {
  let t: TestApp;
  let url: string;
  let games: GameInfo[];
  beforeAll(async () => {
    t = await createTestApp([...GAMES, counterBinding(LOBBY_GAME)]);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    games = (await t.http.get('/games').expect(200)).body;
  });
  afterAll(() => t.close());

  it('serves every registered game', () => {
    expect(games.map((g) => g.game)).toEqual([...GAMES.map((b) => b.definition.id), LOBBY_GAME]);
  });

  it.each(GAMES.map((b) => b.definition.id))(
    'plays a full match of %s against built-in bots, from events only',
    async (id) => {
      const info = games.find((g) => g.game === id)!;
      const opponents = Array.from(
        { length: info.minPlayers - 1 },
        (_, i) => info.bots[i % info.bots.length],
      );
      const lines: string[] = [];
      // a fixed deal (the bots draw from it too), so the seat surely has a decision to make: with a random
      // one, In-Between's posts may settle every turn of a short match without a move (a pair or consecutive posts)
      const summary = await runBot(
        [
          '--game',
          id,
          '--url',
          url,
          '--opponents',
          opponents.join(','),
          '--options',
          JSON.stringify(smallOptions(info.optionsSchema)),
          '--seed',
          SEED,
        ],
        (line) => lines.push(line),
      );
      expect(summary.view.status).toBe('finished');
      expect(summary.view.result).not.toBeNull();
      expect(summary.moves).toBeGreaterThan(0);
      expect(lines[0]).toContain(`match ${summary.matchId}`);
      expect(lines.at(-1)).toMatch(/^finished \(.+\): (you (won|lost)|it is a tie);/);
      expect(lines.join('\n')).not.toContain('after hand 0');
      // what the server recorded agrees: the match is over and the bot's seat moved as many times as it says
      const log = (await t.http.get(`/${id}/matches/${summary.matchId}/moves`).expect(200)).body as {
        seat: number;
      }[];
      expect(log.filter((e) => e.seat === summary.seat)).toHaveLength(summary.moves);
      const final = (await t.http.get(`/${id}/matches/${summary.matchId}`).expect(200)).body;
      expect(final).toMatchObject({
        status: 'finished',
        version: summary.view.version,
        result: summary.view.result,
      });
    },
  );

  it('without --match or --opponents, joins the first open match of the lobby', async () => {
    // a test-only game that nothing else in the database plays, so the lobby's open match is ours
    const created = (
      await t.http
        .post(`/${LOBBY_GAME}/matches`)
        .send({ players: [{ bot: 'basic' }, {}], options: { target: 15 } })
        .expect(201)
    ).body;
    const lines: string[] = [];
    const summary = await runBot(['--game', LOBBY_GAME, '--url', url, '--strategy', 'first'], (line) =>
      lines.push(line),
    );
    expect(summary).toMatchObject({ matchId: created.id, seat: 1 });
    expect(summary.view.status).toBe('finished');
    expect(lines.length).toBeGreaterThanOrEqual(3); // start, progress, summary
  });

  it('says what it waits for, and gives up after --wait seconds without a change', async () => {
    const created = (
      await t.http
        .post(`/${LOBBY_GAME}/matches`)
        .send({ players: [{ bot: 'basic' }, {}, {}] })
        .expect(201)
    ).body;
    const lines: string[] = [];
    const started = Date.now();
    await expect(
      runBot(['--game', LOBBY_GAME, '--url', url, '--match', created.id, '--wait', '1'], (line) =>
        lines.push(line),
      ),
    ).rejects.toThrow(`gave up: waiting for 1 more player for 1 s (match ${created.id})`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(lines).toContain(`  waiting for 1 more player (match ${created.id})`);
  });

  it("reports a tie as a tie: winners beyond the seat's side (a Euchre partnership is one side)", () => {
    expect(outcomeOf({ winners: [0, 1] }, 0, 'in-between')).toBe('tie');
    expect(outcomeOf({ winners: [1] }, 0, 'in-between')).toBe('lost');
    expect(outcomeOf({ winners: [0] }, 0, 'in-between')).toBe('won');
    expect(outcomeOf({ winners: [1, 3] }, 3, 'euchre')).toBe('won');
    expect(outcomeOf({ winners: [0, 2] }, 3, 'euchre')).toBe('lost');
  });

  describe('key mode (an account)', () => {
    const account = async () => {
      const name = `kb-${Math.random().toString(36).slice(2, 10)}`;
      return {
        name,
        key: (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body.apiKey as string,
      };
    };

    it('takes the key from CARDROOM_KEY or a file, not only from the command line (npm echoes its arguments)', () => {
      expect(isKeyMode(['--game', 'euchre', '--seek'], { CARDROOM_KEY: 'crk_x' })).toBe(true);
      expect(isKeyMode(['--game', 'euchre', '--opponents', 'basic'], { CARDROOM_KEY: 'crk_x' })).toBe(false); // seat mode
      expect(isKeyMode(['--key-file', 'k.txt'], {})).toBe(true);
      const file = join(mkdtempSync(join(tmpdir(), 'cardroom-key-')), 'key');
      writeFileSync(file, 'crk_from_file\n');
      expect(apiKeyOf({ 'key-file': file, key: 'crk_arg' }, { CARDROOM_KEY: 'crk_env' })).toBe(
        'crk_from_file',
      );
      expect(apiKeyOf({ key: 'crk_arg' }, { CARDROOM_KEY: 'crk_env' })).toBe('crk_env');
      expect(apiKeyOf({ key: 'crk_arg' }, {})).toBe('crk_arg');
    });

    it("plays each turn from the yourTurn event's view: one request per move", async () => {
      const { name, key } = await account();
      const info = games.find((g) => g.game === 'east-west')!;
      const lines: string[] = [];
      const summary = await runAccountBot(
        [
          '--url',
          url,
          '--game',
          'east-west',
          '--challenge',
          'random-bot',
          '--matches',
          '1',
          '--options',
          JSON.stringify(smallOptions(info.optionsSchema)),
        ],
        (line) => lines.push(line),
        { CARDROOM_KEY: key },
      );
      expect(summary).toMatchObject({
        name,
        finished: [{ game: 'east-west', outcome: expect.stringMatching(/^(won|lost|tie)$/) }],
      });
      expect(summary.moves).toBeGreaterThan(0);
      expect(summary.requests).toBe(summary.moves); // East-West's moves are concrete: no redraw, and no view read
      const log = (await t.http.get(`/east-west/matches/${summary.finished[0].matchId}/moves`).expect(200))
        .body as { seat: number }[];
      expect(log.filter((e) => e.seat === 0)).toHaveLength(summary.moves);
      expect(lines).toContain('  waiting for random-bot to accept the east-west challenge');
      expect(lines.at(-1)).toMatch(
        /^east-west match .+ finished \(.+\): (won|lost|tie); scores \d+ \/ \d+; rating -?\d/,
      );
    });

    it('--series: plays a duplicate series from the stream, a progress bar, then the standings with intervals', async () => {
      const { name, key } = await account();
      const info = games.find((g) => g.game === 'east-west')!;
      const lines: string[] = [];
      const summary = await runAccountBot(
        [
          '--url',
          url,
          '--game',
          'east-west',
          '--series',
          'random-bot',
          '--deals',
          '3',
          '--concurrency',
          '2',
          '--options',
          JSON.stringify(smallOptions(info.optionsSchema)),
        ],
        (line) => lines.push(line),
        { CARDROOM_KEY: key },
      );
      expect(isKeyMode(['--game', 'east-west', '--series', 'basic-bot'], { CARDROOM_KEY: 'crk_x' })).toBe(
        true,
      );
      expect(summary.finished).toHaveLength(6);
      expect(summary.series).toMatchObject({ status: 'finished', progress: { finished: 6, total: 6 } });
      const served = (await t.http.get(`/series/${summary.series!.id}`).expect(200)).body;
      expect(served.standings).toEqual(summary.series!.standings);
      expect(served.standings.map((s: { account: string }) => s.account)).toEqual([name, 'random-bot']);
      // each progress line with the band the server gives once a deal is complete
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^  \\[${'#'.repeat(30)}\\] 6/6 · ${name} − random-bot after 3 deals: `),
        ),
      );
      expect(lines.filter((l) => /^ {2}\[[#.]{30}\] \d\/6( · .+)?$/.test(l))).toHaveLength(6);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^  ${name}: 6 matches, \\d won; mean score -?[\\d.]+ \\[-?[\\d.]+, -?[\\d.]+\\]; win rate`,
          ),
        ),
      );
      expect(lines.at(-1)).toMatch(
        new RegExp(
          `^  ${name} − random-bot: -?[\\d.]+ per match \\[.+\\] \\(fixed-n 95 %\\): (no difference found|.+ is stronger)`,
        ),
      );
    });

    it('--series with --stop-when decided: a sequential series, the anytime-valid band as it goes, the verdict', async () => {
      expect(stopWhenArg('decided')).toBe('decided');
      expect(stopWhenArg('0.5')).toEqual({ halfWidth: 0.5 });
      expect(stopWhenArg(undefined)).toBeUndefined();
      for (const bad of ['0', '-1', 'soon', '']) expect(() => stopWhenArg(bad)).toThrow(/--stop-when/);
      const { name, key } = await account();
      const lines: string[] = [];
      // a random player loses East-West to one point against basic-bot by about 1.4 points a deal
      const summary = await runAccountBot(
        [
          '--url',
          url,
          '--game',
          'east-west',
          '--series',
          'basic-bot',
          '--deals',
          '40',
          '--concurrency',
          '4',
          '--stop-when',
          'decided',
          '--options',
          JSON.stringify({ targetPoints: 1 }),
        ],
        (line) => lines.push(line),
        { CARDROOM_KEY: key },
      );
      const served = (await t.http.get(`/series/${summary.series!.id}`).expect(200)).body;
      expect(served).toMatchObject({ stopWhen: 'decided', stoppedEarly: true, status: 'finished' });
      expect(lines).toContainEqual(expect.stringMatching(/^series .+, stopping when decided$/));
      // before ten deals the band concludes nothing, then it is the server's anytime-valid band
      expect(lines).toContainEqual(
        expect.stringMatching(/ · .+ after \d+ deals?: .+ no conclusion before 10 deals$/),
      );
      // the band is the server's running confidence sequence at the deal the line was printed
      const bands = lines.flatMap((l) => {
        const m = / after (\d+) deals: (-?[\d.]+) \[(-?[\d.]+), (-?[\d.]+)\] anytime-valid 95 %$/.exec(l);
        return m ? [m.slice(1).map(Number)] : [];
      });
      expect(bands.length).toBeGreaterThan(0);
      for (const [n, mean, lo, hi] of bands) {
        const p = served.difference.running.find((x: { n: number }) => x.n === n);
        expect([p.mean, p.lo, p.hi].map((x: number) => x.toFixed(3))).toEqual(
          [mean, lo, hi].map((x) => x.toFixed(3)),
        );
      }
      expect(lines.at(-1)).toBe(
        `  ${name} − basic-bot: ${served.difference.meanScore.toFixed(3)} per match [${served.difference.meanScoreCI95.map((x: number) => x.toFixed(3)).join(', ')}] (anytime-valid 95 %): ${served.verdict} (stopped early, after ${served.difference.deals} deals)`,
      );
      expect(served.verdict).toBe(`basic-bot is stronger than ${name} (95 %)`);
    }, 120_000);

    it('says what it waits for and gives up after --wait seconds without an event', async () => {
      const { key } = await account();
      const lines: string[] = [];
      const started = Date.now();
      // a seek of a seat count nobody else asks for: nothing pairs it
      await expect(
        runAccountBot(
          ['--url', url, '--game', LOBBY_GAME, '--seek', '--players', '3', '--rated', 'false', '--wait', '1'],
          (l) => lines.push(l),
          { CARDROOM_KEY: key },
        ),
      ).rejects.toThrow(`gave up: waiting for the ${LOBBY_GAME} seek to be paired for 1 s`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(lines).toContain(`  waiting for the ${LOBBY_GAME} seek to be paired`);
    });
  });

  it('names the URL it cannot reach', async () => {
    await expect(
      runBot(['--game', 'euchre', '--url', 'http://127.0.0.1:9', '--opponents', 'basic'], () => undefined),
    ).rejects.toThrow(/^cannot reach http:\/\/127\.0\.0\.1:9\/games: /);
  });

  it('explains what is wrong: no game, an unknown game, a match that cannot be joined', async () => {
    await expect(runBot(['--url', url], () => undefined)).rejects.toThrow('--game is required');
    await expect(
      runBot(['--game', 'nope', '--url', url, '--opponents', 'basic'], () => undefined),
    ).rejects.toThrow(`unknown game nope; this server plays ${GAMES.map((b) => b.definition.id).join(', ')}`);
    const full = (
      await t.http
        .post(`/${LOBBY_GAME}/matches`)
        .send({ players: [{ bot: 'basic' }, { name: 'ana' }] })
        .expect(201)
    ).body;
    await expect(
      runBot(['--game', LOBBY_GAME, '--url', url, '--match', full.id], () => undefined),
    ).rejects.toThrow(/^409: /);
  });

  it('the typed client (client/index.ts) speaks the same protocol, expectedVersion and Idempotency-Key included', async () => {
    const anon = createCardroomClient(url);
    const { data: listed } = await anon.GET('/games');
    expect(listed?.map((g) => g.game)).toContain('euchre');
    // a fixed seed: with this deal the bots pass and ana may pass too (with a random deal a bot may order
    // up and leave ana, as dealer, with only discards)
    const seed = '1'.padStart(64, '0');
    const created = await anon.POST('/euchre/matches', {
      body: {
        players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'basic' }, { bot: 'basic' }],
        options: { targetPoints: 1, turnSeconds: 600 },
        seed,
      },
    });
    expect(created.response.status).toBe(201);
    const match = created.data!;
    const ana = createCardroomClient(url, match.seats[0].token);
    const path = { path: { id: match.id } };
    const { data: view } = await ana.GET('/euchre/matches/{id}', { params: path });
    expect(view).toMatchObject({ id: match.id, you: 0, toAct: [0] });
    expect(Date.parse(view!.deadline!)).toBeGreaterThan(Date.now() + 500_000); // turnSeconds: 600
    expect(view!.legalMoves).toContainEqual({ type: 'pass' });
    // a stale expectedVersion: 409, typed as the API's error body
    const stale = await ana.POST('/euchre/matches/{id}/moves', {
      params: path,
      body: { type: 'pass', expectedVersion: view!.version - 1 },
    });
    expect(stale.response.status).toBe(409);
    expect(stale.error).toMatchObject({ statusCode: 409, error: 'conflict' });
    const moved = await ana.POST('/euchre/matches/{id}/moves', {
      params: { ...path, header: { 'Idempotency-Key': 'pass-1' } },
      body: { type: 'pass', expectedVersion: view!.version },
    });
    expect(moved.response.status).toBe(201);
    expect(moved.data!.version).toBeGreaterThan(view!.version);
    const again = await ana.POST('/euchre/matches/{id}/moves', {
      params: { ...path, header: { 'Idempotency-Key': 'pass-1' } },
      body: { type: 'pass', expectedVersion: view!.version },
    });
    expect(again.data).toEqual(moved.data);
    const missing = await ana.GET('/euchre/matches/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ statusCode: 404, error: 'not-found' });
  });
});
