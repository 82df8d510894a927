/**
 * The course of a tournament (pure): from its stored games to the results the standings take, who sits
 * where in the next round, and the deterministic draws (player order, seats, partners, deal seeds) made
 * from the tournament's seed, so that a round paired again after a crash would come out the same.
 */
import { createHmac } from 'node:crypto';
import { rngFromSeed } from '../engine/random';
import { roundRobin, swissRound, type Round } from './pairing';
import {
  standings,
  tablePoints,
  type ByeResult,
  type Standing,
  type TableResult,
  type TieBreak,
} from './standings';

export type Format = 'round-robin' | 'swiss';

/** A stored game as the course reads it. */
export interface CourseGame {
  round: number;
  tableNo: number;
  gameNo: number;
  kind: string;
  matchId: string | null;
  /** Account ids in seat order. */
  players: string[];
  teams: number[][] | null;
  /** Places (1 = best) in seat order; null while the match is played. */
  places: number[] | null;
}

export const tieBreakOf = (format: Format): TieBreak =>
  format === 'round-robin' ? 'sonneborn-berger' : 'buchholz';

/** Points a bye is worth: one per opponent a table of the round seats (partners are no opponents). */
export function byePoints(tableSize: number, teams: number[][] | null): number {
  const partners = teams ? Math.max(...teams.map((t) => t.length)) - 1 : 0;
  return tableSize - 1 - partners;
}

/** The results of the finished games (matches with places, unplayed losses) and the byes. */
export function resultsOf(
  games: readonly CourseGame[],
  tableSize: number,
  teams: number[][] | null,
): { tables: TableResult[]; byes: ByeResult[] } {
  const tables: TableResult[] = [];
  const byes: ByeResult[] = [];
  for (const g of games) {
    if (g.kind === 'bye') byes.push({ player: g.players[0], points: byePoints(tableSize, teams) });
    else if (g.places)
      tables.push({ players: g.players, places: g.places, ...(g.teams ? { teams: g.teams } : {}) });
  }
  return { tables, byes };
}

/** Each player's points from one finished game (empty while it is played). */
export function tablePointsOf(g: CourseGame): Map<string, number> {
  if (!g.places || g.kind === 'bye') return new Map();
  const pts = tablePoints({ players: g.players, places: g.places, ...(g.teams ? { teams: g.teams } : {}) });
  return new Map(g.players.map((x, i) => [x, pts[i]]));
}

/** The standings after the finished games. */
export function tournamentStandings(
  players: readonly string[],
  games: readonly CourseGame[],
  format: Format,
  tableSize: number,
  teams: number[][] | null,
): Standing[] {
  const { tables, byes } = resultsOf(games, tableSize, teams);
  return standings(players, tables, byes, tieBreakOf(format));
}

/** The players in an order drawn from the seed (the round robin's circle, Swiss's first round). */
export function drawOrder(players: readonly string[], seed: string): string[] {
  return rngFromSeed(seed, 'tournament:order').shuffle([...players].sort());
}

/** Rounds of a round robin of `n` players. */
export function roundRobinRounds(n: number, gamesPerPairing: number): number {
  return n < 2 ? 0 : (n % 2 === 1 ? n : n - 1) * gamesPerPairing;
}

/**
 * The deal of a game: its own for every game (`game` given), or with duplicate deals one per table
 * (`game` null), so that the table's games, seats rotated, replay it (docs/series.md "Duplicate deals
 * and hidden cards": then they are played one after another, sealed, never rated).
 */
export function dealSeed(seed: string, round: number, table: number, game: number | null): string {
  return createHmac('sha256', seed)
    .update(game === null ? `deal:${round}:${table}` : `deal:${round}:${table}:${game}`)
    .digest('hex');
}

export interface PlannedTable {
  table: number;
  /** Each game of the table: the players in seat order. */
  games: string[][];
  /** A withdrawn player's table of a round robin: lost unplayed (places given), no match. */
  forfeit: number[] | null;
}

export interface PlannedRound {
  tables: PlannedTable[];
  byes: string[];
}

export interface PlanInput {
  format: Format;
  seed: string;
  /** The round to pair (1 = the first). */
  round: number;
  /** Every player who entered (ids), withdrawn or not. */
  players: readonly string[];
  withdrawn: ReadonlySet<string>;
  /** The games of the rounds before. */
  games: readonly CourseGame[];
  tableSize: number;
  /** Fewest players a table may have (the game's minimum). */
  minTable: number;
  gamesPerPairing: number;
  /** The game's partnerships at a full table (Euchre: [[0, 2], [1, 3]]), or null. */
  teams: number[][] | null;
}

/** Who sits where in round `round`. */
export function planRound(p: PlanInput): PlannedRound {
  let round: Round;
  let gamesPerTable = p.gamesPerPairing;
  if (p.format === 'round-robin') {
    round = roundRobin(drawOrder(p.players, p.seed), p.gamesPerPairing)[p.round - 1] ?? {
      tables: [],
      byes: [],
    };
    gamesPerTable = 1; // the schedule repeats itself gamesPerPairing times, seats reversed
  } else {
    const active = p.players.filter((x) => !p.withdrawn.has(x));
    const ranked =
      p.round === 1
        ? drawOrder(active, p.seed)
        : tournamentStandings(p.players, p.games, p.format, p.tableSize, p.teams)
            .map((s) => s.account)
            .filter((x) => !p.withdrawn.has(x));
    const hadBye = new Set<string>();
    const meetings: [string, string][] = [];
    for (const g of p.games) {
      if (g.kind === 'bye') hadBye.add(g.players[0]);
      if (g.kind === 'bye' || g.gameNo !== 0) continue;
      for (let i = 0; i < g.players.length; i++)
        for (let j = i + 1; j < g.players.length; j++) meetings.push([g.players[i], g.players[j]]);
    }
    round = swissRound({
      ranked,
      meetings,
      hadBye,
      tableSize: p.tableSize,
      minTable: p.minTable,
    });
  }
  const tables = round.tables.map((players, i): PlannedTable => {
    const table = i + 1;
    if (p.format === 'round-robin') {
      const out = players.map((x) => p.withdrawn.has(x));
      // a withdrawn player's later matches are lost: the other wins without play (both out: not played)
      const forfeit = out.some(Boolean) ? out.map((o) => (o ? 2 : 1)) : null;
      return { table, games: [players], forfeit };
    }
    // Swiss: seats (and so Euchre's partners) drawn from the seed; each further game rotates them
    const seated = rngFromSeed(p.seed, `seats:${p.round}:${table}`).shuffle([...players]);
    const games = Array.from({ length: gamesPerTable }, (_, k) =>
      seated.map((_, s) => seated[(s + k) % seated.length]),
    );
    return { table, games, forfeit: null };
  });
  return {
    tables: tables.filter((t) => !t.forfeit?.every((place) => place === 2)),
    byes: round.byes.filter((x) => !p.withdrawn.has(x)),
  };
}
