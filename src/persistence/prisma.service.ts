/**
 * The database, through Prisma: PostgreSQL through @prisma/adapter-pg when DATABASE_URL is set,
 * otherwise embedded PGlite through pglite-prisma-adapter (in DATA_DIR, or in memory for "memory://").
 * Pending migrations are applied (src/persistence/migrations.ts) before the client serves anything.
 *
 * Every query of the application goes through this client, issued by the features' stores
 * (`<feature>.store.ts`) and the match store (src/persistence/match-store.ts); the LISTEN connection
 * (src/persistence/pg-listener.ts, shared by the match events and the account events) and the migration
 * runner are the only other connections.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { applyMigrations } from './migrations';
import { PgliteRunner, PgRunner, type SqlRunner } from './sql-runner';

interface Connection {
  kind: 'postgresql' | 'pglite';
  adapter: PrismaPg | PrismaPGlite;
  pool: Pool | null;
  pglite: PGlite | null;
}

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Database');
  readonly kind: 'postgresql' | 'pglite';
  /** The PostgreSQL URL (null on PGlite): the LISTEN connection opens its own connection to it. */
  readonly url: string | null;
  /**
   * The adapter's node-postgres pool (PostgreSQL only), for the match store's one statement on `pg`
   * (see MatchStore.setState); everything else goes through the Prisma client.
   */
  readonly pool: Pool | null;
  private readonly pglite: PGlite | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const prepared = new Map<string, string>();
    const conn = PrismaService.connect(config, prepared);
    super({ adapter: conn.adapter });
    this.kind = conn.kind;
    this.url = config.databaseUrl;
    this.pool = conn.pool;
    this.pglite = conn.pglite;
    this.prepared = prepared;
  }

  /** SQL text → prepared statement name, for the statements registered with `prepare` (PostgreSQL). */
  private readonly prepared: Map<string, string>;

  /**
   * Makes `sql` (the exact text Prisma sends for a `$queryRaw`) a named prepared statement on
   * PostgreSQL: parsed and planned once per connection instead of at every call. Only for a few fixed
   * statements of the hot path (each name costs a plan on every pooled connection); a no-op on PGlite.
   */
  prepare(name: string, sql: string): void {
    this.prepared.set(sql, name);
  }

  private static connect(config: AppConfig, prepared: Map<string, string>): Connection {
    if (config.databaseUrl) {
      const pool = new Pool({ connectionString: config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
      pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
      // the adapter's type for a generator that may decline (pg then sends an unnamed statement)
      const statementNameGenerator = ((q: { sql: string }) => prepared.get(q.sql)) as (q: {
        sql: string;
      }) => string;
      return {
        kind: 'postgresql',
        adapter: new PrismaPg(pool, { statementNameGenerator }),
        pool,
        pglite: null,
      };
    }
    const dir = config.dataDir;
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    const pglite = new PGlite(dir);
    return { kind: 'pglite', adapter: new PrismaPGlite(pglite), pool: null, pglite };
  }

  async onModuleInit(): Promise<void> {
    const runner = await this.migrationRunner();
    try {
      const ran = await applyMigrations(runner);
      if (ran.length) this.logger.log(`applied migrations: ${ran.join(', ')}`);
    } finally {
      await runner.close();
    }
    await this.$connect();
  }

  /** The migration runner's connection: its own on PostgreSQL, the embedded instance on PGlite. */
  private async migrationRunner(): Promise<SqlRunner> {
    if (this.pglite) {
      await this.pglite.waitReady;
      return new PgliteRunner(this.pglite);
    }
    return PgRunner.connect(this.config.databaseUrl!);
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect().catch(() => undefined);
    await this.pool?.end().catch(() => undefined);
    if (this.pglite && !this.pglite.closed) await this.pglite.close().catch(() => undefined);
  }
}
