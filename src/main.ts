import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { shutDown } from './health/shutdown';
import { explainStartError } from './startup';

/** A start that cannot go on: one line on stderr (the stack too at LOG_LEVEL=debug), exit 1. */
function fail(line: string, e?: unknown, debug = false): never {
  process.stderr.write(`Cardroom cannot start: ${line}\n`);
  if (debug && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  const debug = config.logLevel === 'debug' || config.logLevel === 'trace';
  // a port in use is said before the database is opened or migrated: that one line and nothing before it
  if (cluster.isPrimary)
    await portIsFree(config.port).catch((e) => fail(explainStartError(e, config), e, debug));
  if (config.workers > 1 && cluster.isPrimary) return supervise(config);
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp({ config });
    await app.listen(config.port, '0.0.0.0');
  } catch (e) {
    fail(explainStartError(e, config), e, debug);
  }
  const say = (line: string) => {
    if (config.logLevel !== 'silent') process.stdout.write(`${line}\n`);
  };
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // the grace is a promise: whatever hangs, the process is gone by then
      setTimeout(() => process.exit(1), config.shutdownGraceSeconds * 1000).unref();
      shutDown(app, config.shutdownGraceSeconds, say).then(
        (code) => process.exit(code),
        (e) => {
          process.stderr.write(`shutdown failed: ${(e as Error).message}\n`);
          process.exit(1);
        },
      );
    });
  }
  if (cluster.isWorker) return;
  const url = `http://localhost:${config.port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(
    `Cardroom is serving on ${url} (database: ${db})\nSwagger UI: ${url}/docs  ·  OpenAPI: ${url}/openapi.json\n`,
  );
}

/** Resolves when `port` can be listened on (the probe is closed at once), rejects with EADDRINUSE & co. */
function portIsFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/** WORKERS > 1: stateless instances sharing the port; a worker that dies is replaced. */
function supervise(config: AppConfig): void {
  let stopping = false;
  for (let i = 0; i < config.workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (!stopping && code !== 0) cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    });
  }
  const url = `http://localhost:${config.port}`;
  process.stdout.write(
    `Cardroom is serving on ${url} with ${config.workers} workers (database: PostgreSQL)\nSwagger UI: ${url}/docs\n`,
  );
}

void main();
