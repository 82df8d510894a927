/**
 * `npm run bot-worker -- --url nats://host:4222 [--threads N] [--name NAME]` (in the image: `node
 * dist/src/bot-worker/main.js`): a bot worker process (bot-worker.ts). The settings fall back on the
 * environment an instance reads: BOT_WORKERS_URL, BOT_THINK_TIMEOUT_MS, BOT_BACKGROUND_NICE, and
 * BOT_THREADS (default: the machine's cores). SIGTERM or SIGINT: it finishes what it took and exits 0.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, isNatsUrl, loadConfig } from '../config';
import { BotWorker } from './bot-worker';

function fail(line: string): never {
  process.stderr.write(`bot worker cannot start: ${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      threads: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'npm run bot-worker -- --url nats://host:4222 [--threads N] [--name NAME]\n' +
        '  --url      the NATS server(s) of the bot queue (default: BOT_WORKERS_URL)\n' +
        '  --threads  threads per lane (default: BOT_THREADS, else the cores of this machine)\n' +
        '  --name     the name instances count its decisions under (default: host-pid)\n',
    );
    return;
  }
  let config;
  try {
    // the worker reads the bot settings an instance reads (and ignores the rest)
    config = loadConfig({ ...process.env, BOT_WORKERS_URL: values.url ?? process.env.BOT_WORKERS_URL });
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  const url = config.botWorkersUrl;
  if (!url || !isNatsUrl(url)) fail('give the bot queue as --url nats://host:4222 (or BOT_WORKERS_URL)');
  const threads = values.threads ?? process.env.BOT_THREADS ?? String(availableParallelism());
  if (!/^\d+$/.test(threads) || Number(threads) < 1 || Number(threads) > 256)
    fail(`--threads must be an integer from 1 to 256 (got "${threads}")`);
  const worker = new BotWorker({
    url,
    threads: Number(threads),
    timeoutMs: config.botThinkTimeoutMs,
    backgroundNice: config.botBackgroundNice,
    name: values.name,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      worker.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  await worker.start();
}

void main().catch((e: unknown) => fail((e as Error).message));
