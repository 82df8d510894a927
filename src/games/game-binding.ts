/**
 * What a game module hands to the generic HTTP layer. The routes of API.md are the same for every
 * game; a game brings its rules (the engine's GameDefinition) and its DTO classes, which give the
 * OpenAPI document a `oneOf` of the game's move types (discriminated by `type`) with examples, and
 * validate move bodies (class-validator; unknown fields are rejected with 400).
 */
import type { Type } from '@nestjs/common';
import type { GameDefinition } from '../engine/types';

/**
 * A move DTO class: a `type` property restricted to one value (e.g. `@Equals('place')`), one
 * decorated property per field, and `static readonly moveType = 'place'` so the HTTP layer can pick
 * the class for a body without instantiating it.
 */
export type MoveDtoClass = Type<unknown> & { moveType: string };

export interface GameBinding {
  definition: GameDefinition;
  moveDtos: MoveDtoClass[];
  /** Documents the create body's `options` (the values are validated against definition.optionsSchema). */
  optionsDto: Type<unknown>;
  /** A short description for the Swagger tag of the game. */
  summary: string;
}
