import fc from 'fast-check';
import { type PlayerId, type Round, roundRobin, swissRound, tableSizes } from './pairing';
import { standings, tablePoints } from './standings';

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const key = (a: PlayerId, b: PlayerId) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const pairsOf = (met: Set<string>) => [...met].map((k) => k.split('|') as [PlayerId, PlayerId]);

function everyoneOnce(round: Round, players: PlayerId[]) {
  const seen = [...round.tables.flat(), ...round.byes];
  expect(seen.sort()).toEqual([...players].sort());
}

/** Independent check (bitmask search): can `players` be split into pairs that have never met? */
function repeatFreeExists(players: PlayerId[], met: Set<string>): boolean {
  const n = players.length;
  const memo = new Map<number, boolean>();
  const go = (mask: number): boolean => {
    if (mask === (1 << n) - 1) return true;
    if (memo.has(mask)) return memo.get(mask)!;
    let i = 0;
    while (mask & (1 << i)) i++;
    let ok = false;
    for (let j = i + 1; j < n && !ok; j++) {
      if (!(mask & (1 << j)) && !met.has(key(players[i], players[j]))) ok = go(mask | (1 << i) | (1 << j));
    }
    memo.set(mask, ok);
    return ok;
  };
  return go(0);
}

describe('round robin (circle method)', () => {
  it('every pair meets exactly gamesPerPairing times, seats rotating; nobody twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), fc.integer({ min: 1, max: 3 }), (n, g) => {
        const players = names(n);
        const rounds = roundRobin(players, g);
        expect(rounds).toHaveLength(g * (n % 2 === 0 ? n - 1 : n));
        const meetings = new Map<string, number>();
        const seatOrders = new Map<string, number>();
        for (const round of rounds) {
          everyoneOnce(round, players);
          expect(round.byes).toHaveLength(n % 2);
          for (const [a, b] of round.tables) {
            meetings.set(key(a, b), (meetings.get(key(a, b)) ?? 0) + 1);
            seatOrders.set(`${a}>${b}`, (seatOrders.get(`${a}>${b}`) ?? 0) + 1);
          }
        }
        expect(meetings.size).toBe((n * (n - 1)) / 2);
        for (const count of meetings.values()) expect(count).toBe(g);
        // with two meetings or more, each pair has sat both ways round
        if (g >= 2)
          for (const [a, b] of players.flatMap((a, i) => players.slice(i + 1).map((b) => [a, b]))) {
            expect(seatOrders.get(`${a}>${b}`)).toBeGreaterThanOrEqual(Math.floor(g / 2));
            expect(seatOrders.get(`${b}>${a}`)).toBeGreaterThanOrEqual(Math.floor(g / 2));
          }
      }),
    );
  });

  it('an odd count gives each player exactly one bye per cycle', () => {
    const rounds = roundRobin(names(5));
    expect(rounds.flatMap((r) => r.byes).sort()).toEqual(names(5));
  });

  it('rejects duplicate players', () => {
    expect(() => roundRobin(['a', 'a'])).toThrow(/distinct/);
  });
});

describe('Swiss', () => {
  /** Plays `rounds` Swiss rounds with random results; checks each round as it goes. */
  function simulate(n: number, rounds: number, results: number[]) {
    const players = names(n);
    const points = new Map(players.map((p) => [p, 0]));
    const met = new Set<string>();
    const hadBye = new Set<PlayerId>();
    let r = 0;
    for (let k = 0; k < rounds; k++) {
      const ranked = [...players].sort((a, b) => points.get(b)! - points.get(a)! || (a < b ? -1 : 1));
      const round = swissRound({ ranked, meetings: pairsOf(met), hadBye });
      everyoneOnce(round, players);
      expect(round.byes).toHaveLength(n % 2);
      // a repeat only when no repeat-free pairing of the players left after the bye exists
      const repeats = round.tables.filter(([a, b]) => met.has(key(a, b)));
      if (repeats.length > 0) {
        const eligible = players.some((p) => !hadBye.has(p))
          ? players.filter((p) => !hadBye.has(p))
          : players;
        for (const bye of n % 2 ? eligible : [null]) {
          expect(
            repeatFreeExists(
              players.filter((p) => p !== bye),
              met,
            ),
          ).toBe(false);
        }
      }
      // the bye goes to a player without one whenever there is such a player
      for (const bye of round.byes)
        if (players.some((p) => !hadBye.has(p))) expect(hadBye.has(bye)).toBe(false);
      for (const bye of round.byes) {
        hadBye.add(bye);
        points.set(bye, points.get(bye)! + 1);
      }
      for (const [a, b] of round.tables) {
        met.add(key(a, b));
        const x = results[r++ % results.length];
        if (x === 0) points.set(a, points.get(a)! + 1);
        else if (x === 1) points.set(b, points.get(b)! + 1);
        else {
          points.set(a, points.get(a)! + 0.5);
          points.set(b, points.get(b)! + 0.5);
        }
      }
    }
  }

  it('pairs everyone once a round, repeats only when unavoidable, byes to those without', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 11 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 }),
        (n, rounds, results) => simulate(n, rounds, results),
      ),
      { numRuns: 150 },
    );
  });

  it('pairs top against top: the first round seats neighbours in the ranking', () => {
    const round = swissRound({ ranked: names(6), meetings: [], hadBye: new Set() });
    expect(round.tables).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
      ['p4', 'p5'],
    ]);
  });

  it('floats a player down to avoid a repeat', () => {
    const met = new Set([key('p0', 'p1')]);
    const round = swissRound({
      ranked: names(4),
      meetings: pairsOf(met),
      hadBye: new Set(),
    });
    expect(round.tables).toEqual([
      ['p0', 'p2'],
      ['p1', 'p3'],
    ]);
  });

  it('64 players, 10 rounds: no repeat', () => {
    simulate(64, 10, [0, 1, 2, 0, 0, 1]);
  });

  it('tables larger than two: everyone seated once, sizes within bounds, fewest meetings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        (n, size, min) => {
          fc.pre(min <= size);
          const round = swissRound({
            ranked: names(n),
            meetings: [],
            hadBye: new Set(),
            tableSize: size,
            minTable: min,
          });
          everyoneOnce(round, names(n));
          for (const t of round.tables) expect(t.length >= min && t.length <= size).toBe(true);
          const { sizes, byes } = tableSizes(n, size, min);
          expect(round.tables.map((t) => t.length)).toEqual(sizes);
          expect(round.byes).toHaveLength(byes);
        },
      ),
    );
  });

  it('tableSizes: even sizes, the fewest byes', () => {
    expect(tableSizes(10, 4, 2)).toEqual({ sizes: [4, 3, 3], byes: 0 });
    expect(tableSizes(10, 4, 4)).toEqual({ sizes: [4, 4], byes: 2 });
    expect(tableSizes(7, 2, 2)).toEqual({ sizes: [2, 2, 2], byes: 1 });
    expect(tableSizes(3, 6, 4)).toEqual({ sizes: [], byes: 3 });
  });
});

