/**
 * The matches feature's side of MATCH_OPENER (src/matches/match-opener.ts): a game's
 * rules and options, and an active match with every seat an account, created inside pairing's
 * transaction.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../domain-error';
import { newSeed } from '../engine/random';
import type { GameDefinition } from '../engine/types';
import { GameRegistry } from '../game-registry/game-registry';
import type { MatchOpener, OpenSpec } from './match-opener';
import type { Tx } from '../persistence/tx';
import { BotSteps } from './bot-steps';
import { botsOnly, newMatch } from './lifecycle';
import { BotsOnlyPlayer } from './bots-only-player';
import { type OptionsRequest, resolveMatchOptions, withAccountClock } from './match-options';
import type { SeatRecord } from './match-record';
import { MatchWriter } from './match-writer';
import { MatchEndings } from './match-endings.service';
import { MatchCaps } from './match-caps';

@Injectable()
export class MatchOpening implements MatchOpener {
  constructor(
    private readonly games: GameRegistry,
    private readonly writer: MatchWriter,
    private readonly bots: BotSteps,
    private readonly endings: MatchEndings,
    private readonly caps: MatchCaps,
    private readonly player: BotsOnlyPlayer,
  ) {}

  requireMatchRoom(account: { id: string; builtinBot?: string | null }, adding = 1): Promise<void> {
    return this.caps.requireRoom(account, adding);
  }

  resignAccount(gameId: string, matchId: string, accountId: string): Promise<boolean> {
    return this.endings.resignAccount(gameId, matchId, accountId);
  }

  definition(id: string): GameDefinition | undefined {
    return this.games.definition(id);
  }

  /** Every match it opens is between accounts: the accounts' turn clock unless the options name one. */
  resolveOptions(game: GameDefinition, body: OptionsRequest) {
    const r = resolveMatchOptions(game, body);
    return r.ok ? { ok: true as const, options: withAccountClock(body.options, r.options) } : r;
  }

  /**
   * An active match with every seat an account, created inside pairing's transaction. A match of bots
   * only starts without a move and is played in the background once `announce` is called (after the
   * commit), within the budget of `spec.owner`.
   */
  async open(tx: Tx, spec: OpenSpec): Promise<{ matchId: string; announce: () => Promise<void> }> {
    const game = this.games.definition(spec.game);
    if (!game) throw DomainError.notFound(`unknown game "${spec.game}"`);
    const seats: SeatRecord[] = spec.seats.map((s, seat) => ({
      seat,
      name: s.name,
      bot: s.bot,
      tokenHash: null,
      accountId: s.accountId,
    }));
    const now = new Date();
    const blank = newMatch(game, {
      id: randomUUID(),
      seed: spec.seed ?? newSeed(),
      options: spec.options,
      seats,
      createdAt: now,
      rated: spec.rated,
      sealed: spec.sealed,
    });
    // a match of bots only (a tournament of levels) is played once the caller's transaction has committed
    const hold = botsOnly(seats);
    const t = (await this.bots.next(game, blank, { kind: 'start', hold }, now))!;
    const announce = await this.writer.createIn(tx, game, t);
    if (!hold) return { matchId: t.record.id, announce };
    return {
      matchId: t.record.id,
      announce: async () => {
        await announce();
        this.player.play(t.record.id, spec.owner ?? null);
      },
    };
  }
}
