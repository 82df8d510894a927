/**
 * One conformance spec over every game (the contract of src/engine/types.ts), on random matches of
 * every seat count, driven as the service drives them (driver.ts):
 * - `apply` never mutates its input, accepted or rejected;
 * - every concrete legal move applies, and some draw of every template does; every legal move and every
 *   declared example passes the game's move schema, and its type is allowed in the phase;
 * - the shared checks answer with their reason codes: a malformed move `invalid-move`, a seat not to
 *   act `not-your-turn` (or the rules' own reason), a move type outside the phase `wrong-phase`, any
 *   move after the end `match-over`;
 * - replaying the seed and the move log gives the final state exactly;
 * - every built-in bot (every level of game.bots), given only its seat's view and legal moves as the
 *   service gives them, plays whole matches with moves the rules accept, the same moves from the same seed.
 * That views never leak is checked in volume by hidden-info.spec.ts over the same games.
 */
import { initialState, replay, type ReplayMove, settle } from './driver';
import { ENGINE_GAMES } from './games';
import { isTemplate, materialize } from './playout';
import { resolveOptions, withPreset } from './options';
import { rngFromSeed } from './random';
import { shortOptions } from './testing';
import type { GameDefinition, Move } from './types';

const MATCHES_PER_GAME = 12;
const MAX_MOVES = 3_000;

function seedOf(game: string, i: number): string {
  return Buffer.from(`${game}:${i}`.padEnd(32, '.')).toString('hex').slice(0, 64);
}

function frozenApply(game: GameDefinition, state: unknown, seat: number, move: Move) {
  const before = JSON.stringify(state);
  const r = game.apply(state, seat, move);
  expect(JSON.stringify(state)).toBe(before);
  return r;
}

