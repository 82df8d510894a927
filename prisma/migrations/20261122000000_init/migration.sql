-- CreateEnum
CREATE TYPE "MatchStatus" AS ENUM ('open', 'active', 'finished');

-- CreateTable
CREATE TABLE "match" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "status" "MatchStatus" NOT NULL DEFAULT 'open',
    "options" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "seed_hash" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "move_count" INTEGER NOT NULL DEFAULT 0,
    "deadline" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seat" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "name" TEXT,
    "bot" TEXT,
    "token_hash" TEXT,
    "joined_at" TIMESTAMPTZ(3),

    CONSTRAINT "seat_pkey" PRIMARY KEY ("match_id","seat")
);

-- CreateTable
CREATE TABLE "move" (
    "match_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "move" JSONB NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "move_pkey" PRIMARY KEY ("match_id","seq")
);

-- CreateTable
CREATE TABLE "score" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "standing" INTEGER NOT NULL,

    CONSTRAINT "score_pkey" PRIMARY KEY ("match_id","seat")
);

-- CreateTable
CREATE TABLE "idempotency_key" (
    "match_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("match_id","key")
);

-- CreateIndex
CREATE INDEX "match_game_status_created_at_id_idx" ON "match"("game", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "match_deadline_idx" ON "match"("deadline");

-- CreateIndex
CREATE UNIQUE INDEX "seat_token_hash_key" ON "seat"("token_hash");

-- CreateIndex
CREATE INDEX "idempotency_key_expires_at_idx" ON "idempotency_key"("expires_at");

-- AddForeignKey
ALTER TABLE "seat" ADD CONSTRAINT "seat_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "move" ADD CONSTRAINT "move_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "score" ADD CONSTRAINT "score_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
