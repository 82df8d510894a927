/**
 * The writes of a match: its creation, and every later change through the one version-guarded write,
 * the database function `cardroom_write_moves` (prisma/migrations/20261124210000_write_moves_function,
 * 20261127000000_write_moves_endings, where the statement and its rules are). The write takes effect
 * only if the match is still at the version it read (optimistic concurrency): it bumps the version, sets
 * the state (and the lifecycle's ending when it changes), appends the moves, records the final scores
 * when it finishes the match, notifies other instances while the match is watched and sends its
 * accounts' events. `setState` returns false when another write got there first, having written
 * nothing.
 *
 * Most writes leave through the group commit (src/persistence/group-commit.ts): the writes of different
 * matches that arrive while a statement is on its way leave together as one call, on PostgreSQL through
 * the adapter's own `pg` pool as a named prepared statement, on PGlite as a `$queryRaw` (why, with the
 * figures: BENCHMARKS.md, "Redesign: Prisma data layer"; PL/pgSQL keeps the statement's plan for the
 * connection's life, where PGlite, which has no named prepared statements, parsed and planned it at every
 * write — 0.89 against 0.42 ms of PGlite's time per write, issue 21). A write with more rows (a join's
 * seat, an idempotent answer) or inside a caller's transaction (a rated match that ends is rated in it)
 * calls the same function in that transaction, then writes its other rows.
 *
 * The rows are found through the primary key index, so every batch of every instance locks its rows in
 * the same (id) order and batches of two instances do not deadlock (test/group-commit.e2e-spec.ts). A
 * move writes `updated_at` as the lifecycle keeps it (it changes with the seats and the status only), so
 * a plain move changes no indexed column and its update stays on its page (HOT: no index entries
 * written; the table's fillfactor leaves the room, migration 20261124200000_match_hot_updates).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config';
import type { ReplayMove } from '../engine/driver';
import { Prisma } from '../generated/prisma/client';
import { APP_CONFIG } from '../tokens';
import { ACCOUNT_CHANNEL } from './account-notify';
import { guardOutage, isDatabaseDown } from './database-errors';
import { GroupCommit } from './group-commit';
import { MATCH_CHANNEL } from './match-store';
import type { MatchOutcome } from '../engine/types';
import type { FinalScore, MatchRecord, MatchView } from './match-types';
import { PrismaService } from './prisma.service';
import type { Tx } from './tx';
import { clientOf, txOf } from './tx-client';

/** What a write adds besides the new record and its moves. */
export interface WriteExtras {
  /** The final scores, when the write finishes the match. */
  scores?: FinalScore[] | null;
  /** What the game's measure keeps of the final state, with the final scores. */
  outcome?: MatchOutcome | null;
  /** The answer to keep for an Idempotency-Key (scoped to the seat by the caller), until `expiresAt`. */
  answer?: { key: string; view: MatchView; expiresAt: Date } | null;
  /** The seat a join claims. */
  claim?: { seat: number; name: string; tokenHash: string; accountId?: string | null } | null;
  /** NOTIFY payloads on ACCOUNT_CHANNEL that the write sends with itself (delivered on commit). */
  accountNotices?: string[];
}

/** The record a write starts from: what its guard and its log need. */
export type WrittenFrom = Pick<MatchRecord, 'id' | 'version' | 'moveCount' | 'resigned' | 'result'>;

/** One write of `writeSql`: the record read (`prev`), the record to write, its moves and what it sends. */
export interface MoveWrite {
  prev: Pick<MatchRecord, 'id' | 'version'>;
  next: MatchRecord;
  moves: { seq: number; seat: number; move: unknown }[];
  scores: FinalScore[];
  outcome?: MatchOutcome | null;
  /** The NOTIFY payload for other instances (`id:version`, as every write of a match sends it). */
  notice: string;
  accountNotices: string[];
  /** The seats that resigned or the lifecycle's result change with this write. */
  ending?: boolean;
}

/**
 * The writes as one call of `cardroom_write_moves`: `$1` the JSON array of writes `{ i, id, prev, state,
 * version, moveCount, status, deadline, updatedAt, moves, scores, notice, accounts, ending?, resigned?,
 * result?, outcome? }`, `$2` their match ids. The answer is the `i` of every write that took effect.
 */
function writeSql(writes: MoveWrite[]): Prisma.Sql {
  const json = JSON.stringify(
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
      ...(w.ending ? { ending: true, resigned: w.next.resigned, result: w.next.result ?? undefined } : {}),
      ...(w.outcome ? { outcome: w.outcome } : {}),
    })),
  );
  const ids = writes.map((w) => w.prev.id);
  return Prisma.sql`SELECT i FROM cardroom_write_moves(${json}::jsonb, ${ids}::uuid[], ${MATCH_CHANNEL}::text, ${ACCOUNT_CHANNEL}::text)`;
}

@Injectable()
export class MatchWrites {
  /** The write's statement as built here (bench/move-write.ts runs the same text through `pg`). */
  static readonly statement = writeSql;

  /** The common writes' group commit (see the top of this file). */
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

  /**
   * A new match (version 1), its seats, the moves its bots played and, if it is already over, its scores
   * and its outcome.
   */
  async createMatch(
    m: MatchRecord,
    moves: ReplayMove[],
    scores: FinalScore[] | null,
    outcome: MatchOutcome | null = null,
  ): Promise<void> {
    // an interactive transaction: each query is planned (and its plan cached) on its own, so the plan
    // cache holds one plan per query shape, not one per combination of shapes in a batch
    await this.transaction((tx) => this.createMatchIn(tx, m, moves, scores, outcome));
  }

