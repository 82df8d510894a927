/**
 * Records and replays over HTTP (docs/api.md part 2, docs/records.md), on the real database:
 * - `?atVersion=v`: for random matches of every game, every version's view for every seat and the
 *   spectator equals the view served at the time, while the match runs (up to now; a later version is
 *   409) and once it is finished; the hidden-information checker finds no leak in them;
 * - `/record`: 409 before the end, then a record that fits its schema and `npm run verify -- --record`
 *   accepts offline;
 * - Hold'em `/hands` and `/hands/{n}` (JSON and PHH, the list as a PHH collection): hole cards only where the caller may see them,
 *   every card once finished, PHH that `npm run phh -- replay` replays to the same stacks, and a hand
 *   settled in the same request as the next one listed on its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { materialize } from '../src/engine/playout';
import { resolveOptions } from '../src/engine/options';
import { rngFromSeed } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { texasHoldemBinding } from '../src/games/texas-holdem';
import { texasHoldem } from '../src/engine/texas-holdem';
import { parsePhh, parsePhhs } from '../src/records/phh';
import { replayPhh } from '../src/records/phh-replay';
import { recordSchemaErrors } from '../src/records/record';
import { verifyRecordFile } from '../scripts/verify';
import { bearer, createTestApp, type TestApp } from './util/app';
import { HiddenInfoTracker, hiddenRulesOf, snapshotOf } from './util/hidden-info';

type View = Record<string, any>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GAMES);
});
afterAll(async () => {
  await t?.close();
});

const tmp = mkdtempSync(join(tmpdir(), 'cardroom-records-'));

/** The views of every viewer (spectator first) at the current version. */
async function allViews(game: string, id: string, tokens: string[], atVersion?: number): Promise<View[]> {
  const q = atVersion === undefined ? '' : `?atVersion=${atVersion}`;
  const out: View[] = [(await t.http.get(`/${game}/matches/${id}${q}`).expect(200)).body];
  for (const tok of tokens)
    out.push((await t.http.get(`/${game}/matches/${id}${q}`).set(bearer(tok)).expect(200)).body);
  return out;
}

/** A view without what legitimately changes when the match finishes (the seed reveal; no clock runs in these matches). */
const comparable = (v: View) => ({ ...v, fairness: { seedHash: v.fairness.seedHash } });

/** Random legal moves of the seat whose token is given, until `stop` says so; returns the views seen after each write. */
async function play(
  gameId: string,
  id: string,
  tokens: (string | null)[],
  rng: ReturnType<typeof rngFromSeed>,
  onVersion: (views: View[]) => Promise<boolean>,
) {
  const humans = tokens
    .map((tok, seat) => ({ tok, seat }))
    .filter((x): x is { tok: string; seat: number } => x.tok !== null);
  let views = await allViews(
    gameId,
    id,
    humans.map((h) => h.tok),
  );
  for (let k = 0; k < 600 && (await onVersion(views)) && views[0].status !== 'finished'; k++) {
    for (;;) {
      const movers = humans.filter((h) => (views[0].toAct as number[]).includes(h.seat));
      const h = rng.pick(movers);
      const legal = views[humans.indexOf(h) + 1].legalMoves as MoveTemplate[];
      const r = await t.http
        .post(`/${gameId}/matches/${id}/moves`)
        .set(bearer(h.tok))
        .send(materialize(rng.pick(legal), rng));
      if (r.status === 201) break; // a template drawn at random may be illegal (Chinese poker rows): draw again
    }
    views = await allViews(
      gameId,
      id,
      humans.map((x) => x.tok),
    );
  }
  return views;
}

