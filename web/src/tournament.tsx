/**
 * One tournament (/play/tournaments/{id}): its settings, entrants, live standings, the rounds with
 * their tables (a link to watch, or play, each match), the winner when finished, and for the creator
 * the built-in levels to enter and the start button. Kept current by the public event stream
 * GET /tournaments/{id}/events (useLive): each event is applied to the tournament shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiFailure, type GameId, isGameId, keepSeat, seatIn } from './api';
import { ErrorNote } from './common';
import { useGames, useLive } from './live';
import { Link, tableHref, tournamentsHref } from './router';
import {
  type Account,
  AccountBar,
  BotsBadge,
  EntryButtons,
  failureText,
  formatName,
  useAccount,
} from './tournaments';
import {
  applyTournamentEvent,
  entrantName,
  sameName,
  type Tournament,
  TOURNAMENT_EVENTS,
  type TournamentEvent,
  tournamentsApi,
  winners,
  withdrew,
} from './tournaments-api';

const over = (t: Tournament | null) => t?.status === 'finished' || t?.status === 'canceled';

/**
 * The tournament, read when its stream opens (the stream does not replay what it missed) and kept
 * current by applying each event (applyTournamentEvent); an event that does not carry what changed
 * makes it read again. Events that arrive during a read are applied to its answer, in order.
 */
function useLiveTournament(id: string) {
  const [t, setT] = useState<Tournament | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [finishedMatches, setFinishedMatches] = useState<ReadonlySet<string>>(new Set());
  // `ended`: the stream sent `finish` (it closes next), whether or not the read of the tournament is back
  const live = useRef({
    id,
    t: null as Tournament | null,
    reading: false,
    queued: [] as TournamentEvent[],
    ended: false,
  });
  const show = (next: Tournament) => {
    live.current.t = next;
    setT(next);
  };
  useEffect(() => {
    live.current = { id, t: null, reading: false, queued: [], ended: false };
    setT(null);
    setError(null);
    setFinishedMatches(new Set());
  }, [id]);

  const read = async (): Promise<void> => {
    const s = live.current;
    if (s.reading) return;
    s.reading = true;
    try {
      let next: Tournament | null = null;
      while (!next) {
        next = await tournamentsApi.get(s.id);
        for (const e of s.queued.splice(0)) if (next) next = applyTournamentEvent(next, e);
      }
      if (live.current !== s) return;
      show(next);
      setError(null);
    } catch (e) {
      if (live.current !== s) return;
      s.queued = [];
      setError(ApiFailure.of(e));
    } finally {
      s.reading = false;
    }
  };
  const onEvent = (e: TournamentEvent) => {
    if (e.type === 'matchFinish') setFinishedMatches((m) => new Set([...m, e.matchId]));
    const s = live.current;
    if (e.type === 'finish') s.ended = true;
    if (s.reading || !s.t) {
      s.queued.push(e);
      return void read();
    }
    const next = applyTournamentEvent(s.t, e);
    if (next) show(next);
    else void read();
  };
  const { connection, refused } = useLive(tournamentsApi.eventsUrl(id), {
    on: Object.fromEntries(
      TOURNAMENT_EVENTS.map((type) => [
        type,
        (data: object) => onEvent({ ...data, type } as TournamentEvent),
      ]),
    ),
    onOpen: () => void read(),
    over: () => live.current.ended || over(live.current.t),
  });
  // refused (no such tournament): the read says why
  useEffect(() => {
    if (refused !== null) void read();
  }, [refused]);

  return { t, setT: show, error, connection, finishedMatches, reload: () => void read() };
}

/** 1.5 → "1½" (points come in halves). */
const halves = (n: number) => {
  const whole = Math.floor(n);
  const rest = n - whole;
  return rest === 0.5 ? `${whole || ''}½` : String(Math.round(n * 100) / 100);
};

