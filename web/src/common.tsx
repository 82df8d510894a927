/** Pieces every table uses: seats, the legal-move controls, the result, the fairness check. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId, MatchView, Move } from './api';
import { shownRating } from '../../src/shown-rating';
import { Card } from './cards';

export type IntRange = { min: number; max: number };
export type CardChoice = { choose: number; from: string[] };
export const isRange = (v: unknown): v is IntRange =>
  !!v && typeof v === 'object' && 'min' in v && 'max' in v;
export const isChoice = (v: unknown): v is CardChoice =>
  !!v && typeof v === 'object' && 'choose' in v && 'from' in v;
export const isTemplate = (m: Move) => Object.values(m).some((v) => isRange(v) || isChoice(v));

/** What a game's board is given. `legal` is the seat's legalMoves (empty when it may not act). */
export interface BoardProps<S = any> {
  game: GameId;
  view: MatchView;
  state: S;
  you: number | null;
  names: string[];
  legal: Move[];
  act: (move: Move) => void;
  busy: boolean;
  /** The seat's token when this browser plays the match (the dry-run check needs it). */
  token: string | null;
}

export interface GameUi {
  Board: (p: BoardProps) => JSX.Element;
  /** Legal moves the board offers itself (as clickable cards, under a column...); the rest get the generic controls. */
  claims?: (m: Move) => boolean;
  /** A move in words, for buttons and the move log. */
  describe: (m: Move) => string;
}

/**
 * Every seat's name, distinct: "ana (you)", "basic bot (seat 2)" when two seats would read alike (the
 * same bot level, two guests), "open seat (seat 3)". The seat number is 0-based, as everywhere.
 */
export function seatNames(
  view: {
    seats: { seat: number; name?: string | null; bot?: string | null; account?: string | null }[];
    you?: number | null;
  },
  youAre = 'you',
): string[] {
  const base = view.seats.map((s) => s.account ?? s.name ?? (s.bot ? `${s.bot} bot` : 'open seat'));
  const count = new Map<string, number>();
  for (const b of base) count.set(b.toLowerCase(), (count.get(b.toLowerCase()) ?? 0) + 1);
  return view.seats.map((s, i) => {
    const notes = [
      ...((count.get(base[i].toLowerCase()) ?? 0) > 1 ? [`seat ${s.seat}`] : []),
      ...(s.seat === view.you ? [youAre] : []),
    ];
    return notes.length ? `${base[i]} (${notes.join(', ')})` : base[i];
  });
}

/** The seats that play together (Euchre: 0 & 2 against 1 & 3), else null. */
export function partnerOf(game: string, seat: number): number | null {
  return game === 'euchre' ? (seat + 2) % 4 : null;
}

