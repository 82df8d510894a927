/**
 * Server-Sent Events for one match: `event: state`, `id: <version>`, `data: <the caller's view>` at
 * connection (unless Last-Event-ID is already current) and at every new version; a heartbeat comment
 * (`: ping`) every `sseTiming.heartbeatMs` (15 s) so that proxies keep the connection open. A finished
 * match sends its final state once and ends the stream; a client already holding it gets 204, which
 * tells EventSource not to reconnect. Streams end when the client goes away or the app shuts down.
 */
import type { ServerResponse } from 'node:http';
import type { MatchView } from '../matches/match-record';
import type { MatchEvents } from '../matches/match-events';
import { openStream } from '../metrics/metrics';

/** Timing of the event streams; tests may lower the heartbeat. */
export const sseTiming = { heartbeatMs: 15_000 };

/** The last words of a stream ended by a shutdown: reconnect soon (through the proxy, to another instance). */
export const SHUTDOWN_RETRY = 'retry: 500\n\n';

/**
 * Reads in flight, shared by the followers of one match who see it alike (the same token, or
 * spectators) and were woken by the same notification: a thousand spectators cost one read per move.
 * A read started after the notification of version v shows v or later, so sharing it is safe.
 */
const inFlight = new Map<string, Promise<MatchView>>();
function sharedLoad(key: string, load: () => Promise<MatchView>): Promise<MatchView> {
  let p = inFlight.get(key);
  if (!p) {
    p = load();
    inFlight.set(key, p);
    const forget = () => inFlight.delete(key);
    p.then(forget, forget);
  }
  return p;
}

export interface FollowArgs {
  /** The raw response, taken over from the framework, with the headers it had set (CORS, security). */
  res: ServerResponse;
  first: MatchView;
  events: MatchEvents;
  matchId: string;
  lastVersion: number;
  load: () => Promise<MatchView>;
  /** Who is following (the token, or '' for a spectator): followers alike share reads. */
  viewer: string;
}

export async function followEvents(a: FollowArgs): Promise<void> {
  const { res, events, matchId } = a;
  // an id ahead of the match is not one of its versions (another match's, or made up): start afresh
  const lastVersion = a.lastVersion > a.first.version ? -1 : a.lastVersion;
  if (a.first.status === 'finished' && lastVersion >= a.first.version) {
    res.statusCode = 204;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  res.write('retry: 2000\n\n');

  let sent = lastVersion;
  let closed = false;
  let busy: Promise<void> = Promise.resolve();
  const send = (view: MatchView) => {
    if (closed || view.version <= sent) return;
    sent = view.version;
    res.write(`event: state\nid: ${view.version}\ndata: ${JSON.stringify(view)}\n\n`);
    if (view.status === 'finished') close();
  };
  // one read per burst of notifications: a refresh that has not started yet covers later ones too
  let queued = 0; // the highest notified version not yet read (0: none)
  const refresh = (notified: number | null) => {
    const already = queued > 0;
    queued = Math.max(queued, notified ?? Number.MAX_SAFE_INTEGER);
    if (already) return;
    busy = busy.then(() => {
      const v = queued;
      queued = 0;
      // a second notification of a version the previous read already sent (the local event and its
      // NOTIFY echo) needs no read
      if (closed || (notified !== null && v <= sent)) return undefined;
      const read = notified === null ? a.load() : sharedLoad(`${matchId}|${v}|${a.viewer}`, a.load);
      return read.then(send, () => undefined);
    });
  };
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': ping\n\n');
  }, sseTiming.heartbeatMs);
  heartbeat.unref();
  const off = events.subscribe(matchId, (v) => {
    if (v > sent) refresh(v);
  });
  const offShutdown = events.onShutdown(() => close(SHUTDOWN_RETRY));
  const closeStream = openStream('match');
  function close(lastWords?: string) {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    off();
    offShutdown();
    closeStream();
    res.end(typeof lastWords === 'string' ? lastWords : undefined);
  }
  // 'close' on the response: the client went away (or we ended the stream)
  res.on('close', close);
  send(a.first);
  // writes notify other instances from now on; a version may have landed before: read once more
  await events.watch(matchId);
  refresh(null);
  await busy;
}
