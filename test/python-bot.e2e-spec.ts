/**
 * The Python example (examples/python/bot.py, standard library only) run by Debian's python3 against a
 * listening server: for every game that two seats can play, it challenges `random-bot` from its account,
 * plays the match from its account stream alone (one request per move: each yourTurn carries the view)
 * and prints the result; the server's records agree with what it says. `PYTHON` names another
 * interpreter; CI (.ci/run) installs python3 when it is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';
import { type OptionSpec, smallOptions } from './util/small-options';

const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';
const BOT = join(__dirname, '../examples/python/bot.py');

/** Runs the bot to its end: exit code and output lines. */
function runPython(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; lines: string[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [BOT, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.split('\n').filter(Boolean), stderr }));
  });
}

describe('the Python example bot', () => {
  let t: TestApp;
  let url: string;
  let games: { game: string; minPlayers: number; optionsSchema: Record<string, OptionSpec> }[];
  beforeAll(async () => {
    if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is missing: apt-get install python3 (or set PYTHON)`);
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    games = (await t.http.get('/games').expect(200)).body;
  });
  afterAll(() => t?.close());

  const twoSeatGames = GAMES.map((b) => b.definition)
    .filter((g) => g.minPlayers === 2)
    .map((g) => g.id);

  it.each(twoSeatGames)(
    'plays a match of %s from its account stream, one request per move, and prints the result',
    async (game) => {
      const name = `py-${game}`.slice(0, 30);
      const key = (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body
        .apiKey as string;
      const options = smallOptions(games.find((g) => g.game === game)!.optionsSchema);
      const run = await runPython(
        [
          '--url',
          url,
          '--game',
          game,
          '--challenge',
          'random-bot',
          '--matches',
          '1',
          '--options',
          JSON.stringify(options),
          '--wait',
          '60',
        ],
        { CARDROOM_KEY: key },
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const start = run.lines.find((l) => l.startsWith(`${game} match `) && l.includes(': playing seat 0'));
      expect(start).toBeDefined();
      const matchId = start!.split(' ')[2].replace(/:$/, '');
      expect(run.lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${game} match ${matchId} finished \\(.+\\): (won|lost|tie); scores .+ \\(you are seat 0\\); rating -?\\d`,
          ),
        ),
      );
      const [, moves, requests, viewReads] =
        /^1 matches finished: (\d+) moves posted in (\d+) requests \((\d+) view reads\)$/
          .exec(run.lines.at(-1)!)!
          .map(Number);
      expect(moves).toBeGreaterThan(0);
      expect(viewReads).toBe(0); // every yourTurn carried its view
      expect(requests).toBeGreaterThanOrEqual(moves); // more only where a template drew a move the rules refuse
      // what the server recorded agrees
      const final = (await t.http.get(`/${game}/matches/${matchId}`).expect(200)).body;
      expect(final.status).toBe('finished');
      const log = (await t.http.get(`/${game}/matches/${matchId}/moves`).expect(200)).body as {
        seat: number;
      }[];
      expect(log.filter((e) => e.seat === 0)).toHaveLength(moves);
      const history = (await t.http.get(`/accounts/${name}/matches`).expect(200)).body;
      expect(history.items[0]).toMatchObject({ id: matchId, status: 'finished', rated: true });
    },
  );

  it('--series: plays a duplicate series from its stream, a progress bar, then the standings with intervals', async () => {
    const name = 'py-series';
    const key = (await t.http.post('/accounts').send({ name, kind: 'bot' }).expect(201)).body
      .apiKey as string;
    const options = smallOptions(games.find((g) => g.game === 'east-west')!.optionsSchema);
    const run = await runPython(
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
        JSON.stringify(options),
        '--wait',
        '60',
      ],
      { CARDROOM_KEY: key },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const id = /^series (\S+): 3 deals of east-west against random-bot, 6 matches, 2 at once$/.exec(
      run.lines[1],
    )?.[1];
    expect(id).toBeDefined();
    // each progress line with the band the server gives once a deal is complete
    expect(run.lines.filter((l) => /^ {2}\[[#.]{30}\] \d\/6( \. .+)?$/.test(l))).toHaveLength(6);
    expect(run.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^  \\[#{30}\\] 6/6 \\. ${name} - random-bot after 3 deals: `)),
    );
    expect(run.lines).toContain(`series ${id} finished: 6 matches`);
    const served = (await t.http.get(`/series/${id}`).expect(200)).body;
    const me = served.standings[0];
    const f = (x: number | null) => (x === null ? '?' : x.toFixed(3));
    expect(run.lines).toContain(
      `  ${name}: 6 matches, ${me.wins} won; mean score ${f(me.meanScore)} [${f(me.meanScoreCI95[0])}, ${f(me.meanScoreCI95[1])}]; ` +
        `win rate ${f(me.winRate)} [${f(me.winRateCI95[0])}, ${f(me.winRateCI95[1])}]`,
    );
    expect(run.lines.at(-1)).toMatch(
      new RegExp(`^  ${name} - random-bot: ${f(served.difference.meanScore)} per match `),
    );
  });

  it('reads no key from the command line: without CARDROOM_KEY or --key-file it says how to give one', async () => {
    const run = await runPython(['--url', url, '--game', 'east-west', '--seek'], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no API key: set CARDROOM_KEY');
  });
});
