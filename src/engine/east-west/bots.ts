/**
 * East-West bots. They see only their seat's view and legal moves (BotContext).
 * - `random`: a uniform legal move.
 * - `basic`: Monte Carlo over the unseen cards. For each column it may use, it places its drawn card
 *   there, then deals the unseen cards at random into every empty slot (its own and the opponent's)
 *   many times, scores each layout, and keeps the column with the best average outcome (round-point
 *   difference, plus a little for each column won). The same random deals serve every candidate.
 * - `advanced`, `expert`: Monte Carlo rollouts of the rest of the round with a placement policy for
 *   both seats (bots-rollout.ts), 120 and 400 sampled stock orders per candidate column.
 */
import { type Card, deck32, parseCard } from '../cards';
import type { Bot, BotContext, Move } from '../types';
import { rankers } from '../poker';
import { advancedBot, expertBot } from './bots-rollout';
import { CARDS_PER_SIDE, COLUMNS, type EastWestOptions, type EastWestView } from './types';

type Ctx = BotContext<EastWestView, EastWestOptions>;

export const randomBot: Bot<EastWestView, EastWestOptions> = (ctx: Ctx): Move => {
  const item = ctx.rng.pick(ctx.legalMoves);
  return { ...item } as Move;
};
randomBot.description = 'A uniformly random legal column.';

/** Samples per decision: enough to separate the candidates, small enough for a 1,000-match bench. */
export const BASIC_SAMPLES = 160;

const points = (wins: number) => (wins === 3 ? 2 : wins === 2 ? 1 : 0);

/** Average outcome for `me` of putting `card` into each candidate column (higher is better). */
export function scoreCandidates(
  view: EastWestView,
  me: number,
  card: Card,
  candidates: number[],
  rank5: (c0: Card, c1: Card, c2: Card, c3: Card, c4: Card) => number,
  samples: number,
  rng: { shuffle<T>(items: T[]): T[] },
): number[] {
  const opp = 1 - me;
  const centre = view.board.map(parseCard);
  const cols: Card[][][] = view.columns.map((c) => c.cards.map((side) => side.map(parseCard)));
  const seen = new Set<Card>([...centre, card]);
  for (const col of cols) for (const side of col) for (const c of side) seen.add(c);
  const unseen = deck32().filter((c) => !seen.has(c));
  let oppNeedTotal = 0;
  for (const col of cols) oppNeedTotal += CARDS_PER_SIDE - col[opp].length;
  const totals = candidates.map(() => 0);
  const hand: Card[][] = [[], []];
  for (let n = 0; n < samples; n++) {
    const pool = rng.shuffle(unseen);
    for (let k = 0; k < candidates.length; k++) {
      const target = candidates[k];
      let oppNext = 0;
      let myNext = oppNeedTotal;
      let myWins = 0;
      let oppWins = 0;
      for (let c = 0; c < COLUMNS; c++) {
        // The opponent's slots take the first cards of the pool, ours the following ones, so a
        // candidate only changes which cards land on our own side.
        for (const p of [opp, me]) {
          const h = hand[p];
          h.length = 0;
          h.push(centre[c], ...cols[c][p]);
          if (p === me && c === target) h.push(card);
        }
        const o = hand[opp];
        while (o.length < CARDS_PER_SIDE + 1) o.push(pool[oppNext++]);
        const mine = hand[me];
        while (mine.length < CARDS_PER_SIDE + 1) mine.push(pool[myNext++]);
        const vm = rank5(mine[0], mine[1], mine[2], mine[3], mine[4]);
        const vo = rank5(o[0], o[1], o[2], o[3], o[4]);
        if (vm > vo) myWins++;
        else if (vo > vm) oppWins++;
      }
      totals[k] += points(myWins) - points(oppWins) + 0.25 * (myWins - oppWins);
    }
  }
  return totals.map((t) => t / samples);
}

export const basicBot: Bot<EastWestView, EastWestOptions> = (ctx: Ctx): Move => {
  const legal = ctx.legalMoves.filter((m) => m.type === 'place' && typeof m.column === 'number');
  if (legal.length === 0) return { ...ctx.rng.pick(ctx.legalMoves) } as Move;
  if (legal.length === 1 || !ctx.view.yourCards?.length) return { ...legal[0] } as Move;
  const candidates = legal.map((m) => m.column as number);
  const { rank5 } = rankers({
    deck: 32,
    flushRank: ctx.options.flushRank,
    aceLowStraight: ctx.options.aceLowStraight,
  });
  const scores = scoreCandidates(
    ctx.view,
    ctx.seat,
    parseCard(ctx.view.yourCards[0]),
    candidates,
    rank5,
    BASIC_SAMPLES,
    ctx.rng,
  );
  let best = 0;
  for (let k = 1; k < candidates.length; k++) if (scores[k] > scores[best]) best = k;
  return { type: 'place', column: candidates[best] };
};
basicBot.description =
  'Monte Carlo over the unseen cards: the column with the best average outcome over random deals.';

export const bots = { random: randomBot, basic: basicBot, advanced: advancedBot, expert: expertBot };
export { advancedBot, expertBot };
