/**
 * Server-Sent Events for one match: `event: state`, `id: <version>`, `data: <the caller's view>` at
 * connection (unless Last-Event-ID is already current) and at every new version; a heartbeat comment
 * every 15 s. A finished match sends its final state once; a client already holding it gets 204, which
 * tells EventSource not to reconnect.
 */
import type { Request, Response } from 'express';
import type { MatchView } from '../matches/match-record';
import type { MatchEvents } from '../matches/match-events';

const HEARTBEAT_MS = 15_000;

export interface FollowArgs {
  req: Request;
  res: Response;
  first: MatchView;
  events: MatchEvents;
  matchId: string;
  lastVersion: number;
  load: () => Promise<MatchView>;
}

export async function followEvents(a: FollowArgs): Promise<void> {
  const { req, res, events, matchId } = a;
  if (a.first.status === 'finished' && a.lastVersion >= a.first.version) {
    res.status(204).end();
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 2000\n\n');

  let sent = a.lastVersion;
  let closed = false;
  let busy: Promise<void> = Promise.resolve();
  const send = (view: MatchView) => {
    if (closed || view.version <= sent) return;
    sent = view.version;
    res.write(`event: state\nid: ${view.version}\ndata: ${JSON.stringify(view)}\n\n`);
    if (view.status === 'finished') close();
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const off = events.subscribe(matchId, (v) => {
    if (v <= sent) return;
    busy = busy.then(() => a.load().then(send, () => undefined));
  });
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    off();
    res.end();
  }
  req.on('close', close);
  send(a.first);
  // a version may have landed between the first load and the subscription
  busy = busy.then(() => a.load().then(send, () => undefined));
  await busy;
}
