/**
 * The game-agnostic match lifecycle of API.md: create, lobby, join, view, moves, move log. Every write
 * is one atomic statement or transaction guarded by the match version (optimistic concurrency): of two
 * requests racing on one match exactly one wins; the other is retried against the new state, or gets
 * 409 when it named an `expectedVersion`.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { applyMove, initialState, randomLegalMove, type ReplayMove, runBots } from '../engine/driver';
import { resolveOptions } from '../engine/options';
import { isValidSeed, newSeed, rngFromSeed, seedHash } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import { ApiError } from '../http/errors';
import { DatabaseService } from '../persistence/database.service';
import { APP_CONFIG, GAME_BINDINGS } from '../tokens';
import type { GameBinding } from '../games/game-binding';
import type { AppConfig } from '../config';
import { MatchCache } from './match-cache';
import { MATCH_CHANNEL, MatchEvents } from './match-events';
import { buildView, type LogEntry, type MatchRecord, type MatchStatus, type MatchView, type SeatRecord, seatViews } from './match-record';

export interface SeatSpec {
  name?: string;
  bot?: string;
}

export interface CreateMatchInput {
  players?: SeatSpec[];
  options?: unknown;
  seed?: string;
}

export interface CreatedMatch extends MatchView {
  seats: (MatchView['seats'][number] & { token?: string })[];
}

export interface LobbyPage {
  items: LobbyItem[];
  nextCursor: string | null;
}

export interface LobbyItem {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  seats: MatchView['seats'];
  openSeats: number[];
  options: Record<string, unknown>;
  createdAt: string;
}

export interface MoveCheck {
  valid: boolean;
  reason: string | null;
  message: string;
  details?: Record<string, unknown>;
}

export interface MoveAnswer {
  status: number;
  body: MatchView;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often a move that lost a race (without `expectedVersion`) is retried against the new state. */
