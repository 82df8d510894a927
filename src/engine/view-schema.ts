/**
 * What a seat sees is declared once per game, in its `types.ts`, as a JSON Schema (`stateSchema`,
 * `as const`): the TypeScript type of the view is `FromSchema` of it, the OpenAPI document publishes it
 * (`<Game>State`, src/http/openapi.ts) and a test validates real views against it. This file holds the
 * pieces every game's schema shares: the common fields (one name per idea across games, docs/api.md
 * "The state") and the building blocks (a seat, a card, lists of them).
 *
 * The schemas are JSON Schema (draft 7: `type: ['integer', 'null']` for a nullable value); the OpenAPI
 * 3.0 document receives them translated (`nullable: true`).
 */
import type { JSONSchema } from 'json-schema-to-ts';

/** A card as views show it: rank 2–9, T, J, Q, K, A and suit c, d, h, s ("Th" is the ten of hearts). */
export const VIEW_CARD_PATTERN = '^[2-9TJQKA][cdhs]$';

export const card = { type: 'string', pattern: VIEW_CARD_PATTERN } as const;
export const cards = { type: 'array', items: card } as const;
export const seat = { type: 'integer', minimum: 0 } as const;
export const seats = { type: 'array', items: seat } as const;
export const nullableSeat = { type: ['integer', 'null'], minimum: 0 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
export const int = { type: 'integer' } as const;
export const ints = { type: 'array', items: int } as const;
export const nullableCard = { type: ['string', 'null'], pattern: VIEW_CARD_PATTERN } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const str = { type: 'string' } as const;
export const bool = { type: 'boolean' } as const;

/**
 * The fields every game's `state` has, with the same name and meaning (docs/api.md "The state"). Each
 * game's view fills them; the per-game specifics keep their own names beside them.
 */
export const commonStateProperties = {
  you: {
    ...nullableSeat,
    description: "Your seat (the same as the match view's `you`), or null for a spectator.",
  },
  toAct: {
    ...seats,
    description:
      "Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken.",
  },
  yourCards: {
    type: ['array', 'null'],
    items: card,
    description:
      'The cards only you see now (your hand, hole cards or drawn card); [] when you hold none, null for a spectator.',
  },
  board: {
    ...cards,
    description:
      'The face-up cards in the middle of the table now, which everyone sees (see each game for what they are).',
  },
  scores: {
    type: 'array',
    items: { type: 'number' },
    description: "Every seat's score by seat (points or chips: the same as the match view's `scores`).",
  },
} as const;

/** The names of the common fields, required in every game's state. */
export const COMMON_STATE_FIELDS = ['phase', 'you', 'toAct', 'yourCards', 'board', 'scores'] as const;

/** The field every game's state also has: its phase, one of `phases` (a game-specific enum). */
export function phaseField<const P extends readonly string[]>(phases: P) {
  return {
    type: 'string',
    enum: phases,
    description: 'The phase of the rules document (docs/rules/<game>.md §4).',
  } as const;
}

/**
 * A legal-move item's schema from the move's schema (docs/api.md "legalMoves"): the move itself, where
 * an integer field may instead hold a range `{ min, max }` (post an integer in it) and a list of cards
 * `{ choose, from }` (post `choose` of those cards). Derived, so each move's shape stays declared once.
 */
export function legalMoveSchema(move: Record<string, unknown>): Record<string, unknown> {
  const {
    examples: _examples,
    properties,
    required,
    ...rest
  } = move as {
    examples?: unknown;
    required: string[];
    properties: Record<string, Record<string, unknown>>;
  };
  const props: Record<string, unknown> = {};
  for (const [key, p] of Object.entries(properties)) {
    const { default: _default, ...field } = p;
    if (field.type === 'integer')
      props[key] = { anyOf: [withoutNullable(field), INT_RANGE], description: field.description };
    else if (field.type === 'array')
      props[key] = { anyOf: [field, CARD_CHOICE], description: field.description };
    else props[key] = 'enum' in field && !('type' in field) ? { type: 'string', ...field } : field;
  }
  return { ...rest, properties: props, required };
}

function withoutNullable(field: Record<string, unknown>): Record<string, unknown> {
  const { nullable: _n, description: _d, ...rest } = field;
  return rest;
}

/** `{ min, max }` in a legal-move item: post an integer from min to max in its place. */
export const INT_RANGE = {
  type: 'object',
  description: 'A template field: post an integer from `min` to `max` (inclusive) in its place.',
  properties: { min: { type: 'integer' }, max: { type: 'integer' } },
  required: ['min', 'max'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** `{ choose, from }` in a legal-move item: post an array of `choose` distinct cards of `from`. */
export const CARD_CHOICE = {
  type: 'object',
  description:
    "A template field: post an array of `choose` distinct cards of `from` (several `choose` fields of one item share the cards: Chinese poker's rows partition your 13).",
  properties: { choose: { type: 'integer', minimum: 0 }, from: cards },
  required: ['choose', 'from'],
  additionalProperties: false,
} as const satisfies JSONSchema;
