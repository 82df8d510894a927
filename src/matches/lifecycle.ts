/**
 * The match lifecycle as one pure function: given a game, the match as it stands and a step (the start
 * of a new match, a join, a move, a turn-clock timeout, a resignation, the end of an open match nobody
 * joined), `nextRecord` computes the match after it — its
 * state after the step, the automatic steps and the bot moves it triggered (through the engine's
 * driver), its status, version, move count and turn-clock deadline — and the moves to append to the log.
 * It does no I/O and reads no clock (`now` is given); a step the rules or the lifecycle refuse throws a
 * DomainError. The service (matches.service.ts) loads, calls it, writes the result if the version is
 * still the one it read, and publishes.
 */
import {
  applyMove,
  type BotAnswer,
  type BotCall,
  botMoves,
  decideAll,
  initialState,
  randomLegalMove,
  type ReplayMove,
} from '../engine/driver';
import { notYourTurn } from '../engine/names';
import { rngFromSeed, seedHash } from '../engine/random';
import { settleResult } from '../engine/standings';
import type { ApplyResult, GameDefinition, GameResult, Move } from '../engine/types';
import { DomainError } from '../domain-error';
import type { MatchRecord, MatchStatus, SeatRecord } from './match-record';

export type Step =
  /**
   * A new match (`nextRecord` of `newMatch(...)`): the bots play if every seat is taken. With `hold`
   * (a match of bots only, played in the background: bots-only-player.ts) it starts `active` with nothing
   * played and no turn clock.
   */
  | { kind: 'start'; hold?: boolean }
  /** The bots of an active match play their turns from where it stands (null when nothing moves). */
  | { kind: 'play' }
  /** A player takes `seat` (or the first open one); the match starts when it was the last open seat. */
  | { kind: 'join'; seat?: number; name: string; tokenHash: string }
  /** `seat` plays `move` (409 when the match is not at `expectedVersion`, if given). */
  | { kind: 'move'; seat: number; move: Move; expectedVersion?: number }
  /** The turn clock ran out: every seat to act gets its timeout move. */
  | { kind: 'timeout' }
  /**
   * `seat` gives up (docs/api.md "Ending a match early"). Two sides left: the match ends, the other
   * side wins (`resigned`). More: the seat is out, ranked last, its timeout move played whenever it
   * would act, and the match goes on.
   */
  | { kind: 'resign'; seat: number }
  /** An open match nobody joined for `ttlSeconds` finishes as `abandoned` (null when it is not due). */
  | { kind: 'abandon'; ttlSeconds: number };

import type { FinalScore } from '../persistence/match-types';

export type { FinalScore };

export interface Transition {
  record: MatchRecord;
  /** The moves to append to the log, numbered from the previous record's moveCount + 1. */
  moves: ReplayMove[];
  /** The final scores, when this step finished the match. */
  scores: FinalScore[] | null;
  /** The seat a join took. */
  seat?: number;
}

export interface NewMatch {
  id: string;
  seed: string;
  options: Record<string, unknown>;
  seats: SeatRecord[];
  createdAt: Date;
  /** Created from a rated challenge or seek with an account in every seat. */
  rated?: boolean;
  /** A match of a duplicate deal that another match still has to play (docs/series.md). */
  sealed?: boolean;
}

/** The match before its first step: dealt, version 0, nothing played. `nextRecord(.., { kind: 'start' })` makes it version 1. */
export function newMatch(game: GameDefinition, m: NewMatch): MatchRecord {
  return {
    id: m.id,
    game: game.id,
    status: 'open',
    options: m.options,
    seed: m.seed,
    seedHash: seedHash(m.seed),
    state: initialState(game, m.seats.length, m.options, m.seed),
    version: 0,
    moveCount: 0,
    deadline: null,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
    seats: m.seats,
    resigned: [],
    result: null,
    rated: m.rated ?? false,
    sealed: m.sealed ?? false,
  };
}

