-- The match's one version-guarded write (src/persistence/match-writes.ts): the group commit's batches and
-- the writes inside a caller's transaction (a join, an idempotent answer, a rated match that ends) both
-- call this function, so the guard, the move log, the final scores and the notifications are written
-- once, here. Besides what 20261124210000_write_moves_function wrote, a write may now carry the
-- lifecycle's ending (`ending`: true when the seats that resigned or the lifecycle's result change; then
-- `resigned` and `result`, which is absent for none); a common move carries no `ending` and leaves both
-- columns as they are. Same signature and answer as before.
CREATE OR REPLACE FUNCTION cardroom_write_moves(writes jsonb, ids uuid[], match_channel text, account_channel text)
RETURNS TABLE (i int, notified boolean, "accountNotified" int)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH b AS (
    SELECT * FROM jsonb_to_recordset(writes) AS b(i int, id uuid, prev int, state jsonb, version int, "moveCount" int, status text,
      deadline timestamptz, "updatedAt" timestamptz, moves jsonb, scores jsonb, notice text, accounts jsonb,
      ending boolean, resigned int[], result jsonb)
  ), u AS (
    UPDATE "match" m SET state = b.state, version = b.version, move_count = b."moveCount", status = b.status::"MatchStatus",
           deadline = b.deadline, updated_at = b."updatedAt",
           resigned = CASE WHEN b.ending THEN b.resigned ELSE m.resigned END,
           result = CASE WHEN b.ending THEN b.result ELSE m.result END
    FROM b WHERE m.id = ANY(ids) AND m.id = b.id AND m.version = b.prev
    RETURNING b.i, m.id, m.watched_until, b.version, b.moves, b.scores, b.notice, b.accounts
  ), mv AS (
    INSERT INTO "move" (match_id, seq, seat, move, version)
    SELECT u.id, x.seq, x.seat, x.move, u.version FROM u, jsonb_to_recordset(u.moves) AS x(seq int, seat int, move jsonb)
  ), sc AS (
    INSERT INTO "score" (match_id, seat, points, standing)
    SELECT u.id, x.seat, x.points, x.standing FROM u, jsonb_to_recordset(u.scores) AS x(seat int, points int, standing int)
    ON CONFLICT DO NOTHING
  )
  SELECT u.i,
         CASE WHEN u.watched_until > now() THEN pg_notify(match_channel, u.notice) END IS NOT NULL,
         (SELECT count(pg_notify(account_channel, p)) FROM jsonb_array_elements_text(u.accounts) AS p)::int
  FROM u;
END
$$;
