-- Gauntlets (API.md part 4, "Results a researcher can cite"; docs/evaluation.md): an account against
-- each built-in level in turn, each deal met once and played again in-process by the level itself (the
-- control). The gauntlet row is locked (FOR UPDATE) by every advance, so whichever instance hears a
-- match finish, a level's deals are opened once and the gauntlet finishes once.
CREATE TYPE "GauntletStatus" AS ENUM ('running', 'finished', 'canceled');

CREATE TABLE "gauntlet" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "levels" TEXT[],
    "deals_per_level" INTEGER NOT NULL,
    "stop_when" JSONB,
    "options" JSONB NOT NULL,
    "preset" TEXT,
    "concurrency" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "scale_version" INTEGER,
    "status" "GauntletStatus" NOT NULL DEFAULT 'running',
    "level_index" INTEGER NOT NULL DEFAULT 0,
    "levels_done" JSONB NOT NULL DEFAULT '[]',
    "result" JSONB,
    "rating" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "gauntlet_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "gauntlet_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "gauntlet_status_idx" ON "gauntlet"("status");
CREATE INDEX "gauntlet_account_id_created_at_id_idx" ON "gauntlet"("account_id", "created_at", "id");
CREATE INDEX "gauntlet_game_status_scale_version_rating_idx" ON "gauntlet"("game", "status", "scale_version", "rating");

CREATE TABLE "gauntlet_deal" (
    "gauntlet_id" UUID NOT NULL,
    "level_index" INTEGER NOT NULL,
    "deal" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "match_id" UUID NOT NULL,
    "score" DOUBLE PRECISION,
    "control" DOUBLE PRECISION,
    "chips" DOUBLE PRECISION,
    "control_chips" DOUBLE PRECISION,
    "hands" INTEGER,
    "control_hands" INTEGER,
    "settled_at" TIMESTAMPTZ(3),
    CONSTRAINT "gauntlet_deal_pkey" PRIMARY KEY ("gauntlet_id", "level_index", "deal"),
    CONSTRAINT "gauntlet_deal_gauntlet_id_fkey" FOREIGN KEY ("gauntlet_id") REFERENCES "gauntlet"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "gauntlet_deal_match_id_key" ON "gauntlet_deal"("match_id");
CREATE INDEX "gauntlet_deal_settled_at_idx" ON "gauntlet_deal"("settled_at");
