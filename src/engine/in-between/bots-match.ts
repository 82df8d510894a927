/**
 * In-Between bots that bet for the match, not for the chips: `advanced` and `expert`. Both take the
 * exact chance of the current bet from the posts and the cards seen since the last shuffle (the view's
 * discard pile, `winProbability`), like `basic`, and differ in how they value the chips they may win or
 * lose.
 *
 * - `advanced` (score-aware lookahead): picks the bet that maximises its chance of ending the match
 *   ahead of the leading opponent, with the final difference modelled as a normal variable around the
 *   difference after this bet, its spread growing with the turns left and the pot (one evaluation per
 *   legal amount: no search). Leading late it bets small; trailing late it bets what it needs.
 * - `expert` (dynamic programming): at a table of two, the exact value of every (turn, own chips,
 *   opponent chips) to the end of the match, by backward induction over the rest of the deal schedule
 *   (every pair, consecutive and spread of the posts with fresh-deck odds, every legal bet, re-antes
 *   and eliminations as docs/rules/in-between.md §4 has them), the opponent choosing the bets that
 *   minimise our chance (minimax). The bet taken maximises the chance of winning the match (a tie
 *   counts one half) with the current bet's exact odds. Budget: at most EXPERT_BUDGET bet evaluations
 *   per table; a larger table (big stacks or very long matches) and tables of three or more fall back
 *   to `advanced`. Tables depend only on the options and the rest of the schedule, so they are kept
 *   (a few at a time) and reused by the following decisions of the match: a pure cache, the bet is the
 *   same with or without it.
 */
import type { Bot, Move } from '../types';
import { betRange, winProbability } from './bots-odds';
import { dealList, maxBet, nextActiveLeft } from './rules';
import type { InBetweenOptions, InBetweenView, MaxBetRule } from './types';

/**
 * The seats that take the turns after the current one, in order, to the end of the match, if nobody is
 * eliminated (docs/rules/in-between.md §3 steps 4–5): the rest of this deal, then each later deal.
 */
