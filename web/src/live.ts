/**
 * A match as the page follows it: read once, then the match's event stream (`event: state` with the
 * caller's view at every new version). EventSource reconnects by itself after a dropped connection
 * (resuming after the last version through Last-Event-ID); when it gives up (the service was down),
 * the page reads the match again and opens a new stream, waiting longer after each failure.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiFailure, type GameId, type LogEntry, type MatchView } from './api';

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended';

export function useLiveMatch(game: GameId, id: string, token: string | null) {
  const [view, setView] = useState<MatchView | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const current = useRef<MatchView | null>(null);

  /** Keeps a view when it is newer than the one shown (answers to moves and events may cross). */
  const accept = useCallback((v: MatchView) => {
    const cur = current.current;
    if (cur && cur.id === v.id && cur.you === v.you && v.version <= cur.version) return;
    current.current = v;
    setView(v);
  }, []);

  useEffect(() => {
    current.current = null;
    setView(null);
    setError(null);
    setConnection('connecting');
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const finished = () => current.current?.status === 'finished';
    const stop = () => {
      source?.close();
      source = null;
    };
    const retry = () => {
      stop();
      if (stopped || finished()) return;
      setConnection('reconnecting');
      const wait = Math.min(10_000, 500 * 2 ** failures++);
      timer = setTimeout(() => void start(), wait);
    };
    const open = () => {
      const es = new EventSource(api.eventsUrl(game, id, token));
      source = es;
      es.addEventListener('state', (e) => {
        failures = 0;
        accept(JSON.parse((e as MessageEvent<string>).data) as MatchView);
        setConnection('live');
        if (finished()) {
          // the stream ends after the final view: nothing more will come
          stop();
          setConnection('ended');
        }
      });
      es.onopen = () => setConnection('live');
      es.onerror = () => {
        if (es !== source) return;
        if (es.readyState === EventSource.CLOSED) retry();
        else setConnection('reconnecting');
      };
    };
    const start = async () => {
      try {
        const v = await api.view(game, id, token);
        if (stopped) return;
        accept(v);
        setError(null);
        if (finished()) return setConnection('ended');
        open();
      } catch (e) {
        if (stopped) return;
        const failure =
          e instanceof ApiFailure
            ? e
            : new ApiFailure({ statusCode: 0, error: 'internal-error', message: String(e) });
        // a missing match or a refused token will not get better by waiting
        if (
          failure.body.statusCode >= 400 &&
          failure.body.statusCode < 500 &&
          failure.body.statusCode !== 429
        ) {
          setError(failure);
          setConnection('ended');
          return;
        }
        setError(failure);
        retry();
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, [game, id, token, accept]);

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
