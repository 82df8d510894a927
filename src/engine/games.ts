/**
 * Every game's rules, without the HTTP layer: for tools that use the engine on its own (the arena,
 * verification, benchmarks) and for bot authors who simulate.
 */
import { chinesePoker } from './chinese-poker';
import { eastWest } from './east-west';
import { euchre } from './euchre';
import { inBetween } from './in-between';
import { texasHoldem } from './texas-holdem';
import type { GameDefinition } from './types';

export const ENGINE_GAMES: GameDefinition[] = [eastWest, inBetween, chinesePoker, euchre, texasHoldem];

export function engineGame(id: string): GameDefinition | undefined {
  return ENGINE_GAMES.find((g) => g.id === id);
}
