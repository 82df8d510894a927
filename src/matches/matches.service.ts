/**
 * The game-agnostic match service of docs/api.md: create, lobby, join, view, moves, dry runs, the move
 * log and timeouts. Each request is load → `nextRecord` (the pure lifecycle, lifecycle.ts) → a write
 * guarded by the match version (the store, src/persistence/match-store.ts) → publish. Of two requests
 * racing on one match exactly one wins; the other is retried against the new state, or gets a conflict
 * when it named an `expectedVersion`. Seat tokens are issued and checked by seat-auth.ts.
 */
import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents } from '../accounts/account-events';
import { AccountPicture } from '../accounts/account-picture';
import { type Account, AccountsService } from '../accounts/accounts.service';
import { isApiKey } from '../accounts/api-keys';
import type { Prisma } from '../generated/prisma/client';
import type { MatchOpener, OpenSpec } from '../pairing/match-opener';
import { RatingsService } from '../ratings/ratings.service';
import { randomUUID } from 'node:crypto';
import { resolveOptions } from '../engine/options';
import { isValidSeed, newSeed } from '../engine/random';
import type { GameDefinition, Move } from '../engine/types';
import { GameRegistry } from '../games/game-registry';
import { MatchStore } from '../persistence/match-store';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { checkMove, type MoveCheck, newMatch, nextRecord, openSeats, type Step, type Transition } from './lifecycle';
import { MatchCache } from './match-cache';
import { DomainError } from '../domain-error';
import { MatchEvents } from './match-events';
import { ackOf, buildAck, buildView, type LogEntry, type MatchRecord, type MatchStatus, type MatchView, type MoveAck, type SeatRecord, seatViews } from './match-record';
import { accountEventsOf, ratedSeats, seatOfAccount } from './match-accounts';
import { issueToken, requireSeat, seatOfToken } from './seat-auth';
import { seatsOf } from '../engine/names';

export type { MoveCheck } from './lifecycle';

export interface SeatSpec {
  name?: string;
  bot?: string;
  /** Reserve the seat for this account: only its API key can take it. */
  account?: string;
  /** Seat the caller's account (a create made with an API key). */
  me?: boolean;
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

export interface MoveAnswer {
  /** The match after the move as the mover's seat sees it, or only its minimal answer when asked (`minimal`). */
  view: MatchView | MoveAck;
  /** A repeat of an Idempotency-Key: the first answer, and nothing was applied. */
  replayed: boolean;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often a join or a move that lost a race (without `expectedVersion`) is retried against the new state. */
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

/** A game's options as a match takes them: the game's own and the turn clock every game accepts. */
export function matchOptionsSchema(game: GameDefinition) {
  return { ...game.optionsSchema, turnSeconds: TURN_SECONDS_OPTION };
}

@Injectable()
export class MatchesService implements MatchOpener {
  /** Active matches as this instance last wrote them: a move starts from here (see MatchCache). */
  private readonly recent: MatchCache;

  constructor(
    private readonly store: MatchStore,
    private readonly events: MatchEvents,
    private readonly games: GameRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly accountEvents: AccountEvents,
    private readonly ratings: RatingsService,
    picture: AccountPicture,
  ) {
    // the account stream's first picture: a yourTurn for every active match waiting for the account
    picture.register(async (accountId) => {
      const rows = await this.store.activeMatchesOf(accountId);
      return rows.flatMap((m) => {
        const game = this.games.definition(m.game);
        if (!game) return [];
        const toAct = game.toAct(m.state);
        return m.seats
          .filter((s) => s.accountId === accountId && s.bot === null && toAct.includes(s.seat))
          .map((s) => ({ type: 'yourTurn' as const, game: m.game, matchId: m.id, seat: s.seat, version: m.version, deadline: m.deadline ? m.deadline.toISOString() : null }));
      });
    });
    this.recent = new MatchCache(config.matchCacheSize);
  }

  /** Active matches held in this instance's cache (for the memory benchmark). */
  cachedMatches(): number {
    return this.recent.size;
  }

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
    if (!opts.ok) throw DomainError.badRequest('invalid options', Object.fromEntries(Object.entries(opts.details).map(([k, v]) => [`options.${k}`, v])));
    const specs = [...(input.players ?? [])];
    while (specs.length < game.minPlayers) specs.push({});
    if (specs.length > game.maxPlayers) {
      throw DomainError.badRequest(seatsOf(game), {
        players: `at most ${game.maxPlayers} seats, got ${specs.length}`,
      });
    }
    const details: Record<string, string> = {};
    specs.forEach((s, i) => {
      if ([s.name, s.bot, s.account, s.me || undefined].filter((x) => x !== undefined).length > 1) details[`players.${i}`] = 'a seat has one of name, bot, account or me';
      if (s.bot !== undefined && !Object.hasOwn(game.bots, s.bot)) details[`players.${i}.bot`] = `unknown bot; ${game.name} bots: ${Object.keys(game.bots).join(', ')}`;
    });
    if (input.seed !== undefined && !isValidSeed(input.seed)) details.seed = 'a seed is 32 to 128 lowercase hex digits (even count)';
    if (Object.keys(details).length) throw DomainError.badRequest('invalid players', details);

