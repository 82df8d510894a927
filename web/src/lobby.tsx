/** The lobby: the games and their options (GET /games), a new match against bots or with open seats, and the matches to join, watch or replay. */
import { useEffect, useState } from 'preact/hooks';
import type { OptionSpec } from '../../src/engine/options';
import {
  accountName,
  api,
  apiKey,
  type GameId,
  type GameInfo,
  isGameId,
  keepSeat,
  onAccountChange,
  type LobbyItem,
  playerName,
  type SeatSpec,
  setPlayerName,
} from './api';
import { AccountPanel, Leaderboard } from './account';
import { ErrorNote, seatNames } from './common';
import { useGames } from './live';
import { accountHref, Link, lobbyHref, navigate, replayHref, tableHref, tournamentsHref } from './router';

/** "targetPoints" → "Target points". */
const words = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

type SeatChoice = string; // a bot's name, or 'open'

/**
 * The game's presets (GET /games), for every create form: choosing one sets the options to the
 * defaults with the preset's values over them (`onPick`), and the request names it as `"preset"`.
 */
export function PresetSelect({
  info,
  value,
  onPick,
  idPrefix = '',
}: {
  info: GameInfo;
  value: string;
  onPick: (preset: string, options: Record<string, unknown>) => void;
  idPrefix?: string;
}) {
  const presets = info.presets ?? [];
  if (!presets.length) return null;
  const id = `${idPrefix}preset`;
  const chosen = presets.find((p) => p.name === value);
  return (
    <div class="option">
      <label for={id}>Preset</label>
      <select
        id={id}
        value={value}
        data-testid={`${idPrefix}preset`}
        onChange={(e) => {
          const name = (e.target as HTMLSelectElement).value;
          onPick(name, presets.find((p) => p.name === name)?.options ?? {});
        }}
      >
        <option value="">none (the defaults)</option>
        {presets.map((p) => (
          <option key={p.name} value={p.name}>
            {p.name}
          </option>
        ))}
      </select>
      <small>
        {chosen ? chosen.description : 'a named set of options; the options below can still be changed'}
      </small>
    </div>
  );
}

