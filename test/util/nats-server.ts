/**
 * A NATS server of the test's own (`nats-server -js` on a free port, JetStream in a temporary folder),
 * never the machine's shared one: tests kill and restart it. The binary is Debian's (`nats-server`,
 * which .ci/run installs when absent) or NATS_SERVER.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

export function natsServerBinary(): string | null {
  const candidates = [process.env.NATS_SERVER, '/usr/sbin/nats-server', '/usr/bin/nats-server'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

export class NatsServer {
  private proc: ChildProcess | null = null;
  private log = '';

  private constructor(
    readonly port: number,
    private readonly storeDir: string,
  ) {}

  /** Starts a server on a free port and resolves once it accepts clients. */
  static async start(): Promise<NatsServer> {
    const server = new NatsServer(await freePort(), mkdtempSync(join(tmpdir(), 'cardroom-nats-')));
    await server.run();
    return server;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.proc !== null;
  }

  /** Starts the server again on the same port (after `kill`); JetStream's files are kept. */
  async run(): Promise<void> {
    const bin = natsServerBinary();
    if (!bin) throw new Error('no nats-server binary (apt-get install -y nats-server, or set NATS_SERVER)');
    this.log = '';
    const proc = spawn(bin, ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', this.storeDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nats-server did not start: ${this.log}`)), 30_000);
      const onData = (c: Buffer) => {
        this.log = (this.log + c.toString('utf8')).slice(-8000);
        if (this.log.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        if (this.proc === proc) this.proc = null;
        reject(new Error(`nats-server exited (${code}): ${this.log}`));
      });
    });
  }

  /** Kills the server (SIGKILL by default: nothing flushed, clients see the connection drop). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  }

  /** Removes the files of a killed server (JetStream's streams): the next `run` starts empty. */
  forget(): void {
    if (this.proc) throw new Error('kill the server before forgetting its files');
    rmSync(this.storeDir, { recursive: true, force: true });
  }

  /** Stops the server and removes its files. */
  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}