/**
 * The lifecycle of one step as a generator: it yields every built-in bot decision the step needs
 * (`BotCall`: the bot's seat view and legal moves, its seed and label) and takes the bot's move back,
 * then applies it by the rules, as any move. The caller decides where bots think: `nextRecord` on the
 * calling thread, the service in its worker pool (src/bots) without blocking its event loop. Pure: the
 * same answers give the same transition. Its value is the match after `step`, or null when a timeout
 * finds nothing to do. Throws DomainError (before any yield) when the step is refused.
 */
export type StepRun = Generator<BotCall, Transition | null, BotAnswer>;

export function* stepRecord(game: GameDefinition, m: MatchRecord, step: Step, now: Date): StepRun {
  switch (step.kind) {
    case 'start':
      return step.hold ? held(m, now) : yield* settleBots(game, m, m.seats, m.state, [], now, false);
    case 'play':
      return yield* play(game, m, now);
    case 'join':
      return yield* join(game, m, step, now);
    case 'move':
      return yield* move(game, m, step, now);
    case 'timeout':
      return yield* timeout(game, m, now);
    case 'resign':
      return yield* resign(game, m, step.seat, now);
    case 'abandon':
      return abandon(game, m, step.ttlSeconds, now);
  }
}

/**
 * The match after `step`, every bot decision made on the calling thread, or null when a timeout finds
 * nothing to do (no clock ran out, or no seat could move). Throws DomainError when the step is refused.
 */
export function nextRecord(game: GameDefinition, m: MatchRecord, step: Step, now: Date): Transition | null {
  return decideAll(game, stepRecord(game, m, step, now));
}

/**
 * `stepRecord` with each bot decision made by `decide` (the service's BotThinker); a decision that
 * fails has a random legal move played instead. The step's checks run before the first decision.
 */
export async function nextRecordWith(
  game: GameDefinition,
  m: MatchRecord,
  step: Step,
  now: Date,
  decide: (call: BotCall) => Promise<BotAnswer>,
): Promise<Transition | null> {
  const run = stepRecord(game, m, step, now);
  let next = run.next(null);
  while (!next.done) {
    let answer: BotAnswer;
    try {
      answer = await decide(next.value);
    } catch {
      answer = null;
    }
    next = run.next(answer);
  }
  return next.value;
}

type Steps<T> = Generator<BotCall, T, BotAnswer>;

/** The seats that play together: Euchre's partnerships, otherwise every seat on its own. */
export function sidesOf(game: GameDefinition, players: number): number[][] {
  return game.sides?.(players) ?? Array.from({ length: players }, (_, s) => [s]);
}

function* resign(game: GameDefinition, m: MatchRecord, seat: number, now: Date): Steps<Transition> {
  if (m.status === 'open')
    throw DomainError.conflict('the match has not started: seats are still open', 'match-not-started');
  if (m.status === 'finished') throw DomainError.conflict('the match is finished', 'match-finished');
  if (m.resigned.includes(seat))
    throw DomainError.conflict(`seat ${seat} has already resigned`, 'already-resigned');
  const sides = sidesOf(game, m.seats.length);
  // the resigning seat's whole side is out (a partnership concedes together)
  const side = sides.find((s) => s.includes(seat)) ?? [seat];
  const resigned = [...m.resigned, ...side.filter((s) => !m.resigned.includes(s))];
  const left = sides.filter((s) => s.some((x) => !resigned.includes(x)));
  if (left.length <= 1) {
    const result = settleResult(
      { winners: left[0] ?? [], scores: game.scores(m.state), reason: 'resigned' },
      resigned,
      sides,
    );
    const record: MatchRecord = {
      ...m,
      status: 'finished',
      resigned,
      result,
      version: m.version + 1,
      deadline: null,
      updatedAt: now,
    };
    return { record, moves: [], scores: finalScores(game, record) };
  }
  return yield* settleBots(game, { ...m, resigned }, m.seats, m.state, [], now, true);
}

