/**
 * The matches feature's part of the account stream's first picture (the accounts feature's port
 * ACCOUNT_PICTURE_PARTS, accounts/account-picture.ts): a `yourTurn` for every active match waiting
 * for the account, with the seat's view built from the stored record (as GET answers it), as the
 * write's own `yourTurn` carries it (match-accounts.ts).
 */
import { Injectable } from '@nestjs/common';
import type { AccountEvent } from '../accounts/account-events';
import type { AccountPicturePart } from '../accounts/account-picture';
import { GameRegistry } from '../games/game-registry';
import { MatchStore } from '../persistence/match-store';
import { buildView } from './match-record';

@Injectable()
export class YourTurnPicture implements AccountPicturePart {
  constructor(
    private readonly store: MatchStore,
    private readonly games: GameRegistry,
  ) {}

  async pictureOf(accountId: string): Promise<AccountEvent[]> {
    const rows = await this.store.activeMatchesOf(accountId);
    return rows.flatMap((m) => {
      const game = this.games.definition(m.game);
      if (!game) return [];
      const toAct = game.toAct(m.state);
      return m.seats
        .filter((s) => s.accountId === accountId && s.bot === null && toAct.includes(s.seat))
        .map((s) => ({
          type: 'yourTurn' as const,
          game: m.game,
          matchId: m.id,
          seat: s.seat,
          version: m.version,
          deadline: m.deadline ? m.deadline.toISOString() : null,
          view: buildView(game, m, s.seat),
        }));
    });
  }
}
