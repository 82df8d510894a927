/**
 * The game-agnostic match service of docs/api.md: create, lobby, join, view, moves, dry runs, the move
 * log, resignations and timeouts. It orchestrates the parts of the matches feature: each request is
 * load → who the caller is (match-caller.ts) → `nextRecord` (the pure lifecycle, lifecycle.ts; its bots'
 * decisions made in the worker pool, bot-steps.ts) → the writer (match-writer.ts: a write guarded by
 * the match version, the cache, publishing, account events). A match of bots only is played after its
 * create has answered (bots-only-player.ts).
 * Of two requests racing on one match exactly one wins; the other is retried against the new state, or
 * gets a conflict when it named an `expectedVersion`. New matches' seats come from seat-specs.ts.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { isValidSeed, newSeed } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import { GameRegistry } from '../game-registry/game-registry';
import { MatchLists } from '../persistence/match-lists';
import { MatchStore } from '../persistence/match-store';
import { APP_CONFIG } from '../tokens';
import { BotSteps } from './bot-steps';
import { botsOnly, checkMove, type MoveCheck, newMatch, openSeats } from './lifecycle';
import { BotsOnlyPlayer } from './bots-only-player';
import { MatchCaller } from './match-caller';
import { matchOptionsSchema, resolveMatchOptions, withAccountClock } from './match-options';
import {
  ackOf,
  buildAck,
  buildView,
  type CreatedMatch,
  type LobbyPage,
  type LogEntry,
  type MatchRecord,
  type MatchStatus,
  type MatchView,
  type MoveAnswer,
  revealed,
  seatViews,
} from './match-record';
import { MatchWriter } from './match-writer';
import { issueToken } from './seat-auth';
import { ownSeats, type SeatPadding, type SeatSpec, SeatSpecs, seatToTake } from './seat-specs';

export interface CreateMatchInput {
  players?: SeatSpec[];
  /** `open`: seats missing up to the game's minimum are left open (otherwise a short list is 400). */
  pad?: SeatPadding;
  options?: unknown;
  /** A preset of the game's (docs/api.md "Presets"); `options` go over its options. */
  preset?: string;
  seed?: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often a join or a move that lost a race (without `expectedVersion`) is retried against the new state. */
export const MAX_RETRIES = 8;

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
    private readonly lists: MatchLists,
    private readonly player: BotsOnlyPlayer,
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
    const opts = resolveMatchOptions(game, input);
    if (!opts.ok) throw DomainError.badRequest('invalid options', opts.details);
    const invalid: Record<string, string> = {};
    if (input.seed !== undefined && !isValidSeed(input.seed))
      invalid.seed = 'a seed is 32 to 128 lowercase hex digits (even count)';
    else if (input.seed !== undefined && !ownSeats(game, input.players ?? []))
      // whoever chose the seed knows every card: no seat may be left to anyone else (docs/api.md)
      invalid.seed =
        'a chosen seed needs every seat named, a built-in bot or { "me": true }: no open or reserved seat';
    const { seats, tokens } = await this.specs.seatsOf(game, input.players, apiKey, invalid, input.pad);
    const now = new Date();
    // a seat of an account: the accounts' turn clock unless the options name one (match-options.ts)
    const accounts = seats.some((s) => s.accountId !== null);
    const blank = newMatch(game, {
      id: randomUUID(),
      seed: input.seed ?? newSeed(),
      options: accounts ? withAccountClock(input.options, opts.options) : opts.options,
      seats,
      createdAt: now,
    });
    // a match of bots only is answered `active` and played in the background (bots-only-player.ts)
    const hold = botsOnly(seats);
    const t = (await this.bots.next(game, blank, { kind: 'start', hold }, now))!;
    await this.writer.create(game, t);
    // whose budget it counts against: the caller's account, or that of the callers without one
    if (hold) this.player.play(t.record.id, apiKey ? await this.caller.accountId(apiKey) : null);
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
    const rows = await this.lists.listMatches({ game: game.id, status, limit, after });
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
      const seen = await this.lists.idempotentAnswer(m.id, key);
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

  // ---------------------------------------------------------------- move log

  async log(gameId: string, id: string, token?: string | null): Promise<LogEntry[]> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const viewer = await this.caller.seatOf(m.seats, token);
    const rows = await this.lists.fetchLog(id);
    return rows.map((r) => {
      const entry = { seq: r.seq, seat: r.seat, move: r.move as Move };
      const move = !revealed(m) && game.redactMove ? game.redactMove(m.state, entry, viewer) : entry.move;
      return { seq: r.seq, seat: r.seat, move, at: r.at.toISOString() };
    });
  }
}
