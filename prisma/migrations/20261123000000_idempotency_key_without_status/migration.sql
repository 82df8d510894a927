-- An idempotent answer is always the answer to a move that was played: the HTTP layer knows its status.
ALTER TABLE "idempotency_key" DROP COLUMN "status";
