/**
 * Texas Hold'em over HTTP: a whole multi-hand six-seat match with people and bots, the bet and raise
 * templates, illegal raise sizes → 422 with the rules' reason code and nothing changed, views that
 * never show another seat's hidden cards, replay from seed + log; the no-betting variant.
 */
import { replay } from '../src/engine/driver';
import { texasHoldem } from '../src/engine/texas-holdem';
import { texasHoldemBinding } from '../src/games/texas-holdem';
import { createTestApp, type TestApp } from './util/app';
import { finished, matchRoutes, type MatchView as View } from './util/matches';

type Range = { min: number; max: number };
interface Player {
  seat: number;
  stack: number;
  bet: number;
  committed: number;
  status: string;
  holeCards: string[] | null;
  shown: boolean;
}
interface StateView {
  phase: string;
  handNumber: number;
  players: Player[];
  board: string[];
  yourCards: string[] | null;
  pots: { amount: number; eligible: number[] }[];
  totalPot: number;
  currentBet: number;
  toCall: number | null;
  lastHand: { handNumber: number; pots: { winners: number[]; explanation: string }[] } | null;
}
type MatchView = View<StateView, { type: string; amount?: number | Range; to?: number | Range }>;

describe('texas-holdem over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([texasHoldemBinding]);
  });
  afterAll(() => t.close());

  const { create, get, post, log, stored } = matchRoutes<MatchView>(() => t, 'texas-holdem');

  function checkView(v: MatchView, players: number, stack: number, viewer: number | null) {
    const s = v.state;
    const total = s.players.reduce((a, p) => a + p.stack + p.committed, 0);
    expect(total).toBe(players * stack);
    expect(s.totalPot).toBe(s.players.reduce((a, p) => a + p.committed, 0));
    for (const p of s.players) {
      if (p.seat !== viewer && !p.shown) expect(p.holeCards).toBeNull();
      if (p.status === 'folded' && p.seat !== viewer) expect(p.holeCards).toBeNull();
    }
    expect(Object.keys(s)).not.toEqual(expect.arrayContaining(['deck']));
    expect(JSON.stringify(s)).not.toMatch(/"deck"|"burns"|"seed"/);
  }

  it('lists the game and documents its moves', async () => {
    const games = (await t.http.get('/games').expect(200)).body as {
      game: string;
      minPlayers: number;
      maxPlayers: number;
      options: object;
    }[];
    expect(games.find((g) => g.game === 'texas-holdem')).toMatchObject({
      minPlayers: 2,
      maxPlayers: 10,
      options: {
        variant: 'betting',
        bettingStructure: 'no-limit',
        startingStack: 1000,
        smallBlind: 5,
        bigBlind: 10,
        ante: 0,
        maxHands: 0,
        allowMuck: false,
      },
    });
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    const body = JSON.stringify(
      doc.paths['/texas-holdem/matches/{id}/moves'].post.requestBody.content['application/json'],
    );
    for (const dto of [
      'TexasHoldemFoldMove',
      'TexasHoldemCheckMove',
      'TexasHoldemCallMove',
      'TexasHoldemBetMove',
      'TexasHoldemRaiseMove',
      'TexasHoldemAllInMove',
    ])
      expect(body).toContain(dto);
  });

  it('plays a whole six-seat match of several hands: three people, three bots; illegal raises are 422 and change nothing', async () => {
    const players = [
      { name: 'ana' },
      { bot: 'basic' },
      { name: 'bo' },
      { bot: 'random' },
      { name: 'cy' },
      { bot: 'basic' },
    ];
    const options = { maxHands: 6, startingStack: 300, smallBlind: 5, bigBlind: 10 };
    const created = await create({ players, options, seed: '7a'.repeat(32) });
    expect(created.status).toBe('active');
    const tokens = new Map<number, string>(
      created.seats.filter((s) => s.token).map((s) => [s.seat, s.token!]),
    );
    expect([...tokens.keys()]).toEqual([0, 2, 4]);

    let view = await get(created.id);
    let rejects = 0;
    let humanMoves = 0;
    const handsSeen = new Set<number>();
    for (let guard = 0; view.status !== 'finished' && guard < 600; guard++) {
      checkView(view, 6, 300, view.you);
      handsSeen.add(view.state.handNumber);
      const [seat] = view.toAct;
      expect(tokens.has(seat)).toBe(true); // bots never leave the table waiting on them
      const token = tokens.get(seat)!;
      const mine = await get(view.id, token);
      expect(mine.you).toBe(seat);
      checkView(mine, 6, 300, seat);
      expect(mine.state.yourCards).toHaveLength(2);
      const legal = mine.legalMoves!;
      expect(legal.length).toBeGreaterThan(0);
      // Another person may not move now: 403, nothing changes.
      const other = [...tokens.entries()].find(([s]) => s !== seat)!;
      expect((await post(view.id, other[1], { type: 'fold' }).expect(403)).body.error).toBe('not-your-turn');

      const raise = legal.find((m) => m.type === 'raise');
      if (raise && typeof raise.to === 'object' && rejects < 4) {
        const { min, max } = raise.to;
        if (min > mine.state.currentBet + 1) {
          const small = await post(view.id, token, { type: 'raise', to: min - 1 }).expect(422);
          expect(small.body).toMatchObject({
            statusCode: 422,
            error: 'illegal-move',
            reason: 'raise-too-small',
          });
        }
        const big = await post(view.id, token, { type: 'raise', to: max + 1 }).expect(422);
        expect(big.body.reason).toBe('raise-exceeds-stack');
        await post(view.id, token, { type: 'raise', to: 'lots' }).expect(400);
        await post(view.id, token, { type: 'raise', to: 50, extra: 1 }).expect(400);
        await post(view.id, token, { type: 'shove' }).expect(400);
        expect(await get(view.id, token)).toEqual(mine); // nothing changed
        rejects++;
      }
      const check = legal.find((m) => m.type === 'check');
      const call = legal.find((m) => m.type === 'call');
      if (check && !call && legal.some((m) => m.type === 'bet') && humanMoves % 3 === 0) {
        expect((await post(view.id, token, { type: 'call' }).expect(422)).body.reason).toBe(
          'nothing-to-call',
        );
      }
      let move: object;
      if (raise && typeof raise.to === 'object' && humanMoves % 5 === 0)
        move = { type: 'raise', to: raise.to.min };
      else move = { ...(check ?? call ?? legal[0]) };
      const res = await post(view.id, token, { ...move, expectedVersion: mine.version }).expect(201);
      humanMoves++;
      view = res.body;
      expect(view.version).toBeGreaterThan(mine.version);
    }
    expect(view.status).toBe('finished');
    expect(rejects).toBeGreaterThan(0);
    expect(handsSeen.size).toBeGreaterThan(1);
    const final = view.state.players.map((p) => p.stack);
    expect(final.reduce((a, b) => a + b, 0)).toBe(1800);
    const best = Math.max(...final);
    expect(view.result!.winners).toEqual(final.flatMap((c, s) => (c === best ? [s] : [])));
    expect(view.result!.scores).toEqual(final);
    expect(['hands-complete', 'last-player-standing']).toContain(view.result!.reason);
    expect(view.state.lastHand!.pots[0].explanation).toMatch(/^Seats? \d/);

    // The log holds the people's and the bots' moves; seed + log replays to the stored state.
    const entries = await log(view.id);
    expect(entries.filter((e) => [0, 2, 4].includes(e.seat))).toHaveLength(humanMoves);
    expect(entries.some((e) => [1, 3, 5].includes(e.seat))).toBe(true);
    const row = await stored(view.id);
    expect(replay(texasHoldem, 6, row.options, row.seed, entries)).toEqual(row.state);
    await post(view.id, tokens.get(0)!, { type: 'fold' }).expect(409);
  });

  it('no-betting: hole cards hidden until the opening bet, raises not allowed, bots finish the match', async () => {
    const created = await create({
      players: [{ name: 'ana' }, { name: 'bo' }, { bot: 'basic' }],
      options: { variant: 'no-betting', maxHands: 3, startingStack: 100 },
      seed: '3c'.repeat(32),
    });
    const tokens = created.seats.map((s) => s.token);
    let view = await get(created.id);
    let openings = 0;
    for (let guard = 0; view.status !== 'finished' && guard < 100; guard++) {
      const [seat] = view.toAct;
      const mine = await get(view.id, tokens[seat]!);
      checkView(mine, 3, 100, seat);
      if (mine.state.phase === 'opening-bet') {
        expect(mine.state.yourCards).toEqual([]);
        expect(mine.state.players.every((p) => p.holeCards === null)).toBe(true);
        expect(mine.state.board).toHaveLength(3);
        expect(mine.legalMoves).toEqual([
          { type: 'bet', amount: { min: 1, max: mine.state.players[seat].stack } },
        ]);
        expect((await post(view.id, tokens[seat]!, { type: 'check' }).expect(422)).body.reason).toBe(
          'move-not-allowed',
        );
        view = (await post(view.id, tokens[seat]!, { type: 'bet', amount: 5 }).expect(201)).body;
        openings++;
      } else {
        expect(mine.state.phase).toBe('calls');
        expect(mine.state.yourCards).toHaveLength(2);
        expect((await post(view.id, tokens[seat]!, { type: 'raise', to: 50 }).expect(422)).body.reason).toBe(
          'move-not-allowed',
        );
        expect(await get(view.id, tokens[seat]!)).toEqual(mine);
        view = (await post(view.id, tokens[seat]!, { type: 'call' }).expect(201)).body;
      }
    }
    expect(view.status).toBe('finished');
    expect(openings).toBeGreaterThan(0);
    expect(view.result!.scores.reduce((a, b) => a + b, 0)).toBe(300);
  });

  it('a table of bots plays itself out; bad options are 400', async () => {
    const created = await create({
      players: [{ bot: 'basic' }, { bot: 'random' }, { bot: 'random' }, { bot: 'basic' }],
      options: { bettingStructure: 'pot-limit', maxHands: 8, ante: 1 },
    });
    // a match of bots only is played in the background
    const view = await finished<typeof created>(t.http, 'texas-holdem', created.id);
    expect(view.status).toBe('finished');
    expect(view.result!.scores.reduce((a, b) => a + b, 0)).toBe(4000);
    await t.http
      .post('/texas-holdem/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { bettingStructure: 'spread-limit' } })
      .expect(400);
    await t.http
      .post('/texas-holdem/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { startingStack: 0 } })
      .expect(400);
    await t.http
      .post('/texas-holdem/matches')
      .send({ players: Array(11).fill({ bot: 'random' }) })
      .expect(400);
    // docs/rules/texas-holdem.md §2: bigBlind is at least smallBlind (issue 20, fix 3): 400 with a field message.
    const blinds = await t.http
      .post('/texas-holdem/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { smallBlind: 20, bigBlind: 10 } })
      .expect(400);
    expect(blinds.body.details).toEqual({ 'options.bigBlind': 'must be at least smallBlind (20), got 10' });
    const defaultBig = await t.http
      .post('/texas-holdem/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { smallBlind: 20 } })
      .expect(400);
    expect(defaultBig.body.details).toEqual({
      'options.bigBlind': 'must be at least smallBlind (20), got 10',
    });
    await t.http
      .post('/texas-holdem/matches')
      .send({ players: [{ name: 'a' }, { name: 'b' }], options: { smallBlind: 20, bigBlind: 20 } })
      .expect(201);
  });
});
