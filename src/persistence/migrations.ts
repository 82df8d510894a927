/**
 * Applies prisma/migrations/<name>/migration.sql files in name order, recording each in Prisma's own
 * `_prisma_migrations` table (checksum = sha256 of the file, as Prisma computes it), so that
 * `prisma migrate deploy` on a machine with Prisma's schema engine agrees with what the app did.
 * Several instances starting at once serialise on the advisory lock Prisma itself uses.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlRunner } from './sql-runner';

const PRISMA_ADVISORY_LOCK = 72707369;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Finds prisma/migrations by walking up from this file (works from src/ and from dist/src/). */
export function migrationsDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'prisma', 'migrations');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('prisma/migrations not found next to the application');
}

export function readMigrations(dir = migrationsDir()): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'migration.sql')))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Applies pending migrations; returns the names applied. Refuses to run over an edited migration. */
export async function applyMigrations(db: SqlRunner, files = readMigrations()): Promise<string[]> {
  await db.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
  try {
    await db.exec(CREATE_TABLE);
    const done = await db.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Map(done.map((r) => [r.migration_name, r.checksum]));
    const ran: string[] = [];
    for (const file of files) {
      const previous = applied.get(file.name);
      if (previous !== undefined) {
        if (previous !== file.checksum) {
          throw new Error(`migration ${file.name} was modified after it was applied (checksum differs)`);
        }
        continue;
      }
      const id = randomUUID();
      await db.exec('BEGIN');
      try {
        await db.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
          [id, file.checksum, file.name],
        );
        await db.exec(file.sql);
        await db.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await db.exec('COMMIT');
      } catch (e) {
        await db.exec('ROLLBACK');
        throw new Error(`migration ${file.name} failed: ${(e as Error).message}`);
      }
      ran.push(file.name);
    }
    return ran;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]);
  }
}
