/**
 * Euchre card order (docs/rules/euchre.md §3): the bowers, effective suits and trick winners. Suits are the
 * engine's suit indices (c=0, d=1, h=2, s=3); the same-colour suit of s is 3 - s (c<->s, d<->h).
 */
import { type Card, SUITS, rankIndex, suitIndex } from '../cards';

/** Suit letters by suit index (the engine's card notation). */
export const SUIT_LETTERS = SUITS;
/** Rank indices of the 24-card deck (cards.ts: 7 = nine ... 12 = ace). */
export const NINE = 7;
export const TEN = 8;
export const JACK = 9;
export const QUEEN = 10;
export const KING = 11;
export const ACE = 12;

/** The suit of the same colour: hearts/diamonds, spades/clubs. */
export function sameColour(suit: number): number {
  return 3 - suit;
}

export function isRightBower(card: Card, trump: number): boolean {
  return rankIndex(card) === JACK && suitIndex(card) === trump;
}

export function isLeftBower(card: Card, trump: number): boolean {
  return rankIndex(card) === JACK && suitIndex(card) === sameColour(trump);
}

/** The suit a card belongs to for every purpose: the left bower is a trump. */
export function effectiveSuit(card: Card, trump: number): number {
  return isLeftBower(card, trump) ? trump : suitIndex(card);
}

export function isTrump(card: Card, trump: number): boolean {
  return effectiveSuit(card, trump) === trump;
}

/**
 * Strength of a card inside its effective suit: trump 1 (nine) .. 7 (right bower); other suits
 * 1 (nine) .. 6 (ace), the jack ranking between ten and queen.
 */
export function rankInSuit(card: Card, trump: number): number {
  if (isRightBower(card, trump)) return 7;
  if (isLeftBower(card, trump)) return 6;
  const r = rankIndex(card);
  if (suitIndex(card) === trump) {
    // 9 T Q K A -> 1 2 3 4 5
    return r === NINE ? 1 : r === TEN ? 2 : r === QUEEN ? 3 : r === KING ? 4 : 5;
  }
  return r - NINE + 1; // 9->1, T->2, J->3, Q->4, K->5, A->6
}

/** Power of a card in a trick led with `led` (effective suit): trumps above the led suit, others 0. */
export function trickPower(card: Card, trump: number, led: number): number {
  const eff = effectiveSuit(card, trump);
  if (eff === trump) return 100 + rankInSuit(card, trump);
  if (eff === led) return rankInSuit(card, trump);
  return 0;
}

/** Index (in play order) of the winning card of a trick. */
export function trickWinnerIndex(played: readonly Card[], trump: number): number {
  const led = effectiveSuit(played[0], trump);
  let best = 0;
  let bestPower = trickPower(played[0], trump, led);
  for (let i = 1; i < played.length; i++) {
    const p = trickPower(played[i], trump, led);
    if (p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}

/** The cards of `hand` that may be played to a trick led by `lead` (any card when leading). */
export function playableCards(hand: readonly Card[], trump: number, lead: Card | null): Card[] {
  if (lead === null) return [...hand];
  const led = effectiveSuit(lead, trump);
  const follow = hand.filter((c) => effectiveSuit(c, trump) === led);
  return follow.length > 0 ? follow : [...hand];
}

/** Outcome of one hand (docs/rules/euchre.md §7). */
export interface HandScore {
  team: number;
  points: number;
  /** "march", "lone-march", "made", "euchre", "lone-defender-euchre", "lone-defender-march". */
  kind: string;
}

/**
 * The scoring table: `makerTricks` taken by the makers' team, whether a maker and/or a defender
 * went alone.
 */
export function scoreHand(
  makers: number,
  makerTricks: number,
  makerAlone: boolean,
  defenderAlone: boolean,
): HandScore {
  const defenders = 1 - makers;
  if (makerTricks === 5)
    return makerAlone
      ? { team: makers, points: 4, kind: 'lone-march' }
      : { team: makers, points: 2, kind: 'march' };
  if (makerTricks >= 3) return { team: makers, points: 1, kind: 'made' };
  if (defenderAlone && makerTricks === 0) return { team: defenders, points: 4, kind: 'lone-defender-march' };
  if (defenderAlone) return { team: defenders, points: 2, kind: 'lone-defender-euchre' };
  return { team: defenders, points: 2, kind: 'euchre' };
}
