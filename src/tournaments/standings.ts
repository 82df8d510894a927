/**
 * Tournament standings (pure), recomputed from the tables' results alone.
 *
 * Points per match: for each other player at the table, 1 for finishing ahead of them and ½ for a tie
 * (two seats: win 1, tie ½, loss 0). Partners (Euchre) are not compared with each other: each scores
 * the team's result against the other team. A bye scores as a win: one point per seat the table of the
 * round would have had besides the player's own (one at tables of two).
 *
 * Tie-breaks: Sonneborn-Berger (round robin) — for every comparison with an opponent, the points taken
 * from it (1 or ½) times that opponent's final points; Buchholz (Swiss) — the sum of the final points of
 * every opponent met, once per meeting. Players equal on points and tie-break share a rank.
 */
import { pointsAgainstOthers } from '../engine/standings';
import type { PlayerId } from './pairing';

export interface TableResult {
  /** The table's players in seat order. */
  players: PlayerId[];
  /** Each player's place at the table (1 = best; ties share a place), in the same order. */
  places: number[];
  /** Teams of indexes into `players` whose members are not compared with each other (Euchre). */
  teams?: number[][];
}

export interface ByeResult {
  player: PlayerId;
  /** Points a bye is worth: the opponents a table of the round seats (1 at tables of two). */
  points: number;
}

export type TieBreak = 'sonneborn-berger' | 'buchholz';

export interface Standing {
  rank: number;
  account: PlayerId;
  points: number;
  tieBreak: number;
  /** Matches played (byes not counted). */
  played: number;
}

/** The points each player of one table scores, in the table's order. */
export function tablePoints(t: TableResult): number[] {
  return pointsAgainstOthers(t.places, t.teams);
}

/** Standings of `players` after `tables` and `byes`, best first. */
export function standings(
  players: readonly PlayerId[],
  tables: readonly TableResult[],
  byes: readonly ByeResult[],
  tieBreak: TieBreak,
): Standing[] {
  const points = new Map(players.map((p) => [p, 0]));
  const played = new Map(players.map((p) => [p, 0]));
  // every comparison of a player with an opponent: what the player took from it (1, ½ or 0)
  const comparisons: { player: PlayerId; opponent: PlayerId; took: number }[] = [];
  for (const t of tables) {
    const pts = tablePoints(t);
    t.players.forEach((p, i) => {
      points.set(p, (points.get(p) ?? 0) + pts[i]);
      played.set(p, (played.get(p) ?? 0) + 1);
      t.players.forEach((q, j) => {
        if (j === i || t.teams?.some((team) => team.includes(i) && team.includes(j))) return;
        const took = t.places[i] < t.places[j] ? 1 : t.places[i] === t.places[j] ? 0.5 : 0;
        comparisons.push({ player: p, opponent: q, took });
      });
    });
  }
  for (const b of byes) points.set(b.player, (points.get(b.player) ?? 0) + b.points);
  const tb = new Map(players.map((p) => [p, 0]));
  for (const c of comparisons) {
    const add = tieBreak === 'buchholz' ? points.get(c.opponent)! : c.took * points.get(c.opponent)!;
    tb.set(c.player, tb.get(c.player)! + add);
  }
  const rows = players.map((account) => ({
    account,
    points: points.get(account)!,
    tieBreak: tb.get(account)!,
    played: played.get(account)!,
  }));
  rows.sort((a, b) => b.points - a.points || b.tieBreak - a.tieBreak || (a.account < b.account ? -1 : 1));
  return rows.map((row, i) => {
    let rank = i + 1;
    for (let k = i - 1; k >= 0 && rows[k].points === row.points && rows[k].tieBreak === row.tieBreak; k--)
      rank = k + 1;
    return { rank, ...row };
  });
}
