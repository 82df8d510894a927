import { ConfigError, loadConfig } from './config';
import { createApp } from './app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const app = await createApp({ config });
  await app.listen(config.port, '0.0.0.0');
  const url = `http://localhost:${config.port}`;
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`Cardroom is serving on ${url} (database: ${db})\nSwagger UI: ${url}/docs  ·  OpenAPI: ${url}/openapi.json\n`);
}

void main();
