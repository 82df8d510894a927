/**
 * The match store: the store of the matches feature's data. Shaped like boardgame.io's storage
 * interface — createMatch / fetch / setState (with the moves it appends) / listMatches — plus the move
 * log, stored idempotent answers, the turn clock's queries and the watch lease of match events.
 *
 * Everything goes through Prisma (PrismaService): the model API for what is not on the move path
 * (creation, joins, the lobby, the log, scores, idempotent answers, the turn clock), and Prisma's raw
 * SQL (`$queryRaw` tagged templates, a named prepared statement on PostgreSQL) for loading a match with
 * its seats in one round trip. One statement is the exception: the common moves (bump the version if
 * it is still the one read, append the moves, notify followers on other instances), written together
 * by the group commit as one call of the database function `cardroom_write_moves`, built here with
 * `Prisma.sql` like the others, run on PostgreSQL through the adapter's own `pg` pool as a prepared
 * statement (why, with the figures: BENCHMARKS.md, "Redesign: Prisma data layer"). On PGlite it is a
 * `$queryRaw` (no pool).
 *
 * Every write is guarded by the match version (optimistic concurrency): `setState` returns false when
 * another write got there first, and writes nothing.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ReplayMove } from '../engine/driver';
import { Prisma } from '../generated/prisma/client';
import { DomainError } from '../domain-error';
import type { FinalScore, MatchRecord, MatchStatus, MatchView, SeatRecord } from './match-types';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { ACCOUNT_CHANNEL, accountNotifySql } from './account-notify';
import { isDatabaseDown } from './database-errors';
import { GroupCommit } from './group-commit';
import { PrismaService } from './prisma.service';

/** The LISTEN/NOTIFY channel: a write notifies it in the same statement (see src/matches/match-events.ts). */
export const MATCH_CHANNEL = 'cardroom_match';

/** What a write adds besides the new record and its moves. */
export interface WriteExtras {
  /** The final scores, when the write finishes the match. */
  scores?: FinalScore[] | null;
  /** The answer to keep for an Idempotency-Key (scoped to the seat by the caller), until `expiresAt`. */
  answer?: { key: string; view: MatchView; expiresAt: Date } | null;
  /** The seat a join claims. */
  claim?: { seat: number; name: string; tokenHash: string; accountId?: string | null } | null;
  /** NOTIFY payloads on ACCOUNT_CHANNEL that the write sends with itself (delivered on commit). */
  accountNotices?: string[];
}

export interface LobbyQuery {
  game: string;
  status?: MatchStatus;
  limit: number;
  /** Continue after this match (the last of the previous page). */
  after?: { createdAt: Date; id: string } | null;
}

export interface LobbyRow {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  options: Record<string, unknown>;
  createdAt: Date;
  seats: SeatRecord[];
}

export interface LoggedMoveRow {
  seq: number;
  seat: number;
  move: unknown;
  at: Date;
  /** The match version its write produced (null for moves stored before versions were kept). */
  version: number | null;
}

/** The match and its seats in one round trip (the hot path's read), typed by the generated models. */
const fetchSql = (id: string) => Prisma.sql`
  SELECT m.id, m.game, m.status::text AS status, m.options, m.seed, m.seed_hash AS "seedHash", m.state, m.version,
         m.move_count AS "moveCount", m.deadline, m.created_at AS "createdAt", m.rated, m.updated_at AS "updatedAt", m.resigned, m.result,
         (SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'bot', s.bot, 'tokenHash', s.token_hash, 'accountId', s.account_id) ORDER BY s.seat)
            FROM "seat" s WHERE s.match_id = m.id) AS seats
  FROM "match" m WHERE m.id = ${id}::uuid`;