const MAX_RETRIES = 8;
/** Turn-clock option every game accepts (seconds; null = no clock). */
export const TURN_SECONDS_OPTION = {
  type: 'integer' as const,
  default: null,
  nullable: true,
  min: 5,
  max: 86_400,
  description: 'Seconds a seat has to move before the server plays its timeout move (null: no clock).',
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Standings: 1 for the best score, ties share a standing; winners of the result come first. */
function standings(scores: number[], winners: number[]): number[] {
  const key = (s: number) => (winners.includes(s) ? 1 : 0);
  return scores.map((_, seat) => 1 + scores.filter((x, other) => key(other) > key(seat) || (key(other) === key(seat) && x > scores[seat])).length);
}

@Injectable()
export class MatchesService {
  private readonly games = new Map<string, GameDefinition>();
  /** Active matches as this instance last wrote them: a move starts from here (see MatchCache). */
  private readonly recent: MatchCache;

  constructor(
    private readonly db: DatabaseService,
    private readonly events: MatchEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GAME_BINDINGS) bindings: GameBinding[],
  ) {
    for (const b of bindings) this.games.set(b.definition.id, b.definition);
    this.recent = new MatchCache(config.matchCacheSize);
  }

  /** Active matches held in this instance's cache (for the memory benchmark). */
  cachedMatches(): number {
    return this.recent.size;
  }

  game(id: string): GameDefinition {
    const g = this.games.get(id);
    if (!g) throw ApiError.notFound(`unknown game "${id}"`);
    return g;
  }

  optionsSchema(game: GameDefinition) {
    return { ...game.optionsSchema, turnSeconds: TURN_SECONDS_OPTION };
  }

  // ---------------------------------------------------------------- create

  async create(gameId: string, input: CreateMatchInput): Promise<CreatedMatch> {
    const game = this.game(gameId);
    const opts = resolveOptions<Record<string, unknown>>(this.optionsSchema(game), input.options);
    if (!opts.ok) throw ApiError.badRequest('invalid options', Object.fromEntries(Object.entries(opts.details).map(([k, v]) => [`options.${k}`, v])));
    const specs = [...(input.players ?? [])];
    while (specs.length < game.minPlayers) specs.push({});
    if (specs.length > game.maxPlayers) {
      throw ApiError.badRequest(`${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players`, {
        players: `at most ${game.maxPlayers} seats, got ${specs.length}`,
      });
    }
    const details: Record<string, string> = {};
    specs.forEach((s, i) => {
      if (s.name !== undefined && s.bot !== undefined) details[`players.${i}`] = 'a seat has a name or a bot, not both';
      if (s.bot !== undefined && !Object.hasOwn(game.bots, s.bot)) details[`players.${i}.bot`] = `unknown bot; ${game.name} bots: ${Object.keys(game.bots).join(', ')}`;
    });
    if (input.seed !== undefined && !isValidSeed(input.seed)) details.seed = 'a seed is 32 to 128 lowercase hex digits (even count)';
    if (Object.keys(details).length) throw ApiError.badRequest('invalid players', details);

    const seed = input.seed ?? newSeed();
    const tokens = new Map<number, string>();
    const seats: SeatRecord[] = specs.map((s, seat) => {
      const token = s.name !== undefined ? newToken() : null;
      if (token) tokens.set(seat, token);
      return { seat, name: s.name ?? null, bot: s.bot ?? null, tokenHash: token ? hashToken(token) : null };
    });
    const full = seats.every((s) => s.name !== null || s.bot !== null);
    let state = initialState(game, seats.length, opts.options, seed);
    let moves: ReplayMove[] = [];
    if (full) ({ state, moves } = runBots(game, state, seed, opts.options, this.botSeats(seats), 0));
    const status: MatchStatus = !full ? 'open' : game.result(state) ? 'finished' : 'active';
    const id = randomUUID();
    const record: MatchRecord = {
      id, game: game.id, status, options: opts.options, seed, seedHash: seedHash(seed), state,
      version: 1, deadline: this.deadlineFor(game, status, state, opts.options), createdAt: new Date(), seats, moveCount: moves.length,
    };
    await this.db.sql.query(CREATE_SQL, [
      id, game.id, status, JSON.stringify(opts.options), seed, record.seedHash, JSON.stringify(state), moves.length, record.deadline,
      JSON.stringify(seats), this.moveRows(moves, 0), JSON.stringify(status === 'finished' ? this.scoreRows(game, state) : []),
    ]);
    this.recent.remember(record);
    const view = buildView(game, record, null) as CreatedMatch;
    view.seats = view.seats.map((s) => (tokens.has(s.seat) ? { ...s, token: tokens.get(s.seat) } : s));
    return view;
  }

  // ---------------------------------------------------------------- lobby

  async list(gameId: string, status: MatchStatus | undefined, limit: number, cursor: string | undefined): Promise<LobbyPage> {
    const game = this.game(gameId);
    let after: { createdAt: Date; id: string } | null = null;
    if (cursor) {
      const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (!id || !UUID_RE.test(id) || !/^\d+$/.test(ms)) throw ApiError.badRequest('invalid cursor', { cursor: 'use the nextCursor of a previous page' });
      after = { createdAt: new Date(Number(ms)), id };
    }
    const rows = await this.db.client.match.findMany({
      where: {
        game: game.id,
        ...(status ? { status } : {}),
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: { id: true, game: true, status: true, version: true, options: true, createdAt: true, seats: { orderBy: { seat: 'asc' } } },
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        id: r.id, game: r.game, status: r.status, version: r.version, options: r.options as Record<string, unknown>,
        seats: seatViews(r.seats), openSeats: r.seats.filter((s) => s.name === null && s.bot === null).map((s) => s.seat),
        createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? Buffer.from(`${last.createdAt.getTime()}|${last.id}`).toString('base64url') : null,
    };
  }

  // ---------------------------------------------------------------- load / auth / view

  async load(gameId: string, id: string): Promise<MatchRecord> {
    const game = this.game(gameId);
    if (!UUID_RE.test(id)) throw ApiError.notFound(`no ${game.id} match ${JSON.stringify(id.slice(0, 40))}`);
    const [row] = await this.db.sql.query<MatchRow>(LOAD_SQL, [id], 'cardroom_load');
    if (!row || row.game !== game.id) throw ApiError.notFound(`no ${game.id} match ${id}`);
    return {
      id: row.id, game: row.game, status: row.status, options: row.options, seed: row.seed, seedHash: row.seed_hash,
      state: row.state, version: row.version, deadline: row.deadline, createdAt: row.created_at, moveCount: row.move_count,
      seats: row.seats,
    };
  }

  /** The seat whose token this is, or null (no token). A token of no seat of this match is 401. */
  seatOf(m: MatchRecord, token: string | null | undefined): number | null {
    if (token === null || token === undefined || token === '') return null;
    const hash = Buffer.from(hashToken(token), 'hex');
    let found: number | null = null;
    for (const s of m.seats) {
      if (s.tokenHash && timingSafeEqual(hash, Buffer.from(s.tokenHash, 'hex'))) found = s.seat;
    }
    if (found === null) throw ApiError.unauthorized('this token is not a seat of this match');
    return found;
  }

  async view(gameId: string, id: string, token?: string | null): Promise<MatchView> {
    const m = await this.load(gameId, id);
    return buildView(this.game(gameId), m, this.seatOf(m, token));
  }

  // ---------------------------------------------------------------- join

  async join(gameId: string, id: string, name: string, wanted?: number): Promise<{ seat: number; token: string; match: MatchView }> {
    const game = this.game(gameId);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.load(gameId, id);
      if (m.status !== 'open') throw ApiError.conflict('the match is full', 'match-full');
      const open = m.seats.filter((s) => s.name === null && s.bot === null).map((s) => s.seat);
      if (wanted !== undefined && !m.seats.some((s) => s.seat === wanted)) throw ApiError.badRequest('no such seat', { seat: `seats are 0 to ${m.seats.length - 1}` });
      const seat = wanted ?? open[0];
      if (!open.includes(seat)) throw ApiError.conflict(`seat ${seat} is already taken`, 'seat-taken');
      const token = newToken();
      const seats = m.seats.map((s) => (s.seat === seat ? { ...s, name, tokenHash: hashToken(token) } : s));
      const full = open.length === 1;
      let state = m.state;
      let moves: ReplayMove[] = [];
      if (full) ({ state, moves } = runBots(game, state, m.seed, m.options, this.botSeats(seats), m.moveCount));
      const status: MatchStatus = !full ? 'open' : game.result(state) ? 'finished' : 'active';
      const next: MatchRecord = { ...m, seats, state, status, version: m.version + 1, moveCount: m.moveCount + moves.length, deadline: this.deadlineFor(game, status, state, m.options) };
      const won = await this.write(game, m, next, moves, null, { seat, name, tokenHash: hashToken(token) });
      if (!won) {
        if (wanted !== undefined) throw ApiError.conflict(`seat ${seat} is already taken`, 'seat-taken');
        continue;
      }
      this.events.publish(id, next.version);
      return { seat, token, match: buildView(game, next, seat) };
    }
    throw ApiError.conflict('the match changed too often; try again', 'busy');
  }

  // ---------------------------------------------------------------- moves

  /**
   * The first attempt starts from the record this instance wrote last, when it has one. That record
   * can be stale (another instance moved the match on), so it decides nothing on its own: a rejection
   * found on it, or a lost write, is redone from a fresh read. A database error is not retried: the
   * write may have committed.
   */
  async move(gameId: string, id: string, token: string | undefined, move: Move, expectedVersion: number | undefined, idempotencyKey: string | undefined): Promise<MoveAnswer> {
    const game = this.game(gameId);
    for (let attempt = 0; ; attempt++) {
      const cached = attempt === 0 ? this.recent.get(id) : undefined;
      const m = cached?.game === game.id ? cached : await this.load(gameId, id);
      let answer: MoveAnswer | null;
      try {
        answer = await this.tryMove(game, m, token, move, expectedVersion, idempotencyKey);
      } catch (e) {
        // only a rule's answer is redone; a database error may hide a committed write
        if (m !== cached || !(e instanceof ApiError)) throw e;
        this.recent.forget(id);
        continue;
      }
      if (answer) return answer;
      if (m !== cached && (expectedVersion !== undefined || attempt >= MAX_RETRIES)) {
        throw ApiError.conflict('another move was applied first; fetch the match and try again', 'stale-version');
      }
    }
  }

  /** One attempt at a move on `m`: the answer, or null when another write won the race. */
  private async tryMove(game: GameDefinition, m: MatchRecord, token: string | undefined, move: Move, expectedVersion: number | undefined, idempotencyKey: string | undefined): Promise<MoveAnswer | null> {
    if (!token) throw ApiError.unauthorized();
    const seat = this.seatOf(m, token)!;
    // keys are scoped to the seat, so a key can never return another seat's private view
    const idemKey = idempotencyKey ? `${seat}:${idempotencyKey}` : undefined;
    if (idemKey) {
      const [seen] = await this.db.sql.query<{ status: number; response: MatchView }>(
        'SELECT status, response FROM "idempotency_key" WHERE match_id = $1::uuid AND key = $2 AND expires_at > now()',
        [m.id, idemKey],
        'cardroom_idem',
      );
      if (seen) return { status: seen.status, body: seen.response };
    }
    if (expectedVersion !== undefined && expectedVersion !== m.version) {
      throw ApiError.conflict(`the match is at version ${m.version}, not ${expectedVersion}`, 'stale-version');
    }
    if (m.status === 'open') throw ApiError.conflict('the match has not started: seats are still open', 'match-not-started');
    if (m.status === 'finished') throw ApiError.conflict('the match is finished', 'match-finished');
    if (!game.toAct(m.state).includes(seat)) throw this.notYourTurn(game, m, seat, move);
    const seq = m.moveCount + 1;
    const r = applyMove(game, m.state, seat, move, m.seed, seq);
    if (!r.ok) throw ApiError.illegalMove(r.reason, r.message);
    const bots = runBots(game, r.state, m.seed, m.options, this.botSeats(m.seats), seq);
    const moves: ReplayMove[] = [{ seat, move }, ...bots.moves];
    const next = this.advanceRecord(game, m, bots.state, moves.length);
    const view = buildView(game, next, seat);
    if (!(await this.write(game, m, next, moves, idemKey ? { key: idemKey, response: view } : null))) return null;
    this.events.publish(m.id, next.version);
    return { status: 201, body: view };
  }

  /** 403, with the rules' own reason when they have one (e.g. Chinese poker's `already-submitted`). */
  private notYourTurn(game: GameDefinition, m: MatchRecord, seat: number, move: Move): ApiError {
    const r = game.apply(m.state, seat, move);
    return new ApiError({
      statusCode: 403, error: 'not-your-turn', message: r.ok ? `it is not seat ${seat}'s turn` : r.message, ...(r.ok ? {} : { reason: r.reason }),
    });
  }

  /** Dry run: would this move of the caller's seat be accepted now? Changes nothing. */
  async check(gameId: string, id: string, token: string | undefined, move: Move): Promise<MoveCheck> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    if (!token) throw ApiError.unauthorized();
    const seat = this.seatOf(m, token)!;
    const details = game.checkMove ? { details: game.checkMove(m.state, seat, move) } : {};
    if (m.status !== 'active') return { valid: false, reason: m.status === 'open' ? 'match-not-started' : 'match-finished', message: `the match is ${m.status}`, ...details };
    const r = game.apply(m.state, seat, move);
    const yours = game.toAct(m.state).includes(seat);
    if (!yours) return { valid: false, reason: r.ok ? 'not-your-turn' : r.reason, message: r.ok ? `it is not seat ${seat}'s turn` : r.message, ...details };
    return r.ok ? { valid: true, reason: null, message: 'this move would be accepted', ...details } : { valid: false, reason: r.reason, message: r.message, ...details };
  }

  /**
   * Plays the timeout move of every seat whose clock ran out (all the seats in `toAct`: several in a
   * simultaneous phase), then the bots. Returns true when moves were applied.
   */
  async playTimeout(gameId: string, id: string): Promise<boolean> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    if (m.status !== 'active' || !m.deadline || m.deadline > new Date()) return false;
    let state = m.state;
    const moves: ReplayMove[] = [];
    for (const seat of game.toAct(m.state)) {
      if (game.result(state) || !game.toAct(state).includes(seat)) continue;
      const seq = m.moveCount + moves.length + 1;
      const rng = rngFromSeed(m.seed, `timeout:${seq}`);
      let move = game.timeoutMove?.(state, seat, rng) ?? null;
      let r = move ? applyMove(game, state, seat, move, m.seed, seq) : null;
      if (!r || !r.ok) {
        move = randomLegalMove(game, state, seat, rng);
        r = move ? applyMove(game, state, seat, move, m.seed, seq) : null;
      }
      if (!r || !r.ok || !move) continue;
      state = r.state;
      moves.push({ seat, move });
    }
    if (!moves.length) return false;
    const bots = runBots(game, state, m.seed, m.options, this.botSeats(m.seats), m.moveCount + moves.length);
    moves.push(...bots.moves);
    const next = this.advanceRecord(game, m, bots.state, moves.length);
    const won = await this.write(game, m, next, moves, null);
    if (won) this.events.publish(id, next.version);
    return won;
  }

  private advanceRecord(game: GameDefinition, m: MatchRecord, state: unknown, added: number): MatchRecord {
    const status: MatchStatus = game.result(state) ? 'finished' : 'active';
    return { ...m, state, status, version: m.version + 1, moveCount: m.moveCount + added, deadline: this.deadlineFor(game, status, state, m.options, m) };
  }

  /**
   * One statement: bump the version if it is still the one we read, append the moves, the final
   * scores and the idempotency answer, and claim a seat (join). Returns false when another request
   * won the race. Every change of a match bumps its version, so the version check alone keeps seats,
   * state and log consistent.
   */
  private async write(
    game: GameDefinition,
    m: MatchRecord,
    next: MatchRecord,
    moves: ReplayMove[],
    idem: { key: string; response: MatchView } | null,
    claim: { seat: number; name: string; tokenHash: string } | null = null,
  ): Promise<boolean> {
    const moveRows = this.moveRows(moves, m.moveCount);
    const notice = `${m.id}:${next.version}`;
    let rows: { updated: number }[];
    try {
      if (!idem && !claim && next.status !== 'finished') {
        // most moves: no scores, no idempotency answer, no seat to claim
        rows = await this.db.sql.query<{ updated: number }>(MOVE_SQL, [
          m.id, m.version, JSON.stringify(next.state), next.version, next.moveCount, next.status, next.deadline, moveRows, notice,
        ], 'cardroom_move');
      } else {
        const scoreRows = JSON.stringify(next.status === 'finished' ? this.scoreRows(game, next.state) : []);
        const expires = new Date(Date.now() + this.config.idempotencyTtlSeconds * 1000);
        rows = await this.db.sql.query<{ updated: number }>(WRITE_SQL, [
          m.id, m.version, JSON.stringify(next.state), next.version, next.moveCount, next.status, next.deadline, moveRows, notice,
          scoreRows, idem?.key ?? null, idem ? JSON.stringify(idem.response) : null, expires,
          claim?.seat ?? null, claim?.name ?? null, claim?.tokenHash ?? null,
        ], 'cardroom_write');
      }
    } catch (e) {
      this.recent.forget(m.id); // committed or not: unknown
      throw e;
    }
    const won = rows[0]?.updated === 1;
    if (won) this.recent.remember(next);
    else this.recent.forget(m.id);
    return won;
  }

  // ---------------------------------------------------------------- move log

  async log(gameId: string, id: string, token?: string | null): Promise<LogEntry[]> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const viewer = this.seatOf(m, token);
    const rows = await this.db.client.move.findMany({ where: { matchId: id }, orderBy: { seq: 'asc' } });
    return rows.map((r) => {
      const entry = { seq: r.seq, seat: r.seat, move: r.move as Move };
      const move = m.status !== 'finished' && game.redactMove ? game.redactMove(m.state, entry, viewer) : entry.move;
      return { seq: r.seq, seat: r.seat, move, at: r.at.toISOString() };
    });
  }

  // ---------------------------------------------------------------- helpers

  private moveRows(moves: ReplayMove[], after: number): string {
    return JSON.stringify(moves.map((mv, i) => ({ seq: after + i + 1, seat: mv.seat, move: mv.move })));
  }

  private botSeats(seats: SeatRecord[]): Map<number, string> {
    return new Map(seats.filter((s) => s.bot).map((s) => [s.seat, s.bot!]));
  }

  private scoreRows(game: GameDefinition, state: unknown): { seat: number; points: number; standing: number }[] {
    const result = game.result(state);
    const scores = result?.scores ?? game.scores(state);
    const stand = standings(scores, result?.winners ?? []);
    return scores.map((points, seat) => ({ seat, points: Math.round(points), standing: stand[seat] }));
  }

  /**
   * When the seats to act run out of time. A clock starts when the seats to act change, except that in
   * a simultaneous phase the seats still to act keep the running clock when one of them moves.
   */
  private deadlineFor(game: GameDefinition, status: MatchStatus, state: unknown, options: Record<string, unknown>, prev?: MatchRecord): Date | null {
    const secs = options.turnSeconds;
    const toAct = status === 'active' ? game.toAct(state) : [];
    if (typeof secs !== 'number' || toAct.length === 0) return null;
    if (prev?.deadline && prev.status === 'active') {
      const before = game.toAct(prev.state);
      if (toAct.length < before.length && toAct.every((s) => before.includes(s))) return prev.deadline;
    }
    return new Date(Date.now() + secs * 1000);
  }
}

