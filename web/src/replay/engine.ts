/**
 * The project's pure rules engine, loaded by the replay view only (a chunk of its own). The Buffer global
 * must exist before src/engine/random.ts is evaluated, so buffer-global comes first.
 */
import './buffer-global';

export { ENGINE_GAMES, engineGame } from '../../../src/engine/games';
export { initialState, applyMove } from '../../../src/engine/driver';
export type { GameDefinition, Move } from '../../../src/engine/types';
