/**
 * East-West bots that play the rest of the round out (Monte Carlo rollouts with a placement policy).
 *
 * `basic` deals the unseen cards at random into the empty slots: it assumes that both players will put
 * their next cards anywhere. These bots instead sample the order of the stock (the unseen cards,
 * shuffled), and play the rest of the round out from each candidate column: the opponent and the seat
 * each place the cards they draw by a fast policy (`policyColumn`), and the finished layout is scored
 * as the round is (round points, plus a little for each column won). The same sampled stock orders
 * serve every candidate. The policy places a card where it raises its side's chance of winning the
 * column most, the chance read from `strengthTable`: for every partial hand (the centre card plus
 * 0..4 placed cards) the probability that its random completion beats a random 5-card hand, under the
 * match's ranking options (built once per ranking, from the shared evaluator).
 *
 * Budgets are rollouts per candidate (never time), all randomness comes from ctx.rng, so a match
 * replays exactly from its seed.
 */
import { type Card, deck32, parseCard } from '../cards';
import { rankers } from '../poker';
import type { Bot, BotContext, Move } from '../types';
import { CARDS_PER_SIDE, COLUMNS, type EastWestOptions, type EastWestView } from './types';

type Ctx = BotContext<EastWestView, EastWestOptions>;

/** Rollouts (sampled stock orders) per candidate column. */
export const ADVANCED_ROLLOUTS = 120;
export const EXPERT_ROLLOUTS = 400;

// ---------------------------------------------------------------------------------------------------
// Strength of partial hands

/** Binomial coefficients C(n, k) for n < 33, k < 6. */
const BINOM: number[][] = Array.from({ length: 33 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let v = 1;
    for (let i = 0; i < k; i++) v = (v * (n - i)) / (i + 1);
    return Math.round(v);
  }),
);

/** Index of a set of distinct 32-deck positions (0..31), in the combinatorial number system. */
function setIndex(sorted: ArrayLike<number>, n: number): number {
  let idx = 0;
  for (let i = 0; i < n; i++) idx += BINOM[sorted[i]][i + 1];
  return idx;
}

/** A card's position in the 32-card deck (ranks 7..A: card indices 20..51). */
const pos = (c: Card) => c - 20;

/**
 * byCount[k][setIndex(s)]: for a set s of k cards (1..5), the probability that s completed with 5 - k
 * random other cards beats a random 5-card hand (ties count half).
 */
export interface StrengthTable {
  byCount: Float32Array[];
}

const TABLES = new Map<string, StrengthTable>();

/** The table for the match's ranking options (built on first use, ~0.2 s, then kept). */
export function strengthTable(options: Pick<EastWestOptions, 'flushRank' | 'aceLowStraight'>): StrengthTable {
  const key = `${options.flushRank}/${options.aceLowStraight}`;
  let t = TABLES.get(key);
  if (!t) {
    t = buildTable(options);
    TABLES.set(key, t);
  }
  return t;
}

function buildTable(options: Pick<EastWestOptions, 'flushRank' | 'aceLowStraight'>): StrengthTable {
  const { rank5, classes } = rankers({
    deck: 32,
    flushRank: options.flushRank,
    aceLowStraight: options.aceLowStraight,
  });
  const five = new Float32Array(BINOM[32][5]);
  const values = new Int32Array(BINOM[32][5]);
  const count = new Float64Array(classes + 2);
  for (let e = 4; e < 32; e++) {
    for (let d = 3; d < e; d++) {
      for (let c = 2; c < d; c++) {
        for (let b = 1; b < c; b++) {
          for (let a = 0; a < b; a++) {
            const v = rank5(a + 20, b + 20, c + 20, d + 20, e + 20);
            values[BINOM[a][1] + BINOM[b][2] + BINOM[c][3] + BINOM[d][4] + BINOM[e][5]] = v;
            count[v]++;
          }
        }
      }
    }
  }
  // percentile of each value: hands below it, plus half the hands equal to it
  const below = new Float64Array(classes + 2);
  for (let v = 1; v < below.length; v++) below[v] = below[v - 1] + count[v - 1];
  const total = BINOM[32][5];
  for (let i = 0; i < total; i++) five[i] = (below[values[i]] + count[values[i]] / 2) / total;
  // k cards: the average over the next card of the (k + 1)-card values, summed from the larger sets down
  const byCount: Float32Array[] = [
    new Float32Array(1),
    new Float32Array(32),
    new Float32Array(BINOM[32][2]),
    new Float32Array(BINOM[32][3]),
    new Float32Array(BINOM[32][4]),
    five,
  ];
  const B = BINOM;
  for (let e = 4; e < 32; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            const x = five[B[a][1] + B[b][2] + B[c][3] + B[d][4] + B[e][5]];
            const four = byCount[4];
            four[B[b][1] + B[c][2] + B[d][3] + B[e][4]] += x;
            four[B[a][1] + B[c][2] + B[d][3] + B[e][4]] += x;
            four[B[a][1] + B[b][2] + B[d][3] + B[e][4]] += x;
            four[B[a][1] + B[b][2] + B[c][3] + B[e][4]] += x;
            four[B[a][1] + B[b][2] + B[c][3] + B[d][4]] += x;
          }
  for (let i = 0; i < byCount[4].length; i++) byCount[4][i] /= 28;
  for (let d = 3; d < 32; d++)
    for (let c = 2; c < d; c++)
      for (let b = 1; b < c; b++)
        for (let a = 0; a < b; a++) {
          const x = byCount[4][B[a][1] + B[b][2] + B[c][3] + B[d][4]];
          const three = byCount[3];
          three[B[b][1] + B[c][2] + B[d][3]] += x;
          three[B[a][1] + B[c][2] + B[d][3]] += x;
          three[B[a][1] + B[b][2] + B[d][3]] += x;
          three[B[a][1] + B[b][2] + B[c][3]] += x;
        }
  for (let i = 0; i < byCount[3].length; i++) byCount[3][i] /= 29;
  for (let c = 2; c < 32; c++)
    for (let b = 1; b < c; b++)
      for (let a = 0; a < b; a++) {
        const x = byCount[3][B[a][1] + B[b][2] + B[c][3]];
        const two = byCount[2];
        two[B[b][1] + B[c][2]] += x;
        two[B[a][1] + B[c][2]] += x;
        two[B[a][1] + B[b][2]] += x;
      }
  for (let i = 0; i < byCount[2].length; i++) byCount[2][i] /= 30;
  for (let b = 1; b < 32; b++)
    for (let a = 0; a < b; a++) {
      const x = byCount[2][B[a][1] + B[b][2]];
      byCount[1][a] += x;
      byCount[1][b] += x;
    }
  for (let i = 0; i < 32; i++) byCount[1][i] /= 31;
  return { byCount };
}

