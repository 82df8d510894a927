/**
 * Duplicate deals keep their cards secret (issue 41 item 9, the first "High" finding; docs/series.md
 * "Duplicate deals and hidden cards"). An outside attack read the cards of running matches: every
 * rotation of a deal shares one seed and all ran at once, so in a Euchre series an account's four views
 * gave all four hands; after resigning one rotation, its `/record` seed replayed the sibling still
 * running (Hold'em hole cards and board, Euchre's kitty, In-Between's next card), also through a Swiss
 * with `gamesPerPairing` 2. Reproduced here; after the fix:
 * - an account never plays two rotations of one deal at once (the series opens them one after another);
 * - a finished rotation whose deal still has a match to play is sealed: no `/record` (409), no seed in
 *   its views (`fairness.seed` null, also `?atVersion=`), its move log and hand histories redacted as
 *   while it ran; all of it once the deal's last match has finished;
 * - a duplicate series is never rated; a Swiss replays no deal unless asked (`duplicateDeals`), and
 *   then plays a table's games one after another, sealed, never rated.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { GAMES } from '../src/games/registry';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { until } from './util/until';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('duplicate deals keep their cards secret', () => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    http = new Http((await t.app.getUrl()).replace('[::1]', '127.0.0.1'));
  });
  afterAll(async () => {
    await t.close();
  });

  const series = async (id: string) => (await http.call('GET', `/series/${id}`)).body;

  /** The series' matches of each deal that are not finished. */
  const activeByDeal = (s: any) => {
    const out = new Map<number, number>();
    for (const m of s.matches) if (m.status !== 'finished') out.set(m.deal, (out.get(m.deal) ?? 0) + 1);
    return out;
  };

  /** Plays the account's turns with the first legal move until the match is over. */
  async function playOut(game: string, matchId: string, key: string): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const v = (await http.call('GET', `/${game}/matches/${matchId}`, undefined, key)).body;
      if (v.status === 'finished') return;
      const legal = v.legalMoves?.[0];
      if (!legal) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const move =
        legal.type === 'bet' || legal.type === 'raise'
          ? { type: legal.type, amount: legal.amount?.min ?? legal.amount }
          : legal;
      await http.call(
        'POST',
        `/${game}/matches/${matchId}/moves`,
        { ...move, expectedVersion: v.version },
        key,
      );
    }
    throw new Error(`match ${matchId} did not finish`);
  }

  /** What every route shows of a finished match whose deal is still being played: nothing more. */
  async function expectSealed(game: string, matchId: string, key: string): Promise<void> {
    const record = await http.call('GET', `/${game}/matches/${matchId}/record`);
    expect([record.status, record.body.reason]).toEqual([409, 'deal-in-play']);
    const spectator = await http.call('GET', `/${game}/matches/${matchId}`);
    expect(spectator.body).toMatchObject({ status: 'finished', fairness: { seed: null } });
    const mine = await http.call('GET', `/${game}/matches/${matchId}`, undefined, key);
    expect(mine.body.fairness.seed).toBeNull();
    const past = await http.call('GET', `/${game}/matches/${matchId}?atVersion=1`, undefined, key);
    expect(past.status).toBe(200);
    expect(past.body.fairness.seed).toBeNull();
    if (game === 'texas-holdem') {
      // the hand histories show what the caller saw: a spectator no hole card that was not shown
      const hands = (await http.call('GET', `/${game}/matches/${matchId}/hands`)).body;
      expect(hands.length).toBeGreaterThan(0);
      for (const h of hands) {
        const shown = new Set(
          h.actions.filter((a: any) => a.code === 'sm' && a.cards).map((a: any) => a.seat as number),
        );
        for (const p of h.players) if (!shown.has(p.seat)) expect(p.holeCards).toBeNull();
      }
      // the PHH collection likewise: a hand nobody showed deals no card a spectator can read
      const phh = await http.call('GET', `/${game}/matches/${matchId}/hands?format=phh`);
      expect(phh.status).toBe(200);
      const sections = phh.text.split(/^\[\d+\]$/m).slice(1);
      expect(sections).toHaveLength(hands.length);
      hands.forEach((h: any, i: number) => {
        if (!h.actions.some((a: any) => a.code === 'sm' && a.cards))
          expect(sections[i]).not.toMatch(/"d dh p\d [2-9TJQKA][cdhs]/);
      });
    }
  }

  it('a duplicate Euchre series never seats the account in two rotations of one deal at once', async () => {
    const me = await http.account('bot');
    const created = await http.call(
      'POST',
      '/euchre/series',
      { opponents: ['basic-bot', 'basic-bot', 'basic-bot'], deals: 2, concurrency: 4 },
      me.key,
    );
    expect(created.status).toBe(201);
    // the attack: the account's view of each running rotation of deal 0 is one more hand of that deal
    const hands = new Set<string>();
    for (const m of created.body.matches.filter((x: any) => x.deal === 0 && x.status !== 'finished')) {
      const v = (await http.call('GET', `/euchre/matches/${m.matchId}`, undefined, me.key)).body;
      for (const c of v.state.yourCards ?? []) hands.add(c);
    }
    // one rotation's hand: 5 cards, 6 for a dealer who picked up the turned card and has not discarded
    expect(hands.size).toBeLessThanOrEqual(6);
    for (const n of activeByDeal(created.body).values()) expect(n).toBe(1);
    expect((await http.call('DELETE', `/series/${created.body.id}`, undefined, me.key)).status).toBe(200);
  });

  for (const [game, opponents, options] of [
    ['texas-holdem', ['basic-bot'], { maxHands: 2, startingStack: 200 }],
    ['euchre', ['basic-bot', 'basic-bot', 'basic-bot'], {}],
    ['in-between', ['basic-bot'], {}],
  ] as const) {
    it(`${game}: a finished rotation reveals nothing while its deal is played, everything after`, async () => {
      const me = await http.account('bot');
      const created = await http.call(
        'POST',
        `/${game}/series`,
        { opponents, deals: 1, concurrency: 4, options },
        me.key,
      );
      expect(created.status).toBe(201);
      const id = created.body.id;
      const rotations = opponents.length + 1;
      // the first rotation ends: played out (Hold'em: hands to read) or resigned
      const first = created.body.matches[0];
      if (game === 'texas-holdem') await playOut(game, first.matchId, me.key);
      else
        expect(
          (await http.call('POST', `/${game}/matches/${first.matchId}/resign`, undefined, me.key)).status,
        ).toBe(200);
      await until('the next rotation', async () => (await series(id)).matches.length >= 2);
      const s = await series(id);
      expect(s.matches[1]).toMatchObject({ deal: 0, rotation: 1 });
      expect(s.matches[1].status).not.toBe('finished');
      await expectSealed(game, first.matchId, me.key);
      expect([...activeByDeal(s).values()]).toEqual([1]);

      // the rest of the deal, one rotation at a time; then every route shows it all
      for (let r = 1; r < rotations; r++) {
        await until(`rotation ${r}`, async () => (await series(id)).matches.length > r);
        const m = (await series(id)).matches[r];
        expect([...activeByDeal(await series(id)).values()].every((n) => n <= 1)).toBe(true);
        if (r < rotations - 1 || game !== 'texas-holdem')
          await http.call('POST', `/${game}/matches/${m.matchId}/resign`, undefined, me.key);
        else await playOut(game, m.matchId, me.key);
        if (r < rotations - 1) {
          await until(`rotation ${r + 1}`, async () => (await series(id)).matches.length > r + 1);
          await expectSealed(game, m.matchId, me.key);
        }
      }
      await until('the series to finish', async () => (await series(id)).status === 'finished');
      const done = await series(id);
      const seeds = new Set<string>();
      for (const m of done.matches) {
        const record = await http.call('GET', `/${game}/matches/${m.matchId}/record`);
        expect(record.status).toBe(200);
        seeds.add(record.body.seed);
        const view = (await http.call('GET', `/${game}/matches/${m.matchId}`)).body;
        expect(view.fairness.seed).toBe(record.body.seed);
      }
      expect(seeds.size).toBe(1);
    }, 120_000);
  }

  it('a duplicate series is never rated', async () => {
    const me = await http.account('bot');
    const r = await http.call(
      'POST',
      '/east-west/series',
      { opponents: ['basic-bot'], deals: 2, rated: true },
      me.key,
    );
    expect(r.status).toBe(400);
    expect(r.body.details.rated).toMatch(/duplicate/);
    const fresh = await http.call(
      'POST',
      '/east-west/series',
      { opponents: ['basic-bot'], deals: 1, rated: true, duplicate: false },
      me.key,
    );
    expect(fresh.status).toBe(201);
    await http.call('DELETE', `/series/${fresh.body.id}`, undefined, me.key);
  });

  /** A Swiss of two accounts, one round of `gamesPerPairing` 2; returns the tournament once running. */
  async function swiss(extra: Record<string, unknown>) {
    const a = await http.account('bot');
    const b = await http.account('bot');
    const created = await http.call(
      'POST',
      '/tournaments',
      {
        game: 'east-west',
        format: 'swiss',
        rounds: 1,
        gamesPerPairing: 2,
        minPlayers: 2,
        maxPlayers: 2,
        ...extra,
      },
      a.key,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const p of [a, b])
      expect((await http.call('POST', `/tournaments/${id}/players`, undefined, p.key)).status).toBe(201);
    expect((await http.call('POST', `/tournaments/${id}/start`, undefined, a.key)).status).toBe(200);
    const tournament = async () => (await http.call('GET', `/tournaments/${id}`)).body;
    return { a, b, id, tournament };
  }

  it('a Swiss with two games per pairing deals fresh cards to each game unless asked', async () => {
    const { a, tournament } = await swiss({});
    const [table] = (await tournament()).rounds[0].tables;
    expect(table.matchIds).toHaveLength(2);
    const [g0, g1] = table.matchIds as string[];
    // the attack: resign one game, read its record, replay the sibling still running from its seed
    expect((await http.call('POST', `/east-west/matches/${g0}/resign`, undefined, a.key)).status).toBe(200);
    const record = await http.call('GET', `/east-west/matches/${g0}/record`);
    expect(record.status).toBe(200);
    const sibling = (await http.call('GET', `/east-west/matches/${g1}`)).body;
    expect(sibling.status).not.toBe('finished');
    expect(sha256(record.body.seed)).not.toBe(sibling.fairness.seedHash);
  });

  it('a Swiss asked for duplicate deals plays a table one game at a time, sealed, and is never rated', async () => {
    const refused = await http.call(
      'POST',
      '/tournaments',
      {
        game: 'east-west',
        format: 'swiss',
        rounds: 1,
        gamesPerPairing: 2,
        duplicateDeals: true,
        rated: true,
      },
      (await http.account('bot')).key,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details.rated).toMatch(/duplicate/);
    const { a, b, tournament } = await swiss({ duplicateDeals: true });
    const [table] = (await tournament()).rounds[0].tables;
    expect(table.matchIds).toHaveLength(1);
    const g0 = table.matchIds[0] as string;
    expect((await http.call('POST', `/east-west/matches/${g0}/resign`, undefined, a.key)).status).toBe(200);
    await until(
      'the second game',
      async () => (await tournament()).rounds[0].tables[0].matchIds.length === 2,
    );
    const g1 = (await tournament()).rounds[0].tables[0].matchIds[1] as string;
    await expectSealed('east-west', g0, a.key);
    const sibling = (await http.call('GET', `/east-west/matches/${g1}`)).body;
    expect(sibling.status).not.toBe('finished');
    expect((await http.call('POST', `/east-west/matches/${g1}/resign`, undefined, b.key)).status).toBe(200);
    await until('the tournament to finish', async () => (await tournament()).status === 'finished');
    const seeds = await Promise.all(
      [g0, g1].map(async (m) => (await http.call('GET', `/east-west/matches/${m}/record`)).body.seed),
    );
    expect(seeds[0]).toBe(seeds[1]);
  });
});
