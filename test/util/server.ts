/**
 * The real server as a child process (node -r @swc-node/register src/main.ts, the way `npm run
 * client:*` boots the app), for tests that must kill it: start, wait until it serves, kill with any
 * signal and await the exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface Server {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Everything the process wrote to stderr (for failure messages). */
  stderr(): string;
  /** Everything the process wrote to stdout (its JSON log lines), up to 4 MB. */
  stdout(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server on `port` (a free one when not given: a proxy in front needs the same one again). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  fixedPort?: number,
): Promise<Server> {
  const port = fixedPort ?? (await freePort());
  const root = join(__dirname, '..', '..');
  // one process (WORKERS=1): SIGKILL must hit the process that serves
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    WORKERS: '1',
    ...env,
    PORT: String(port),
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const proc = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr!.on('data', (c: Buffer) => {
    err = (err + c.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let all = '';
  proc.stdout!.on('data', (c: Buffer) => {
    if (all.length < 4_000_000) all += c.toString('utf8');
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      // a server that never served is not left behind (it would keep the test run alive)
      proc.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms: ${err}`));
    }, timeoutMs);
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('Cardroom is serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before serving: ${err}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    stderr: () => err,
    stdout: () => all,
    kill: async (signal = 'SIGKILL') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}
