/**
 * Tournaments (docs/api.md part 3, "Tournaments"): create, list, read, join (an account with its key;
 * the creator may also enter the game's built-in levels when bots are allowed), withdraw, start,
 * cancel, the results export and an account's tournaments. The course of a running tournament (its
 * rounds, their matches, the finish) belongs to the runner (tournament-runner.ts).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/accounts.service';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';
import { botAccountName } from '../engine/bot-levels';
import { newSeed } from '../engine/random';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { APP_CONFIG } from '../tokens';
import { byePoints, tablePointsOf, type CourseGame, type Format } from './course';
import type { ResultRow } from './tournament-results';
import { TournamentRunner } from './tournament-runner';
import type { TournamentEvent } from './tournament-events';
import {
  bodyOf,
  courseGame,
  namesOf,
  standingsBody,
  summaryOf,
  teamsOf,
  type TournamentBody,
  type TournamentStatus,
  type TournamentSummary,
} from './tournament-view';
import { TournamentsStore, type TournamentRow } from './tournaments.store';

/** The turn clock of tournament matches unless `options.turnSeconds` says otherwise. */
export const DEFAULT_TURN_SECONDS = 60;
export const MAX_TOURNAMENT_PLAYERS = 256;
export const MAX_SWISS_ROUNDS = 50;

export interface CreateTournament {
  game: string;
  preset?: string;
  format: Format;
  rounds?: number;
  tableSize?: number;
  gamesPerPairing?: number;
  options?: Record<string, unknown>;
  rated?: boolean;
  duplicateDeals?: boolean;
  botsAllowed?: boolean;
  minPlayers?: number;
  maxPlayers?: number;
  startsAt?: string | null;
}

