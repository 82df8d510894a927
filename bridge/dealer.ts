/**
 * The dealer's side of the ACPC protocol for one bot (docs/acpc.md): a TCP port the bot connects to,
 * `VERSION:2.0.0` read first, lines sent with `\r\n`, and the bot's answer awaited for the line of
 * the state it is to act in. Answers to anything else are read as the dealer reads them (bridge/
 * answers.ts); an answer may be given up on (the match moved on: its turn clock played for the bot),
 * after which a late answer is one more un-requested response.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface DealerEvents {
  /** A warning, as the dealer prints one ("WARNING: …"). */
  warn: (message: string) => void;
}

export class AcpcDealer {
  private server: Server | null = null;
  private socket: Socket | null = null;
  private buffered = '';
  private readonly lines: string[] = [];
  private wake: (() => void) | null = null;
  private closed = false;
  /** Every line sent, and every line received (for the tests and the transcript). */
  readonly sent: string[] = [];
  readonly received: string[] = [];

  constructor(private readonly events: DealerEvents) {}

  /** Listens on `host:port` (0: any free port); resolves with the port. */
  async listen(host: string, port: number): Promise<number> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  private accept(socket: Socket): void {
    if (this.socket) {
      // one bot per bridge, as one seat per dealer port
      socket.end('# this port already has its bot\r\n');
      return;
    }
    this.socket = socket;
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffered += chunk;
      let nl: number;
      while ((nl = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, nl).replace(/\r$/, '');
        this.buffered = this.buffered.slice(nl + 1);
        this.received.push(line);
        this.lines.push(line);
      }
      this.notify();
    });
    socket.on('close', () => {
      this.closed = true;
      this.notify();
    });
    socket.on('error', () => undefined);
    this.notify();
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  private waitForInput(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  /** Resolves once a bot has connected and sent its version line; throws if it sends something else. */
  async handshake(): Promise<string> {
    for (;;) {
      const line = this.lines.shift();
      if (line === undefined) {
        if (this.closed) throw new Error('the bot closed the connection before sending VERSION');
        await this.waitForInput();
        continue;
      }
      if (line.startsWith('#') || line.startsWith(';')) continue;
      const m = /^VERSION:(\d+)\.(\d+)\.(\d+)/.exec(line);
      if (!m)
        throw new Error(
          `the bot's first line must be VERSION:2.0.0, got ${JSON.stringify(line.slice(0, 80))}`,
        );
      if (m[1] !== '2' || Number(m[2]) > 0)
        this.events.warn(`this bridge speaks version 2.0.0; the bot says ${line}`);
      return line;
    }
  }

  get connected(): boolean {
    return this.socket !== null && !this.closed;
  }

  /** Sends one line to the bot. */
  send(line: string): void {
    this.sent.push(line);
    if (this.connected) this.socket!.write(`${line}\r\n`);
  }

  /**
   * Waits for the bot's next line; resolves null when `cancel` resolves first or the bot has gone.
   * Lines that came before the question are read here too, in order (a late answer is one of them).
   */
  async nextLine(cancel: Promise<void>): Promise<string | null> {
    let canceled = false;
    void cancel.then(() => {
      canceled = true;
      this.notify();
    });
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return line;
      if (canceled || this.closed) return null;
      await this.waitForInput();
    }
  }

  /** Closes the connection (the match is over: the dealer closes it) and stops listening. */
  async close(): Promise<void> {
    this.socket?.end();
    this.socket?.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
