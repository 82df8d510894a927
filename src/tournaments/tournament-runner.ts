/**
 * The tournament runner: tournaments run by themselves. A round's matches are opened through
 * MATCH_OPENER (every seat an account, the turn clock on); when a match finishes (a listener of
 * MatchFinishes) its places are recorded and the tournament advances: once every match of the
 * round has a result the next round is paired, or the tournament finishes after its last round.
 *
 * Each round is paired exactly once whatever the number of instances: the pairing runs in one
 * transaction that first locks the tournament row (`SELECT … FOR UPDATE`), then reads the round's
 * games; whoever comes second sees the new round (or the finish) and does nothing. The round's games
 * and its matches are written in that same transaction, so a crash leaves either both or neither.
 * A finish heard by no listener (a crash between the match's commit and the call) is found by the
 * sweep: at start-up and every `tournamentTiming.sweepMs` each running tournament is advanced, which
 * first records the places of its finished matches from their stored scores. The sweep also starts
 * the tournaments whose `startsAt` has come (or cancels them when too few players joined).
 */
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccountEvents, type Addressed } from '../accounts/account-events';
import { DomainError } from '../domain-error';
import type { GameDefinition } from '../engine/types';
import { type FinishedMatch, type MatchFinishListener, MatchFinishes } from '../matches/match-finish';
import { Sweeper } from '../sweeper';
import { tournamentPairingSeconds } from '../metrics/metrics';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';
import { planRound, roundRobinRounds, dealSeed, type CourseGame } from './course';
import { TournamentEvents, type TournamentEvent } from './tournament-events';
import { courseGame, formatOf, namesOf, roundsBody, standingsBody, teamsOf } from './tournament-view';
import { TournamentsStore, type NewGame, type TournamentRow, type TournamentsTx } from './tournaments.store';

/** How often every instance sweeps the running tournaments and the due starts; tests may lower it. */
export const tournamentTiming = { sweepMs: 5000 };

/** What a committed change of a tournament leaves to do: matches to announce, events to send. */
interface AfterCommit {
  announce: (() => Promise<void>)[];
  events: TournamentEvent[];
  accountEvents: Addressed[];
}

const nothing = (): AfterCommit => ({ announce: [], events: [], accountEvents: [] });

