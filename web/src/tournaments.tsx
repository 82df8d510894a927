/**
 * The tournaments tab (/play/tournaments): the open, running and finished tournaments
 * (GET /tournaments?status=), join and withdraw with the signed-in account, and a form to create one
 * (with the game's built-in levels as entrants when bots are allowed).
 */
import { useEffect, useState } from 'preact/hooks';
import type { OptionSpec } from '../../src/engine/options';
import {
  api,
  ApiFailure,
  apiKey,
  forgetToken,
  type GameId,
  type GameInfo,
  isGameId,
  type Profile,
  setApiKey,
} from './api';
import { SignIn } from './account';
import { ErrorNote } from './common';
import { useGames } from './live';
import { OptionInput, PresetSelect } from './lobby';
import { Link, lobbyHref, navigate, tournamentsHref } from './router';
import {
  entrantName,
  sameName,
  type Tournament,
  TOURNAMENT_STATUSES,
  tournamentsApi,
  type TournamentFormat,
  type TournamentSummary,
  winners,
  withdrew,
} from './tournaments-api';
import './tournaments.css';

export const failureText = (e: unknown) => {
  if (!(e instanceof ApiFailure)) return String(e);
  const details = e.body.details;
  return details
    ? `${e.body.message}: ${Object.entries(details)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join('; ')}`
    : e.body.message;
};

/** The signed-in account (the API key kept by the page), read once per page. */
export function useAccount() {
  const [key, setKey] = useState<string | null>(apiKey);
  const [me, setMe] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!key || me) return;
    api.me(key).then(setMe, (e) => {
      if (e instanceof ApiFailure && e.body.statusCode === 401) {
        setApiKey(null);
        setKey(null);
      } else setError(failureText(e));
    });
  }, [key]);
  const signedIn = (k: string, p: Profile) => {
    setApiKey(k);
    setKey(k);
    setMe(p);
  };
  const signOut = () => {
    if (key) forgetToken(key); // the seats this browser played with the key, as the lobby's sign-out
    setApiKey(null);
    setKey(null);
    setMe(null);
  };
  return { key: me ? key : null, me, error, signedIn, signOut, pending: !!key && !me && !error };
}
export type Account = ReturnType<typeof useAccount>;

/** "Signed in as ana [Sign out]", or the sign-in form. */
export function AccountBar({ account }: { account: Account }) {
  if (account.pending) return <p aria-busy="true">Signing in…</p>;
  if (!account.me)
    return (
      <>
        <ErrorNote message={account.error} />
        <SignIn onSignedIn={account.signedIn} />
      </>
    );
  return (
    <p class="account-bar">
      Signed in as <strong data-testid="account-name">{account.me.name}</strong>{' '}
      <button type="button" onClick={account.signOut}>
        Sign out
      </button>
    </p>
  );
}

/** The lobby's tab strip (one tab per game) with the tournaments tab. */
export function SectionTabs({ current }: { current: 'tournaments' | null }) {
  const { games } = useGames();
  return (
    <nav class="game-tabs" aria-label="Games">
      {games?.map((g) => (
        <Link key={g.game} href={lobbyHref(isGameId(g.game) ? g.game : null)} class="tab">
          {g.name}
          <small>
            {g.minPlayers === g.maxPlayers ? g.minPlayers : `${g.minPlayers}–${g.maxPlayers}`} players
          </small>
        </Link>
      ))}
      <TournamentsTab current={current === 'tournaments'} />
    </nav>
  );
}

/** The tab that leads to the tournaments (the lobby has the same one after its games). */
function TournamentsTab({ current = false }: { current?: boolean }) {
  return (
    <Link href={tournamentsHref()} class="tab" aria-current={current ? 'page' : undefined}>
      Tournaments
      <small>round robin, Swiss</small>
    </Link>
  );
}

export const formatName = (f: string) => (f === 'round-robin' ? 'round robin' : f === 'swiss' ? 'Swiss' : f);

/** "bots allowed" / "no bots": everyone sees it before joining. */
export function BotsBadge({ allowed }: { allowed: boolean }) {
  return (
    <span class={`t-badge ${allowed ? 'bots' : 'no-bots'}`} data-testid="bots-allowed">
      {allowed ? 'bots allowed' : 'no bots'}
    </span>
  );
}

/** Every tournament match has a turn clock (the API's default: 60 seconds). */
const withClock = (options: Record<string, unknown> | undefined) => ({
  ...options,
  turnSeconds: options?.turnSeconds ?? 60,
});