describe.each(GAMES.map((b) => [b.definition.id] as const))(
  '%s over HTTP: past versions and the record',
  (gameId) => {
    const game = GAMES.find((b) => b.definition.id === gameId)!.definition;
    const rules = hiddenRulesOf(gameId);
    const resolved = resolveOptions(game.optionsSchema, rules.short);
    if (!resolved.ok) throw new Error('options');

    it('running match: every version up to now, for every seat and the spectator, is what was served then; later ones are 409; no leak', async () => {
      const n = game.minPlayers;
      const seed = '3c'.repeat(32);
      // default options (long enough to be still running after 12 versions); Chinese poker: more deals
      const options = gameId === 'chinese-poker' ? { hands: 20 } : {};
      const created = await t.http
        .post(`/${gameId}/matches`)
        .send({ players: Array.from({ length: n }, (_, i) => ({ name: `p${i}` })), options, seed })
        .expect(201);
      const id: string = created.body.id;
      const tokens: string[] = created.body.seats.map((s: { token: string }) => s.token);
      const seen = new Map<number, View[]>();
      const last = await play(
        gameId,
        id,
        tokens,
        rngFromSeed(seed, 'e2e-records'),
        async (views) => (seen.set(views[0].version, views), seen.size < 12),
      );
      expect(last[0].status).toBe('active');
      const tracker = new HiddenInfoTracker(
        gameId,
        n,
        created.body.options as Record<string, unknown>,
        `${gameId} e2e`,
      );
      for (const [v, views] of seen) {
        const then = await allViews(gameId, id, tokens, v);
        expect(then).toEqual(views);
        const seats = then.slice(1);
        tracker.observe(
          v,
          snapshotOf(gameId, {
            views: seats.map((x) => x.state),
            legalMoves: seats.map((x) => x.legalMoves ?? []),
            spectator: then[0].state,
          }),
        );
      }
      const future = await t.http
        .get(`/${gameId}/matches/${id}?atVersion=${last[0].version + 1}`)
        .set(bearer(tokens[0]))
        .expect(409);
      expect(future.body).toMatchObject({ statusCode: 409, error: 'conflict', reason: 'future-version' });
      expect((await t.http.get(`/${gameId}/matches/${id}/record`).expect(409)).body.reason).toBe(
        'not-finished',
      );
      await t.http.get(`/${gameId}/matches/${id}?atVersion=-1`).expect(400);
      await t.http.get(`/${gameId}/matches/${id}?atVersion=x`).expect(400);
      await t.http.get(`/${gameId}/matches/${id}?atVersion=0`).set(bearer('not-a-token')).expect(401);
    }, 180_000);

    it('finished match: every version is what was served then (seat and spectator); the record verifies offline', async () => {
      const seed = '4d'.repeat(32);
      const players = [
        { name: 'ana' },
        ...Array.from({ length: game.minPlayers - 1 }, () => ({ bot: 'random' })),
      ];
      const created = await t.http
        .post(`/${gameId}/matches`)
        .send({ players, options: rules.short, seed })
        .expect(201);
      const id: string = created.body.id;
      const token: string = created.body.seats[0].token;
      const seen = new Map<number, View[]>();
      const last = await play(
        gameId,
        id,
        [token, ...players.slice(1).map(() => null)],
        rngFromSeed(seed, 'e2e-records'),
        async (views) => (seen.set(views[0].version, views), true),
      );
      expect(last[0].status).toBe('finished');
      for (const [v, views] of seen) {
        const then = await allViews(gameId, id, [token], v);
        if (!isDeepStrictEqual(then.map(comparable), views.map(comparable)))
          expect(then.map(comparable)).toEqual(views.map(comparable));
        expect(then.every((x) => x.fairness.seed === seed)).toBe(true);
      }
      const record = (await t.http.get(`/${gameId}/matches/${id}/record`).expect(200)).body;
      expect(recordSchemaErrors(record)).toEqual([]);
      expect(record.seed).toBe(seed);
      expect(record.deals.length).toBeGreaterThan(0);
      // a write holds a move and the bot moves it triggered: one version for several moves
      expect(new Set(record.moves.map((m: { version: number }) => m.version)).size).toBeLessThan(
        record.moves.length,
      );
      const file = join(tmp, `${gameId}.json`);
      writeFileSync(file, JSON.stringify(record));
      const verdict = verifyRecordFile(file);
      expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
      expect(verdict.ok).toBe(true);
    }, 180_000);
  },
);

