/**
 * A transaction that a store opened, as the features see it: opaque. A feature hands it from one store
 * call (or port) to the next so that their writes commit together, and never looks inside; only the
 * stores and src/persistence turn it back into Prisma's transaction client (tx-client.ts, which the
 * lint keeps from every other file).
 */
declare const OPAQUE: unique symbol;

export interface Tx {
  readonly [OPAQUE]: 'a transaction opened by a store';
}
