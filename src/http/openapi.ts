/**
 * The game-specific parts of the OpenAPI document, derived from the engine's declarations (the options
 * schema, the move JSON Schemas and the state JSON Schema of `src/engine/<game>/types.ts`): nothing
 * about a move, an option or a view is declared a second time for the document. Per game:
 * `<Game>Options`, `<Game><Type>Move`, `<Game><Type>LegalMove`, `<Game>State`, and the match answers
 * typed with them (`<Game>MatchView`, `<Game>CreatedMatch`, `<Game>Joined`), plus the examples every
 * route shows (each one valid for its route, and executable as given where it says so).
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { optionDefaults, optionsJsonSchema, type OptionsSchema } from '../engine/options';
import type { GameDefinition } from '../engine/types';
import { legalMoveSchema } from '../engine/view-schema';
import type { GameBinding } from '../game-registry/game-binding';

export const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** `#/components/schemas/...` name of a game's options: `EuchreOptions`. */
export const optionsSchemaName = (game: GameDefinition) => `${pascal(game.id)}Options`;
/** `#/components/schemas/...` name of a game's move type: `TexasHoldemRaiseMove`. */
export const moveSchemaName = (game: GameDefinition, type: string) => `${pascal(game.id)}${pascal(type)}Move`;
/** A legal-move item of that type (the move, where fields may be `{min,max}` or `{choose,from}`): `TexasHoldemRaiseLegalMove`. */
export const legalMoveSchemaName = (game: GameDefinition, type: string) =>
  `${pascal(game.id)}${pascal(type)}LegalMove`;
/** What a seat sees of the game: `EuchreState`. */
export const stateSchemaName = (game: GameDefinition) => `${pascal(game.id)}State`;
/** The match view with the game's state, legal moves and options: `EuchreMatchView`. */
export const matchViewSchemaName = (game: GameDefinition) => `${pascal(game.id)}MatchView`;
export const createdMatchSchemaName = (game: GameDefinition) => `${pascal(game.id)}CreatedMatch`;
export const joinedSchemaName = (game: GameDefinition) => `${pascal(game.id)}Joined`;
export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

type Json = Record<string, unknown>;

/** The optional field of every move body (docs/api.md "Moves"). */
const EXPECTED_VERSION = {
  type: 'integer',
  minimum: 0,
  description: 'Optional: the version you saw; 409 if the match has moved on.',
};

/**
 * A JSON Schema (draft 7, as the engine declares them) as OpenAPI 3.0 reads it: `type: [T, 'null']` and
 * `anyOf: [X, { type: 'null' }]` become `nullable: true`, `examples` becomes `example`, a bare `enum`
 * gets its `type`.
 */
export function toOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi30);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = { ...(schema as Json) };
  if (Array.isArray(s.examples)) {
    if (s.examples.length) s.example = s.examples[0];
    delete s.examples;
  }
  if (Array.isArray(s.type)) {
    const types = (s.type as string[]).filter((t) => t !== 'null');
    if (types.length !== 1) throw new Error(`cannot express type ${JSON.stringify(s.type)} in OpenAPI 3.0`);
    s.type = types[0];
    if ((schema as Json & { type: string[] }).type.includes('null')) s.nullable = true;
  }
  if (Array.isArray(s.anyOf)) {
    const options = s.anyOf as Json[];
    const rest = options.filter((o) => !(o.type === 'null' && Object.keys(o).length === 1));
    if (rest.length === 1 && rest.length < options.length) {
      const { anyOf: _anyOf, ...outer } = s;
      return { ...(toOpenApi30(rest[0]) as Json), ...mapValues(outer), nullable: true };
    }
  }
  if ('enum' in s && !('type' in s)) s.type = 'string';
  return mapValues(s);
}

function mapValues(s: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    // `properties` maps names to schemas; every other object or array value is a schema or a list of them
    if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v).map(([p, ps]) => [p, toOpenApi30(ps)]));
    else if (k === 'enum' || k === 'required' || k === 'example' || k === 'default') out[k] = v;
    else out[k] = typeof v === 'object' && v !== null ? toOpenApi30(v) : v;
  }
  return out;
}

/** The OpenAPI schema of a game's options: the defaults are the examples (Swagger UI fills them in). */
function optionsOpenApi(schema: OptionsSchema): Json {
  const s = optionsJsonSchema(schema) as Json & { properties: Record<string, Json> };
  for (const [key, spec] of Object.entries(schema)) s.properties[key].example = spec.default;
  return s;
}

/** The legal-move items of a game: one schema per move type, told apart by `type`. */
function legalMovesSchema(game: GameDefinition): Json {
  return {
    type: 'array',
    description:
      'Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards).',
    // each item's `type` (an enum of one) tells them apart
    items: { oneOf: Object.keys(game.moves).map((t) => schemaRef(legalMoveSchemaName(game, t))) },
  };
}

