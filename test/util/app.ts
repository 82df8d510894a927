/**
 * Test harness: a Nest app on a fresh in-memory PGlite database (or on PostgreSQL when DATABASE_URL is
 * set, as CI's second run does), with logging off and no rate limit unless asked.
 *
 *   const t = await createTestApp([euchreBinding]);
 *   const res = await t.http.post('/euchre/matches').send({ players: [...] }).expect(201);
 *   await t.close();
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { GameBinding } from '../../src/game-registry/game-binding';
import { PrismaService } from '../../src/persistence/prisma.service';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  /** The app's Prisma client, for checks on stored rows. */
  db: PrismaService;
  close: () => Promise<void>;
}

/** `logTo`: where the app's log lines go (JSON), for a test that reads them (with `LOG_LEVEL` in `env`). */
export async function createTestApp(
  games: GameBinding[],
  env: Record<string, string> = {},
  logTo?: NodeJS.WritableStream,
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    ...pick(process.env, 'DATABASE_URL'),
    ...env,
  });
  const app = await createApp({ config, games, logTo });
  return { app, http: request(app.getHttpServer()), db: app.get(PrismaService), close: () => app.close() };
}

function pick(env: NodeJS.ProcessEnv, key: string): Record<string, string> {
  return env[key] ? { [key]: env[key]! } : {};
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
