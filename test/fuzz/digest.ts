/**
 * A digest of everything a request could change, in one query: rows per table, match versions and move
 * counts, seats taken, account keys, challenge answers, seeks, scores and ratings with their history,
 * series with their players' answers and matches, tournaments with their players and games, gauntlets
 * with their deals. The fuzzer compares it before and after every refused request. Every table of
 * prisma/schema.prisma is in it but the idempotency cache (a cache). A challenge counts by its status as
 * the API reads it (open past its time = expired), so the expiry sweep writing `expired` while a request
 * runs is not taken for a change made by that request.
 */
import type { PrismaService } from '../../src/persistence/prisma.service';

/** md5 of a column list over a table's rows in a fixed order (the empty table: md5 of ''). */
const hashOf = (expr: string, table: string, order: string) =>
  `md5(coalesce(string_agg(${expr}, ',' ORDER BY ${order}), '')) FROM ${table}`;

const DIGEST_SQL = `SELECT concat_ws(' ',
  'matches', (SELECT count(*) || '/' || coalesce(sum(version), 0) || '/' || coalesce(sum(move_count), 0)
    || '/' || count(*) FILTER (WHERE status = 'finished') FROM match),
  'moves', (SELECT count(*) FROM move),
  'seats', (SELECT count(*) || '/' || count(name) || '/' || count(token_hash) || '/' || count(account_id)
    FROM seat),
  'scores', (SELECT count(*) FROM score),
  'accounts', (SELECT count(*) || '/' || ${hashOf(`coalesce(key_hash, '-')`, 'account', 'id')}),
  'challenges', (SELECT count(*) || '/' || ${hashOf(
    `CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired' ELSE status::text END
      || coalesce(match_id::text, '')`,
    'challenge',
    'id',
  )}),
  'answers', (SELECT count(answer) FROM challenge_invitee),
  'seeks', (SELECT count(*) || '/' || ${hashOf('status::text', 'seek', 'id')}),
  'ratings', (SELECT count(*) || '/' || coalesce(sum(matches), 0) || '/' || count(*) FILTER (WHERE seeded)
    FROM rating),
  'rating-history', (SELECT count(*) FROM rating_change),
  'series', (SELECT count(*) || '/' || ${hashOf(
    `status::text || coalesce(stopped_at::text, '-')`,
    'series',
    'id',
  )}),
  'series-players', (SELECT count(*) || '/' || ${hashOf(
    `series_id::text || position || coalesce(answer, '-')`,
    'series_player',
    'series_id, position',
  )}),
  'series-matches', (SELECT count(*) FROM series_match),
  'tournaments', (SELECT count(*) || '/' || ${hashOf(
    `status::text || round || coalesce(rounds::text, '-')`,
    'tournament',
    'id',
  )}),
  'tournament-players', (SELECT count(*) || '/' || count(withdrawn_at) FROM tournament_player),
  'tournament-games', (SELECT count(*) || '/' || count(places) FROM tournament_game),
  'gauntlets', (SELECT count(*) || '/' || ${hashOf(
    `status::text || level_index || levels_done::text`,
    'gauntlet',
    'id',
  )}),
  'gauntlet-deals', (SELECT count(*) || '/' || count(settled_at) FROM gauntlet_deal)
) AS digest`;

/** The tables the digest reads (a test checks that they are every table but the cache and migrations). */
export const DIGEST_TABLES = [...new Set([...DIGEST_SQL.matchAll(/\bFROM (\w+)/g)].map((m) => m[1]))];

export async function databaseDigest(db: PrismaService): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ digest: string }[]>(DIGEST_SQL);
  return rows[0].digest;
}