/** A generic answer schema (`MatchViewDto`, `CreatedMatchDto`) with the game's state, legal moves and options. */
function specialise(base: Json, game: GameDefinition): Json {
  const copy = JSON.parse(JSON.stringify(base)) as Json & { properties: Json };
  copy.properties.state = {
    allOf: [schemaRef(stateSchemaName(game))],
    description: `${game.name} as your seat (or a spectator) sees it.`,
  };
  copy.properties.legalMoves = legalMovesSchema(game);
  copy.properties.options = {
    allOf: [schemaRef(optionsSchemaName(game))],
    description: 'The options the match was created with (defaults filled in).',
  };
  return copy;
}

/**
 * Adds every game's schemas to the document's components (after Nest has built the shared ones), and
 * drops what Nest adds that does not apply (the bearer token is a random string, not a JWT).
 */
export function addGameSchemas(
  doc: OpenAPIObject,
  games: GameDefinition[],
  optionsOf: (game: GameDefinition) => OptionsSchema,
): void {
  doc.components ??= {};
  const schemas = (doc.components.schemas ??= {}) as Record<string, Json>;
  for (const game of games) {
    schemas[optionsSchemaName(game)] = optionsOpenApi(optionsOf(game));
    for (const [type, schema] of Object.entries(game.moves)) {
      // the body of a move: the move, and the optional expectedVersion every move may carry (docs/api.md)
      const body = { ...schema, properties: { ...schema.properties, expectedVersion: EXPECTED_VERSION } };
      schemas[moveSchemaName(game, type)] = toOpenApi30(body) as Json;
      schemas[legalMoveSchemaName(game, type)] = toOpenApi30(
        legalMoveSchema(schema as unknown as Json),
      ) as Json;
    }
    schemas[stateSchemaName(game)] = toOpenApi30(game.stateSchema) as Json;
    schemas[matchViewSchemaName(game)] = specialise(schemas.MatchViewDto, game);
    schemas[createdMatchSchemaName(game)] = specialise(schemas.CreatedMatchDto, game);
    const joined = JSON.parse(JSON.stringify(schemas.JoinedDto)) as Json & { properties: Json };
    joined.properties.match = schemaRef(matchViewSchemaName(game));
    schemas[joinedSchemaName(game)] = joined;
  }
  for (const scheme of Object.values(doc.components.securitySchemes ?? {}))
    delete (scheme as { bearerFormat?: string }).bearerFormat;
}

// ------------------------------------------------------------------------------------------ examples

type Example = { summary: string; description?: string; value: unknown };

/** The create examples: you against built-in bots (the match starts at once), and a seat left open. */
export function createExamples(
  binding: GameBinding,
  optionsOf: (game: GameDefinition) => OptionsSchema,
): Record<string, Example> {
  const game = binding.definition;
  const bots = Array.from({ length: game.minPlayers - 1 }, () => ({ bot: 'basic' }));
  return {
    'against-bots': {
      summary: `You against ${bots.length === 1 ? 'a built-in bot' : `${bots.length} built-in bots`}: the table is full, the match starts at once`,
      description:
        "The answer is your seat's view with your `legalMoves` and, in `seats[0].token`, your seat token: press Authorize and paste it to play. The options shown are the defaults.",
      value: { players: [{ name: 'ana' }, ...bots], options: optionDefaults(optionsOf(game)) },
    },
    'open-seat': {
      summary: 'You and a seat left open for a friend (then try the join example)',
      value: { players: [{ name: 'ana' }, {}, ...bots.slice(1)] },
    },
  };
}

export const JOIN_EXAMPLES: Record<string, Example> = {
  'first-open-seat': {
    summary: 'Take the first open seat (of a match created with the open-seat example)',
    value: { name: 'bo' },
  },
};

/**
 * The move examples, one per move type: executable as given right after the create example where the
 * game's binding says why, otherwise marked as shapes (your cards and ranges are in `legalMoves`).
 */
export function moveExamples(binding: GameBinding): Record<string, Example> {
  const game = binding.definition;
  const legal = binding.examples?.legalAtStart ?? {};
  return Object.fromEntries(
    Object.entries(game.moves).map(([type, s]) => {
      const why = legal[type];
      return [
        type,
        why
          ? {
              summary: `${type}: legal on your first turn after the create example`,
              description: `Post it as it is: ${why}.`,
              value: s.examples[0],
            }
          : {
              summary: `${type}: the shape of the move (fill in from your legalMoves)`,
              description: `A shape, not a move for your deal: take the values from your view's \`legalMoves\` (${s.description})`,
              value: s.examples[0],
            },
      ];
    }),
  );
}

