/**
 * A digest of everything a request could change, in one query: rows per table, match versions and move
 * counts, seats taken, account keys, challenge answers, seeks, scores and ratings. The fuzzer compares
 * it before and after every refused request. (The idempotency cache is left out: it is a cache.) A
 * challenge counts by its status as the API reads it (open past its time = expired), so the expiry sweep
 * writing `expired` while a request runs is not taken for a change made by that request.
 */
import type { PrismaService } from '../../src/persistence/prisma.service';

const DIGEST_SQL = `SELECT concat_ws(' ',
  'matches', (SELECT count(*) || '/' || coalesce(sum(version), 0) || '/' || coalesce(sum(move_count), 0)
    || '/' || count(*) FILTER (WHERE status = 'finished') FROM match),
  'moves', (SELECT count(*) FROM move),
  'seats', (SELECT count(*) || '/' || count(name) || '/' || count(token_hash) || '/' || count(account_id)
    FROM seat),
  'scores', (SELECT count(*) FROM score),
  'accounts', (SELECT count(*) || '/'
    || md5(coalesce(string_agg(coalesce(key_hash, '-'), ',' ORDER BY id), '')) FROM account),
  'challenges', (SELECT count(*) || '/'
    || md5(coalesce(string_agg(CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired'
      ELSE status::text END || coalesce(match_id::text, ''), ',' ORDER BY id), ''))
    FROM challenge),
  'answers', (SELECT count(answer) FROM challenge_invitee),
  'seeks', (SELECT count(*) || '/' || md5(coalesce(string_agg(status::text, ',' ORDER BY id), '')) FROM seek),
  'ratings', (SELECT count(*) || '/' || coalesce(sum(matches), 0) FROM rating)
) AS digest`;

export async function databaseDigest(db: PrismaService): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ digest: string }[]>(DIGEST_SQL);
  return rows[0].digest;
}