describe("Texas Hold'em hand histories over HTTP", () => {
  const holdem = texasHoldemBinding.definition.id;

  async function playHuman(id: string, token: string, seed: string, prefer?: string) {
    const rng = rngFromSeed(seed, 'e2e-hands');
    for (let k = 0; k < 500; k++) {
      const v = (await t.http.get(`/${holdem}/matches/${id}`).set(bearer(token)).expect(200)).body;
      if (v.status === 'finished') return;
      const legal = v.legalMoves as MoveTemplate[];
      const move = materialize(legal.find((m) => m.type === prefer) ?? rng.pick(legal), rng);
      await t.http.post(`/${holdem}/matches/${id}/moves`).set(bearer(token)).send(move).expect(201);
    }
    throw new Error('the match did not finish');
  }

  it('in progress: finished hands only, own cards and shown hands; finished: every card; PHH replays to the same stacks', async () => {
    const seed = '5e'.repeat(32);
    const created = await t.http
      .post(`/${holdem}/matches`)
      .send({
        players: [{ name: 'ana' }, { bot: 'basic' }, { bot: 'random' }],
        options: { startingStack: 100, maxHands: 6 },
        seed,
      })
      .expect(201);
    const id: string = created.body.id;
    const token: string = created.body.seats[0].token;
    const rng = rngFromSeed(seed, 'e2e-hands');
    // play a few hands
    for (let k = 0; k < 3; k++) {
      const v = (await t.http.get(`/${holdem}/matches/${id}`).set(bearer(token)).expect(200)).body;
      if (v.status === 'finished') break;
      await t.http
        .post(`/${holdem}/matches/${id}/moves`)
        .set(bearer(token))
        .send(materialize(rng.pick(v.legalMoves as MoveTemplate[]), rng))
        .expect(201);
    }
    const now = (await t.http.get(`/${holdem}/matches/${id}`).set(bearer(token)).expect(200)).body;
    const mine = (await t.http.get(`/${holdem}/matches/${id}/hands`).set(bearer(token)).expect(200))
      .body as any[];
    const spectator = (await t.http.get(`/${holdem}/matches/${id}/hands`).expect(200)).body as any[];
    expect(now.status).toBe('active');
    expect(mine.every((h) => h.hand < now.state.handNumber || now.state.phase === 'hand-end')).toBe(true);
    expect(mine.length).toBeGreaterThan(0);
    for (const [hands, viewer] of [
      [mine, 0],
      [spectator, null],
    ] as const) {
      for (const h of hands) {
        const shown = new Set(
          h.actions.filter((a: any) => a.code === 'sm' && a.cards).map((a: any) => a.seat),
        );
        for (const p of h.players)
          if (p.seat !== viewer && !shown.has(p.seat)) expect(p.holeCards).toBeNull();
        expect(h.version).toBeLessThanOrEqual(now.version);
      }
    }
    // PHH by Accept and by ?format=phh: the same text, with ???? for cards the caller may not see
    const byAccept = await t.http
      .get(`/${holdem}/matches/${id}/hands/1`)
      .set(bearer(token))
      .set('Accept', 'application/x-phh')
      .expect(200);
    expect(byAccept.headers['content-type']).toMatch(/^application\/x-phh/);
    const byQuery = await t.http
      .get(`/${holdem}/matches/${id}/hands/1?format=phh`)
      .set(bearer(token))
      .expect(200);
    expect(byQuery.text).toBe(byAccept.text);
    expect(byAccept.text).toMatch(/^variant = "NT"$/m);
    await t.http.get(`/${holdem}/matches/${id}/hands/999`).expect(404);
    await t.http.get(`/${holdem}/matches/${id}/hands/0`).expect(404);
    await t.http.get(`/${holdem}/matches/${id}/hands/x`).expect(400);
    await t.http.get(`/${holdem}/matches/${id}/hands/1?format=xml`).expect(400);
    await t.http.get(`/${holdem}/matches/${id}/hands`).set(bearer('not-a-token')).expect(401);
    // the list honours Accept too (issue 30, finding 6): a PHH collection, one [n] table per hand,
    // each the text of /hands/{n}
    const listPhh = await t.http
      .get(`/${holdem}/matches/${id}/hands`)
      .set(bearer(token))
      .set('Accept', 'application/x-phh')
      .expect(200);
    expect(listPhh.headers['content-type']).toMatch(/^application\/x-phh/);
    expect(
      (await t.http.get(`/${holdem}/matches/${id}/hands?format=phh`).set(bearer(token)).expect(200)).text,
    ).toBe(listPhh.text);
    const collection = parsePhhs(listPhh.text);
    expect(collection.map((c) => Number(c.hand))).toEqual(mine.map((h) => h.hand));
    expect(collection[0].file).toEqual(parsePhh(byAccept.text));
    // JSON stays the default, also for an Accept naming JSON first
    const asJson = await t.http
      .get(`/${holdem}/matches/${id}/hands`)
      .set(bearer(token))
      .set('Accept', 'application/json')
      .expect(200);
    expect(asJson.body).toEqual(mine);

    await playHuman(id, token, seed);
    const all = (await t.http.get(`/${holdem}/matches/${id}/hands`).expect(200)).body as any[];
    const final = (await t.http.get(`/${holdem}/matches/${id}`).expect(200)).body;
    expect(all.map((h) => h.hand)).toEqual(Array.from({ length: final.state.handNumber }, (_, i) => i + 1));
    for (const h of all) {
      for (const p of h.players) expect(p.holeCards).toHaveLength(2);
      const phh = (await t.http.get(`/${holdem}/matches/${id}/hands/${h.hand}?format=phh`).expect(200)).text;
      expect(phh).not.toContain('??');
      const r = replayPhh(texasHoldem, parsePhh(phh));
      expect(r.problems).toEqual([]);
      expect(r.finishingStacks).toEqual(h.players.map((p: any) => p.finishingStack));
      const json = (await t.http.get(`/${holdem}/matches/${id}/hands/${h.hand}`).expect(200)).body;
      expect(json).toEqual(h);
    }
    // the last hand's finishing stacks are the final scores (players out of chips earlier have 0)
    const stacks = final.scores.map(() => 0);
    for (const p of all.at(-1).players) stacks[p.seat] = p.finishingStack;
    expect(stacks).toEqual(final.scores);
    // the tool reads the server's own collection (issue 41, item 5): every hand replayed, every one agrees
    const file = join(tmp, 'hands.phhs');
    writeFileSync(file, (await t.http.get(`/${holdem}/matches/${id}/hands?format=phh`).expect(200)).text);
    const out = execFileSync('npx', ['tsx', 'scripts/phh.ts', 'replay', file], {
      encoding: 'utf8',
      cwd: join(__dirname, '..'),
    });
    expect(out.match(/: AGREES$/gm)).toHaveLength(all.length);
    expect(out).not.toContain('DISAGREES');
    expect(out).toContain(`[${all.length}]: AGREES`);
    expect(out.trimEnd().split('\n').at(-1)).toBe(`${all.length} of ${all.length} hands agree`);
  }, 180_000);

  it('a hand settled in the same request as the next one (all-in from the blinds) has its own history', async () => {
    // short stacks against the blinds: sooner or later a write ends a hand and the automatic steps deal
    // and settle the next one (both players all-in from the antes and blinds) before anyone can move
    let found: (any[] & { id?: string }) | null = null;
    for (let i = 0; i < 20 && !found; i++) {
      const seed = (0x40 + i).toString(16).repeat(32);
      const created = await t.http
        .post(`/${holdem}/matches`)
        .send({
          players: [{ name: 'ana' }, { bot: 'random' }],
          options: { startingStack: 14, smallBlind: 5, bigBlind: 10, ante: 1 },
          seed,
        })
        .expect(201);
      await playHuman(created.body.id, created.body.seats[0].token, seed, 'all-in');
      const hands = (await t.http.get(`/${holdem}/matches/${created.body.id}/hands`).expect(200))
        .body as any[];
      const k = hands.findIndex(
        (h, j) =>
          j > 0 && h.version === hands[j - 1].version && !h.actions.some((a: any) => a.seq !== undefined),
      );
      if (k > 0) found = Object.assign([hands[k - 1], hands[k]], { id: created.body.id as string });
    }
    expect(found).not.toBeNull();
    const [before, h] = found!;
    expect(h.hand).toBe(before.hand + 1);
    expect(h.board).toHaveLength(5);
    expect(h.players.every((p: any) => p.holeCards.length === 2)).toBe(true);
    const phh = (await t.http.get(`/${holdem}/matches/${found!.id}/hands/${h.hand}?format=phh`).expect(200))
      .text;
    const r = replayPhh(texasHoldem, parsePhh(phh));
    expect(r.problems).toEqual([]);
  }, 180_000);
});