    const named = await this.seatAccounts(specs, apiKey);
    const tokens = new Map<number, string>();
    const seats: SeatRecord[] = specs.map((s, seat) => {
      const account = named.get(seat) ?? null;
      if (account) return { seat, name: s.me ? account.name : null, bot: null, tokenHash: null, accountId: account.id };
      const issued = s.name !== undefined ? issueToken() : null;
      if (issued) tokens.set(seat, issued.token);
      return { seat, name: s.name ?? null, bot: s.bot ?? null, tokenHash: issued?.tokenHash ?? null, accountId: null };
    });
    const now = new Date();
    const blank = newMatch(game, { id: randomUUID(), seed: input.seed ?? newSeed(), options: opts.options, seats, createdAt: now });
    const t = nextRecord(game, blank, { kind: 'start' }, now)!;
    await this.store.createMatch(t.record, t.moves, t.scores);
    await this.accountEvents.publish(accountEventsOf(game, null, t.record));
    this.recent.remember(t.record);
    // one seat created with a name: the answer is that seat's own view (with its legal moves), as for a join
    const withName = seats.filter((s) => s.name !== null);
    const view = buildView(game, t.record, withName.length === 1 ? withName[0].seat : null) as CreatedMatch;
    view.seats = view.seats.map((s) => (tokens.has(s.seat) ? { ...s, token: tokens.get(s.seat) } : s));
    return view;
  }

  /** The accounts of `{ account }` and `{ me }` seat specs, by seat (400 for unknown names, 401 without a key). */
  private async seatAccounts(specs: SeatSpec[], apiKey: string | undefined): Promise<Map<number, Account>> {
    const out = new Map<number, Account>();
    const details: Record<string, string> = {};
    for (const [i, s] of specs.entries()) {
      if (s.me) {
        const me = await this.accounts.authenticate(apiKey);
        if ([...out.values()].some((a) => a.id === me.id)) details[`players.${i}`] = 'an account takes one seat';
        out.set(i, me);
      } else if (s.account !== undefined) {
        const a = await this.accounts.byName(s.account);
        if (!a) details[`players.${i}.account`] = `no account ${s.account}`;
        else if (a.builtinBot) details[`players.${i}.account`] = `${a.name} is a built-in bot: use { "bot": "${a.builtinBot}" }`;
        else if ([...out.values()].some((x) => x.id === a.id)) details[`players.${i}`] = 'an account takes one seat';
        else out.set(i, a);
      }
    }
    if (Object.keys(details).length) throw DomainError.badRequest('invalid players', details);
    return out;
  }

  // ---------------------------------------------------------------- pairing (MatchOpener)

  definition(id: string): GameDefinition | undefined {
    return this.games.definition(id);
  }

  resolveOptions(game: GameDefinition, input: unknown) {
    return resolveOptions<Record<string, unknown>>(this.optionsSchema(game), input);
  }

  /**
   * An active match with every seat an account, created inside pairing's transaction; if it is over at
   * once (bots only) and rated, its ratings are written in the same transaction.
   */
  async open(tx: Prisma.TransactionClient, spec: OpenSpec): Promise<{ matchId: string; announce: () => Promise<void> }> {
    const game = this.game(spec.game);
    const seats: SeatRecord[] = spec.seats.map((s, seat) => ({ seat, name: s.name, bot: s.bot, tokenHash: null, accountId: s.accountId }));
    const now = new Date();
    const blank = newMatch(game, { id: randomUUID(), seed: newSeed(), options: spec.options, seats, createdAt: now, rated: spec.rated });
    const t = nextRecord(game, blank, { kind: 'start' }, now)!;
    await this.store.createMatchIn(tx, t.record, t.moves, t.scores);
    const rate = ratedSeats(t.record, t.scores);
    if (rate) await this.ratings.applyResult(tx, game.id, rate);
    return {
      matchId: t.record.id,
      announce: async () => {
        this.recent.remember(t.record);
        this.events.publish(t.record.id, t.record.version);
        await this.accountEvents.publish(accountEventsOf(game, null, t.record));
      },
    };
  }

