/**
 * A series (docs/series.md): its progress, its standings with their 95 % intervals, a link to each
 * match's table and replay, and for two players a chart of the running difference of their mean scores
 * per match with its anytime-valid 95 % band, deal by deal (each deal's rotations together, as the
 * standings count them), as the server computes it (`difference.running`). `AccountSeries` lists an
 * account's series for the account panel. Calls go through the typed client; a running series is
 * followed through its event stream (useLive).
 */
import { type ChartSeries, LineChart } from './chart';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type components, createCardroomClient } from '../../client';
import { isGameId } from './api';
import { ErrorNote } from './common';
import { useLive } from './live';
import { BASE, Link, replayHref, tableHref } from './router';

export type Series = components['schemas']['SeriesDto'];
export type SeriesSummary = components['schemas']['SeriesSummaryDto'];

export const seriesHref = (id: string) => `${BASE}/series/${id}`;

const client = () => createCardroomClient(location.origin);

async function getSeries(id: string): Promise<Series> {
  const r = await client().GET('/series/{id}', { params: { path: { id } } });
  if (!r.data)
    throw new Error((r.error as { message?: string } | undefined)?.message ?? `${r.response.status}`);
  return r.data;
}

const fmt = (x: number | null | undefined, digits = 2) =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(digits);
const interval = (ci: (number | null)[] | undefined, digits = 2) =>
  ci ? `[${fmt(ci[0], digits)}, ${fmt(ci[1], digits)}]` : '';

/** A point of the running difference as the server gives it (`difference.running`). */
export type RunningPoint = components['schemas']['RunningPointDto'];

/**
 * The band drawn deal by deal: the server's running confidence sequence (`difference.running`), valid
 * however often it is read, which a fixed-n interval read after every deal is not (docs/evaluation.md).
 * Its label says so; a sequential series (`stopWhen`) reports the same interval in its figures.
 */
export function bandLabel(s: Pick<Series, 'interval' | 'stopWhen'>): string {
  return s.stopWhen !== null && s.interval.anytimeValid
    ? 'anytime-valid 95 % band (the confidence sequence the series stops by)'
    : 'anytime-valid 95 % band (a confidence sequence: safe to read after every deal)';
}

/** The running difference over deals with its anytime-valid 95 % band and the zero line (the page's LineChart). */
function DifferenceChart({ points, label, band }: { points: RunningPoint[]; label: string; band: string }) {
  if (points.length < 2) return <p class="hint">The chart starts after two complete deals.</p>;
  const series: ChartSeries[] = [
    {
      name: 'difference',
      points: points.map((p) => ({
        x: p.deal + 1,
        y: p.mean,
        ...(p.lo !== null && p.hi !== null ? { lo: p.lo, hi: p.hi } : {}),
      })),
    },
  ];
  return (
    <div class="series-chart" data-testid="series-chart">
      <LineChart
        series={series}
        title={label}
        xLabel="deal"
        yLabel="mean difference"
        formatY={fmt}
        reference={{ y: 0, label: 'even' }}
        intervalLabel={band}
      />
      <p class="hint" data-testid="series-band">
        Band: {band}.
      </p>
    </div>
  );
}

/** The series' event stream: the series as GET /series/{id} answers it, again at every change. */
const seriesEventsUrl = (id: string) => `${location.origin}/series/${encodeURIComponent(id)}/events`;
const settled = (s: Series | null) => !!s && s.status !== 'running' && s.status !== 'pending';

export function SeriesPage({ id }: { id: string }) {
  const [s, setS] = useState<Series | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Series | null>(null);
  const show = (next: Series) => {
    current.current = next;
    setS(next);
    setError(null);
  };
  const { refused } = useLive(seriesEventsUrl(id), {
    on: { series: show },
    over: () => settled(current.current),
  });
  // refused: one read says why
  useEffect(() => {
    if (refused === null) return;
    let stop = false;
    getSeries(id).then(
      (next) => !stop && show(next),
      (e: Error) => !stop && setError(e.message),
    );
    return () => {
      stop = true;
    };
  }, [id, refused]);
  if (!s)
    return (
      <main>
        <ErrorNote message={error} />
        {!error && <p>Loading the series…</p>}
      </main>
    );
  const players = [...new Set(s.players)];
  const game = isGameId(s.game) ? s.game : null;
  const d = s.difference;
  return (
    <main class="series">
      <h1>
        Series: {s.players.join(' vs ')} ({s.game})
      </h1>
      <ErrorNote message={error} />
      <p data-testid="series-progress">
        {s.status}: {s.progress.finished} of {s.progress.total} matches finished, {s.progress.active} in
        flight · {s.deals} deals{s.duplicate ? ', duplicate (each deal once per seat rotation)' : ''}
      </p>
      <progress
        max={s.progress.total}
        value={s.progress.finished}
        style={{ width: '100%', maxWidth: '40rem' }}
      />
      <table class="standings figures" data-testid="series-standings">
        <thead>
          <tr>
            <th>Player</th>
            <th>Matches</th>
            <th>Wins</th>
            <th>Mean score (95 %)</th>
            <th>Win rate (95 %)</th>
            {s.standings.some((x) => x.bbPer100 !== undefined) && <th>bb/100 (95 %)</th>}
          </tr>
        </thead>
        <tbody>
          {s.standings.map((x) => (
            <tr key={x.account}>
              <td>{x.account}</td>
              <td>{x.matches}</td>
              <td>{x.wins}</td>
              <td>
                {fmt(x.meanScore)} {interval(x.meanScoreCI95)}
              </td>
              <td>
                {fmt(x.winRate)} {interval(x.winRateCI95)}
              </td>
              {x.bbPer100 !== undefined && (
                <td>
                  {fmt(x.bbPer100, 1)} {interval(x.bbPer100CI95, 1)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {d && (
        <>
          <p data-testid="series-difference">
            {d.accounts[0]} − {d.accounts[1]}: {fmt(d.meanScore)} per match {interval(d.meanScoreCI95)}
          </p>
          <DifferenceChart
            points={d.running}
            band={bandLabel(s)}
            label={`Running mean of ${players[0]} − ${players[1]} per match, with its anytime-valid 95 % band`}
          />
        </>
      )}
      <h2>Matches</h2>
      <ol class="series-matches">
        {s.matches.map((m) => (
          <li key={m.matchId}>
            deal {m.deal + 1}: {m.seats.join(' / ')} — {m.status}
            {m.scores ? ` (${m.scores.join(' / ')})` : ''}{' '}
            {game && (
              <>
                <Link href={tableHref(game, m.matchId)}>table</Link>
                {m.status === 'finished' && (
                  <>
                    {' · '}
                    <Link href={replayHref(game, m.matchId)}>replay</Link>
                  </>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}

/** An account's series, newest first, each linked to its page (for the account panel). */
export function AccountSeries({ name, tick = 0 }: { name: string; tick?: number }) {
  const [items, setItems] = useState<SeriesSummary[] | null>(null);
  useEffect(() => {
    void client()
      .GET('/accounts/{name}/series', { params: { path: { name }, query: { limit: 10 } } })
      .then((r) => setItems(r.data?.items ?? []));
  }, [name, tick]);
  if (!items?.length) return null;
  return (
    <section class="account-series">
      <h3>Series</h3>
      <ul>
        {items.map((s) => (
          <li key={s.id}>
            <Link href={seriesHref(s.id)}>
              {s.game}: {s.players.join(' vs ')}, {s.deals} deals — {s.status}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
