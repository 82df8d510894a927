/**
 * Rating arithmetic (pure): Weng-Lin Bayesian ratings through the `openskill` package, the rating shown
 * being the conservative estimate mu − 3·sigma. A finished match is rated from its final standings
 * (1 = best, ties share a standing): every seat is its own team, except Euchre, whose partnerships
 * (seats 0+2 and 1+3) are the two teams.
 *
 * The model is Weng-Lin's Bradley-Terry with full pairing: every pair of teams is compared, a shared
 * standing counting as a draw. (openskill's default, Plackett-Luce, handles shared standings so that a
 * lone second place can gain more than three tied winners; full pairing keeps the order of the standings.)
 */
import { ordinal, rate, rating as newRating } from 'openskill';
import { bradleyTerryFull } from 'openskill/models';

export interface Skill {
  mu: number;
  sigma: number;
}

/** Where every account starts (openskill's defaults: mu 25, sigma 25/3, so rating 0). */
export const INITIAL_SKILL: Skill = Object.freeze({ ...newRating() });

/** The conservative estimate every leaderboard sorts by. */
export function conservative(s: Skill): number {
  return ordinal(s, { z: 3 });
}

/** Teams of seats for a game with `players` seats: partnerships where the rules have them. */
export function teamsOf(game: string, players: number): number[][] {
  if (game === 'euchre' && players === 4)
    return [
      [0, 2],
      [1, 3],
    ];
  return Array.from({ length: players }, (_, seat) => [seat]);
}

/**
 * New skills of every seat after a match: `standings[seat]` is the seat's final standing (1 best).
 * A team's standing is its best member's (partners share one in Euchre).
 */
export function rateStandings(game: string, skills: Skill[], standings: number[]): Skill[] {
  if (skills.length !== standings.length || skills.length < 2)
    throw new Error('one skill and one standing per seat, two seats at least');
  const teams = teamsOf(game, skills.length);
  const rank = teams.map((team) => Math.min(...team.map((seat) => standings[seat])));
  const rated = rate(
    teams.map((team) => team.map((seat) => ({ mu: skills[seat].mu, sigma: skills[seat].sigma }))),
    { rank, model: bradleyTerryFull },
  );
  const out: Skill[] = new Array(skills.length);
  teams.forEach((team, t) =>
    team.forEach((seat, i) => (out[seat] = { mu: rated[t][i].mu, sigma: rated[t][i].sigma })),
  );
  return out;
}

export interface SeatStanding {
  accountId: string;
  /** Final standing, 1 = best (ties share). */
  standing: number;
}

/**
 * New skills of every account of a match, one entry per seat in seat order. A built-in account may hold
 * several seats (Euchre against three `basic-bot` seats): each of its seats is rated as a player with
 * the account's skill, and the account moves by the mean of its seats' changes (mu and sigma), so that
 * seats it holds on both sides cancel out and a match against itself teaches nothing.
 */
export function rateAccounts(
  game: string,
  seats: SeatStanding[],
  skills: ReadonlyMap<string, Skill>,
): Map<string, Skill> {
  const before = seats.map((s) => skills.get(s.accountId) ?? INITIAL_SKILL);
  const after = rateStandings(
    game,
    before,
    seats.map((s) => s.standing),
  );
  const sums = new Map<string, { dMu: number; dSigma: number; n: number }>();
  seats.forEach((s, i) => {
    const acc = sums.get(s.accountId) ?? { dMu: 0, dSigma: 0, n: 0 };
    acc.dMu += after[i].mu - before[i].mu;
    acc.dSigma += after[i].sigma - before[i].sigma;
    acc.n++;
    sums.set(s.accountId, acc);
  });
  const out = new Map<string, Skill>();
  for (const [id, { dMu, dSigma, n }] of sums) {
    const s = skills.get(id) ?? INITIAL_SKILL;
    out.set(id, { mu: s.mu + dMu / n, sigma: s.sigma + dSigma / n });
  }
  return out;
}