export function remainingTurns(view: InBetweenView): number[] {
  const out = [...view.dealQueue];
  const active = view.active;
  let dealer = view.dealer;
  for (let d = view.dealsCompleted + 1; d < view.totalDeals; d++) {
    dealer = nextActiveLeft(active, dealer);
    out.push(...dealList(active, dealer));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// advanced: the score-aware lookahead

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26 on erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * Spread of the chip difference per turn still to play, as a share of the pot (0.15 to 1.5 tried in
 * the arena: 0.3 to 0.6 best).
 */
export const SPREAD_PER_TURN = 0.4;

/**
 * The amount `advanced` bets: win probability `p`, bet range [min, max], `lead` = own chips minus the
 * leading opponent's, `turnsLeft` after this one, the current `pot`. Chance of finishing ahead: a
 * normal with mean = the difference after the bet and variance turnsLeft × (SPREAD_PER_TURN × pot)²;
 * with no turn left, exactly 1 ahead, 1/2 level, 0 behind.
 */
export function advancedAmount(
  p: number,
  min: number,
  max: number,
  lead: number,
  turnsLeft: number,
  pot: number,
  spread = SPREAD_PER_TURN,
): number {
  const sd = Math.sqrt(turnsLeft) * spread * Math.max(1, pot);
  const ahead = (d: number) => (turnsLeft === 0 ? (d > 0 ? 1 : d === 0 ? 0.5 : 0) : normalCdf(d / sd));
  let best = min;
  let bestValue = -Infinity;
  for (let n = min; n <= max; n++) {
    // ties between amounts go to the smaller bet (less variance for the same chance)
    const v = p * ahead(lead + n) + (1 - p) * ahead(lead - n);
    if (v > bestValue + 1e-12) {
      bestValue = v;
      best = n;
    }
  }
  return best;
}

export const advancedBot: Bot<InBetweenView, InBetweenOptions> = (ctx): Move => {
  const r = betRange(ctx);
  if (!r) return { type: 'bet', amount: 1 };
  const v = ctx.view;
  const p = winProbability(v.posts, v.discards);
  const others = v.scores.filter((_, s) => s !== ctx.seat && v.active[s]);
  const lead = v.scores[ctx.seat] - Math.max(0, ...others);
  return { type: 'bet', amount: advancedAmount(p, r.min, r.max, lead, remainingTurns(v).length, v.pot) };
};

// ---------------------------------------------------------------------------------------------------
// expert: exact dynamic programming at a table of two

/** Most bet evaluations one expert table may cost (≈ 25 ms here); beyond it, `advanced` decides. */
export const EXPERT_BUDGET = 6_000_000;

/** Chances of the posts with a fresh deck: a pair, then rank gap d = 1 (consecutive) .. 12. */
const PAIR = 3 / 51;
const GAP = Array.from({ length: 13 }, (_, d) => (d === 0 ? 0 : ((13 - d) * 32) / (52 * 51)));
/** Chance the third card falls strictly inside a gap d ≥ 2 (fresh deck less the two posts). */
const INSIDE = GAP.map((_, d) => (d < 2 ? 0 : (4 * (d - 1)) / 50));

interface Params {
  total: number;
  ante: number;
  pairPayout: number;
  rule: MaxBetRule;
}

/**
 * Backward induction: layers[k][a * (total + 1) + b] is our chance of winning (a tie = 1/2) when the
 * last k turns of `actors` (true = ours) are still to be played, we hold a chips and the opponent b,
 * the pot holding the rest of `total`.
 */
interface Table {
  key: string;
  actors: boolean[];
  layers: Float64Array[];
}

const CACHE: Table[] = [];
const CACHE_SIZE = 4;

/** Empties the table cache (the bench times cold decisions with it; bets never depend on the cache). */
export function clearExpertTables(): void {
  CACHE.length = 0;
}

/** The value once a turn is settled (docs/rules/in-between.md §4 step 5): re-ante, eliminations, next. */
function settled(p: Params, next: Float64Array, a: number, b: number): number {
  if (a + b === p.total) {
    a -= Math.min(p.ante, a);
    b -= Math.min(p.ante, b);
  }
  if (a === 0 || b === 0) return a > 0 ? 1 : b > 0 ? 0 : 0.5;
  return next[a * (p.total + 1) + b];
}

function finalLayer(total: number): Float64Array {
  const w = total + 1;
  const out = new Float64Array(w * w);
  for (let a = 0; a <= total; a++)
    for (let b = 0; a + b <= total; b++) out[a * w + b] = a > b ? 1 : a === b ? 0.5 : 0;
  return out;
}

// the values after winning / losing n chips, per bet n (scratch: the search is synchronous)
let UP = new Float64Array(64);
let DOWN = new Float64Array(64);

/** Value of a turn by `mine ? us : them` with chips (a, b): every post, and the best bet for the actor. */
function turnValue(p: Params, next: Float64Array, mine: boolean, a: number, b: number): number {
  const pot = p.total - a - b;
  const x = mine ? a : b;
  const at = (x2: number) => (mine ? settled(p, next, x2, b) : settled(p, next, a, x2));
  const win = Math.min(p.pairPayout, pot);
  let v = PAIR * at(x + win) + GAP[1] * at(x - 1);
  const m = maxBet(p.rule, pot, x);
  if (UP.length <= m) {
    UP = new Float64Array(2 * m + 1);
    DOWN = new Float64Array(2 * m + 1);
  }
  for (let n = 1; n <= m; n++) {
    UP[n] = at(x + n);
    DOWN[n] = at(x - n);
  }
  for (let d = 2; d <= 12; d++) {
    const q = INSIDE[d];
    let best = mine ? -1 : 2;
    for (let n = 1; n <= m; n++) {
      const e = q * UP[n] + (1 - q) * DOWN[n];
      if (mine ? e > best : e < best) best = e;
    }
    v += GAP[d] * best;
  }
  return v;
}

function buildTable(p: Params, actors: boolean[], key: string): Table {
  const w = p.total + 1;
  const layers = [finalLayer(p.total)];
  for (let k = 1; k <= actors.length; k++) {
    const mine = actors[actors.length - k];
    const next = layers[k - 1];
    const layer = new Float64Array(w * w);
    for (let a = 1; a < p.total; a++)
      for (let b = 1; a + b < p.total; b++) layer[a * w + b] = turnValue(p, next, mine, a, b);
    layers.push(layer);
  }
  return { key, actors, layers };
}

/** Estimated bet evaluations to build a table (≈ states × spreads × mean bet range). */
function tableCost(total: number, turns: number): number {
  return turns * ((total * total) / 2) * 11 * (total / 3);
}

/** The table whose last `actors.length` turns are `actors`, from the cache or built (null: over budget). */
function tableFor(p: Params, actors: boolean[]): { table: Table; k: number } | null {
  const key = `${p.total}/${p.ante}/${p.pairPayout}/${p.rule}`;
  for (const t of CACHE) {
    if (t.key !== key || t.actors.length < actors.length) continue;
    const off = t.actors.length - actors.length;
    if (actors.every((m, i) => t.actors[off + i] === m)) return { table: t, k: actors.length };
  }
  if (tableCost(p.total, actors.length) > EXPERT_BUDGET) return null;
  const table = buildTable(p, actors, key);
  CACHE.unshift(table);
  CACHE.length = Math.min(CACHE.length, CACHE_SIZE);
  return { table, k: actors.length };
}

/**
 * Expert's bet at a table of two (null when the table is over budget): the amount in [min, max] that
 * maximises our chance of winning the match, with this bet's exact win probability `q`.
 */
export function expertAmount(
  q: number,
  min: number,
  max: number,
  mine: number,
  theirs: number,
  pot: number,
  actors: boolean[],
  o: InBetweenOptions,
): number | null {
  const p: Params = {
    total: mine + theirs + pot,
    ante: o.ante,
    pairPayout: o.pairPayout,
    rule: o.maxBetRule,
  };
  const found = tableFor(p, actors);
  if (!found) return null;
  const next = found.table.layers[found.k];
  let best = min;
  let bestValue = -Infinity;
  for (let n = min; n <= max; n++) {
    const v = q * settled(p, next, mine + n, theirs) + (1 - q) * settled(p, next, mine - n, theirs);
    if (v > bestValue + 1e-12) {
      bestValue = v;
      best = n;
    }
  }
  return best;
}

export const expertBot: Bot<InBetweenView, InBetweenOptions> = (ctx): Move => {
  const r = betRange(ctx);
  if (!r) return { type: 'bet', amount: 1 };
  const v = ctx.view;
  const opponents = v.active.flatMap((on, s) => (on && s !== ctx.seat ? [s] : []));
  if (opponents.length === 1) {
    const actors = remainingTurns(v).map((s) => s === ctx.seat);
    const q = winProbability(v.posts, v.discards);
    const n = expertAmount(
      q,
      r.min,
      r.max,
      v.scores[ctx.seat],
      v.scores[opponents[0]],
      v.pot,
      actors,
      ctx.options,
    );
    if (n !== null) return { type: 'bet', amount: n };
  }
  return advancedBot(ctx);
};
