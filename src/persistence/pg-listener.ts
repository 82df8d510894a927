/**
 * The instance's one LISTEN connection to PostgreSQL, shared by every channel (match events, account
 * events). It reconnects a second after the connection drops; notifications sent while it was down are
 * lost, so after a reconnect every channel's `onResync` runs (its listeners re-read what they show).
 * On PGlite there is nothing to listen to: one process, events stay in it.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { PrismaService } from './prisma.service';

interface Channel {
  onNotify: (payload: string) => void;
  onResync: () => void;
}

@Injectable()
export class PgListener implements OnModuleDestroy {
  private readonly logger = new Logger('PgListener');
  private readonly channels = new Map<string, Channel>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Connected once already: the next connection is a reconnect, after which channels resync. */
  private connectedBefore = false;
  private closed = false;
  /** The LISTEN queries of `listen`, one after the other on the connection. */
  private serial: Promise<void> = Promise.resolve();

  constructor(@Inject(PrismaService) private readonly db: Pick<PrismaService, 'kind' | 'url'>) {}

  /** Whether there is a database to LISTEN on (PostgreSQL). */
  get enabled(): boolean {
    return this.db.kind === 'postgresql';
  }

  /** Whether the LISTEN connection is up now (notifications reach this instance). */
  get connected(): boolean {
    return this.client !== null;
  }

  /** Listens on `channel` (connecting first if needed); resolves once LISTEN is in place, or a reconnect is scheduled. */
  async listen(channel: string, onNotify: (payload: string) => void, onResync: () => void): Promise<void> {
    if (!this.enabled || this.closed) return;
    this.channels.set(channel, { onNotify, onResync });
    if (!this.client) await (this.connecting ??= this.connect());
    // (again) on the connection as it is now: a connection made meanwhile may have missed this channel;
    // one query at a time (features of one module start together)
    const query = this.serial.then(() => this.client?.query(`LISTEN ${channel}`));
    this.serial = query.then(
      () => undefined,
      () => undefined,
    );
    try {
      await query;
    } catch {
      // the connection is going: the reconnect LISTENs on every channel
    }
  }

  /** The LISTEN connection's backend process id (null when not connected). */
  backendPid(): number | null {
    return (this.client as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.db.url! });
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
    client.on('notification', (n) => this.channels.get(n.channel)?.onNotify(n.payload ?? ''));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      this.client = client;
      if (this.connectedBefore) for (const c of this.channels.values()) c.onResync();
      this.connectedBefore = true;
    } catch (e) {
      this.logger.warn(`LISTEN failed, retrying: ${(e as Error).message}`);
      client.end().catch(() => undefined);
      retry();
    } finally {
      this.connecting = null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }
}
