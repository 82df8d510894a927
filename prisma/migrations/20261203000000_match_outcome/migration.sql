-- What a finished match's measure keeps of its final state (src/engine/measure.ts `outcomeOf`:
-- `{ hands, handScores? }`), written with its final scores, so that the features that compare players
-- over many matches (series, gauntlets) read it without knowing the game or its state.
ALTER TABLE "match" ADD COLUMN "outcome" JSONB;

-- The matches finished with final scores before this column: Texas Hold'em's hands played are its
-- state's handNumber (src/engine/texas-holdem/measure.ts); every other game's measure counts one hand.
UPDATE "match" m SET outcome = jsonb_build_object('hands', CASE WHEN m.game = 'texas-holdem'
    THEN COALESCE((m.state->>'handNumber')::int, 0) ELSE 1 END)
  WHERE m.status = 'finished' AND EXISTS (SELECT 1 FROM "score" s WHERE s.match_id = m.id);

-- The one version-guarded write (src/persistence/match-writes.ts) writes the outcome with the final
-- scores when a write carries one (`outcome`); every other write leaves the column as it is. Otherwise
-- as in 20261127000000_write_moves_endings.
CREATE OR REPLACE FUNCTION cardroom_write_moves(writes jsonb, ids uuid[], match_channel text, account_channel text)
RETURNS TABLE (i int, notified boolean, "accountNotified" int)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH b AS (
    SELECT * FROM jsonb_to_recordset(writes) AS b(i int, id uuid, prev int, state jsonb, version int, "moveCount" int, status text,
      deadline timestamptz, "updatedAt" timestamptz, moves jsonb, scores jsonb, notice text, accounts jsonb,
      ending boolean, resigned int[], result jsonb, outcome jsonb)
  ), u AS (
    UPDATE "match" m SET state = b.state, version = b.version, move_count = b."moveCount", status = b.status::"MatchStatus",
           deadline = b.deadline, updated_at = b."updatedAt",
           resigned = CASE WHEN b.ending THEN b.resigned ELSE m.resigned END,
           result = CASE WHEN b.ending THEN b.result ELSE m.result END,
           outcome = COALESCE(b.outcome, m.outcome)
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
