/**
 * The match store: a match with its seats, read in one round trip (the move path's read: Prisma's raw
 * SQL, a named prepared statement on PostgreSQL), the active matches of an account, and the watch lease
 * of match events. Its writes are src/persistence/match-writes.ts; the lobby, the move log and the
 * idempotent answers match-lists.ts; the sweeps' queries match-sweeps.ts.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { guardOutage } from './database-errors';
import type { MatchRecord } from './match-types';
import { PrismaService } from './prisma.service';

/** The LISTEN/NOTIFY channel: a write notifies it in the same statement (see src/matches/match-events.ts). */
export const MATCH_CHANNEL = 'cardroom_match';

/** The match and its seats in one round trip (the hot path's read), typed by the generated models. */
const fetchSql = (id: string) => Prisma.sql`
  SELECT m.id, m.game, m.status::text AS status, m.options, m.seed, m.seed_hash AS "seedHash", m.state, m.version,
         m.move_count AS "moveCount", m.deadline, m.created_at AS "createdAt", m.rated, m.sealed, m.updated_at AS "updatedAt", m.resigned, m.result,
         (SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'bot', s.bot, 'tokenHash', s.token_hash, 'accountId', s.account_id) ORDER BY s.seat)
            FROM "seat" s WHERE s.match_id = m.id) AS seats
  FROM "match" m WHERE m.id = ${id}::uuid`;

/** Extends the watch lease of the given matches to `ms` from now, by the database's clock (never shortens one). */
const watchSql = (ids: string[], ms: number) => Prisma.sql`
  UPDATE "match" SET watched_until = now() + ${ms}::int * interval '1 millisecond'
  WHERE id = ANY(${ids}::uuid[]) AND (watched_until IS NULL OR watched_until < now() + ${ms}::int * interval '1 millisecond')`;

const UUID = '00000000-0000-0000-0000-000000000000';

/** A match's columns and its seats as the model API selects them (`MatchRecord`). */
const RECORD_SELECT = {
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
  sealed: true,
  seats: {
    orderBy: { seat: 'asc' },
    select: { seat: true, name: true, bot: true, tokenHash: true, accountId: true },
  },
} satisfies Prisma.MatchSelect;

@Injectable()
export class MatchStore implements OnModuleInit {
  /** The move path's read as built here (bench/move-write.ts runs the same text through `pg`). */
  static readonly statements = { fetch: fetchSql };

  constructor(private readonly db: PrismaService) {}

  onModuleInit(): void {
    // the match load is parsed and planned once per connection (PostgreSQL)
    this.db.prepare('cardroom_fetch', fetchSql(UUID).text);
  }

  /** The match with its seats, or null. */
  async fetch(id: string): Promise<MatchRecord | null> {
    const [row] = await guardOutage(() => this.db.$queryRaw<MatchRecord[]>(fetchSql(id)));
    return row ?? null;
  }

  /** The active matches with a seat of this account (for its event stream's first picture). */
  activeMatchesOf(accountId: string): Promise<MatchRecord[]> {
    return guardOutage(
      () =>
        this.db.match.findMany({
          where: { status: 'active', seats: { some: { accountId } } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: RECORD_SELECT,
        }) as Promise<MatchRecord[]>,
    );
  }

  /** How many open or active matches hold a seat of this account (its cap, match-caps.ts). */
  liveMatchCount(accountId: string): Promise<number> {
    return guardOutage(() =>
      this.db.match.count({ where: { status: { in: ['open', 'active'] }, seats: { some: { accountId } } } }),
    );
  }

  /** Extends the watch lease of these matches (their writes notify other instances until then). */
  async watch(ids: string[], ms: number): Promise<void> {
    await guardOutage(() => this.db.$executeRaw(watchSql(ids, ms)));
  }
}
