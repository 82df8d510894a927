/**
 * Built-in players. They see only their own view and legal moves (BotContext).
 * - random: a random legal move, weighted so that it never folds when it could check.
 * - basic: Monte-Carlo equity of its hand against the opponents still in the hand (random unknown
 *   cards), compared with the pot odds; raises with strong equity.
 * - advanced (bots-advanced.ts) and expert (bots-expert.ts): the opponents' ranges read from their
 *   actions (bots-ranges.ts), equity against them with pot odds; expert plays the end of a capped
 *   match for the match.
 */
import { parseCard, type Card } from '../cards';
import { handValue } from '../poker';
import { isRange } from '../playout';
import type { Rng } from '../random';
import type { Bot, BotContext, Move, MoveTemplate } from '../types';
import { makeAdvancedBot } from './bots-advanced';
import { makeExpertBot } from './bots-expert';
import { find, sized } from './bots-ranges';
import type { HoldemOptions, HoldemView } from './types';

type Ctx = BotContext<HoldemView, HoldemOptions>;

/** A concrete move from a legal item; `frac` in [0, 1] picks the amount inside a range. */
function concrete(m: MoveTemplate, frac: number): Move {
  const out: Move = { type: m.type };
  for (const [k, v] of Object.entries(m)) {
    if (k === 'type') continue;
    out[k] = isRange(v) ? Math.max(v.min, Math.min(v.max, v.min + Math.round((v.max - v.min) * frac))) : v;
  }
  return out;
}

function weighted(rng: Rng, items: [MoveTemplate | undefined, number][]): MoveTemplate {
  const avail = items.filter((x): x is [MoveTemplate, number] => x[0] !== undefined && x[1] > 0);
  const total = avail.reduce((a, x) => a + x[1], 0);
  let r = rng.float() * total;
  for (const [m, w] of avail) {
    r -= w;
    if (r < 0) return m;
  }
  return avail[avail.length - 1][0];
}

export const randomBot: Bot<HoldemView, HoldemOptions> = (ctx: Ctx) => {
  const { legalMoves: legal, rng } = ctx;
  const check = find(legal, 'check');
  const aggressive = find(legal, 'bet') ?? find(legal, 'raise');
  const pick = check
    ? weighted(rng, [
        [check, 70],
        [aggressive, 25],
        [find(legal, 'all-in'), 5],
      ])
    : weighted(rng, [
        [find(legal, 'fold'), 25],
        [find(legal, 'call'), 55],
        [aggressive, 15],
        [find(legal, 'all-in'), 5],
      ]);
  return concrete(pick ?? legal[0], rng.float() ** 3);
};
randomBot.description = 'A random legal action, never folding when it could check.';

const cache = new Map<string, number>();
/** Extra equity basic wants, over the pot odds, to call off its whole stack (0.3 measured best of 0..0.55 in the bench). */
const RISK_MARGIN = 0.3;

/**
 * Share of the pots `hole` wins against `opponents` random hands, over `samples` random completions of
 * the board (ties count as a fraction). `known` are other visible cards (opponents' shown hands are
 * passed in `shown` and used as they are).
 */
