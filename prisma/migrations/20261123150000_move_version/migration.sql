-- The match version each move's write produced (a write bumps the version once and may append several
-- moves: a move and the bot moves it triggered). Past versions are rebuilt from the seed and the moves
-- up to a version (docs/records.md). Moves stored before this column have none (NULL).
ALTER TABLE "move" ADD COLUMN "version" INTEGER;
