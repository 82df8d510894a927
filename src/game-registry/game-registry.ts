/**
 * The games this instance serves: each game's module registers its binding here at start-up (see
 * game-module.ts); the match service, the turn clock, `GET /games` and the OpenAPI document read it.
 * Registration refuses a second game with the same id.
 */
import { Injectable } from '@nestjs/common';
import type { GameDefinition } from '../engine/types';
import type { GameBinding } from './game-binding';

@Injectable()
export class GameRegistry {
  private readonly byId = new Map<string, GameBinding>();

  register(binding: GameBinding): GameBinding {
    const id = binding.definition.id;
    if (this.byId.has(id)) throw new Error(`two game modules serve "${id}"`);
    this.byId.set(id, binding);
    return binding;
  }

  definition(id: string): GameDefinition | undefined {
    return this.byId.get(id)?.definition;
  }

  /** Every binding, in the order the game modules were listed. */
  bindings(): GameBinding[] {
    return [...this.byId.values()];
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }
}