/**
 * The common moves of many matches in one statement (group commit, src/persistence/group-commit.ts):
 * the database function `cardroom_write_moves` (prisma/migrations/20261124210000_write_moves_function,
 * where the statement and its rules are): `$1` is a JSON array of writes `{ i, id, prev, state, version,
 * moveCount, status, deadline, updatedAt, moves, scores, notice, accounts }`, `$2` their match ids. Each
 * write takes effect if its match is still at the version it read (`prev`): the version bump, its moves,
 * the final scores when it finishes the match, the NOTIFY of other instances while the match is watched
 * and its accounts' events. The answer is the `i` of every write that took effect. A function rather
 * than the statement itself: PL/pgSQL keeps the statement's plan for the connection's life, where PGlite
 * (which has no named prepared statements) parsed and planned it at every write — 0.89 against 0.42 ms
 * of PGlite's time per write (BENCHMARKS.md, issue 21). The rows are found through the primary key index,
 * so every batch of every instance locks its rows in the same (id) order and batches of two instances do
 * not deadlock (if they did, PostgreSQL would fail one and its writes would be redone one by one;
 * test/group-commit.e2e-spec.ts races two instances).
 *
 * A move writes `updated_at` as the lifecycle keeps it (it changes with the seats and the status only),
 * so a plain move changes no indexed column and its update can stay on its page (HOT: no index entries
 * written; the table's fillfactor leaves the room, migration 20261124200000_match_hot_updates).
 */
const movesSql = (writes: string, ids: string[]) =>
  Prisma.sql`SELECT i FROM cardroom_write_moves(${writes}::jsonb, ${ids}::uuid[], ${MATCH_CHANNEL}::text, ${ACCOUNT_CHANNEL}::text)`;

/** One write of `movesSql`: the record read (`prev`), the record to write, the moves it appends and what it sends. */
interface MoveWrite {
  prev: Pick<MatchRecord, 'id' | 'version'>;
  next: MatchRecord;
  moves: { seq: number; seat: number; move: unknown }[];
  scores: FinalScore[];
  /** The NOTIFY payload for other instances (`id:version`, as every write of the store sends it). */
  notice: string;
  accountNotices: string[];
}

/** `movesSql`'s first parameter for these writes. */
function movesJson(writes: MoveWrite[]): string {
  return JSON.stringify(
    writes.map((w, i) => ({
      i,
      id: w.prev.id,
      prev: w.prev.version,
      state: w.next.state,
      version: w.next.version,
      moveCount: w.next.moveCount,
      status: w.next.status,
      deadline: w.next.deadline,
      updatedAt: w.next.updatedAt,
      moves: w.moves,
      scores: w.scores,
      notice: w.notice,
      accounts: w.accountNotices,
    })),
  );
}

/** Extends the watch lease of the given matches to `ms` from now, by the database's clock (never shortens one). */
const watchSql = (ids: string[], ms: number) => Prisma.sql`
  UPDATE "match" SET watched_until = now() + ${ms}::int * interval '1 millisecond'
  WHERE id = ANY(${ids}::uuid[]) AND (watched_until IS NULL OR watched_until < now() + ${ms}::int * interval '1 millisecond')`;

/** Notifies other instances of a write made through the model API, while the match is watched. */
const notifySql = (id: string, notice: string) => Prisma.sql`
  SELECT pg_notify(${MATCH_CHANNEL}, ${notice}::text) FROM "match" WHERE id = ${id}::uuid AND watched_until > now()`;

const UUID = '00000000-0000-0000-0000-000000000000';

@Injectable()
export class MatchStore implements OnModuleInit {
  /** The hot path's statements as built here (bench/move-write.ts runs the same text through `pg`). */
  static readonly statements = {
    fetch: fetchSql,
    moves: (writes: MoveWrite[]) =>
      movesSql(
        movesJson(writes),
        writes.map((w) => w.prev.id),
      ),
  };

  /** The common moves' group commit (see `movesSql`). */
  readonly moveWrites: GroupCommit<MoveWrite, boolean>;

  constructor(
    private readonly db: PrismaService,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'moveBatchMax' | 'moveWritesInFlight'>,
  ) {
    this.moveWrites = new GroupCommit((writes) => this.writeMoves(writes), {
      maxInFlight: config.moveWritesInFlight,
      maxBatch: config.moveBatchMax,
      isOutage: isDatabaseDown,
    });
  }