export interface ListTournaments {
  status?: TournamentStatus;
  game?: string;
  limit: number;
  after: { createdAt: Date; id: string } | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TournamentsService {
  private readonly logger = new Logger('Tournaments');

  constructor(
    private readonly store: TournamentsStore,
    private readonly runner: TournamentRunner,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'maxRunningTournamentsPerAccount'>,
  ) {}

  async create(account: Account, body: CreateTournament): Promise<TournamentBody> {
    const game = this.opener.definition(body.game);
    if (!game) throw DomainError.notFound(`no game ${JSON.stringify(body.game.slice(0, 40))}`);
    const problems: Record<string, string> = {};
    const tableSize = body.tableSize ?? game.minPlayers;
    if (tableSize < game.minPlayers || tableSize > game.maxPlayers)
      problems.tableSize = `${game.id} seats ${game.minPlayers} to ${game.maxPlayers} players at a table`;
    if (body.format === 'round-robin' && tableSize !== 2)
      problems.format = 'a round robin is played at tables of two; use swiss for larger tables';
    if (body.format === 'swiss' && body.rounds === undefined)
      problems.rounds = 'a Swiss tournament needs its number of rounds';
    if (body.format === 'round-robin' && body.rounds !== undefined)
      problems.rounds = 'a round robin has as many rounds as its players need (leave rounds out)';
    if (body.duplicateDeals) {
      if (body.format !== 'swiss' || (body.gamesPerPairing ?? 1) < 2)
        problems.duplicateDeals =
          "duplicate deals replay a deal at a Swiss table's games: format swiss with gamesPerPairing 2 or more";
      if (body.rated)
        problems.rated =
          "a tournament with duplicate deals is never rated: a player who played one side of a deal knows the other side's cards";
    }
    const minPlayers = body.minPlayers ?? tableSize;
    const maxPlayers = body.maxPlayers ?? 64;
    if (minPlayers < game.minPlayers)
      problems.minPlayers = `at least ${game.minPlayers}: a table of ${game.id} seats that many`;
    if (maxPlayers < minPlayers) problems.maxPlayers = 'at least minPlayers';
    if (maxPlayers > MAX_TOURNAMENT_PLAYERS) problems.maxPlayers = `at most ${MAX_TOURNAMENT_PLAYERS}`;
    let startsAt: Date | null = null;
    if (body.startsAt != null) {
      startsAt = new Date(body.startsAt);
      if (Number.isNaN(startsAt.getTime())) problems.startsAt = 'an ISO 8601 date-time, or null';
    }
    const input = { ...(body.options ?? {}) };
    if (input.turnSeconds === undefined) input.turnSeconds = DEFAULT_TURN_SECONDS;
    const opts = this.opener.resolveOptions(game, { preset: body.preset, options: input });
    if (!opts.ok) Object.assign(problems, opts.details);
    else if (opts.options.turnSeconds === null)
      problems['options.turnSeconds'] = 'tournament matches always have a turn clock (5 to 86400 seconds)';
    if (Object.keys(problems).length) throw DomainError.badRequest('invalid tournament', problems);
    const cap = this.config.maxRunningTournamentsPerAccount;
    const live = cap > 0 ? await this.store.liveCreatedBy(account.id) : 0;
    if (cap > 0 && live >= cap)
      throw DomainError.overCap(
        'running-tournaments',
        cap,
        `${live} open or running tournaments`,
        'MAX_RUNNING_TOURNAMENTS_PER_ACCOUNT',
      );
    const id = randomUUID();
    await this.store.createTournament({
      id,
      game: game.id,
      format: body.format === 'swiss' ? 'swiss' : 'round_robin',
      creatorId: account.id,
      rounds: body.format === 'swiss' ? body.rounds! : null,
      tableSize,
      gamesPerPairing: body.gamesPerPairing ?? 1,
      duplicateDeals: body.duplicateDeals ?? false,
      options: opts.ok ? opts.options : {},
      rated: body.rated ?? false,
      botsAllowed: body.botsAllowed ?? true,
      minPlayers,
      maxPlayers,
      startsAt,
      seed: newSeed(),
    });
    return this.get(id);
  }

  async list(
    q: ListTournaments,
  ): Promise<{ items: TournamentSummary[]; next: { createdAt: Date; id: string } | null }> {
    return this.page(await this.store.list(q), q.limit);
  }

  /** The tournaments an account entered, newest first. */
  async ofAccount(
    account: Pick<Account, 'id'>,
    q: ListTournaments,
  ): Promise<{ items: TournamentSummary[]; next: { createdAt: Date; id: string } | null }> {
    return this.page(await this.store.list({ ...q, accountId: account.id }), q.limit);
  }

  private page(rows: TournamentRow[], limit: number) {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(summaryOf),
      next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null,
    };
  }

  async get(id: string): Promise<TournamentBody> {
    const t = await this.require(id);
    const games = (await this.store.games(id)).map(courseGame);
    return bodyOf(t, games, this.teams(t));
  }

  /** The public stream's first picture: the standings, and `finish` when it is over. */
  async picture(id: string): Promise<TournamentEvent[]> {
    const t = await this.require(id);
    const games = (await this.store.games(id)).map(courseGame);
    const standings = standingsBody(t, games, this.teams(t));
    const out: TournamentEvent[] = [{ type: 'standings', tournamentId: id, round: t.round, standings }];
    if (t.status === 'finished' || t.status === 'canceled')
      out.push({ type: 'finish', tournamentId: id, status: t.status, standings });
    return out;
  }

  /** Throws not-found for an unknown id (before a stream opens). */
  async require(id: string): Promise<TournamentRow> {
    const t = UUID_RE.test(id) ? await this.store.tournament(id) : null;
    if (!t) throw DomainError.notFound(`no tournament ${JSON.stringify(id.slice(0, 40))}`);
    return t;
  }

  private teams(t: TournamentRow): number[][] | null {
    const game = this.opener.definition(t.game);
    return game ? teamsOf(game.sides?.bind(game), t.tableSize) : null;
  }

