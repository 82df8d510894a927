/**
 * The `advanced` level: equity against the opponents' ranges read from their actions (bots-ranges.ts),
 * Monte Carlo with a fixed budget of deals a decision, against pot odds; value bets and raises sized by
 * that equity, and a share of bluffs heads-up (bets from the weakest hands, in proportion to the value
 * bets their size calls for). On a match's last hand (`maxHands`) it plays for the match: a lead that
 * folding keeps is kept, a deficit is played all in.
 */
import { parseCard, type Card } from '../cards';
import type { Bot, BotContext, Move, MoveTemplate } from '../types';
import { equityVsRanges, find, readRanges, sized, type Reading } from './bots-ranges';
import type { HoldemOptions, HoldemView } from './types';

type Ctx = BotContext<HoldemView, HoldemOptions>;

/** What a decision needs from the view. */
export interface Spot {
  hole: Card[];
  board: Card[];
  reading: Reading;
  pot: number;
  toCall: number;
  stack: number;
  /** Opponents still in the hand who can still bet (not all-in). */
  canPush: boolean;
  legal: MoveTemplate[];
}

export function spotOf(ctx: Ctx): Spot | null {
  const { view, seat, legalMoves: legal } = ctx;
  if (!view.yourCards?.length) return null;
  const hole = view.yourCards.map(parseCard);
  const board = view.board.map(parseCard);
  const reading = readRanges(view, seat, hole, board);
  const canPush = reading.opponents.some((o) => view.players[o].status === 'active');
  return {
    hole,
    board,
    reading,
    pot: view.totalPot,
    toCall: view.toCall ?? 0,
    stack: view.players[seat].stack,
    canPush,
    legal,
  };
}

/** The no-betting opener bets blind: half the antes in the pot (the minimum, 1, without antes). */
export function openingBet(ctx: Ctx): Move {
  const bet = find(ctx.legalMoves, 'bet');
  if (!bet) return { ...ctx.legalMoves[0] };
  return sized(bet, Math.max(1, Math.round(ctx.view.totalPot / 2)));
}

/**
 * The last hand of a `maxHands` match: only finishing with the most chips counts. Returns a check or
 * fold when folding cannot lose the lead (whoever wins this pot), the biggest commitment when behind,
 * or null to play the hand normally.
 */
export function lastHandMove(ctx: Ctx): Move | null {
  const { view, seat, legalMoves: legal, options } = ctx;
  // with resetStacks the match is scored by chips won: the last hand is played for chips like the others
  if (options.maxHands <= 0 || options.resetStacks || view.handNumber < options.maxHands) return null;
  const me = view.players[seat];
  const others = view.players.filter((p) => p.seat !== seat);
  const best = Math.max(...others.map((p) => p.stack + p.committed));
  const lockedByFolding = others.every((p) => me.stack > p.stack + view.totalPot);
  const check = find(legal, 'check');
  if (lockedByFolding) return { ...(check ?? find(legal, 'fold') ?? legal[0]) };
  if (me.stack + me.committed < best) {
    const push = find(legal, 'all-in') ?? find(legal, 'raise') ?? find(legal, 'bet');
    if (push) return push.type === 'all-in' ? { ...push } : sized(push, Infinity);
    return { ...(find(legal, 'call') ?? check ?? legal[0]) };
  }
  return null;
}

/** Raise or bet to about `target` chips; all in when no sized move is offered. */
function aggressive(legal: MoveTemplate[], target: number): Move | null {
  const m = find(legal, 'bet') ?? find(legal, 'raise');
  if (m) return sized(m, target);
  const allIn = find(legal, 'all-in');
  return allIn ? { ...allIn } : null;
}

/** The `advanced` bot with `samples` Monte Carlo deals a decision. */
export function makeAdvancedBot(samples: number): Bot<HoldemView, HoldemOptions> {
  return (ctx: Ctx) => {
    const { view, legalMoves: legal, rng } = ctx;
    if (view.phase === 'opening-bet') return openingBet(ctx);
    const spot = spotOf(ctx);
    if (!spot) return { ...(find(legal, 'check') ?? find(legal, 'call') ?? legal[0]) };
    const end = lastHandMove(ctx);
    if (end) return end;
    const { hole, board, reading, pot, toCall, stack, canPush } = spot;
    const n = Math.max(1, reading.opponents.length);
    const eq = equityVsRanges(
      hole,
      board,
      reading.opponents.map((o) => reading.ranges.get(o)!),
      samples,
      rng,
    );
    const value = Math.max(0.35, 0.6 - 0.12 * (n - 1));
    const check = find(legal, 'check');
    const call = find(legal, 'call');
    if (toCall === 0) {
      if (eq >= value && canPush) {
        const m = aggressive(legal, pot * (eq >= value + 0.15 ? 0.9 : 0.6));
        if (m) return m;
      }
      // bluffs: a bet of 0.6 pot wants ~1 bluff to 2.5 value bets; about that share of the weak hands
      if (n === 1 && canPush && board.length > 0 && eq < 0.3 && rng.float() < 0.3) {
        const m = aggressive(legal, pot * 0.6);
        if (m && m.type !== 'all-in') return m;
      }
      return { ...(check ?? legal[0]) };
    }
    const odds = toCall / (pot + toCall);
    const risk = Math.min(1, toCall / Math.max(1, stack));
    if (eq >= value + 0.12 && canPush && toCall < stack) {
      const m = aggressive(legal, view.currentBet + (pot + toCall) * (eq >= value + 0.25 ? 1 : 0.75));
      if (m && m.type !== 'call') return m;
    }
    if (call && eq >= odds + 0.02 + 0.1 * risk) return { ...call };
    if (!call && find(legal, 'all-in') && eq >= odds + 0.02 + 0.1 * risk) return { type: 'all-in' };
    return { ...(find(legal, 'fold') ?? check ?? legal[0]) };
  };
}
