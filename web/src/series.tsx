/**
 * A series (docs/series.md): its progress, its standings with their 95 % intervals, a link to each
 * match's table and replay, and for two players a chart of the running difference of their mean scores
 * per match with its 95 % band, deal by deal (each deal's rotations together, as the standings count
 * them). `AccountSeries` lists an account's series for the account panel. Calls go through the typed
 * client; a running series is read again every two seconds.
 */
import { type ChartSeries, LineChart } from './chart';
import { useEffect, useState } from 'preact/hooks';
import { type components, createCardroomClient } from '../../client';
import { isGameId } from './api';
import { ErrorNote } from './common';
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

export interface RunningPoint {
  deal: number;
  mean: number;
  lo: number | null;
  hi: number | null;
}

/**
 * The running mean of the per-deal difference (first player minus second, each deal's mean over its
 * finished rotations, only deals whose every rotation is finished) with its normal 95 % interval.
 */
export function runningDifference(s: Series, a: string, b: string): RunningPoint[] {
  const perDeal = new Map<number, { a: number[]; b: number[]; done: number; all: number }>();
  for (const m of s.matches) {
    const d = perDeal.get(m.deal) ?? { a: [], b: [], done: 0, all: 0 };
    perDeal.set(m.deal, d);
    d.all++;
    if (!m.scores) continue;
    d.done++;
    m.seats.forEach((p, seat) => {
      if (p === a) d.a.push(m.scores![seat]);
      if (p === b) d.b.push(m.scores![seat]);
    });
  }
  const perDealMatches = s.duplicate ? s.players.length : 1;
  const avg = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
  const diffs = [...perDeal]
    .sort(([x], [y]) => x - y)
    .filter(([, d]) => d.done === d.all && d.all === perDealMatches && d.a.length && d.b.length)
    .map(([deal, d]) => ({ deal, diff: avg(d.a) - avg(d.b) }));
  const out: RunningPoint[] = [];
  let sum = 0;
  let sq = 0;
  diffs.forEach(({ deal, diff }, i) => {
    const n = i + 1;
    sum += diff;
    sq += diff * diff;
    const mean = sum / n;
    const sd = n > 1 ? Math.sqrt(Math.max(0, (sq - n * mean * mean) / (n - 1))) : NaN;
    const half = (1.96 * sd) / Math.sqrt(n);
    out.push({ deal, mean, lo: n > 1 ? mean - half : null, hi: n > 1 ? mean + half : null });
  });
  return out;
}

/** The running difference over deals with its 95 % band and the zero line (the page's LineChart). */
function DifferenceChart({ points, label }: { points: RunningPoint[]; label: string }) {
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
        intervalLabel="95 % interval"
      />
    </div>
  );
}

export function SeriesPage({ id }: { id: string }) {
  const [s, setS] = useState<Series | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      getSeries(id).then(
        (next) => {
          if (stop) return;
          setS(next);
          setError(null);
          if (next.status === 'running' || next.status === 'pending') timer = setTimeout(load, 2000);
        },
        (e: Error) => !stop && setError(e.message),
      );
    void load();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [id]);
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
      <table class="standings" data-testid="series-standings">
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
            points={runningDifference(s, players[0], players[1])}
            label={`Running mean of ${players[0]} − ${players[1]} per match, with its 95 % band`}
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