/** A match of bots only started without a move: `active`, no turn clock (nobody waits for a bot). */
function held(m: MatchRecord, now: Date): Transition {
  if (!botsOnly(m.seats))
    throw DomainError.conflict('only a match of bots only is started without playing', 'not-bots-only');
  const record: MatchRecord = {
    ...m,
    status: 'active',
    version: m.version + 1,
    updatedAt: now,
    deadline: null,
  };
  return { record, moves: [], scores: null };
}

/** The bots of an active match play on (the background player of matches of bots only). */
function* play(game: GameDefinition, m: MatchRecord, now: Date): Steps<Transition | null> {
  if (m.status !== 'active') return null;
  const t = yield* settleBots(game, m, m.seats, m.state, [], now, true);
  return t.moves.length || t.record.status !== 'active' ? t : null;
}

function abandon(game: GameDefinition, m: MatchRecord, ttlSeconds: number, now: Date): Transition | null {
  if (m.status !== 'open' || now.getTime() - m.updatedAt.getTime() < ttlSeconds * 1000) return null;
  const result = settleResult({ winners: [], scores: game.scores(m.state), reason: 'abandoned' });
  // nobody played: no standings are recorded
  return {
    record: { ...m, status: 'finished', result, version: m.version + 1, deadline: null, updatedAt: now },
    moves: [],
    scores: null,
  };
}

function* join(
  game: GameDefinition,
  m: MatchRecord,
  step: Extract<Step, { kind: 'join' }>,
  now: Date,
): Steps<Transition> {
  if (m.status !== 'open') throw DomainError.conflict('the match is full', 'match-full');
  const open = openSeats(m.seats);
  if (step.seat !== undefined && !m.seats.some((s) => s.seat === step.seat)) {
    throw DomainError.badRequest('no such seat', { seat: `seats are 0 to ${m.seats.length - 1}` });
  }
  const seat = step.seat ?? open[0];
  if (!open.includes(seat)) throw DomainError.conflict(`seat ${seat} is already taken`, 'seat-taken');
  const seats = m.seats.map((s) =>
    s.seat === seat ? { ...s, name: step.name, tokenHash: step.tokenHash } : s,
  );
  return { ...(yield* settleBots(game, m, seats, m.state, [], now, false)), seat };
}

function* move(
  game: GameDefinition,
  m: MatchRecord,
  step: Extract<Step, { kind: 'move' }>,
  now: Date,
): Steps<Transition> {
  const { seat } = step;
  if (step.expectedVersion !== undefined && step.expectedVersion !== m.version) {
    throw DomainError.conflict(
      `the match is at version ${m.version}, not ${step.expectedVersion}`,
      'stale-version',
    );
  }
  if (m.status === 'open')
    throw DomainError.conflict('the match has not started: seats are still open', 'match-not-started');
  if (m.status === 'finished') throw DomainError.conflict('the match is finished', 'match-finished');
  if (m.resigned.includes(seat))
    throw DomainError.conflict(`seat ${seat} has resigned: its timeout moves are played for it`, 'resigned');
  // the move is judged once; a rejection says which check refused it
  const r = applyMove(game, m.state, seat, step.move, m.seed, m.moveCount + 1);
  if (!r.ok) throw rejection(game, m, seat, r);
  return yield* settleBots(game, m, m.seats, r.state, [{ seat, move: step.move }], now, true);
}

/**
 * The DomainError of a refused move. The shared checks (defineGame) say which of them refused it: not
 * the seat's turn (the rules' own reason when they have one, e.g. Chinese poker's `already-submitted`)
 * is 403; a finished match is 409 `match-finished` (the one public code for it; the engine's
 * `match-over` stays inside). Any other refusal of a seat not to act is 403 with its reason; of the
 * seat to act, 422 with the rules' reason.
 */
function rejection(
  game: GameDefinition,
  m: MatchRecord,
  seat: number,
  r: Extract<ApplyResult<unknown>, { ok: false }>,
): DomainError {
  if (r.check === 'over') return DomainError.conflict('the match is finished', 'match-finished');
  if (r.check === 'turn' || !game.toAct(m.state).includes(seat))
    return DomainError.notYourTurn(r.message, r.reason);
  return DomainError.illegalMove(r.reason, r.message);
}