  onModuleInit(): void {
    // the match load is parsed and planned once per connection (PostgreSQL)
    this.db.prepare('cardroom_fetch', fetchSql(UUID).text);
  }

  /** A new match (version 1), its seats, the moves its bots played and, if it is already over, its scores. */
  async createMatch(m: MatchRecord, moves: ReplayMove[], scores: FinalScore[] | null): Promise<void> {
    // an interactive transaction: each query is planned (and its plan cached) on its own, so the plan
    // cache holds one plan per query shape, not one per combination of shapes in a batch
    await this.guard(() => this.db.$transaction((tx) => this.createMatchIn(tx, m, moves, scores)));
  }

  /**
   * The same rows inside a transaction the caller runs (pairing creates the match in the transaction
   * that claims the seeks or the challenge's answers).
   */
  async createMatchIn(
    tx: Prisma.TransactionClient,
    m: MatchRecord,
    moves: ReplayMove[],
    scores: FinalScore[] | null,
  ): Promise<void> {
    const matchId = m.id;
    await tx.match.create({
      data: {
        id: m.id,
        game: m.game,
        status: m.status,
        options: m.options as Prisma.InputJsonObject,
        seed: m.seed,
        seedHash: m.seedHash,
        state: m.state as Prisma.InputJsonValue,
        version: m.version,
        moveCount: m.moveCount,
        deadline: m.deadline,
        createdAt: m.createdAt,
        rated: m.rated,
        updatedAt: m.updatedAt,
        resigned: m.resigned,
        ...(m.result ? { result: m.result as unknown as Prisma.InputJsonObject } : {}),
      },
      select: { id: true },
    });
    await tx.seat.createMany({
      data: m.seats.map((s) => ({
        matchId,
        ...s,
        joinedAt: s.name !== null || s.bot !== null ? m.createdAt : null,
      })),
    });
    await appendMoves(tx, matchId, moves, 0, m.version);
    if (scores?.length) await tx.score.createMany({ data: scores.map((s) => ({ matchId, ...s })) });
  }

  /** The active matches with a seat of this account (for its event stream's first picture). */
  activeMatchesOf(accountId: string): Promise<MatchRecord[]> {
    return this.guard(
      () =>
        this.db.match.findMany({
          where: { status: 'active', seats: { some: { accountId } } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            game: true,
            status: true,
            options: true,
            seed: true,
            seedHash: true,
            state: true,
            version: true,
            moveCount: true,
            deadline: true,
            createdAt: true,
            updatedAt: true,
            resigned: true,
            result: true,
            rated: true,
            seats: {
              orderBy: { seat: 'asc' },
              select: { seat: true, name: true, bot: true, tokenHash: true, accountId: true },
            },
          },
        }) as Promise<MatchRecord[]>,
    );
  }

  /** The match with its seats, or null. */
  async fetch(id: string): Promise<MatchRecord | null> {
    const [row] = await this.guard(() => this.db.$queryRaw<MatchRecord[]>(fetchSql(id)));
    return row ?? null;
  }

  /**
   * Writes `next` over `prev` if the match is still at `prev.version`, with the moves it appends (from
   * seq `prev.moveCount + 1`) and the extras; notifies other instances while the match is watched.
   * Returns false, having written nothing, when another write got there first.
   */
  async setState(
    prev: Pick<MatchRecord, 'id' | 'version' | 'moveCount' | 'resigned' | 'result'>,
    next: MatchRecord,
    moves: ReplayMove[],
    extras: WriteExtras = {},
  ): Promise<boolean> {
    const notice = `${prev.id}:${next.version}`;
    // a resignation or an ending of the lifecycle changes columns the common move leaves alone
    const ending = next.resigned.length !== prev.resigned.length || next.result !== prev.result;
    if (!extras.answer && !extras.claim && !ending) {
      // most moves, the last one of a match included: one statement, with the common moves of other
      // matches that are waiting for a statement slot at the same time (group commit)
      const write: MoveWrite = {
        prev,
        next,
        moves: logRows(undefined, moves, prev.moveCount),
        scores: extras.scores ?? [],
        notice,
        accountNotices: extras.accountNotices ?? [],
      };
      return this.guard(() => this.moveWrites.submit(write));
    }
    return this.transaction((tx) => this.setStateIn(tx, prev, next, moves, extras));
  }

