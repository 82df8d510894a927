/**
 * Every game's published schemas hold for what the game really shows: on random matches of every seat
 * count, at every step (after setup, every automatic step and every move), the view of every seat and
 * of a spectator validates against the game's `stateSchema`, and every legal-move item of every seat to
 * act against the schema derived from its move type (`legalMoveSchema`). The validator is ajv, strict.
 * The common fields (docs/api.md "The state") are checked for their meaning too.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { initialState } from './driver';
import { ENGINE_GAMES } from './games';
import { optionDefaults } from './options';
import { playout } from './playout';
import { shortOptions } from './testing';
import { COMMON_STATE_FIELDS, legalMoveSchema } from './view-schema';

const MATCHES_PER_GAME = 6;

function seedOf(game: string, i: number): string {
  return Buffer.from(`schema:${game}:${i}`.padEnd(32, '.')).toString('hex').slice(0, 64);
}

function explain(validate: ValidateFunction, value: unknown): string {
  return `${JSON.stringify(validate.errors?.slice(0, 3))} in ${JSON.stringify(value).slice(0, 400)}`;
}

describe.each(ENGINE_GAMES.map((g) => [g.id, g] as const))(
  '%s: the published schemas hold for real views',
  (_id, game) => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    const stateOk = ajv.compile(game.stateSchema);
    const moveOk = new Map(
      Object.entries(game.moves).map(([type, s]) => [
        type,
        ajv.compile(legalMoveSchema(s as unknown as Record<string, unknown>)),
      ]),
    );

    it('declares the common fields', () => {
      const props = game.stateSchema as { properties: Record<string, unknown>; required: string[] };
      for (const f of COMMON_STATE_FIELDS) {
        expect(props.properties[f]).toBeDefined();
        expect(props.required).toContain(f);
      }
    });

    it('validates the view of every seat and a spectator, and every legal-move item, at every step of random matches', () => {
      const counts = Array.from(
        { length: game.maxPlayers - game.minPlayers + 1 },
        (_, k) => game.minPlayers + k,
      );
      let views = 0;
      let items = 0;
      for (let i = 0; i < MATCHES_PER_GAME; i++) {
        const players = counts[i % counts.length];
        playout({
          game,
          players,
          options: shortOptions(game, { targetPoints: 3, rounds: 1, hands: 2, maxHands: 5 }),
          seed: seedOf(game.id, i),
          check: ({ state }) => {
            const toAct = game.toAct(state);
            for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
              const view = game.view(state, seat) as Record<string, unknown>;
              if (!stateOk(view)) throw new Error(`seat ${seat}: ${explain(stateOk, view)}`);
              views++;
              // the common fields mean the same in every game
              expect(view.you).toBe(seat);
              expect(view.toAct).toEqual(game.result(state) ? [] : toAct);
              expect(view.scores).toEqual(game.scores(state));
              if (seat === null) expect(view.yourCards).toBeNull();
              else expect(Array.isArray(view.yourCards)).toBe(true);
              if (seat === null) continue;
              for (const item of game.legalMoves(state, seat)) {
                const check = moveOk.get(item.type);
                if (!check) throw new Error(`legal move of an undeclared type ${item.type}`);
                if (!check(item)) throw new Error(`legal move of seat ${seat}: ${explain(check, item)}`);
                items++;
              }
            }
          },
        });
      }
      expect(views).toBeGreaterThan(100);
      expect(items).toBeGreaterThan(10);
    });

    it('rejects a view that breaks the schema (the check can fail)', () => {
      const good = game.view(
        initialState(game, game.minPlayers, optionDefaults(game.optionsSchema), seedOf(game.id, 99)),
        0,
      ) as Record<string, unknown>;
      expect(stateOk(good)).toBe(true);
      expect(stateOk({ ...good, you: 'zero' })).toBe(false);
      expect(stateOk({ ...good, unexpected: 1 })).toBe(false);
      const { toAct: _t, ...withoutToAct } = good;
      expect(stateOk(withoutToAct)).toBe(false);
    });
  },
);
