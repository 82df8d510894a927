-- A match's moves NOTIFY other instances only while someone follows it (see src/matches/match-events.ts):
-- an instance with followers of the match keeps this lease in the future.
ALTER TABLE "match" ADD COLUMN "watched_until" TIMESTAMPTZ(3);
