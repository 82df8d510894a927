/**
 * Chip settlement of one hand (docs/rules/texas-holdem.md §7): uncalled chips, main and side pots, and the split
 * of each pot among its best eligible hands with the odd chips given clockwise from the button's left.
 * Pure functions over per-seat arrays, so they can be tested on their own.
 */

export interface Pot {
  amount: number;
  /** Seats that may win this pot: not folded and contributed at least its level. */
  eligible: number[];
}

export interface PotBuild {
  /** Chips given back to the biggest contributor before the pots are built (step 2), or null. */
  uncalled: { seat: number; amount: number } | null;
  /** Contributions after the return of the uncalled chips. */
  contributions: number[];
  /** Pot 1 is the main pot, the others side pots, in ascending level order. */
  pots: Pot[];
}

/**
 * Steps 1 to 3 of docs/rules/texas-holdem.md §7. `contrib[i]` is everything seat i put in the hand (0 for seats not dealt in);
 * `live[i]` is true for a seat dealt in that has not folded.
 */
export function buildPots(contrib: readonly number[], live: readonly boolean[]): PotBuild {
  const c = contrib.slice();
  let uncalled: PotBuild['uncalled'] = null;
  let top = -1;
  for (let i = 0; i < c.length; i++) if (top < 0 || c[i] > c[top]) top = i;
  if (top >= 0) {
    let second = 0;
    for (let i = 0; i < c.length; i++) if (i !== top && c[i] > second) second = c[i];
    if (c[top] > second) {
      uncalled = { seat: top, amount: c[top] - second };
      c[top] = second;
    }
  }
  const levels = [...new Set(c.filter((v, i) => live[i] && v > 0))].sort((a, b) => a - b);
  const total = c.reduce((a, b) => a + b, 0);
  const pots: Pot[] = [];
  if (levels.length === 0) {
    if (total > 0) pots.push({ amount: total, eligible: c.map((_, i) => i).filter((i) => live[i]) });
    return { uncalled, contributions: c, pots };
  }
  let prev = 0;
  let used = 0;
  for (const level of levels) {
    let amount = 0;
    for (const v of c) amount += Math.min(v, level) - Math.min(v, prev);
    const eligible: number[] = [];
    for (let i = 0; i < c.length; i++) if (live[i] && c[i] >= level) eligible.push(i);
    pots.push({ amount, eligible });
    used += amount;
    prev = level;
  }
  // Chips of folded players above the highest live level go into the last pot.
  pots[pots.length - 1].amount += total - used;
  return { uncalled, contributions: c, pots };
}

export interface AwardedPot extends Pot {
  winners: number[];
  /** shares[k] is what winners[k] receives. */
  shares: number[];
}

/** Seats in clockwise order starting from the first seat left of the button. */
export function clockwiseFromButton(button: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) out.push((button + k) % n);
  return out;
}

/**
 * Steps 4 and 5: each pot goes to its eligible seat(s) with the highest hand value; ties split
 * equally, odd chips one at a time to the tied winners clockwise from the first seat left of the
 * button. `values[i]` is seat i's comparable hand value (ignored for seats not eligible).
 */
export function awardPots(pots: readonly Pot[], values: readonly number[], button: number): AwardedPot[] {
  const order = clockwiseFromButton(button, values.length);
  return pots.map((pot) => {
    let best = -Infinity;
    for (const s of pot.eligible) best = Math.max(best, values[s]);
    const winners = order.filter((s) => pot.eligible.includes(s) && values[s] === best);
    const base = Math.floor(pot.amount / winners.length);
    let odd = pot.amount - base * winners.length;
    const shares = winners.map(() => base + (odd-- > 0 ? 1 : 0));
    return { amount: pot.amount, eligible: pot.eligible.slice(), winners, shares };
  });
}
