/**
 * The account events' and key replacements' channels: the match writes send account events in their
 * own statement (PostgreSQL), the accounts store a key replacement in its transaction;
 * src/accounts/account-events.ts and api-key-lookup.ts follow them (src/events).
 */
/** The account events' channel: payload `<account id>|<event JSON>`. */
export const ACCOUNT_CHANNEL = 'cardroom_account';

/** API key replacements: payload `<account id>|<nonce>` (src/accounts/api-key-lookup.ts listens). */
export const KEY_CHANNEL = 'cardroom_keys';
