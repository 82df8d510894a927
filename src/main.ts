import cluster from 'node:cluster';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { createApp } from './app';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  if (config.workers > 1 && cluster.isPrimary) return supervise(config);
  const app = await createApp({ config });
  await app.listen(config.port, '0.0.0.0');
  if (cluster.isWorker) return;
  const url = `http://localhost:${config.port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`Cardroom is serving on ${url} (database: ${db})\nSwagger UI: ${url}/docs  ·  OpenAPI: ${url}/openapi.json\n`);
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
  process.stdout.write(`Cardroom is serving on ${url} with ${config.workers} workers (database: PostgreSQL)\nSwagger UI: ${url}/docs\n`);
}

void main();
