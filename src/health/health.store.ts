/** What the health checks ask the database: does it answer, and which migrations has it applied. */
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../persistence/prisma.service';

@Injectable()
export class HealthStore {
  constructor(private readonly db: PrismaService) {}

  /** Whether the database answers. */
  async ping(): Promise<boolean> {
    try {
      await this.db.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  /** The names of the migrations recorded as applied (Prisma's `_prisma_migrations`). */
  async appliedMigrations(): Promise<string[]> {
    const rows = await this.db.$queryRaw<
      { name: string }[]
    >`SELECT migration_name AS name FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return rows.map((r) => r.name);
  }
}