@Injectable()
export class TournamentRunner implements MatchFinishListener, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Tournaments');
  private readonly sweeper = new Sweeper(
    'tournament sweep',
    () => tournamentTiming.sweepMs,
    () => this.sweepOnce(),
  );

  constructor(
    private readonly store: TournamentsStore,
    @Inject(MATCH_OPENER) private readonly opener: MatchOpener,
    private readonly events: TournamentEvents,
    private readonly accountEvents: AccountEvents,
    finishes: MatchFinishes,
  ) {
    finishes.listen(this);
  }

  onApplicationBootstrap(): void {
    void this.sweeper.start({ now: true });
  }

  onModuleDestroy(): void {
    this.sweeper.stop();
  }

  /** Starts the due scheduled tournaments and advances every running one (missed finishes, restarts). */
  async sweep(): Promise<void> {
    await this.sweeper.run();
  }

  private async sweepOnce(): Promise<void> {
    for (const { id } of await this.store.dueStarts()) {
      try {
        await this.start(id, null);
      } catch (e) {
        if (e instanceof DomainError && e.reason === 'too-few-players') await this.cancel(id, null);
        else throw e;
      }
    }
    for (const { id } of await this.store.runningIds()) if (!this.sweeper.closed) await this.advance(id);
  }

  /** A match finished: if it is a tournament's, record its places and advance that tournament. */
  async matchFinished(finished: FinishedMatch): Promise<void> {
    const g = await this.store.gameByMatch(finished.record.id);
    if (!g) return;
    const places = (g.players as string[]).map(
      (_, seat) => finished.scores.find((s) => s.seat === seat)?.standing ?? 1,
    );
    await this.advance(g.tournamentId, { matchId: finished.record.id, places });
  }

  private matchFinishEvent(g: CourseGame, tournamentId: string, names: Map<string, string>): TournamentEvent {
    return {
      type: 'matchFinish',
      tournamentId,
      round: g.round,
      table: g.tableNo,
      matchId: g.matchId!,
      players: g.players.map((id) => names.get(id) ?? id),
      places: g.places!,
    };
  }

  /**
   * Starts an open tournament (by its creator, or by the sweep when `startsAt` came: `by` null) and
   * pairs its first round.
   */
  async start(id: string, by: string | null): Promise<void> {
    const after = await this.store.transaction(async (tx) => {
      await tx.lock(id);
      const t = await tx.tournament(id);
      if (!t) throw DomainError.notFound(`no tournament ${JSON.stringify(id)}`);
      if (by !== null && t.creatorId !== by)
        throw DomainError.forbidden('only the creator starts a tournament');
      if (t.status !== 'open') throw DomainError.conflict(`the tournament is ${t.status}`, 'not-open');
      if (t.players.length < t.minPlayers)
        throw DomainError.conflict(
          `${t.players.length} of the ${t.minPlayers} players needed have joined`,
          'too-few-players',
        );
      const rounds =
        formatOf(t.format) === 'round-robin'
          ? roundRobinRounds(t.players.length, t.gamesPerPairing)
          : t.rounds!;
      await tx.markStarted(id, rounds);
      const out = nothing();
      out.accountEvents.push(
        ...t.players.map((p) => ({
          accountId: p.accountId,
          event: { type: 'tournamentStart' as const, tournamentId: id, game: t.game },
        })),
      );
      const next = await this.pairOrFinish(tx, { ...t, status: 'running', rounds }, []);
      return merge(out, next);
    });
    await this.afterCommit(after);
  }

  /** Cancels an open or running tournament (its running matches finish as ordinary matches). */
  async cancel(id: string, by: string | null): Promise<void> {
    const after = await this.store.transaction(async (tx) => {
      await tx.lock(id);
      const t = await tx.tournament(id);
      if (!t) throw DomainError.notFound(`no tournament ${JSON.stringify(id)}`);
      if (by !== null && t.creatorId !== by)
        throw DomainError.forbidden('only the creator cancels a tournament');
      if (t.status !== 'open' && t.status !== 'running')
        throw DomainError.conflict(`the tournament is ${t.status}`, 'tournament-over');
      await tx.markEnded(id, 'canceled');
      await tx.unsealPlayedTables(id, true);
      const games = (await tx.games(id)).map(courseGame);
      return this.ended(t, games, 'canceled');
    });
    await this.afterCommit(after);
  }

  /**
   * Records the places of finished matches not yet recorded, and when the round is complete pairs the
   * next one (or finishes the tournament). Safe to call any time from any instance.
   */
  async advance(id: string, heard?: { matchId: string; places: number[] }): Promise<void> {
    const after = await this.store.transaction(async (tx) => {
      await tx.lock(id);
      const t = await tx.tournament(id);
      if (!t) return nothing();
      if (t.status !== 'running') {
        // canceled: what was in flight has finished, its table's games may be shown
        if (t.duplicateDeals) await tx.unsealPlayedTables(id, true);
        return nothing();
      }
      const rows = await tx.games(id);
      const out = nothing();
      const pending = rows.filter((g) => g.kind === 'match' && g.finishedAt === null && g.matchId !== null);
      if (pending.length) {
        const names = namesOf(t);
        const placed = await tx.finishedPlaces(
          pending.map((g) => g.matchId!).filter((m) => m !== heard?.matchId),
        );
        if (heard) placed.set(heard.matchId, heard.places);
        for (const g of pending) {
          const places = placed.get(g.matchId!);
          if (!places || !(await tx.recordPlaces(g.matchId!, places))) continue;
          g.places = places;
          g.finishedAt = new Date();
          out.events.push(this.matchFinishEvent(courseGame(g), id, names));
        }
      }
      if (t.duplicateDeals) {
        await this.openNextGames(tx, t, rows, out);
        await tx.unsealPlayedTables(id, false);
      }
      const games = rows.map(courseGame);
      if (games.some((g) => g.round === t.round && g.kind === 'match' && !g.places)) {
        if (out.events.length) out.events.push(this.standingsEvent(t, games));
        return out;
      }
      return merge(out, await this.pairOrFinish(tx, t, games));
    });
    await this.afterCommit(after);
  }

  /**
   * Duplicate deals: a table's games replay one deal and are played one after another (an account never
   * plays two seats of one deal at once): the next game of each table of the round whose previous game
   * has finished is opened now.
   */
  private async openNextGames(
    tx: TournamentsTx,
    t: TournamentRow,
    rows: Awaited<ReturnType<TournamentsTx['games']>>,
    out: AfterCommit,
  ): Promise<void> {
    const round = rows.filter((g) => g.round === t.round && g.kind === 'match');
    for (const g of round) {
      if (g.matchId !== null || g.gameNo === 0) continue;
      const before = round.find((x) => x.tableNo === g.tableNo && x.gameNo === g.gameNo - 1);
      if (!before || before.finishedAt === null) continue;
      const opened = await this.openGame(tx, t, g.players as string[], g.tableNo, true);
      await tx.setGameMatch(g.id, opened.matchId);
      g.matchId = opened.matchId;
      out.announce.push(opened.announce);
    }
  }

  /**
   * Opens one game of a table: on the table's deal (duplicate deals: sealed, its games replay it) or on
   * its own.
   */
  private openGame(
    tx: TournamentsTx,
    t: TournamentRow,
    players: readonly string[],
    table: number,
    gameNo: number | true,
  ) {
    const accounts = new Map(t.players.map((p) => [p.accountId, p.account]));
    const duplicate = gameNo === true;
    return tx.openMatch(this.opener, {
      game: t.game,
      options: t.options as Record<string, unknown>,
      rated: t.rated,
      seed: dealSeed(t.seed, t.round, table, duplicate ? null : gameNo),
      sealed: duplicate && t.gamesPerPairing > 1,
      owner: t.creatorId,
      seats: players.map((id) => ({
        accountId: id,
        name: accounts.get(id)!.name,
        bot: accounts.get(id)!.builtinBot,
      })),
    });
  }

  private definition(t: TournamentRow): GameDefinition {
    const game = this.opener.definition(t.game);
    if (!game) throw new Error(`tournament ${t.id}: this instance does not serve ${t.game}`);
    return game;
  }

  private teams(t: TournamentRow): number[][] | null {
    const game = this.definition(t);
    return teamsOf(game.sides?.bind(game), t.tableSize);
  }

  private standingsEvent(t: TournamentRow, games: CourseGame[]): TournamentEvent {
    return {
      type: 'standings',
      tournamentId: t.id,
      round: t.round,
      standings: standingsBody(t, games, this.teams(t)),
    };
  }

  /** The round `t.round` is complete (or none started): pair the next, or finish after the last. */
  private async pairOrFinish(tx: TournamentsTx, t: TournamentRow, games: CourseGame[]): Promise<AfterCommit> {
    if (t.round >= (t.rounds ?? 0)) {
      await tx.markEnded(t.id, 'finished');
      return this.ended(t, games, 'finished');
    }
    const game = this.definition(t);
    const round = t.round + 1;
    const teams = this.teams(t);
    const withdrawn = new Set(t.players.filter((p) => p.withdrawnAt).map((p) => p.accountId));
    const started = performance.now();
    const plan = planRound({
      format: formatOf(t.format),
      seed: t.seed,
      round,
      players: t.players.map((p) => p.accountId),
      withdrawn,
      games,
      tableSize: t.tableSize,
      minTable: Math.min(game.minPlayers, t.tableSize),
      gamesPerPairing: t.gamesPerPairing,
      teams,
    });
    tournamentPairingSeconds.observe({ format: formatOf(t.format) }, (performance.now() - started) / 1000);
    const out = nothing();
    const fresh: NewGame[] = [];
    const matchesOf = new Map<string, string[]>();
    for (const table of plan.tables) {
      for (const [gameNo, players] of table.games.entries()) {
        const tableTeams =
          players.length === t.tableSize ? teams : teamsOf(game.sides?.bind(game), players.length);
        let matchId: string | null = null;
        // duplicate deals: the table's later games open one after another (openNextGames)
        if (!table.forfeit && !(t.duplicateDeals && gameNo > 0)) {
          const opened = await this.openGame(
            tx,
            { ...t, round },
            players,
            table.table,
            t.duplicateDeals ? true : gameNo,
          );
          matchId = opened.matchId;
          out.announce.push(opened.announce);
          for (const id of players) matchesOf.set(id, [...(matchesOf.get(id) ?? []), matchId]);
        }
        fresh.push({
          id: randomUUID(),
          tournamentId: t.id,
          round,
          tableNo: table.table,
          gameNo,
          kind: table.forfeit ? 'forfeit' : 'match',
          matchId,
          players,
          teams: tableTeams,
          places: table.forfeit,
        });
      }
    }
    plan.byes.forEach((id, i) => {
      for (let gameNo = 0; gameNo < (formatOf(t.format) === 'swiss' ? t.gamesPerPairing : 1); gameNo++)
        fresh.push({
          id: randomUUID(),
          tournamentId: t.id,
          round,
          tableNo: plan.tables.length + 1 + i,
          gameNo,
          kind: 'bye',
          matchId: null,
          players: [id],
          teams: null,
          places: null,
        });
    });
    await tx.createGames(fresh);
    await tx.setRound(t.id, round);
    const now = { ...t, round };
    const all = [...games, ...fresh.map((g) => ({ ...g, places: g.places ?? null }))];
    const body = roundsBody(now, all).find((r) => r.round === round)!;
    out.events.push(
      {
        type: 'round',
        tournamentId: t.id,
        round,
        tables: body.tables.map(({ table, players, matchIds }) => ({ table, players, matchIds })),
        byes: body.byes,
      },
      this.standingsEvent(now, all),
    );
    for (const p of t.players) {
      if (p.withdrawnAt) continue;
      out.accountEvents.push({
        accountId: p.accountId,
        event: {
          type: 'tournamentRound',
          tournamentId: t.id,
          game: t.game,
          round,
          matchIds: matchesOf.get(p.accountId) ?? [],
        },
      });
    }
    // a round without a match to play (only byes and unplayed losses) is over at once: go on
    if (!fresh.some((g) => g.kind === 'match')) return merge(out, await this.pairOrFinish(tx, now, all));
    return out;
  }

  private ended(t: TournamentRow, games: CourseGame[], status: 'finished' | 'canceled'): AfterCommit {
    const standings = standingsBody(t, games, this.teams(t));
    const out = nothing();
    out.events.push({ type: 'finish', tournamentId: t.id, status, standings });
    for (const p of t.players)
      out.accountEvents.push({
        accountId: p.accountId,
        event: { type: 'tournamentFinish', tournamentId: t.id, game: t.game, standings },
      });
    return out;
  }

  /** Sends the events, then announces the new matches (whose finishes may advance the tournament again). */
  private async afterCommit(after: AfterCommit): Promise<void> {
    await this.events.publish(after.events);
    await this.accountEvents.publish(after.accountEvents);
    for (const announce of after.announce) {
      try {
        await announce();
      } catch (e) {
        this.logger.warn(`announcing a tournament match failed: ${(e as Error).message}`);
      }
    }
  }
}

function merge(a: AfterCommit, b: AfterCommit): AfterCommit {
  return {
    announce: [...a.announce, ...b.announce],
    events: [...a.events, ...b.events],
    accountEvents: [...a.accountEvents, ...b.accountEvents],
  };
}
