-- Duplicate deals keep their cards secret (docs/series.md "Duplicate deals and hidden cards"): a
-- match of a deal that another match still has to play is `sealed` — its seed, record, full move
-- log and hand histories are not shown — until the series or tournament that deals it unseals it.
ALTER TABLE "match" ADD COLUMN "sealed" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "match_sealed_idx" ON "match"("id") WHERE "sealed";

-- A tournament replays one deal at a table only when its creator asks (never rated).
ALTER TABLE "tournament" ADD COLUMN "duplicate_deals" BOOLEAN NOT NULL DEFAULT false;

-- Sequential series (docs/evaluation.md): the stopping rule, and the complete deals at which it was met.
ALTER TABLE "series" ADD COLUMN "stop_when" JSONB;
ALTER TABLE "series" ADD COLUMN "stopped_at" INTEGER;
