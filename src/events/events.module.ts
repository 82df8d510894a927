/**
 * The live-events piece (docs/architecture.md, "Live events"): the transport, chosen here and only here,
 * and the hub that makes topics on it. Global: every feature's events are topics of the one hub.
 */
import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../tokens';
import { EVENT_TRANSPORT, EventHub } from './event-hub';
import { InProcessTransport } from './in-process.transport';
import { NatsTransport } from './nats-transport';
import { PgTransport } from './pg.transport';
import type { EventTransport } from './transport';

/**
 * The instance's transport: NATS where EVENTS_URL is set, else PostgreSQL LISTEN/NOTIFY on PostgreSQL,
 * in-process on the embedded database.
 */
export function chooseTransport(config: Pick<AppConfig, 'databaseUrl' | 'eventsUrl'>): EventTransport {
  if (config.eventsUrl) return new NatsTransport({ url: config.eventsUrl, name: 'cardroom-events' });
  if (config.databaseUrl) return new PgTransport(config.databaseUrl);
  return new InProcessTransport();
}

@Global()
@Module({
  providers: [{ provide: EVENT_TRANSPORT, useFactory: chooseTransport, inject: [APP_CONFIG] }, EventHub],
  exports: [EVENT_TRANSPORT, EventHub],
})
export class EventsModule {}
