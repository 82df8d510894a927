/**
 * Graceful shutdown on SIGTERM (and SIGINT), within SHUTDOWN_GRACE_SECONDS:
 * 1. not ready at once (GET /health/ready → 503): a proxy's health check takes the instance out;
 * 2. stop accepting: the listening socket closes, keep-alive connections close once idle, and every
 *    answer from now on says `Connection: close` (app.ts), so a client's next request opens a connection
 *    elsewhere;
 * 3. event streams end with a `retry:` hint and long polls answer 503 "ask again": their clients come
 *    back through the proxy to another instance, resuming with Last-Event-ID;
 * 4. the requests in flight finish, then the group commit's writes still queued or on their way;
 * 5. the app closes (database connections, LISTEN) and the process exits 0.
 * What is still open when the grace runs out is cut (connections destroyed) and the exit code is 1.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import { EventHub } from '../events/event-hub';
import { MatchWrites } from '../persistence/match-writes';
import { HealthService } from './health.service';

/** Drains and closes the app; resolves with the exit code (0: everything finished in time). */
export async function shutDown(
  app: NestFastifyApplication,
  graceSeconds: number,
  say: (line: string) => void,
): Promise<number> {
  const started = Date.now();
  // leave a little of the grace to close the database connections
  const drainMs = Math.max(250, graceSeconds * 1000 - 1000);
  app.get(HealthService).beginShutdown();
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  app.get(EventHub).endStreams();
  // connections that turn idle (an ended stream's, one whose answer was on its way) close as they do
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), drainMs)));
  const drained = closed.then(() => app.get(MatchWrites).moveWrites.drained()).then(() => 'done' as const);
  const how = await Promise.race([drained, outOfTime]);
  clearTimeout(timer);
  clearInterval(idle);
  if (how === 'late') {
    say(`shutdown: requests still open after ${drainMs} ms; closing their connections`);
    server.closeAllConnections();
  }
  await app.close();
  say(`shutdown: ${how === 'done' ? 'drained and closed' : 'closed'} in ${Date.now() - started} ms`);
  return how === 'done' ? 0 : 1;
}