/** Plays the timeout move of every seat to act (several in a simultaneous phase), then the bots. */
function* timeout(game: GameDefinition, m: MatchRecord, now: Date): Steps<Transition | null> {
  if (m.status !== 'active' || !m.deadline || m.deadline > now) return null;
  let state = m.state;
  const moves: ReplayMove[] = [];
  for (const seat of game.toAct(m.state)) {
    if (game.result(state) || !game.toAct(state).includes(seat)) continue;
    const r = playTimeoutMove(game, state, seat, m.seed, m.moveCount + moves.length + 1);
    if (!r) continue;
    state = r.state;
    moves.push({ seat, move: r.move });
  }
  if (!moves.length) return null;
  return yield* settleBots(game, m, m.seats, state, moves, now, true);
}

/**
 * The common tail of every step: once every seat is taken the bots play their turns; then the status,
 * the next version, the move count, the deadline and, at the end, the final scores. `keepClock`: the
 * match was already running, so a simultaneous phase keeps its running clock (see `deadlineFor`).
 */
function* settleBots(
  game: GameDefinition,
  m: MatchRecord,
  seats: SeatRecord[],
  state: unknown,
  played: ReplayMove[],
  now: Date,
  keepClock: boolean,
): Steps<Transition> {
  const full = openSeats(seats).length === 0;
  let moves = played;
  if (full) {
    const auto = yield* autoPlay(game, m, seats, state, m.moveCount + played.length);
    state = auto.state;
    moves = [...played, ...auto.moves];
  }
  const status: MatchStatus = !full ? 'open' : game.result(state) ? 'finished' : 'active';
  const record: MatchRecord = {
    // `updatedAt` follows the seats and the status (the open-match sweep's clock), not every move: a
    // move's update then changes no indexed column and stays on its page (src/persistence/match-store.ts)
    ...m,
    seats,
    state,
    status,
    version: m.version + 1,
    moveCount: m.moveCount + moves.length,
    updatedAt: seats !== m.seats || status !== m.status ? now : m.updatedAt,
    deadline: deadlineFor(game, status, state, m.options, now, keepClock ? m : undefined),
  };
  return { record, moves, scores: status === 'finished' ? finalScores(game, record) : null };
}

/** Bound on the moves played for bots and resigned seats after one step. */
const MAX_AUTO_MOVES = 20_000;

/**
 * The moves nobody is waited for: the bots play their turns, and a seat that resigned gets its timeout
 * move whenever it is to act; until a person still in the match must act, or the end.
 */
function* autoPlay(
  game: GameDefinition,
  m: MatchRecord,
  seats: SeatRecord[],
  state: unknown,
  movesSoFar: number,
): Steps<{ state: unknown; moves: ReplayMove[] }> {
  const bots = botSeats(seats);
  const moves: ReplayMove[] = [];
  while (moves.length < MAX_AUTO_MOVES) {
    const run = yield* botMoves(game, state, m.seed, m.options, bots, movesSoFar + moves.length);
    state = run.state;
    moves.push(...run.moves);
    if (game.result(state) || run.truncated) break;
    const out = game.toAct(state).filter((s) => m.resigned.includes(s));
    let played = 0;
    for (const seat of out) {
      if (game.result(state) || !game.toAct(state).includes(seat)) continue;
      const seq = movesSoFar + moves.length + 1;
      const r = playTimeoutMove(game, state, seat, m.seed, seq);
      if (!r) continue;
      state = r.state;
      moves.push({ seat, move: r.move });
      played++;
    }
    if (!played) break;
  }
  return { state, moves };
}

/** The game's timeout move for `seat` (or a random legal one when it has none or it does not apply). */
function playTimeoutMove(
  game: GameDefinition,
  state: unknown,
  seat: number,
  seed: string,
  seq: number,
): { state: unknown; move: Move } | null {
  const rng = rngFromSeed(seed, `timeout:${seq}`);
  let chosen = game.timeoutMove?.(state, seat, rng) ?? null;
  let r = chosen ? applyMove(game, state, seat, chosen, seed, seq) : null;
  if (!r || !r.ok) {
    chosen = randomLegalMove(game, state, seat, rng);
    r = chosen ? applyMove(game, state, seat, chosen, seed, seq) : null;
  }
  return r?.ok && chosen ? { state: r.state, move: chosen } : null;
}