  /**
   * Joins the caller's account; with `accountName`, the creator enters a built-in level of the game
   * (`expert-bot`) when bots are allowed.
   */
  async join(caller: Account, id: string, accountName?: string): Promise<TournamentBody> {
    const t = await this.require(id);
    const game = this.opener.definition(t.game);
    let entrant: Account = caller;
    if (accountName !== undefined && accountName.toLowerCase() !== caller.nameKey) {
      if (t.creatorId !== caller.id)
        throw DomainError.forbidden('only the creator enters other accounts (the built-in levels)');
      const bot = await this.store.accountByNameKey(accountName.toLowerCase());
      if (!bot?.builtinBot || !game || !Object.hasOwn(game.bots, bot.builtinBot)) {
        const levels = game ? Object.keys(game.bots).map(botAccountName).join(', ') : '';
        throw DomainError.badRequest('the creator may enter only the built-in levels of the game', {
          account: `one of ${levels}`,
        });
      }
      entrant = bot;
    }
    if (entrant.kind === 'bot' && !t.botsAllowed)
      throw DomainError.forbidden('this tournament does not allow bots (botsAllowed is false)');
    await this.store.transaction(async (tx) => {
      await tx.lock(id);
      const now = (await tx.tournament(id))!;
      if (now.status !== 'open') throw DomainError.conflict(`the tournament is ${now.status}`, 'not-open');
      if (now.players.some((p) => p.accountId === entrant.id))
        throw DomainError.conflict(`${entrant.name} has already joined`, 'already-joined');
      if (now.players.length >= now.maxPlayers)
        throw DomainError.conflict(`the tournament is full (${now.maxPlayers} players)`, 'full');
      await tx.addPlayer(id, entrant.id);
    });
    return this.get(id);
  }

  /**
   * Withdraws the caller: while open it leaves; once running it is paired no more (Swiss), its later
   * round-robin matches are lost unplayed, and its matches being played are resigned.
   */
  async withdraw(caller: Account, id: string): Promise<TournamentBody> {
    await this.require(id);
    const running = await this.store.transaction(async (tx) => {
      await tx.lock(id);
      const t = (await tx.tournament(id))!;
      const me = t.players.find((p) => p.accountId === caller.id);
      if (!me || me.withdrawnAt)
        throw DomainError.conflict('you are not playing in this tournament', 'not-joined');
      if (t.status === 'open') {
        await tx.removePlayer(id, caller.id);
        return [];
      }
      if (t.status !== 'running')
        throw DomainError.conflict(`the tournament is ${t.status}`, 'tournament-over');
      await tx.markWithdrawn(id, caller.id);
      return tx.activeMatchesOf(id, caller.id);
    });
    for (const m of running) {
      try {
        await this.opener.resignAccount(m.game, m.id, caller.id);
      } catch (e) {
        this.logger.warn(`resigning ${m.id} for a withdrawal failed: ${(e as Error).message}`);
      }
    }
    await this.runner.advance(id);
    return this.get(id);
  }

  async start(caller: Account, id: string): Promise<TournamentBody> {
    await this.require(id);
    await this.runner.start(id, caller.id);
    return this.get(id);
  }

  async cancel(caller: Account, id: string): Promise<TournamentBody> {
    await this.require(id);
    await this.runner.cancel(id, caller.id);
    return this.get(id);
  }

  /** Every match (and bye, and unplayed loss) with each player's place and points. */
  async results(id: string): Promise<{ tournament: TournamentBody; matches: ResultRow[] }> {
    const t = await this.require(id);
    const games = (await this.store.games(id)).map(courseGame);
    const names = namesOf(t);
    const teams = this.teams(t);
    const matches = games.map((g: CourseGame): ResultRow => {
      const pts = tablePointsOf(g);
      return {
        round: g.round,
        table: g.tableNo,
        game: g.gameNo + 1,
        kind: g.kind as ResultRow['kind'],
        matchId: g.matchId,
        players: g.players.map((p, seat) => ({
          seat,
          account: names.get(p) ?? p,
          place: g.places?.[seat] ?? null,
          points: g.kind === 'bye' ? byePoints(t.tableSize, teams) : g.places ? pts.get(p)! : null,
        })),
      };
    });
    return { tournament: bodyOf(t, games, teams), matches };
  }
}
