/**
 * A tournament's public event stream on the wire (Server-Sent Events, `event: <type>`, `data: <JSON>`),
 * with the project's SSE conventions (src/http/sse.ts): the heartbeat comment every
 * `sseTiming.heartbeatMs`, the reconnect hint at shutdown. It first sends the current `standings`, then
 * every event as it happens; after a resync signal it sends the standings read again. A finished or
 * canceled tournament sends `finish` and ends the stream.
 */
import type { ServerResponse } from 'node:http';
import { SHUTDOWN_RETRY, sseTiming } from '../http/sse';
import { openStream } from '../metrics/metrics';
import type { TournamentEvent, TournamentEvents } from './tournament-events';

export interface TournamentStreamArgs {
  res: ServerResponse;
  events: TournamentEvents;
  tournamentId: string;
  /** The current picture: `standings`, and `finish` when the tournament is over. */
  picture: () => Promise<TournamentEvent[]>;
}

export async function streamTournamentEvents(a: TournamentStreamArgs): Promise<void> {
  const { res } = a;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  res.write('retry: 2000\n\n');

  let closed = false;
  const write = (e: TournamentEvent) => {
    if (closed) return;
    res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    if (e.type === 'finish') close();
  };
  let ready = false;
  const early: TournamentEvent[] = [];
  let chain: Promise<void> = Promise.resolve();
  const sendPicture = async () => {
    try {
      for (const e of await a.picture()) write(e);
    } catch {
      close();
    }
  };
  const off = a.events.subscribe(a.tournamentId, (signal) => {
    if (signal.type === 'resync') {
      chain = chain.then(sendPicture);
      return;
    }
    if (!ready) early.push(signal);
    else void chain.then(() => write(signal));
  });
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, sseTiming.heartbeatMs);
  heartbeat.unref();
  const offShutdown = a.events.onShutdown(() => close(SHUTDOWN_RETRY));
  const closeStream = openStream('tournament');
  function close(lastWords?: string) {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    off();
    offShutdown();
    closeStream();
    res.end(typeof lastWords === 'string' ? lastWords : undefined);
  }
  res.on('close', close);
  await sendPicture();
  ready = true;
  for (const e of early.splice(0)) write(e);
}
