/**
 * A small SVG line chart: one or more series of points `{ x, y, lo?, hi? }`, each drawn as a line with
 * dots and, where points carry `lo`/`hi`, a shaded interval band. Axes with ticks and labels; a
 * `<title>`/aria-label for the picture and a data table (in a <details>) as its text alternative.
 * No library: a few hundred bytes of code do what a chart library would do in tens of kilobytes.
 */
import { useId } from 'preact/hooks';

export interface ChartPoint {
  x: number;
  y: number;
  /** Lower and upper bound of an interval around y (both, or neither). */
  lo?: number;
  hi?: number;
}

export interface ChartSeries {
  name: string;
  points: ChartPoint[];
  /** A CSS colour; a palette colour by default. */
  color?: string;
}

export interface LineChartProps {
  series: ChartSeries[];
  /** What the chart shows, in words (the SVG's title and the table's caption). */
  title: string;
  xLabel: string;
  yLabel: string;
  /** How x values read (ticks, table); default: the number. */
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  /** A horizontal reference line (e.g. 0, or a starting rating). */
  reference?: { y: number; label?: string };
  width?: number;
  height?: number;
  /** Label of the interval column in the data table. */
  intervalLabel?: string;
}

/** Colour-blind-safe palette (Okabe–Ito), dark enough on white for lines. */
export const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#000000'];

const M = { top: 12, right: 16, bottom: 44, left: 58 };

/**
 * "Nice" tick values (steps of 1, 2, 2.5 or 5 × 10^k, about `count` of them) from a tick at or below
 * `lo` to one at or above `hi`, so the axis covers every point. `integers`: whole-number steps only.
 */
export function niceTicks(lo: number, hi: number, count = 5, integers = false): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (lo === hi) {
    const pad = integers ? 1 : Math.abs(lo) > 0 ? Math.abs(lo) * 0.1 : 1;
    lo -= pad;
    hi += pad;
  }
  const raw = (hi - lo) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  if (integers) step = Math.max(1, Math.round(step));
  const out: number[] = [];
  const first = Math.floor(lo / step + 1e-9) * step;
  for (let v = first; v < hi + step - step * 1e-9; v += step) {
    out.push(Math.abs(v) < step * 1e-9 ? 0 : Number(v.toPrecision(12)));
  }
  return out;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 10 ? 2 : 1));

