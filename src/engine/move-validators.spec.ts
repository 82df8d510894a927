/**
 * The generated move validators (move-validators.generated.ts) are those of the games' move schemas as
 * they are now, and answer exactly as ajv compiling the schemas at run time would: on every example
 * move of every game and on malformed variants of them.
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { moveValidatorsSource, VALIDATORS_FILE } from '../../scripts/generate-move-validators';
import { ENGINE_GAMES } from './games';
import { MOVE_VALIDATORS } from './move-validators.generated';
import { AJV_OPTIONS } from './moves';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

describe('generated move validators', () => {
  it('are up to date with the move schemas (npm run engine:validators)', () => {
    expect(readFileSync(VALIDATORS_FILE, 'utf8')).toBe(moveValidatorsSource());
  });

  it('exist for every move type of every game', () => {
    const keys = ENGINE_GAMES.flatMap((g) => Object.keys(g.moves).map((t) => `${g.id}/${t}`));
    expect(Object.keys(MOVE_VALIDATORS).sort()).toEqual(keys.sort());
  });

  it('agree with ajv compiling the schema, on examples and malformed variants', () => {
    const ajv = new Ajv(AJV_OPTIONS);
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -5, max: 60 }),
      fc.double(),
      fc.string({ maxLength: 4 }),
      fc.constantFrom('As', 'Td', '10h', 'Zz'),
      fc.array(fc.constantFrom('As', 'Kd', 'x', 3), { maxLength: 14 }),
      fc.boolean(),
    );
    for (const game of ENGINE_GAMES) {
      for (const [type, schema] of Object.entries(game.moves)) {
        const generated = (MOVE_VALIDATORS as Record<string, Validator>)[`${game.id}/${type}`];
        const compiled = ajv.compile(schema) as Validator;
        const fields = [...Object.keys(schema.properties), 'extra'];
        fc.assert(
          fc.property(
            fc.constantFrom(...schema.examples),
            fc.constantFrom(...fields),
            value,
            fc.boolean(),
            (example, field, v, drop) => {
              const body: Record<string, unknown> = { ...example };
              if (drop) delete body[field];
              else body[field] = v;
              for (const b of [example, body]) {
                const ok = generated(b);
                expect([b, ok]).toEqual([b, compiled(b)]);
                expect(generated.errors ?? null).toEqual(compiled.errors ?? null);
              }
            },
          ),
          { numRuns: 200, seed: 21 },
        );
      }
    }
  });
});