  /**
   * `setState` inside a transaction the caller runs (`transaction`): always one transaction of its own,
   * never the group commit, so that the caller's other writes in `tx` commit with it or not at all
   * (the writer rates a rated match that ends in it). False, having written nothing, when another write
   * got there first.
   */
  async setStateIn(
    tx: Prisma.TransactionClient,
    prev: Pick<MatchRecord, 'id' | 'version' | 'moveCount' | 'resigned' | 'result'>,
    next: MatchRecord,
    moves: ReplayMove[],
    extras: WriteExtras = {},
  ): Promise<boolean> {
    const notice = `${prev.id}:${next.version}`;
    const ending = next.resigned.length !== prev.resigned.length || next.result !== prev.result;
    const { count } = await tx.match.updateMany({
      where: { id: prev.id, version: prev.version },
      data: {
        state: next.state as Prisma.InputJsonValue,
        version: next.version,
        moveCount: next.moveCount,
        status: next.status,
        deadline: next.deadline,
        updatedAt: next.updatedAt,
        ...(ending
          ? {
              resigned: next.resigned,
              result: next.result ? (next.result as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
            }
          : {}),
      },
    });
    if (count !== 1) return false;
    await appendMoves(tx, prev.id, moves, prev.moveCount, next.version);
    if (extras.scores?.length)
      await tx.score.createMany({
        data: extras.scores.map((s) => ({ matchId: prev.id, ...s })),
        skipDuplicates: true,
      });
    if (extras.answer) {
      const { key, view, expiresAt } = extras.answer;
      const response = view as unknown as Prisma.InputJsonObject;
      await tx.idempotencyKey.upsert({
        where: { matchId_key: { matchId: prev.id, key } },
        create: { matchId: prev.id, key, response, expiresAt },
        update: { response, expiresAt },
      });
    }
    if (extras.claim) {
      const { seat, name, tokenHash, accountId } = extras.claim;
      await tx.seat.update({
        where: { matchId_seat: { matchId: prev.id, seat } },
        data: { name, tokenHash, joinedAt: new Date(), ...(accountId ? { accountId } : {}) },
      });
    }
    await tx.$executeRaw(notifySql(prev.id, notice));
    if (extras.accountNotices?.length) await tx.$executeRaw(accountNotifySql(extras.accountNotices));
    return true;
  }

  /** Runs `run` in one transaction (committed if it returns, rolled back if it throws); outages as `guard`. */
  transaction<T>(run: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.guard(() => this.db.$transaction(run));
  }

  /**
   * One batch of the group commit as one statement: on `pg` as a named prepared statement where there
   * is a pool (the figures are at the top of this file), else through Prisma. Whether each write took effect.
   */
  private async writeMoves(writes: MoveWrite[]): Promise<boolean[]> {
    const q = MatchStore.statements.moves(writes);
    const pool = this.db.pool;
    const rows = pool
      ? (await pool.query<{ i: number }>({ name: 'cardroom_moves', text: q.text, values: q.values })).rows
      : await this.db.$queryRaw<{ i: number }[]>(q);
    const won = new Set(rows.map((r) => r.i));
    return writes.map((_, i) => won.has(i));
  }

  /** The lobby: a game's matches, newest first, `limit + 1` rows (the extra one says whether a next page exists). */
  listMatches(q: LobbyQuery): Promise<LobbyRow[]> {
    const { after } = q;
    return this.guard(
      () =>
        this.db.match.findMany({
          where: {
            game: q.game,
            ...(q.status ? { status: q.status } : {}),
            ...(after
              ? {
                  OR: [
                    { createdAt: { lt: after.createdAt } },
                    { createdAt: after.createdAt, id: { lt: after.id } },
                  ],
                }
              : {}),
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: q.limit + 1,
          select: {
            id: true,
            game: true,
            status: true,
            version: true,
            options: true,
            createdAt: true,
            seats: {
              orderBy: { seat: 'asc' },
              select: { seat: true, name: true, bot: true, tokenHash: true, accountId: true },
            },
          },
        }) as Promise<LobbyRow[]>,
    );
  }

  /** The move log of a match, in order. */
  fetchLog(matchId: string): Promise<LoggedMoveRow[]> {
    return this.guard(() =>
      this.db.move.findMany({
        where: { matchId },
        orderBy: { seq: 'asc' },
        select: { seq: true, seat: true, move: true, at: true, version: true },
      }),
    );
  }

  /** The answer kept for an Idempotency-Key of this match, while it has not expired. */
  async idempotentAnswer(matchId: string, key: string): Promise<MatchView | null> {
    const row = await this.guard(() =>
      this.db.idempotencyKey.findFirst({
        where: { matchId, key, expiresAt: { gt: new Date() } },
        select: { response: true },
      }),
    );
    return row ? (row.response as unknown as MatchView) : null;
  }

  /** Active matches of these games whose turn clock has run out, the most overdue first. */
  dueMatches(games: string[], limit: number): Promise<{ id: string; game: string }[]> {
    return this.guard(() =>
      this.db.match.findMany({
        where: { status: 'active', deadline: { lte: new Date() }, game: { in: games } },
        select: { id: true, game: true },
        orderBy: { deadline: 'asc' },
        take: limit,
      }),
    );
  }

  /** Open matches of these games unchanged (nobody joined) since `before`, the oldest first. */
  staleOpenMatches(games: string[], before: Date, limit: number): Promise<{ id: string; game: string }[]> {
    return this.guard(() =>
      this.db.match.findMany({
        where: { status: 'open', updatedAt: { lt: before }, game: { in: games } },
        select: { id: true, game: true },
        orderBy: { updatedAt: 'asc' },
        take: limit,
      }),
    );
  }

  /** Deletes the expired idempotent answers; returns how many. */
  async purgeExpiredAnswers(): Promise<number> {
    return (
      await this.guard(() => this.db.idempotencyKey.deleteMany({ where: { expiresAt: { lt: new Date() } } }))
    ).count;
  }

  /** Extends the watch lease of these matches (their writes notify other instances until then). */
  async watch(ids: string[], ms: number): Promise<void> {
    await this.guard(() => this.db.$executeRaw(watchSql(ids, ms)));
  }

  /** Database outages become DomainError `unavailable` (with the driver's error as its cause). */
  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isDatabaseDown(e)) throw Object.assign(DomainError.unavailable(), { cause: e });
      throw e;
    }
  }
}

