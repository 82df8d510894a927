/**
 * The database: PostgreSQL through @prisma/adapter-pg when DATABASE_URL is set, otherwise embedded
 * PGlite (in DATA_DIR, or in memory for "memory://"). Pending migrations are applied before the client
 * serves anything.
 */
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from '../generated/prisma/client';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { applyMigrations } from './migrations';
import { PgliteRunner, PgRunner, type SqlRunner } from './sql-runner';

@Injectable()
export class DatabaseService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Database');
  client!: PrismaClient;
  pglite: PGlite | null = null;
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
      this.client = new PrismaClient({
        adapter: new PrismaPg({ connectionString: this.config.databaseUrl, max: 20, connectionTimeoutMillis: 5000 }),
      });
    } else {
      const dir = this.config.dataDir;
      if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
      this.pglite = new PGlite(dir);
      await this.pglite.waitReady;
      await this.migrate(new PgliteRunner(this.pglite));
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
    if (this.pglite && !this.pglite.closed) await this.pglite.close().catch(() => undefined);
  }
}
