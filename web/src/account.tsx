/**
 * The account parts of the lobby: sign in with an API key (kept in localStorage) or create an account
 * (the key shown once), the account's matches, seeks and challenges (kept current by the account event
 * stream GET /me/events through useLive, the key in a header), and each game's leaderboard.
 */
import { useEffect, useState } from 'preact/hooks';
import type { OptionSpec } from '../../src/engine/options';
import { withArticle } from '../../src/engine/names';
import { AccountSeries } from './series';
import {
  api,
  ApiFailure,
  apiKey,
  type Challenge,
  forgetToken,
  type GameId,
  type GameInfo,
  type HistoryItem,
  isGameId,
  keepSeat,
  setAccountName,
  type LeaderRow,
  type Profile,
  type Seek,
  seekIds,
  seatIn,
  setApiKey,
  setSeekIds,
} from './api';
import { ErrorNote, ratingText, seatNames } from './common';
import { useLive } from './live';
import { OptionInput, PresetSelect } from './lobby';
import { accountHref, Link, navigate, tableHref } from './router';

const message = (e: unknown) => (e instanceof ApiFailure ? e.body.message : String(e));

/** The key's seat in a match, so that the table sends `Authorization: Bearer <key>` for it. */
function holdSeat(matchId: string, seat: number | null, key: string) {
  if (seat !== null && !seatIn(matchId)) keepSeat(matchId, { seat, token: key });
}

export function SignIn({ onSignedIn }: { onSignedIn: (key: string, me: Profile) => void }) {
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; apiKey: string } | null>(null);
  const signIn = async (k: string) => {
    setError(null);
    try {
      onSignedIn(k, await api.me(k));
    } catch (e) {
      setError(
        e instanceof ApiFailure && e.body.statusCode === 401 ? 'That API key is not valid.' : message(e),
      );
    }
  };
  if (created) {
    return (
      <section class="account" aria-label="Account">
        <h2>Account {created.name} created</h2>
        <p>
          Your API key, shown only this once (copy it now and keep it safe; it signs you in):{' '}
          <code data-testid="new-key">{created.apiKey}</code>{' '}
          <button
            type="button"
            onClick={() => navigator.clipboard?.writeText(created.apiKey).catch(() => undefined)}
          >
            Copy
          </button>
        </p>
        <button
          type="button"
          class="primary"
          onClick={() => void signIn(created.apiKey).then(() => setCreated(null))}
        >
          I have saved it: continue
        </button>
        <ErrorNote message={error} />
      </section>
    );
  }
  return (
    <section class="account" aria-label="Account">
      <h2>Account</h2>
      <form
        class="sign-in"
        onSubmit={(e) => {
          e.preventDefault();
          void signIn(key.trim());
        }}
      >
        <label for="api-key">API key</label>{' '}
        <input
          id="api-key"
          type="password"
          autocomplete="off"
          value={key}
          onInput={(e) => setKey((e.target as HTMLInputElement).value)}
          required
        />{' '}
        <button type="submit">Sign in</button>
      </form>
      <form
        class="create-account"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          try {
            const a = await api.createAccount(name.trim());
            setCreated({ name: a.name, apiKey: a.apiKey });
          } catch (err) {
            setError(message(err));
          }
        }}
      >
        <label for="account-name">New account name</label>{' '}
        <input
          id="account-name"
          value={name}
          minLength={2}
          maxLength={30}
          pattern="[A-Za-z0-9_\-]+"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
          required
        />{' '}
        <button type="submit">Create account</button>
      </form>
      <ErrorNote message={error} />
    </section>
  );
}

