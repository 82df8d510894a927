/**
 * Moves are declared once, in each game's `types.ts`, as a JSON Schema per move type
 * (`{ type: 'object', properties: { type: { enum: ['place'] }, column: {...} }, ... } as const`). The
 * same declaration gives the TypeScript move type (`FromSchema` of json-schema-to-ts), the shape check
 * every move passes before any rule runs (compiled once by ajv), and the OpenAPI schema of the move
 * body. A shape check looks at types only (a card is a card string, an amount an integer); whether
 * the value is allowed now is the rules' business (422 with a reason code). The real games' checks are
 * generated ahead of time (move-validators.generated.ts), so that the engine builds no code at run time.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { MOVE_VALIDATORS } from './move-validators.generated';
import type { Move } from './types';

/** A card in the notation of the rules files: rank (2–9, T, J, Q, K, A, or 10) and suit (c, d, h, s). */
export const CARD_PATTERN = '^([2-9TJQKAtjqka]|10)[cdhsCDHS]$';
export const CARD_MESSAGE = 'a card is rank (2-9, T, J, Q, K, A) + suit (c, d, h, s), e.g. "Td" or "As"';

/** The JSON Schema of one move type: an object whose `type` property is `{ enum: [<move type>] }`. */
export interface MoveSchema {
  readonly type: 'object';
  readonly description: string;
  readonly properties: {
    readonly type: { readonly enum: readonly [string]; readonly description?: string };
  } & Readonly<Record<string, unknown>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
  /** Example bodies (the first is the OpenAPI example). */
  readonly examples: readonly Readonly<Record<string, unknown>>[];
}

/** Every move type of a game, by its `type`. */
export type MoveSchemas = Readonly<Record<string, MoveSchema>>;

/** A card field, with its description. */
export function cardField<const D extends string>(description: D) {
  return { type: 'string', pattern: CARD_PATTERN, description } as const;
}

/** A list of cards, at most `maxItems`, with its description. */
export function cardsField<const N extends number, const D extends string>(maxItems: N, description: D) {
  return { type: 'array', maxItems, items: { type: 'string', pattern: CARD_PATTERN }, description } as const;
}

export type ShapeCheck =
  { ok: true; move: Move } | { ok: false; message: string; details: Record<string, string> };

/** ajv's options for move schemas (the generated validators are compiled with the same). */
export const AJV_OPTIONS = { allErrors: true, strict: true, strictTypes: false } as const;

/** A compiled shape check: ajv's compiled or generated validator. */
type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The real games' validators, generated ahead of time (scripts/generate-move-validators.ts): the engine
 * builds no code at run time for them. Other games (a test's) are compiled by ajv when defined.
 */
const PRECOMPILED = MOVE_VALIDATORS as Readonly<Record<string, Validator | undefined>>;
let ajv: Ajv | null = null;
const compile = (schema: MoveSchema): Validator => (ajv ??= new Ajv(AJV_OPTIONS)).compile(schema);

function fieldPath(e: ErrorObject): string {
  const base = e.instancePath.split('/').filter(Boolean).join('.');
  const extra =
    e.keyword === 'additionalProperties'
      ? (e.params as { additionalProperty: string }).additionalProperty
      : '';
  return [base, extra].filter(Boolean).join('.') || 'body';
}

function fieldMessage(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return 'unknown field';
  if (e.keyword === 'pattern' && (e.params as { pattern: string }).pattern === CARD_PATTERN)
    return CARD_MESSAGE;
  if (e.keyword === 'type')
    return `must be ${(e.params as { type: string }).type === 'integer' ? 'an integer' : `of type ${(e.params as { type: string }).type}`}`;
  return e.message ?? 'invalid';
}

/** The shape check of a game's moves: the move's `type` picks its schema, which must then hold. */
export function compileMoveCheck(gameId: string, moves: MoveSchemas): (body: unknown) => ShapeCheck {
  const types = Object.keys(moves);
  const validators = new Map(types.map((t) => [t, PRECOMPILED[`${gameId}/${t}`] ?? compile(moves[t])]));
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return {
        ok: false,
        message: 'a move is a JSON object such as { "type": "..." }',
        details: { body: 'must be a JSON object' },
      };
    }
    const type = (body as { type?: unknown }).type;
    const validate =
      typeof type === 'string' && Object.hasOwn(moves, type) ? validators.get(type) : undefined;
    if (!validate)
      return {
        ok: false,
        message: 'unknown move type',
        details: { type: `must be one of: ${types.join(', ')}` },
      };
    if (validate(body)) return { ok: true, move: body as Move };
    const details: Record<string, string> = {};
    for (const e of validate.errors ?? []) {
      const path = fieldPath(e);
      if (!details[path]) details[path] = fieldMessage(e);
    }
    return { ok: false, message: `malformed ${type} move`, details };
  };
}
