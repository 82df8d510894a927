/**
 * Past versions and match records, engine level, for every game: the views rebuilt for every move count
 * (seed + log, versions.ts) equal the views recorded while the match was played, for every seat and the
 * spectator, and the hidden-information checker finds no leak in them; a record (record.ts) lists every
 * deal, fits its JSON Schema, and the offline verifier accepts it and catches tampering.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ENGINE_GAMES } from '../engine/games';
import { replay } from '../engine/driver';
import { playout } from '../engine/playout';
import { materialize } from '../engine/playout';
import { resolveOptions } from '../engine/options';
import type { GameDefinition, Move } from '../engine/types';
import { HiddenInfoTracker, hiddenRulesOf, snapshotOf } from '../../test/util/hidden-info';
import {
  buildRecord,
  type RecordDocument,
  type RecordMove,
  recordSchema,
  recordSchemaErrors,
  verifyRecord,
} from './record';
import { movesAtVersion, ReplayCache, stateAfterMoves } from './versions';
import { dealsOf, type MatchSource } from './walk';

interface Played {
  src: MatchSource;
  /** views[k][seat + 1]: what each viewer (spectator first) saw after k moves and their automatic steps */
  views: unknown[][];
}

/** Plays a match with random legal moves and records every viewer's view after each move as it happened. */
function playRecorded(game: GameDefinition, players: number, options: unknown, seed: string): Played {
  const moves: { seat: number; move: Move }[] = [];
  const views: unknown[][] = [];
  let last: unknown = null;
  const snap = (state: unknown) =>
    [null, ...Array.from({ length: players }, (_, s) => s)].map((v) => game.view(state, v));
  playout({
    game,
    players,
    options,
    seed,
    chooseMove: (_state, _seat, legal, rng) => materialize(rng.pick(legal), rng) as Move,
    check: (s) => {
      if (s.kind === 'move') {
        views.push(snap(last));
        moves.push({ seat: s.seat!, move: s.move! });
      }
      last = s.state;
    },
  });
  views.push(snap(last));
  return { src: { players, options, seed, moves }, views };
}

/** The game's options that keep matches short (the hidden-information sweep's), defaults filled in. */
function optionsOf(game: GameDefinition): unknown {
  const r = resolveOptions(game.optionsSchema, { ...hiddenRulesOf(game.id).short });
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options;
}

describe.each(ENGINE_GAMES.map((g) => [g.id, g] as const))('%s: past versions and records', (_id, game) => {
  const players = [game.minPlayers, Math.min(game.maxPlayers, game.minPlayers + 2)];
  const matches = players.flatMap((n, i) =>
    [0, 1].map((k) => ({ n, seed: `${(i * 2 + k + 1).toString(16).padStart(2, '0')}`.repeat(32) })),
  );

  it('the view of every version, for every seat and the spectator, equals the view seen at the time, with no leak', () => {
    let compared = 0;
    for (const { n, seed } of matches) {
      const options = optionsOf(game);
      const { src, views } = playRecorded(game, n, options, seed);
      const tracker = new HiddenInfoTracker(
        game.id,
        n,
        options as Record<string, unknown>,
        `${game.id} ${n} ${seed.slice(0, 4)}`,
      );
      const cache = new ReplayCache(4, 4);
      for (let k = 0; k <= src.moves.length; k++) {
        const state = cache.stateAfterMoves('m', game, src, k);
        const rebuilt = [null, ...Array.from({ length: n }, (_, s) => s)].map((v) => game.view(state, v));
        if (!isDeepStrictEqual(rebuilt, views[k]))
          throw new Error(`${game.id}: the view after ${k} moves differs from the one seen at the time`);
        compared += rebuilt.length;
        const seats = rebuilt.slice(1);
        const toAct = new Set(game.toAct(state));
        tracker.observe(
          k,
          snapshotOf(game.id, {
            views: seats,
            legalMoves: seats.map((_, s) => (toAct.has(s) ? game.legalMoves(state, s) : [])),
            spectator: rebuilt[0],
          }),
        );
      }
      // the final rebuilt state is the driver's replay
      expect(stateAfterMoves(game, src, src.moves.length)).toEqual(replay(game, n, options, seed, src.moves));
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('a record lists every deal, fits its schema and verifies; tampering is caught', () => {
    const { n, seed } = matches[0];
    const options = optionsOf(game) as Record<string, unknown>;
    const { src } = playRecorded(game, n, options, seed);
    const final = replay(game, n, options, seed, src.moves);
    // two moves per version, as when a move triggers a bot move
    const moves: RecordMove[] = src.moves.map((m, i) => ({
      seq: i + 1,
      seat: m.seat,
      move: m.move,
      at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      version: 2 + Math.floor(i / 2),
    }));
    const record: RecordDocument = buildRecord(game, {
      id: 'm-1',
      createdAt: '2025-01-01T00:00:00.000Z',
      finishedAt: moves.at(-1)?.at ?? null,
      version: moves.at(-1)?.version ?? 1,
      options,
      seed,
      seats: Array.from({ length: n }, (_, s) => ({
        seat: s,
        name: `p${s}`,
        account: null,
        bot: s === 0 ? null : 'random',
      })),
      moves,
      result: game.result(final)!,
    });
    expect(recordSchemaErrors(record)).toEqual([]);
    expect(record.deals.length).toBeGreaterThan(0);
    expect(record.deals).toEqual(dealsOf(game, src));
    for (const d of record.deals) expect(new Set(d.cards).size).toBe(d.cards.length);
    const ok = verifyRecord(JSON.parse(JSON.stringify(record)), ENGINE_GAMES);
    expect(ok.checks.filter((c) => !c.ok)).toEqual([]);
    expect(ok.ok).toBe(true);
    // versions: k moves at version v
    expect(
      movesAtVersion(
        moves.map((m) => m.version),
        1,
      ),
    ).toBe(0);
    expect(
      movesAtVersion(
        moves.map((m) => m.version),
        2,
      ),
    ).toBe(Math.min(2, moves.length));

    const tampered = (f: (r: RecordDocument) => void) => {
      const r = JSON.parse(JSON.stringify(record)) as RecordDocument;
      f(r);
      return verifyRecord(r, ENGINE_GAMES);
    };
    const failed = (v: ReturnType<typeof verifyRecord>) => v.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failed(tampered((r) => (r.seed = r.seed.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')))))).toEqual(
      expect.arrayContaining(['sha256(seed) = seedHash']),
    );
    expect(
      failed(
        tampered(
          (r) => ([r.deals[0].cards[0], r.deals[0].cards[1]] = [r.deals[0].cards[1], r.deals[0].cards[0]]),
        ),
      ),
    ).toEqual(['deals']);
    expect(failed(tampered((r) => (r.result.winners = r.result.winners.length ? [] : [0])))).toEqual([
      'result',
    ]);
    expect(
      failed(
        tampered((r) => (r.result.standings = r.result.standings.map((x) => ({ ...x, place: 1 })).reverse())),
      ),
    ).toEqual(['result']);
    expect(
      failed(tampered((r) => (r.resigned = [r.result.standings.find((x) => x.place === 1)!.seat]))),
    ).toEqual(['result']);
    expect(failed(tampered((r) => (r.moves[0].seat = (r.moves[0].seat + 1) % n)))).toContain('replay');
    expect(failed(tampered((r) => delete (r as Partial<RecordDocument>).seedHash))).toEqual(['format']);
  });
});

describe('the record JSON Schema', () => {
  it('docs/match-record.schema.json is the schema the code validates with', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../docs/match-record.schema.json'), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(recordSchema)));
  });
});
