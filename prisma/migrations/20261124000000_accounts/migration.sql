-- Accounts, API keys, challenges, seeks and ratings (API.md part 2).

-- CreateEnum
CREATE TYPE "AccountKind" AS ENUM ('human', 'bot');

-- CreateEnum
CREATE TYPE "ChallengeStatus" AS ENUM ('open', 'accepted', 'declined', 'canceled', 'expired');

-- CreateEnum
CREATE TYPE "SeekStatus" AS ENUM ('waiting', 'matched', 'canceled', 'expired');

-- CreateTable
CREATE TABLE "account" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "kind" "AccountKind" NOT NULL,
    "key_hash" TEXT,
    "builtin_bot" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "account_name_key_lower" CHECK ("name_key" = lower("name")),
    CONSTRAINT "account_name_shape" CHECK ("name" ~ '^[A-Za-z0-9_-]{2,30}$')
);

-- CreateTable
CREATE TABLE "challenge" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "from_id" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "status" "ChallengeStatus" NOT NULL DEFAULT 'open',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "match_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "challenge_invitee" (
    "challenge_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "answer" TEXT,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "challenge_invitee_pkey" PRIMARY KEY ("challenge_id","account_id")
);

-- CreateTable
CREATE TABLE "seek" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "players" INTEGER NOT NULL,
    "options" JSONB NOT NULL,
    "options_key" TEXT NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "status" "SeekStatus" NOT NULL DEFAULT 'waiting',
    "match_id" UUID,
    "seat" INTEGER,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seek_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rating" (
    "account_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rating_pkey" PRIMARY KEY ("account_id","game")
);

-- AlterTable
ALTER TABLE "seat" ADD COLUMN "account_id" UUID;

-- AlterTable
ALTER TABLE "match" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "account_name_key_key" ON "account"("name_key");

-- CreateIndex
CREATE UNIQUE INDEX "account_key_hash_key" ON "account"("key_hash");

-- CreateIndex
CREATE INDEX "challenge_from_id_status_idx" ON "challenge"("from_id", "status");

-- CreateIndex
CREATE INDEX "challenge_status_expires_at_idx" ON "challenge"("status", "expires_at");

-- CreateIndex
CREATE INDEX "challenge_invitee_account_id_idx" ON "challenge_invitee"("account_id");

-- CreateIndex
CREATE INDEX "seek_game_players_rated_options_key_status_created_at_idx" ON "seek"("game", "players", "rated", "options_key", "status", "created_at");

-- CreateIndex
CREATE INDEX "seek_account_id_idx" ON "seek"("account_id");

-- CreateIndex
CREATE INDEX "rating_game_rating_account_id_idx" ON "rating"("game", "rating" DESC, "account_id");

-- CreateIndex
CREATE INDEX "seat_account_id_idx" ON "seat"("account_id");

-- AddForeignKey
ALTER TABLE "seat" ADD CONSTRAINT "seat_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "challenge" ADD CONSTRAINT "challenge_from_id_fkey" FOREIGN KEY ("from_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "challenge_invitee" ADD CONSTRAINT "challenge_invitee_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "challenge_invitee" ADD CONSTRAINT "challenge_invitee_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seek" ADD CONSTRAINT "seek_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rating" ADD CONSTRAINT "rating_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The built-in bots are accounts (API.md part 2): the server plays their seats, so they have no key.
INSERT INTO "account" ("id", "name", "name_key", "kind", "key_hash", "builtin_bot") VALUES
    ('00000000-0000-4000-8000-000000000001', 'random-bot', 'random-bot', 'bot', NULL, 'random'),
    ('00000000-0000-4000-8000-000000000002', 'basic-bot', 'basic-bot', 'bot', NULL, 'basic');
