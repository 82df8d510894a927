/**
 * Liveness and readiness. Live: the process serves and reaches its database (GET /health, the
 * contract of docs/api.md part 1). Ready to take traffic (GET /health/ready): the database answers,
 * every migration this build ships is applied, the event transport is connected (src/events: a
 * follower here would miss what other instances write), and the instance is not shutting down. On SIGTERM
 * (src/health/shutdown.ts) `beginShutdown` makes it not ready at once, so a proxy's health check
 * takes it out of rotation while it finishes what it has taken.
 */
import { Injectable } from '@nestjs/common';
import { EventHub } from '../events/event-hub';
import { readMigrations } from '../persistence/migrations';
import { HealthStore } from './health.store';

export interface Liveness {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

export interface Readiness {
  status: 'ready' | 'not-ready';
  database: 'up' | 'down';
  /** `pending`: this build ships migrations the database has not recorded; `unknown`: the database is down. */
  migrations: 'applied' | 'pending' | 'unknown';
  /** The event transport (src/events): `down` while it is disconnected. */
  events: 'up' | 'down';
  shuttingDown: boolean;
}

@Injectable()
export class HealthService {
  private shuttingDown = false;
  /** Once seen applied, migrations stay applied: later checks skip the query. */
  private migrationsApplied = false;
  private readonly shipped = readMigrations().map((m) => m.name);

  constructor(
    private readonly store: HealthStore,
    private readonly events: EventHub,
  ) {}

  get stopping(): boolean {
    return this.shuttingDown;
  }

  /** Not ready from now on (SIGTERM). */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  async liveness(): Promise<Liveness> {
    const up = await this.store.ping();
    return { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' };
  }

  async readiness(): Promise<Readiness> {
    const up = await this.store.ping();
    let migrations: Readiness['migrations'] = 'unknown';
    if (up) migrations = (await this.migrationsDone()) ? 'applied' : 'pending';
    const events = this.events.healthy;
    const ready = up && migrations === 'applied' && events && !this.shuttingDown;
    return {
      status: ready ? 'ready' : 'not-ready',
      database: up ? 'up' : 'down',
      migrations,
      events: events ? 'up' : 'down',
      shuttingDown: this.shuttingDown,
    };
  }

  private async migrationsDone(): Promise<boolean> {
    if (this.migrationsApplied) return true;
    try {
      const applied = new Set(await this.store.appliedMigrations());
      this.migrationsApplied = this.shipped.every((name) => applied.has(name));
    } catch {
      return false;
    }
    return this.migrationsApplied;
  }
}
