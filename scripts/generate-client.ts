/**
 * Generates the typed clients' types from the API itself: builds the app in-process with every
 * registered game (in-memory PGlite, no port), takes its OpenAPI document from /openapi.json and runs
 * openapi-typescript on it (client/schema.d.ts; client/index.ts wraps the types with openapi-fetch),
 * then the Python package's generator on the same document (python/src/cardroom/schema.py, its
 * TypedDicts: python3 python/src/cardroom/codegen.py, standard library only).
 *   npm run client:generate      rewrite client/schema.d.ts and python/src/cardroom/schema.py
 *   npm run client:check         exit 1 if either checked-in file differs from what the API serves now
 * Runs under `node -r @swc-node/register` (the Nest app needs decorator metadata, which tsx cannot emit).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { GAMES } from '../src/games/registry';

const OUT = join(__dirname, '..', 'client', 'schema.d.ts');
const PYTHON_CODEGEN = join(__dirname, '..', 'python', 'src', 'cardroom', 'codegen.py');
const PYTHON_OUT = join(__dirname, '..', 'python', 'src', 'cardroom', 'schema.py');
const HEADER = `/**
 * Types of the Cardroom HTTP API, generated from its OpenAPI document by scripts/generate-client.ts
 * (openapi-typescript). Do not edit: run \`npm run client:generate\`; CI runs \`npm run client:check\`.
 */
`;

/** The OpenAPI document the app serves, from an in-process app on a throw-away database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  // only these variables: never DATABASE_URL or a data folder of the environment
  const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const app = await createApp({ config, games: GAMES });
  try {
    const res = await request(app.getHttpServer()).get('/openapi.json');
    if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
    return res.body as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

export async function generateSchema(doc?: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(
    (doc ?? (await openApiDocument())) as unknown as Parameters<typeof openapiTS>[0],
    { emptyObjectsUnknown: true, defaultNonNullable: false },
  );
  return HEADER + astToString(ast);
}

/** The Python package's types, by its own generator (python3, standard library only): writes them, or checks them. */
function pythonTypes(doc: Record<string, unknown>, check: boolean): number {
  const args = [PYTHON_CODEGEN, check ? '--check' : '--out', PYTHON_OUT];
  const run = spawnSync(process.env.PYTHON ?? 'python3', args, {
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  if (run.error) {
    process.stderr.write(`python3 is needed for the Python package's types: ${run.error.message}\n`);
    return 2;
  }
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return run.status ?? 2;
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const doc = await openApiDocument();
  const fresh = await generateSchema(doc);
  const python = pythonTypes(doc, check);
  if (!check) {
    writeFileSync(OUT, fresh);
    process.stdout.write(`wrote ${OUT} (${fresh.length} bytes)\n`);
    return python;
  }
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // missing: reported below
  }
  if (current === fresh) {
    process.stdout.write('client/schema.d.ts is up to date with the API\n');
    return python;
  }
  const a = current.split('\n');
  const b = fresh.split('\n');
  const line = a.findIndex((l, i) => l !== b[i]);
  process.stderr.write(
    `client/schema.d.ts is out of date with the API (${current ? `first difference at line ${(line < 0 ? a.length : line) + 1}` : 'file missing'}).\n` +
      'Run `npm run client:generate` and commit client/schema.d.ts.\n',
  );
  return 1;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: Error) => {
      process.stderr.write(`client generation failed: ${e.stack ?? e.message}\n`);
      process.exit(2);
    },
  );
}
