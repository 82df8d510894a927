/**
 * `GET /texas-holdem/matches/{id}/acpc` (docs/api.md "The ACPC log"): a finished match as the ACPC
 * dealer's log, one `STATE` line per hand that replays through the ACPC rules of the tests' own
 * (test/util/acpc-rules.ts); 409 while the match runs, with nothing of it in the answer; 409 for a
 * match the ACPC has no form for.
 */
import { GAMES } from '../src/games/registry';
import { createTestApp, type TestApp } from './util/app';
import { NOLIMIT_2P, replayStateLine } from './util/acpc-rules';
import { finished } from './util/matches';

const GAME = 'texas-holdem';

describe('the ACPC log of a match', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
  }, 120_000);
  afterAll(() => t.close());

  it('a finished match: a STATE line per hand, by the ACPC rules, and the totals as SCORE', async () => {
    const created = (
      await t.http
        .post(`/${GAME}/matches`)
        .send({
          players: [{ bot: 'basic' }, { bot: 'random' }],
          preset: 'acpc-nolimit-2p',
          options: { maxHands: 30 },
        })
        .expect(201)
    ).body;
    // a match of bots only is played in the background
    const m = await finished<any>(t.http, GAME, created.id);
    expect(m.status).toBe('finished');
    const res = await t.http.get(`/${GAME}/matches/${m.id}/acpc`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = (res.text as string).trimEnd().split('\n');
    expect(lines[0]).toBe(`# name/game/hands/seed ${m.id} holdem.nolimit.2p 30 ${m.fairness.seed}`);
    const states = lines.slice(1, -1);
    expect(states).toHaveLength(30);
    const totals = [0, 0];
    states.forEach((line, h) => {
      const { parsed } = replayStateLine(NOLIMIT_2P, line);
      expect(parsed.hand).toBe(h);
      // hand h: seat h mod 2 is the button, position 1 (the names are listed by position)
      const seats = h % 2 === 0 ? [1, 0] : [0, 1];
      expect(parsed.names).toEqual(seats.map((s) => (s === 0 ? 'basic-bot' : 'random-bot')));
      parsed.values!.forEach((v, p) => (totals[seats[p]] += v));
    });
    expect(totals).toEqual(m.result.scores);
    expect(lines.at(-1)).toBe(`SCORE:${totals.join('|')}:basic-bot|random-bot`);
  });

  it('409 while the match runs, with no card in the answer; 409 for no-betting; 404 for no match', async () => {
    const m = (
      await t.http
        .post(`/${GAME}/matches`)
        .send({
          players: [{ name: 'ana' }, { bot: 'basic' }],
          preset: 'acpc-nolimit-2p',
          options: { maxHands: 3 },
        })
        .expect(201)
    ).body;
    const running = await t.http.get(`/${GAME}/matches/${m.id}/acpc`).expect(409);
    expect(running.body).toMatchObject({ error: 'conflict', reason: 'not-finished' });
    expect(JSON.stringify(running.body)).not.toMatch(/[2-9TJQKA][cdhs]/);
    const nb = (
      await t.http
        .post(`/${GAME}/matches`)
        .send({
          players: [{ bot: 'basic' }, { bot: 'basic' }],
          options: { variant: 'no-betting', maxHands: 2 },
        })
        .expect(201)
    ).body;
    await finished(t.http, GAME, nb.id); // played in the background: a finished match without an ACPC form
    expect((await t.http.get(`/${GAME}/matches/${nb.id}/acpc`).expect(409)).body.reason).toBe('no-acpc-form');
    await t.http.get(`/${GAME}/matches/00000000-0000-4000-8000-000000000000/acpc`).expect(404);
  });
});