  /**
   * The seat of the caller: a seat token, or the API key of the account holding a seat. `required`:
   * a move (401 without a credential); otherwise no credential is a spectator.
   */
  private async seatOfCaller(m: MatchRecord, token: string | null | undefined, required: boolean): Promise<number | null> {
    if (isApiKey(token)) {
      const account = await this.accounts.byKey(token);
      const seat = account ? seatOfAccount(m.seats, account.id) : null;
      if (seat === null) throw DomainError.unauthorized(account ? "this API key's account holds no seat of this match" : 'this API key is not valid (it may have been replaced)');
      return seat;
    }
    return required ? requireSeat(m.seats, token) : seatOfToken(m.seats, token);
  }

  // ---------------------------------------------------------------- lobby

  async list(gameId: string, status: MatchStatus | undefined, limit: number, cursor: string | undefined): Promise<LobbyPage> {
    const game = this.game(gameId);
    let after: { createdAt: Date; id: string } | null = null;
    if (cursor) {
      const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (!id || !UUID_RE.test(id) || !/^\d+$/.test(ms)) throw DomainError.badRequest('invalid cursor', { cursor: 'use the nextCursor of a previous page' });
      after = { createdAt: new Date(Number(ms)), id };
    }
    const rows = await this.store.listMatches({ game: game.id, status, limit, after });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        id: r.id, game: r.game, status: r.status, version: r.version, options: r.options,
        seats: seatViews(r.seats), openSeats: openSeats(r.seats), createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? Buffer.from(`${last.createdAt.getTime()}|${last.id}`).toString('base64url') : null,
    };
  }

  // ---------------------------------------------------------------- load / view

  async load(gameId: string, id: string): Promise<MatchRecord> {
    const game = this.game(gameId);
    if (!UUID_RE.test(id)) throw DomainError.notFound(`no ${game.id} match ${JSON.stringify(id.slice(0, 40))}`);
    const m = await this.store.fetch(id);
    if (!m || m.game !== game.id) throw DomainError.notFound(`no ${game.id} match ${id}`);
    return m;
  }

  async view(gameId: string, id: string, token?: string | null): Promise<MatchView> {
    const m = await this.load(gameId, id);
    return buildView(this.game(gameId), m, await this.seatOfCaller(m, token, false));
  }

  // ---------------------------------------------------------------- join

  /**
   * Takes a seat: by name (a seat token is issued), or with an API key and no name (the caller's
   * account: the seat reserved for it, else the first open seat not reserved for another account).
   */
  async join(gameId: string, id: string, name: string | undefined, wanted?: number, apiKey?: string): Promise<{ seat: number; token: string; match: MatchView }> {
    const game = this.game(gameId);
    if (name === undefined && !apiKey) throw DomainError.badRequest('a name is required', { name: 'a name, or an API key to join as your account' });
    const account = name === undefined ? await this.accounts.authenticate(apiKey) : null;
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.load(gameId, id);
      const { token, tokenHash } = issueToken();
      const open = openSeats(m.seats);
      if (account && m.seats.some((s) => s.accountId === account.id && s.name !== null)) throw DomainError.conflict('your account already holds a seat of this match', 'seat-taken');
      const reserved = account ? m.seats.find((s) => s.accountId === account.id && open.includes(s.seat))?.seat : undefined;
      const free = open.filter((s) => m.seats[s].accountId === null);
      const seatWanted = wanted ?? reserved ?? (m.status === 'open' ? (free[0] ?? (open.length ? -1 : undefined)) : undefined);
      if (seatWanted === -1 || (seatWanted !== undefined && m.seats[seatWanted]?.accountId && m.seats[seatWanted].accountId !== account?.id && open.includes(seatWanted))) {
        throw DomainError.conflict('the open seats are reserved for other accounts', 'seat-reserved');
      }
      const holder = account?.name ?? name!;
      const t = nextRecord(game, m, { kind: 'join', seat: seatWanted, name: holder, tokenHash }, new Date())!;
      const seat = t.seat!;
      if (account) t.record = { ...t.record, seats: t.record.seats.map((s) => (s.seat === seat ? { ...s, accountId: account.id } : s)) };
      if (!(await this.write(m, t, { claim: { seat, name: holder, tokenHash, accountId: account?.id ?? null } }))) {
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
  async move(gameId: string, id: string, token: string | undefined, move: Move, expectedVersion: number | undefined, idempotencyKey: string | undefined, minimal = false): Promise<MoveAnswer> {
    const game = this.game(gameId);
    for (let attempt = 0; ; attempt++) {
      const cached = attempt === 0 ? this.recent.get(id) : undefined;
      const m = cached?.game === game.id ? cached : await this.load(gameId, id);
      let answer: MoveAnswer | null;
      try {
        answer = await this.tryMove(game, m, token, move, expectedVersion, idempotencyKey, minimal);
      } catch (e) {
        // only a rule's answer is redone; a database error may hide a committed write
        if (m !== cached || !(e instanceof DomainError) || e.kind === 'unavailable') throw e;
        this.recent.forget(id);
        continue;
      }
      if (answer) return answer;
      if (m !== cached && (expectedVersion !== undefined || attempt >= MAX_RETRIES)) {
        throw DomainError.conflict('another move was applied first; fetch the match and try again', 'stale-version');
      }
    }
  }

  /** One attempt at a move on `m`: the answer, or null when another write won the race. */
  private async tryMove(game: GameDefinition, m: MatchRecord, token: string | undefined, move: Move, expectedVersion: number | undefined, idempotencyKey: string | undefined, minimal: boolean): Promise<MoveAnswer | null> {
    const seat = (await this.seatOfCaller(m, token, true))!;
    // keys are scoped to the seat, so a key can never return another seat's private view
    const key = idempotencyKey ? `${seat}:${idempotencyKey}` : undefined;
    if (key) {
      const seen = await this.store.idempotentAnswer(m.id, key);
      if (seen) return { view: minimal ? ackOf(seen) : seen, replayed: true };
    }
    const t = nextRecord(game, m, { kind: 'move', seat, move, expectedVersion }, new Date())!;
    // the whole view is built when it is answered or kept for a repeat of the key
    const view = !minimal || key ? buildView(game, t.record, seat) : null;
    const answer = key ? { key, view: view!, expiresAt: new Date(Date.now() + this.config.idempotencyTtlSeconds * 1000) } : null;
    if (!(await this.write(m, t, { answer }))) return null;
    return { view: !minimal ? view! : view ? ackOf(view) : buildAck(game, t.record, seat), replayed: false };
  }

  /** Dry run: would this move of the caller's seat be accepted now? Changes nothing. */
  async check(gameId: string, id: string, token: string | undefined, move: Move): Promise<MoveCheck> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    return checkMove(game, m, (await this.seatOfCaller(m, token, true))!, move);
  }

  /**
   * Plays the timeout move of every seat whose clock ran out (all the seats in `toAct`: several in a
   * simultaneous phase), then the bots. Returns true when moves were applied.
   */
  async playTimeout(gameId: string, id: string): Promise<boolean> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const t = nextRecord(game, m, { kind: 'timeout' }, new Date());
    return t !== null && this.write(m, t);
  }

