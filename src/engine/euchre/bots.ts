/**
 * Built-in Euchre players. They see only their seat's view and legal moves.
 * - random: a uniform legal move.
 * - basic: standard play. Bids on trump strength counting the bowers (and who gets the up card),
 *   goes alone with a near-certain march, discards to short-suit itself, leads trump as maker,
 *   otherwise leads off-suit aces; follows partner's winning card low, wins as cheaply as it can
 *   (trumping in when void), and otherwise throws its lowest card.
 * - advanced, expert: perfect-information Monte Carlo over sampled deals (bots-pimc.ts).
 */
import { type Card, parseCard, rankIndex, suitIndex } from '../cards';
import type { Bot, BotContext, Move } from '../types';
import { ACE, SUIT_LETTERS, effectiveSuit, isTrump, rankInSuit, trickPower, trickWinnerIndex } from './cards';
import type { EuchreOptions, EuchreView } from './types';

type Ctx = BotContext<EuchreView, EuchreOptions>;

export const randomBot: Bot<EuchreView, EuchreOptions> = (ctx) => ctx.rng.pick(ctx.legalMoves) as Move;
randomBot.description = 'A uniformly random legal move.';

const team = (seat: number) => seat % 2;

/** Trump strength of a hand for `trump` (right 3, left 2.5, A 2, K 1.5, others 1; off aces 0.75; voids). */
export function handStrength(hand: readonly Card[], trump: number): number {
  let score = 0;
  let trumps = 0;
  const suitsHeld = new Set<number>();
  for (const c of hand) {
    const eff = effectiveSuit(c, trump);
    suitsHeld.add(eff);
    if (eff === trump) {
      trumps++;
      const r = rankInSuit(c, trump);
      score += r === 7 ? 3 : r === 6 ? 2.5 : r === 5 ? 2 : r === 4 ? 1.5 : 1;
    } else if (rankIndex(c) === ACE) score += 0.75;
  }
  if (trumps >= 2) score += 0.5 * (4 - (suitsHeld.size - (suitsHeld.has(trump) ? 1 : 0)) - 1);
  return score;
}

/** The dealer's best discard from `hand` with trump `trump` (never `keep`). */
export function chooseDiscard(hand: readonly Card[], trump: number, keep: Card | null): Card {
  const candidates = hand.filter((c) => c !== keep);
  const offs = candidates.filter((c) => !isTrump(c, trump));
  if (offs.length === 0) {
    return candidates.reduce((a, b) => (rankInSuit(b, trump) < rankInSuit(a, trump) ? b : a));
  }
  const count = (suit: number) => hand.filter((c) => effectiveSuit(c, trump) === suit).length;
  // Prefer making a void (a singleton that is not an ace), then the lowest off card.
  const cost = (c: Card) =>
    (rankIndex(c) === ACE ? 100 : 0) + count(suitIndex(c)) * 10 + rankInSuit(c, trump);
  return offs.reduce((a, b) => (cost(b) < cost(a) ? b : a));
}

const ORDER_THRESHOLD = 6.5;
const ALONE_THRESHOLD = 11;

/**
 * `basic`'s round-1 strength of `hand` for the up card's suit, seen from `seat` (the dealer counts the
 * up card picked up and its discard; the others what the up card is worth to their team).
 */
export function round1Strength(hand: readonly Card[], up: Card, seat: number, dealer: number): number {
  const trump = suitIndex(up);
  if (seat === dealer) {
    const withUp = [...hand, up];
    const drop = chooseDiscard(withUp, trump, up);
    return handStrength(
      withUp.filter((c) => c !== drop),
      trump,
    );
  }
  const upValue = isTrump(up, trump) ? (rankInSuit(up, trump) >= 6 ? 2 : 1) : 0;
  return handStrength(hand, trump) + (team(seat) === team(dealer) ? upValue * 0.75 : -upValue * 0.75);
}

