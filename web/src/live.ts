/**
 * The page's one way to follow a live stream (a match, the account, a tournament, a series): Server-Sent
 * Events through the `eventsource` library, which reads the stream with fetch, so that a stream can
 * carry the caller's key or seat token in a header. It reconnects by itself after a dropped connection
 * (at the server's `retry:` hint, resuming after the last `id:` through Last-Event-ID); when the service
 * answers a reconnection with a 5xx it opens a new stream after a pause, waiting longer after each
 * failure; a 4xx (no such stream, a refused key) ends it, and `refused` says which status.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { EventSource } from 'eventsource';
import { api, ApiFailure, type GameId, type LogEntry, type MatchView } from './api';

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface LiveOptions {
  /** What each event does, by its name (`event:`): it gets the event's data, parsed from JSON. */
  on: Record<string, (data: never) => void>;
  /** Sent with every request of the stream (the account's key, a seat's token). */
  headers?: Record<string, string>;
  /** Called at every (re)connection: a stream that does not resume where it left off reads again here. */
  onOpen?: () => void;
  /** True once nothing more will come (a finished match): the stream is closed and not reopened. */
  over?: () => boolean;
}

export interface Live {
  connection: Connection;
  /** The HTTP status with which the service refused the stream (404: there is no such stream), or null. */
  refused: number | null;
}

/** Follows the stream at `url` (none while null) until the component goes or `over()` says so. */
export function useLive(url: string | null, options: LiveOptions): Live {
  const [connection, setConnection] = useState<Connection>('connecting');
  const [refused, setRefused] = useState<number | null>(null);
  // the handlers change at every render; the stream reads the latest ones
  const latest = useRef(options);
  latest.current = options;
  const headers = JSON.stringify(options.headers ?? {});

  useEffect(() => {
    setConnection('connecting');
    setRefused(null);
    if (!url) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastId = '';
    const extra = JSON.parse(headers) as Record<string, string>;
    const stop = () => {
      source?.close();
      source = null;
    };
    const end = () => {
      stop();
      setConnection('ended');
    };
    const open = () => {
      const es = new EventSource(url, {
        // a new stream after a failure resumes like the library's own reconnections do
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...(lastId ? { 'Last-Event-ID': lastId } : {}), ...init?.headers, ...extra },
          }),
      });
      source = es;
      es.onopen = () => {
        if (es !== source) return;
        failures = 0;
        setConnection('live');
        latest.current.onOpen?.();
      };
      for (const name of Object.keys(latest.current.on))
        es.addEventListener(name, (e) => {
          if (es !== source) return;
          if (e.lastEventId) lastId = e.lastEventId;
          let data: never;
          try {
            data = JSON.parse(e.data) as never;
          } catch {
            return; // not an event of ours
          }
          latest.current.on[name]?.(data);
          if (latest.current.over?.()) end();
          else setConnection('live');
        });
      es.onerror = (e) => {
        if (es !== source) return;
        if (latest.current.over?.()) return end();
        // dropped: the library reconnects by itself
        if (es.readyState !== EventSource.CLOSED) return setConnection('reconnecting');
        const status = e.code ?? 0;
        stop();
        if (status === 204) return setConnection('ended'); // the server has nothing more to send
        if (status >= 400 && status < 500 && status !== 429) {
          setRefused(status);
          return setConnection('ended');
        }
        setConnection('reconnecting');
        timer = setTimeout(open, Math.min(10_000, 500 * 2 ** failures++));
      };
    };
    open();
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [url, headers]);

  return { connection, refused };
}

/**
 * A match as the page follows it: its event stream (`event: state`, the caller's view at connection and
 * at every new version, `id:` its version). A refused stream is read once, for the answer's reason.
 */
export function useLiveMatch(game: GameId, id: string, token: string | null) {
  const [view, setView] = useState<MatchView | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const current = useRef<MatchView | null>(null);

  /** Keeps a view when it is newer than the one shown (answers to moves and events may cross). */
  const accept = useCallback((v: MatchView) => {
    const cur = current.current;
    if (cur && cur.id === v.id && cur.you === v.you && v.version <= cur.version) return;
    current.current = v;
    setView(v);
    setError(null);
  }, []);

  useEffect(() => {
    current.current = null;
    setView(null);
    setError(null);
  }, [game, id, token]);

  const { connection, refused } = useLive(api.eventsUrl(game, id), {
    ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    on: { state: accept },
    over: () => current.current?.status === 'finished',
  });
  useEffect(() => {
    if (refused !== null) api.view(game, id, token).then(accept, (e) => setError(ApiFailure.of(e)));
  }, [refused]);

  return { view, error, connection, accept };
}

/** The match's move log, read again when the version changes (one read at a time) while `enabled`. */
export function useMoveLog(
  game: GameId,
  id: string,
  token: string | null,
  version: number | undefined,
  enabled: boolean,
) {
  const [log, setLog] = useState<LogEntry[] | null>(null);
  const busy = useRef(false);
  const wanted = useRef<number | undefined>(undefined);
  useEffect(() => {
    wanted.current = version;
    if (!enabled || version === undefined || busy.current) return;
    const load = async () => {
      busy.current = true;
      let asked: number | undefined;
      try {
        do {
          asked = wanted.current;
          setLog(await api.moves(game, id, token));
        } while (asked !== wanted.current);
      } catch {
        // the panel keeps what it had; the next version tries again
      } finally {
        busy.current = false;
      }
    };
    void load();
  }, [game, id, token, version, enabled]);
  return log;
}

let gamesOnce: ReturnType<typeof api.games> | null = null;
/** GET /games, read once per page load. */
export function gamesInfo(): ReturnType<typeof api.games> {
  gamesOnce ??= api.games().catch((e) => {
    gamesOnce = null;
    throw e;
  });
  return gamesOnce;
}

/** The games served, as the service names them (null until read). */
export function useGames() {
  const [games, setGames] = useState<Awaited<ReturnType<typeof api.games>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gamesInfo().then(
      (g) => live && setGames(g),
      (e) => live && setError((e as Error).message),
    );
    return () => {
      live = false;
    };
  }, []);
  return { games, error };
}

export function useGameName(): (game: GameId) => string {
  const { games } = useGames();
  return (game) => games?.find((g) => g.game === game)?.name ?? game;
}