  /**
   * Writes the transition if the match is still at the version read, keeps the cache in step, and
   * tells this instance's followers. Returns false when another request won the race.
   */
  private async write(m: MatchRecord, t: Transition, extras: { answer?: { key: string; view: MatchView; expiresAt: Date } | null; claim?: { seat: number; name: string; tokenHash: string; accountId?: string | null } } = {}): Promise<boolean> {
    let won: boolean;
    // a rated match is rated in the transaction that records its result (the version guard makes it once)
    const rate = ratedSeats(t.record, t.scores);
    const within = rate ? (tx: Prisma.TransactionClient) => this.ratings.applyResult(tx, t.record.game, rate) : null;
    // the accounts' events (yourTurn, matchStart, matchFinish) go out with the write itself
    const game = this.games.definition(t.record.game);
    const accountEvents = game ? accountEventsOf(game, m, t.record) : [];
    try {
      won = await this.store.setState(m, t.record, t.moves, { ...extras, scores: t.scores, within, accountNotices: this.accountEvents.inWrite(accountEvents) });
    } catch (e) {
      this.recent.forget(m.id); // committed or not: unknown
      throw e;
    }
    if (!won) {
      this.recent.forget(m.id);
      return false;
    }
    this.recent.remember(t.record);
    this.events.publish(m.id, t.record.version);
    this.accountEvents.afterWrite(accountEvents);
    return true;
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
      const seat = (await this.seatOfCaller(m, token, true))!;
      const t = nextRecord(game, m, { kind: 'resign', seat }, new Date())!;
      if (await this.write(m, t)) return buildView(game, t.record, seat);
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
    const t = nextRecord(game, m, { kind: 'abandon', ttlSeconds: this.config.openMatchTtlSeconds }, new Date());
    return t !== null && this.write(m, t);
  }

  // ---------------------------------------------------------------- move log

  async log(gameId: string, id: string, token?: string | null): Promise<LogEntry[]> {
    const game = this.game(gameId);
    const m = await this.load(gameId, id);
    const viewer = await this.seatOfCaller(m, token, false);
    const rows = await this.store.fetchLog(id);
    return rows.map((r) => {
      const entry = { seq: r.seq, seat: r.seat, move: r.move as Move };
      const move = m.status !== 'finished' && game.redactMove ? game.redactMove(m.state, entry, viewer) : entry.move;
      return { seq: r.seq, seat: r.seat, move, at: r.at.toISOString() };
    });
  }
}

