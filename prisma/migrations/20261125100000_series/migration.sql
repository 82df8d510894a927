-- Series (API.md part 3, "Series"): a bot measured over duplicate deals. The series row is locked
-- (FOR UPDATE) by every advance, so whichever instance hears a match finish, at most `concurrency`
-- of its matches are in flight.
CREATE TYPE "SeriesStatus" AS ENUM ('pending', 'running', 'finished', 'canceled', 'declined');

CREATE TABLE "series" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "creator_id" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "deals" INTEGER NOT NULL,
    "duplicate" BOOLEAN NOT NULL,
    "concurrency" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "status" "SeriesStatus" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "series_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "series_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "series_status_idx" ON "series"("status");

CREATE TABLE "series_player" (
    "series_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "account_id" UUID NOT NULL,
    "answer" TEXT,
    CONSTRAINT "series_player_pkey" PRIMARY KEY ("series_id", "position"),
    CONSTRAINT "series_player_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "series_player_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "series_player_account_id_idx" ON "series_player"("account_id");

CREATE TABLE "series_match" (
    "series_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "match_id" UUID NOT NULL,
    "deal" INTEGER NOT NULL,
    "rotation" INTEGER NOT NULL,
    CONSTRAINT "series_match_pkey" PRIMARY KEY ("series_id", "index"),
    CONSTRAINT "series_match_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "series_match_match_id_key" ON "series_match"("match_id");
