/**
 * Swiss at tables of three or more (pure): who sits together, given the table sizes and the players in
 * standing order (the byes already taken out).
 *
 * A seating's cost is the sum over the pairs seated together of m², m being how often the two have
 * already met (a pair's second meeting costs 1, a third 4: two second meetings are chosen before one
 * third). The order by points picks among the seatings of least cost: the first in ranking order, that
 * is in the depth-first order where the best unseated player opens a table and takes the nearest-ranked
 * companions first (with no earlier meetings: the ranking cut into consecutive tables).
 *
 * That search is exhaustive, with branch and bound, within SEARCH_NODES steps: enough for every round
 * of up to 12 players (tests compare it with an independent exhaustive search). Larger rounds start from
 * the greedy seating (each table filled by the nearest-ranked players who met its players least), keep
 * what the bounded search improves, then swap players between tables, nearest tables first, while a
 * swap lowers the cost, within LOCAL_STEPS steps. A round costs at most SEARCH_NODES + LOCAL_STEPS
 * steps beyond reading the n × n matrix of meetings.
 */
import type { PlayerId } from './pairing';
import type { SwissStats } from './swiss-pairs';

const SEARCH_NODES = 100_000;
const LOCAL_STEPS = 2_000_000;

export function swissTables(
  players: readonly PlayerId[],
  sizes: readonly number[],
  /** How often each two players met (n × n, in the order of `players`). */
  meetings: Uint16Array,
  stats?: SwissStats,
): PlayerId[][] {
  const n = players.length;
  const cost = new Uint32Array(n * n);
  for (let k = 0; k < n * n; k++) cost[k] = meetings[k] * meetings[k];
  const seatCost = (x: number, table: readonly number[]) => {
    let sum = 0;
    for (const y of table) sum += cost[x * n + y];
    return sum;
  };
  const total = (tables: number[][]) =>
    tables.reduce((s, t) => s + t.reduce((ts, x, k) => ts + seatCost(x, t.slice(k + 1)), 0), 0);

  let best = greedy(n, sizes, seatCost);
  let bestCost = total(best);
  const exact = searchSeatings(n, sizes, cost, bestCost);
  if (exact.best) [best, bestCost] = [exact.best, exact.cost];
  let steps = exact.nodes;
  if (!exact.complete && bestCost > 0)
    steps += improveBySwaps(best, seatCost, (x, y) => cost[x * n + y], LOCAL_STEPS);
  if (stats) stats.steps += steps;
  // each table in ranking order, the tables by their best-ranked player
  return best
    .map((t) => [...t].sort((a, b) => a - b))
    .sort((a, b) => a[0] - b[0])
    .map((t) => t.map((i) => players[i]));
}

/** Table by table, best first: each seat the nearest-ranked (within a window) who met the table least. */
function greedy(
  n: number,
  sizes: readonly number[],
  seatCost: (x: number, t: readonly number[]) => number,
): number[][] {
  const left = Array.from({ length: n }, (_, i) => i);
  return sizes.map((size) => {
    const table = [left.shift()!];
    while (table.length < size) {
      let pick = 0;
      let pickCost = Infinity;
      left.slice(0, Math.max(size * 2, 4)).forEach((x, k) => {
        const c = seatCost(x, table);
        if (c < pickCost) [pick, pickCost] = [k, c];
      });
      table.push(left.splice(pick, 1)[0]);
    }
    return table;
  });
}

/**
 * Branch and bound over every seating, in ranking order; the first seating of least cost at most
 * `bound` (the greedy's). `complete` when it ran to the end: then `best` is the answer.
 */
function searchSeatings(
  n: number,
  sizes: readonly number[],
  cost: Uint32Array,
  bound: number,
): { best: number[][] | null; cost: number; complete: boolean; nodes: number } {
  const seated = new Uint8Array(n);
  const sizeLeft = new Map<number, number>();
  for (const s of sizes) sizeLeft.set(s, (sizeLeft.get(s) ?? 0) + 1);
  const distinct = [...sizeLeft.keys()].sort((a, b) => b - a);
  const tables: number[][] = [];
  let found: number[][] | null = null;
  let limit = bound; // a seating must cost at most this; after one is found, strictly less
  let nodes = 0;
  let out = false;

  const openTable = (c: number, from: number): void => {
    let p = from; // every player before the last table's opener is seated
    while (p < n && seated[p]) p++;
    if (p === n) {
      found = tables.map((t) => [...t]);
      limit = c - 1;
      return;
    }
    for (const size of distinct) {
      if (sizeLeft.get(size) === 0) continue;
      sizeLeft.set(size, sizeLeft.get(size)! - 1);
      seated[p] = 1;
      tables.push([p]);
      fill(p, p + 1, size - 1, c);
      tables.pop();
      seated[p] = 0;
      sizeLeft.set(size, sizeLeft.get(size)! + 1);
      if (out) return;
    }
  };
  const fill = (opener: number, from: number, need: number, c: number): void => {
    if (need === 0) return openTable(c, opener + 1);
    const table = tables[tables.length - 1];
    for (let q = from; q <= n - need; q++) {
      if (seated[q]) continue;
      if (++nodes > SEARCH_NODES) {
        out = true;
        return;
      }
      let add = 0;
      for (const x of table) add += cost[q * n + x];
      if (c + add > limit) continue;
      seated[q] = 1;
      table.push(q);
      fill(opener, q + 1, need - 1, c + add);
      table.pop();
      seated[q] = 0;
      if (out) return;
    }
  };
  openTable(0, 0);
  const best = found as number[][] | null;
  return { best, cost: best ? limit + 1 : Infinity, complete: !out, nodes: Math.min(nodes, SEARCH_NODES) };
}

/** Swaps that lower the cost, nearest tables first, until none is left or `budget` steps are spent. */
function improveBySwaps(
  tables: number[][],
  seatCost: (x: number, t: readonly number[]) => number,
  pairCost: (x: number, y: number) => number,
  budget: number,
): number {
  let steps = 0;
  for (let improved = true; improved && steps < budget;) {
    improved = false;
    for (let t = 0; t < tables.length && !improved && steps < budget; t++) {
      const here = tables[t];
      for (let i = 0; i < here.length && !improved; i++) {
        const x = here[i];
        const cx = seatCost(x, here); // a player's cost with itself is 0
        if (cx === 0) continue;
        for (let d = 1; d < tables.length && !improved && steps < budget; d++) {
          for (const u of [t - d, t + d]) {
            if (u < 0 || u >= tables.length || improved) continue;
            const there = tables[u];
            for (let j = 0; j < there.length; j++) {
              const y = there[j];
              steps += here.length + there.length;
              const before = cx + seatCost(y, there);
              const after = seatCost(y, here) - pairCost(y, x) + seatCost(x, there) - pairCost(x, y);
              if (after < before) {
                here[i] = y;
                there[j] = x;
                improved = true;
                break;
              }
            }
          }
        }
      }
    }
  }
  return steps;
}
