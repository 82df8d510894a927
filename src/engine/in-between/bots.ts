/**
 * Built-in players. They see only their own view and legal moves (BotContext), never the state.
 * - `random`: a uniform bet in the legal range.
 * - `basic`: works out its exact chance of winning from the posts and every card turned since the last
 *   shuffle (the discard pile, public knowledge), and bets in proportion to it: the minimum when the
 *   bet is not favourable (p ≤ 1/2), otherwise the share min(1, 2 × (2p − 1)) of the maximum bet,
 *   i.e. twice the Kelly fraction for an even-money bet, so the whole allowed bet from p = 3/4 up
 *   (at least 1). Over 2,000 matches this beat plain Kelly, "all in when p > 1/2" and "p × max"
 *   against `random` at 2 and 4 players (see bench/in-between-bots.ts).
 */
import type { Bot, Move } from '../types';
import { betRange, winProbability } from './bots-odds';
import type { InBetweenOptions, InBetweenView } from './types';

export { winProbability } from './bots-odds';
export {
  advancedBot,
  advancedAmount,
  clearExpertTables,
  expertAmount,
  expertBot,
  remainingTurns,
} from './bots-match';

export const randomBot: Bot<InBetweenView, InBetweenOptions> = (ctx) => {
  const r = betRange(ctx);
  if (!r) return { type: 'bet', amount: 1 };
  return { type: 'bet', amount: r.min + ctx.rng.int(r.max - r.min + 1) };
};
randomBot.description = 'A uniformly random bet within the allowed range.';

/** The amount `basic` bets with win probability `p` and bet range [min, max]. */
export function basicAmount(p: number, min: number, max: number): number {
  const edge = 2 * p - 1;
  if (edge <= 0) return min;
  return Math.min(max, Math.max(min, Math.round(max * Math.min(1, 2 * edge))));
}

export const basicBot: Bot<InBetweenView, InBetweenOptions> = (ctx): Move => {
  const r = betRange(ctx);
  if (!r) return { type: 'bet', amount: 1 };
  const p = winProbability(ctx.view.posts, ctx.view.discards);
  return { type: 'bet', amount: basicAmount(p, r.min, r.max) };
};
basicBot.description =
  'Exact odds from the posts and the cards seen; bets twice the Kelly fraction when favourable.';
