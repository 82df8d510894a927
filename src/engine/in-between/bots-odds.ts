/**
 * The exact odds every In-Between bot above `random` starts from, and the bet range of the legal moves
 * (shared by bots.ts and bots-match.ts).
 */
import { parseCard, rankValue } from '../cards';
import type { BotContext } from '../types';
import { isRange } from '../playout';
import type { InBetweenOptions, InBetweenView } from './types';

type Ctx = BotContext<InBetweenView, InBetweenOptions>;

export function betRange(ctx: Ctx): { min: number; max: number } | null {
  const t = ctx.legalMoves.find((m) => m.type === 'bet');
  if (!t || !isRange(t.amount)) return null;
  return t.amount;
}

/** Exact chance that the next card ranks strictly between the posts, given the cards seen since the last shuffle. */
export function winProbability(posts: readonly string[], seen: readonly string[]): number {
  const [a, b] = posts.map((c) => rankValue(parseCard(c)));
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const inside = (c: string) => {
    const r = rankValue(parseCard(c));
    return r > lo && r < hi;
  };
  const known = [...posts, ...seen];
  const unseen = 52 - known.length;
  if (unseen <= 0) return 0;
  const wins = 4 * Math.max(0, hi - lo - 1) - known.filter(inside).length;
  return Math.max(0, wins) / unseen;
}
