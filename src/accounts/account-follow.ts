/**
 * The account stream's order (GET /me/events): a picture, then the events, each match's versions
 * exactly once and in order, across bursts, resyncs and resumes on any instance.
 *
 * Every match event (`matchStart`, `yourTurn`, `matchFinish`) carries an id (SSE `id:`, and `eventId`
 * in its data, for NDJSON): the stream's cursor, the
 * last version of each of the account's matches the client holds (`a1:` then `<match id in base64url>.
 * <version>` joined by `,`; -1 for a match heard starting). A client that reconnects with that id
 * (`Last-Event-ID`, or `?since=` for NDJSON) gets, instead of the picture, every match event it missed,
 * rebuilt from the database (ACCOUNT_MATCH_LOG), then the live events; a live event already covered
 * (its version at or below the cursor) is dropped. A resync (events may have been lost) catches up from
 * the cursor the same way instead of sending the picture again.
 */
import type { EventStream } from '../events/event-stream';
import type { AccountEvent, AccountEvents, AccountSignal } from './account-events';
import type { AccountPicture, MatchCursor } from './account-picture';

const PREFIX = 'a1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A match id as the cursor writes it: its 16 bytes in base64url. */
function encodeMatchId(id: string): string {
  return Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
}

/**
 * The cursor as an event id. `keys` keeps each match's encoded id between calls (a stream writes the
 * cursor with every event, and an account may hold many matches).
 */
export function encodeCursor(cursor: MatchCursor, keys?: Map<string, string>): string {
  const parts: string[] = [];
  for (const [id, version] of cursor) {
    let key = keys?.get(id);
    if (key === undefined) {
      key = encodeMatchId(id);
      keys?.set(id, key);
    }
    parts.push(`${key}.${version}`);
  }
  return PREFIX + parts.join(',');
}

/** The cursor of an event id; null when it is not one. */
export function decodeCursor(id: string | undefined): Map<string, number> | null {
  if (id === undefined || !id.startsWith(PREFIX)) return null;
  const cursor = new Map<string, number>();
  const body = id.slice(PREFIX.length);
  for (const part of body ? body.split(',') : []) {
    const m = /^([A-Za-z0-9_-]{22})\.(-1|0|[1-9][0-9]{0,8})$/.exec(part);
    if (!m) return null;
    const hex = Buffer.from(m[1], 'base64url').toString('hex');
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (!UUID.test(uuid)) return null;
    cursor.set(uuid, Number(m[2]));
  }
  return cursor;
}

function matchOf(e: AccountEvent): string | null {
  return e.type === 'matchStart' || e.type === 'yourTurn' || e.type === 'matchFinish' ? e.matchId : null;
}

/** Follows the account into `stream`, from `known` (a resume) or from the picture. */
export async function followAccount(
  stream: EventStream,
  events: AccountEvents,
  picture: AccountPicture,
  accountId: string,
  known: MatchCursor | null,
): Promise<void> {
  const cursor = new Map<string, number>(known ?? []);
  const finished = new Set<string>();
  const keys = new Map<string, string>();
  const write = (e: AccountEvent) => {
    const id = matchOf(e);
    if (id === null) return stream.send(e.type, e);
    if (finished.has(id)) return;
    if (e.type === 'yourTurn') {
      if (e.version <= (cursor.get(id) ?? -1)) return;
      cursor.set(id, e.version);
    } else if (e.type === 'matchStart') {
      if (cursor.has(id)) return;
      cursor.set(id, -1);
    } else {
      finished.add(id);
      cursor.delete(id);
      keys.delete(id);
    }
    const eventId = encodeCursor(cursor, keys);
    stream.send(e.type, { ...e, eventId }, eventId);
  };
  let from: MatchCursor | null = known;
  const catchUp = async () => {
    if (stream.closed) return;
    try {
      const read = await picture.of(accountId, from);
      for (const e of read.events) write(e);
      // the read covered every version up to these: a later resume starts there
      for (const [id, v] of read.versions)
        if (!finished.has(id) && (cursor.get(id) ?? -1) < v) cursor.set(id, v);
      from = cursor;
    } catch {
      stream.close(); // the database is unavailable: the client reconnects with its last id
    }
  };
  let ready = false;
  const early: AccountSignal[] = [];
  let chain: Promise<void> = Promise.resolve();
  stream.onClose(
    events.subscribe(accountId, (e) => {
      if (!ready) early.push(e);
      else if (e.type === 'resync') chain = chain.then(catchUp);
      else {
        const event = e;
        chain = chain.then(() => write(event));
      }
    }),
  );
  await catchUp();
  ready = true;
  const heard = early.splice(0);
  for (const e of heard) if (e.type !== 'resync') write(e);
  // a resync heard during the first read: what was lost may have landed after it
  if (heard.some((e) => e.type === 'resync')) {
    chain = chain.then(catchUp);
    await chain;
  }
}
