/**
 * Gauntlets (docs/api.md "Gauntlets", docs/evaluation.md): an account meets each built-in level in turn,
 * weakest first, one series per level, each deal once (a new seed every deal, the account's seat turning
 * deal by deal); the server plays each deal again in-process with the level in the account's seat (the
 * control) once the account's match of it has finished, and rates the account on the game's fixed scale.
 *
 * This service creates and reads gauntlets (the body, the lists, the leaderboard, the certificate);
 * GauntletRunner (gauntlet-runner.ts) moves them on: it settles each finished deal with its control and
 * advances the gauntlet under its row lock.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/accounts.service';
import { DomainError } from '../domain-error';
import { newSeed } from '../engine/random';
import type { GameDefinition } from '../engine/types';
import { buildCertificate, type GauntletCertificate } from './certificate';
import type { StopWhen } from './estimate';
import {
  type DealFacts,
  type GauntletBody,
  type GauntletFacts,
  gauntletView,
  type GauntletSummary,
  type LevelDone,
  summaryOf,
} from './gauntlet-view';
import { GauntletsStore, type GauntletRow } from './gauntlets.store';
import { currentScale, type GauntletScale, newestScale, scaleVersion } from './scale';
import { GauntletGames } from './gauntlet-games';

export const GAUNTLET_MAX_DEALS_PER_LEVEL = 2_000;
export const GAUNTLET_DEFAULT_DEALS_PER_LEVEL = 200;
export const GAUNTLET_MAX_CONCURRENCY = 32;
/** Gauntlets an account may run at once (each is many matches). */
export const GAUNTLET_MAX_RUNNING_PER_ACCOUNT = 2;
/** The turn clock of a gauntlet match when the creator sets none. */
export const GAUNTLET_DEFAULT_TURN_SECONDS = 60;

export interface CreateGauntlet {
  levels?: string[];
  dealsPerLevel?: number;
  stopWhen?: StopWhen;
  options?: Record<string, unknown>;
  preset?: string;
  concurrency?: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored row as the view reads it. */
export function factsOf(g: GauntletRow): GauntletFacts {
  return {
    id: g.id,
    game: g.game,
    account: g.account.name,
    status: g.status,
    levels: g.levels,
    dealsPerLevel: g.dealsPerLevel,
    stopWhen: (g.stopWhen ?? null) as StopWhen,
    options: g.options as Record<string, unknown>,
    preset: g.preset,
    concurrency: g.concurrency,
    scaleVersion: g.scaleVersion,
    levelIndex: g.levelIndex,
    levelsDone: g.levelsDone as unknown as LevelDone[],
    result: (g.result ?? null) as GauntletFacts['result'],
    createdAt: g.createdAt,
    finishedAt: g.finishedAt,
  };
}

@Injectable()
export class GauntletsService {
  constructor(
    private readonly store: GauntletsStore,
    private readonly games: GauntletGames,
  ) {}

  /** Checks and stores a new gauntlet; the runner opens its first deals. */
  async create(account: Account, gameId: string, body: CreateGauntlet): Promise<string> {
    const game = this.games.definition(gameId);
    if (!game) throw DomainError.notFound(`unknown game ${JSON.stringify(gameId.slice(0, 40))}`);
    const ladder = Object.keys(game.bots);
    const levels = body.levels ?? ladder;
    const unknown = levels.map((l, i) => [i, l] as const).filter(([, l]) => !ladder.includes(l));
    if (unknown.length)
      throw DomainError.badRequest(
        'unknown level',
        Object.fromEntries(
          unknown.map(([i, l]) => [
            `levels.${i}`,
            `${JSON.stringify(l)} is not a level of ${game.name}: ${ladder.join(', ')}`,
          ]),
        ),
      );
    if (new Set(levels).size !== levels.length)
      throw DomainError.badRequest('a level is named twice', { levels: 'name each level once' });
    const seats = this.games.seats(game);
    const dealsPerLevel = body.dealsPerLevel ?? GAUNTLET_DEFAULT_DEALS_PER_LEVEL;
    if (!Number.isInteger(dealsPerLevel) || dealsPerLevel < 1 || dealsPerLevel > GAUNTLET_MAX_DEALS_PER_LEVEL)
      throw DomainError.badRequest('invalid dealsPerLevel', {
        dealsPerLevel: `an integer from 1 to ${GAUNTLET_MAX_DEALS_PER_LEVEL}`,
      });
    const concurrency = body.concurrency ?? seats;
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > GAUNTLET_MAX_CONCURRENCY)
      throw DomainError.badRequest('invalid concurrency', {
        concurrency: `an integer from 1 to ${GAUNTLET_MAX_CONCURRENCY}`,
      });
    const stopWhen = body.stopWhen === undefined ? 'decided' : body.stopWhen;
    const { options, preset } = this.options(game, body);
    const scale = currentScale(game.id, options);
    if ((await this.store.runningCountOf(account.id)) >= GAUNTLET_MAX_RUNNING_PER_ACCOUNT)
      throw DomainError.conflict(
        `an account runs at most ${GAUNTLET_MAX_RUNNING_PER_ACCOUNT} gauntlets at once: wait for one to finish or cancel it`,
        'too-many-gauntlets',
      );
    const id = randomUUID();
    await this.store.createGauntlet({
      id,
      game: game.id,
      accountId: account.id,
      levels,
      // whole rotations: the account holds every seat equally often
      dealsPerLevel: Math.ceil(dealsPerLevel / seats) * seats,
      stopWhen,
      options,
      preset,
      concurrency,
      seed: newSeed(),
      scaleVersion: scale?.version ?? null,
    });
    return id;
  }

