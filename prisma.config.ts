// Prisma 7 CLI configuration (used by `prisma generate` and, where the schema engine is available,
// `prisma migrate deploy`). The app itself never needs the CLI at run time.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/cardroom' },
});
