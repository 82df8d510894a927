/** The opaque `Tx` (tx.ts) and Prisma's transaction client, one into the other: for stores only. */
import type { Prisma } from '../generated/prisma/client';
import type { Tx } from './tx';

/** The transaction as a store hands it out. */
export function txOf(client: Prisma.TransactionClient): Tx {
  return client as unknown as Tx;
}

/** The Prisma client of a transaction a store opened. */
export function clientOf(tx: Tx): Prisma.TransactionClient {
  return tx as unknown as Prisma.TransactionClient;
}