export function describeGeneric(m: Move): string {
  const rest = Object.entries(m).filter(([k]) => k !== 'type');
  const words = m.type.replace(/-/g, ' ');
  if (rest.length === 0) return cap(words);
  return `${cap(words)} ${rest
    .map(([k, v]) =>
      typeof v === 'boolean' ? (v ? k : '') : `${k} ${Array.isArray(v) ? v.join(' ') : String(v)}`,
    )
    .filter(Boolean)
    .join(', ')}`.trim();
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A rating (or its mu or sigma) as the page shows it: one decimal, through the server's own rounding
 * (src/shown-rating.ts), of the two decimals the API gives (docs/api.md "Precision").
 */
export const ratingText = (x: number) => shownRating(x, 1).toFixed(1);

/** One template field {min,max}: a slider and a number box bounded by the legal range, and the button. */
function RangeMove({
  move,
  field,
  range,
  act,
  busy,
  describe,
}: {
  move: Move;
  field: string;
  range: IntRange;
  act: (m: Move) => void;
  busy: boolean;
  describe: (m: Move) => string;
}) {
  const [value, setValue] = useState(range.min);
  useEffect(() => setValue(range.min), [range.min, range.max]);
  const clamp = (n: number) => Math.min(range.max, Math.max(range.min, Math.round(n)));
  const concrete = { ...move, [field]: value };
  const id = `range-${move.type}-${field}`;
  return (
    <div class="range-move" data-testid={`range-${move.type}`}>
      <label for={id}>
        {cap(move.type)} {field} ({range.min}–{range.max})
      </label>
      <div class="range-inputs">
        <input
          type="range"
          min={range.min}
          max={range.max}
          value={value}
          aria-label={`${move.type} ${field} slider`}
          onInput={(e) => setValue(clamp(Number((e.target as HTMLInputElement).value)))}
        />
        <input
          id={id}
          type="number"
          min={range.min}
          max={range.max}
          value={value}
          onChange={(e) => {
            // out of range or not a number: back into the legal range, in the box too
            const box = e.target as HTMLInputElement;
            const v = clamp(Number(box.value) || range.min);
            box.value = String(v);
            setValue(v);
          }}
        />
        <button type="button" class="move" data-legal disabled={busy} onClick={() => act(concrete)}>
          {describe(concrete)}
        </button>
      </div>
    </div>
  );
}

/** Fields {choose,from} drawing from the same cards: pick each field's cards in turn. */
function ChoiceMove({
  move,
  act,
  busy,
  describe,
}: {
  move: Move;
  act: (m: Move) => void;
  busy: boolean;
  describe: (m: Move) => string;
}) {
  const fields = Object.entries(move).filter(([, v]) => isChoice(v)) as [string, CardChoice][];
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const used = new Set(Object.values(picked).flat());
  const open = fields.find(([f, c]) => (picked[f]?.length ?? 0) < c.choose);
  const from = open ? open[1].from.filter((c) => !used.has(c)) : [];
  const done = !open;
  return (
    <div class="choice-move">
      {fields.map(([f, c]) => (
        <div key={f}>
          {f}: {(picked[f] ?? []).length}/{c.choose}
        </div>
      ))}
      {open && (
        <div class="card-row wrap">
          {from.map((card) => (
            <Card
              key={card}
              card={card}
              size="sm"
              action={`Put in ${open[0]}`}
              onClick={() => setPicked({ ...picked, [open[0]]: [...(picked[open[0]] ?? []), card] })}
            />
          ))}
        </div>
      )}
      <button type="button" onClick={() => setPicked({})}>
        Start again
      </button>
      <button
        type="button"
        class="move"
        data-legal
        disabled={busy || !done}
        onClick={() => act({ ...move, ...picked })}
      >
        {describe(move)}
      </button>
    </div>
  );
}

/** Buttons for concrete moves, inputs for templates: built from legalMoves only. */
export function MoveControls({
  legal,
  act,
  busy,
  describe,
}: {
  legal: Move[];
  act: (m: Move) => void;
  busy: boolean;
  describe: (m: Move) => string;
}) {
  if (legal.length === 0) return null;
  return (
    <div class="moves" data-testid="legal-moves" role="group" aria-label="Your moves">
      {legal.map((m, i) => {
        const range = Object.entries(m).find(([, v]) => isRange(v)) as [string, IntRange] | undefined;
        if (range)
          return (
            <RangeMove
              key={`${i}-${m.type}`}
              move={m}
              field={range[0]}
              range={range[1]}
              act={act}
              busy={busy}
              describe={describe}
            />
          );
        if (isTemplate(m))
          return <ChoiceMove key={`${i}-${m.type}`} move={m} act={act} busy={busy} describe={describe} />;
        return (
          <button key={i} type="button" class="move" data-legal disabled={busy} onClick={() => act(m)}>
            {describe(m)}
          </button>
        );
      })}
    </div>
  );
}

export function ResultBanner({ view, names }: { view: MatchView; names: string[] }) {
  const r = view.result;
  if (!r) return null;
  const winners = r.winners.length ? r.winners.map((s) => names[s]).join(' and ') : 'nobody';
  const youWon = view.you !== null && r.winners.includes(view.you);
  const standings = r.standings?.length
    ? [...r.standings].sort((a, b) => a.place - b.place || a.seat - b.seat)
    : null;
  return (
    <section class={`result ${youWon ? 'won' : ''}`} data-testid="result" role="status">
      <h2>Match over: {youWon ? 'you won!' : r.winners.length ? `${winners} won` : 'nobody won'}</h2>
      <p class="hint">{cap(r.reason.replace(/-/g, ' '))}.</p>
      {standings ? (
        <table class="standings" data-testid="standings">
          <caption>Final standings</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Final score</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((s) => (
              <tr
                key={s.seat}
                data-seat={s.seat}
                data-place={s.place}
                class={s.seat === view.you ? 'you' : ''}
              >
                <td class="place">{ordinal(s.place)}</td>
                <th scope="row">{names[s.seat]}</th>
                <td>{r.scores[s.seat]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          Final scores:{' '}
          {r.scores.map((s, i) => (
            <span key={i} class="final-score">
              {names[i]} {s}
              {i < r.scores.length - 1 ? ' · ' : ''}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

/** 1 → "1st", 2 → "2nd", 11 → "11th". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** sha256 of the seed's text as hex: SubtleCrypto (secure contexts: https, localhost), else @noble/hashes. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return Array.from(sha256(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The published seed hash, and once the seed is revealed, whether sha256(seed) equals it. */
export function Fairness({ fairness }: { fairness: MatchView['fairness'] }) {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    setOk(null);
    if (!fairness.seed) return;
    let live = true;
    void sha256Hex(fairness.seed).then((h) => live && setOk(h === fairness.seedHash));
    return () => {
      live = false;
    };
  }, [fairness.seed, fairness.seedHash]);
  return (
    <section class="fairness" data-testid="fairness">
      <h3>Fair deal</h3>
      <p>
        Seed hash (published at creation): <code class="hex">{fairness.seedHash}</code>
      </p>
      {fairness.seed ? (
        <>
          <p>
            Seed (revealed at the end): <code class="hex">{fairness.seed}</code>
          </p>
          <p data-testid="seed-check" class={ok ? 'ok' : ok === false ? 'bad' : ''}>
            {ok === null
              ? 'Checking sha256(seed)…'
              : ok
                ? '✓ sha256(seed) equals the published seed hash'
                : '✗ sha256(seed) does NOT equal the published seed hash'}
          </p>
        </>
      ) : (
        <p>The seed is revealed when the match ends, so that anyone can re-deal and replay it.</p>
      )}
    </section>
  );
}

export function Deadline({ at }: { at: string | null }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!at) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [at]);
  if (!at) return null;
  const left = Math.max(0, Math.round((Date.parse(at) - now) / 1000));
  return (
    <span class="deadline" aria-live="off">
      ⏱ {left}s
    </span>
  );
}

export function SeatList({
  view,
  names,
  extra,
}: {
  view: MatchView;
  names: string[];
  extra?: (seat: number) => JSX.Element | string | null;
}) {
  return (
    <ol class="seats" aria-label="Seats">
      {view.seats.map((s) => {
        const toAct = view.status === 'active' && view.toAct.includes(s.seat);
        const partner = view.you !== null ? partnerOf(view.game, view.you) : null;
        const team = view.game === 'euchre' ? `team ${(s.seat % 2) + 1}` : null;
        return (
          <li
            key={s.seat}
            class={`${toAct ? 'to-act' : ''} ${s.seat === view.you ? 'you' : ''} ${team ? `team-${(s.seat % 2) + 1}` : ''}`}
            data-testid={`seat-${s.seat}`}
            aria-current={toAct ? 'true' : undefined}
          >
            <span class="seat-no" aria-label={`seat ${s.seat}`}>
              {s.seat}
            </span>
            <span class="seat-name">{names[s.seat]}</span>
            {team && (
              <span class="badge team" data-testid={`team-of-${s.seat}`}>
                {team}
                {partner === s.seat ? ' · your partner' : ''}
              </span>
            )}
            {!s.connected && view.status === 'open' && <span class="badge open">waiting for a player</span>}
            {toAct && <span class="badge act">to act</span>}
            <span class="seat-score" title="score">
              {view.scores[s.seat]}
            </span>
            {extra?.(s.seat)}
          </li>
        );
      })}
    </ol>
  );
}

export function ErrorNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p class="error" role="alert" data-testid="error">
      {message}
    </p>
  );
}
