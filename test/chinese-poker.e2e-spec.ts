/**
 * Chinese Poker over HTTP: the worked examples of docs/rules/chinese-poker.md §10 on rigged deals (the real rules, with the
 * example's cards dealt), illegal moves (422 with the reason code, nothing changed), hidden
 * arrangements until the reveal (views, move log, events), and whole matches against the bots.
 */
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cards, cardsToStrings, deck52, type Card } from '../src/engine/cards';
import { rngFromSeed } from '../src/engine/random';
import { replay } from '../src/engine/driver';
import { chinesePoker, randomArrangement, type ChinesePokerState } from '../src/engine/chinese-poker';
import {
  EXAMPLE_1,
  WORKED_EXAMPLES,
  exampleMove,
  type WorkedExample,
} from '../src/engine/chinese-poker/examples';
import type { GameBinding } from '../src/game-registry/game-binding';
import { chinesePokerBinding } from '../src/games/chinese-poker';
import { bearer, createTestApp, type TestApp } from './util/app';
import { cardsIn } from './util/hidden-info';
import { finished, matchRoutes, type MatchView } from './util/matches';

/** The real rules with the example's cards dealt in hand 1 (served under its own id). */
function riggedBinding(id: string, ex: WorkedExample): GameBinding {
  const hands: Card[][] = [];
  for (const s of ex.subs) hands[s.seat] = cards(`${s.front} ${s.middle} ${s.back}`);
  const used = new Set(hands.flat());
  return {
    ...chinesePokerBinding,
    definition: {
      ...chinesePoker,
      id,
      advance(state: ChinesePokerState, rng) {
        if (state.phase === 'deal' && state.hand === 1) {
          return {
            ...state,
            phase: 'arrange',
            hands,
            setAside: deck52().filter((c) => !used.has(c)),
            submissions: hands.map(() => null),
          };
        }
        return chinesePoker.advance(state, rng);
      },
    },
  };
}

const exampleId = (i: number) => `chinese-poker-example-${i}`;

