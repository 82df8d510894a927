/**
 * Events over PostgreSQL LISTEN/NOTIFY: the instance's one LISTEN connection carries every channel
 * (match, account, tournament and series events, key replacements), and `publish` is a `pg_notify` on
 * it. The connection is opened at the first subscription and reconnects a second after it drops;
 * notifications sent while it was down are lost, so after a reconnect the `onReconnect` callbacks run
 * (the followers re-read what they show). A write may also NOTIFY a channel in its own statement or
 * transaction (delivered on commit, only for a write that happened): the subscribers hear it the same way.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { EventTransport } from './transport';

/** NOTIFY payloads must stay under 8000 bytes. */
export const PG_MAX_PAYLOAD = 7900;

export class PgTransport implements EventTransport {
  private readonly logger = new Logger('PgTransport');
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnects: (() => void)[] = [];
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Connected once already: the next connection is a reconnect, after which the callbacks run. */
  private connectedBefore = false;
  private closed = false;
  /** The connection's queries (LISTEN, NOTIFY), one after the other. */
  private serial: Promise<void> = Promise.resolve();

  constructor(private readonly url: string) {}

  get healthy(): boolean {
    return this.client !== null;
  }

  publish(channel: string, payload: string): Promise<void> {
    return this.inTurn(async () => {
      if (!this.client) await (this.connecting ??= this.connect());
      const client = this.client;
      if (!client) throw new Error('the LISTEN connection is down');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    });
  }

  /**
   * Runs `query` after the connection's earlier queries (a `pg` client runs one query at a time, and
   * deprecates queuing a query while one runs): LISTENs and NOTIFYs in the order they were asked.
   */
  private inTurn(query: () => Promise<void>): Promise<void> {
    const run = this.serial.then(query);
    this.serial = run.catch(() => undefined);
    return run;
  }

  subscribe(channel: string, onMessage: (payload: string) => void): () => void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      this.listen(channel);
    }
    set.add(onMessage);
    return () => void this.channels.get(channel)?.delete(onMessage);
  }

  onReconnect(cb: () => void): void {
    this.reconnects.push(cb);
  }

  /** Resolves once every channel subscribed so far is LISTENed on (or a reconnect is scheduled). */
  async settled(): Promise<void> {
    await this.connecting;
    await this.serial;
  }

  /** The LISTEN connection's backend process id (null when not connected). */
  backendPid(): number | null {
    return (this.client as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  private listen(channel: string): void {
    if (this.closed) return;
    // on the connection as it is now (one query at a time); a connection made meanwhile LISTENs on
    // every channel itself
    void this.inTurn(async () => {
      if (!this.client) await (this.connecting ??= this.connect());
      await this.client?.query(`LISTEN ${channel}`);
    }).catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    const retry = () => {
      if (this.client === client) this.client = null;
      if (this.closed || this.reconnectTimer) return;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        void (this.connecting ??= this.connect());
      }, 1000);
      this.reconnectTimer.unref();
    };
    client.on('error', () => {
      client.end().catch(() => undefined);
      retry();
    });
    client.on('end', retry);
    client.on('notification', (n) => {
      for (const fn of this.channels.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      if (this.connectedBefore) for (const cb of this.reconnects) cb();
      this.connectedBefore = true;
    } catch (e) {
      this.logger.warn(`LISTEN failed, retrying: ${(e as Error).message}`);
      client.end().catch(() => undefined);
      retry();
    } finally {
      this.connecting = null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
