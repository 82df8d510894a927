/**
 * A start that cannot go on says why in one line (README "Use PostgreSQL instead"): on a port in use,
 * that line is all the process writes, before it opens or migrates any database (issue 41, item 6:
 * a JSON log line came first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('a port in use', () => {
  let busy: Server;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '0.0.0.0', resolve));
    port = (busy.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'startup-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => busy.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one line on stderr, nothing on stdout, exit 1, and no database was made', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    const proc = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    proc.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => proc.once('close', resolve));
    expect({ code, out, err }).toEqual({
      code: 1,
      out: '',
      err: `Cardroom cannot start: port ${port} is already in use: stop what serves on it, or set PORT to another port\n`,
    });
    // the embedded database was not even created
    expect(readdirSync(dataDir)).toEqual([]);
  }, 120_000);
});
