/**
 * The web page (/play): Preact + TypeScript, built by `npm run build` into dist/web, which the service
 * serves (src/web/web.module.ts). The replay view loads the project's rules engine (src/engine) on
 * demand; its one Node import (node:crypto in src/engine/random.ts) is served by a small module on
 * well-kept libraries (@noble/hashes, @noble/ciphers), so a replay draws exactly the server's cards.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/play/',
  publicDir: false,
  resolve: { alias: { 'node:crypto': `${here}src/replay/node-crypto.ts` } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: `${here}../dist/web`,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
