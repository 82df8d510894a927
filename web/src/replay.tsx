/**
 * Replay of a finished match, step by step: the revealed seed re-deals the match with the project's own
 * rules engine (loaded on demand) and the move log is applied move by move, exactly as the service
 * drives a match (src/engine/driver.ts). The page checks that sha256(seed) is the hash published at
 * creation and that the replay ends in the state and result the service served.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, type GameId, type LogEntry, type MatchView, type Move, seatIn } from './api';
import { BOARDS } from './boards';
import { CardRow } from './cards';
import { ErrorNote, Fairness, seatNames } from './common';
import { HandHistory } from './history';
import { useGameName } from './live';
import { Link, lobbyHref, tableHref } from './router';
import { type Engine, faceUpView, handsOf, loadEngine, type Replayed, replayMatch } from './replayed';
import { GameView } from './table';

/** Equal as JSON values, whatever the key order (the database may store object keys in its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

interface Checked extends Replayed {
  matches: boolean;
}

function replayAndCheck(engine: Engine, game: GameId, view: MatchView, log: LogEntry[]): Checked {
  const r = replayMatch(engine, game, view, log);
  const state = r.states[r.states.length - 1];
  const matches =
    sameJson(r.def.view(state as never, view.you), view.state) &&
    sameJson(r.def.result(state as never), view.result) &&
    sameJson(r.def.scores(state as never), view.scores);
  return { ...r, matches };
}

/** "Seen by": every card face up, a spectator, or one seat. */
type Viewer = 'all' | 'spectator' | number;

