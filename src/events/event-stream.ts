/**
 * The one writer of every event stream (matches, accounts, tournaments, series): Server-Sent Events
 * (`event: <name>`, `id: <id>` when it has one, `data: <JSON>`, a `: ping` comment as the heartbeat,
 * `retry: 2000` at the start) or NDJSON (`Accept: application/x-ndjson`: one JSON object per line, an
 * empty line as the heartbeat). The headers keep proxies from buffering; at a shutdown the stream ends
 * with `retry: 500` (come back soon, through the proxy, to another instance). A stream opened with an
 * account's API key holds a place in the account's cap (EventHub.admit) and ends when the key is replaced.
 *
 * `followTopic` is the order every picture-then-events stream keeps: the picture first, the events
 * heard meanwhile after it, and the picture again after a resync signal.
 */
import type { ServerResponse } from 'node:http';
import { openStream } from '../metrics/metrics';
import type { EventHub, StreamSlot } from './event-hub';
import type { Topic } from './topic';

export type StreamFormat = 'sse' | 'ndjson';

/** NDJSON when the client asks for it, SSE otherwise. */
export function streamFormat(accept: string | undefined): StreamFormat {
  return /application\/x-ndjson/i.test(accept ?? '') ? 'ndjson' : 'sse';
}

/** Heartbeat periods (docs/api.md: 15 s, the account stream 10 s); tests may lower them. */
export const sseTiming = { heartbeatMs: 15_000, accountHeartbeatMs: 10_000 };

/** The last words of a stream ended by a shutdown: reconnect soon (through the proxy, to another instance). */
export const SHUTDOWN_RETRY = 'retry: 500\n\n';

export interface StreamSpec {
  /** The raw response, taken over from the framework, with the headers it had set (CORS, security). */
  res: ServerResponse;
  hub: EventHub;
  /** The metrics' label (cardroom_open_streams). */
  kind: 'match' | 'account' | 'tournament' | 'series';
  format?: StreamFormat;
  heartbeatMs?: number;
  /** The place in the account's cap of a stream opened with an API key (EventHub.admit, before the takeover). */
  slot?: StreamSlot | null;
}

export class EventStream {
  private closedNow = false;
  private corked = false;
  private readonly cleanups: (() => void)[] = [];
  private readonly format: StreamFormat;

  /** Opens the stream: the headers and the heartbeat. */
  static open(spec: StreamSpec): EventStream {
    return new EventStream(spec);
  }

  private constructor(private readonly spec: StreamSpec) {
    const { res } = spec;
    this.format = spec.format ?? 'sse';
    res.statusCode = 200;
    res.setHeader(
      'Content-Type',
      this.format === 'sse' ? 'text/event-stream; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    );
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    if (this.format === 'sse') res.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => {
      if (!this.closedNow) res.write(this.format === 'sse' ? ': ping\n\n' : '\n');
    }, spec.heartbeatMs ?? sseTiming.heartbeatMs);
    heartbeat.unref();
    this.cleanups.push(() => clearInterval(heartbeat));
    this.cleanups.push(
      spec.hub.onShutdown(() => this.close(this.format === 'sse' ? SHUTDOWN_RETRY : undefined)),
    );
    this.cleanups.push(openStream(spec.kind));
    // 'close' on the response: the client went away (or the stream was ended)
    res.on('close', () => this.close());
    if (spec.slot) {
      spec.slot.bind(() => this.close());
      this.cleanups.push(() => spec.slot!.release());
    }
  }

  get closed(): boolean {
    return this.closedNow;
  }

  /** Runs `fn` when the stream ends (the client went away, the server ended it, a shutdown). */
  onClose(fn: () => void): void {
    if (this.closedNow) fn();
    else this.cleanups.push(fn);
  }

  /** Sends one event: SSE `event`/`id`/`data`, or an NDJSON line of `data`. */
  send(name: string, data: unknown, id?: number | string): void {
    if (this.closedNow) return;
    const { res } = this.spec;
    // what is sent in one tick (a burst of notifications) leaves in one write
    if (!this.corked) {
      this.corked = true;
      res.cork();
      process.nextTick(() => {
        this.corked = false;
        res.uncork();
      });
    }
    const json = JSON.stringify(data);
    res.write(
      this.format === 'sse'
        ? `event: ${name}\n${id !== undefined ? `id: ${id}\n` : ''}data: ${json}\n\n`
        : `${json}\n`,
    );
  }

  close(lastWords?: string): void {
    if (this.closedNow) return;
    this.closedNow = true;
    for (const fn of this.cleanups.splice(0)) fn();
    this.spec.res.end(lastWords);
  }
}

export interface FollowSpec<E, P = E> {
  /** The current picture, sent first and again after a resync. */
  picture: () => Promise<P[]>;
  /** Whether an event is the topic's resync signal (or any event that says "read the picture again"). */
  isResync: (e: E) => boolean;
  write: (e: E | P) => void;
}

/**
 * Follows `key` on `topic` into `stream`: the picture, then each event as it happens (those heard while
 * the picture was read wait behind it), and the picture again after a resync. The database unavailable
 * while reading the picture ends the stream (the client reconnects and gets the picture then).
 */
export async function followTopic<E, P = E>(
  stream: EventStream,
  topic: Topic<E>,
  key: string,
  f: FollowSpec<E, P>,
): Promise<void> {
  let ready = false;
  const early: E[] = [];
  let chain: Promise<void> = Promise.resolve();
  const sendPicture = async () => {
    if (stream.closed) return;
    try {
      for (const e of await f.picture()) f.write(e);
    } catch {
      stream.close();
    }
  };
  stream.onClose(
    topic.subscribe(key, (e) => {
      if (f.isResync(e)) chain = chain.then(sendPicture);
      else if (!ready) early.push(e);
      else void chain.then(() => f.write(e));
    }),
  );
  await sendPicture();
  ready = true;
  for (const e of early.splice(0)) f.write(e);
}
