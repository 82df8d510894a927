/**
 * Browser tests of the web page (/play) in Debian's Chromium (`apt-get install chromium`; CHROMIUM_PATH
 * overrides the path). The service is started from the sources on a throw-away in-memory database;
 * `npm run test:web` builds the page first. Screenshots of each table go to test-results/screenshots/.
 */
import { defineConfig } from '@playwright/test';

// One port per run, set before the workers start (they inherit it), so that two runs on one machine do
// not collide on the service's port; WEB_TEST_PORT chooses one.
process.env.WEB_TEST_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.WEB_TEST_PORT);

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results/playwright',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1100, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node -r @swc-node/register src/main.ts',
    url: `http://127.0.0.1:${port}/health`,
    env: { PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
