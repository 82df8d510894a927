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
export function standingsOf(
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
  return { ...settled, standings: standingsOf(settled, resigned, sides) };
}