/**
 * Appends moves numbered after `after`, in chunks whose sizes are powers of two (137 moves: 128 + 8 + 1).
 * Prisma caches a query plan per query shape, and a `createMany` of n rows is a shape of its own: in
 * chunks, the number of bot moves a step played adds at most 13 shapes, not one per count (the plan
 * cache once grew by ~20 MB per 1,000 matches of bots; bench/memory.ts).
 */
async function appendMoves(
  tx: Prisma.TransactionClient,
  matchId: string,
  moves: ReplayMove[],
  after: number,
  version: number,
): Promise<void> {
  const rows = logRows(matchId, moves, after).map((r) => ({ ...r, version }));
  for (let at = 0; at < rows.length;) {
    const size = 2 ** Math.floor(Math.log2(rows.length - at));
    await tx.move.createMany({ data: rows.slice(at, at + size) });
    at += size;
  }
}

/** Log rows for moves numbered after `after`. */
function logRows(
  matchId: string,
  moves: ReplayMove[],
  after: number,
): { matchId: string; seq: number; seat: number; move: Prisma.InputJsonObject }[];
function logRows(
  matchId: undefined,
  moves: ReplayMove[],
  after: number,
): { seq: number; seat: number; move: Prisma.InputJsonObject }[];
function logRows(matchId: string | undefined, moves: ReplayMove[], after: number) {
  return moves.map((mv, i) => ({
    ...(matchId ? { matchId } : {}),
    seq: after + i + 1,
    seat: mv.seat,
    move: mv.move as Prisma.InputJsonObject,
  }));
}