export function OptionInput({
  name,
  spec,
  value,
  onChange,
  idPrefix = '',
}: {
  name: string;
  spec: OptionSpec;
  value: unknown;
  onChange: (v: unknown) => void;
  idPrefix?: string;
}) {
  const id = `${idPrefix}opt-${name}`;
  const label = (
    <label for={id} title={spec.description}>
      {words(name)}
    </label>
  );
  if (spec.type === 'boolean') {
    return (
      <div class="option check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
          data-option={name}
        />
        {label}
        <small>{spec.description}</small>
      </div>
    );
  }
  if (spec.type === 'enum') {
    return (
      <div class="option">
        {label}
        <select
          id={id}
          value={String(value)}
          onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
          data-option={name}
        >
          {spec.values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
        <small>{spec.description}</small>
      </div>
    );
  }
  return (
    <div class="option">
      {label}
      <input
        id={id}
        type="number"
        min={spec.min}
        max={spec.max}
        step={1}
        value={value === null || value === undefined ? '' : String(value)}
        placeholder={spec.nullable ? 'none' : undefined}
        required={!spec.nullable}
        onInput={(e) => {
          const raw = (e.target as HTMLInputElement).value;
          onChange(raw === '' ? (spec.nullable ? null : raw) : Number(raw));
        }}
        data-option={name}
      />
      <small>{spec.description}</small>
    </div>
  );
}

function CreateForm({ info, name }: { info: GameInfo; name: string }) {
  const schema = info.optionsSchema as Record<string, OptionSpec>;
  const game = info.game as GameId;
  const [players, setPlayers] = useState(Math.max(info.minPlayers, Math.min(2, info.maxPlayers)));
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [options, setOptions] = useState<Record<string, unknown>>(info.options);
  const [preset, setPreset] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setPlayers(Math.max(info.minPlayers, Math.min(2, info.maxPlayers)));
    setSeats([]);
    setOptions(info.options);
    setPreset('');
    setError(null);
  }, [info.game]);
  const bots = info.bots;
  const choiceOf = (i: number) => seats[i] ?? (bots.includes('basic') ? 'basic' : bots[0]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const key = apiKey(); // signed in: seat 0 is the account
      const specs: SeatSpec[] = [key ? { me: true } : { name: name.trim() || 'guest' }];
      for (let i = 1; i < players; i++) specs.push(choiceOf(i) === 'open' ? {} : { bot: choiceOf(i) });
      const created = await api.create(game, specs, options, key, preset || undefined);
      // a guest's seat answers with its token; an account's seat is played with the account's key
      const token = created.seats[0].token ?? key;
      if (token) keepSeat(created.id, { seat: 0, token });
      navigate(tableHref(game, created.id));
    } catch (err) {
      const body = (err as { body?: { message: string; details?: Record<string, unknown> } }).body;
      setError(
        body
          ? `${body.message}${
              body.details
                ? `: ${Object.entries(body.details)
                    .map(([k, v]) => `${k} ${String(v)}`)
                    .join('; ')}`
                : ''
            }`
          : String(err),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="create" onSubmit={submit} aria-label={`New ${info.name} match`}>
      <h2>New {info.name} match</h2>
      <fieldset>
        <legend>Seats</legend>
        {info.minPlayers !== info.maxPlayers && (
          <div class="option">
            <label for="players">Players</label>
            <select
              id="players"
              value={players}
              onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}
            >
              {Array.from(
                { length: info.maxPlayers - info.minPlayers + 1 },
                (_, i) => info.minPlayers + i,
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <ol class="seat-choices" start={0}>
          <li>Seat 0: you ({apiKey() ? 'your account' : name || 'guest'})</li>
          {Array.from({ length: players - 1 }, (_, k) => k + 1).map((i) => (
            <li key={i}>
              <label for={`seat-${i}`}>Seat {i}</label>{' '}
              <select
                id={`seat-${i}`}
                value={choiceOf(i)}
                onChange={(e) => {
                  const next = [...seats];
                  next[i] = (e.target as HTMLSelectElement).value;
                  setSeats(next);
                }}
              >
                {bots.map((b) => (
                  <option key={b} value={b}>
                    {b} bot
                  </option>
                ))}
                <option value="open">open seat (another player joins)</option>
              </select>
            </li>
          ))}
        </ol>
      </fieldset>
      <fieldset>
        <legend>Options</legend>
        <PresetSelect
          info={info}
          value={preset}
          onPick={(name, values) => {
            setPreset(name);
            setOptions({ ...info.options, ...values });
          }}
        />
        {Object.entries(schema).map(([k, spec]) => (
          <OptionInput
            key={k}
            name={k}
            spec={spec}
            value={options[k]}
            onChange={(v) => setOptions({ ...options, [k]: v })}
          />
        ))}
      </fieldset>
      <ErrorNote message={error} />
      <button type="submit" class="primary" disabled={busy}>
        Create match
      </button>
    </form>
  );
}

function seatSummary(m: LobbyItem): string {
  return seatNames({ seats: m.seats }).join(', ');
}

function MatchLists({ game }: { game: GameId }) {
  const [lists, setLists] = useState<Record<'open' | 'active' | 'finished', LobbyItem[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all((['open', 'active', 'finished'] as const).map((s) => api.lobby(game, s).then((p) => p.items)))
      .then(([open, active, finished]) => live && setLists({ open, active, finished }))
      .catch((e) => live && setError((e as Error).message));
    return () => {
      live = false;
    };
  }, [game, tick]);
  const section = (title: string, items: LobbyItem[], kind: 'open' | 'active' | 'finished') => (
    <section class="match-list" data-testid={`list-${kind}`}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p class="hint">None.</p>
      ) : (
        <ul>
          {items.map((m) => (
            <li key={m.id}>
              <span class="match-id">#{m.id.slice(0, 8)}</span>{' '}
              <span class="seats-summary">{seatSummary(m)}</span>{' '}
              <span class="when">{new Date(m.createdAt).toLocaleString()}</span>{' '}
              {kind === 'open' && <Link href={tableHref(game, m.id)}>Join</Link>}
              {kind === 'active' && <Link href={tableHref(game, m.id)}>Watch</Link>}
              {kind === 'finished' && (
                <>
                  <Link href={tableHref(game, m.id)}>Result</Link> ·{' '}
                  <Link href={replayHref(game, m.id)}>Replay</Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div class="lists">
      <div class="lists-head">
        <h2>Matches</h2>
        <button type="button" onClick={() => setTick(tick + 1)}>
          Refresh
        </button>
      </div>
      <ErrorNote message={error} />
      {lists && (
        <>
          {section('Open seats', lists.open, 'open')}
          {section('Being played', lists.active, 'active')}
          {section('Finished', lists.finished, 'finished')}
        </>
      )}
    </div>
  );
}

export function Lobby({ game }: { game: GameId | null }) {
  const { games, error } = useGames();
  const [name, setName] = useState(playerName());
  const [account, setAccount] = useState(accountName);
  useEffect(() => onAccountChange(() => setAccount(accountName())), []);
  const selected = games?.find((g) => g.game === (game ?? 'east-west')) ?? games?.[0];
  return (
    <main class="lobby">
      <header>
        <h1>Cardroom</h1>
        <p>
          Five card games. Play against the built-in bots, or leave seats open for friends, and watch any
          match live.
        </p>
      </header>
      <div class="option name">
        <label for="player-name">Your name</label>
        {account ? (
          <>
            <input id="player-name" value={account} readOnly aria-describedby="player-name-note" />
            <small id="player-name-note">
              Your account: the seats you create or take are{' '}
              <Link href={accountHref(account)}>{account}</Link>'s.
            </small>
          </>
        ) : (
          <input
            id="player-name"
            value={name}
            maxLength={30}
            onInput={(e) => {
              const v = (e.target as HTMLInputElement).value;
              setName(v);
              setPlayerName(v);
            }}
          />
        )}
      </div>
      <ErrorNote message={error} />
      {games && (
        <nav class="game-tabs" aria-label="Games">
          {games.map((g) => (
            <Link
              key={g.game}
              href={lobbyHref(isGameId(g.game) ? g.game : null)}
              aria-current={selected?.game === g.game ? 'page' : undefined}
              class="tab"
            >
              {g.name}
              <small>
                {g.minPlayers === g.maxPlayers ? g.minPlayers : `${g.minPlayers}–${g.maxPlayers}`} players
              </small>
            </Link>
          ))}
          <Link href={tournamentsHref()} class="tab">
            Tournaments<small>round robin, Swiss</small>
          </Link>
        </nav>
      )}
      {selected && isGameId(selected.game) && (
        <div class="lobby-game">
          <CreateForm info={selected} name={name} />
          <MatchLists game={selected.game} />
          <Leaderboard game={selected.game} />
        </div>
      )}
      {games && <AccountPanel info={selected} />}
    </main>
  );
}
