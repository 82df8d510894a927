/**
 * A migrated database with a Prisma client, for the accounts, pairing and ratings services tested
 * below the HTTP layer: embedded PGlite in memory, or PostgreSQL when DATABASE_URL is set. `instances`
 * clients on one PostgreSQL database stand for that many app instances.
 */
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../src/generated/prisma/client';

/** A database client as the stores take it, with which database it is. */
export type EventsDatabase = PrismaClient & {
  readonly kind: 'postgresql' | 'pglite';
  readonly url: string | null;
};
import { applyMigrations } from '../../src/persistence/migrations';
import { PgliteRunner, PgRunner } from '../../src/persistence/sql-runner';

export interface TestDb {
  clients: EventsDatabase[];
  close: () => Promise<void>;
}

export async function openTestDb(instances = 1): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const runner = await PgRunner.connect(url);
    await applyMigrations(runner);
    await runner.close();
    const pools: Pool[] = [];
    const clients = Array.from({ length: instances }, () => {
      const pool = new Pool({ connectionString: url, max: 10 });
      pools.push(pool);
      return Object.assign(new PrismaClient({ adapter: new PrismaPg(pool) }), {
        kind: 'postgresql' as const,
        url,
      });
    });
    return {
      clients,
      close: async () => {
        for (const c of clients) await c.$disconnect();
        for (const p of pools) await p.end();
      },
    };
  }
  const pglite = new PGlite('memory://');
  await pglite.waitReady;
  await applyMigrations(new PgliteRunner(pglite));
  const client = Object.assign(new PrismaClient({ adapter: new PrismaPGlite(pglite) }), {
    kind: 'pglite' as const,
    url: null,
  });
  return {
    clients: Array.from({ length: instances }, () => client),
    close: async () => {
      await client.$disconnect();
      await pglite.close();
    },
  };
}
