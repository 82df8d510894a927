#!/usr/bin/env node
// Runs `prisma generate` without a network connection. Prisma's CLI insists on a schema-engine binary
// even for `generate`, which does not use it; where the binary cannot be downloaded, pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any executable file is enough (see DESIGN.md). The generated client
// is pure TypeScript and needs no native engine at run time.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
const cli = require.resolve('prisma/build/index.js', { paths: [path.join(__dirname, '..')] });
const run = spawnSync(process.execPath, [cli, 'generate'], { stdio: ['ignore', 'pipe', 'pipe'], env });
if (run.status !== 0) {
  process.stderr.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exit(run.status ?? 1);
}