/** `basic`'s round-1 bid: order up at `ORDER_THRESHOLD`, alone at `ALONE_THRESHOLD`; null to pass. */
export function basicRound1(
  hand: readonly Card[],
  up: Card,
  seat: number,
  dealer: number,
): { alone: boolean } | null {
  const strength = round1Strength(hand, up, seat, dealer);
  // Going alone from the dealer's partner would sit the dealer (and the up card) out: only when huge.
  return strength >= ORDER_THRESHOLD ? { alone: strength >= ALONE_THRESHOLD } : null;
}

/** `basic`'s round-2 bid (the up card's suit `down` turned down): the suit to name, or null to pass. */
export function basicRound2(
  hand: readonly Card[],
  down: number,
  seat: number,
  dealer: number,
  mustName: boolean,
): { suit: number; alone: boolean } | null {
  let best = -1;
  let bestStrength = -Infinity;
  for (let s = 0; s < 4; s++) {
    if (s === down) continue;
    const st = handStrength(hand, s);
    if (st > bestStrength) {
      best = s;
      bestStrength = st;
    }
  }
  // The seat right after the dealer ("screw the dealer" seat) names a little more eagerly.
  const threshold = ORDER_THRESHOLD - (seat === (dealer + 1) % 4 ? 0.5 : 0);
  if (mustName || bestStrength >= threshold) return { suit: best, alone: bestStrength >= ALONE_THRESHOLD };
  return null;
}

function bidRound1(ctx: Ctx, v: EuchreView, hand: Card[]): Move {
  const bid = basicRound1(hand, parseCard(v.upCard), ctx.seat, v.dealer);
  return bid ? { type: 'order-up', alone: bid.alone } : { type: 'pass' };
}

function bidRound2(ctx: Ctx, v: EuchreView, hand: Card[]): Move {
  const down = SUIT_LETTERS.indexOf((v.upCard as string)[1]);
  const mustName = !ctx.legalMoves.some((m) => m.type === 'pass');
  const bid = basicRound2(hand, down, ctx.seat, v.dealer, mustName);
  return bid ? { type: 'name-trump', suit: SUIT_LETTERS[bid.suit], alone: bid.alone } : { type: 'pass' };
}

function aloneDecision(ctx: Ctx, v: EuchreView, hand: Card[]): Move {
  const trump = SUIT_LETTERS.indexOf(v.trump as string);
  const isMaker = team(ctx.seat) === v.makers;
  const strength = handStrength(hand, trump);
  const trumps = hand.filter((c) => isTrump(c, trump));
  const hasRight = trumps.some((c) => rankInSuit(c, trump) === 7);
  if (isMaker && hasRight && strength >= ALONE_THRESHOLD) return { type: 'go-alone' };
  // A defender goes alone only with an unbeatable trump holding.
  if (!isMaker && trumps.length >= 4 && hasRight && strength >= ALONE_THRESHOLD + 1)
    return { type: 'go-alone' };
  return { type: 'pass' };
}

