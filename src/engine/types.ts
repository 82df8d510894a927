/**
 * The game-definition contract (docs/architecture.md): one object per game that the match service drives. Every
 * function is pure: it never mutates its input state, never throws for a bad move, does no I/O, and
 * draws randomness only from the `Rng` it is given. States are plain JSON (they are stored as JSON).
 */
import type { MoveSchemas, ShapeCheck } from './moves';
import type { OptionPreset, OptionsSchema } from './options';
import type { Rng } from './random';

/** A move as a client posts it: `{ "type": "place", "column": 1 }`. */
export type Move = { type: string; [field: string]: unknown };

/**
 * An item of `legalMoves`: a concrete move that can be posted back exactly as it is, or a template in
 * which some fields are `{ min, max }` (post an integer in that range) or `{ choose, from }` (post an
 * array of `choose` distinct cards of `from`; several `choose` fields of one template drawing from the
 * same cards partition them, as Chinese poker's rows do).
 */
export type MoveTemplate = { type: string; [field: string]: unknown };
export type IntRange = { min: number; max: number };
export type CardChoice = { choose: number; from: string[] };

/**
 * The checks every game shares (defineGame), in the order of every rules document: the move's shape,
 * the match is over, the move type is allowed in the phase, the seat is to act.
 */
export type SharedCheck = 'shape' | 'over' | 'phase' | 'turn';

/**
 * A move's outcome: the next state, or a rejection with the rules document's reason code. `check`
 * names the shared check that refused the move; it is absent when the game's own rules did.
 */
export type ApplyResult<S> =
  { ok: true; state: S } | { ok: false; reason: string; message: string; check?: SharedCheck };

export interface GameResult {
  /** Seats that won (several on a tie or for a partnership). */
  winners: number[];
  /** Final score or chip count of every seat. */
  scores: number[];
  /** Why the match ended, e.g. "target-reached", "rounds-complete", "last-player-standing". */
  reason: string;
  /** Every seat's place, in seat order (1 = best, ties share): src/engine/standings.ts. */
  standings: Standing[];
}

export interface Standing {
  seat: number;
  place: number;
}

/** What a built-in bot is given: the seat's own redacted view only, and that seat's legal moves. */
export interface BotContext<V = any, O = any> {
  seat: number;
  view: V;
  legalMoves: MoveTemplate[];
  options: O;
  rng: Rng;
}
/**
 * A built-in player. `description`: one line on its algorithm and budget, published by `GET /games`
 * (`botLevels`); set once, beside the bot's definition (`basicBot.description = '…'`).
 */
export type Bot<V = any, O = any> = ((ctx: BotContext<V, O>) => Move) & { description?: string };

/** One entry of the move log as the service stores it (seq is 1-based and gapless). */
export interface LoggedMove {
  seq: number;
  seat: number;
  move: Move;
}

/**
 * The game definition every consumer drives (the match service, replays, bots, benchmarks). Games
 * do not write it by hand: `defineGame` (define-game.ts) builds it from the game's `GameRules`,
 * adding the checks every game shares, so `apply` and `legalMoves` below already include them.
 */
export interface GameDefinition<S = any, V = any, O = any> {
  /** URL id: "east-west", "in-between", "chinese-poker", "euchre", "texas-holdem". */
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: OptionsSchema;
  /** Named sets of option values (`GET /games` lists them; a body's `"preset"` names one). */
  presets?: readonly OptionPreset[];
  /** Every move type's JSON Schema: the one declaration of a move's shape (validation, OpenAPI, types). */
  moves: MoveSchemas;
  /**
   * The JSON Schema of `view(...)`: the one declaration of what a seat sees (its TypeScript type is
   * `FromSchema` of it; the OpenAPI document publishes it as `<Game>State`). src/engine/view-schema.ts.
   */
  stateSchema: Readonly<Record<string, unknown>>;
  /**
   * The seats that play together (Euchre's partnerships: [[0, 2], [1, 3]]), for resigning: default,
   * every seat on its own.
   */
  sides?(players: number): number[][];
  /** Phase → the move types allowed in it (a move of another type is rejected with `wrong-phase`). */
  phases: Readonly<Record<string, readonly string[]>>;
  /** The current phase: a key of `phases`. */
  phaseOf(state: S): string;
  /** Checks a move body's shape against `moves` (types only; the rules judge the values). */
  checkShape(body: unknown): ShapeCheck;
  /** Deals the first round. `players` is within [minPlayers, maxPlayers]; options are validated. */
  setup(players: number, options: O, rng: Rng): S;
  /** Seats that may move now: several in simultaneous phases, none while an automatic step is due or at the end. */
  toAct(state: S): number[];
  /** What `seat` may do now (empty when it may not act): concrete moves or templates. */
  legalMoves(state: S, seat: number): MoveTemplate[];
  /**
   * Applies one move of `seat`; never mutates `state`. The shared checks come first, in the order of
   * every rules document (docs/rules/<game>.md §5) and with its reason codes: the move's shape
   * (`invalid-move`), the match is over (`match-over`), the move type is not allowed in the phase
   * (`wrong-phase`), the seat is not to act (`not-your-turn`, or the rules' own reason from `notToAct`);
   * then the game's rules. A rejection by a shared check says which one (`check`), so that a caller
   * maps it without applying the move again.
   */
  apply(state: S, seat: number, move: Move): ApplyResult<S>;
  /**
   * One automatic step that needs no player (turn the posts, next deal, reveal, reshuffle), or null
   * when none is due. The service calls it repeatedly after setup and after every move.
   */
  advance(state: S, rng: Rng): S | null;
  /** The redacted state for one seat, or for a spectator (null): the only way out of a stored state. */
  view(state: S, seat: number | null): V;
  /** Running score (points or chips) of every seat. */
  scores(state: S): number[];
  /** Null until the match is over. */
  result(state: S): GameResult | null;
  /**
   * A game played in hands: each seat's result for the hand that `state` has just settled (Hold'em's
   * `lastHand.results` in `hand-end`: chips won or lost), else null. A replay sees every such state
   * (src/records/hand-results.ts), so a match's per-hand results need nothing stored.
   */
  handResult?(state: S): number[] | null;
  /**
   * The move as `viewer` may see it in the move log while the match is not finished (a finished
   * match's log is shown whole, with the seed). Default: every move is public.
   */
  redactMove?(state: S, entry: LoggedMove, viewer: number | null): Move;
  /**
   * Extra information about a move `seat` proposes, for the dry-run route (`POST .../check`), e.g. each
   * Chinese poker row's description. It may only use what `seat` may see.
   */
  checkMove?(state: S, seat: number, move: Move): Record<string, unknown>;
  /** The move played for a seat whose turn clock ran out. Default: a random concrete legal move. */
  timeoutMove?(state: S, seat: number, rng: Rng): Move;
  /**
   * Built-in players, weakest first: at least `random` and `basic`, then stronger levels. The order is
   * the ladder (bot-levels.ts: level 0 = random, 1 = basic, …).
   */
  bots: Record<string, Bot<V, O>>;
  /**
   * How a finished match is measured by the features that compare players over many matches (series,
   * gauntlets), which know no game. `defineGame` fills in `POINTS_MEASURE` for a game that declares none.
   */
  measure: GameMeasure<S, O>;
}

