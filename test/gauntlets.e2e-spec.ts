/**
 * Gauntlets over HTTP (docs/api.md "Gauntlets"; docs/evaluation.md). A bot account plays In-Between
 * gauntlets from its account stream only. Shown:
 * - a gauntlet against two levels ends (`gauntletFinish` on the stream), each level's series met
 *   every deal once, in whole seat rotations, the account's seat turning, each deal a new seed;
 * - at every turn of the account, the gauntlet shows no control for the deal being played (nothing
 *   about the control reaches the account before its match of the deal ends);
 * - its certificate verifies (`npm run verify -- --gauntlet`: digest, scale, seeds, every match,
 *   every control played again, the figures and the rating), the command line says so; the same
 *   certificate with one score changed fails, naming the digest and the match whose record disagrees;
 * - the leaderboard and the account's ratings list it; a running gauntlet has no certificate (409);
 * - an account runs at most two gauntlets at once; the owner cancels one;
 * - bad input is a 4xx with field messages: unknown level, zero or huge deals, bad stopWhen, bad options.
 * With DATABASE_URL (PostgreSQL) two instances share the database: the gauntlet is created on one and
 * the account plays through the other, so its deals are settled where their matches finish.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatGauntletReport, verifyGauntlet } from '../scripts/verify';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import type { GauntletCertificate } from '../src/gauntlets/certificate';
import { GAMES } from '../src/games/registry';
import { shownRating } from '../src/shown-rating';
import { AccountStream, Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { until } from './util/until';

const GAME = 'in-between';
const TWO = !!process.env.DATABASE_URL;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/** `npm run verify` as a command (tsx), asynchronously: the app answers from this process. */
function verifyCommand(args: string[]): Promise<{ status: number | null; stdout: string }> {
  const root = join(__dirname, '..');
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/verify.ts', ...args],
      { cwd: root, timeout: 120_000 },
      (err, stdout) => resolve({ status: err ? ((err as { code?: number }).code ?? null) : 0, stdout }),
    );
  });
}

/**
 * Plays the account's turns from its stream: before each move it reads the gauntlet and records what it
 * says of the deal being played (its control must not be there yet).
 */
function playFromStream(stream: AccountStream, http: Http, key: string, gauntletOf: () => string | null) {
  const seenAtTurn: { matchId: string; control: unknown; status: unknown }[] = [];
  const done = new Set<string>();
  let stop = false;
  const loop = (async () => {
    for (let i = 0; !stop; i++) {
      await until('an event', () => stop || stream.events.length > i, 120_000);
      if (stop) return;
      const e = stream.events[i];
      if (e.type !== 'yourTurn' || done.has(`${e.matchId}:${e.version}`)) continue;
      done.add(`${e.matchId}:${e.version}`);
      const id = gauntletOf();
      if (id) {
        const g = await http.call('GET', `/gauntlets/${id}`);
        const deal = g.body.series.flatMap((s: any) => s.deals).find((d: any) => d.matchId === e.matchId);
        if (deal) seenAtTurn.push({ matchId: e.matchId, control: deal.control, status: deal.status });
      }
      const rng = rngFromSeed('cd'.repeat(16), `${e.matchId}:${e.version}`);
      const legal = e.view.legalMoves as MoveTemplate[];
      const move = materialize(legal[rng.int(legal.length)], rng);
      await http.call(
        'POST',
        `/${e.game}/matches/${e.matchId}/moves`,
        { ...move, expectedVersion: e.version },
        key,
        {
          Prefer: 'return=minimal',
        },
      );
    }
  })();
  return {
    seenAtTurn,
    stop: async () => {
      stop = true;
      await loop;
    },
  };
}

