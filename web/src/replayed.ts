/**
 * A finished match re-dealt from its revealed seed with the project's own rules engine (the replay
 * chunk, loaded on demand) and its move log applied move by move, exactly as the service drives a
 * match (src/engine/driver.ts). Used by the replay page and by the hand histories of finished matches
 * (every turn, every trick: the record's deals, seen through the game's own views).
 */
import type { GameId, LogEntry, MatchView, Move } from './api';

export type Engine = typeof import('./replay/engine');
export type EngineGame = NonNullable<ReturnType<Engine['engineGame']>>;

export interface Replayed {
  states: unknown[];
  def: EngineGame;
}

export const loadEngine = (): Promise<Engine> => import('./replay/engine');

export function replayMatch(engine: Engine, game: GameId, view: MatchView, log: LogEntry[]): Replayed {
  const def = engine.engineGame(game);
  if (!def) throw new Error(`this page has no rules for ${game}`);
  const seed = view.fairness.seed;
  if (!seed) throw new Error('the seed is revealed only once the match is over');
  let state = engine.initialState(def, view.seats.length, view.options, seed);
  const states = [state];
  for (const entry of log) {
    const r = engine.applyMove(def, state, entry.seat, entry.move as Move, seed, entry.seq);
    if (!r.ok)
      throw new Error(`move ${entry.seq} of seat ${entry.seat} does not apply on replay: ${r.reason}`);
    state = r.state;
    states.push(state);
  }
  return { states, def };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Fills what `base` hides from what `other` shows at the same place: a null (a hidden hand, an unseen
 * card) where `other` has a value, arrays and objects merged element by element. Keys that only say
 * who is looking (`you`, `yourCards`, …) are left as `base` has them.
 */
export function reveal(base: unknown, other: unknown, skip: ReadonlySet<string> = VIEWER_KEYS): unknown {
  if (base === null || base === undefined) return other ?? base;
  if (Array.isArray(base) && Array.isArray(other)) {
    if (base.length !== other.length) return base;
    return base.map((b, i) => reveal(b, other[i], NO_KEYS));
  }
  if (isObject(base) && isObject(other)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(base)) out[k] = skip.has(k) ? v : reveal(v, other[k], NO_KEYS);
    return out;
  }
  return base;
}
const NO_KEYS: ReadonlySet<string> = new Set();
const VIEWER_KEYS: ReadonlySet<string> = new Set([
  'you',
  'yourCards',
  'yourSubmission',
  'discard',
  'legalMoves',
]);

/** Every seat's view of a state folded into the spectator's: all cards face up (a finished match's replay). */
export function faceUpView(def: EngineGame, state: unknown, seats: number): Record<string, unknown> {
  let v = def.view(state as never, null) as unknown;
  for (let s = 0; s < seats; s++) v = reveal(v, def.view(state as never, s));
  return v as Record<string, unknown>;
}

/** Each seat's own cards (its `yourCards`) at a state, for the "everyone's hand" strip of a face-up replay. */
export function handsOf(def: EngineGame, state: unknown, seats: number): (string[] | null)[] {
  return Array.from({ length: seats }, (_, s) => {
    const v = def.view(state as never, s) as { yourCards?: string[] | null };
    return v.yourCards ?? null;
  });
}