export function openSeats(seats: readonly SeatRecord[]): number[] {
  return seats.filter((s) => s.name === null && s.bot === null).map((s) => s.seat);
}

/** Every seat is a built-in bot's: nobody plays the match through the API. */
export function botsOnly(seats: readonly SeatRecord[]): boolean {
  return seats.length > 0 && seats.every((s) => s.bot !== null);
}

function botSeats(seats: readonly SeatRecord[]): Map<number, string> {
  return new Map(seats.filter((s) => s.bot).map((s) => [s.seat, s.bot!]));
}

/**
 * When the seats to act run out of time. A clock starts when the seats to act change, except that in
 * a simultaneous phase the seats still to act keep the running clock when one of them moves.
 */
export function deadlineFor(
  game: GameDefinition,
  status: MatchStatus,
  state: unknown,
  options: Record<string, unknown>,
  now: Date,
  prev?: MatchRecord,
): Date | null {
  const secs = options.turnSeconds;
  const toAct = status === 'active' ? game.toAct(state) : [];
  if (typeof secs !== 'number' || toAct.length === 0) return null;
  if (prev?.deadline && prev.status === 'active') {
    const before = game.toAct(prev.state);
    if (toAct.length < before.length && toAct.every((s) => before.includes(s))) return prev.deadline;
  }
  return new Date(now.getTime() + secs * 1000);
}

/**
 * The match's result: the one the lifecycle recorded (resigned, abandoned), else the rules' — where
 * seats that resigned cannot win and stand below the seats still in (src/engine/standings.ts; a stored
 * result from before standings existed gets them here).
 */
export function matchResult(
  game: GameDefinition,
  m: Pick<MatchRecord, 'state' | 'resigned' | 'result'>,
): GameResult | null {
  const r = m.result ?? game.result(m.state);
  return r && settleResult(r, m.resigned, sidesOf(game, r.scores.length));
}

/**
 * Final scores: the result's scores (or the running ones), rounded, and each seat's place in the
 * result's standings (1 is the best, ties share).
 */
export function finalScores(
  game: GameDefinition,
  m: Pick<MatchRecord, 'state' | 'resigned' | 'result'>,
): FinalScore[] {
  const result =
    matchResult(game, m) ??
    settleResult(
      { winners: [], scores: game.scores(m.state), reason: 'running' },
      m.resigned,
      sidesOf(game, game.scores(m.state).length),
    );
  return result.scores.map((points, seat) => ({
    seat,
    points: Math.round(points),
    standing: result.standings[seat].place,
  }));
}

export interface MoveCheck {
  valid: boolean;
  reason: string | null;
  message: string;
  details?: Record<string, unknown>;
}

/** Dry run: would `seat`'s move be accepted on `m` now? */
export function checkMove(game: GameDefinition, m: MatchRecord, seat: number, mv: Move): MoveCheck {
  const details = game.checkMove ? { details: game.checkMove(m.state, seat, mv) } : {};
  if (m.status !== 'active')
    return {
      valid: false,
      reason: m.status === 'open' ? 'match-not-started' : 'match-finished',
      message: `the match is ${m.status}`,
      ...details,
    };
  const r = game.apply(m.state, seat, mv);
  if (!r.ok && r.check === 'over')
    return { valid: false, reason: 'match-finished', message: 'the match is finished', ...details };
  const toAct = game.toAct(m.state);
  if (!toAct.includes(seat))
    return {
      valid: false,
      reason: r.ok ? 'not-your-turn' : r.reason,
      message: r.ok ? notYourTurn(seat, toAct) : r.message,
      ...details,
    };
  return r.ok
    ? { valid: true, reason: null, message: 'this move would be accepted', ...details }
    : { valid: false, reason: r.reason, message: r.message, ...details };
}
