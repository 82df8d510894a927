/** Nest injection tokens. */
export const APP_CONFIG = Symbol('APP_CONFIG');