function Standings({ t, me }: { t: Tournament; me: string | null }) {
  const tieBreak = t.format === 'swiss' ? 'Buchholz' : 'Sonneborn-Berger';
  return (
    <section class="t-standings" aria-labelledby="standings-title">
      <h2 id="standings-title">Standings</h2>
      {t.standings.length === 0 ? (
        <p class="hint">No results yet.</p>
      ) : (
        <table data-testid="standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col" title={`tie-break: ${tieBreak}`}>
                {tieBreak}
              </th>
              <th scope="col">Played</th>
            </tr>
          </thead>
          <tbody>
            {t.standings.map((s) => (
              <tr
                key={s.account}
                data-account={s.account}
                data-played={s.played}
                class={sameName(s.account, me) ? 'me' : undefined}
              >
                <td>{s.rank}</td>
                <th scope="row">{s.account}</th>
                <td data-testid="points" data-points={s.points}>
                  {halves(s.points)}
                </td>
                <td>{halves(s.tieBreak)}</td>
                <td>{s.played}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Rounds({
  t,
  game,
  me,
  finished,
}: {
  t: Tournament;
  game: GameId | null;
  me: string | null;
  finished: ReadonlySet<string>;
}) {
  if (t.rounds.length === 0) return null;
  return (
    <section class="t-rounds" aria-labelledby="rounds-title">
      <h2 id="rounds-title">Rounds</h2>
      {[...t.rounds]
        .sort((a, b) => b.round - a.round)
        .map((r) => (
          <section
            key={r.round}
            class="t-round"
            data-testid="round"
            data-round={r.round}
            aria-label={`Round ${r.round}`}
          >
            <h3>
              Round {r.round}
              {t.roundCount ? ` of ${t.roundCount}` : ''}
            </h3>
            <ul>
              {r.tables.map((table, i) => {
                const mine = table.players.some((p) => sameName(p, me));
                const done = (m: string) => table.finished === true || finished.has(m);
                const who = table.players.join(' vs ');
                return (
                  <li
                    key={table.table ?? i}
                    data-testid="table-row"
                    data-mine={String(mine)}
                    data-finished={String(table.finished === true)}
                    class={mine ? 'me' : undefined}
                  >
                    <span class="t-players">
                      {table.players.map((p, k) => (
                        <span key={p}>
                          {k > 0 ? ' vs ' : ''}
                          {p}
                          {table.finished ? ` (${halves(table.points[k])})` : ''}
                        </span>
                      ))}
                    </span>
                    {table.forfeit ? ' · forfeit' : ''}{' '}
                    {table.matchIds.map((m, k) => {
                      const verb = mine && !done(m) ? 'Play' : done(m) ? 'Result' : 'Watch';
                      const which = table.matchIds.length > 1 ? ` game ${k + 1}` : '';
                      return (
                        <span key={m} class="t-match">
                          {game ? (
                            <Link
                              href={tableHref(game, m)}
                              data-testid="match-link"
                              data-match={m}
                              aria-label={`${verb}${which}: ${who}, round ${r.round}`}
                            >
                              {verb}
                              {which}
                            </Link>
                          ) : (
                            `#${m.slice(0, 8)}`
                          )}{' '}
                        </span>
                      );
                    })}
                  </li>
                );
              })}
              {r.byes?.map((b) => (
                <li key={`bye-${b}`}>{b}: bye</li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}

/** For the creator: enter built-in levels and start it while open; cancel it while not over. */
function CreatorControls({
  t,
  account,
  onChange,
}: {
  t: Tournament;
  account: Account;
  onChange: (t: Tournament | null) => void;
}) {
  const { games } = useGames();
  const [level, setLevel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (t.status !== 'open' || !account.key || !account.me || !sameName(t.creator, account.me.name))
    return null;
  const key = account.key;
  const info = games?.find((g) => g.game === t.game);
  const entered = new Set(t.players.filter((p) => !withdrew(p)).map((p) => entrantName(p).toLowerCase()));
  const free = (info?.botLevels ?? []).filter((l) => !entered.has(l.account.toLowerCase()));
  const count = entered.size;
  const enough = count >= (t.minPlayers ?? 2);
  const run = async (f: () => Promise<Tournament | null>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await f());
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  const chosen = level || free[0]?.account || '';
  return (
    <section class="t-creator" aria-label="Creator">
      <h2>You created this tournament</h2>
      {t.status === 'open' && t.botsAllowed !== false && free.length > 0 && (
        <form
          class="t-add-level"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void run(() => tournamentsApi.join(key, t.id, chosen)).then(() => setLevel(''));
          }}
        >
          <label for="t-add-level">Built-in level</label>{' '}
          <select
            id="t-add-level"
            value={chosen}
            onChange={(e) => setLevel((e.target as HTMLSelectElement).value)}
          >
            {free.map((l) => (
              <option key={l.account} value={l.account}>
                {l.account} (level {l.level})
              </option>
            ))}
          </select>{' '}
          <button type="submit" disabled={busy}>
            Enter the level
          </button>
        </form>
      )}
      <p>
        {t.status === 'open' && (
          <>
            <button
              type="button"
              class="primary"
              disabled={busy || !enough}
              onClick={() => run(() => tournamentsApi.start(key, t.id))}
            >
              Start the tournament
            </button>{' '}
            {!enough && (
              <small>
                {count} of at least {t.minPlayers ?? 2} players have joined
              </small>
            )}{' '}
          </>
        )}
        <button type="button" disabled={busy} onClick={() => run(() => tournamentsApi.cancel(key, t.id))}>
          Cancel the tournament
        </button>
      </p>
      <ErrorNote message={error} />
    </section>
  );
}

export function TournamentPage({ id }: { id: string }) {
  const account = useAccount();
  const { games } = useGames();
  const { t, setT, error, connection, finishedMatches, reload } = useLiveTournament(id);
  const me = account.me?.name ?? null;

  // the account's seats in the tournament's matches are played with its key
  useEffect(() => {
    if (!t || !me || !account.key) return;
    for (const r of t.rounds)
      for (const table of r.tables) {
        const seat = table.players.findIndex((p) => sameName(p, me));
        if (seat < 0) continue;
        for (const m of table.matchIds) if (!seatIn(m)) keepSeat(m, { seat, token: account.key });
      }
  }, [t, me, account.key]);

  if (error && !t)
    return (
      <main>
        <ErrorNote message={error.body.statusCode === 404 ? 'There is no such tournament.' : error.message} />
        <Link href={tournamentsHref()}>All tournaments</Link>
      </main>
    );
  if (!t) return <main aria-busy="true">Loading the tournament…</main>;

  const game = isGameId(t.game) ? t.game : null;
  const gameName = games?.find((g) => g.game === t.game)?.name ?? t.game;
  const won = winners(t);
  const entrants = t.players.filter((p) => !withdrew(p));
  const onChange = (next: Tournament | null) => (next && next.id === t.id ? setT(next) : reload());
  const standings = (
    <div aria-live="polite">
      <Standings t={t} me={me} />
    </div>
  );
  const entrantsList = (
    <section class="t-entrants" aria-labelledby="entrants-title">
      <div class="t-entrants-head">
        <h2 id="entrants-title">Players ({entrants.length})</h2>
        <EntryButtons t={t} account={account} onChange={onChange} />
      </div>
      <ul data-testid="entrants">
        {t.players.map((p) => (
          <li key={entrantName(p)} class={withdrew(p) ? 'withdrawn' : undefined}>
            {entrantName(p)}
            {sameName(entrantName(p), me) ? ' (you)' : ''}
            {p.builtinBot ? ' (built-in level)' : p.kind === 'bot' ? ' (bot)' : ''}
            {withdrew(p) ? ' (withdrew)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <main
      class="lobby tournament-page"
      data-testid="tournament"
      data-status={t.status}
      data-rounds={t.rounds.length}
    >
      <header class="table-head">
        <h1>
          {gameName} {formatName(t.format)} <small class="match-id">#{t.id.slice(0, 8)}</small>
        </h1>
        <p class="status-line">
          <span class={`match-status ${t.status}`} data-testid="tournament-status">
            {t.status}
          </span>{' '}
          ·{' '}
          <span class={`conn ${connection}`} data-testid="connection">
            {connection === 'live'
              ? '● live'
              : connection === 'reconnecting'
                ? '○ reconnecting…'
                : connection === 'ended'
                  ? 'stream closed'
                  : 'connecting…'}
          </span>
        </p>
        <p class="t-settings">
          <BotsBadge allowed={t.botsAllowed} /> {t.rated ? <span class="t-badge">rated</span> : 'unrated'}
          {t.creator ? ` · created by ${t.creator}` : ''}
          {t.roundCount ? ` · ${t.roundCount} rounds` : ''}
          {t.tableSize ? ` · tables of ${t.tableSize}` : ''}
          {t.gamesPerPairing && t.gamesPerPairing > 1 ? ` · ${t.gamesPerPairing} games per pairing` : ''}
          {` · ${t.minPlayers === t.maxPlayers ? t.minPlayers : `${t.minPlayers}–${t.maxPlayers}`} players`}
          {t.startsAt && t.status === 'open' ? ` · starts ${new Date(t.startsAt).toLocaleString()}` : ''}
        </p>
      </header>
      {won.length > 0 && (
        <p class="t-winner" data-testid="winner" role="status">
          {won.length === 1 ? 'Winner' : 'Shared first place'}: <strong>{won.join(' and ')}</strong>
          {won.some((w) => sameName(w, me)) ? ' (you)' : ''}
        </p>
      )}
      {t.status === 'canceled' && <p class="t-winner">This tournament was canceled.</p>}
      {t.status === 'open' ? (
        <>
          {entrantsList}
          <AccountBar account={account} />
          <CreatorControls t={t} account={account} onChange={onChange} />
          {standings}
        </>
      ) : (
        // once it has begun the results come first; signing in (to play one's matches) after the
        // players while it runs, at the end once it is over
        <>
          {standings}
          {entrantsList}
          {!over(t) && <AccountBar account={account} />}
        </>
      )}
      <Rounds t={t} game={game} me={me} finished={finishedMatches} />
      {t.status !== 'open' && (
        <p class="t-export">
          Every match and result: <a href={tournamentsApi.resultsUrl(t.id, 'csv')}>CSV</a> ·{' '}
          <a href={tournamentsApi.resultsUrl(t.id, 'json')}>JSON</a>
        </p>
      )}
      {over(t) && <AccountBar account={account} />}
    </main>
  );
}
