/** Nest injection tokens. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const GAME_BINDINGS = Symbol('GAME_BINDINGS');