function ChallengeItem({
  c,
  me,
  apiKey: key,
  onChange,
}: {
  c: Challenge;
  me: string;
  apiKey: string;
  onChange: (c: Challenge) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const invited = c.to.some((n) => n.toLowerCase() === me.toLowerCase());
  const mine = c.from.toLowerCase() === me.toLowerCase();
  const run = async (f: () => Promise<Challenge>) => {
    setError(null);
    try {
      onChange(await f());
    } catch (e) {
      setError(message(e));
    }
  };
  const game = isGameId(c.game) ? c.game : null;
  return (
    <li data-testid="challenge" data-status={c.status}>
      {c.game}: {c.from} → {c.to.join(', ')} {c.rated ? '(rated)' : ''} ·{' '}
      <span class="status">{c.status}</span>{' '}
      {c.status === 'accepted' && c.matchId && game && (
        <Link
          href={tableHref(game, c.matchId)}
          onClick={() =>
            holdSeat(
              c.matchId!,
              mine ? 0 : c.to.findIndex((n) => n.toLowerCase() === me.toLowerCase()) + 1,
              key,
            )
          }
        >
          Open the table
        </Link>
      )}
      {c.status === 'open' && invited && !c.accepted.includes(me) && (
        <>
          <button type="button" onClick={() => run(() => api.answerChallenge(key, c.id, 'accept'))}>
            Accept
          </button>{' '}
          <button type="button" onClick={() => run(() => api.answerChallenge(key, c.id, 'decline'))}>
            Decline
          </button>
        </>
      )}
      {c.status === 'open' && mine && (
        <button type="button" onClick={() => run(() => api.cancelChallenge(key, c.id))}>
          Cancel
        </button>
      )}
      <ErrorNote message={error} />
    </li>
  );
}

/** Challenges sent from this page still waiting for invitees: their table opens once they start. */
const sentFromHere = new Set<string>();

function ChallengeForm({
  info,
  apiKey: key,
  onCreated,
}: {
  info: GameInfo;
  apiKey: string;
  onCreated: (c: Challenge) => void;
}) {
  const schema = info.optionsSchema as Record<string, OptionSpec>;
  const [to, setTo] = useState('basic-bot');
  const [rated, setRated] = useState(true);
  const [options, setOptions] = useState<Record<string, unknown>>(info.options);
  const [preset, setPreset] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setOptions(info.options);
    setPreset('');
  }, [info.game]);
  return (
    <form
      class="challenge-form"
      aria-label={`Challenge to ${info.name}`}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          const names = to.split(/[\s,]+/).filter(Boolean);
          const c = await api.challenge(key, info.game as GameId, names, options, rated, preset || undefined);
          onCreated(c);
          // every invitee accepted at once (built-in accounts do): the match is on, go to its table
          if (c.matchId) {
            holdSeat(c.matchId, 0, key);
            navigate(tableHref(info.game as GameId, c.matchId));
          } else sentFromHere.add(c.id);
        } catch (err) {
          setError(message(err));
        }
      }}
    >
      <h3>Challenge to {info.name}</h3>
      <div class="option">
        <label for="challenge-to">Accounts to challenge</label>
        <input
          id="challenge-to"
          value={to}
          onInput={(e) => setTo((e.target as HTMLInputElement).value)}
          required
        />
        <small>names separated by commas, one per other seat (basic-bot and random-bot accept at once)</small>
      </div>
      <div class="option check">
        <input
          id="challenge-rated"
          type="checkbox"
          checked={rated}
          onChange={(e) => setRated((e.target as HTMLInputElement).checked)}
        />
        <label for="challenge-rated">Rated challenge</label>
      </div>
      <details>
        <summary>Options</summary>
        <PresetSelect
          info={info}
          idPrefix="ch-"
          value={preset}
          onPick={(name, values) => {
            setPreset(name);
            setOptions({ ...info.options, ...values });
          }}
        />
        {Object.entries(schema).map(([k, spec]) => (
          <OptionInput
            key={k}
            idPrefix="ch-"
            name={k}
            spec={spec}
            value={options[k]}
            onChange={(v) => setOptions({ ...options, [k]: v })}
          />
        ))}
      </details>
      <ErrorNote message={error} />
      <button type="submit">Send challenge</button>
    </form>
  );
}

