/**
 * Sequential series over HTTP (docs/evaluation.md, docs/api.md "Series"): with `stopWhen` a series
 * stops by itself once the anytime-valid interval of the difference says so, `deals` being the most it
 * plays. An account playing random legal moves from its stream (test/util/stream-player.ts) meets
 * basic-bot at East-West to one point, which it loses by about 1.4 points a deal (sd 0.6): the
 * confidence sequence excludes 0 from its first possible deal (10), so the series stops long before
 * its 60 deals, says so, and gives its verdict. The standings are recomputed from the matches' records
 * with the same confidence sequence. Bad `stopWhen`s are 400 with the field named.
 * With DATABASE_URL (PostgreSQL) two instances serve the series: created on one, played on the other.
 */
import { GAMES } from '../src/games/registry';
import { MIN_OBSERVATIONS } from '../src/evaluation/confidence-sequence';
import { completePrefix } from '../src/series/sequential';
import {
  type SeriesMatchResult,
  seriesDifference,
  seriesStandings,
  sequenceFor,
} from '../src/series/statistics';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { StreamPlayer } from './util/stream-player';

const TWO = !!process.env.DATABASE_URL;
const OPTIONS = { targetPoints: 1 };

describe(`sequential series${TWO ? ' on two instances (PostgreSQL)' : ''}`, () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < (TWO ? 2 : 1); i++) {
      const t = await createTestApp(GAMES);
      await t.app.listen(0, '127.0.0.1');
      apps.push(t);
      urls.push((await t.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const http = (i = 0) => new Http(urls[i % urls.length]);

  /** Plays a series against basic-bot from the account's stream on the last instance; the series once over. */
  async function play(stopWhen: unknown, deals = 60) {
    const me = await http().account('bot');
    const player = await StreamPlayer.start(urls[urls.length - 1], me.key, me.name);
    try {
      const created = await http().call(
        'POST',
        '/east-west/series',
        { opponents: ['basic-bot'], deals, concurrency: 4, options: OPTIONS, stopWhen },
        me.key,
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        stopWhen,
        interval: { method: 'asymptotic-confidence-sequence', anytimeValid: true, level: 0.95 },
        stoppedEarly: false,
      });
      const id = created.body.id;
      await player.next((e) => e.type === 'seriesFinish' && e.seriesId === id, 120_000);
      expect(player.stats.errors).toBe(0);
      return { me, s: (await http(1).call('GET', `/series/${id}`)).body };
    } finally {
      player.close();
    }
  }

  /** The series' results recomputed from each match's record. */
  async function fromRecords(s: any): Promise<SeriesMatchResult[]> {
    return Promise.all(
      s.matches.map(async (m: any) => {
        const r = (await http().call('GET', `/east-west/matches/${m.matchId}/record`)).body;
        return {
          deal: m.deal,
          players: r.seats.map((x: any) => x.name),
          scores: r.result.scores,
          winners: r.result.winners,
        };
      }),
    );
  }

  it('stopWhen "decided": stops early once the anytime-valid interval excludes 0, with its verdict', async () => {
    const { me, s } = await play('decided');
    expect(s.status).toBe('finished');
    expect(s.stoppedEarly).toBe(true);
    // every started deal was played out (both rotations), and far fewer than 60
    const deals = new Set(s.matches.map((m: any) => m.deal)).size;
    expect(s.matches).toHaveLength(2 * deals);
    expect(s.progress).toEqual({ finished: 2 * deals, active: 0, total: 2 * deals });
    expect(deals).toBeGreaterThanOrEqual(MIN_OBSERVATIONS);
    expect(deals).toBeLessThan(40);
    expect(s.difference.accounts).toEqual([me.name, 'basic-bot']);
    expect(s.difference.deals).toBe(deals);
    expect(s.difference.meanScoreCI95[1]).toBeLessThan(0);
    expect(s.verdict).toBe(`basic-bot is stronger than ${me.name} (95 %)`);
    // the running band: nothing concluded before minDeals, then the same interval at the end
    const running = s.difference.running;
    expect(running).toHaveLength(deals);
    expect(running.slice(0, MIN_OBSERVATIONS - 1).every((p: any) => p.lo === null && p.hi === null)).toBe(
      true,
    );
    expect([running.at(-1).lo, running.at(-1).hi]).toEqual(s.difference.meanScoreCI95);
    // the figures are those of the records, with the same confidence sequence
    const results = await fromRecords(s);
    const prefix = completePrefix(results, 2);
    expect(prefix.deals).toBe(deals);
    const seq = sequenceFor(60);
    expect(s.standings).toEqual(JSON.parse(JSON.stringify(seriesStandings(prefix.results, seq))));
    const { deals: n, ...diff } = seriesDifference(prefix.results, me.name, 'basic-bot', seq);
    expect(n).toBe(deals);
    expect(s.difference).toMatchObject(JSON.parse(JSON.stringify(diff)));
  }, 180_000);

  it('stopWhen { halfWidth }: stops once the interval is that narrow', async () => {
    const { s } = await play({ halfWidth: 3 });
    expect(s).toMatchObject({ status: 'finished', stoppedEarly: true, stopWhen: { halfWidth: 3 } });
    const [lo, hi] = s.difference.meanScoreCI95;
    expect((hi - lo) / 2).toBeLessThanOrEqual(3);
    expect(s.difference.deals).toBeLessThan(40);
  }, 180_000);

  it('bad stopWhen: 400 naming the field, nothing created', async () => {
    const me = await http().account('bot');
    const post = (body: Record<string, unknown>, game = 'east-west') =>
      http().call('POST', `/${game}/series`, { opponents: ['basic-bot'], deals: 10, ...body }, me.key);
    for (const stopWhen of [
      'soon',
      null,
      3,
      { halfWidth: 0 },
      { halfWidth: -1 },
      { halfWidth: '1' },
      {},
      [],
    ]) {
      const r = await post({ stopWhen });
      expect([r.status, Object.keys(r.body.details ?? {})]).toEqual([400, ['stopWhen']]);
      expect(r.body.details.stopWhen).toMatch(/decided/);
    }
    // three players: there is no one difference to decide
    const three = await post({ opponents: ['basic-bot', 'random-bot'], stopWhen: 'decided' }, 'in-between');
    expect([three.status, three.body.details?.stopWhen]).toEqual([400, expect.stringMatching(/two players/)]);
    const list = await http().call('GET', `/accounts/${me.name}/series`);
    expect(list.body.items).toEqual([]);
  });
});
