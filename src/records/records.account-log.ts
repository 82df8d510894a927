/**
 * The account stream's match events from the database (the accounts feature's port ACCOUNT_MATCH_LOG):
 * the first picture (a `yourTurn` for every active match waiting for the account, with the seat's view
 * as GET answers it) and, when a client resumes with the cursor of its last event, every `yourTurn`
 * (and `matchStart`, `matchFinish`) it missed, each match's in order, rebuilt from the move log like
 * `?atVersion=` (RecordsService.seatViewsSince). The cursor holds versions, read from the database by
 * any instance, so a stream resumes on any of them.
 */
import { Injectable } from '@nestjs/common';
import type { AccountEvent } from '../accounts/account-events';
import type { AccountMatchLog, MatchCursor } from '../accounts/account-picture';
import type { GameDefinition } from '../engine/types';
import { GameRegistry } from '../game-registry/game-registry';
import { matchResult } from '../matches/lifecycle';
import { buildView, type MatchRecord } from '../matches/match-record';
import { MatchStore } from '../persistence/match-store';
import { RecordsService } from './records.service';

@Injectable()
export class AccountMatchEvents implements AccountMatchLog {
  constructor(
    private readonly store: MatchStore,
    private readonly games: GameRegistry,
    private readonly records: RecordsService,
  ) {}

  async eventsSince(
    accountId: string,
    known: MatchCursor | null,
  ): Promise<{ events: AccountEvent[]; versions: Map<string, number> }> {
    const events: AccountEvent[] = [];
    const versions = new Map<string, number>();
    for (const m of await this.store.activeMatchesOf(accountId)) {
      versions.set(m.id, m.version);
      const game = this.games.definition(m.game);
      if (!game) continue;
      const seats = seatsOf(m, accountId);
      if (known === null) {
        events.push(...this.turnsNow(game, m, seats));
        continue;
      }
      const after = known.get(m.id);
      if (after === undefined)
        for (const seat of seats) events.push({ type: 'matchStart', game: m.game, matchId: m.id, seat });
      events.push(...(await this.turnsAfter(game, m, seats, after ?? -1)));
    }
    // matches the client knew that are no longer active: what it missed of them, and their finish
    for (const [id, after] of known ?? []) {
      if (versions.has(id)) continue;
      const m = await this.store.fetch(id);
      const game = m && this.games.definition(m.game);
      if (!m || !game || m.status !== 'finished') continue;
      const seats = seatsOf(m, accountId);
      events.push(...(await this.turnsAfter(game, m, seats, after)));
      const result = matchResult(game, m);
      for (const seat of seats)
        events.push({ type: 'matchFinish', game: m.game, matchId: m.id, seat, result });
    }
    return { events, versions };
  }

  /** The picture's `yourTurn`s: the current version, for each seat of the account to act. */
  private turnsNow(game: GameDefinition, m: MatchRecord, seats: number[]): AccountEvent[] {
    const toAct = game.toAct(m.state);
    return seats
      .filter((seat) => toAct.includes(seat))
      .map((seat) => ({
        type: 'yourTurn' as const,
        game: m.game,
        matchId: m.id,
        seat,
        version: m.version,
        deadline: m.deadline ? m.deadline.toISOString() : null,
        view: buildView(game, m, seat),
      }));
  }

  /** Every `yourTurn` after version `after`, in version order (seats of one version in seat order). */
  private async turnsAfter(
    game: GameDefinition,
    m: MatchRecord,
    seats: number[],
    after: number,
  ): Promise<AccountEvent[]> {
    if (m.version <= after) return [];
    const turns: (AccountEvent & { type: 'yourTurn' })[] = [];
    for (const seat of seats)
      for (const view of await this.records.seatViewsSince(m, seat, after))
        if (view.status === 'active' && view.toAct.includes(seat))
          turns.push({
            type: 'yourTurn',
            game: m.game,
            matchId: m.id,
            seat,
            version: view.version,
            deadline: view.deadline,
            view,
          });
    return turns.sort((a, b) => a.version - b.version || a.seat - b.seat);
  }
}

/** The seats of the account that play through the API (as match-accounts.ts `listening`). */
function seatsOf(m: MatchRecord, accountId: string): number[] {
  return m.seats.filter((s) => s.accountId === accountId && s.bot === null).map((s) => s.seat);
}
