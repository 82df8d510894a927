/**
 * A gauntlet (docs/evaluation.md): its progress level by level (deals settled, the expected score
 * against each level with its 95 % interval and the verdict), its result (the rating on the game's
 * scale with its interval, beside the levels' anchors) and, once finished, its certificate (the digest,
 * the JSON to download and the command that verifies it). `AccountGauntlets` shows an account's best
 * rating per game and its gauntlets on the account page. A running gauntlet is read again every 2 s.
 */
import { useEffect, useState } from 'preact/hooks';
import { type components, createCardroomClient } from '../../client';
import { isGameId } from './api';
import { ErrorNote } from './common';
import { BASE, Link, replayHref, tableHref } from './router';

export type Gauntlet = components['schemas']['GauntletDto'];
type GauntletSummary = components['schemas']['GauntletSummaryDto'];
type Certificate = components['schemas']['GauntletCertificateDto'];

export const gauntletHref = (id: string) => `${BASE}/gauntlets/${id}`;

const client = () => createCardroomClient(location.origin);

const fmt = (x: number | null | undefined, digits = 3) =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(digits);
const interval = (ci: (number | null)[] | null | undefined, digits = 3) =>
  ci ? `[${fmt(ci[0], digits)}, ${fmt(ci[1], digits)}]` : '';

async function getGauntlet(id: string): Promise<Gauntlet> {
  const r = await client().GET('/gauntlets/{id}', { params: { path: { id } } });
  if (!r.data)
    throw new Error((r.error as { message?: string } | undefined)?.message ?? `${r.response.status}`);
  return r.data;
}

/** The rating's place among the anchors: a bar from the lowest anchor to the highest. */
function ScaleBar({ g }: { g: Gauntlet }) {
  const r = g.result;
  if (!g.scale || !r || r.rating === null) return null;
  const anchors = Object.entries(g.scale.anchors).sort(([, a], [, b]) => a - b);
  const values = [
    ...anchors.map(([, v]) => v),
    r.rating,
    ...(r.ratingCI95 ?? []).filter((x): x is number => x !== null),
  ];
  const lo = Math.min(...values) - 20;
  const hi = Math.max(...values) + 20;
  const at = (v: number) => `${(100 * (v - lo)) / (hi - lo)}%`;
  const [clo, chi] = r.ratingCI95 ?? [null, null];
  return (
    <div class="gauntlet-scale" data-testid="gauntlet-scale" aria-label="The rating among the anchors">
      {anchors.map(([level, v], i) => (
        // neighbouring anchors can be close: every other label one line lower
        <span
          key={level}
          class="anchor"
          style={{ left: at(v), top: i % 2 ? '1.1rem' : 0 }}
          title={`${level}-bot: ${v}`}
        >
          {level} {Math.round(v)}
        </span>
      ))}
      <span
        class="band"
        style={{ left: at(clo ?? lo), width: `calc(${at(chi ?? hi)} - ${at(clo ?? lo)})` }}
        title="95 % interval"
      />
      <span class="mark" style={{ left: at(r.rating) }} title={`rating ${Math.round(r.rating)}`} />
    </div>
  );
}

function CertificatePanel({ id }: { id: string }) {
  const [cert, setCert] = useState<Certificate | null>(null);
  useEffect(() => {
    void client()
      .GET('/gauntlets/{id}/certificate', { params: { path: { id } } })
      .then((r) => setCert(r.data ?? null));
  }, [id]);
  if (!cert) return null;
  const deals = (cert.series as { deals: unknown[] }[]).reduce((n, s) => n + s.deals.length, 0);
  return (
    <section class="gauntlet-certificate" data-testid="gauntlet-certificate">
      <h2>Certificate</h2>
      <p>
        {deals} deals with their seeds, match ids and scores, the scale (v
        {String((cert.scale as { version?: number } | null)?.version ?? '–')}), the estimator and the result,
        issued by {cert.server.name} {cert.server.version}.
      </p>
      <p>
        SHA-256 (RFC 8785 canonical JSON): <code data-testid="gauntlet-digest">{cert.digest.value}</code>
      </p>
      <p>
        <a href={`/gauntlets/${id}/certificate`} download={`gauntlet-${id}.json`}>
          Download the certificate
        </a>{' '}
        and check it against the records:{' '}
        <code>
          npm run verify -- --gauntlet {id} --url {location.origin}
        </code>
      </p>
    </section>
  );
}

