#!/usr/bin/env node
// `npm start`: builds only when something the build reads changed since the last build (a restart then
// takes seconds, not the whole build). The fingerprint is a sha256 over the content of src/ (without
// the generated Prisma client, which the build writes), web/, client/, prisma/, the package and
// TypeScript files; it is kept in dist/.build-fingerprint once a build succeeds.
'use strict';
const { createHash } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '..');
const INPUTS = [
  'src',
  'web',
  'client',
  'prisma',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
const SKIP = new Set([join(root, 'src', 'generated'), join(root, 'web', 'e2e')]);
const OUTPUTS = [join('dist', 'src', 'main.js'), join('dist', 'web', 'index.html')];
const stampFile = join(root, 'dist', '.build-fingerprint');

function files(path, out) {
  if (SKIP.has(path) || !existsSync(path)) return out;
  const entries = readdirSync(path, { withFileTypes: true, recursive: false });
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(path, e.name);
    if (e.isDirectory()) files(full, out);
    // (vite's temporary copy of its config, vite.config.mts.timestamp-….mjs, lives only during a build)
    else if (e.isFile() && !e.name.includes('.timestamp-')) out.push(full);
  }
  return out;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = join(root, input);
    const list =
      existsSync(full) && !full.endsWith('.json') ? files(full, []) : existsSync(full) ? [full] : [];
    for (const f of list)
      hash
        .update(`${relative(root, f)}\0`)
        .update(readFileSync(f))
        .update('\0');
  }
  return hash.digest('hex');
}

const now = fingerprint();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === now && OUTPUTS.every((f) => existsSync(join(root, f)))) {
  process.stdout.write('Cardroom: the build is up to date (nothing changed since the last one)\n');
  process.exit(0);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(stampFile, `${now}\n`);
