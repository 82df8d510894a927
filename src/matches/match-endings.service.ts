/**
 * How a match ends other than by its rules (docs/api.md "Ending a match early", "Turn clocks"): a seat
 * resigns (or an account's seat is resigned for it, a tournament withdrawal), a seat's turn clock runs
 * out (its timeout move, played by the turn clock's sweep), an open match nobody joined is abandoned.
 * Each is a lifecycle step (lifecycle.ts) written like a move: guarded by the match's version, retried
 * against the new state when another write won.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { APP_CONFIG } from '../tokens';
import { BotSteps } from './bot-steps';
import { MatchCaller } from './match-caller';
import { buildView, type MatchView } from './match-record';
import { MatchWriter } from './match-writer';
import { MatchesService, MAX_RETRIES } from './matches.service';

@Injectable()
export class MatchEndings {
  constructor(
    private readonly matches: MatchesService,
    private readonly caller: MatchCaller,
    private readonly writer: MatchWriter,
    private readonly bots: BotSteps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Plays the timeout move of every seat whose clock ran out (all the seats in `toAct`: several in a
   * simultaneous phase), then the bots. Returns true when moves were applied.
   */
  async playTimeout(gameId: string, id: string): Promise<boolean> {
    const game = this.matches.game(gameId);
    const m = await this.matches.load(gameId, id);
    const t = await this.bots.next(game, m, { kind: 'timeout' }, new Date());
    return t !== null && this.writer.write(m, t);
  }

  /**
   * The caller's seat resigns (docs/api.md "Ending a match early"): with two sides the match finishes
   * and the other side wins; with more the seat is out and its timeout moves are played for it.
   */
  async resign(gameId: string, id: string, token: string | undefined): Promise<MatchView> {
    const game = this.matches.game(gameId);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.matches.load(gameId, id);
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
    const game = this.matches.game(gameId);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const m = await this.matches.load(gameId, id);
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
    const game = this.matches.game(gameId);
    const m = await this.matches.load(gameId, id);
    const step = { kind: 'abandon' as const, ttlSeconds: this.config.openMatchTtlSeconds };
    const t = await this.bots.next(game, m, step, new Date());
    return t !== null && this.writer.write(m, t);
  }
}
