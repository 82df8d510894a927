/**
 * The bot loop in one request (docs/api.md part 3): for every game, a match whose every seat is a bot
 * account is played from the account streams alone. At every version:
 *  - each seat to act gets exactly one `yourTurn` for that version, and its `view` equals what
 *    `GET /{game}/matches/{id}` answers that account at that version (legal moves included);
 *  - no seat gets a `yourTurn` when it is not to act, and the move is played from the event's view only;
 *  - the hidden-information checker (test/util/hidden-info.ts) runs over every seat's view, and every
 *    card an account's stream carries is one its seat may see at that version (no other seat's cards);
 *  - a stream opened mid-match starts with the same `yourTurn` (the first picture carries the view),
 *    as NDJSON and as Server-Sent Events.
 * On PGlite the events stay in the process; with DATABASE_URL they travel through NOTIFY (a 4-seat
 * Chinese poker view is too long for one NOTIFY payload and goes deflated).
 */
import type { AddressInfo } from 'node:net';
import { materialize } from '../src/engine/playout';
import { rngFromSeed } from '../src/engine/random';
import type { MoveTemplate } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { AccountStream, Http } from './util/account-http';
import { createTestApp, type TestApp } from './util/app';
import { cardsIn, HiddenInfoTracker, hiddenRulesOf, snapshotOf } from './util/hidden-info';

/** The first `event: yourTurn` of this match on the account stream read as Server-Sent Events. */
async function firstSseTurn(url: string, key: string, matchId: string): Promise<unknown> {
  const abort = new AbortController();
  const res = await fetch(`${url}/me/events`, {
    headers: { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the SSE stream ended before a yourTurn');
      buf += value;
      let cut: number;
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const m = /^event: yourTurn\n(?:id: [^\n]*\n)?data: (.*)$/s.exec(buf.slice(0, cut));
        buf = buf.slice(cut + 2);
        const e = m ? JSON.parse(m[1]) : null;
        if (e?.matchId === matchId) return e;
      }
    }
  } finally {
    abort.abort();
  }
}

describe("yourTurn carries the view: equal to GET at its version, and only the seat's own cards", () => {
  let t: TestApp;
  let http: Http;
  beforeAll(async () => {
    t = await createTestApp(GAMES);
    await t.app.listen(0, '127.0.0.1');
    http = new Http(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
  });
  afterAll(() => t.close());

  for (const { definition: game } of GAMES) {
    const rules = hiddenRulesOf(game.id);
    const variant = rules.variants[rules.variants.length - 1];

    it(`${game.id}, ${variant.players} bot accounts`, async () => {
      const rng = rngFromSeed('5e'.repeat(32), `your-turn:${game.id}`);
      const accounts = await Promise.all(Array.from({ length: variant.players }, () => http.account()));
      const streams = await Promise.all(accounts.map((a) => AccountStream.open(http.url, a.key)));
      try {
        const options = { ...rules.short, ...variant.options };
        const players = accounts.map((a, i) => (i === 0 ? { me: true } : { account: a.name }));
        const created = await http.call('POST', `/${game.id}/matches`, { players, options }, accounts[0].key);
        expect(created.status).toBe(201);
        const id: string = created.body.id;
        const path = `/${game.id}/matches/${id}`;
        for (const a of accounts.slice(1))
          expect((await http.call('POST', `${path}/players`, {}, a.key)).status).toBe(201);

        const tracker = new HiddenInfoTracker(
          game.id,
          variant.players,
          created.body.options,
          'account streams',
        );
        /** version → the seats to act, and what each seat could see then */
        const toActAt = new Map<number, number[]>();
        const visibleAt = new Map<number, Set<string>[]>();
        let turns = 0;
        for (let step = 0; ; step++) {
          expect(step).toBeLessThan(3000);
          const spectator = (await http.call('GET', path)).body;
          const views = await Promise.all(
            accounts.map((a) => http.call('GET', path, undefined, a.key).then((r) => r.body)),
          );
          const version: number = spectator.version;
          views.forEach((v) => expect(v.version).toBe(version));
          const row = await t.db.match.findUniqueOrThrow({ where: { id } });
          const snap = snapshotOf(game.id, {
            views: views.map((x) => x.state),
            legalMoves: views.map((x) => x.legalMoves ?? []),
            spectator: spectator.state,
          });
          tracker.observe(row.moveCount, snap);
          toActAt.set(version, spectator.status === 'active' ? spectator.toAct : []);
          visibleAt.set(version, snap.all);
          if (spectator.status === 'finished') break;

          // every seat to act hears yourTurn for this version, with the view GET answers its account
          const events = await Promise.all(
            (spectator.toAct as number[]).map((s) =>
              streams[s].next((e) => e.type === 'yourTurn' && e.matchId === id && e.version === version),
            ),
          );
          events.forEach((e, i) => {
            const seat = spectator.toAct[i];
            expect(e).toMatchObject({ game: game.id, seat, deadline: views[seat].deadline });
            expect(e.view).toEqual(views[seat]);
          });
          turns += events.length;
          if (step === 3) {
            // a stream opened now starts with the picture: the same yourTurn, view included (NDJSON and SSE)
            const seat: number = spectator.toAct[0];
            const late = await AccountStream.open(http.url, accounts[seat].key);
            const first = await late.next((e) => e.type === 'yourTurn' && e.matchId === id);
            late.close();
            expect(first).toEqual(events[0]);
            expect(await firstSseTurn(http.url, accounts[seat].key, id)).toEqual(events[0]);
          }

          // one seat to act plays from its event's view: one request (templates may draw a move the rules refuse)
          const i = rng.int(events.length);
          const { view } = events[i];
          const legal: MoveTemplate[] = view.legalMoves;
          let res;
          for (let k = 0; k < 50; k++) {
            const move = { ...materialize(rng.pick(legal), rng), expectedVersion: view.version };
            res = await http.call('POST', `${path}/moves`, move, accounts[spectator.toAct[i]].key, {
              Prefer: 'return=minimal',
            });
            if (res.status !== 422) break;
          }
          expect(res!.status).toBe(201);
        }

        // every stream: a matchFinish at the end; a yourTurn exactly for the versions where its seat was to act,
        // and no card that its seat could not see at that version (the events of other matches are not ours)
        for (const [seat, stream] of streams.entries()) {
          await stream.next((e) => e.type === 'matchFinish' && e.matchId === id);
          const mine = stream.events.filter((e) => e.matchId === id);
          const turnVersions = mine.filter((e) => e.type === 'yourTurn').map((e) => e.version);
          const expected = [...toActAt].filter(([, seats]) => seats.includes(seat)).map(([v]) => v);
          expect(turnVersions).toEqual(expected);
          for (const e of mine) {
            const allowed = e.type === 'yourTurn' ? visibleAt.get(e.version)![seat] : new Set<string>();
            const leaked = [...cardsIn(e)].filter((c) => !allowed.has(c));
            if (leaked.length)
              throw new Error(`seat ${seat}'s ${e.type} at version ${e.version} shows ${leaked.join(' ')}`);
          }
        }
        expect(turns).toBeGreaterThan(0);
      } finally {
        for (const s of streams) s.close();
      }
    }, 180_000);
  }
});
