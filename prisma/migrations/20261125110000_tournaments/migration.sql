-- Tournaments (API.md part 3): round robin and Swiss for accounts, run by the server.

-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('open', 'running', 'finished', 'canceled');

-- CreateEnum
CREATE TYPE "TournamentFormat" AS ENUM ('round-robin', 'swiss');

-- CreateTable
CREATE TABLE "tournament" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "format" "TournamentFormat" NOT NULL,
    "status" "TournamentStatus" NOT NULL DEFAULT 'open',
    "creator_id" UUID NOT NULL,
    "rounds" INTEGER,
    "table_size" INTEGER NOT NULL,
    "games_per_pairing" INTEGER NOT NULL DEFAULT 1,
    "options" JSONB NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "bots_allowed" BOOLEAN NOT NULL,
    "min_players" INTEGER NOT NULL,
    "max_players" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3),
    "seed" TEXT NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tournament_player" (
    "tournament_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawn_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_player_pkey" PRIMARY KEY ("tournament_id","account_id")
);

-- CreateTable: one match of a round (or a bye, or a match lost by a withdrawn player without play)
CREATE TABLE "tournament_game" (
    "id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "table_no" INTEGER NOT NULL,
    "game_no" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "match_id" UUID,
    "players" JSONB NOT NULL,
    "teams" JSONB,
    "places" JSONB,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "tournament_game_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "tournament_game_kind" CHECK ("kind" IN ('match', 'bye', 'forfeit'))
);

-- CreateIndex
CREATE INDEX "tournament_status_created_at_id_idx" ON "tournament"("status", "created_at", "id");
CREATE INDEX "tournament_game_status_created_at_id_idx" ON "tournament"("game", "status", "created_at", "id");
CREATE INDEX "tournament_created_at_id_idx" ON "tournament"("created_at", "id");
CREATE INDEX "tournament_status_starts_at_idx" ON "tournament"("status", "starts_at");
CREATE INDEX "tournament_player_account_id_idx" ON "tournament_player"("account_id");
CREATE UNIQUE INDEX "tournament_game_match_id_key" ON "tournament_game"("match_id");
CREATE UNIQUE INDEX "tournament_game_tournament_id_round_table_no_game_no_key" ON "tournament_game"("tournament_id", "round", "table_no", "game_no");

-- AddForeignKey
ALTER TABLE "tournament" ADD CONSTRAINT "tournament_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "tournament_player" ADD CONSTRAINT "tournament_player_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "tournament_player" ADD CONSTRAINT "tournament_player_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "tournament_game" ADD CONSTRAINT "tournament_game_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;
