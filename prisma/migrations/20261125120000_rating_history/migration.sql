-- An account's rating over time (GET /accounts/{name}/ratings/history): one row each time a rated
-- match changes a rating, appended in the transaction that records the match's result.
CREATE TABLE "rating_change" (
    "id" BIGSERIAL NOT NULL,
    "account_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "match_id" UUID,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rating_change_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "rating_change_account_id_game_id_idx" ON "rating_change"("account_id", "game", "id");

ALTER TABLE "rating_change" ADD CONSTRAINT "rating_change_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