function playCard(ctx: Ctx, v: EuchreView, legalCards: Card[]): Move {
  const trump = SUIT_LETTERS.indexOf(v.trump as string);
  const trick = v.trick;
  const seat = ctx.seat;
  const lowest = (cs: Card[], led: number) =>
    cs.reduce((a, b) => {
      const pa = trickPower(a, trump, led) * 10 + rankInSuit(a, trump);
      const pb = trickPower(b, trump, led) * 10 + rankInSuit(b, trump);
      return pb < pa ? b : a;
    });
  const highest = (cs: Card[], led: number) =>
    cs.reduce((a, b) =>
      trickPower(b, trump, led) * 10 + rankInSuit(b, trump) >
      trickPower(a, trump, led) * 10 + rankInSuit(a, trump)
        ? b
        : a,
    );
  const play = (c: Card): Move => ({
    type: 'play',
    card: (ctx.legalMoves.find((m) => parseCard(m.card) === c) as Move).card as string,
  });

  if (!trick || trick.cards.length === 0) {
    const trumps = legalCards.filter((c) => isTrump(c, trump));
    const offs = legalCards.filter((c) => !isTrump(c, trump));
    const isMaker = team(seat) === v.makers;
    const alone = v.alone.includes(seat);
    // Makers (and lone players) pull trump, starting from the top when holding the right bower.
    if ((isMaker || alone) && trumps.length > 0) {
      const top = highest(trumps, trump);
      const played = v.tricks.flatMap((t) => t.cards.map((p) => parseCard(p.card)));
      const higherOut = [...Array(24).keys()]
        .map((i) => i + 28)
        .filter(
          (c) => isTrump(c, trump) && rankInSuit(c, trump) > rankInSuit(top, trump) && !played.includes(c),
        );
      if (higherOut.length === 0 || trumps.length >= 3 || offs.length === 0)
        return play(higherOut.length === 0 ? top : lowest(trumps, trump));
    }
    const aces = offs.filter((c) => rankIndex(c) === ACE);
    if (aces.length > 0) return play(aces[0]);
    if (offs.length > 0) {
      // Lead low from the shortest side suit, keeping trumps.
      return play(lowest(offs, -1));
    }
    return play(lowest(trumps, trump));
  }

  const played = trick.cards.map((p) => parseCard(p.card));
  const led = effectiveSuit(played[0], trump);
  const winIdx = trickWinnerIndex(played, trump);
  const winningSeat = trick.cards[winIdx].seat;
  const winPower = trickPower(played[winIdx], trump, led);
  const active = 4 - v.sittingOut.length;
  const last = trick.cards.length === active - 1;
  const partnerWinning = team(winningSeat) === team(seat);
  const winners = legalCards.filter((c) => trickPower(c, trump, led) > winPower);
  if (partnerWinning) {
    // Partner's card holds if we are last, or if it is a strong card (an ace or a high trump).
    const strong =
      trickPower(played[winIdx], trump, led) >= 105 ||
      (trickPower(played[winIdx], trump, led) < 100 && rankIndex(played[winIdx]) === ACE);
    if (last || strong || winners.length === 0) return play(lowest(legalCards, led));
  }
  if (winners.length > 0) {
    // Last to play: win as cheaply as possible; otherwise play our best winner when it is a trump, cheapest otherwise.
    return play(
      last
        ? lowest(winners, led)
        : winners.every((c) => isTrump(c, trump))
          ? lowest(winners, led)
          : highest(winners, led),
    );
  }
  return play(lowest(legalCards, led));
}

export const basicBot: Bot<EuchreView, EuchreOptions> = (ctx) => {
  const v = ctx.view;
  const types = new Set(ctx.legalMoves.map((m) => m.type));
  const hand = (v.yourCards ?? []).map((c) => parseCard(c));
  if (types.has('order-up')) return bidRound1(ctx, v, hand);
  if (types.has('name-trump')) return bidRound2(ctx, v, hand);
  if (types.has('discard')) {
    const trump = SUIT_LETTERS.indexOf(v.trump as string);
    const up = parseCard(v.upCard);
    const mayDropUp = ctx.legalMoves.some((m) => parseCard(m.card) === up);
    const drop = chooseDiscard(hand, trump, mayDropUp ? null : up);
    return ctx.legalMoves.find((m) => parseCard(m.card) === drop) as Move;
  }
  if (types.has('go-alone')) return aloneDecision(ctx, v, hand);
  if (types.has('play')) {
    const legal = ctx.legalMoves.map((m) => parseCard(m.card));
    return playCard(ctx, v, legal);
  }
  return ctx.rng.pick(ctx.legalMoves) as Move;
};
basicBot.description =
  'Standard play: bids on trump strength, leads trump as maker, wins tricks as cheaply as it can.';

export { advancedBot, expertBot, solveHand } from './bots-pimc';
