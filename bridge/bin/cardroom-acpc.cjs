#!/usr/bin/env node
// cardroom-acpc (docs/acpc.md): the ACPC bridge, bridge/cli.ts, run from its TypeScript sources.
require('tsx/cjs');
const { runBridge } = require('../cli.ts');
runBridge(process.argv.slice(2)).then(
  () => process.exit(0),
  (e) => {
    console.error(`cardroom-acpc: ${e.message}`);
    process.exit(1);
  },
);
