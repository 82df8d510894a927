/**
 * Swiss at tables of two (pure). The order by points stays the rule: the best unpaired player takes the
 * nearest-ranked player it may take, as a depth-first search over the ranking would (the Dutch system's
 * "float down"), but "may take" is decided exactly instead of by trial and backtracking: a pair is
 * allowed when the players left can still make as many first meetings as the whole round could
 * (a maximum matching of the graph of pairs who have not met, matching.ts). So:
 * - no repeated pairing while any pairing of the round avoids it, and otherwise the fewest repeats;
 * - the bye (odd count) goes to the lowest-ranked player without one for whom that is still true; a
 *   second bye only when every player has had one;
 * - a round of n players costs at most O(n³) steps (SwissStats; matching.ts gives the bound), about
 *   O(n²) in practice.
 */
import { Matching } from './matching';
import type { PlayerId, Round } from './pairing';

/** What a round's pairing cost: steps (matrix entries examined) and augmenting-path searches. */
export interface SwissStats {
  steps: number;
  searches: number;
}

export function swissPairs(
  players: readonly PlayerId[],
  /** How often each two players met (n × n, in the order of `players`). */
  meetings: Uint16Array,
  hadBye: ReadonlySet<PlayerId>,
  stats?: SwissStats,
): Round {
  const n = players.length;
  const odd = n % 2 === 1;
  const size = odd ? n + 1 : n; // vertex n is the bye
  const adj = new Uint8Array(size * size);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (meetings[i * n + j] === 0) adj[i * size + j] = adj[j * size + i] = 1;
  // the bye's candidates, lowest-ranked first: those without a bye, or everyone when all had one
  const ranks = players.map((_, i) => i);
  const fresh = ranks.filter((i) => !hadBye.has(players[i])).reverse();
  const byeCandidates = odd ? (fresh.length > 0 ? fresh : [...ranks].reverse()) : [];
  for (const c of byeCandidates) adj[n * size + c] = adj[c * size + n] = 1;

  const matching = new Matching(size, adj);
  matching.start(odd ? [...ranks, n] : ranks);
  const byes: PlayerId[] = [];
  if (odd) {
    const bye = matching.firstAllowed(n, byeCandidates);
    matching.fix(n, bye);
    byes.push(players[bye]);
  }
  const pairs: [number, number][] = [];
  const leftover: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!matching.isAlive(i)) continue;
    // the players before i are all paired or left over: the ranking is i's order of preference
    const j = matching.firstAllowed(i, ranks);
    if (j === -1) {
      // every maximum matching can leave i out: it meets someone again, below
      matching.remove(i);
      leftover.push(i);
    } else {
      matching.fix(i, j);
      pairs.push([i, j]);
    }
  }
  // the players left have all met one another (else the matching was not maximum): the fewest meetings
  while (leftover.length >= 2) {
    const a = leftover.shift()!;
    let best = 0;
    for (let k = 1; k < leftover.length; k++)
      if (meetings[a * n + leftover[k]] < meetings[a * n + leftover[best]]) best = k;
    pairs.push([a, leftover.splice(best, 1)[0]]);
  }
  if (stats) {
    stats.steps += matching.steps;
    stats.searches += matching.searches;
  }
  pairs.sort((x, y) => x[0] - y[0]);
  return { tables: pairs.map(([i, j]) => [players[i], players[j]]), byes };
}
