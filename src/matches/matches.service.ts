/**
 * The game-agnostic match service of docs/api.md: create, lobby, join, view, moves, dry runs, the move
 * log, resignations and timeouts. It orchestrates the parts of the matches feature: each request is
 * load → who the caller is (match-caller.ts) → `nextRecord` (the pure lifecycle, lifecycle.ts; its bots'
 * decisions made in the worker pool, bot-steps.ts) → the writer (match-writer.ts: a write guarded by
 * the match version, the cache, publishing, account events).
 * Of two requests racing on one match exactly one wins; the other is retried against the new state, or
 * gets a conflict when it named an `expectedVersion`. New matches' seats come from seat-specs.ts.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { resolveOptions } from '../engine/options';
import { isValidSeed, newSeed } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import { GameRegistry } from '../games/game-registry';
import { MatchStore } from '../persistence/match-store';
import { APP_CONFIG } from '../tokens';
import { BotSteps } from './bot-steps';
import { checkMove, type MoveCheck, newMatch, openSeats } from './lifecycle';
import { MatchCaller } from './match-caller';
import { matchOptionsSchema } from './match-options';
import {
  ackOf,
  buildAck,
  buildView,
  type LogEntry,
  type MatchRecord,
  type MatchStatus,
  type MatchView,
  type MoveAck,
  seatViews,
} from './match-record';
import { MatchWriter } from './match-writer';
import { issueToken } from './seat-auth';
import { type SeatSpec, SeatSpecs, seatToTake } from './seat-specs';

export type { MoveCheck } from './lifecycle';

export type { SeatSpec } from './seat-specs';

export interface CreateMatchInput {
  players?: SeatSpec[];
  options?: unknown;
  seed?: string;
}

export interface CreatedMatch extends MatchView {
  seats: (MatchView['seats'][number] & { token?: string })[];
}

/** A lobby page: the items and the sort key of the last one when more follow (the http layer encodes it). */
export interface LobbyPage {
  items: LobbyItem[];
  next: { createdAt: Date; id: string } | null;
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

export interface MoveAnswer {
  /** The match after the move as the mover's seat sees it, or only its minimal answer when asked (`minimal`). */
  view: MatchView | MoveAck;
  /** A repeat of an Idempotency-Key: the first answer, and nothing was applied. */
  replayed: boolean;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often a join or a move that lost a race (without `expectedVersion`) is retried against the new state. */
const MAX_RETRIES = 8;

@Injectable()
export class MatchesService {
  constructor(
    private readonly store: MatchStore,
    private readonly writer: MatchWriter,
    private readonly caller: MatchCaller,
    private readonly specs: SeatSpecs,
    private readonly games: GameRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bots: BotSteps,
  ) {}

  game(id: string): GameDefinition {
    const g = this.games.definition(id);
    if (!g) throw DomainError.notFound(`unknown game "${id}"`);
    return g;
  }

  optionsSchema(game: GameDefinition) {
    return matchOptionsSchema(game);
  }

  // ---------------------------------------------------------------- create

  /** `apiKey`: the caller's key, for `{ "me": true }` seats. */
  async create(gameId: string, input: CreateMatchInput, apiKey?: string): Promise<CreatedMatch> {
    const game = this.game(gameId);
    const opts = resolveOptions<Record<string, unknown>>(this.optionsSchema(game), input.options);
    if (!opts.ok) {
      const details = Object.fromEntries(Object.entries(opts.details).map(([k, v]) => [`options.${k}`, v]));
      throw DomainError.badRequest('invalid options', details);
    }
    const invalid: Record<string, string> = {};
    if (input.seed !== undefined && !isValidSeed(input.seed))
      invalid.seed = 'a seed is 32 to 128 lowercase hex digits (even count)';
    const { seats, tokens } = await this.specs.seatsOf(game, input.players, apiKey, invalid);
    const now = new Date();
    const blank = newMatch(game, {
      id: randomUUID(),
      seed: input.seed ?? newSeed(),
      options: opts.options,
      seats,
      createdAt: now,
    });
    const t = (await this.bots.next(game, blank, { kind: 'start' }, now))!;
    await this.writer.create(game, t);
    // one seat created with a name: the answer is that seat's own view (with its legal moves), as for a join
    const withName = seats.filter((s) => s.name !== null);
    const view = buildView(game, t.record, withName.length === 1 ? withName[0].seat : null) as CreatedMatch;
    view.seats = view.seats.map((s) => (tokens.has(s.seat) ? { ...s, token: tokens.get(s.seat) } : s));
    return view;
  }

