/**
 * Series over HTTP (docs/api.md part 3, "Series"; docs/series.md). Bots play from their account streams
 * only. Shown:
 * - a duplicate series against basic-bot: the two matches of a deal share its seed and swap the seats
 *   (read from each match's `/record`), the standings equal a recomputation from the records, at no
 *   observed moment (each `matchStart`, each move) are more than `concurrency` of its matches active,
 *   and `seriesFinish` comes on the stream;
 * - an invited account is asked on its stream and must accept; one that then stops playing does not
 *   hang the series (the series' turn clock plays its timeout moves); a decline ends a series; a
 *   stream opened after the invitation starts with it;
 * - cancel: the match in flight finishes, no new one starts (even on a reconcile pass);
 * - bad requests are clear 4xx.
 * With DATABASE_URL (PostgreSQL) the series runs on two instances of the app on one database: the
 * series is created on one, the bot's stream is on the other, and its moves alternate between them, so
 * matches finish (and the series advances) on both. On PGlite there is one instance.
 */
import type { AddressInfo } from 'node:net';
import { ndjsonObjects } from '../client';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { MatchFinishes } from '../src/matches/match-finish';
import { SeriesRunner } from '../src/series/series.runner';
import { type SeriesMatchResult, seriesDifference, seriesStandings } from '../src/series/statistics';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { until } from './util/until';

const GAME = 'texas-holdem';
const OPTIONS = { maxHands: 2, startingStack: 200 };
const TWO = !!process.env.DATABASE_URL;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * An account played from its NDJSON stream: every `yourTurn` is answered with a legal move drawn from
 * the event's view (seeded by the match and version), sent to the instances in turn; `onEvent` sees
 * every event first. `playing = false` makes it stop moving (an absent player).
 */
class StreamBot {
  readonly events: any[] = [];
  playing = true;
  moves = 0;
  /** Moves refused for another reason than a stale turn (none expected). */
  readonly refused: string[] = [];
  private readonly abort = new AbortController();
  private turn = 0;
  private waiters: (() => void)[] = [];

  constructor(
    readonly https: Http[],
    readonly key: string,
    private readonly onEvent: (e: any) => Promise<void> | void = () => undefined,
  ) {}

  async open(url: string): Promise<this> {
    const res = await fetch(`${url}/me/events`, {
      headers: { Authorization: `Bearer ${this.key}`, Accept: 'application/x-ndjson' },
      signal: this.abort.signal,
    });
    expect(res.status).toBe(200);
    void this.pump(res.body!).catch(() => undefined);
    return this;
  }

