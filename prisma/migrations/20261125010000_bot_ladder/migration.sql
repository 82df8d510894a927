-- The ladder of built-in bots (API.md part 3, "Built-in opponents").
-- A rating seeded from the levels' measured ratings (src/bots/seeded-ratings.json) until a rated match
-- on the server changes it.
ALTER TABLE "rating" ADD COLUMN "seeded" BOOLEAN NOT NULL DEFAULT false;

-- A built-in account may fill several seats of one challenge: an invitee is a seat.
ALTER TABLE "challenge_invitee" DROP CONSTRAINT "challenge_invitee_pkey";
ALTER TABLE "challenge_invitee" ADD CONSTRAINT "challenge_invitee_pkey" PRIMARY KEY ("challenge_id", "seat");
CREATE INDEX "challenge_invitee_challenge_id_account_id_idx" ON "challenge_invitee"("challenge_id", "account_id");

-- Seeks never hang: a waiting seek is filled with a built-in account at fill_at (null: accounts only).
ALTER TABLE "seek" ADD COLUMN "fill_at" TIMESTAMPTZ(3);
ALTER TABLE "seek" ADD COLUMN "fill_with_id" UUID;
ALTER TABLE "seek" ADD CONSTRAINT "seek_fill_with_id_fkey" FOREIGN KEY ("fill_with_id") REFERENCES "account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "seek_waiting_fill_at_idx" ON "seek"("fill_at") WHERE status = 'waiting';
