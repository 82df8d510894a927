/**
 * The account event stream on the wire: Server-Sent Events (`event: <type>`, `data: <JSON>`, a
 * `: ping` comment as keep-alive), or NDJSON (`Accept: application/x-ndjson`: one JSON object per
 * line, an empty line as keep-alive). It first sends the current picture (open challenges, matches
 * waiting for the account), then every event as it happens; after a resync signal (the LISTEN
 * connection came back, events may have been lost) the picture is sent again.
 */
import type { ServerResponse } from 'node:http';
import { SHUTDOWN_RETRY } from '../http/sse';
import { openStream } from '../metrics/metrics';
import type { AccountEvent, AccountEvents } from './account-events';

/** Keep-alive period of the account stream (docs/api.md: every 10 s); tests may lower it. */
export const accountStreamTiming = { keepAliveMs: 10_000 };

export type StreamFormat = 'sse' | 'ndjson';

export function streamFormat(accept: string | undefined): StreamFormat {
  return /application\/x-ndjson/i.test(accept ?? '') ? 'ndjson' : 'sse';
}

export interface AccountStreamArgs {
  res: ServerResponse;
  format: StreamFormat;
  events: AccountEvents;
  accountId: string;
  /** The current picture: one `challenge` per open challenge, one `yourTurn` per match waiting. */
  picture: () => Promise<AccountEvent[]>;
}

export async function streamAccountEvents(a: AccountStreamArgs): Promise<void> {
  const { res, format } = a;
  res.statusCode = 200;
  res.setHeader(
    'Content-Type',
    format === 'sse' ? 'text/event-stream; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
  );
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  if (format === 'sse') res.write('retry: 2000\n\n');

  let closed = false;
  let corked = false;
  const write = (e: AccountEvent) => {
    if (closed) return;
    // the events of one tick (a bot's many matches: several NOTIFYs arrive in one read) leave in one write
    if (!corked) {
      corked = true;
      res.cork();
      process.nextTick(() => {
        corked = false;
        res.uncork();
      });
    }
    res.write(
      format === 'sse' ? `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n` : `${JSON.stringify(e)}\n`,
    );
  };
  // events that arrive while the picture is read wait behind it, so that the order is kept
  let ready = false;
  const early: AccountEvent[] = [];
  let resyncing: Promise<void> = Promise.resolve();
  const sendPicture = async () => {
    try {
      for (const e of await a.picture()) write(e);
    } catch {
      close(); // the database is unavailable: the client reconnects and gets the picture then
    }
  };
  const off = a.events.subscribe(a.accountId, (signal) => {
    if (signal.type === 'resync') {
      resyncing = resyncing.then(sendPicture);
      return;
    }
    if (!ready) early.push(signal);
    else void resyncing.then(() => write(signal));
  });
  const keepAlive = setInterval(() => {
    if (!closed) res.write(format === 'sse' ? ': ping\n\n' : '\n');
  }, accountStreamTiming.keepAliveMs);
  keepAlive.unref();
  const offShutdown = a.events.onShutdown(() => close(format === 'sse' ? SHUTDOWN_RETRY : undefined));
  const closeStream = openStream('account');
  function close(lastWords?: string) {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
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
