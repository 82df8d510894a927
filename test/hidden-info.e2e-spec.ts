/**
 * Hidden information over HTTP: full matches of every registered game with every seat held by a token
 * holder. At every version each seat's view, the spectator view and the move log as each of them is
 * served are checked (test/util/hidden-info.ts), each view is compared with the game's view function on
 * the stored state, every Server-Sent Event of every viewer's stream (followed for the whole match) is
 * compared with that viewer's view of its version, and
 * rejected moves are checked for messages naming hidden cards and for changing nothing.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { materialize } from '../src/engine/playout';
import { rngFromSeed, type Rng } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { bearer, createTestApp, type TestApp } from './util/app';
import { ALL_CARDS } from './util/cards';
import { addStats, emptyStats, HiddenInfoTracker, hiddenRulesOf, snapshotOf } from './util/hidden-info';

/** Follows a match's event stream to its end, collecting every `event: state`. */
function follow(base: string, path: string, token?: string) {
  const events: { id: number; data: any }[] = [];
  let req: ReturnType<typeof httpRequest>;
  const done = new Promise<void>((resolve, reject) => {
    req = httpRequest(
      `${base}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      { headers: { accept: 'text/event-stream' } },
      (res) => {
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buf += chunk;
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const m = /^event: state\nid: (\d+)\ndata: (.*)$/s.exec(block);
            if (m) events.push({ id: Number(m[1]), data: JSON.parse(m[2]) });
          }
        });
        res.on('end', () => resolve());
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { events, done, close: () => req.destroy() };
}

/** A legal move with one card or number spoiled (a card someone else may hold, a wild amount). */
function spoil(move: Record<string, unknown>, rng: Rng): Record<string, unknown> | null {
  const keys = Object.keys(move).filter((k) => k !== 'type');
  if (!keys.length) return null;
  const k = rng.pick(keys);
  const v = move[k];
  if (typeof v === 'string') return { ...move, [k]: rng.pick(ALL_CARDS) };
  if (Array.isArray(v) && v.length)
    return { ...move, [k]: v.map((c, i) => (i === 0 ? rng.pick(ALL_CARDS) : c)) };
  if (typeof v === 'number') return { ...move, [k]: rng.pick([-5, v + 1_000_000, 1e308]) };
  return null;
}

describe('hidden information over HTTP: every seat, the spectator, the log and the event stream at every version', () => {
  let t: TestApp;
  let base: string;
  const totals = emptyStats();
  let matches = 0;
  let sse = 0;

  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    process.stdout.write(
      `hidden-info (http): ${matches} matches, ${totals.versions} versions, ${totals.views} views, ${totals.logEntries} log entries, ${totals.errorProbes} rejected moves, ${sse} stream events\n`,
    );
    await t.close();
  });

  for (const { definition: game } of GAMES) {
    const rules = hiddenRulesOf(game.id);
    const variants = [{ players: game.minPlayers, options: {} }, rules.variants[rules.variants.length - 1]];

    it(`${game.id}: ${variants.length} full matches`, async () => {
      for (const [vi, v] of variants.entries()) {
        const rng = rngFromSeed('ab'.repeat(31) + vi.toString(16).padStart(2, '0'), `http:${game.id}`);
        const options = { ...rules.short, ...v.options };
        const created = await t.http
          .post(`/${game.id}/matches`)
          .send({ players: Array.from({ length: v.players }, (_, i) => ({ name: `p${i}` })), options })
          .expect(201);
        const id: string = created.body.id;
        const tokens: string[] = created.body.seats.map((s: { token: string }) => s.token);
        const path = `/${game.id}/matches/${id}`;
        const tracker = new HiddenInfoTracker(game.id, v.players, created.body.options, `http variant ${vi}`);
        // every viewer follows the event stream for the whole match; each event must be its view at that version
        const streams = [
          follow(base, `${path}/events`),
          ...tokens.map((tk) => follow(base, `${path}/events`, tk)),
        ];
        const served = new Map<number, unknown[]>();
        let version = created.body.version as number;
        for (let step = 0; ; step++) {
          expect(step).toBeLessThan(3000);
          const [spectator, ...views] = await Promise.all([
            t.http.get(path).expect(200),
            ...tokens.map((tk) => t.http.get(path).set(bearer(tk)).expect(200)),
          ]).then((rs) => rs.map((r) => r.body));
          expect(spectator.version).toBe(version);
          served.set(version, [spectator, ...views]);
          expect(spectator.legalMoves).toBeUndefined();
          expect(spectator.fairness.seed === null).toBe(spectator.status !== 'finished');
          // the served views are the game's view function of the stored state, nothing else
          const row = await t.db.match.findUniqueOrThrow({ where: { id } });
          expect(spectator.state).toEqual(game.view(row.state, null));
          views.forEach((view, s) => expect(view.state).toEqual(game.view(row.state, s)));
          const moves = row.moveCount;
          const snap = snapshotOf(game.id, {
            views: views.map((x) => x.state),
            legalMoves: views.map((x) => x.legalMoves ?? []),
            spectator: spectator.state,
          });
          tracker.observe(moves, snap);
          if (spectator.status === 'finished') break;
          // the log as each viewer is served it
          const logs = await Promise.all([
            t.http.get(`${path}/moves`).expect(200),
            ...tokens.map((tk) => t.http.get(`${path}/moves`).set(bearer(tk)).expect(200)),
          ]);
          logs.forEach((l, i) => tracker.checkLog(i === 0 ? null : i - 1, l.body));
          // the seat to act: a spoiled move is rejected, names no hidden card and changes nothing
          const seat: number = rng.pick(spectator.toAct as number[]);
          const legal: MoveTemplate[] = views[seat].legalMoves;
          expect(legal.length).toBeGreaterThan(0);
          let move = materialize(rng.pick(legal), rng) as Record<string, unknown>;
          const bad = step % 2 === 0 ? spoil(move, rng) : null;
          if (bad) {
            const r = await t.http.post(`${path}/moves`).set(bearer(tokens[seat])).send(bad);
            if (r.status !== 201) {
              expect([400, 422]).toContain(r.status);
              expect(typeof r.body.message).toBe('string');
              tracker.checkError(seat, snap, bad, JSON.stringify(r.body));
              expect((await t.http.get(path).expect(200)).body.version).toBe(version);
            } else {
              version = r.body.version;
              continue;
            }
          }
          // a legal move (templates can be drawn illegal, e.g. Chinese poker rows out of order: retry)
          let res = await t.http.post(`${path}/moves`).set(bearer(tokens[seat])).send(move);
          for (let k = 0; res.status === 422 && k < 50; k++) {
            tracker.checkError(seat, snap, move, JSON.stringify(res.body));
            move = materialize(rng.pick(legal), rng) as Record<string, unknown>;
            res = await t.http.post(`${path}/moves`).set(bearer(tokens[seat])).send(move);
          }
          expect(res.status).toBe(201);
          expect(res.body.version).toBe(version + 1);
          version = res.body.version;
        }
        // the streams end with the finished match; every event is the viewer's view of its version
        await Promise.race([
          Promise.all(streams.map((st) => st.done)),
          new Promise((r) => setTimeout(r, 20_000)),
        ]);
        streams.forEach((st, i) => {
          st.close();
          expect(st.events.length).toBeGreaterThan(0);
          expect(st.events[st.events.length - 1].data.status).toBe('finished');
          for (const e of st.events) {
            expect(served.has(e.id)).toBe(true);
            expect(e.data).toEqual(served.get(e.id)![i]);
          }
          sse += st.events.length;
        });
        addStats(totals, tracker.stats);
        matches++;
      }
    }, 180_000);
  }
});
