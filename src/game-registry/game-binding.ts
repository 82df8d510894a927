/**
 * What a game module hands to the generic HTTP layer. The routes of docs/api.md are the same for every
 * game; a game brings its rules (the engine's GameDefinition, whose move and option declarations also
 * give the OpenAPI document its schemas: src/http/openapi.ts) and a summary.
 */
import type { Type } from '@nestjs/common';
import type { GameDefinition } from '../engine/types';

export interface GameBinding {
  definition: GameDefinition;
  /** A short description for the Swagger tag of the game. */
  summary: string;
  /**
   * The OpenAPI document's examples that say something of the game (src/http/openapi.ts): for each
   * move type whose example is legal right after the create example (you against built-in bots), why;
   * the others are shown as shapes. And a 422 answer of the game's rules.
   */
  examples?: {
    legalAtStart?: Readonly<Record<string, string>>;
    illegalMove?: { reason: string; message: string };
  };
  /** Routes of this game only, besides those every game has (Texas Hold'em's hand histories). */
  controllers?: Type<unknown>[];
}