/** Strength of a partial hand (1..5 cards, positions 0..31, any order) read from the table. */
function strength(t: StrengthTable, cards: number[], n: number): number {
  const s = SCRATCH;
  for (let i = 0; i < n; i++) {
    const v = cards[i];
    let j = i;
    while (j > 0 && s[j - 1] > v) {
      s[j] = s[j - 1];
      j--;
    }
    s[j] = v;
  }
  return t.byCount[n][setIndex(s, n)];
}
const SCRATCH = new Int32Array(6);

// ---------------------------------------------------------------------------------------------------
// The rollouts

/**
 * A layout being played out: hands[seat * 3 + column] = the centre card and the cards placed there
 * (positions 0..31), sizes alongside.
 */
export interface Layout {
  hands: number[][];
  sizes: number[];
  /** The strength of each hand as it stands. */
  strengths: number[];
}

/** A layout from its hands (hands[seat * 3 + column]: the centre card and the cards placed, as positions). */
export function layoutOf(t: StrengthTable, hands: number[][]): Layout {
  return {
    hands: hands.map((h) => [...h, 0, 0, 0, 0, 0].slice(0, CARDS_PER_SIDE + 1)),
    sizes: hands.map((h) => h.length),
    strengths: hands.map((h) => strength(t, h, h.length)),
  };
}

/** Puts card `x` on `seat`'s side of column `c`. */
export function place(t: StrengthTable, layout: Layout, seat: number, c: number, x: number): void {
  const i = seat * COLUMNS + c;
  layout.hands[i][layout.sizes[i]++] = x;
  layout.strengths[i] = strength(t, layout.hands[i], layout.sizes[i]);
}

/**
 * The policy: the column (with room) where the card raises the seat's chance of winning it most. The
 * chance is read from the two sides' strengths (a logistic curve of their difference), so a card goes
 * where it matters: not to a column already won or lost. `roundAware` (the expert's policy) weighs each
 * column's gain by what winning it is worth in round points given the chances in the other two columns
 * (a column is worth most while the other two are split).
 */
export function policyColumn(
  t: StrengthTable,
  layout: Layout,
  seat: number,
  card: number,
  roundAware = false,
): number {
  const opp = (1 - seat) * COLUMNS;
  let chances: number[] | null = null;
  if (roundAware) {
    chances = [0, 0, 0];
    for (let c = 0; c < COLUMNS; c++)
      chances[c] = winChance(layout.strengths[seat * COLUMNS + c] - layout.strengths[opp + c]);
  }
  let best = -1;
  let bestGain = -Infinity;
  for (let c = 0; c < COLUMNS; c++) {
    const i = seat * COLUMNS + c;
    const n = layout.sizes[i];
    if (n === CARDS_PER_SIDE + 1) continue;
    const h = layout.hands[i];
    const before = layout.strengths[i];
    h[n] = card;
    const after = strength(t, h, n + 1);
    const o = layout.strengths[opp + c];
    let gain = winChance(after - o) - winChance(before - o);
    if (chances) {
      const a = chances[(c + 1) % 3];
      const b = chances[(c + 2) % 3];
      gain *= columnWorth(a * (1 - b) + b * (1 - a));
    }
    if (gain > bestGain) {
      bestGain = gain;
      best = c;
    }
  }
  return best;
}

/**
 * What winning one more column is worth (in the rollouts' outcome: round points plus a quarter per
 * column) when the other two are split with probability `split`: from 0 or 2 wins of the others,
 * 1.5; from 1, 2.5 (it decides who scores the round).
 */