describe.each(ENGINE_GAMES.map((g) => [g.id, g] as const))(
  '%s conforms to the game contract',
  (_id, game) => {
    it('declares consistent phases and move examples', () => {
      for (const types of Object.values(game.phases))
        for (const t of types) expect(Object.keys(game.moves)).toContain(t);
      for (const [type, schema] of Object.entries(game.moves)) {
        expect(schema.examples.length).toBeGreaterThan(0);
        for (const ex of schema.examples) expect(game.checkShape(ex)).toEqual({ ok: true, move: ex });
        expect(schema.properties.type.enum).toEqual([type]);
      }
      expect(game.checkShape({ type: 'no-such-move' }).ok).toBe(false);
    });

    it('plays random matches by the contract, and replays them exactly', () => {
      const counts = Array.from(
        { length: game.maxPlayers - game.minPlayers + 1 },
        (_, k) => game.minPlayers + k,
      );
      let checkedMoves = 0;
      for (let i = 0; i < MATCHES_PER_GAME; i++) {
        const players = counts[i % counts.length];
        const options = shortOptions(game);
        const seed = seedOf(game.id, i);
        const rng = rngFromSeed(seed, 'conformance');
        let state = initialState(game, players, options, seed);
        const log: ReplayMove[] = [];
        while (game.result(state) === null && log.length < MAX_MOVES) {
          const toAct = game.toAct(state);
          expect(toAct.length).toBeGreaterThan(0);
          const phase = game.phaseOf(state);
          const allowed = game.phases[phase];
          expect(allowed).toBeDefined();
          const seat = rng.pick(toAct);
          const legal = game.legalMoves(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          for (const item of legal) expect(allowed).toContain(item.type);
          // every concrete legal move applies and passes the schema
          for (const item of legal.filter((m) => !isTemplate(m))) {
            expect(game.checkShape(item).ok).toBe(true);
            const r = frozenApply(game, state, seat, item as Move);
            if (!r.ok)
              throw new Error(
                `${game.id} seed ${seed}: listed move ${JSON.stringify(item)} rejected: ${r.reason}`,
              );
            checkedMoves++;
          }
          // the shared checks
          expect(frozenApply(game, state, seat, { type: 'no-such-move' })).toMatchObject({
            ok: false,
            reason: 'invalid-move',
          });
          const idle = Array.from({ length: players }, (_, s) => s).find((s) => !toAct.includes(s));
          if (idle !== undefined) {
            const r = frozenApply(game, state, idle, materialize(legal[0], rng));
            expect(r.ok).toBe(false);
            if (!r.ok) expect(r.reason).not.toBe('invalid-move');
          }
          const outside = Object.keys(game.moves).find((t) => !allowed.includes(t));
          if (outside) {
            const example = game.moves[outside].examples[0] as Move;
            expect(frozenApply(game, state, seat, example)).toMatchObject({
              ok: false,
              reason: 'wrong-phase',
            });
          }
          // a legal move: concrete, or a draw of a template that the rules accept
          let move: Move | null = null;
          for (let attempt = 0; attempt < 300 && !move; attempt++) {
            const candidate = materialize(rng.pick(legal), rng);
            expect(game.checkShape(candidate).ok).toBe(true);
            if (frozenApply(game, state, seat, candidate).ok) move = candidate;
          }
          if (!move) throw new Error(`${game.id} seed ${seed}: no legal-move item of seat ${seat} applies`);
          const r = game.apply(state, seat, move);
          if (!r.ok) throw new Error(r.reason);
          log.push({ seat, move });
          checkedMoves++;
          state = settle(game, r.state, seed, log.length);
        }
        if (game.result(state) !== null) {
          const anySeat = 0;
          const example = Object.values(game.moves)[0].examples[0] as Move;
          expect(frozenApply(game, state, anySeat, example)).toMatchObject({
            ok: false,
            reason: 'match-over',
          });
          expect(game.legalMoves(state, anySeat)).toEqual([]);
        }
        expect(replay(game, players, options, seed, log)).toEqual(state);
      }
      expect(checkedMoves).toBeGreaterThan(0);
    });

    it.each(Object.keys(game.bots))(
      'bot %s plays a whole match with legal moves only, the same from the same seed',
      (bot) => {
        // `bot` in every seat, each move from the seat's view and legal moves, as the service runs bots
        const options = shortOptions(game);
        const seed = seedOf(`${game.id}:${bot}`, 0);
        const ctx = (state: unknown, seat: number, n: number) => ({
          seat,
          view: game.view(state, seat),
          legalMoves: game.legalMoves(state, seat),
          options,
          rng: rngFromSeed(seed, `bot:${n}`),
        });
        let state = initialState(game, game.minPlayers, options, seed);
        const log: ReplayMove[] = [];
        while (game.result(state) === null) {
          if (log.length >= MAX_MOVES)
            throw new Error(`${game.id} ${bot}: no result after ${MAX_MOVES} moves`);
          const seat = game.toAct(state)[0];
          const c = ctx(state, seat, log.length + 1);
          const before = JSON.stringify({ view: c.view, legalMoves: c.legalMoves });
          const move = game.bots[bot](c);
          // a bot reads its seat's view and legal moves and changes neither
          expect(JSON.stringify({ view: c.view, legalMoves: c.legalMoves })).toBe(before);
          const r = frozenApply(game, state, seat, move);
          if (!r.ok)
            throw new Error(
              `${game.id} bot ${bot} seed ${seed}: ${JSON.stringify(move)} rejected: ${r.reason}`,
            );
          log.push({ seat, move });
          state = settle(game, r.state, seed, log.length);
        }
        expect(replay(game, game.minPlayers, options, seed, log)).toEqual(state);
        const first = initialState(game, game.minPlayers, options, seed);
        expect(game.bots[bot](ctx(first, log[0].seat, 1))).toEqual(log[0].move);
      },
    );
  },
);

describe.each(ENGINE_GAMES.map((g) => [g.id, g] as const))('%s: presets', (_id, game) => {
  it('every preset has a unique name and options the game accepts as they are', () => {
    const presets = game.presets ?? [];
    expect(new Set(presets.map((p) => p.name)).size).toBe(presets.length);
    for (const p of presets) {
      expect(p.name).toMatch(/^[a-z0-9-]{1,64}$/);
      const r = resolveOptions(game.optionsSchema, p.options);
      expect([p.name, r.ok ? 'ok' : r.details]).toEqual([p.name, 'ok']);
      // a body's options go over the preset's; an unknown preset is refused with the game's names
      expect(withPreset(presets, p.name, { x: 1 })).toEqual({ ok: true, input: { ...p.options, x: 1 } });
    }
    const unknown = withPreset(presets, 'no-such-preset', {});
    expect(unknown.ok).toBe(false);
  });
});