export function equity(
  hole: Card[],
  board: Card[],
  opponents: number,
  samples: number,
  rng: Rng,
  shown: Card[][] = [],
): number {
  const key = `${hole.join(',')}|${board.join(',')}|${opponents}|${shown.map((h) => h.join(',')).join(';')}|${samples}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const used = new Set<Card>([...hole, ...board, ...shown.flat()]);
  const rest: Card[] = [];
  for (let c = 0; c < 52; c++) if (!used.has(c)) rest.push(c);
  const unknownOpp = Math.max(0, opponents - shown.length);
  const need = 5 - board.length + 2 * unknownOpp;
  let total = 0;
  const fixedBoard = board.length === 5;
  const mine0 = fixedBoard ? handValue([...hole, ...board]) : 0;
  for (let k = 0; k < samples; k++) {
    // Partial Fisher–Yates: the first `need` cards of `rest` become a random draw.
    for (let j = 0; j < need; j++) {
      const r = j + rng.int(rest.length - j);
      const t = rest[j];
      rest[j] = rest[r];
      rest[r] = t;
    }
    const full = fixedBoard ? board : [...board, ...rest.slice(0, 5 - board.length)];
    let p = 5 - board.length;
    const mine = fixedBoard ? mine0 : handValue([...hole, ...full]);
    let best = 0;
    let ties = 0;
    let lost = false;
    const opp: Card[][] = shown.slice();
    for (let o = 0; o < unknownOpp; o++, p += 2) opp.push([rest[p], rest[p + 1]]);
    for (const h of opp) {
      const v = handValue([...h, ...full]);
      if (v > mine) {
        lost = true;
        break;
      }
      if (v === mine) ties++;
      best = Math.max(best, v);
    }
    if (!lost) total += 1 / (ties + 1);
  }
  const e = total / samples;
  if (cache.size > 20000) cache.clear();
  cache.set(key, e);
  return e;
}

/** The `basic` bot with a given Monte-Carlo sample count. */
export function makeBasicBot(samples: number): Bot<HoldemView, HoldemOptions> {
  return (ctx: Ctx) => {
    const { view, legalMoves: legal, rng, seat } = ctx;
    const check = find(legal, 'check');
    const call = find(legal, 'call');
    const fold = find(legal, 'fold');
    const bet = find(legal, 'bet');
    const raise = find(legal, 'raise');
    const me = view.players[seat];
    if (!view.yourCards?.length) {
      // No-betting opener before looking at the cards: a modest opening bet.
      if (bet) return sized(bet, Math.max(1, Math.round(me.stack * 0.03)));
      return { ...(check ?? call ?? legal[0]) };
    }
    const hole = view.yourCards.map(parseCard);
    const board = view.board.map(parseCard);
    const opps = view.players.filter(
      (p) => p.seat !== seat && (p.status === 'active' || p.status === 'all-in'),
    );
    const shown = opps.filter((p) => p.holeCards !== null).map((p) => p.holeCards!.map(parseCard));
    const k = Math.max(1, opps.length);
    const eq = equity(hole, board, k, samples, rng, shown);
    const toCall = view.toCall ?? 0;
    const pot = view.totalPot;
    const odds = toCall > 0 ? toCall / (pot + toCall) : 0;
    const raiseT = k === 1 ? 0.62 : 0.6 / k + 0.2;
    const canPush = opps.some((p) => p.status === 'active');
    if (eq >= raiseT && canPush) {
      const strong = eq >= raiseT + 0.2;
      if (bet) return sized(bet, pot * (strong ? 1 : 0.6));
      if (raise) return sized(raise, view.currentBet + (pot + toCall) * (strong ? 1 : 0.6));
    }
    if (check) return { ...check };
    // Calls for a large share of the stack need a margin over the pot odds: with an edge over the table,
    // basic avoids coin flips for its whole stack.
    const risk = Math.min(1, toCall / Math.max(1, me.stack));
    if (call && eq >= odds + 0.02 + RISK_MARGIN * risk) return { ...call };
    if (fold) return { ...fold };
    return { ...legal[0] };
  };
}

/** 1000 samples: a few milliseconds a decision with the table evaluator. */
export const basicBot = makeBasicBot(1000);
basicBot.description =
  'Monte-Carlo equity against random hands compared with the pot odds; raises with strong equity.';

export { makeAdvancedBot, makeExpertBot };
/** `advanced` (bots-advanced.ts): equity against the ranges read from the actions, 500 Monte Carlo deals a decision. */
export const advancedBot = makeAdvancedBot(500);
advancedBot.description =
  'Equity against the ranges read from the actions (500 deals), pot odds, sizing, bluffs.';
/**
 * `expert` (bots-expert.ts): `advanced` with 1,000 deals a decision, and over the last 8 hands of a capped
 * match heads-up the move most likely to win the match (per-combo equities over 60 sampled runouts).
 */
export const expertBot = makeExpertBot({ runouts: 60, samples: 1000 });
expertBot.description =
  'Advanced with 1,000 deals; heads-up late in a capped match, the move likeliest to win it.';