describe('Chinese Poker over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([
      chinesePokerBinding,
      ...WORKED_EXAMPLES.map((ex, i) => riggedBinding(exampleId(i), ex)),
    ]);
  });
  afterAll(() => t.close());

  // the state views are read as the JSON they are (their shapes are checked field by field below)
  const routes = (game: string) => matchRoutes<MatchView<any, any>>(() => t, game);
  const create = (game: string, players: object[], options: object = {}) =>
    routes(game).create({ players, options });

  it.each(WORKED_EXAMPLES.map((ex, i) => [ex.name, i] as const))('%s', async (_name, i) => {
    const ex = WORKED_EXAMPLES[i];
    const game = exampleId(i);
    const m = await create(
      game,
      Array.from({ length: ex.players }, (_, s) => ({ name: `p${s}` })),
      { hands: 1 },
    );
    const tokens = m.seats.map((s) => s.token!);
    const api = routes(game);
    for (const [k, sub] of ex.subs.entries()) {
      const mine = await api.get(m.id, tokens[sub.seat]);
      expect(mine.toAct).toContain(sub.seat);
      expect(mine.state.yourCards.slice().sort()).toEqual(
        `${sub.front} ${sub.middle} ${sub.back}`.split(' ').sort(),
      );
      const res = await api.post(m.id, tokens[sub.seat], exampleMove(sub));
      expect(res.status).toBe(201);
      if (k < ex.subs.length - 1) {
        expect(res.body.state.yourSubmission.order).toBe(k + 1);
        expect(res.body.toAct).not.toContain(sub.seat);
      }
    }
    const done = await api.get(m.id);
    expect(done.status).toBe('finished');
    expect(done.scores).toEqual(ex.points);
    expect(done.state.lastReveal.points).toEqual(ex.points);
    expect(done.result!.reason).toBe('hands-complete');
    // the finished log is whole
    const log = await api.log(m.id);
    expect(log.map((e: { move: unknown }) => e.move)).toEqual(ex.subs.map(exampleMove));
  });

  it('Example 5 over HTTP: 422 with the reason code, nothing changed; a submitted seat may not move again', async () => {
    const game = exampleId(0);
    const m = await create(game, [{ name: 'johann' }, { name: 'adelie' }], { hands: 1 });
    const [j, a] = m.seats.map((s) => s.token!);
    const api = routes(game);
    const before = await api.get(m.id, j);
    const bad = {
      type: 'arrange',
      front: ['6s', '6c', '4h'],
      middle: ['3h', '3d', '3s', '2h', '2d'],
      back: ['Td', 'Ts', '9c', 'Qs', '8c'],
    };
    // the dry run describes each row and says why the arrangement would be refused
    const url = api.url(m.id);
    const dry = (await t.http.post(`${url}/check`).set(bearer(j)).send(bad).expect(200)).body;
    expect(dry).toMatchObject({ valid: false, reason: 'rows-out-of-order' });
    expect(dry.details.rows.middle.description).toBe('Full house, Threes over Twos');
    const good = (
      await t.http.post(`${url}/check`).set(bearer(j)).send(exampleMove(EXAMPLE_1.subs[0])).expect(200)
    ).body;
    expect(good).toMatchObject({ valid: true, reason: null });
    expect(good.details.rows.back.description).toBe('Full house, Threes over Twos');
    const r1 = await api.post(m.id, j, bad).expect(422);
    expect(r1.body).toMatchObject({ statusCode: 422, error: 'illegal-move', reason: 'rows-out-of-order' });
    expect(r1.body.message).toContain('Full house, Threes over Twos');
    expect((await api.post(m.id, j, { ...bad, front: ['6s', '6c'] }).expect(422)).body.reason).toBe(
      'wrong-row-size',
    );
    const declare = { ...exampleMove(EXAMPLE_1.subs[0]), type: 'declare', hand: 'six-pairs' };
    expect((await api.post(m.id, j, declare).expect(422)).body.reason).toBe('special-hand-not-qualified');
    expect((await api.post(m.id, j, { ...declare, hand: 'royal' }).expect(422)).body.reason).toBe(
      'unknown-special-hand',
    );
    expect(
      (await api.post(m.id, j, { ...bad, back: ['Td', 'Ts', '9c', 'Qs', 'As'] }).expect(422)).body.reason,
    ).toBe('card-not-in-hand');
    expect(
      (await api.post(m.id, j, { ...bad, back: ['Td', 'Ts', '9c', 'Qs', 'Qs'] }).expect(422)).body.reason,
    ).toBe('duplicate-card');
    // malformed bodies are 400 before the rules
    const malformed = await api.post(m.id, j, { ...bad, front: ['6s', '6c', 'Xx'] }).expect(400);
    // the move schema names the offending item of the row (front.2)
    expect(malformed.body.details['front.2']).toMatch(/a card is rank/);
    await api.post(m.id, j, { ...bad, extra: 1 }).expect(400);
    const after = await api.get(m.id, j);
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
    expect(await api.log(m.id)).toEqual([]);
    // the valid arrangement is accepted; a second submission is refused (the seat is no longer to act)
    await api.post(m.id, j, exampleMove(EXAMPLE_1.subs[0])).expect(201);
    const again = await api.post(m.id, j, exampleMove(EXAMPLE_1.subs[0])).expect(403);
    expect(again.body).toMatchObject({ error: 'not-your-turn', reason: 'already-submitted' });
    expect((await api.get(m.id, a)).toAct).toEqual([1]);
  });

  it('arrangements stay hidden until the reveal: views, move log and events', async () => {
    const game = exampleId(1); // Example 2, 4 players
    const ex = WORKED_EXAMPLES[1];
    const m = await create(game, [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }], { hands: 1 });
    const tokens = m.seats.map((s) => s.token!);
    const api = routes(game);
    const url = api.url(m.id);
    const handOf = (seat: number) =>
      new Set(`${ex.subs[seat].front} ${ex.subs[seat].middle} ${ex.subs[seat].back}`.split(' '));

    // an SSE stream for seat 3, read raw until the match finishes
    const server = t.app.getHttpServer() as Server;
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    let text = '';
    let finish: () => void = () => undefined;
    const streamed = new Promise<void>((resolve) => (finish = resolve));
    let connected: () => void = () => undefined;
    const firstEvent = new Promise<void>((resolve) => (connected = resolve));
    const sse = get(
      { host: '127.0.0.1', port, path: `${url}/events?token=${tokens[3]}`, agent: false },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('data:')) connected();
          if (text.includes('"status":"finished"')) finish();
        });
        res.on('end', () => finish());
      },
    );
    sse.on('error', () => finish());
    await firstEvent; // the stream holds the match before anyone moves

    for (const seat of [0, 1, 2]) {
      await api.post(m.id, tokens[seat], exampleMove(ex.subs[seat])).expect(201);
      // every other seat, and a spectator, sees only its own cards and who has submitted
      for (const viewer of [null, 0, 1, 2, 3]) {
        const token = viewer === null ? undefined : tokens[viewer];
        const view = await api.get(m.id, token);
        const allowed = viewer === null ? new Set<string>() : handOf(viewer);
        for (const c of cardsIn(view)) expect(allowed.has(c)).toBe(true);
        expect(view.state.submitted).toEqual([0, 1, 2, 3].map((s) => s <= seat));
        const log = await api.log(m.id, token);
        expect(log).toHaveLength(seat + 1);
        for (const e of log) {
          if (e.seat === viewer) expect(e.move).toEqual(exampleMove(ex.subs[e.seat]));
          else expect(e.move).toEqual({ type: 'submitted' });
        }
        for (const c of cardsIn(log)) expect(allowed.has(c)).toBe(true);
      }
    }
    await api.post(m.id, tokens[3], exampleMove(ex.subs[3])).expect(201);
    const timer = setTimeout(finish, 10_000);
    await streamed;
    clearTimeout(timer);
    sse.destroy();
    const events = text
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => JSON.parse(l.slice(5)));
    // the stream saw the match while arrangements were hidden, with seat 3's own cards, and the reveal
    expect(
      events.filter((e) => e.status === 'active' && e.state.yourCards?.length === 13).length,
    ).toBeGreaterThan(0);
    expect(events.some((e) => e.status === 'finished')).toBe(true);
    for (const e of events) {
      if (e.status === 'finished') continue;
      for (const c of cardsIn(e)) expect(handOf(3).has(c)).toBe(true);
    }
    // after the reveal everything is public, with the submission order
    const done = await api.get(m.id);
    expect(done.state.lastReveal.submissions.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4]);
    expect(done.scores).toEqual(ex.points);
  });

  it('a whole match against the basic and random bots; the stored state replays from seed + log', async () => {
    const m = await create('chinese-poker', [{ name: 'ana' }, { bot: 'basic' }, { bot: 'random' }], {
      hands: 3,
    });
    const token = m.seats[0].token!;
    const api = routes('chinese-poker');
    let view = await api.get(m.id, token);
    let handsPlayed = 0;
    const rng = rngFromSeed('5e'.repeat(32), 'ana');
    while (view.status !== 'finished') {
      expect(view.toAct).toEqual([0]);
      expect(view.state.submitted).toEqual([false, true, true]);
      const template = view.legalMoves![0];
      expect(template.front).toEqual({ choose: 3, from: view.state.yourCards });
      const rows = randomArrangement(cards(view.state.yourCards.join(' ')), rng);
      const move = {
        type: 'arrange',
        front: cardsToStrings(rows.front),
        middle: cardsToStrings(rows.middle),
        back: cardsToStrings(rows.back),
      };
      view = (await api.post(m.id, token, move).expect(201)).body;
      handsPlayed++;
      const last = view.state.lastReveal;
      expect(last.hand).toBe(handsPlayed);
      expect(last.points.reduce((x: number, y: number) => x + y, 0)).toBe(0);
      expect(last.submissions[0].front.cards.slice().sort()).toEqual([...move.front].sort());
    }
    expect(handsPlayed).toBe(3);
    expect(view.scores.reduce((x: number, y: number) => x + y, 0)).toBe(0);
    expect(view.result!.winners.length).toBeGreaterThan(0);
    const log = await api.log(m.id);
    expect(log).toHaveLength(9);
    const row = await api.stored(m.id);
    expect(replay(chinesePoker, 3, row.options, row.seed, log as never)).toEqual(row.state);
  });

  it('bots only: a 4-seat match plays itself out at creation; options and OpenAPI are served', async () => {
    const m = await create(
      'chinese-poker',
      [{ bot: 'basic' }, { bot: 'random' }, { bot: 'random' }, { bot: 'basic' }],
      { hands: 2, specialHands: false },
    );
    // a match of bots only is played in the background
    const view = await finished<any>(t.http, 'chinese-poker', m.id);
    expect(view.status).toBe('finished');
    expect(view.state.reveals).toHaveLength(2);
    expect(view.scores.reduce((x: number, y: number) => x + y, 0)).toBe(0);
    await t.http
      .post('/chinese-poker/matches')
      .send({ players: [{ bot: 'random' }, { bot: 'random' }], options: { hands: 0 } })
      .expect(400);
    await t.http
      .post('/chinese-poker/matches')
      .send({ players: [{ bot: 'random' }, { bot: 'random' }], options: { jokers: true } })
      .expect(400);
    const games = (await t.http.get('/games').expect(200)).body as { game: string; options: object }[];
    expect(games.find((g) => g.game === 'chinese-poker')).toMatchObject({
      minPlayers: 2,
      maxPlayers: 4,
      options: { hands: 4, specialHands: true },
    });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ChinesePokerArrangeMove', 'ChinesePokerDeclareMove', 'ChinesePokerOptions']),
    );
  });
});
