/**
 * One match's event stream (the one stream writer, src/events/event-stream.ts): `event: state`,
 * `id: <version>`, `data: <the caller's view>`, every version exactly once and in order. At connection
 * the current view, or with Last-Event-ID every version after it; then, at each notification, every
 * version since the last one sent, read in one batch (RecordsService.viewsSince: the match, and the
 * move log when more than one version is new), never only the latest. A finished match sends its final
 * version and ends the stream; a client already holding it gets 204, which tells EventSource not to
 * reconnect.
 */
import type { ServerResponse } from 'node:http';
import type { EventHub, StreamSlot } from '../events/event-hub';
import { EventStream } from '../events/event-stream';
import type { MatchView } from '../matches/match-record';
import type { MatchEvents } from '../matches/match-events';

/**
 * Reads in flight, shared by the followers of one match who see it alike (the same token, or
 * spectators) and have sent the same version: a thousand spectators cost one read per burst.
 */
const inFlight = new Map<string, Promise<MatchView[]>>();
function sharedLoad(key: string, load: () => Promise<MatchView[]>): Promise<MatchView[]> {
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
  res: ServerResponse;
  hub: EventHub;
  first: MatchView;
  events: MatchEvents;
  matchId: string;
  /** The Last-Event-ID (-1: none). */
  lastVersion: number;
  /** Every version after the given one, in order, as the caller sees them. */
  since: (after: number) => Promise<MatchView[]>;
  /** Who is following (the token, or '' for a spectator): followers alike share reads. */
  viewer: string;
  /** The stream's place in its account's cap (a stream opened with an API key). */
  slot: StreamSlot | null;
}

export async function followMatch(a: FollowArgs): Promise<void> {
  const { res, events, matchId } = a;
  // an id ahead of the match is not one of its versions (another match's, or made up): start afresh
  const lastVersion = a.lastVersion > a.first.version ? -1 : a.lastVersion;
  if (a.first.status === 'finished' && lastVersion >= a.first.version) {
    a.slot?.release();
    res.statusCode = 204;
    res.end();
    return;
  }
  const stream = EventStream.open({ res, hub: a.hub, kind: 'match', slot: a.slot });
  let sent = lastVersion;
  const send = (view: MatchView) => {
    if (stream.closed || view.version <= sent) return;
    sent = view.version;
    stream.send('state', view, view.version);
    if (view.status === 'finished') stream.close();
  };
  // one batch per burst of notifications: a read that has not started yet covers later ones too
  let busy: Promise<void> = Promise.resolve();
  let queued = false;
  const refresh = () => {
    if (queued) return;
    queued = true;
    busy = busy.then(async () => {
      queued = false;
      if (stream.closed) return;
      const after = sent;
      try {
        for (const view of await sharedLoad(`${matchId}|${after}|${a.viewer}`, () => a.since(after)))
          send(view);
      } catch {
        // the database is unavailable: the next notification (or the client's reconnect) reads again
      }
    });
  };
  stream.onClose(
    events.subscribe(matchId, (v) => {
      if (v > sent) refresh();
    }),
  );
  if (lastVersion < 0) sent = a.first.version - 1;
  // no Last-Event-ID: the current view; with one, every version after it
  if (lastVersion < 0 || lastVersion === a.first.version - 1) send(a.first);
  // writes notify other instances from now on; a version may have landed before: read once more
  await events.watch(matchId);
  refresh();
  await busy;
}
