/**
 * Tournament pairing (pure): who sits at which table in each round.
 *
 * - Round robin, by the circle method: with n players (one bye added when n is odd) there are n − 1
 *   rounds (n rounds with a bye) and every two players meet exactly once; `gamesPerPairing` repeats the
 *   cycle with the seats of each table reversed, so the seats rotate between the meetings.
 * - Swiss: each round seats players of similar points together, best first. At tables of two
 *   (swiss-pairs.ts) never the same two players twice while another pairing of the round avoids it,
 *   decided exactly by a maximum matching, in O(n³) steps at worst; the bye of an odd count goes to the
 *   lowest-ranked player without one (a second bye only when every player has had one: it weighs more
 *   than a repeated pairing). At larger tables (swiss-tables.ts) the seating with the fewest repeated
 *   meetings, nearest the ranking, within a fixed number of steps.
 */
import { swissPairs, type SwissStats } from './swiss-pairs';
import { swissTables } from './swiss-tables';

export type { SwissStats } from './swiss-pairs';
export type PlayerId = string;

export interface Round {
  /** Each table's players in seat order. */
  tables: PlayerId[][];
  /** Players who sit out this round (they score as winners). */
  byes: PlayerId[];
}

/** The circle method's rounds for `players`, each pairing met `gamesPerPairing` times, seats alternating. */
export function roundRobin(players: readonly PlayerId[], gamesPerPairing = 1): Round[] {
  if (new Set(players).size !== players.length) throw new Error('players must be distinct');
  if (players.length < 2) return [];
  const ring: (PlayerId | null)[] = [...players];
  if (ring.length % 2 === 1) ring.push(null);
  const m = ring.length;
  const cycle: Round[] = [];
  for (let r = 0; r < m - 1; r++) {
    const round: Round = { tables: [], byes: [] };
    for (let i = 0; i < m / 2; i++) {
      let a = ring[i];
      let b = ring[m - 1 - i];
      // the fixed player alternates seats from round to round; the others alternate with the round too
      if ((i === 0 && r % 2 === 1) || (i > 0 && (r + i) % 2 === 1)) [a, b] = [b, a];
      if (a === null || b === null) round.byes.push((a ?? b)!);
      else round.tables.push([a, b]);
    }
    cycle.push(round);
    // keep ring[0] in place and turn the others one step
    ring.splice(1, 0, ring.pop()!);
  }
  const rounds: Round[] = [];
  for (let k = 0; k < gamesPerPairing; k++) {
    for (const round of cycle) {
      rounds.push({
        tables: round.tables.map((t) => (k % 2 === 0 ? [...t] : [...t].reverse())),
        byes: [...round.byes],
      });
    }
  }
  return rounds;
}

export interface SwissInput {
  /** Players in standing order, best first (the caller sorts by points, then its tie-break). */
  ranked: readonly PlayerId[];
  /**
   * Every earlier meeting: two players who sat at one table, once per table they shared (a pair who met
   * twice is listed twice; players not ranked, such as the withdrawn, are ignored).
   */
  meetings: Iterable<readonly [PlayerId, PlayerId]>;
  /** Players who already had a bye. */
  hadBye: ReadonlySet<PlayerId>;
  /** Players per table (2 for heads-up games). */
  tableSize?: number;
  /** Fewest players a table may have (the game's minimum); the rest sit out with a bye. */
  minTable?: number;
}

/** One Swiss round; `stats`, when given, adds up what it cost. */
export function swissRound(input: SwissInput, stats?: SwissStats): Round {
  const tableSize = input.tableSize ?? 2;
  const minTable = input.minTable ?? tableSize;
  if (tableSize < 2 || minTable < 2 || minTable > tableSize) throw new Error('bad table sizes');
  const players = [...input.ranked];
  if (new Set(players).size !== players.length) throw new Error('players must be distinct');
  if (tableSize === 2)
    return swissPairs(players, meetingCounts(players, input.meetings), input.hadBye, stats);
  const { sizes, byes: byeCount } = tableSizes(players.length, tableSize, minTable);
  const byes = byeOrder(players, input.hadBye).slice(0, byeCount);
  const seated = players.filter((p) => !byes.includes(p));
  return { tables: swissTables(seated, sizes, meetingCounts(seated, input.meetings), stats), byes };
}

/** How often each two of `players` met: an n × n matrix, row and column in the order of `players`. */
function meetingCounts(
  players: readonly PlayerId[],
  meetings: Iterable<readonly [PlayerId, PlayerId]>,
): Uint16Array {
  const n = players.length;
  const index = new Map(players.map((p, i) => [p, i]));
  const counts = new Uint16Array(n * n);
  for (const [a, b] of meetings) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j || counts[i * n + j] === 0xffff) continue;
    counts[i * n + j]++;
    counts[j * n + i]++;
  }
  return counts;
}

/** Sizes of the round's tables: as many tables as needed, sizes as even as possible, none below min. */
export function tableSizes(
  n: number,
  tableSize: number,
  minTable: number,
): { sizes: number[]; byes: number } {
  for (let byes = 0; byes <= n; byes++) {
    const seated = n - byes;
    if (seated === 0) return { sizes: [], byes };
    const tables = Math.ceil(seated / tableSize);
    const small = Math.floor(seated / tables);
    if (small < minTable) continue;
    const big = seated % tables;
    return { sizes: Array.from({ length: tables }, (_, i) => (i < big ? small + 1 : small)), byes };
  }
  return { sizes: [], byes: n };
}

/** Who sits out: the lowest-ranked players without a bye, then (when all had one) the lowest-ranked. */
function byeOrder(players: PlayerId[], hadBye: ReadonlySet<PlayerId>): PlayerId[] {
  const reversed = [...players].reverse();
  return [...reversed.filter((p) => !hadBye.has(p)), ...reversed.filter((p) => hadBye.has(p))];
}
