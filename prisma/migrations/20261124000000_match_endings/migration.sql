-- Ending a match early (docs/api.md part 2): the seats that resigned, in the order they resigned (they
-- rank last, the first to resign lowest), and the result of a match the lifecycle ended rather than the
-- rules (`resigned` with two sides, `abandoned` for an open match nobody joined in time).
ALTER TABLE "match" ADD COLUMN "resigned" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[];
ALTER TABLE "match" ADD COLUMN "result" JSONB;
-- the sweep of abandoned open matches: open matches by their last change
CREATE INDEX "match_status_updated_at_idx" ON "match"("status", "updated_at");
