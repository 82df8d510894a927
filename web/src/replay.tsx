/**
 * Replay of a finished match, step by step: the revealed seed re-deals the match with the project's own
 * rules engine (loaded on demand) and the move log is applied move by move, exactly as the service
 * drives a match (src/engine/driver.ts). The page checks that sha256(seed) is the hash published at
 * creation and that the replay ends in the state and result the service served.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, type GameId, type LogEntry, type MatchView, type Move, seatIn } from './api';
import { BOARDS } from './boards';
import { ErrorNote, Fairness, seatNames } from './common';
import { useGameName } from './live';
import { Link, lobbyHref, tableHref } from './router';
import { GameView } from './table';

type Engine = typeof import('./replay/engine');

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

interface Replayed {
  states: unknown[];
  def: ReturnType<Engine['engineGame']> & object;
  matches: boolean;
}

function replayMatch(engine: Engine, game: GameId, view: MatchView, log: LogEntry[]): Replayed {
  const def = engine.engineGame(game);
  if (!def) throw new Error(`this page has no rules for ${game}`);
  const seed = view.fairness.seed!;
  let state = engine.initialState(def, view.seats.length, view.options, seed);
  const states = [state];
  for (const entry of log) {
    const r = engine.applyMove(def, state, entry.seat, entry.move as Move, seed, entry.seq);
    if (!r.ok)
      throw new Error(`move ${entry.seq} of seat ${entry.seat} does not apply on replay: ${r.reason}`);
    state = r.state;
    states.push(state);
  }
  const matches =
    sameJson(def.view(state, view.you), view.state) &&
    sameJson(def.result(state), view.result) &&
    sameJson(def.scores(state), view.scores);
  return { states, def, matches };
}

export function ReplayPage({ game, id }: { game: GameId; id: string }) {
  const token = seatIn(id)?.token ?? null;
  const gameName = useGameName();
  const [view, setView] = useState<MatchView | null>(null);
  const [log, setLog] = useState<LogEntry[] | null>(null);
  const [replayed, setReplayed] = useState<Replayed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const [v, l] = await Promise.all([api.view(game, id, token), api.moves(game, id, token)]);
      if (!live) return;
      setView(v);
      setLog(l);
      setSeat(v.you);
      if (v.status !== 'finished' || !v.fairness.seed) return;
      const engine = await import('./replay/engine');
      if (!live) return;
      setReplayed(replayMatch(engine, game, v, l));
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
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'Home') setStep(0);
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
      state: def.view(st, seat) as Record<string, unknown>,
      scores: def.scores(st),
      result,
      legalMoves: undefined,
      deadline: null,
    };
  }, [replayed, view, step, seat]);

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
              onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))}
            />
            <label>
              Seen by{' '}
              <select
                value={seat === null ? '' : String(seat)}
                onChange={(e) =>
                  setSeat(
                    (e.target as HTMLSelectElement).value === ''
                      ? null
                      : Number((e.target as HTMLSelectElement).value),
                  )
                }
              >
                <option value="">a spectator</option>
                {view.seats.map((s) => (
                  <option key={s.seat} value={s.seat}>
                    seat {s.seat}
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
          {stepView && <GameView view={stepView} token={null} act={() => undefined} busy={true} />}
        </>
      )}
      <Fairness fairness={view.fairness} />
    </main>
  );
}