/** Appends the moves in JSON parameter `$p` (`[{ seq, seat, move }]`) to the match the CTE `from` returned. */
const insertMoves = (from: string, p: number) => `
    INSERT INTO "move" (match_id, seq, seat, move)
    SELECT ${from}.id, x.seq, x.seat, x.move FROM ${from}, jsonb_to_recordset($${p}::jsonb) AS x(seq int, seat int, move jsonb)
    RETURNING 1`;

/** Records the final scores in JSON parameter `$p` (`[{ seat, points, standing }]`) once. */
const insertScores = (from: string, p: number) => `
    INSERT INTO "score" (match_id, seat, points, standing)
    SELECT ${from}.id, x.seat, x.points, x.standing FROM ${from}, jsonb_to_recordset($${p}::jsonb) AS x(seat int, points int, standing int)
    ON CONFLICT DO NOTHING
    RETURNING 1`;

/** A new match, its seats, and the moves its bots played at creation, in one statement. */
const CREATE_SQL = `
  WITH m AS (
    INSERT INTO "match" (id, game, status, options, seed, seed_hash, state, version, move_count, deadline)
    VALUES ($1::uuid, $2, $3::"MatchStatus", $4::jsonb, $5, $6, $7::jsonb, 1, $8, $9::timestamptz)
    RETURNING id
  ), s AS (
    INSERT INTO "seat" (match_id, seat, name, bot, token_hash, joined_at)
    SELECT m.id, x.seat, x.name, x.bot, x."tokenHash", CASE WHEN x.name IS NOT NULL OR x.bot IS NOT NULL THEN now() END
    FROM m, jsonb_to_recordset($10::jsonb) AS x(seat int, name text, bot text, "tokenHash" text)
    RETURNING 1
  ), mv AS (${insertMoves('m', 11)}
  ), sc AS (${insertScores('m', 12)}
  )
  SELECT count(*)::int AS created FROM m`;

