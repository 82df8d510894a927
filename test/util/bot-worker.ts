/**
 * A bot worker as a child process (`node -r @swc-node/register src/bot-worker/main.ts`, what `npm run
 * bot-worker` runs), for tests that kill it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface WorkerProcess {
  name: string;
  proc: ChildProcess;
  /** Sends the signal and resolves once the process has exited (with its exit code). */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  output(): string;
}

export async function startWorker(
  url: string,
  name: string,
  threads = 1,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const root = join(__dirname, '..', '..');
  const proc = spawn(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      'src/bot-worker/main.ts',
      '--url',
      url,
      '--name',
      name,
      '--threads',
      String(threads),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const onData = (c: Buffer) => {
    out = (out + c.toString('utf8')).slice(-20_000);
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the bot worker did not start: ${out}`)), 90_000);
    const check = () => {
      if (out.includes(`bot worker ${name}:`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bot worker exited (${code}) before starting: ${out}`));
    });
  });
  return {
    name,
    proc,
    output: () => out,
    kill: async (signal = 'SIGKILL') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}