/**
 * A finished match in the unit a game's results are compared in (docs/architecture.md, "Features that
 * know no game"). A series reads `seatScores` from the stored final points, and `hands` from the match's
 * stored outcome (`MatchOutcome`, taken from the final state by `outcomeOf` when the match finishes).
 */
export interface GameMeasure<S = any, O = any> {
  /** What a seat's score counts, as answers name it: "points", "chips won". */
  unit: string;
  /** Each seat's score for the match in `unit`, from its final points (`GameResult.scores`) and options. */
  seatScores(points: readonly number[], options: O): number[];
  /** Hands (deals) the match played, from its final state. */
  handsPlayed(state: S): number;
  /** The chips of one big blind, for the games whose per-hand rates are quoted in blinds (bb/100, mbb/hand). */
  bigBlind?(options: O): number;
  /**
   * Whether every hand starts afresh (Hold'em's `resetStacks`): then a match's hands are independent and
   * its per-hand rate (mbb/hand) is what the gauntlets estimate. Absent: never.
   */
  handsIndependent?(options: O): boolean;
  /**
   * Each hand's score per seat in `unit`, in the order played, from the final state: for the games that
   * keep them, per-hand statistics (mbb/hand with an interval over hands).
   */
  handScores?(state: S, options: O): number[][];
  /**
   * Each seat's score in `unit` with the luck the game can take out exactly taken out, from the final
   * state, where the game keeps it (Hold'em under `resetStacks`: every hand whose betting closed before
   * the river credited with its expectation over the run-outs, "all-in adjusted"); undefined otherwise.
   * Its expectation is the score's own, so it estimates the same thing with less variance.
   */
  adjustedScores?(state: S, options: O): number[] | undefined;
}

/** What a match's measure keeps of its final state, stored when it finishes (the match's `outcome`). */
export interface MatchOutcome {
  hands: number;
  /** Each hand's score per seat (`GameMeasure.handScores`), where the game keeps them. */
  handScores?: number[][];
  /** Each seat's score with the luck taken out (`GameMeasure.adjustedScores`), where the game keeps it. */
  adjustedScores?: number[];
}

/**
 * What a game writes: its rules, per the rules document. `defineGame` turns them into the
 * `GameDefinition`; the rules' `apply` and `legalMoves` run only after the shared checks passed.
 */
export interface GameRules<S = any, V = any, O = any, M extends Move = Move> extends Omit<
  GameDefinition<S, V, O>,
  'apply' | 'legalMoves' | 'checkShape' | 'result' | 'measure'
> {
  /** How a finished match is measured (series, gauntlets); default `POINTS_MEASURE`. */
  measure?: GameMeasure<S, O>;
  /** Null until the match is over; `defineGame` adds the standings (src/engine/standings.ts). */
  result(state: S): Omit<GameResult, 'standings'> | null;
  /**
   * A move that passed the shared checks (its shape, the match is not over, the move type is allowed
   * in the phase, the seat is to act). `draft` is a private copy of the state: change it and accept it,
   * or reject with the rules document's reason code. `move` has passed the shape check of `moves`, so
   * it is typed as the game's own move type `M`.
   */
  apply(draft: S, seat: number, move: M): ApplyResult<S>;
  /** What `seat` may do; called only while the match is not over and `seat` is to act. */
  legalMoves(state: S, seat: number): MoveTemplate[];
  /** The rules' own reason why `seat`, not to act, may not move (e.g. Chinese poker's `already-submitted`). */
  notToAct?(state: S, seat: number): { reason: string; message: string } | null;
  /**
   * The private copy `apply` receives. Default: a deep copy (`clone` of kit.ts). A game whose state
   * keeps a long history may copy only what its moves change (the conformance spec checks that `apply`
   * never changes its input).
   */
  draft?(state: S): S;
}