describe(`gauntlets${TWO ? ' on two instances (PostgreSQL)' : ''}`, () => {
  const apps: TestApp[] = [];
  let a: Http;
  let b: Http;
  let url: string;
  beforeAll(async () => {
    for (let i = 0; i < (TWO ? 2 : 1); i++) apps.push(await createTestApp(GAMES));
    const urls = await Promise.all(apps.map(listen));
    url = urls[0];
    a = new Http(urls[0]);
    b = new Http(urls[urls.length - 1]);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('plays a gauntlet from the stream to its end; its certificate verifies, a changed one does not', async () => {
    const me = await a.account('bot');
    const stream = await AccountStream.open(b.url, me.key);
    let id: string | null = null;
    const player = playFromStream(stream, b, me.key, () => id);
    // two levels (the page's test plays the whole ladder): a rating over them maps through the anchors' own scores
    const created = await a.call(
      'POST',
      `/${GAME}/gauntlets`,
      { levels: ['basic', 'expert'], dealsPerLevel: 4, stopWhen: null },
      me.key,
    );
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body).toMatchObject({
      game: GAME,
      account: me.name,
      status: 'running',
      levels: ['basic', 'expert'],
      dealsPerLevel: 4,
      stopWhen: null,
      scaleVersion: expect.any(Number),
      progress: { level: 'basic', total: 8 },
    });
    expect(created.body.series.map((s: any) => [s.level, s.opponent, s.status])).toEqual([
      ['basic', 'basic-bot', 'running'],
      ['expert', 'expert-bot', 'waiting'],
    ]);
    expect((await a.call('GET', `/gauntlets/${id}/certificate`)).status).toBe(409);

    const finish = await stream.next((e) => e.type === 'gauntletFinish' && e.gauntletId === id, 120_000);
    await player.stop();
    stream.close();
    const g = (await a.call('GET', `/gauntlets/${id}`)).body;
    expect(g.status).toBe('finished');
    expect(finish).toMatchObject({ game: GAME, rating: g.result.rating, scaleVersion: g.scaleVersion });
    // the account plays at random: its control-adjusted ladder score can leave (0, 1), and then it is
    // past the scale's end, unrated and said why (src/gauntlets/estimate.spec.ts pins both ends)
    const t = g.result.ladderScore as number;
    const onScale = t > 0 && t < 1;
    if (onScale) expect(g.result).toMatchObject({ rating: expect.any(Number), unrated: null });
    else
      expect(g.result).toMatchObject({
        rating: null,
        unrated: expect.stringMatching(/^ladder score .* scale/),
      });
    // shown rounded (docs/api.md "Precision"), stored with every digit
    const stored = (await apps[0].db.gauntlet.findUnique({ where: { id: id! } }))!;
    const storedResult = stored.result as { rating: number | null; ratingCI95: (number | null)[] };
    expect(stored.rating).toBe(storedResult.rating);
    expect(g.result.rating).toBe(shownRating(stored.rating));
    expect(g.result.ratingCI95).toEqual(storedResult.ratingCI95.map((x) => shownRating(x)));
    expect(finish.ratingCI95).toEqual(g.result.ratingCI95);
    expect(JSON.stringify([g.result.rating, g.result.ratingCI95])).not.toMatch(/\.\d{3}/);
    // a bound past the scale's end is null in JSON (documented), e.g. no lower one after losing every deal
    const [low, high] = g.result.ratingCI95.map(
      (x: number | null, i: number) => x ?? (i ? Infinity : -Infinity),
    );
    // two rotations a level, fixed-n: equal observations give a zero-width interval (a sample sd of 0)
    expect(low).toBeLessThanOrEqual(g.result.rating ?? (t <= 0 ? -Infinity : Infinity));
    expect(high).toBeGreaterThanOrEqual(g.result.rating ?? (t <= 0 ? -Infinity : Infinity));
    expect(g.result.verdict).toContain(onScale ? `${me.name} is rated` : g.result.unrated);
    for (const s of g.series) {
      expect(s).toMatchObject({
        status: 'finished',
        stoppedEarly: false,
        estimate: { deals: 4, rotations: 2 },
      });
      expect(s.deals.map((d: any) => [d.deal, d.seat])).toEqual([
        [0, 0],
        [1, 1],
        [2, 0],
        [3, 1],
      ]);
      for (const d of s.deals)
        expect([d.score, d.control].every((x) => x === 0 || x === 0.5 || x === 1)).toBe(true);
    }
    // at every turn the account took, the deal it was playing showed no control
    expect(player.seenAtTurn.length).toBeGreaterThanOrEqual(8);
    expect(player.seenAtTurn.filter((s) => s.control !== null)).toEqual([]);

    const cert = (await a.call('GET', `/gauntlets/${id}/certificate`)).body as GauntletCertificate;
    expect(cert).toMatchObject({
      gauntletId: id,
      game: GAME,
      account: me.name,
      server: { name: 'cardroom' },
    });
    const seeds = cert.series.flatMap((s) => s.deals.map((d) => d.seed));
    expect(new Set(seeds).size).toBe(8);
    // a match's seed stays hidden while it runs: none of the bodies read at the account's turns held it
    const report = await verifyGauntlet({ url, gauntletId: id! });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining(['digest', 'scale', 'deal seeds', 'matches', 'controls', 'result']),
    );
    const cli = await verifyCommand(['--gauntlet', id!, '--url', url]);
    expect(cli.stdout).toContain('VERIFIED');
    expect(cli.status).toBe(0);

    // one score changed: the digest no longer matches, and the record of that match disagrees
    const tampered = JSON.parse(JSON.stringify(cert)) as GauntletCertificate;
    const deal = tampered.series[1].deals[0];
    deal.score = deal.score === 1 ? 0 : 1;
    const bad = await verifyGauntlet({ url, gauntletId: id!, certificate: tampered });
    expect(bad.ok).toBe(false);
    const failed = Object.fromEntries(bad.checks.filter((c) => !c.ok).map((c) => [c.name, c.detail]));
    expect(failed.digest).toContain('changed after it was issued');
    expect(failed.matches).toContain(
      `expert deal 0 (match ${deal.matchId}): score ${deal.score} in the certificate`,
    );
    expect(formatGauntletReport(bad)).toContain('NOT VERIFIED');
    const file = join(tmpdir(), `gauntlet-${id}.json`);
    writeFileSync(file, JSON.stringify(tampered));
    const cliBad = await verifyCommand(['--gauntlet', id!, '--certificate', file, '--url', url]);
    expect(cliBad.status).toBe(1);
    expect(cliBad.stdout).toContain('FAIL digest');

    // rated, it is on the leaderboard and the account's ratings; past the scale's end, on neither
    const board = await a.call('GET', `/${GAME}/gauntlet-leaderboard`);
    expect(board.status).toBe(200);
    const mine = await a.call('GET', `/accounts/${me.name}/gauntlet-ratings`);
    if (onScale) {
      expect(board.body.items.find((x: any) => x.account === me.name)).toMatchObject({
        id,
        rating: g.result.rating,
      });
      expect(mine.body).toEqual([expect.objectContaining({ id, game: GAME, rating: g.result.rating })]);
    } else {
      expect(board.body.items.find((x: any) => x.account === me.name)).toBeUndefined();
      expect(mine.body).toEqual([]);
    }
    expect((await a.call('GET', `/accounts/${me.name}/gauntlets`)).body.items[0]).toMatchObject({
      id,
      status: 'finished',
    });
  });

  it("Hold'em under resetStacks: mbb/hand per level; options no scale fits: unrated, said why", async () => {
    const me = await a.account('bot');
    const stream = await AccountStream.open(b.url, me.key);
    let id: string | null = null;
    const player = playFromStream(stream, b, me.key, () => id);
    const created = await a.call(
      'POST',
      '/texas-holdem/gauntlets',
      {
        levels: ['basic'],
        dealsPerLevel: 2,
        stopWhen: null,
        preset: 'acpc-nolimit-2p',
        options: { maxHands: 2 },
      },
      me.key,
    );
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body).toMatchObject({
      preset: 'acpc-nolimit-2p',
      options: { resetStacks: true, maxHands: 2 },
    });
    await stream.next((e) => e.type === 'gauntletFinish' && e.gauntletId === id, 120_000);
    await player.stop();
    stream.close();
    const g = (await a.call('GET', `/gauntlets/${id}`)).body;
    expect(g.result).toMatchObject({ rating: null, unrated: 'no scale for these options' });
    const mbb = g.series[0].estimate.mbbPerHand;
    expect(mbb.mean).toEqual(expect.any(Number));
    // the certificate carries each deal's chips and hands, and still verifies
    const cert = (await a.call('GET', `/gauntlets/${id}/certificate`)).body as GauntletCertificate;
    expect(cert.series[0].deals[0]).toMatchObject({ hands: 2, controlHands: 2, chips: expect.any(Number) });
    const report = await verifyGauntlet({ url, gauntletId: id! });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('caps running gauntlets per account; the owner cancels one', async () => {
    const me = await a.account('bot');
    const other = await a.account('bot');
    const first = await a.call('POST', `/${GAME}/gauntlets`, { levels: ['basic'], dealsPerLevel: 2 }, me.key);
    const second = await a.call(
      'POST',
      `/${GAME}/gauntlets`,
      { levels: ['basic'], dealsPerLevel: 2 },
      me.key,
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await a.call('POST', `/${GAME}/gauntlets`, { levels: ['basic'] }, me.key);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ error: 'conflict', reason: 'too-many-gauntlets' });
    expect((await a.call('DELETE', `/gauntlets/${first.body.id}`, undefined, other.key)).status).toBe(403);
    const canceled = await a.call('DELETE', `/gauntlets/${first.body.id}`, undefined, me.key);
    expect(canceled.body.status).toBe('canceled');
    expect((await a.call('POST', `/${GAME}/gauntlets`, { levels: ['basic'] }, me.key)).status).toBe(201);
    expect((await a.call('GET', `/gauntlets/${first.body.id}/certificate`)).status).toBe(409);
  });

  it('bad input is a 4xx with field messages, and creates nothing', async () => {
    const me = await a.account('bot');
    const post = (body: unknown, key: string | undefined = me.key, game = GAME) =>
      a.call('POST', `/${game}/gauntlets`, body, key);
    const cases: [unknown, string][] = [
      [{ levels: ['random', 'grandmaster'] }, 'levels.1'],
      [{ levels: [] }, 'levels'],
      [{ levels: ['basic', 'basic'] }, 'levels'],
      [{ dealsPerLevel: 0 }, 'dealsPerLevel'],
      [{ dealsPerLevel: 1_000_000 }, 'dealsPerLevel'],
      [{ dealsPerLevel: 2.5 }, 'dealsPerLevel'],
      [{ stopWhen: 'sometimes' }, 'stopWhen'],
      [{ stopWhen: { halfWidth: 0 } }, 'stopWhen'],
      [{ stopWhen: { halfWidth: -1 } }, 'stopWhen'],
      [{ stopWhen: { halfWidth: 0.1, extra: 1 } }, 'stopWhen'],
      [{ options: { startingChips: -5 } }, 'options.startingChips'],
      [{ preset: 'no-such-preset' }, 'preset'],
      [{ concurrency: 0 }, 'concurrency'],
    ];
    for (const [body, field] of cases) {
      const r = await post(body);
      expect([body, r.status, r.body.error]).toEqual([body, 400, 'bad-request']);
      expect(Object.keys(r.body.details ?? {})).toContain(field);
    }
    expect((await post({}, '')).status).toBe(401);
    expect((await post({}, me.key, 'no-such-game')).status).toBe(404);
    expect((await a.call('GET', `/gauntlets/not-a-uuid`)).status).toBe(404);
    expect((await a.call('GET', `/gauntlets/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`)).status).toBe(
      404,
    );
    expect((await a.call('GET', `/${GAME}/gauntlet-leaderboard?scaleVersion=999`)).status).toBe(400);
    expect((await a.call('GET', `/${GAME}/gauntlet-leaderboard?limit=0`)).status).toBe(400);
    expect((await a.call('GET', `/accounts/${me.name}/gauntlets`)).body.items).toEqual([]);
  });
});
