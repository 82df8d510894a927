/**
 * The database: PostgreSQL through @prisma/adapter-pg when DATABASE_URL is set, otherwise embedded
 * PGlite (in DATA_DIR, or in memory for "memory://"). Pending migrations are applied before the client
 * serves anything.
 */
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
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

export interface SqlExecutor {
  /** `name` makes it a prepared statement on PostgreSQL: parsed and planned once per connection. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
}

@Injectable()
export class DatabaseService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Database');
  client!: PrismaClient;
  /**
   * Plain parameterised SQL on the same database, for the hot path (loading a match, writing a move):
   * one round trip each, without the ORM's per-query overhead (measured in bench/http-moves).
   */
  sql!: SqlExecutor;
  pglite: PGlite | null = null;
  private pool: Pool | null = null;
  readonly kind: 'postgresql' | 'pglite';
  readonly url: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.kind = config.databaseUrl ? 'postgresql' : 'pglite';
    this.url = config.databaseUrl;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.databaseUrl) {
      const runner = await PgRunner.connect(this.config.databaseUrl);
      try {
        await this.migrate(runner);
      } finally {
        await runner.close();
      }
      const pool = new Pool({ connectionString: this.config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
      pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
      this.pool = pool;
      this.sql = { query: async (text, params, name) => (await pool.query({ text, values: params, name })).rows };
      this.client = new PrismaClient({ adapter: new PrismaPg(pool) });
    } else {
      const dir = this.config.dataDir;
      if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
      this.pglite = new PGlite(dir);
      await this.pglite.waitReady;
      await this.migrate(new PgliteRunner(this.pglite));
      const db = this.pglite;
      this.sql = { query: async (text, params) => (await db.query(text, params)).rows as never[] };
      this.client = new PrismaClient({ adapter: new PrismaPGlite(this.pglite) });
    }
    await this.client.$connect();
  }

  private async migrate(runner: SqlRunner): Promise<void> {
    const ran = await applyMigrations(runner);
    if (ran.length) this.logger.log(`applied migrations: ${ran.join(', ')}`);
  }

  /** A runner for raw multi-statement SQL / LISTEN on the same database (PGlite: the same instance). */
  async runner(): Promise<SqlRunner> {
    if (this.pglite) return new PgliteRunner(this.pglite);
    return PgRunner.connect(this.config.databaseUrl!);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.$disconnect().catch(() => undefined);
    await this.pool?.end().catch(() => undefined);
    if (this.pglite && !this.pglite.closed) await this.pglite.close().catch(() => undefined);
  }
}
