/**
 * Whole tournaments through the course (planRound round after round, random results), checked against
 * issue 29's properties: every pair of a round robin meets exactly gamesPerPairing times with the seats
 * rotating; nobody sits twice in a round; Swiss repeats a pairing only when no repeat-free pairing of
 * the round existed; withdrawn players are no longer seated (a round robin scores their tables as
 * lost); the standings equal a recomputation written independently here; the draws are deterministic.
 */
import fc from 'fast-check';
import { planRound, roundRobinRounds, tournamentStandings, type CourseGame, type Format } from './course';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, '0')}`);
const SEED = 'ab'.repeat(32);
const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

interface Sim {
  games: CourseGame[];
  rounds: CourseGame[][];
}

/** Plays `rounds` rounds with places drawn by `draw`; `withdraw(r)` names players leaving before round r. */
function simulate(
  format: Format,
  players: string[],
  rounds: number,
  gamesPerPairing: number,
  draw: () => number,
  opts: {
    tableSize?: number;
    minTable?: number;
    teams?: number[][] | null;
    withdraw?: (r: number) => string[];
  } = {},
): Sim {
  const games: CourseGame[] = [];
  const byRound: CourseGame[][] = [];
  const withdrawn = new Set<string>();
  const tableSize = opts.tableSize ?? 2;
  for (let round = 1; round <= rounds; round++) {
    for (const w of opts.withdraw?.(round) ?? []) withdrawn.add(w);
    const plan = planRound({
      format,
      seed: SEED,
      round,
      players,
      withdrawn,
      games,
      tableSize,
      minTable: opts.minTable ?? tableSize,
      gamesPerPairing,
      teams: opts.teams ?? null,
    });
    const these: CourseGame[] = [];
    for (const t of plan.tables)
      t.games.forEach((seated, gameNo) => {
        let places: number[];
        if (t.forfeit) places = t.forfeit;
        else if (opts.teams && seated.length === 4) {
          const a = draw() % 3; // 0: team 0 wins, 1: team 1 wins, 2: tie
          places = [0, 1, 2, 3].map((s) => (a === 2 ? 1 : s % 2 === a ? 1 : 2));
        } else places = seated.map(() => 1 + (draw() % seated.length));
        these.push({
          round,
          tableNo: t.table,
          gameNo,
          kind: t.forfeit ? 'forfeit' : 'match',
          matchId: `${round}-${t.table}-${gameNo}`,
          players: seated,
          teams: opts.teams && seated.length === 4 ? opts.teams : null,
          places,
        });
      });
    plan.byes.forEach((p, i) =>
      these.push({
        round,
        tableNo: 100 + i,
        gameNo: 0,
        kind: 'bye',
        matchId: null,
        players: [p],
        teams: null,
        places: null,
      }),
    );
    games.push(...these);
    byRound.push(these);
  }
  return { games, rounds: byRound };
}

/** Points and tie-breaks computed directly from the rules' words, for comparison. */
function recompute(players: string[], games: CourseGame[], format: Format, byePoints: number) {
  const points = new Map(players.map((p) => [p, 0]));
  const took: [string, string, number][] = [];
  for (const g of games) {
    if (g.kind === 'bye') {
      points.set(g.players[0], points.get(g.players[0])! + byePoints);
      continue;
    }
    g.players.forEach((p, i) =>
      g.players.forEach((q, j) => {
        if (i === j || g.teams?.some((t) => t.includes(i) && t.includes(j))) return;
        const v = g.places![i] < g.places![j] ? 1 : g.places![i] === g.places![j] ? 0.5 : 0;
        points.set(p, points.get(p)! + v);
        took.push([p, q, v]);
      }),
    );
  }
  const tie = new Map(players.map((p) => [p, 0]));
  for (const [p, q, v] of took)
    tie.set(p, tie.get(p)! + (format === 'swiss' ? points.get(q)! : v * points.get(q)!));
  return players.map((p) => ({ account: p, points: points.get(p)!, tieBreak: tie.get(p)! }));
}

function nobodyTwice(sim: Sim) {
  for (const r of sim.rounds) {
    const seated = r.filter((g) => g.gameNo === 0).flatMap((g) => g.players);
    expect(new Set(seated).size).toBe(seated.length);
  }
}

/** Can `players` be split into pairs that never met (bitmask search)? */
function repeatFree(players: string[], met: Set<string>): boolean {
  const n = players.length;
  const memo = new Map<number, boolean>();
  const go = (mask: number): boolean => {
    if (mask === (1 << n) - 1) return true;
    if (memo.has(mask)) return memo.get(mask)!;
    let i = 0;
    while (mask & (1 << i)) i++;
    let ok = false;
    for (let j = i + 1; j < n && !ok; j++)
      if (!(mask & (1 << j)) && !met.has(key(players[i], players[j]))) ok = go(mask | (1 << i) | (1 << j));
    memo.set(mask, ok);
    return ok;
  };
  return go(0);
}

const drawer = (seed: number) => {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 8);
};

describe('the course of a tournament', () => {
  it('round robin: every pair meets exactly gamesPerPairing times, seats rotating; standings recomputed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        (n, gpp, s) => {
          const players = ids(n);
          const sim = simulate('round-robin', players, roundRobinRounds(n, gpp), gpp, drawer(s));
          nobodyTwice(sim);
          const orders = new Map<string, string[]>();
          for (const g of sim.games.filter((x) => x.kind === 'match')) {
            const k = key(g.players[0], g.players[1]);
            orders.set(k, [...(orders.get(k) ?? []), g.players[0]]);
          }
          expect(orders.size).toBe((n * (n - 1)) / 2);
          for (const [k, first] of orders) {
            expect(first).toHaveLength(gpp);
            // seats rotate: each of the two sits first in half the meetings (one more when gpp is odd)
            const c = first.filter((p) => p === k.split('|')[0]).length;
            expect(Math.abs(2 * c - gpp)).toBeLessThanOrEqual(1);
          }
          const got = tournamentStandings(players, sim.games, 'round-robin', 2, null);
          const want = recompute(players, sim.games, 'round-robin', 1);
          for (const row of want) expect(got.find((x) => x.account === row.account)).toMatchObject(row);
          expect(got.map((x) => x.points)).toEqual([...got.map((x) => x.points)].sort((a, b) => b - a));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Swiss: nobody twice in a round, repeats only when unavoidable, one bye each first; Buchholz recomputed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer(),
        (n, rounds, s) => {
          const players = ids(n);
          const sim = simulate('swiss', players, rounds, 1, drawer(s));
          nobodyTwice(sim);
          const met = new Set<string>();
          const hadBye = new Set<string>();
          for (const r of sim.rounds) {
            const pairs = r.filter((g) => g.kind === 'match').map((g) => key(g.players[0], g.players[1]));
            const bye = r.find((g) => g.kind === 'bye')?.players[0];
            if (bye && players.some((p) => !hadBye.has(p))) expect(hadBye.has(bye)).toBe(false);
            if (pairs.some((k) => met.has(k))) {
              // a repeat: no bye choice (among those the rules allow) had a repeat-free pairing
              const fresh = players.filter((p) => !hadBye.has(p));
              const choices = n % 2 === 0 ? [null] : fresh.length ? fresh : players;
              for (const b of choices)
                expect(
                  repeatFree(
                    players.filter((p) => p !== b),
                    met,
                  ),
                ).toBe(false);
            }
            pairs.forEach((k) => met.add(k));
            if (bye) hadBye.add(bye);
          }
          const got = tournamentStandings(players, sim.games, 'swiss', 2, null);
          const want = recompute(players, sim.games, 'swiss', 1);
          for (const row of want) expect(got.find((x) => x.account === row.account)).toMatchObject(row);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('withdrawn players are no longer seated; a round robin scores their tables as lost unplayed', () => {
    const players = ids(6);
    const sw = simulate('swiss', players, 5, 1, drawer(7), {
      withdraw: (r) => (r === 3 ? ['p01', 'p04'] : []),
    });
    for (const r of sw.rounds.slice(2))
      expect(r.flatMap((g) => g.players)).not.toEqual(expect.arrayContaining(['p01']));
    const rr = simulate('round-robin', players, 5, 1, drawer(9), {
      withdraw: (r) => (r === 2 ? ['p02'] : []),
    });
    const later = rr.rounds
      .slice(1)
      .flat()
      .filter((g) => g.players.includes('p02'));
    expect(later.length).toBe(4);
    for (const g of later) {
      expect(g.kind).toBe('forfeit');
      expect(g.places![g.players.indexOf('p02')]).toBe(2);
      expect(g.places![1 - g.players.indexOf('p02')]).toBe(1);
    }
  });

  it('Euchre: tables of four, partners drawn each round from the seed, each scoring the team result', () => {
    const players = ids(8);
    const teams = [
      [0, 2],
      [1, 3],
    ];
    const sim = simulate('swiss', players, 4, 1, drawer(3), { tableSize: 4, teams });
    nobodyTwice(sim);
    const partners = new Set<string>();
    for (const g of sim.games) {
      expect(g.players).toHaveLength(4);
      partners.add(key(g.players[0], g.players[2]));
      partners.add(key(g.players[1], g.players[3]));
    }
    expect(partners.size).toBeGreaterThan(4); // drawn anew, not fixed
    const got = tournamentStandings(players, sim.games, 'swiss', 4, teams);
    const want = recompute(players, sim.games, 'swiss', 2);
    for (const row of want) expect(got.find((x) => x.account === row.account)).toMatchObject(row);
    // the same seed and results give the same rounds
    expect(simulate('swiss', players, 4, 1, drawer(3), { tableSize: 4, teams }).games).toEqual(sim.games);
  });
});
