/**
 * The account events' LISTEN/NOTIFY channel and statement, shared by the stores that send them: the
 * match store (with a match write, in its own statement or transaction) and the accounts store (on
 * their own). src/accounts/account-events.ts listens on the channel.
 */
import { Prisma } from '../generated/prisma/client';

/** The account events' channel: payload `<account id>|<event JSON>`. */
export const ACCOUNT_CHANNEL = 'cardroom_account';

/** API key replacements: payload `<account id>|<nonce>` (src/accounts/api-key-lookup.ts listens). */
export const KEY_CHANNEL = 'cardroom_keys';

/** Sends the payloads on ACCOUNT_CHANNEL (delivered when the surrounding transaction commits). */
export const accountNotifySql = (payloads: string[]) =>
  Prisma.sql`SELECT pg_notify(${ACCOUNT_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`;