export function ReplayPage({ game, id }: { game: GameId; id: string }) {
  const token = seatIn(id)?.token ?? null;
  const gameName = useGameName();
  const [view, setView] = useState<MatchView | null>(null);
  const [log, setLog] = useState<LogEntry[] | null>(null);
  const [replayed, setReplayed] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  // a finished match has no secrets left: every card face up unless a seat's view is asked for
  const [viewer, setViewer] = useState<Viewer>('all');
  const seat = typeof viewer === 'number' ? viewer : null;
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const [v, l] = await Promise.all([api.view(game, id, token), api.moves(game, id, token)]);
      if (!live) return;
      setView(v);
      setLog(l);
      if (v.status !== 'finished' || !v.fairness.seed) return;
      const engine = await loadEngine();
      if (!live) return;
      setReplayed(replayAndCheck(engine, game, v, l));
      setStep(0);
    })().catch((e) => live && setError((e as Error).message));
    return () => {
      live = false;
    };
  }, [game, id, token]);

  const last = replayed ? replayed.states.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const t = setTimeout(() => setStep(step + 1), 600);
    return () => clearTimeout(t);
  }, [playing, step, last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (t.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') setStep((s) => Math.min(last, s + 1));
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') setStep((s) => Math.max(0, s - 1));
      else if (e.key === ' ' && !t.closest('button')) {
        e.preventDefault();
        setPlaying((p) => !p);
      } else if (e.key === 'Home') setStep(0);
      else if (e.key === 'End') setStep(last);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const stepView = useMemo((): MatchView | null => {
    if (!replayed || !view) return null;
    const { def, states } = replayed;
    const st = states[step];
    const result = def.result(st);
    return {
      ...view,
      status: result ? 'finished' : 'active',
      version: step,
      you: seat,
      toAct: result ? [] : def.toAct(st),
      state:
        viewer === 'all'
          ? faceUpView(def, st, view.seats.length)
          : (def.view(st as never, seat) as Record<string, unknown>),
      scores: def.scores(st),
      result,
      legalMoves: undefined,
      deadline: null,
    };
  }, [replayed, view, step, viewer]);
  const hands = useMemo(
    () =>
      replayed && view && viewer === 'all'
        ? handsOf(replayed.def, replayed.states[step], view.seats.length)
        : null,
    [replayed, view, step, viewer],
  );

  if (error) {
    return (
      <main>
        <ErrorNote message={error} />
        <Link href={lobbyHref(game)}>Back to the lobby</Link>
      </main>
    );
  }
  if (!view || !log) return <main aria-busy="true">Loading the match…</main>;
  if (view.status !== 'finished') {
    return (
      <main>
        <p>This match is not finished yet: its seed is still secret, so it can be replayed once it ends.</p>
        <Link href={tableHref(game, id)}>Go to the table</Link>
      </main>
    );
  }
  const names = seatNames({ ...view, you: seat }, 'seen by');
  const plainNames = seatNames({ ...view, you: null });
  const entry = step > 0 ? log[step - 1] : null;
  const describe = BOARDS[game].describe;
  return (
    <main class="replay-page" data-testid="replay" data-step={step}>
      <header class="table-head">
        <h1>
          Replay: <Link href={lobbyHref(game)}>{gameName(game)}</Link>{' '}
          <small class="match-id">#{id.slice(0, 8)}</small>
        </h1>
        <p class="links">
          <Link href={tableHref(game, id)}>Back to the table</Link>
        </p>
      </header>
      {!replayed ? (
        <p aria-busy="true">Re-dealing from the seed…</p>
      ) : (
        <>
          <p data-testid="replay-check" class={replayed.matches ? 'ok' : 'bad'}>
            {replayed.matches
              ? `✓ Re-dealt from the seed, the ${log.length} moves of the log reproduce the final state and result the service shows.`
              : '✗ The replay does not end in the state the service shows.'}
          </p>
          <div class="replay-controls" role="group" aria-label="Replay controls">
            <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label="First step">
              « First
            </button>
            <button
              type="button"
              onClick={() => setStep(Math.max(0, step - 1))}
              disabled={step === 0}
              aria-label="Previous move"
            >
              ‹ Prev
            </button>
            <button
              type="button"
              onClick={() => setPlaying(!playing)}
              aria-label={playing ? 'Pause' : 'Play'}
            >
              {playing ? 'Pause' : 'Play'}
            </button>
            <button
              type="button"
              onClick={() => setStep(Math.min(last, step + 1))}
              disabled={step === last}
              aria-label="Next move"
            >
              Next ›
            </button>
            <button
              type="button"
              onClick={() => setStep(last)}
              disabled={step === last}
              aria-label="Last step"
            >
              Last »
            </button>
            <input
              type="range"
              min={0}
              max={last}
              value={step}
              aria-label="Move number"
              aria-valuetext={`move ${step} of ${last}`}
              data-testid="replay-slider"
              onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))}
            />
            <label>
              Seen by{' '}
              <select
                value={String(viewer)}
                onChange={(e) => {
                  const v = (e.target as HTMLSelectElement).value;
                  setViewer(v === 'all' || v === 'spectator' ? v : Number(v));
                }}
              >
                <option value="all">everyone (all cards face up)</option>
                <option value="spectator">a spectator</option>
                {view.seats.map((s) => (
                  <option key={s.seat} value={s.seat}>
                    {plainNames[s.seat]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p class="replay-step" data-testid="replay-step" aria-live="polite">
            {entry
              ? `Move ${step} of ${last}: ${names[entry.seat]} — ${describe(entry.move as Move)}`
              : `The deal (move 0 of ${last})`}
          </p>
          <p class="hint">Keys: ← → one move, Home / End the first / last, space to play or pause.</p>
          {hands && hands.some((h) => h && h.length > 0) && (
            <section class="all-hands" data-testid="all-hands" aria-label="Every hand, face up">
              <h2>Every hand</h2>
              <ul>
                {hands.map((h, s) =>
                  h && h.length > 0 ? (
                    <li key={s} data-testid={`all-hands-${s}`}>
                      <span class="who">{plainNames[s]}</span> <CardRow cards={h} size="sm" />
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          )}
          {stepView && <GameView view={stepView} token={null} act={() => undefined} busy={true} />}
          <HandHistory view={view} token={token} names={plainNames} />
        </>
      )}
      <Fairness fairness={view.fairness} />
    </main>
  );
}
