/**
 * Seeks (docs/api.md part 2): an account asks for a match of a game with a player count, options and a
 * rated flag; the server pairs it with compatible seeks (the same game, player count, options once
 * their defaults are filled in, and rated flag), oldest first, and creates the match.
 *
 * Pairing is one transaction: the oldest waiting compatible seeks are claimed with
 * `SELECT … FOR UPDATE SKIP LOCKED` (PostgreSQL's work-queue pattern), the match is created, and the
 * seeks are marked matched, so no seek is ever paired twice, whichever instances pair at once. A pass
 * that found too few unlocked seeks while enough are waiting (another pass held some) tries again
 * shortly, and every instance also sweeps the waiting seeks every EXPIRY_SWEEP_MS, so a pairing missed
 * that way is only delayed. One account is never paired with itself.
 *
 * Seeks never hang for want of players (docs/api.md "Built-in opponents"): a seek still waiting
 * `fillAfterSeconds` after its creation (default SEEK_FILL_AFTER_SECONDS, 30; null: accounts only) is
 * filled by the sweep with the built-in account `fillWith` (default `basic-bot`) in every seat the
 * other waiting seeks of its pool do not take. A fill holds its pool's advisory lock and claims the
 * seeks with `FOR UPDATE SKIP LOCKED` in the transaction that creates the match, so one instance fills
 * a pool at a time and each seek once.
 */
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Account } from '../accounts/accounts.service';
import { DomainError } from '../domain-error';
import { Sweeper } from '../sweeper';
import { EXPIRY_SWEEP_MS } from './challenges.service';
import { MATCH_OPENER, type MatchOpener, type OpenSeat } from '../matches/match-opener';
import { botAccountName } from '../engine/bot-levels';
import type { GameDefinition } from '../engine/types';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import { PairingStore } from './pairing.store';
import type { Pool, SeekRow } from './seeks.store';
import {
  canonicalJson,
  type CreateSeek,
  DEFAULT_FILL_WITH,
  type SeekBody,
  seekBody,
  shuffle,
} from './seek-body';
import { range, seatsOf } from '../engine/names';