function Seeks({ info, apiKey: key, tick }: { info: GameInfo; apiKey: string; tick: number }) {
  const [seeks, setSeeks] = useState<Seek[]>([]);
  const [rated, setRated] = useState(true);
  const [preset, setPreset] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [again, setAgain] = useState(0);
  useEffect(() => setPreset(''), [info.game]);
  useEffect(() => {
    let live = true;
    Promise.all(seekIds().map((id) => api.getSeek(key, id).catch(() => null))).then((all) => {
      if (!live) return;
      const found = all.filter((s): s is Seek => s !== null);
      setSeekIds(found.map((s) => s.id));
      for (const s of found) if (s.matchId) holdSeat(s.matchId, s.seat, key);
      setSeeks(found.reverse());
    });
    return () => {
      live = false;
    };
  }, [key, tick, again]);
  return (
    <section class="seeks">
      <h3>Seeks</h3>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          try {
            const s = await api.seek(
              key,
              info.game as GameId,
              info.minPlayers,
              preset ? {} : info.options,
              rated,
              preset || undefined,
            );
            setSeekIds([...seekIds(), s.id]);
            setAgain(again + 1);
          } catch (err) {
            setError(message(err));
          }
        }}
      >
        <input
          id="seek-rated"
          type="checkbox"
          checked={rated}
          onChange={(e) => setRated((e.target as HTMLInputElement).checked)}
        />{' '}
        <label for="seek-rated">Rated</label>{' '}
        <PresetSelect info={info} idPrefix="seek-" value={preset} onPick={(name) => setPreset(name)} />
        <button type="submit">Seek {withArticle(info.name)} match</button>{' '}
        <button type="button" onClick={() => setAgain(again + 1)}>
          Refresh seeks
        </button>
      </form>
      <ErrorNote message={error} />
      {seeks.length === 0 ? (
        <p class="hint">No seeks.</p>
      ) : (
        <ul>
          {seeks.map((s) => (
            <li key={s.id} data-testid="seek">
              {s.game}, {s.players} players{s.rated ? ', rated' : ''}: {s.status}{' '}
              {s.matchId && isGameId(s.game) && (
                <Link href={tableHref(s.game, s.matchId)}>Open the table</Link>
              )}
              {s.status === 'waiting' && (
                <button
                  type="button"
                  onClick={() =>
                    api.cancelSeek(key, s.id).then(
                      () => setAgain(again + 1),
                      (e) => setError(message(e)),
                    )
                  }
                >
                  Cancel
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Matches({ me, apiKey: key, tick }: { me: string; apiKey: string; tick: number }) {
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [again, setAgain] = useState(0);
  useEffect(() => {
    let live = true;
    api.accountMatches(me).then(
      (p) => {
        if (!live) return;
        for (const m of p.items) holdSeat(m.id, m.seat, key);
        setItems(p.items);
      },
      (e) => live && setError(message(e)),
    );
    return () => {
      live = false;
    };
  }, [me, key, tick, again]);
  return (
    <section class="my-matches" data-testid="my-matches">
      <h3>
        Your matches{' '}
        <button type="button" onClick={() => setAgain(again + 1)}>
          Refresh
        </button>
      </h3>
      <ErrorNote message={error} />
      {items && items.length === 0 && <p class="hint">None yet.</p>}
      {items && items.length > 0 && (
        <ul>
          {items.map((m) => (
            <li key={m.id}>
              {isGameId(m.game) ? (
                <Link href={tableHref(m.game, m.id)}>{`${m.game} #${m.id.slice(0, 8)}`}</Link>
              ) : (
                m.game
              )}{' '}
              {seatNames({ seats: m.seats }).join(' vs ')} · {m.status}
              {m.rated ? ' · rated' : ''}
              {m.standing !== null ? ` · standing ${m.standing}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The account panel of the lobby for the selected game. */
export function AccountPanel({ info }: { info: GameInfo | undefined }) {
  const [key, setKey] = useState<string | null>(apiKey);
  const [me, setMe] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!key || me) return;
    api.me(key).then(setMe, (e) => {
      if (e instanceof ApiFailure && e.body.statusCode === 401) {
        setApiKey(null);
        setKey(null);
      } else setError(message(e));
    });
  }, [key]);
  useEffect(() => setAccountName(key && me ? me.name : null), [key, me?.name]);
  const put = (c: Challenge) => setChallenges((all) => [c, ...all.filter((x) => x.id !== c.id)]);
  const closed = (status: 'canceled' | 'declined') => (e: { challengeId: string }) =>
    setChallenges((all) => all.map((c) => (c.id === e.challengeId ? { ...c, status } : c)));
  useLive(key && me ? `${location.origin}/me/events` : null, {
    ...(key ? { headers: { Authorization: `Bearer ${key}` } } : {}),
    on: {
      challenge: (e: { challenge: Challenge }) => put(e.challenge),
      challengeCanceled: closed('canceled'),
      challengeDeclined: closed('declined'),
      matchStart: (e: { matchId: string; seat: number }) => {
        holdSeat(e.matchId, e.seat, key!);
        setTick((t) => t + 1);
        // a challenge sent from here has just been accepted by everyone: open its table
        for (const id of sentFromHere)
          void api.getChallenge(id).then(
            (c) => {
              if (c.matchId !== e.matchId || !isGameId(c.game)) return;
              sentFromHere.delete(id);
              navigate(tableHref(c.game, c.matchId));
            },
            () => undefined,
          );
      },
      matchFinish: () => setTick((t) => t + 1),
    },
  });

  if (!key || !me) {
    return (
      <>
        <ErrorNote message={error} />
        <SignIn
          onSignedIn={(k, p) => {
            setApiKey(k);
            setKey(k);
            setMe(p);
          }}
        />
      </>
    );
  }
  return (
    <section class="account" aria-label="Account">
      <h2>
        Signed in as{' '}
        <Link href={accountHref(me.name)} data-testid="account-name">
          {me.name}
        </Link>{' '}
        <button
          type="button"
          onClick={() => {
            forgetToken(key);
            setApiKey(null);
            setKey(null);
            setMe(null);
            setChallenges([]);
          }}
        >
          Sign out
        </button>
      </h2>
      <Matches me={me.name} apiKey={key} tick={tick} />
      <AccountSeries name={me.name} tick={tick} />
      <section class="challenges">
        <h3>Challenges</h3>
        {challenges.length === 0 ? (
          <p class="hint">No challenges.</p>
        ) : (
          <ul>
            {challenges.map((c) => (
              <ChallengeItem key={c.id} c={c} me={me.name} apiKey={key} onChange={put} />
            ))}
          </ul>
        )}
        {info && <ChallengeForm info={info} apiKey={key} onCreated={put} />}
      </section>
      {info && <Seeks info={info} apiKey={key} tick={tick} />}
    </section>
  );
}

const SEEDED_NOTE =
  "a built-in level's rating as measured against the other levels (docs/bots.md); no rated match here has changed it yet";

export function Leaderboard({ game }: { game: GameId }) {
  const [rows, setRows] = useState<LeaderRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [again, setAgain] = useState(0);
  useEffect(() => {
    let live = true;
    api.leaderboard(game).then(
      (p) => live && setRows(p.items),
      (e) => live && setError(message(e)),
    );
    return () => {
      live = false;
    };
  }, [game, again]);
  return (
    <section class="leaderboard" data-testid="leaderboard">
      <h3>
        Leaderboard{' '}
        <button type="button" onClick={() => setAgain(again + 1)}>
          Refresh leaderboard
        </button>
      </h3>
      <ErrorNote message={error} />
      {rows && rows.length === 0 && <p class="hint">No rated matches yet.</p>}
      {rows && rows.length > 0 && (
        <table class="figures">
          <thead>
            <tr>
              <th scope="col" class="num">
                #
              </th>
              <th scope="col">Account</th>
              <th scope="col" class="num" title="mu − 3·sigma: the skill estimate less three deviations">
                Rating
              </th>
              <th scope="col" class="num">
                Matches
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} data-account={r.name}>
                <td class="num">{r.rank}</td>
                <th scope="row">
                  <Link href={accountHref(r.name)}>{r.name}</Link>
                  {r.kind === 'bot' ? ' (bot)' : ''}
                  {r.seeded && (
                    <span class="badge seeded" data-testid="seeded" title={SEEDED_NOTE}>
                      seeded
                    </span>
                  )}
                </th>
                <td class="num" data-testid="rating">
                  {ratingText(r.rating)}
                </td>
                <td class="num">{r.matches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows?.some((r) => r.seeded) && <p class="hint">Seeded: {SEEDED_NOTE}.</p>}
    </section>
  );
}