const columnWorth = (split: number) => 1.5 + split;

/** A smooth win chance from a strength difference (its scale, 8, chosen by hand, not tuned). */
const winChance = (diff: number) => 1 / (1 + Math.exp(-8 * diff));

const roundPoints = (wins: number) => (wins === 3 ? 2 : wins === 2 ? 1 : 0);

/**
 * The average outcome for `me` of putting `card` into each of `candidates`, over `rollouts` sampled
 * stock orders, the rest of the round played out by `policyColumn` for both seats.
 */
export function rolloutScores(
  ctx: Ctx,
  card: Card,
  candidates: number[],
  rollouts: number,
  roundAware = false,
): number[] {
  const v = ctx.view;
  const me = ctx.seat;
  const opp = 1 - me;
  const t = strengthTable(ctx.options);
  const { rank5 } = rankers({
    deck: 32,
    flushRank: ctx.options.flushRank,
    aceLowStraight: ctx.options.aceLowStraight,
  });
  const centre = v.board.map(parseCard);
  const placed = v.columns.map((c) => c.cards.map((side) => side.map(parseCard)));
  const seen = new Set<Card>([...centre, card]);
  for (const col of placed) for (const side of col) for (const c of side) seen.add(c);
  const unseen = deck32()
    .filter((c) => !seen.has(c))
    .map(pos);
  let slots = 0;
  for (let c = 0; c < COLUMNS; c++) slots += 2 * CARDS_PER_SIDE - placed[c][0].length - placed[c][1].length;
  // after this placement, the others alternate, the opponent first
  const left = slots - 1;
  const totals = candidates.map(() => 0);
  const layout: Layout = {
    hands: Array.from({ length: 2 * COLUMNS }, () => [0, 0, 0, 0, 0]),
    sizes: [0, 0, 0, 0, 0, 0],
    strengths: [0, 0, 0, 0, 0, 0],
  };
  const reset = (target: number) => {
    for (const s of [0, 1]) {
      for (let c = 0; c < COLUMNS; c++) {
        const i = s * COLUMNS + c;
        const h = layout.hands[i];
        h[0] = pos(centre[c]);
        let n = 1;
        for (const x of placed[c][s]) h[n++] = pos(x);
        if (s === me && c === target) h[n++] = pos(card);
        layout.sizes[i] = n;
        layout.strengths[i] = strength(t, h, n);
      }
    }
  };
  for (let r = 0; r < rollouts; r++) {
    const stock = ctx.rng.shuffle([...unseen]);
    for (let k = 0; k < candidates.length; k++) {
      reset(candidates[k]);
      let drawn = 0;
      for (let step = 0; step < left; step++) {
        let seat = step % 2 === 0 ? opp : me;
        // a seat whose sides are full no longer draws (only at the very end, when the other still places)
        if (full(layout, seat)) seat = 1 - seat;
        const x = stock[drawn++];
        place(t, layout, seat, policyColumn(t, layout, seat, x, roundAware), x);
      }
      let myWins = 0;
      let oppWins = 0;
      for (let c = 0; c < COLUMNS; c++) {
        const a = layout.hands[me * COLUMNS + c];
        const b = layout.hands[opp * COLUMNS + c];
        const va = rank5(a[0] + 20, a[1] + 20, a[2] + 20, a[3] + 20, a[4] + 20);
        const vb = rank5(b[0] + 20, b[1] + 20, b[2] + 20, b[3] + 20, b[4] + 20);
        if (va > vb) myWins++;
        else if (vb > va) oppWins++;
      }
      totals[k] += roundPoints(myWins) - roundPoints(oppWins) + 0.25 * (myWins - oppWins);
    }
  }
  return totals.map((x) => x / rollouts);
}

function full(layout: Layout, seat: number): boolean {
  for (let c = 0; c < COLUMNS; c++) if (layout.sizes[seat * COLUMNS + c] < CARDS_PER_SIDE + 1) return false;
  return true;
}

/** A rollout player with `rollouts` sampled stock orders per candidate column (and the policy's kind). */
export function rolloutBot(rollouts: number, roundAware = false): Bot<EastWestView, EastWestOptions> {
  return (ctx: Ctx): Move => {
    const legal = ctx.legalMoves.filter((m) => m.type === 'place' && typeof m.column === 'number');
    if (legal.length === 0) return { ...ctx.rng.pick(ctx.legalMoves) } as Move;
    if (legal.length === 1 || !ctx.view.yourCards?.length) return { ...legal[0] } as Move;
    const candidates = legal.map((m) => m.column as number);
    const scores = rolloutScores(ctx, parseCard(ctx.view.yourCards[0]), candidates, rollouts, roundAware);
    let best = 0;
    for (let k = 1; k < candidates.length; k++) if (scores[k] > scores[best]) best = k;
    return { type: 'place', column: candidates[best] };
  };
}

export const advancedBot = rolloutBot(ADVANCED_ROLLOUTS);
export const expertBot = rolloutBot(EXPERT_ROLLOUTS, true);
