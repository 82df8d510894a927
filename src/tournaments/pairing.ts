/**
 * Tournament pairing (pure): who sits at which table in each round.
 *
 * - Round robin, by the circle method: with n players (one bye added when n is odd) there are n − 1
 *   rounds (n rounds with a bye) and every two players meet exactly once; `gamesPerPairing` repeats the
 *   cycle with the seats of each table reversed, so the seats rotate between the meetings.
 * - Swiss: each round seats players of similar points together, best first, never twice the same two
 *   players at a table of two while another pairing of the round avoids it (a depth-first search over
 *   the score-ordered list, the same idea as the Dutch system's "float down"); the bye of an odd count
 *   goes to the lowest-ranked player who has not had one (a second bye is given only when every player
 *   has had one; it weighs more than a repeated pairing). Tables larger than two are filled best first,
 *   each seat taken by the nearest-ranked player who has met the table's players least.
 */

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
  /** How often two players have already sat at one table. */
  met: (a: PlayerId, b: PlayerId) => number;
  /** Players who already had a bye. */
  hadBye: ReadonlySet<PlayerId>;
  /** Players per table (2 for heads-up games). */
  tableSize?: number;
  /** Fewest players a table may have (the game's minimum); the rest sit out with a bye. */
  minTable?: number;
}

/** Search effort for the two-player pairing before it settles for the fewest repeats found greedily. */
const SEARCH_BUDGET = 200_000;

/** One Swiss round. */
export function swissRound(input: SwissInput): Round {
  const tableSize = input.tableSize ?? 2;
  const minTable = input.minTable ?? tableSize;
  if (tableSize < 2 || minTable < 2 || minTable > tableSize) throw new Error('bad table sizes');
  const players = [...input.ranked];
  if (new Set(players).size !== players.length) throw new Error('players must be distinct');
  if (tableSize === 2) return swissPairs(players, input.met, input.hadBye);
  return swissTables(players, input.met, input.hadBye, tableSize, minTable);
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

function swissPairs(players: PlayerId[], met: SwissInput['met'], hadBye: ReadonlySet<PlayerId>): Round {
  // a second bye weighs more than a repeated pairing: only players without a bye are candidates, if any
  const order = byeOrder(players, hadBye);
  const fresh = order.filter((p) => !hadBye.has(p));
  const byeCandidates = players.length % 2 === 0 ? [null] : fresh.length ? fresh : order;
  let fallback: { pairs: PlayerId[][]; bye: PlayerId | null; repeats: number } | null = null;
  for (const bye of byeCandidates) {
    const pool = players.filter((p) => p !== bye);
    const pairs = pairWithoutRepeats(pool, met);
    if (pairs) return { tables: pairs, byes: bye === null ? [] : [bye] };
    const greedy = pairFewestRepeats(pool, met);
    if (!fallback || greedy.repeats < fallback.repeats) fallback = { ...greedy, bye };
  }
  return { tables: fallback!.pairs, byes: fallback!.bye === null ? [] : [fallback!.bye] };
}

/** Depth-first: the best unpaired player takes the nearest-ranked player not met; null when impossible. */
function pairWithoutRepeats(pool: PlayerId[], met: SwissInput['met']): PlayerId[][] | null {
  let budget = SEARCH_BUDGET;
  const used = new Array<boolean>(pool.length).fill(false);
  const pairs: PlayerId[][] = [];
  const go = (): boolean | null => {
    const i = used.indexOf(false);
    if (i === -1) return true;
    used[i] = true;
    for (let j = i + 1; j < pool.length; j++) {
      if (used[j] || met(pool[i], pool[j]) > 0) continue;
      if (--budget < 0) return null;
      used[j] = true;
      pairs.push([pool[i], pool[j]]);
      const r = go();
      if (r !== false) return r;
      pairs.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return go() === true ? pairs : null;
}

/** Greedy: the best unpaired player takes the nearest-ranked player it has met least. */
function pairFewestRepeats(
  pool: PlayerId[],
  met: SwissInput['met'],
): { pairs: PlayerId[][]; repeats: number } {
  const left = [...pool];
  const pairs: PlayerId[][] = [];
  let repeats = 0;
  while (left.length >= 2) {
    const a = left.shift()!;
    let best = 0;
    for (let j = 1; j < left.length; j++) if (met(a, left[j]) < met(a, left[best])) best = j;
    const [b] = left.splice(best, 1);
    repeats += met(a, b) > 0 ? 1 : 0;
    pairs.push([a, b]);
  }
  return { pairs, repeats };
}

function swissTables(
  players: PlayerId[],
  met: SwissInput['met'],
  hadBye: ReadonlySet<PlayerId>,
  tableSize: number,
  minTable: number,
): Round {
  const { sizes, byes: byeCount } = tableSizes(players.length, tableSize, minTable);
  const byes = byeOrder(players, hadBye).slice(0, byeCount);
  const left = players.filter((p) => !byes.includes(p));
  const tables: PlayerId[][] = [];
  for (const size of sizes) {
    const table = [left.shift()!];
    while (table.length < size) {
      // the nearest-ranked players are the candidates; among them, the fewest earlier meetings wins
      const window = left.slice(0, Math.max(size * 2, 4));
      let best = 0;
      let bestMet = Infinity;
      window.forEach((p, j) => {
        const m = table.reduce((s, q) => s + met(p, q), 0);
        if (m < bestMet) [best, bestMet] = [j, m];
      });
      table.push(left.splice(best, 1)[0]);
    }
    tables.push(table);
  }
  return { tables, byes };
}