export function GauntletPage({ id }: { id: string }) {
  const [g, setG] = useState<Gauntlet | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      getGauntlet(id).then(
        (next) => {
          if (stop) return;
          setG(next);
          setError(null);
          if (next.status === 'running') timer = setTimeout(load, 2000);
        },
        (e: Error) => !stop && setError(e.message),
      );
    void load();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [id]);
  if (!g)
    return (
      <main>
        <ErrorNote message={error} />
        {!error && <p>Loading the gauntlet…</p>}
      </main>
    );
  const game = isGameId(g.game) ? g.game : null;
  return (
    <main class="gauntlet">
      <h1>
        Gauntlet: {g.account} ({g.game})
      </h1>
      <ErrorNote message={error} />
      <p data-testid="gauntlet-progress">
        {g.status}
        {g.progress.level ? ` against ${g.progress.level}` : ''}: {g.progress.settled} deals settled,{' '}
        {g.progress.active} in flight, at most {g.progress.total} · stop{' '}
        {g.stopWhen === null ? 'after every deal' : JSON.stringify(g.stopWhen)}
      </p>
      <progress
        max={g.progress.total}
        value={g.progress.settled}
        style={{ width: '100%', maxWidth: '40rem' }}
      />
      {g.result && (
        <section class="gauntlet-result" data-testid="gauntlet-result">
          <h2>Result</h2>
          <p class="verdict">{g.result.verdict}</p>
          <p>
            Ladder score {fmt(g.result.ladderScore)} {interval(g.result.ladderScoreCI95)}
            {g.result.rating !== null &&
              ` · rating ${fmt(g.result.rating, 0)} ${interval(g.result.ratingCI95, 0)}`}
          </p>
          <ScaleBar g={g} />
        </section>
      )}
      <table class="standings figures" data-testid="gauntlet-levels">
        <thead>
          <tr>
            <th>Level</th>
            <th>Status</th>
            <th class="num">Deals</th>
            <th>Expected score (95 %)</th>
            <th>Without the control</th>
            <th>Verdict</th>
          </tr>
        </thead>
        <tbody>
          {g.series.map((s) => (
            <tr key={s.level}>
              <td>{s.opponent}</td>
              <td>
                {s.status}
                {s.stoppedEarly ? ' (stopped early)' : ''}
              </td>
              <td class="num">{s.estimate.deals}</td>
              <td>
                {fmt(s.estimate.score)} {interval(s.estimate.scoreCI95)}
              </td>
              <td title="the account's plain mean score and the spread of a rotation without the control">
                {fmt(s.estimate.plainScore)} (sd {fmt(s.estimate.plainSd)} → {fmt(s.estimate.sd)})
              </td>
              <td>{s.verdict}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {g.status === 'finished' && <CertificatePanel id={g.id} />}
      <h2>Deals</h2>
      {g.series.map((s) => (
        <details key={s.level}>
          <summary>
            {s.opponent}: {s.deals.length} deals
          </summary>
          <ol start={0}>
            {s.deals.map((d) => (
              <li key={d.matchId}>
                deal {d.deal}, seat {d.seat}: {d.status}
                {d.score !== null ? ` — score ${d.score}, control ${d.control}` : ''}{' '}
                {game && (
                  <Link
                    href={d.status === 'finished' ? replayHref(game, d.matchId) : tableHref(game, d.matchId)}
                  >
                    {d.status === 'finished' ? 'replay' : 'table'}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </main>
  );
}

/** The account's best gauntlet rating per game, and its gauntlets (for the account page). */
export function AccountGauntlets({ name }: { name: string }) {
  const [best, setBest] = useState<GauntletSummary[] | null>(null);
  const [items, setItems] = useState<GauntletSummary[] | null>(null);
  useEffect(() => {
    void client()
      .GET('/accounts/{name}/gauntlet-ratings', { params: { path: { name } } })
      .then((r) => setBest(r.data ?? []));
    void client()
      .GET('/accounts/{name}/gauntlets', { params: { path: { name }, query: { limit: 10 } } })
      .then((r) => setItems(r.data?.items ?? []));
  }, [name]);
  if (!best?.length && !items?.length) return null;
  return (
    <section class="account-gauntlets" data-testid="account-gauntlets">
      <h3>Gauntlet ratings</h3>
      {best?.length ? (
        <ul>
          {best.map((g) => (
            <li key={g.id}>
              <Link href={gauntletHref(g.id)}>
                {g.game}: {fmt(g.rating, 0)} {interval(g.ratingCI95, 0)} on scale v{g.scaleVersion}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">No finished, rated gauntlet yet.</p>
      )}
      {items?.length ? (
        <ul>
          {items.map((g) => (
            <li key={g.id}>
              <Link href={gauntletHref(g.id)}>
                {g.game} gauntlet, {g.levels.join(', ')} — {g.status}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
