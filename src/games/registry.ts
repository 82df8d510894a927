/** The games this service serves (each module's binding), in the order `GET /games` lists them. */
import type { GameBinding } from './game-binding';

export const GAMES: GameBinding[] = [];
