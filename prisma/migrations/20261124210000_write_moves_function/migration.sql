-- The common moves of many matches in one statement: the group commit's write (src/persistence/match-store.ts,
-- src/persistence/group-commit.ts). `writes` is a JSON array of `{ i, id, prev, state, version, moveCount,
-- status, deadline, updatedAt, moves, scores, notice, accounts }`, `ids` their match ids (the update finds
-- its rows through the primary key, whatever the planner guesses of the array's length, and so locks
-- them in id order in every batch of every instance). Each write bumps its match's version if it is
-- still the one it read (`prev`), appends its moves (`{ seq, seat, move }`), records the final scores when
-- it finishes the match (`{ seat, points, standing }`, empty otherwise), notifies other instances on
-- `match_channel` while the match is watched, and sends its accounts' events (`accounts`, payloads for
-- `account_channel`). Data-modifying CTEs all run and all see `u`: a write whose version moved on is not
-- in `u`, writes nothing, and is not returned. Two writes of one match from the same version: the row is
-- updated once, so exactly one of them is in `u`. Returns the `i` of every write that took effect.
--
-- A PL/pgSQL function keeps the statement's plan for the life of the connection: PGlite, which has no
-- named prepared statements, otherwise parsed and planned the statement at every write.
CREATE FUNCTION cardroom_write_moves(writes jsonb, ids uuid[], match_channel text, account_channel text)
RETURNS TABLE (i int, notified boolean, "accountNotified" int)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH b AS (
    SELECT * FROM jsonb_to_recordset(writes) AS b(i int, id uuid, prev int, state jsonb, version int, "moveCount" int, status text,
      deadline timestamptz, "updatedAt" timestamptz, moves jsonb, scores jsonb, notice text, accounts jsonb)
  ), u AS (
    UPDATE "match" m SET state = b.state, version = b.version, move_count = b."moveCount", status = b.status::"MatchStatus",
           deadline = b.deadline, updated_at = b."updatedAt"
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
