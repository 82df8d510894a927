-- A move rewrites its match row (state, version, move count). Room left on each page (fillfactor) lets
-- that new row version stay on the same page (a HOT update: no new entry in any of the match table's
-- four indexes, less WAL and less work for the database), as long as no indexed column changes: a
-- plain move now leaves `updated_at` alone (it follows the seats and the status, the open-match
-- sweep's clock). Pages written before this migration keep their layout until they are rewritten.
ALTER TABLE "match" SET (fillfactor = 70);