  /**
   * The same rows inside a transaction the caller runs (pairing creates the match in the transaction
   * that claims the seeks or the challenge's answers).
   */
  async createMatchIn(
    tx: Tx,
    m: MatchRecord,
    moves: ReplayMove[],
    scores: FinalScore[] | null,
    outcome: MatchOutcome | null = null,
  ): Promise<void> {
    const db = clientOf(tx);
    const matchId = m.id;
    await db.match.create({
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
        sealed: m.sealed,
        updatedAt: m.updatedAt,
        resigned: m.resigned,
        ...(m.result ? { result: m.result as unknown as Prisma.InputJsonObject } : {}),
        ...(outcome ? { outcome: outcome as unknown as Prisma.InputJsonObject } : {}),
      },
      select: { id: true },
    });
    await db.seat.createMany({
      data: m.seats.map((s) => ({
        matchId,
        ...s,
        joinedAt: s.name !== null || s.bot !== null ? m.createdAt : null,
      })),
    });
    await appendMoves(db, matchId, moves, m.version);
    if (scores?.length) await db.score.createMany({ data: scores.map((s) => ({ matchId, ...s })) });
  }

  /**
   * Writes `next` over `prev` if the match is still at `prev.version`, with the moves it appends (from
   * seq `prev.moveCount + 1`) and the extras. Returns false, having written nothing, when another write
   * got there first.
   */
  setState(
    prev: WrittenFrom,
    next: MatchRecord,
    moves: ReplayMove[],
    extras: WriteExtras = {},
  ): Promise<boolean> {
    // a join's seat and an idempotent answer are rows of their own: one transaction around the write
    if (extras.answer || extras.claim)
      return this.transaction((tx) => this.setStateIn(tx, prev, next, moves, extras));
    // every other write, the last one of a match included: one statement, with the writes of other
    // matches that are waiting for a statement slot at the same time (group commit)
    return guardOutage(() => this.moveWrites.submit(moveWrite(prev, next, moves, extras)));
  }

  /**
   * `setState` inside a transaction the caller runs (`transaction`): the same write, never the group
   * commit, so that the caller's other writes in `tx` commit with it or not at all (the writer rates a
   * rated match that ends in it). False, having written nothing, when another write got there first.
   */
  async setStateIn(
    tx: Tx,
    prev: WrittenFrom,
    next: MatchRecord,
    moves: ReplayMove[],
    extras: WriteExtras = {},
  ): Promise<boolean> {
    const db = clientOf(tx);
    const [won] = await db.$queryRaw<{ i: number }[]>(writeSql([moveWrite(prev, next, moves, extras)]));
    if (!won) return false;
    if (extras.answer) {
      const { key, view, expiresAt } = extras.answer;
      const response = view as unknown as Prisma.InputJsonObject;
      await db.idempotencyKey.upsert({
        where: { matchId_key: { matchId: prev.id, key } },
        create: { matchId: prev.id, key, response, expiresAt },
        update: { response, expiresAt },
      });
    }
    if (extras.claim) {
      const { seat, name, tokenHash, accountId } = extras.claim;
      await db.seat.update({
        where: { matchId_seat: { matchId: prev.id, seat } },
        data: { name, tokenHash, joinedAt: new Date(), ...(accountId ? { accountId } : {}) },
      });
    }
    return true;
  }

  /** Runs `run` in one transaction (committed if it returns, rolled back if it throws); outages as DomainError. */
  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return guardOutage(() => this.db.$transaction((client) => run(txOf(client))));
  }

  /**
   * One batch of the group commit as one statement: on `pg` as a named prepared statement where there
   * is a pool, else through Prisma. Whether each write took effect.
   */
  private async writeMoves(writes: MoveWrite[]): Promise<boolean[]> {
    const q = writeSql(writes);
    const pool = this.db.pool;
    const rows = pool
      ? (await pool.query<{ i: number }>({ name: 'cardroom_moves', text: q.text, values: q.values })).rows
      : await this.db.$queryRaw<{ i: number }[]>(q);
    const won = new Set(rows.map((r) => r.i));
    return writes.map((_, i) => won.has(i));
  }
}

/** The write of `next` over `prev`, as `writeSql` takes it. */
function moveWrite(
  prev: WrittenFrom,
  next: MatchRecord,
  moves: ReplayMove[],
  extras: WriteExtras,
): MoveWrite {
  return {
    prev,
    next,
    moves: moves.map((mv, i) => ({ seq: prev.moveCount + i + 1, seat: mv.seat, move: mv.move })),
    scores: extras.scores ?? [],
    outcome: extras.outcome ?? null,
    notice: `${prev.id}:${next.version}`,
    accountNotices: extras.accountNotices ?? [],
    // a resignation or an ending of the lifecycle changes columns the common move leaves alone
    ending: next.resigned.length !== prev.resigned.length || next.result !== prev.result,
  };
}

/**
 * Appends a new match's moves (numbered from 1), in chunks whose sizes are powers of two (137 moves:
 * 128 + 8 + 1). Prisma caches a query plan per query shape, and a `createMany` of n rows is a shape of
 * its own: in chunks, the number of bot moves a start played adds at most 13 shapes, not one per count
 * (the plan cache once grew by ~20 MB per 1,000 matches of bots; bench/memory.ts).
 */
async function appendMoves(
  db: Prisma.TransactionClient,
  matchId: string,
  moves: ReplayMove[],
  version: number,
): Promise<void> {
  const rows = moves.map((mv, i) => ({
    matchId,
    seq: i + 1,
    seat: mv.seat,
    move: mv.move as Prisma.InputJsonObject,
    version,
  }));
  for (let at = 0; at < rows.length;) {
    const size = 2 ** Math.floor(Math.log2(rows.length - at));
    await db.move.createMany({ data: rows.slice(at, at + size) });
    at += size;
  }
}