  private async pump(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<void> {
    for await (const e of ndjsonObjects(body) as AsyncIterable<any>) {
      this.events.push(e);
      await this.onEvent(e);
      if (e.type === 'yourTurn' && this.playing && e.view.legalMoves?.length) void this.play(e);
      this.waiters.splice(0).forEach((w) => w());
    }
  }

  private async play(e: any): Promise<void> {
    const rng = rngFromSeed('ab'.repeat(16), `${e.matchId}:${e.version}`);
    const legal = e.view.legalMoves as MoveTemplate[];
    const move = materialize(legal[rng.int(legal.length)], rng);
    const http = this.https[this.turn++ % this.https.length];
    const r = await http.call(
      'POST',
      `/${e.game}/matches/${e.matchId}/moves`,
      { ...move, expectedVersion: e.version },
      this.key,
      { Prefer: 'return=minimal' },
    );
    // a stale turn (the match moved on, e.g. its clock played a timeout) is 409 or 403 not-your-turn
    if (r.status === 201) this.moves++;
    else if (r.status !== 409 && !(r.status === 403 && r.body?.error === 'not-your-turn'))
      this.refused.push(`${r.status} ${r.text}`);
  }

  async next(pred: (e: any) => boolean, ms = 90_000): Promise<any> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(pred);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such event; got ${JSON.stringify(this.events.map((e) => e.type))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 250);
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

describe(`series${TWO ? ' on two instances (PostgreSQL)' : ''}`, () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  let https: Http[];
  let http: Http;
  beforeAll(async () => {
    for (let i = 0; i < (TWO ? 2 : 1); i++) {
      const t = await createTestApp(GAMES);
      apps.push(t);
      urls.push(await listen(t));
    }
    https = urls.map((u) => new Http(u));
    http = https[0];
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  const other = (i: number) => https[i % https.length];
  const series = async (id: string) => (await other(1).call('GET', `/series/${id}`)).body;

  it('a duplicate series against basic-bot: paired seeds, rotated seats, standings from the matches, concurrency held', async () => {
    const me = await http.account('bot');
    const concurrency = 2;
    let seriesId = '';
    let observations = 0;
    let maxActive = 0;
    const observe = async () => {
      if (!seriesId) return;
      const s = await series(seriesId);
      observations++;
      maxActive = Math.max(maxActive, s.progress.active);
      // counted in the database too: the series' matches not finished
      const [row] = await apps[0].db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM series_match sm JOIN match m ON m.id = sm.match_id
        WHERE sm.series_id = ${seriesId}::uuid AND m.status <> 'finished'`;
      maxActive = Math.max(maxActive, row.n);
    };
    const bot = await new StreamBot(https, me.key, async (e) => {
      if (e.type === 'matchStart' || e.type === 'matchFinish') await observe();
    }).open(urls[urls.length - 1]);
    try {
      const created = await http.call(
        'POST',
        `/${GAME}/series`,
        { opponents: ['basic-bot'], deals: 6, options: OPTIONS, concurrency },
        me.key,
      );
      expect(created.status).toBe(201);
      seriesId = created.body.id;
      expect(created.body).toMatchObject({
        game: GAME,
        players: [me.name, 'basic-bot'],
        deals: 6,
        duplicate: true,
        concurrency,
        status: 'running',
        progress: { total: 12 },
      });
      expect(created.body.options.turnSeconds).toBe(60);
      expect(created.body.matches).toHaveLength(concurrency);

      const fin = await bot.next((e) => e.type === 'seriesFinish' && e.seriesId === seriesId);
      const s = await series(seriesId);
      expect(s.status).toBe('finished');
      expect(s.progress).toEqual({ finished: 12, active: 0, total: 12 });
      expect(observations).toBeGreaterThanOrEqual(12);
      expect(maxActive).toBeLessThanOrEqual(concurrency);
      expect(bot.moves).toBeGreaterThan(0);
      expect(bot.refused).toEqual([]);
      // the finishes were heard (and the series advanced) on every instance
      const heard = apps.map((t) => t.app.get(SeriesRunner).finishesHeard);
      expect(heard.every((n) => n > 0)).toBe(true);

      // from the records: each deal's two matches share one seed and swap the seats
      const records = await Promise.all(
        s.matches.map(async (m: any) => {
          const r = await http.call('GET', `/${GAME}/matches/${m.matchId}/record`);
          expect(r.status).toBe(200);
          return r.body;
        }),
      );
      for (let d = 0; d < 6; d++) {
        const [a, b] = [records[2 * d], records[2 * d + 1]];
        expect(s.matches[2 * d]).toMatchObject({ deal: d, rotation: 0, seats: [me.name, 'basic-bot'] });
        expect(s.matches[2 * d + 1]).toMatchObject({ deal: d, rotation: 1, seats: ['basic-bot', me.name] });
        expect(a.seed).toBe(b.seed);
        expect(a.seats.map((x: any) => x.name)).toEqual([me.name, 'basic-bot']);
        expect(b.seats.map((x: any) => x.name)).toEqual(['basic-bot', me.name]);
        if (d > 0) expect(a.seed).not.toBe(records[0].seed);
      }
      // the standings, recomputed from the records (chips won = final stack − starting stack)
      const results: SeriesMatchResult[] = records.map((r: any, k: number) => ({
        deal: s.matches[k].deal,
        players: r.seats.map((x: any) => x.name),
        scores: r.result.scores.map((x: number) => x - OPTIONS.startingStack),
        winners: r.result.winners,
        hands: r.deals.length,
        bigBlind: r.options.bigBlind,
      }));
      const expected = JSON.parse(JSON.stringify(seriesStandings(results)));
      expect(s.standings).toEqual(expected);
      expect(fin.standings).toEqual(expected);
      expect(s.difference).toEqual({
        ...JSON.parse(JSON.stringify(seriesDifference(results, me.name, 'basic-bot'))),
        running: expect.any(Array),
      });
      // a series without stopWhen reports the fixed-n interval; its verdict comes at the end
      expect(s.interval).toMatchObject({ method: 'normal-fixed-n', anytimeValid: false });
      expect(s.stoppedEarly).toBe(false);
      expect(s.verdict).toMatch(/stronger than|no difference found after 6 deals/);
      expect(s.standings[0]).toMatchObject({ account: me.name, matches: 12, bbPer100: expect.any(Number) });
      // chips are conserved: the two players' mean scores cancel
      expect(s.standings[0].meanScore + s.standings[1].meanScore).toBeCloseTo(0, 9);

      // the account's list of series, paginated
      const list = await http.call('GET', `/accounts/${me.name}/series?limit=1`);
      expect(list.status).toBe(200);
      expect(list.body.items.map((x: any) => x.id)).toEqual([seriesId]);
      expect(list.body.nextCursor).toBeNull();
    } finally {
      bot.close();
    }
  }, 180_000);

  it('an invited account is asked and accepts; when it stops playing the turn clock ends the series', async () => {
    const me = await http.account('bot');
    const guest = await http.account('bot');
    const mine = await new StreamBot(https, me.key).open(urls[0]);
    const theirs = await new StreamBot(https, guest.key).open(urls[urls.length - 1]);
    theirs.playing = false; // present on the stream, never moves
    try {
      const created = await http.call(
        'POST',
        `/${GAME}/series`,
        { opponents: [guest.name], deals: 1, options: { maxHands: 1, turnSeconds: 5 }, concurrency: 2 },
        me.key,
      );
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(created.body).toMatchObject({ status: 'pending', answers: ['accepted', null], matches: [] });
      const invite = await theirs.next((e) => e.type === 'seriesInvite' && e.seriesId === id);
      expect(invite).toMatchObject({ game: GAME, from: me.name, deals: 1 });
      // only the invitee answers
      expect((await http.call('POST', `/series/${id}/accept`, undefined, me.key)).status).toBe(403);
      const accepted = await other(1).call('POST', `/series/${id}/accept`, undefined, guest.key);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'running', answers: ['accepted', 'accepted'] });
      // one rotation of the deal at a time: the accounts never play two seats of one deal at once
      expect(accepted.body.matches).toHaveLength(1);
      // the guest never moves: its timeouts are played (5 s each) and the series ends
      const fin = await mine.next((e) => e.type === 'seriesFinish' && e.seriesId === id, 120_000);
      await theirs.next((e) => e.type === 'seriesFinish' && e.seriesId === id);
      expect(theirs.moves).toBe(0);
      expect(fin.standings.map((x: any) => x.account)).toEqual([me.name, guest.name]);
      expect((await series(id)).status).toBe('finished');
    } finally {
      mine.close();
      theirs.close();
    }
  }, 180_000);

  it('a decline ends a pending series; a stream opened later starts with the invitation', async () => {
    const me = await http.account('bot');
    const guest = await http.account('bot');
    const id = (
      await http.call(
        'POST',
        `/${GAME}/series`,
        { opponents: [guest.name], deals: 3, options: OPTIONS },
        me.key,
      )
    ).body.id;
    const late = await new StreamBot(https, guest.key).open(urls[urls.length - 1]);
    try {
      expect(await late.next((e) => e.type === 'seriesInvite')).toMatchObject({
        seriesId: id,
        from: me.name,
      });
    } finally {
      late.close();
    }
    const r = await http.call('POST', `/series/${id}/decline`, undefined, guest.key);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'declined', answers: ['accepted', 'declined'], matches: [] });
    expect((await http.call('POST', `/series/${id}/accept`, undefined, guest.key)).status).toBe(409);
  });

  it('cancel: the match in flight finishes, no new one starts', async () => {
    const me = await http.account('bot');
    const created = await http.call(
      'POST',
      `/${GAME}/series`,
      { opponents: ['basic-bot'], deals: 10, options: OPTIONS, concurrency: 1 },
      me.key,
    );
    const id = created.body.id;
    expect(created.body.matches).toHaveLength(1);
    const stranger = await http.account('bot');
    expect((await http.call('DELETE', `/series/${id}`, undefined, stranger.key)).status).toBe(403);
    const canceled = await other(1).call('DELETE', `/series/${id}`, undefined, me.key);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    // the match in flight is played out from the stream
    const bot = await new StreamBot(https, me.key).open(urls[0]);
    try {
      const matchId = created.body.matches[0].matchId;
      await bot.next((e) => e.type === 'matchFinish' && e.matchId === matchId);
      await until('the match to show finished', async () => (await series(id)).progress.finished === 1);
      // a reconcile pass on every instance opens nothing
      for (const t of apps) expect(await t.app.get(SeriesRunner).reconcile()).toBe(0);
      const s = await series(id);
      expect(s).toMatchObject({ status: 'canceled', progress: { finished: 1, active: 0, total: 20 } });
      expect(s.matches).toHaveLength(1);
      expect(s.standings[0]).toMatchObject({ account: me.name, matches: 1 });
      expect(bot.events.some((e) => e.type === 'seriesFinish')).toBe(false);
      expect((await http.call('DELETE', `/series/${id}`, undefined, me.key)).status).toBe(200);
    } finally {
      bot.close();
    }
  }, 120_000);

  it('a lost finish call (a crash between the commit and the call) is made up by the reconcile pass', async () => {
    const me = await http.account('bot');
    // every instance stops announcing finishes, as if each call were lost
    const lost = apps.map((t) =>
      jest.spyOn(t.app.get(MatchFinishes), 'announce').mockImplementation(() => {}),
    );
    try {
      const created = await http.call(
        'POST',
        `/${GAME}/series`,
        { opponents: ['basic-bot'], deals: 1, options: OPTIONS, concurrency: 1 },
        me.key,
      );
      const id = created.body.id;
      const bot = await new StreamBot(https, me.key).open(urls[0]);
      try {
        const first = created.body.matches[0].matchId;
        await bot.next((e) => e.type === 'matchFinish' && e.matchId === first);
        // no instance heard it; a reconcile pass (called here, or the 5 s timer) opens the next match
        const heard = () => apps.reduce((n, t) => n + t.app.get(SeriesRunner).finishesHeard, 0);
        const before = heard();
        const runner = apps[apps.length - 1].app.get(SeriesRunner);
        await until('the next match', async () => {
          await runner.reconcile();
          return (await series(id)).matches.length === 2;
        });
        const second = (await series(id)).matches[1];
        expect(second).toMatchObject({ deal: 0, rotation: 1 });
        await bot.next((e) => e.type === 'matchFinish' && e.matchId === second.matchId);
        await until('the series to finish', async () => {
          await apps[0].app.get(SeriesRunner).reconcile();
          return (await series(id)).status === 'finished';
        });
        expect(heard()).toBe(before);
        await bot.next((e) => e.type === 'seriesFinish' && e.seriesId === id);
      } finally {
        bot.close();
      }
    } finally {
      for (const spy of lost) spy.mockRestore();
    }
  }, 120_000);

  it('bad requests are clear 4xx', async () => {
    const me = await http.account('bot');
    const friend = await http.account('bot');
    const post = (body: unknown, game = GAME, key: string | null = me.key) =>
      http.call('POST', `/${game}/series`, body, key ?? undefined);
    const ok = { opponents: ['basic-bot'], deals: 2 };
    expect((await post(ok, GAME, null)).status).toBe(401);
    expect((await post(ok, 'no-such-game')).status).toBe(404);
    for (const [body, field] of [
      [{ ...ok, deals: 0 }, 'deals'],
      [{ ...ok, deals: 10_001 }, 'deals'],
      [{ ...ok, deals: 1.5 }, 'deals'],
      [{ ...ok, concurrency: 33 }, 'concurrency'],
      [{ ...ok, concurrency: 0 }, 'concurrency'],
      [{ ...ok, duplicate: 'yes' }, 'duplicate'],
      [{ ...ok, opponents: [] }, 'opponents'],
      [{ ...ok, opponents: Array(10).fill('basic-bot') }, 'opponents'],
      [{ ...ok, opponents: [me.name] }, 'opponents'],
      [{ ...ok, opponents: ['nobody-here'] }, 'opponents.0'],
      [{ ...ok, opponents: [friend.name, friend.name] }, 'opponents.1'],
      [{ ...ok, options: { maxHands: -1 } }, 'options.maxHands'],
      [{ ...ok, options: { turnSeconds: 1 } }, 'options.turnSeconds'],
      [{ deals: 2 }, 'opponents'],
    ] as const) {
      const r = await post(body);
      expect([r.status, Object.keys(r.body.details ?? {})]).toEqual([400, expect.arrayContaining([field])]);
    }
    // East-West seats two: one opponent
    const ew = await post({ opponents: ['basic-bot', 'random-bot'], deals: 1 }, 'east-west');
    expect(ew.status).toBe(400);
    expect(ew.body.message).toMatch(/seats 2/);
    // Hold'em: a built-in bot may fill several seats
    const three = await post({
      opponents: ['basic-bot', 'basic-bot'],
      deals: 1,
      options: OPTIONS,
      concurrency: 1,
    });
    expect(three.status).toBe(201);
    expect(three.body.players).toEqual([me.name, 'basic-bot', 'basic-bot']);
    expect(three.body.progress.total).toBe(3);
    await http.call('DELETE', `/series/${three.body.id}`, undefined, me.key);
    expect((await http.call('GET', '/series/not-a-uuid')).status).toBe(404);
    expect((await http.call('GET', `/series/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).status).toBe(
      404,
    );
    expect((await http.call('GET', '/accounts/nobody-here/series')).status).toBe(404);
    expect((await http.call('GET', `/accounts/${me.name}/series?cursor=zz`)).status).toBe(400);
    expect((await http.call('GET', `/accounts/${me.name}/series?limit=0`)).status).toBe(400);
  });
});