  // ---------------------------------------------------------------- lobby

  /** A lobby page after the item whose sort key is `after` (decoded and checked by the http layer). */
  async list(
    gameId: string,
    status: MatchStatus | undefined,
    limit: number,
    after: LobbyPage['next'],
  ): Promise<LobbyPage> {
    const game = this.game(gameId);
    const rows = await this.store.listMatches({ game: game.id, status, limit, after });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        id: r.id,
        game: r.game,
        status: r.status,
        version: r.version,
        options: r.options,
        seats: seatViews(r.seats),
        openSeats: openSeats(r.seats),
        createdAt: r.createdAt.toISOString(),
      })),
      next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  }

  // ---------------------------------------------------------------- load / view

  async load(gameId: string, id: string): Promise<MatchRecord> {
    const game = this.game(gameId);
    if (!UUID_RE.test(id))
      throw DomainError.notFound(`no ${game.id} match ${JSON.stringify(id.slice(0, 40))}`);
    const m = await this.store.fetch(id);
    if (!m || m.game !== game.id) throw DomainError.notFound(`no ${game.id} match ${id}`);
    return m;
  }

  async view(gameId: string, id: string, token?: string | null): Promise<MatchView> {
    const m = await this.load(gameId, id);
    return buildView(this.game(gameId), m, await this.caller.seatOf(m.seats, token));
  }

  // ---------------------------------------------------------------- join

  /**
   * Takes a seat: by name (a seat token is issued), or with an API key and no name (the caller's
   * account: the seat reserved for it, else the first open seat not reserved for another account).
   */
  async join(
    gameId: string,
    id: string,
    name: string | undefined,
    wanted?: number,
    apiKey?: string,
  ): Promise<{ seat: number; token: string; match: MatchView }> {
    const game = this.game(gameId);
    if (name === undefined && !apiKey) {
      throw DomainError.badRequest('a name is required', {
        name: 'a name, or an API key to join as your account',
      });
    }
    const account = name === undefined ? await this.caller.account(apiKey) : null;
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.load(gameId, id);
      const { token, tokenHash } = issueToken();
      const seatWanted = seatToTake(m, account?.id ?? null, wanted);
      const holder = account?.name ?? name!;
      const step = { kind: 'join' as const, seat: seatWanted, name: holder, tokenHash };
      const t = (await this.bots.next(game, m, step, new Date()))!;
      const seat = t.seat!;
      if (account)
        t.record = {
          ...t.record,
          seats: t.record.seats.map((s) => (s.seat === seat ? { ...s, accountId: account.id } : s)),
        };
      if (
        !(await this.writer.write(m, t, {
          claim: { seat, name: holder, tokenHash, accountId: account?.id ?? null },
        }))
      ) {
        if (wanted !== undefined) throw DomainError.conflict(`seat ${seat} is already taken`, 'seat-taken');
        continue;
      }
      return { seat, token, match: buildView(game, t.record, seat) };
    }
    throw DomainError.conflict('the match changed too often; try again', 'busy');
  }

  // ---------------------------------------------------------------- moves

  /**
   * The first attempt starts from the record this instance wrote last, when it has one. That record
   * can be stale (another instance moved the match on), so it decides nothing on its own: a rejection
   * found on it, or a lost write, is redone from a fresh read. A database error is not retried: the
   * write may have committed.
   */
  async move(
    gameId: string,
    id: string,
    token: string | undefined,
    move: Move,
    expectedVersion: number | undefined,
    idempotencyKey: string | undefined,
    minimal = false,
  ): Promise<MoveAnswer> {
    const game = this.game(gameId);
    for (let attempt = 0; ; attempt++) {
      const cached = attempt === 0 ? this.writer.cached(id) : undefined;
      const m = cached?.game === game.id ? cached : await this.load(gameId, id);
      let answer: MoveAnswer | null;
      try {
        answer = await this.tryMove(game, m, token, move, expectedVersion, idempotencyKey, minimal);
      } catch (e) {
        // only a rule's answer is redone; a database error may hide a committed write
        if (m !== cached || !(e instanceof DomainError) || e.kind === 'unavailable') throw e;
        this.writer.forget(id);
        continue;
      }
      if (answer) return answer;
      if (m !== cached && (expectedVersion !== undefined || attempt >= MAX_RETRIES)) {
        throw DomainError.conflict(
          'another move was applied first; fetch the match and try again',
          'stale-version',
        );
      }
    }
  }

  /** One attempt at a move on `m`: the answer, or null when another write won the race. */
  private async tryMove(
    game: GameDefinition,
    m: MatchRecord,
    token: string | undefined,
    move: Move,
    expectedVersion: number | undefined,
    idempotencyKey: string | undefined,
    minimal: boolean,
  ): Promise<MoveAnswer | null> {
    const seat = await this.caller.requireSeatOf(m.seats, token);
    // keys are scoped to the seat, so a key can never return another seat's private view
    const key = idempotencyKey ? `${seat}:${idempotencyKey}` : undefined;
    if (key) {
      const seen = await this.store.idempotentAnswer(m.id, key);
      if (seen) return { view: minimal ? ackOf(seen) : seen, replayed: true };
    }
    const t = (await this.bots.next(game, m, { kind: 'move', seat, move, expectedVersion }, new Date()))!;
    // the whole view is built when it is answered or kept for a repeat of the key
    const view = !minimal || key ? buildView(game, t.record, seat) : null;
    const answer = key
      ? { key, view: view!, expiresAt: new Date(Date.now() + this.config.idempotencyTtlSeconds * 1000) }
      : null;
    if (!(await this.writer.write(m, t, { answer }))) return null;
    return { view: !minimal ? view! : view ? ackOf(view) : buildAck(game, t.record, seat), replayed: false };
  }

  /** Dry run: would this move of the caller's seat be accepted now? Changes nothing. */
  async check(gameId: string, id: string, token: string | undefined, move: Move): Promise<MoveCheck> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    return checkMove(game, m, await this.caller.requireSeatOf(m.seats, token), move);
  }

  /**
   * Plays the timeout move of every seat whose clock ran out (all the seats in `toAct`: several in a
   * simultaneous phase), then the bots. Returns true when moves were applied.
   */
  async playTimeout(gameId: string, id: string): Promise<boolean> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const t = await this.bots.next(game, m, { kind: 'timeout' }, new Date());
    return t !== null && this.writer.write(m, t);
  }

  // ---------------------------------------------------------------- endings

  /**
   * The caller's seat resigns (docs/api.md "Ending a match early"): with two sides the match finishes
   * and the other side wins; with more the seat is out and its timeout moves are played for it.
   */
  async resign(gameId: string, id: string, token: string | undefined): Promise<MatchView> {
    const game = this.game(gameId);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.load(gameId, id);
      const seat = await this.caller.requireSeatOf(m.seats, token);
      const t = (await this.bots.next(game, m, { kind: 'resign', seat }, new Date()))!;
      if (await this.writer.write(m, t)) return buildView(game, t.record, seat);
    }
    throw DomainError.conflict('the match changed too often; try again', 'busy');
  }

  /**
   * Resigns the account's seat for it (a tournament withdrawal, through MATCH_OPENER); false when the
   * match is over or has no seat of the account.
   */
  async resignAccount(gameId: string, id: string, accountId: string): Promise<boolean> {
    const game = this.game(gameId);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.load(gameId, id);
      const seat = m.seats.find((s) => s.accountId === accountId)?.seat;
      if (m.status === 'finished' || seat === undefined || m.resigned.includes(seat)) return false;
      const t = await this.bots.next(game, m, { kind: 'resign', seat }, new Date());
      if (!t) return false;
      if (await this.writer.write(m, t)) return true;
    }
    throw DomainError.conflict('the match changed too often; try again', 'busy');
  }

  /**
   * Finishes an open match nobody joined for `OPEN_MATCH_TTL_SECONDS` as `abandoned` (the sweep of
   * turn-clock.ts). Returns true when this call finished it; false when it is not due or another
   * instance got there first.
   */
  async abandonIfStale(gameId: string, id: string): Promise<boolean> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const step = { kind: 'abandon' as const, ttlSeconds: this.config.openMatchTtlSeconds };
    const t = await this.bots.next(game, m, step, new Date());
    return t !== null && this.writer.write(m, t);
  }

  // ---------------------------------------------------------------- move log

  async log(gameId: string, id: string, token?: string | null): Promise<LogEntry[]> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    const rows = await this.store.fetchLog(id);
    return rows.map((r) => {
      const entry = { seq: r.seq, seat: r.seat, move: r.move as Move };
      const move =
        m.status !== 'finished' && game.redactMove ? game.redactMove(m.state, entry, viewer) : entry.move;
      return { seq: r.seq, seat: r.seat, move, at: r.at.toISOString() };
    });
  }
}