export function LineChart({
  series,
  title,
  xLabel,
  yLabel,
  formatX = fmt,
  formatY = fmt,
  reference,
  width = 640,
  height = 280,
  intervalLabel = '95 % interval',
}: LineChartProps) {
  const id = useId();
  const all = series.flatMap((s) => s.points);
  const titleId = `chart-title-${id}`;
  if (all.length === 0) {
    return (
      <figure class="chart" aria-labelledby={titleId}>
        <figcaption id={titleId}>{title}</figcaption>
        <p class="hint">No points yet.</p>
      </figure>
    );
  }
  const xs = all.map((p) => p.x);
  const ys = all.flatMap((p) => [p.y, p.lo ?? p.y, p.hi ?? p.y]);
  if (reference) ys.push(reference.y);
  let [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  if (x0 === x1) [x0, x1] = [x0 - 1, x1 + 1];
  const yTicks = niceTicks(Math.min(...ys), Math.max(...ys), 5);
  const [y0, y1] = [yTicks[0], yTicks[yTicks.length - 1]];
  const xTicks = niceTicks(
    x0,
    x1,
    Math.max(2, Math.floor((width - M.left - M.right) / 90)),
    xs.every(Number.isInteger),
  ).filter((t) => t >= x0 && t <= x1);
  const iw = width - M.left - M.right;
  const ih = height - M.top - M.bottom;
  const sx = (x: number) => M.left + ((x - x0) / (x1 - x0)) * iw;
  const sy = (y: number) => M.top + (1 - (y - y0) / (y1 - y0 || 1)) * ih;
  const r = (n: number) => Math.round(n * 10) / 10;
  const colour = (i: number) => series[i].color ?? PALETTE[i % PALETTE.length];
  const summary = series
    .map((s) => {
      const last = s.points[s.points.length - 1];
      return last
        ? `${s.name}: ${s.points.length} point${s.points.length === 1 ? '' : 's'}, last ${formatY(last.y)} at ${formatX(last.x)}`
        : `${s.name}: no points`;
    })
    .join('; ');
  const hasBand = (s: ChartSeries) => s.points.some((p) => p.lo !== undefined && p.hi !== undefined);

  return (
    <figure class="chart" style={{ margin: '0.5em 0' }}>
      <svg
        style={{ width: '100%', height: 'auto', maxWidth: `${width}px`, display: 'block' }}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={`${titleId}-desc`}>{summary}</desc>
        <g class="chart-grid" aria-hidden="true" font-size="12" fill="#3d4450" stroke-width="1">
          {yTicks.map((t) => (
            <g key={`y${t}`}>
              <line x1={M.left} x2={width - M.right} y1={r(sy(t))} y2={r(sy(t))} stroke="#dde1e6" />
              <text x={M.left - 6} y={r(sy(t))} text-anchor="end" dominant-baseline="middle">
                {formatY(t)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <g key={`x${t}`}>
              <line
                class="tick"
                stroke="#5b6470"
                x1={r(sx(t))}
                x2={r(sx(t))}
                y1={M.top + ih}
                y2={M.top + ih + 5}
              />
              <text x={r(sx(t))} y={M.top + ih + 18} text-anchor="middle">
                {formatX(t)}
              </text>
            </g>
          ))}
          <line class="axis" stroke="#5b6470" x1={M.left} x2={M.left} y1={M.top} y2={M.top + ih} />
          <line
            class="axis"
            stroke="#5b6470"
            x1={M.left}
            x2={width - M.right}
            y1={M.top + ih}
            y2={M.top + ih}
          />
          <text class="axis-label" x={M.left + iw / 2} y={height - 6} text-anchor="middle">
            {xLabel}
          </text>
          <text
            class="axis-label"
            transform={`translate(14 ${M.top + ih / 2}) rotate(-90)`}
            text-anchor="middle"
          >
            {yLabel}
          </text>
        </g>
        {reference && (
          <g class="chart-reference" aria-hidden="true" font-size="11" fill="#5b6470">
            <line
              x1={M.left}
              x2={width - M.right}
              y1={r(sy(reference.y))}
              y2={r(sy(reference.y))}
              stroke="#8a8f98"
              stroke-dasharray="4 4"
            />
            {reference.label && (
              <text x={width - M.right - 4} y={r(sy(reference.y)) - 4} text-anchor="end">
                {reference.label}
              </text>
            )}
          </g>
        )}
        {series.map((s, i) => {
          const banded = s.points.filter((p) => p.lo !== undefined && p.hi !== undefined);
          const band =
            banded.length > 1
              ? `M${banded.map((p) => `${r(sx(p.x))},${r(sy(p.hi!))}`).join('L')}L${banded
                  .slice()
                  .reverse()
                  .map((p) => `${r(sx(p.x))},${r(sy(p.lo!))}`)
                  .join('L')}Z`
              : null;
          const line = s.points.map((p) => `${r(sx(p.x))},${r(sy(p.y))}`).join('L');
          return (
            <g key={s.name} class="chart-series" data-series={s.name} aria-hidden="true">
              {band && <path class="chart-band" d={band} fill={colour(i)} fill-opacity="0.18" />}
              {banded.length === 1 && (
                <line
                  class="chart-band"
                  x1={r(sx(banded[0].x))}
                  x2={r(sx(banded[0].x))}
                  y1={r(sy(banded[0].hi!))}
                  y2={r(sy(banded[0].lo!))}
                  stroke={colour(i)}
                  stroke-opacity="0.4"
                  stroke-width="6"
                />
              )}
              {s.points.length > 1 && (
                <path class="chart-line" d={`M${line}`} fill="none" stroke={colour(i)} stroke-width="2" />
              )}
              {s.points.length <= 60 &&
                s.points.map((p, k) => (
                  <circle key={k} cx={r(sx(p.x))} cy={r(sy(p.y))} r="3" fill={colour(i)}>
                    <title>{`${s.name}: ${formatY(p.y)} at ${formatX(p.x)}`}</title>
                  </circle>
                ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul
          class="chart-legend"
          aria-hidden="true"
          style={{ listStyle: 'none', display: 'flex', gap: '1em', padding: 0, flexWrap: 'wrap' }}
        >
          {series.map((s, i) => (
            <li key={s.name}>
              <span
                class="swatch"
                style={{
                  background: colour(i),
                  display: 'inline-block',
                  width: '1em',
                  height: '4px',
                  marginRight: '0.4em',
                  verticalAlign: 'middle',
                }}
              />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <details class="chart-data">
        <summary>The numbers: {title}</summary>
        {series.map((s) => (
          <table key={s.name} data-series={s.name}>
            <caption>{s.name}</caption>
            <thead>
              <tr>
                <th scope="col">{xLabel}</th>
                <th scope="col">{yLabel}</th>
                {hasBand(s) && <th scope="col">{intervalLabel}</th>}
              </tr>
            </thead>
            <tbody>
              {s.points.map((p, k) => (
                <tr key={k}>
                  <td>{formatX(p.x)}</td>
                  <td>{formatY(p.y)}</td>
                  {hasBand(s) && (
                    <td>
                      {p.lo !== undefined && p.hi !== undefined ? `${formatY(p.lo)} – ${formatY(p.hi)}` : '—'}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </details>
    </figure>
  );
}
