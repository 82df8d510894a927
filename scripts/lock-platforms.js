#!/usr/bin/env node
// Adds package-lock.json entries for platform-specific optional dependencies (other OS/CPU builds of
// @swc/core, the resolver Jest uses, ...) that the registry reachable from the build machines does not
// serve, so npm leaves them out of the lock and `npm ci` then refuses the lock as out of sync. Run it
// (npm run lock:platforms) after `npm install` adds or updates such a package. Each entry is marked
// optional with its os/cpu/libc, as npm itself records them, so npm skips it on other machines.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const osOf = (n) =>
  /darwin/.test(n)
    ? ['darwin']
    : /win32/.test(n)
      ? ['win32']
      : /freebsd/.test(n)
        ? ['freebsd']
        : /android/.test(n)
          ? ['android']
          : /openharmony/.test(n)
            ? ['openharmony']
            : /linux/.test(n)
              ? ['linux']
              : null;
const cpuOf = (n) =>
  /arm64|aarch64/.test(n)
    ? ['arm64']
    : /-arm-|arm-eabi|gnueabihf|musleabihf/.test(n)
      ? ['arm']
      : /ia32/.test(n)
        ? ['ia32']
        : /x64/.test(n)
          ? ['x64']
          : /ppc64/.test(n)
            ? ['ppc64']
            : /s390x/.test(n)
              ? ['s390x']
              : /riscv64/.test(n)
                ? ['riscv64']
                : /loong64/.test(n)
                  ? ['loong64']
                  : null;
let added = 0;
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // resolve like node: nested first, then hoisted
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (pk[base] || pk[`node_modules/${dep}`]) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    const e = { version, optional: true };
    const os = osOf(dep),
      cpu = cpuOf(dep);
    if (cpu) e.cpu = cpu;
    if (os) e.os = os;
    if (/musl/.test(dep)) e.libc = ['musl'];
    else if (/gnu/.test(dep)) e.libc = ['glibc'];
    pk[`node_modules/${dep}`] = e;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