interface MatchRow {
  id: string;
  game: string;
  status: MatchStatus;
  options: Record<string, unknown>;
  seed: string;
  seed_hash: string;
  state: unknown;
  version: number;
  deadline: Date | null;
  created_at: Date;
  move_count: number;
  seats: SeatRecord[];
}

/** The match and its seats in one round trip. */
const LOAD_SQL = `
  SELECT m.id, m.game, m.status::text AS status, m.options, m.seed, m.seed_hash, m.state, m.version, m.deadline,
         m.created_at, m.move_count,
         (SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'bot', s.bot, 'tokenHash', s.token_hash) ORDER BY s.seat)
            FROM "seat" s WHERE s.match_id = m.id) AS seats
  FROM "match" m WHERE m.id = $1::uuid`;

/**
 * The heart of every write: bump the version if it is still the one read ($1 id, $2 version read; $3–$7
 * the new state, version, move count, status and deadline) and append the moves ($8). Data-modifying
 * CTEs all run, and all see `u`: when the version moved on, `u` is empty and nothing is written.
 */
const UPDATE_AND_MOVES = `
  u AS (
    UPDATE "match" SET state = $3::jsonb, version = $4, move_count = $5, status = $6::"MatchStatus",
           deadline = $7::timestamptz, updated_at = now()
    WHERE id = $1::uuid AND version = $2
    RETURNING id, watched_until
  ), mv AS (${insertMoves('u', 8)}
  )`;

