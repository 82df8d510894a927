/**
 * The matches feature's side of pairing's port (MATCH_OPENER, src/pairing/match-opener.ts): a game's
 * rules and options, and an active match with every seat an account, created inside pairing's
 * transaction.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../domain-error';
import { resolveOptions } from '../engine/options';
import { newSeed } from '../engine/random';
import type { GameDefinition } from '../engine/types';
import type { Prisma } from '../generated/prisma/client';
import { GameRegistry } from '../games/game-registry';
import type { MatchOpener, OpenSpec } from '../pairing/match-opener';
import { BotSteps } from './bot-steps';
import { newMatch } from './lifecycle';
import { matchOptionsSchema } from './match-options';
import type { SeatRecord } from './match-record';
import { MatchWriter } from './match-writer';
import { MatchesService } from './matches.service';

@Injectable()
export class MatchOpening implements MatchOpener {
  constructor(
    private readonly games: GameRegistry,
    private readonly writer: MatchWriter,
    private readonly bots: BotSteps,
    private readonly matches: MatchesService,
  ) {}

  resignAccount(gameId: string, matchId: string, accountId: string): Promise<boolean> {
    return this.matches.resignAccount(gameId, matchId, accountId);
  }

  definition(id: string): GameDefinition | undefined {
    return this.games.definition(id);
  }

  resolveOptions(game: GameDefinition, input: unknown) {
    return resolveOptions<Record<string, unknown>>(matchOptionsSchema(game), input);
  }

  /**
   * An active match with every seat an account, created inside pairing's transaction; if it is over at
   * once (bots only) and rated, its ratings are written in the same transaction.
   */
  async open(
    tx: Prisma.TransactionClient,
    spec: OpenSpec,
  ): Promise<{ matchId: string; announce: () => Promise<void> }> {
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
    });
    const t = (await this.bots.next(game, blank, { kind: 'start' }, now))!;
    return { matchId: t.record.id, announce: await this.writer.createIn(tx, game, t) };
  }
}