/** Options plus the per-tournament settings; entrants (yourself, built-in levels) added after creating. */
function CreateTournament({ account, games }: { account: Account; games: GameInfo[] }) {
  const [game, setGame] = useState<GameId>('east-west');
  const info = games.find((g) => g.game === game) ?? games[0];
  const schema = (info?.optionsSchema ?? {}) as Record<string, OptionSpec>;
  const [format, setFormat] = useState<TournamentFormat>('round-robin');
  const [rounds, setRounds] = useState(3);
  const [tableSize, setTableSize] = useState(info?.minPlayers ?? 2);
  const [gamesPerPairing, setGamesPerPairing] = useState(1);
  const [rated, setRated] = useState(false);
  const [botsAllowed, setBotsAllowed] = useState(true);
  const [minPlayers, setMinPlayers] = useState(2);
  const [maxPlayers, setMaxPlayers] = useState<number | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const [options, setOptions] = useState<Record<string, unknown>>(withClock(info?.options));
  const [preset, setPreset] = useState('');
  const [joinSelf, setJoinSelf] = useState(true);
  const [levels, setLevels] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!info) return;
    setOptions(withClock(info.options));
    setPreset('');
    setTableSize(info.minPlayers);
    setMinPlayers(info.minPlayers);
    if (info.minPlayers > 2) setFormat('swiss'); // a round robin is played at tables of two
    setLevels([]);
  }, [info?.game]);
  if (!info) return null;
  const key = account.key;
  const ladder = info.botLevels;
  // a round robin is played at tables of two; a Swiss may seat more where the game allows it
  const sizable = format === 'swiss' && info.maxPlayers > info.minPlayers;
  // at least one full table
  const fewest = Math.max(info.minPlayers, sizable ? tableSize : 2);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!key) return;
    setBusy(true);
    setError(null);
    try {
      const t = await tournamentsApi.create(key, {
        game,
        format,
        ...(format === 'swiss' ? { rounds } : {}),
        ...(sizable ? { tableSize } : {}),
        gamesPerPairing,
        options,
        ...(preset ? { preset } : {}),
        rated,
        botsAllowed,
        minPlayers,
        ...(maxPlayers ? { maxPlayers } : {}),
        startsAt: startsAt ? new Date(startsAt).toISOString() : null,
      });
      // the entrants: yourself, then the chosen levels (one request each, as the creator)
      try {
        if (joinSelf) await tournamentsApi.join(key, t.id);
        if (botsAllowed) for (const a of levels) await tournamentsApi.join(key, t.id, a);
      } finally {
        navigate(tournamentsHref(t.id));
      }
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const num = (
    id: string,
    label: string,
    value: number,
    set: (n: number) => void,
    min: number,
    max?: number,
    hint?: string,
  ) => (
    <div class="option">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        required
        value={value}
        onInput={(ev) => set(Number((ev.target as HTMLInputElement).value))}
      />
      {hint && <small>{hint}</small>}
    </div>
  );

  return (
    <form class="create tournament-create" onSubmit={submit} aria-label="New tournament">
      <h2>New tournament</h2>
      {!key && <p class="hint">Sign in to create a tournament.</p>}
      <fieldset disabled={!key}>
        <legend>Tournament</legend>
        <div class="option">
          <label for="t-game">Game</label>
          <select
            id="t-game"
            value={game}
            onChange={(ev) => setGame((ev.target as HTMLSelectElement).value as GameId)}
          >
            {games.map((g) => (
              <option key={g.game} value={g.game}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div class="option">
          <label for="t-format">Format</label>
          <select
            id="t-format"
            value={format}
            onChange={(ev) => setFormat((ev.target as HTMLSelectElement).value as TournamentFormat)}
          >
            <option value="round-robin" disabled={info.minPlayers > 2}>
              Round robin
            </option>
            <option value="swiss">Swiss</option>
          </select>
          <small>
            {format === 'swiss'
              ? 'each round seats players with similar points, no repeat opponents where avoidable'
              : 'everyone meets everyone, at tables of two'}
            {info.minPlayers > 2 ? ` (${info.name} needs tables of ${info.minPlayers}: Swiss only)` : ''}
          </small>
        </div>
        {format === 'swiss' && num('t-rounds', 'Rounds', rounds, setRounds, 1, 50)}
        {sizable &&
          num(
            't-table-size',
            'Table size',
            tableSize,
            setTableSize,
            info.minPlayers,
            info.maxPlayers,
            'players per table',
          )}
        {num(
          't-games',
          'Games per pairing',
          gamesPerPairing,
          setGamesPerPairing,
          1,
          10,
          'seats rotate between the games',
        )}
        {num(
          't-min',
          'Minimum players',
          minPlayers,
          setMinPlayers,
          fewest,
          256,
          `at least ${fewest}: one full table`,
        )}
        <div class="option">
          <label for="t-max">Maximum players</label>
          <input
            id="t-max"
            type="number"
            min={2}
            max={256}
            step={1}
            placeholder="no limit"
            value={maxPlayers ?? ''}
            onInput={(ev) => {
              const raw = (ev.target as HTMLInputElement).value;
              setMaxPlayers(raw === '' ? null : Number(raw));
            }}
          />
        </div>
        <div class="option">
          <label for="t-starts">Starts at</label>
          <input
            id="t-starts"
            type="datetime-local"
            value={startsAt}
            onInput={(ev) => setStartsAt((ev.target as HTMLInputElement).value)}
          />
          <small>empty: you start it yourself</small>
        </div>
        <div class="option check">
          <input
            id="t-rated"
            type="checkbox"
            checked={rated}
            onChange={(ev) => setRated((ev.target as HTMLInputElement).checked)}
          />
          <label for="t-rated">Rated</label>
          <small>the matches change the players' ratings</small>
        </div>
        <div class="option check bots-allowed">
          <input
            id="t-bots"
            type="checkbox"
            checked={botsAllowed}
            onChange={(ev) => setBotsAllowed((ev.target as HTMLInputElement).checked)}
          />
          <label for="t-bots">Bots allowed</label>
          <small>
            shown to everyone before they join:{' '}
            {botsAllowed ? 'bot accounts and built-in levels may enter' : 'accounts of people only'}
          </small>
        </div>
      </fieldset>
      <fieldset disabled={!key}>
        <legend>Entrants</legend>
        <div class="option check">
          <input
            id="t-self"
            type="checkbox"
            checked={joinSelf}
            onChange={(ev) => setJoinSelf((ev.target as HTMLInputElement).checked)}
          />
          <label for="t-self">Join it myself{account.me ? ` (${account.me.name})` : ''}</label>
        </div>
        {botsAllowed && ladder.length > 0 && (
          <div role="group" aria-labelledby="t-levels-label" class="levels">
            <p id="t-levels-label">Built-in levels to enter</p>
            {ladder.map((l) => (
              <div class="option check" key={l.account}>
                <input
                  id={`t-level-${l.name}`}
                  type="checkbox"
                  checked={levels.includes(l.account)}
                  onChange={(ev) =>
                    setLevels(
                      (ev.target as HTMLInputElement).checked
                        ? [...levels, l.account]
                        : levels.filter((a) => a !== l.account),
                    )
                  }
                />
                <label for={`t-level-${l.name}`}>{l.account}</label>
                <small>
                  level {l.level}: {l.description}
                </small>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <details>
        <summary>Game options</summary>
        <fieldset disabled={!key}>
          <PresetSelect
            info={info}
            idPrefix="t-"
            value={preset}
            onPick={(name, values) => {
              setPreset(name);
              setOptions(withClock({ ...info.options, ...values }));
            }}
          />
          {Object.entries(schema).map(([k, spec]) => (
            <OptionInput
              key={k}
              idPrefix="t-"
              name={k}
              spec={spec}
              value={options[k]}
              onChange={(v) => setOptions({ ...options, [k]: v })}
            />
          ))}
        </fieldset>
      </details>
      <ErrorNote message={error} />
      <button type="submit" class="primary" disabled={busy || !key}>
        Create tournament
      </button>
    </form>
  );
}

/** Join / withdraw for the signed-in account while the tournament is open. */
export function EntryButtons({
  t,
  account,
  onChange,
}: {
  t: TournamentSummary;
  account: Account;
  onChange: (t: Tournament | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!account.key || !account.me || (t.status !== 'open' && t.status !== 'running')) return null;
  const key = account.key;
  const inIt = t.players.some((p) => sameName(entrantName(p), account.me!.name) && !withdrew(p));
  if (t.status === 'running' && !inIt) return null;
  const run = async (f: () => Promise<Tournament | null>) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await f());
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const withdraw = () => run(() => tournamentsApi.withdraw(key, t.id));
  return (
    <span class="entry">
      {!inIt && (
        <button type="button" disabled={busy} onClick={() => run(() => tournamentsApi.join(key, t.id))}>
          Join
        </button>
      )}
      {inIt && t.status === 'open' && (
        <button type="button" disabled={busy} onClick={withdraw}>
          Withdraw
        </button>
      )}
      {/* once running, withdrawing loses every remaining match: asked twice */}
      {inIt && t.status === 'running' && !confirming && (
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          Withdraw
        </button>
      )}
      {inIt && t.status === 'running' && confirming && (
        <span role="group" aria-label="Confirm withdrawal">
          Your remaining matches will be lost.{' '}
          <button type="button" disabled={busy} onClick={withdraw}>
            Withdraw now
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            Stay in
          </button>
        </span>
      )}
      <ErrorNote message={error} />
    </span>
  );
}

function TournamentItem({
  t,
  account,
  gameName,
  onChange,
}: {
  t: TournamentSummary;
  account: Account;
  gameName: string;
  onChange: () => void;
}) {
  const active = t.players.filter((p) => !withdrew(p));
  return (
    <li data-testid="tournament" data-id={t.id} data-status={t.status}>
      <Link href={tournamentsHref(t.id)}>
        {gameName}, {formatName(t.format)} #{t.id.slice(0, 8)}
      </Link>{' '}
      <span class="players-count">
        {active.length} player{active.length === 1 ? '' : 's'}
        {t.maxPlayers ? ` of ${t.maxPlayers}` : ''}
      </span>{' '}
      {t.rated && <span class="t-badge">rated</span>} <BotsBadge allowed={t.botsAllowed} />{' '}
      {winners(t).length > 0 && <span class="winner-note">won by {winners(t).join(' and ')}</span>}{' '}
      <EntryButtons t={t} account={account} onChange={onChange} />
    </li>
  );
}

const TITLES: Record<(typeof TOURNAMENT_STATUSES)[number], string> = {
  open: 'Open to join',
  running: 'Running',
  finished: 'Finished',
};

/** One status's tournaments, newest first, 20 at a time. */
function StatusList({
  status,
  game,
  account,
  tick,
  onChange,
}: {
  status: (typeof TOURNAMENT_STATUSES)[number];
  game: GameId | null;
  account: Account;
  tick: number;
  onChange: () => void;
}) {
  const { games } = useGames();
  const [items, setItems] = useState<TournamentSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    tournamentsApi.list(status, game).then(
      (p) => {
        if (!live) return;
        setItems(p.items);
        setNext(p.nextCursor);
        setError(null);
      },
      (e) => live && setError(failureText(e)),
    );
    return () => {
      live = false;
    };
  }, [status, game, tick]);
  const more = () =>
    next &&
    tournamentsApi.list(status, game, next).then(
      (p) => {
        setItems((all) => [...(all ?? []), ...p.items.filter((t) => !all?.some((x) => x.id === t.id))]);
        setNext(p.nextCursor);
      },
      (e) => setError(failureText(e)),
    );
  const name = (g: string) => games?.find((x) => x.game === g)?.name ?? g;
  return (
    <section class="match-list" data-testid={`tournaments-${status}`} aria-label={TITLES[status]}>
      <h3>{TITLES[status]}</h3>
      <ErrorNote message={error} />
      {items && items.length === 0 && <p class="hint">None.</p>}
      {items && items.length > 0 && (
        <ul>
          {items.map((t) => (
            <TournamentItem key={t.id} t={t} account={account} gameName={name(t.game)} onChange={onChange} />
          ))}
        </ul>
      )}
      {next && (
        <button type="button" onClick={() => void more()}>
          More {TITLES[status].toLowerCase()}
        </button>
      )}
    </section>
  );
}

function TournamentLists({ account }: { account: Account }) {
  const { games } = useGames();
  const [game, setGame] = useState<GameId | null>(null);
  const [tick, setTick] = useState(0);
  return (
    <div class="lists">
      <div class="lists-head">
        <h2>Tournaments</h2>
        <select
          id="t-filter-game"
          aria-label="Show the tournaments of"
          value={game ?? ''}
          onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            setGame(isGameId(v) ? v : null);
          }}
        >
          <option value="">all games</option>
          {games?.map((g) => (
            <option key={g.game} value={g.game}>
              {g.name}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => setTick(tick + 1)}>
          Refresh
        </button>
      </div>
      {TOURNAMENT_STATUSES.map((s) => (
        <StatusList
          key={s}
          status={s}
          game={game}
          account={account}
          tick={tick}
          onChange={() => setTick((n) => n + 1)}
        />
      ))}
    </div>
  );
}

export function Tournaments() {
  const { games, error } = useGames();
  const account = useAccount();
  return (
    <main class="lobby tournaments">
      <header>
        <h1>Cardroom tournaments</h1>
        <p>
          Round robins and Swiss tournaments between accounts, people and bots. Enter the built-in levels to
          see how they rank, or play against them.
        </p>
      </header>
      <SectionTabs current="tournaments" />
      <ErrorNote message={error} />
      <AccountBar account={account} />
      <div class="lobby-game">
        {games && <CreateTournament account={account} games={games} />}
        <TournamentLists account={account} />
      </div>
    </main>
  );
}