export type ErrorStatus = '400' | '401' | '403' | '404' | '409' | '422' | '429';

/** An example answer for each error status (`ErrorDto`), for the routes of `binding`'s game. */
export function errorExample(status: ErrorStatus, binding: GameBinding): Json {
  const game = binding.definition.id;
  switch (status) {
    case '400':
      return {
        statusCode: 400,
        error: 'bad-request',
        message: 'the request is malformed',
        details: { 'players.1.bot': 'unknown bot; bots: random, basic' },
      };
    case '401':
      return {
        statusCode: 401,
        error: 'unauthorized',
        message: 'a seat token is required: Authorization: Bearer <token>',
      };
    case '403':
      return {
        statusCode: 403,
        error: 'not-your-turn',
        message: "it is not seat 1's turn: seat 0 is to act",
      };
    case '404':
      return {
        statusCode: 404,
        error: 'not-found',
        message: `no ${game} match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c`,
      };
    case '409':
      return {
        statusCode: 409,
        error: 'conflict',
        reason: 'stale-version',
        message: 'the match is at version 18, not 17',
      };
    case '422': {
      const ill = binding.examples?.illegalMove ?? {
        reason: 'illegal',
        message: 'the rules forbid this move now',
      };
      return { statusCode: 422, error: 'illegal-move', reason: ill.reason, message: ill.message };
    }
    case '429':
      return {
        statusCode: 429,
        error: 'too-many-requests',
        message: TOO_MANY_REQUESTS,
        retryAfterSeconds: 12,
        budget: 'create',
        limitPerMinute: 60,
      };
  }
}

/** The `error` of each status outside the game routes (src/http/errors.ts). */
const ERROR_CODES: Record<string, string> = {
  '400': 'bad-request',
  '401': 'unauthorized',
  '403': 'forbidden',
  '404': 'not-found',
  '409': 'conflict',
  '413': 'payload-too-large',
  '415': 'unsupported-media-type',
  '422': 'illegal-move',
  '429': 'too-many-requests',
  '503': 'service-unavailable',
};

/**
 * Every error answer of the document as the server gives it: JSON only (the error filter answers every
 * error in JSON, also on routes whose success is an event stream or a PHH file), each with an example.
 * The game routes have their own examples (errorExample); the others get one from their description.
 */
export function completeErrorAnswers(doc: OpenAPIObject): void {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item as Record<string, { responses?: Record<string, Json> }>)) {
      for (const [status, answer] of Object.entries(op?.responses ?? {})) {
        const content = answer.content as Record<string, Json> | undefined;
        if (Number(status) < 400 || !content) continue;
        const json =
          content['application/json'] ??
          Object.values(content).find((m) => JSON.stringify(m.schema ?? {}).includes('ErrorDto'));
        if (!json || !JSON.stringify(json.schema ?? {}).includes('ErrorDto')) continue;
        answer.content = { 'application/json': json };
        if (json.example === undefined && json.examples === undefined) {
          const error = ERROR_CODES[status] ?? 'bad-request';
          json.example = { statusCode: Number(status), error, message: String(answer.description || error) };
        }
      }
    }
  }
}

/** The 429 answer's message (src/http/errors.ts). */
export const TOO_MANY_REQUESTS =
  'too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again';

/** One `event: state` of the event stream, as the 200 answer's example. */
export const SSE_EXAMPLE =
  'event: state\nid: 12\ndata: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}\n\n: ping\n\n';

/** The document's introduction: how to play from Swagger UI, the state's common fields, the card notation. */
export const API_DESCRIPTION = [
  'Five card games played turn by turn over one protocol. **Try it here**: open a game below, run *Create a match* with the',
  '"against-bots" example, copy `seats[0].token` from the answer into **Authorize**, then *read the match* (your `legalMoves` are in it)',
  'and *play a move*. Errors are JSON `{ statusCode, error, reason, message }`.',
  '',
  "**The state.** Every game's `state` (schema `<Game>State`) has the same fields for the same ideas: `you` (your seat, null for a",
  'spectator), `toAct` (the seats to move), `yourCards` (the cards only you see; null for a spectator), `board` (the face-up cards in the',
  'middle of the table), `scores` (by seat) and `phase`; each game adds its own fields.',
  '',
  '**Cards** are two characters: the rank `2`–`9`, `T` (ten), `J`, `Q`, `K`, `A`, then the suit `c` (clubs), `d` (diamonds), `h` (hearts),',
  '`s` (spades). `"Th"` is the ten of hearts, `"9c"` the nine of clubs (moves also accept `"10h"`).',
  '',
  '**Ending early**: `POST /{game}/matches/{id}/resign` with your token; an open match nobody joins finishes as `abandoned` after an hour.',
].join('\n');
