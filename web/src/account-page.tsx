/**
 * An account's page (/play/accounts/{name}): its ratings with a chart per game of the rating over time
 * (GET /accounts/{name}/ratings/history), and its matches (GET /accounts/{name}/matches). The series
 * and tournaments lists of other features go in the marked place below.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, ApiFailure, type GameId, type HistoryItem, isGameId, type Profile } from './api';
import { type ChartSeries, LineChart } from './chart';
import { ErrorNote, ratingText, seatNames } from './common';
import { useGameName } from './live';
import { Link, lobbyHref, replayHref, tableHref, tournamentsHref } from './router';
import { AccountGauntlets } from './gauntlet';
import { AccountSeries } from './series';
import { type TournamentSummary, tournamentsApi } from './tournaments-api';

type RatingHistory = Awaited<ReturnType<typeof api.ratingHistory>>;

const errorText = (e: unknown) =>
  e instanceof ApiFailure
    ? e.body.statusCode === 404
      ? 'There is no account of that name.'
      : e.body.message
    : String(e);

/** One game's rating over time: the rating (mu − 3σ) and the skill estimate mu with mu ± 2σ shaded. */
export function RatingChart({ game, items }: { game: string; items: RatingHistory['items'] }) {
  const gameName = useGameName();
  // x: the rated match's number in this game (matches played in a burst would all read the same time)
  const xs = items.map((i) => i.matches);
  const series: ChartSeries[] = [
    {
      name: 'Skill estimate μ (band: μ ± 2σ, about 95 %)',
      points: items.map((i, k) => ({ x: xs[k], y: i.mu, lo: i.mu - 2 * i.sigma, hi: i.mu + 2 * i.sigma })),
    },
    { name: 'Rating (μ − 3σ)', points: items.map((i, k) => ({ x: xs[k], y: i.rating })) },
  ];
  const label = isGameId(game) ? gameName(game) : game;
  return (
    <div class="rating-chart" data-testid={`rating-chart-${game}`} data-points={items.length}>
      <h3>{label}</h3>
      <LineChart
        series={series}
        title={`${label}: rating after each of ${items.length} rated match${items.length === 1 ? '' : 'es'}`}
        xLabel="Rated matches played"
        yLabel="Rating"
        formatX={(x) => `${x}`}
        formatY={ratingText}
        intervalLabel="μ ± 2σ"
      />
    </div>
  );
}

function MatchRow({ m, name }: { m: HistoryItem; name: string }) {
  const game = isGameId(m.game) ? m.game : null;
  const gameName = useGameName();
  const names = seatNames({ seats: m.seats });
  const others = m.seats.filter((s) => s.seat !== m.seat).map((s) => names[s.seat]);
  return (
    <tr data-testid="account-match" data-status={m.status}>
      <td>{new Date(m.createdAt).toLocaleString()}</td>
      <td>{game ? gameName(game) : m.game}</td>
      <td>
        seat {m.seat} against {others.join(', ') || 'nobody'}
      </td>
      <td>{m.rated ? 'rated' : 'casual'}</td>
      <td>
        {m.status === 'finished'
          ? m.standing === null
            ? 'over'
            : `${m.standing === 1 ? 'won' : `place ${m.standing} of ${m.seats.length}`}${m.points === null ? '' : `, ${m.points} points`}`
          : m.status === 'open'
            ? 'waiting for players'
            : 'being played'}
      </td>
      <td>
        {game && (
          <>
            <Link
              href={tableHref(game, m.id)}
              aria-label={`Table of ${name}'s ${m.game} match ${m.id.slice(0, 8)}`}
            >
              table
            </Link>
            {m.status === 'finished' && (
              <>
                {' · '}
                <Link href={replayHref(game, m.id)}>replay</Link>
              </>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

export function AccountPage({ name }: { name: string }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [history, setHistory] = useState<RatingHistory | null>(null);
  const [matches, setMatches] = useState<HistoryItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const gameName = useGameName();

  useEffect(() => {
    let live = true;
    Promise.all([api.account(name), api.ratingHistory(name), api.accountMatches(name, 30)]).then(
      ([p, h, m]) => {
        if (!live) return;
        setProfile(p);
        setHistory(h);
        setMatches(m.items);
      },
      (e) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [name]);

  if (error)
    return (
      <main>
        <ErrorNote message={error} />
        <Link href={lobbyHref()}>Back to the lobby</Link>
      </main>
    );
  if (!profile || !history || !matches) return <main aria-busy="true">Loading {name}…</main>;

  const byGame = new Map<string, RatingHistory['items']>();
  for (const i of history.items) byGame.set(i.game, [...(byGame.get(i.game) ?? []), i]);
  const ratings = Object.entries(profile.ratings);
  return (
    <main class="account-page" data-testid="account-page">
      <header>
        <p>
          <Link href={lobbyHref()}>Cardroom</Link> › accounts
        </p>
        <h1>
          {profile.name} <small class="hint">({profile.kind === 'bot' ? 'a bot account' : 'a person'})</small>
        </h1>
        <p class="hint">Here since {new Date(profile.createdAt).toLocaleDateString()}.</p>
      </header>

      <section aria-labelledby="ratings-head">
        <h2 id="ratings-head">Ratings</h2>
        {ratings.length === 0 ? (
          <p class="hint">No rated matches yet.</p>
        ) : (
          <table class="ratings figures" data-testid="account-ratings">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" class="num">
                  Rating
                </th>
                <th scope="col" class="num">
                  μ
                </th>
                <th scope="col" class="num">
                  σ
                </th>
                <th scope="col" class="num">
                  Rated matches
                </th>
              </tr>
            </thead>
            <tbody>
              {ratings.map(([g, r]) => (
                <tr key={g}>
                  <th scope="row">{isGameId(g) ? gameName(g as GameId) : g}</th>
                  <td class="num">{ratingText(r.rating)}</td>
                  <td class="num">{ratingText(r.mu)}</td>
                  <td class="num">{ratingText(r.sigma)}</td>
                  <td class="num">{r.matches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {[...byGame].map(([g, items]) => (
          <RatingChart key={g} game={g} items={items} />
        ))}
        {ratings.length > 0 && byGame.size === 0 && (
          <p class="hint">No rating changes recorded yet (the history starts with the next rated match).</p>
        )}
      </section>

      <div class="account-competitions">
        <AccountGauntlets name={profile.name} />
        <AccountSeries name={profile.name} />
        <AccountTournaments name={profile.name} />
      </div>

      <section aria-labelledby="matches-head">
        <h2 id="matches-head">Matches</h2>
        {matches.length === 0 ? (
          <p class="hint">None yet.</p>
        ) : (
          <div class="table-scroll">
            <table class="account-matches">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Game</th>
                  <th scope="col">Seat</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Links</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((m) => (
                  <MatchRow key={m.id} m={m} name={profile.name} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}

/** The account's tournaments (GET /accounts/{name}/tournaments), newest first, each linking to its page. */
function AccountTournaments({ name }: { name: string }) {
  const [items, setItems] = useState<TournamentSummary[] | null>(null);
  useEffect(() => {
    tournamentsApi.ofAccount(name).then(
      (r) => setItems(r.items),
      () => setItems([]),
    );
  }, [name]);
  if (!items?.length) return null;
  return (
    <section class="account-tournaments">
      <h3>Tournaments</h3>
      <ul>
        {items.map((t) => (
          <li key={t.id}>
            <Link href={tournamentsHref(t.id)}>
              {t.game}, {t.format} — {t.status}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