export const SEEK_TTL_SECONDS = 3600;
/** Claim at most this many candidates per pass (enough to find distinct accounts). */
const CANDIDATES = 64;
const RETRIES = 20;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SeeksService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper = new Sweeper('seek sweep', EXPIRY_SWEEP_MS, () => this.sweepOnce());

  constructor(
    private readonly store: PairingStore,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'seekFillAfterSeconds'>,
  ) {}

  onModuleInit(): void {
    void this.sweeper.start();
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
  }

  async create(account: Account, gameId: string, body: CreateSeek): Promise<SeekBody> {
    const game = this.opener.definition(gameId);
    if (!game) throw DomainError.notFound(`no game ${JSON.stringify(gameId.slice(0, 40))}`);
    const players = body.players ?? game.minPlayers;
    if (players < game.minPlayers || players > game.maxPlayers) {
      throw DomainError.badRequest(seatsOf(game), { players: range(game.minPlayers, game.maxPlayers) });
    }
    const opts = this.opener.resolveOptions(game, body);
    if (!opts.ok) throw DomainError.badRequest('invalid options', opts.details);
    const fill = await this.fillOf(game, body);
    await this.opener.requireMatchRoom(account);
    const now = Date.now();
    const seek = await this.store.createSeek({
      id: randomUUID(),
      game: game.id,
      accountId: account.id,
      players,
      options: opts.options,
      optionsKey: canonicalJson(opts.options),
      rated: body.rated ?? false,
      expiresAt: new Date(now + SEEK_TTL_SECONDS * 1000),
      createdAt: new Date(now),
      fillAt: fill ? new Date(now + fill.seconds * 1000) : null,
      fillWithId: fill?.accountId ?? null,
    });
    await this.pairPool(seek);
    return seekBody(await this.store.seekOrThrow(seek.id));
  }

  /** The seek's fill: the built-in account and the wait, or null to wait for accounts only (400 for a wrong name). */
  private async fillOf(
    game: GameDefinition,
    body: CreateSeek,
  ): Promise<{ accountId: string; seconds: number } | null> {
    const seconds =
      body.fillAfterSeconds === undefined ? this.config.seekFillAfterSeconds : body.fillAfterSeconds;
    const name = body.fillWith === undefined ? DEFAULT_FILL_WITH : body.fillWith;
    if (seconds === null || name === null) return null;
    const bot = await this.store.accountByNameKey(name.toLowerCase());
    if (!bot?.builtinBot || !Object.hasOwn(game.bots, bot.builtinBot)) {
      const levels = Object.keys(game.bots).map(botAccountName).join(', ');
      throw DomainError.badRequest('fillWith names no built-in bot of this game', {
        fillWith: `one of ${levels}, or null to wait for accounts only`,
      });
    }
    return { accountId: bot.id, seconds };
  }

  async get(account: Account, id: string): Promise<SeekBody> {
    return seekBody(await this.own(account, id));
  }

  /** Cancels a waiting seek (a repeat answers the same); a matched one is 409. */
  async cancel(account: Account, id: string): Promise<SeekBody> {
    await this.own(account, id);
    const done = await this.store.cancelWaitingSeek(id);
    const s = await this.store.seekOrThrow(id);
    if (!done && s.status !== 'canceled')
      throw DomainError.conflict(`the seek is ${seekBody(s).status}`, 'seek-closed');
    return seekBody(s);
  }

  private async own(account: Account, id: string): Promise<SeekRow> {
    const s = UUID_RE.test(id) ? await this.store.seek(id) : null;
    // another account's seek is not found: seeks are private to their seeker
    if (!s || s.accountId !== account.id)
      throw DomainError.notFound(`no seek ${JSON.stringify(id.slice(0, 40))} of yours`);
    return s;
  }

  /** Pairs the pool of a seek until it has too few waiting seeks, retrying passes that were crowded out. */
  async pairPool(pool: Pool): Promise<void> {
    for (let attempt = 0; attempt < RETRIES && !this.sweeper.closed; attempt++) {
      const r = await this.pairOnce(pool);
      if (r === 'paired') {
        attempt = -1; // more may be waiting
        continue;
      }
      if (r === 'none') return;
      await sleep(5 + randomInt(20 * (attempt + 1))); // 'crowded': another pass holds some; try again
    }
  }

  /**
   * One pass: claim the oldest waiting seeks of the pool (skipping those another pass holds), pick the
   * first `players` of distinct accounts and create their match, all in one transaction.
   */
  private async pairOnce(pool: Pool): Promise<'paired' | 'none' | 'crowded'> {
    const result = await this.store.transaction(async (tx) => {
      const rows = await tx.claimWaitingSeeks(pool, CANDIDATES);
      const picked: { id: string; account_id: string }[] = [];
      const seen = new Set<string>();
      for (const r of rows) {
        if (seen.has(r.account_id)) continue;
        seen.add(r.account_id);
        picked.push(r);
        if (picked.length === pool.players) break;
      }
      if (picked.length < pool.players) return null;
      const seeks = await tx.seeksWithAccounts(picked.map((p) => p.id));
      const byId = new Map(seeks.map((s) => [s.id, s]));
      const order = shuffle(picked.map((p) => byId.get(p.id)!));
      const opened = await tx.openMatch(this.opener, {
        game: pool.game,
        options: order[0].options as Record<string, unknown>,
        rated: pool.rated,
        seats: order.map((s) => ({
          accountId: s.accountId,
          name: s.account.name,
          bot: s.account.builtinBot,
        })),
      });
      for (const [seat, s] of order.entries()) await tx.markSeekMatched(s.id, opened.matchId, seat);
      return opened;
    });
    if (result) {
      await result.announce();
      return 'paired';
    }
    // too few free: are enough waiting (some held by a concurrent pass that may fail to pair them)?
    const waiting = await this.store.waitingAccountsIn(pool);
    return waiting >= pool.players ? 'crowded' : 'none';
  }

  /**
   * Fills the seeks whose wait is over: each in its own transaction, claimed with SKIP LOCKED (another
   * instance's sweep skips it), with the other waiting seeks of its pool and the built-in account in
   * the seats left. Returns how many matches it created.
   */
  async fillDue(): Promise<number> {
    const due = await this.store.dueSeeks(CANDIDATES);
    let filled = 0;
    for (const { id } of due) if (!this.sweeper.closed && (await this.fillOne(id))) filled++;
    return filled;
  }

  private async fillOne(id: string): Promise<boolean> {
    const opened = await this.store.transaction(async (tx) => {
      const pool = await tx.seekPool(id);
      if (pool?.status !== 'waiting') return null;
      // one fill per pool at a time (fills racing on a pool would split its seekers between bot matches);
      // the pool's waiting seeks, oldest first, skipping those a pairing pass holds
      const rows = await tx.claimPoolForFill(pool, CANDIDATES);
      if (!rows) return null;
      const first = rows.find((r) => r.due);
      if (!first) return null;
      const picked = [first.id];
      const accounts = new Set([first.account_id]);
      for (const r of rows) {
        if (picked.length >= pool.players) break;
        if (accounts.has(r.account_id)) continue;
        accounts.add(r.account_id);
        picked.push(r.id);
      }
      const seeks = await tx.seeksWithAccountsAndFill(picked);
      const byId = new Map(seeks.map((x) => [x.id, x]));
      const due = byId.get(first.id)!;
      const bot = due.fillWith!;
      const seats: ({ seekId: string | null } & OpenSeat)[] = picked.map((sid) => {
        const x = byId.get(sid)!;
        return { seekId: x.id, accountId: x.accountId, name: x.account.name, bot: x.account.builtinBot };
      });
      while (seats.length < pool.players)
        seats.push({ seekId: null, accountId: bot.id, name: bot.name, bot: bot.builtinBot });
      shuffle(seats);
      const match = await tx.openMatch(this.opener, {
        game: pool.game,
        options: due.options as Record<string, unknown>,
        rated: pool.rated,
        seats,
      });
      for (const [seat, x] of seats.entries()) {
        if (x.seekId) await tx.markSeekMatched(x.seekId, match.matchId, seat);
      }
      return match;
    });
    if (!opened) return false;
    await opened.announce();
    return true;
  }

  /** Expires old seeks, pairs every pool with enough waiting seeks (missed pairings, restarts), fills the due ones. */
  async sweep(): Promise<void> {
    await this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    await this.store.expireSeeks();
    const pools = await this.store.poolsReady();
    for (const p of pools) await this.pairPool(p);
    await this.fillDue();
  }
}
