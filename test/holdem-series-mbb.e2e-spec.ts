/**
 * Hold'em series in mbb/hand over HTTP (docs/evaluation.md, "mbb/hand, raw and all-in adjusted"): under
 * `resetStacks` `GET /series/{id}` gives each player's mbb/hand raw and all-in adjusted with their
 * intervals (here fixed-n; anytime-valid with `stopWhen`, the same code: src/series/statistics.ts).
 * Two bot accounts play from their streams (test/util/stream-player.ts with a chooser): both call or
 * check before the flop and shove on it, so every hand's betting closes before the river.
 * The figures are recomputed from the matches' records alone: each match replayed with the engine
 * (src/records/walk.ts), every hand whose betting closed before the river credited with its expectation
 * over the run-outs (all-in.ts, checked against a brute force in its spec), the others with their own
 * result, the deal's rotations summed. With DATABASE_URL the same runs on PostgreSQL.
 */
import { runOutExpectation } from '../src/engine/texas-holdem/all-in';
import { texasHoldem, type HoldemState } from '../src/engine/texas-holdem';
import { GAMES } from '../src/games/registry';
import { sourceOf } from '../src/records/record';
import { walkMatch } from '../src/records/walk';
import { type SeriesMatchResult, seriesStandings } from '../src/series/statistics';
import { Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { StreamPlayer } from './util/stream-player';

const OPTIONS = { resetStacks: true, maxHands: 5, startingStack: 200, smallBlind: 5, bigBlind: 10 };
const DEALS = 4;

describe("Hold'em series in mbb/hand, raw and all-in adjusted", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A match's result from its record: raw chips won per seat, all-in adjusted, hands, adjusted hands. */
  async function replayed(http: Http, matchId: string) {
    const r = (await http.call('GET', `/texas-holdem/matches/${matchId}/record`)).body;
    const raw = [0, 0];
    const adjusted = [0, 0];
    let hands = 0;
    let adjustedHands = 0;
    let expectation: number[] | null = null;
    let closedBefore = false;
    walkMatch<HoldemState>(texasHoldem, sourceOf(r), ({ state: s }) => {
      if (s.phase === 'hand-start') [expectation, closedBefore] = [null, false];
      // the step that closed the betting before the river: the board still has cards to come
      if (s.bettingClosed && !closedBefore && expectation === null) {
        closedBefore = true;
        const dealtAfterClose = s.phase !== 'showdown' && s.phase !== 'hand-end';
        // the step closing the betting deals the next street at once: the board before it
        const before = dealtAfterClose ? boardBefore(s) : null;
        if (before !== null && before.length < 5)
          expectation = runOutExpectation({
            committed: s.committed,
            live: s.inHand.map((v, i) => v && !s.folded[i]),
            holeCards: s.holeCards,
            board: before,
            button: s.button,
          });
      }
      const result = texasHoldem.handResult!(s);
      if (result) {
        hands++;
        result.forEach((x, i) => (raw[i] += x));
        (expectation ?? result).forEach((x, i) => (adjusted[i] += x));
        if (expectation) adjustedHands++;
        [expectation, closedBefore] = [null, true];
      }
    });
    expect(raw).toEqual(r.result.scores);
    return { seats: r.seats.map((x: any) => x.name), raw, adjusted, hands, adjustedHands };
  }

  it('GET /series/{id} gives mbb/hand raw and all-in adjusted, as the records give them', async () => {
    const http = new Http(url);
    const me = await http.account('bot');
    const other = await http.account('bot');
    const players = [
      await StreamPlayer.start(url, me.key, me.name, flopShover),
      await StreamPlayer.start(url, other.key, other.name, flopShover),
    ];
    let s: any;
    try {
      const created = await http.call(
        'POST',
        '/texas-holdem/series',
        { opponents: [other.name], deals: DEALS, concurrency: 4, options: OPTIONS },
        me.key,
      );
      expect(created.status).toBe(201);
      const accepted = await http.call('POST', `/series/${created.body.id}/accept`, {}, other.key);
      expect(accepted.status).toBeLessThan(300);
      await players[0].next((e) => e.type === 'seriesFinish' && e.seriesId === created.body.id, 120_000);
      expect(players.map((p) => p.stats.errors)).toEqual([0, 0]);
      s = (await http.call('GET', `/series/${created.body.id}`)).body;
    } finally {
      for (const p of players) p.close();
    }
    expect(s.status).toBe('finished');
    expect(s.interval.method).toBe('normal-fixed-n');
    expect(s.matches).toHaveLength(2 * DEALS);

    const results: SeriesMatchResult[] = [];
    let adjustedHands = 0;
    for (const m of s.matches) {
      const x = await replayed(http, m.matchId);
      expect(x.seats).toEqual(m.seats);
      expect(x.hands).toBe(OPTIONS.maxHands);
      adjustedHands += x.adjustedHands;
      results.push({
        deal: m.deal,
        players: x.seats,
        scores: x.raw,
        adjustedScores: x.adjusted,
        winners: m.scores[0] === m.scores[1] ? [0, 1] : [m.scores[0] > m.scores[1] ? 0 : 1],
        hands: x.hands,
        bigBlind: OPTIONS.bigBlind,
        handsIndependent: true,
      });
    }
    // both shove on the flop: the betting closes before the river in every hand they play out (a
    // turn the clock takes from a slow player is a check or a fold, so not in every hand)
    expect(adjustedHands).toBeGreaterThan(0);
    const expected = seriesStandings(results);
    for (const account of [me.name, other.name]) {
      const got = s.standings.find((x: any) => x.account === account);
      const want = expected.find((x) => x.account === account)!;
      expect(got.mbbPerHand).toBeCloseTo(want.mbbPerHand!, 6);
      expect(got.mbbPerHandAllInAdjusted).toBeCloseTo(want.mbbPerHandAllInAdjusted!, 6);
      for (const [k, ci] of [
        [got.mbbPerHandCI95, want.mbbPerHandCI95!],
        [got.mbbPerHandAllInAdjustedCI95, want.mbbPerHandAllInAdjustedCI95!],
      ])
        ci.forEach((x: number, i: number) => expect(k[i]).toBeCloseTo(x, 6));
      // mbb/hand is ten times bb/100 over the same hands
      expect(got.mbbPerHand).toBeCloseTo(10 * got.bbPer100, 6);
    }
    const mine = s.standings.find((x: any) => x.account === me.name);
    const theirs = s.standings.find((x: any) => x.account === other.name);
    // a match's run-outs' luck is out: its adjusted chips differ from its raw ones
    expect(results.some((r) => r.adjustedScores!.some((x, i) => Math.abs(x - r.scores[i]) > 1e-9))).toBe(
      true,
    );

    expect(mine.mbbPerHand).toBeCloseTo(-theirs.mbbPerHand, 6);
    expect(mine.mbbPerHandAllInAdjusted).toBeCloseTo(-theirs.mbbPerHandAllInAdjusted, 6);
  }, 180_000);
});

/** Calls or checks before the flop, then goes all in (or calls an all-in): the betting closes on the flop. */
function flopShover(view: any): any {
  const legal: { type: string }[] = view.legalMoves;
  const pick = (...types: string[]) => types.map((t) => legal.find((l) => l.type === t)).find(Boolean);
  return (view.state ?? view).phase === 'preflop' ? pick('check', 'call') : pick('all-in', 'call', 'check');
}

/** The board before the step that closed the betting dealt the next street's cards. */
function boardBefore(s: HoldemState): number[] {
  const dealt = s.phase === 'flop' ? 3 : s.phase === 'turn' || s.phase === 'river' ? 1 : 0;
  return s.board.slice(0, s.board.length - dealt);
}