describe('standings', () => {
  it('points per table: one per player finished ahead of, a half per tie; partners not compared', () => {
    expect(tablePoints({ players: ['a', 'b'], places: [1, 2] })).toEqual([1, 0]);
    expect(tablePoints({ players: ['a', 'b'], places: [1, 1] })).toEqual([0.5, 0.5]);
    expect(tablePoints({ players: ['a', 'b', 'c', 'd'], places: [2, 1, 2, 4] })).toEqual([1.5, 3, 1.5, 0]);
    // Euchre: a and c partners won
    expect(
      tablePoints({
        players: ['a', 'b', 'c', 'd'],
        places: [1, 3, 1, 3],
        teams: [
          [0, 2],
          [1, 3],
        ],
      }),
    ).toEqual([2, 0, 2, 0]);
  });

  it('Sonneborn-Berger, computed by hand', () => {
    // a beats b, b beats c, c beats a, a draws d, d beats b and c
    // points: a 1.5, b 1, c 1, d 2.5
    const T = (x: string, y: string, px: number, py: number) => ({ players: [x, y], places: [px, py] });
    const tables = [
      T('a', 'b', 1, 2),
      T('b', 'c', 1, 2),
      T('c', 'a', 1, 2),
      T('a', 'd', 1, 1),
      T('d', 'b', 1, 2),
      T('d', 'c', 1, 2),
    ];
    const s = standings(['a', 'b', 'c', 'd'], tables, [], 'sonneborn-berger');
    // SB: a = b's 1 + ½·d's 2.5 = 2.25; b = c's 1 = 1; c = a's 1.5 = 1.5; d = ½·a's 1.5 + b 1 + c 1 = 2.75
    expect(s).toEqual([
      { rank: 1, account: 'd', points: 2.5, tieBreak: 2.75, played: 3 },
      { rank: 2, account: 'a', points: 1.5, tieBreak: 2.25, played: 3 },
      { rank: 3, account: 'c', points: 1, tieBreak: 1.5, played: 3 },
      { rank: 4, account: 'b', points: 1, tieBreak: 1, played: 3 },
    ]);
  });

  it('Buchholz, a bye scoring as a win, and shared ranks', () => {
    const tables = [
      { players: ['a', 'b'], places: [1, 2] },
      { players: ['c', 'd'], places: [1, 1] },
    ];
    const s = standings(['a', 'b', 'c', 'd', 'e'], tables, [{ player: 'e', points: 1 }], 'buchholz');
    // points: a 1, e 1 (bye), c ½, d ½, b 0; Buchholz: a = b's 0, e = 0, c = d's ½, d = c's ½, b = a's 1
    expect(s.map((r) => [r.rank, r.account, r.points, r.tieBreak, r.played])).toEqual([
      [1, 'a', 1, 0, 1],
      [1, 'e', 1, 0, 0],
      [3, 'c', 0.5, 0.5, 1],
      [3, 'd', 0.5, 0.5, 1],
      [5, 'b', 0, 1, 1],
    ]);
  });

  it('the points handed out add up to the comparisons made, whatever the results', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 4 }), {
          minLength: 1,
          maxLength: 20,
        }),
        (tablePlaces) => {
          const tables = tablePlaces.map((places, t) => ({
            players: places.map((_, i) => `p${(t + i) % 6}x${i}`),
            places,
          }));
          const players = [...new Set(tables.flatMap((t) => t.players))];
          const s = standings(players, tables, [], 'buchholz');
          const total = s.reduce((sum, r) => sum + r.points, 0);
          const pairs = tables.reduce((sum, t) => sum + (t.players.length * (t.players.length - 1)) / 2, 0);
          expect(total).toBeCloseTo(pairs, 9);
          for (let i = 1; i < s.length; i++) expect(s[i].rank).toBeGreaterThanOrEqual(s[i - 1].rank);
        },
      ),
    );
  });
});