  /**
   * The match options: a preset's, then `options` over them; with neither, the options of the game's
   * newest scale (so that a gauntlet is rated by default); the turn clock added.
   */
  private options(
    game: GameDefinition,
    body: CreateGauntlet,
  ): { options: Record<string, unknown>; preset: string | null } {
    // with neither options nor a preset: the options of the game's newest scale, so that it is rated
    const scale = body.preset === undefined && body.options === undefined ? newestScale(game.id) : null;
    const preset = scale ? (scale.preset ?? undefined) : body.preset;
    const opts = this.games.resolveOptions(game, { preset, options: scale ? scale.options : body.options });
    if (!opts.ok) throw DomainError.badRequest('invalid options', opts.details);
    return {
      options: { ...opts.options, turnSeconds: opts.options.turnSeconds ?? GAUNTLET_DEFAULT_TURN_SECONDS },
      preset: preset ?? null,
    };
  }

  async get(id: string): Promise<GauntletBody> {
    const g = await this.load(id);
    const game = this.games.definition(g.game)!;
    const deals = await this.store.deals(id);
    return gauntletView(
      factsOf(g),
      deals as DealFacts[],
      this.games.seats(game),
      this.scaleOf(g),
      this.games.bigBlind(game, g.options),
    );
  }

  async certificate(id: string): Promise<GauntletCertificate> {
    const g = await this.load(id);
    if (g.status !== 'finished')
      throw DomainError.conflict(
        `the gauntlet is ${g.status}: a certificate is issued once it has finished`,
        'not-finished',
      );
    const game = this.games.definition(g.game)!;
    const deals = await this.store.deals(id);
    return buildCertificate({
      facts: factsOf(g),
      seed: g.seed,
      deals: deals as DealFacts[],
      seats: this.games.seats(game),
      scale: this.scaleOf(g),
      server: this.games.server(),
      bigBlind: this.games.bigBlind(game, g.options),
    });
  }

  /** The owner cancels: no new deal starts; the matches in flight finish. */
  async cancel(account: Account, id: string): Promise<GauntletBody> {
    await this.store.transaction(async (tx) => {
      const status = UUID_RE.test(id) ? await tx.lockGauntlet(id) : null;
      const g = status ? await tx.gauntlet(id) : null;
      if (!g) throw DomainError.notFound(`no gauntlet ${JSON.stringify(id.slice(0, 40))}`);
      if (g.accountId !== account.id)
        throw DomainError.forbidden('only the gauntlet’s account can cancel it');
      if (g.status === 'canceled') return;
      if (g.status !== 'running') throw DomainError.conflict(`the gauntlet is ${g.status}`, 'gauntlet-over');
      await tx.cancel(id);
    });
    return this.get(id);
  }

  /** An account's gauntlets, newest first. */
  async listFor(accountId: string, limit: number, after: { createdAt: Date; id: string } | null) {
    const rows = await this.store.gauntletsOf(accountId, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((g) => summaryOf(factsOf(g))),
      next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  }

  /** The account's best finished gauntlet per game (on each game's newest scale it has a rating on). */
  async bestOf(accountId: string): Promise<GauntletSummary[]> {
    const rows = await this.store.bestOf(accountId);
    const seen = new Set<string>();
    return rows.filter((g) => !seen.has(g.game) && seen.add(g.game)).map((g) => summaryOf(factsOf(g)));
  }

  /** Each account's best finished gauntlet of the game on a scale version (default: the newest). */
  async leaderboard(gameId: string, version: number | undefined, limit: number, offset: number) {
    const game = this.games.definition(gameId);
    if (!game) throw DomainError.notFound(`unknown game ${JSON.stringify(gameId.slice(0, 40))}`);
    const scale = version === undefined ? newestScale(game.id) : scaleVersion(game.id, version);
    if (!scale)
      throw version === undefined
        ? DomainError.notFound(`${game.name} has no gauntlet scale yet`)
        : DomainError.badRequest('unknown scale version', {
            scaleVersion: `no version ${version} of ${game.name}'s scale`,
          });
    const rows = await this.store.best(game.id, scale.version, limit + 1, offset);
    return {
      game: game.id,
      scaleVersion: scale.version,
      anchors: scale.anchors,
      items: rows.slice(0, limit).map((g, i) => ({ rank: offset + i + 1, ...summaryOf(factsOf(g)) })),
      more: rows.length > limit,
    };
  }

  private scaleOf(g: GauntletRow): GauntletScale | null {
    return g.scaleVersion === null ? null : scaleVersion(g.game, g.scaleVersion);
  }

  private async load(id: string): Promise<GauntletRow> {
    const g = UUID_RE.test(id) ? await this.store.gauntlet(id) : null;
    if (!g) throw DomainError.notFound(`no gauntlet ${JSON.stringify(id.slice(0, 40))}`);
    return g;
  }
}
