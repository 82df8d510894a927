/** What the routes answer about a tournament, built from its stored rows (pure). */
import { tournamentStandings, tablePointsOf, type CourseGame, type Format } from './course';
import type { StandingRow, TableOfRound } from './tournament-events';
import type { GameRow, TournamentRow } from './tournaments.store';

export type TournamentStatus = 'open' | 'running' | 'finished' | 'canceled';

export interface PlayerBody {
  account: string;
  kind: 'human' | 'bot';
  /** The built-in level playing this account (`expert` for `expert-bot`), or null. */
  builtinBot: string | null;
  withdrawn: boolean;
}

export interface TournamentSummary {
  id: string;
  game: string;
  format: Format;
  status: TournamentStatus;
  creator: string;
  options: Record<string, unknown>;
  rated: boolean;
  botsAllowed: boolean;
  tableSize: number;
  gamesPerPairing: number;
  duplicateDeals: boolean;
  minPlayers: number;
  maxPlayers: number;
  /** Rounds planned (Swiss: as created; round robin: known at the start, null before). */
  roundCount: number | null;
  /** The round being played (0 before the start). */
  currentRound: number;
  startsAt: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  players: PlayerBody[];
}

export interface TableBody extends TableOfRound {
  /** Every game of the table has a result. */
  finished: boolean;
  /** Lost unplayed by a withdrawn player (no match). */
  forfeit: boolean;
  /** Each player's points at this table (in `players` order), counted from the finished games. */
  points: number[];
}

export interface RoundBody {
  round: number;
  tables: TableBody[];
  /** Players sitting out this round (a bye scores as a win). */
  byes: string[];
}

export interface TournamentBody extends TournamentSummary {
  rounds: RoundBody[];
  standings: StandingRow[];
}

export const formatOf = (f: string): Format => (f === 'swiss' ? 'swiss' : 'round-robin');

export function courseGame(g: GameRow): CourseGame {
  return {
    round: g.round,
    tableNo: g.tableNo,
    gameNo: g.gameNo,
    kind: g.kind,
    matchId: g.matchId,
    players: g.players as string[],
    teams: (g.teams as number[][] | null) ?? null,
    places: (g.places as number[] | null) ?? null,
  };
}

export function summaryOf(t: TournamentRow): TournamentSummary {
  return {
    id: t.id,
    game: t.game,
    format: formatOf(t.format),
    status: t.status,
    creator: t.creator.name,
    options: t.options as Record<string, unknown>,
    rated: t.rated,
    botsAllowed: t.botsAllowed,
    tableSize: t.tableSize,
    gamesPerPairing: t.gamesPerPairing,
    duplicateDeals: t.duplicateDeals,
    minPlayers: t.minPlayers,
    maxPlayers: t.maxPlayers,
    roundCount: t.rounds,
    currentRound: t.round,
    startsAt: t.startsAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    startedAt: t.startedAt?.toISOString() ?? null,
    finishedAt: t.finishedAt?.toISOString() ?? null,
    players: t.players.map((p) => ({
      account: p.account.name,
      kind: p.account.kind,
      builtinBot: p.account.builtinBot,
      withdrawn: p.withdrawnAt !== null,
    })),
  };
}

/** Account id → name for the tournament's players. */
export const namesOf = (t: TournamentRow) => new Map(t.players.map((p) => [p.accountId, p.account.name]));

/** The partnerships of a full table, or null (every player on its own). */
export function teamsOf(sides: ((players: number) => number[][]) | undefined, size: number) {
  const teams = sides?.(size) ?? null;
  return teams && teams.some((team) => team.length > 1) ? teams : null;
}

export function standingsBody(
  t: TournamentRow,
  games: readonly CourseGame[],
  teams: number[][] | null,
): StandingRow[] {
  // by name (unique), so that players equal on points and tie-break are listed by name
  const names = namesOf(t);
  const name = (id: string) => names.get(id) ?? id;
  return tournamentStandings(
    t.players.map((p) => p.account.name),
    games.map((g) => ({ ...g, players: g.players.map(name) })),
    formatOf(t.format),
    t.tableSize,
    teams,
  );
}

export function roundsBody(t: TournamentRow, games: readonly CourseGame[]): RoundBody[] {
  const names = namesOf(t);
  const name = (id: string) => names.get(id) ?? id;
  const rounds = new Map<number, RoundBody>();
  const tables = new Map<string, { body: TableBody; games: CourseGame[] }>();
  for (const g of games) {
    let r = rounds.get(g.round);
    if (!r) rounds.set(g.round, (r = { round: g.round, tables: [], byes: [] }));
    if (g.kind === 'bye') {
      if (g.gameNo === 0) r.byes.push(name(g.players[0]));
      continue;
    }
    const key = `${g.round}:${g.tableNo}`;
    let entry = tables.get(key);
    if (!entry) {
      entry = {
        body: {
          table: g.tableNo,
          players: g.players.map(name),
          matchIds: [],
          finished: true,
          forfeit: g.kind === 'forfeit',
          points: [],
        },
        games: [],
      };
      tables.set(key, entry);
      r.tables.push(entry.body);
    }
    entry.games.push(g);
    if (g.matchId) entry.body.matchIds.push(g.matchId);
    if (!g.places) entry.body.finished = false;
  }
  for (const { body, games: gs } of tables.values()) {
    const first = gs[0].players;
    body.points = first.map((id) => gs.reduce((sum, g) => sum + (tablePointsOf(g).get(id) ?? 0), 0));
  }
  return [...rounds.values()].sort((a, b) => a.round - b.round);
}

export function bodyOf(
  t: TournamentRow,
  games: readonly CourseGame[],
  teams: number[][] | null,
): TournamentBody {
  return { ...summaryOf(t), rounds: roundsBody(t, games), standings: standingsBody(t, games, teams) };
}
