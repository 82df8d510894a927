/**
 * Who finished where: `result.standings`, computed here for every game (defineGame adds it to each
 * game's result; the service adds the resignations it knows of through `settleResult`).
 *
 * One entry per seat, in seat order; place 1 is the best and seats that compare equal share a place
 * (then the next place skips: 1, 1, 3). The order: a seat still in ranks above every seat that resigned
 * (a later resignation above an earlier one); then the winners above the other seats; then the score.
 * Partners (Euchre) have equal scores and win or resign together, so they always share their place.
 */
import type { GameResult, Standing } from './types';

/** A result as a game's rules give it, before the standings are added. */
export type RulesResult = Omit<GameResult, 'standings'>;

/**
 * The standings of a result whose seats in `resigned` (in the order they resigned) are out. `sides`:
 * the seats that play together (Euchre's partnerships), which resign together and share their place.
 */
export function matchStandings(
  r: RulesResult,
  resigned: readonly number[] = [],
  sides?: readonly (readonly number[])[],
): Standing[] {
  const out = resigned.length;
  // when a seat's side went out: the first of its side to resign (partners resign as one)
  const outAt = (s: number) => {
    const side = sides?.find((x) => x.includes(s)) ?? [s];
    const k = side.map((x) => resigned.indexOf(x)).filter((i) => i >= 0);
    return k.length ? Math.min(...k) : out;
  };
  const key = (s: number): [number, number, number] => [outAt(s), r.winners.includes(s) ? 1 : 0, r.scores[s]];
  const better = (a: number, b: number) => {
    const [x, y] = [key(a), key(b)];
    return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
  };
  return r.scores.map((_, seat) => ({
    seat,
    place: 1 + r.scores.filter((_, other) => better(other, seat)).length,
  }));
}

/**
 * The final result once the seats in `resigned` are out: they cannot win (when every winner resigned,
 * the best-scoring seats still in win instead), and they stand below every seat still in.
 */
export function settleResult(
  r: RulesResult,
  resigned: readonly number[] = [],
  sides?: readonly (readonly number[])[],
): GameResult {
  let winners = r.winners;
  if (resigned.length) {
    winners = r.winners.filter((s) => !resigned.includes(s));
    if (!winners.length) {
      const inPlay = r.scores.map((_, s) => s).filter((s) => !resigned.includes(s));
      const best = Math.max(...inPlay.map((s) => r.scores[s]));
      winners = inPlay.filter((s) => r.scores[s] === best);
    }
  }
  const settled = { winners, scores: r.scores, reason: r.reason };
  return { ...settled, standings: matchStandings(settled, resigned, sides) };
}

/**
 * The points each seat takes from a finished table, in seat order: for each other seat, 1 for a better
 * place and ½ for the same place; seats of one team (Euchre's partnerships) are not compared with each
 * other. Tournaments score a match with it, gauntlets a deal (as a share of the seats compared).
 */
export function pointsAgainstOthers(
  places: readonly number[],
  teams?: readonly (readonly number[])[],
): number[] {
  const partners = (i: number, j: number) => teams?.some((t) => t.includes(i) && t.includes(j)) ?? false;
  return places.map((place, i) => {
    let points = 0;
    for (let j = 0; j < places.length; j++) {
      if (j === i || partners(i, j)) continue;
      if (place < places[j]) points += 1;
      else if (place === places[j]) points += 0.5;
    }
    return points;
  });
}

/** How many seats `seat` is compared with (every other seat but its partners). */
export function opponentsOf(seats: number, seat: number, teams?: readonly (readonly number[])[]): number {
  const team = teams?.find((t) => t.includes(seat));
  return seats - (team ? team.length : 1);
}