/** Whether the write won, and the notification ($9) to other instances while the match is watched (see MatchEvents). */
const COUNT_AND_NOTIFY = `
  SELECT count(*)::int AS updated,
         (SELECT pg_notify('${MATCH_CHANNEL}', $9::text) FROM u WHERE u.watched_until > now()) IS NOT NULL AS notified FROM u`;

/** The common move in one statement: no scores, no idempotency answer, no seat to claim. */
const MOVE_SQL = `WITH ${UPDATE_AND_MOVES} ${COUNT_AND_NOTIFY}`;

/**
 * Any write in one statement: MOVE_SQL plus the final scores ($10), the idempotency answer ($11 key,
 * $12 answer, $13 expiry) and the seat a join claims ($14 seat, $15 name, $16 token hash).
 */
const WRITE_SQL = `
  WITH ${UPDATE_AND_MOVES}, sc AS (${insertScores('u', 10)}
  ), ik AS (
    INSERT INTO "idempotency_key" (match_id, key, status, response, expires_at)
    SELECT u.id, $11::text, 201, $12::jsonb, $13::timestamptz FROM u WHERE $11::text IS NOT NULL
    ON CONFLICT (match_id, key) DO UPDATE SET status = excluded.status, response = excluded.response, expires_at = excluded.expires_at
    RETURNING 1
  ), st AS (
    UPDATE "seat" SET name = $15::text, token_hash = $16::text, joined_at = now()
    FROM u WHERE "seat".match_id = u.id AND "seat".seat = $14::int
    RETURNING 1
  ) ${COUNT_AND_NOTIFY}`;
