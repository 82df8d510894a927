/**
 * Helpers for the East-West tests: a rigged Rng that "shuffles" into a chosen deck order, and the deck
 * order / placements that produce a given final layout.
 */
import { type Card, cards, deck32 } from '../cards';
import type { Rng } from '../random';
import { mustApply } from '../testing';
import { eastWest } from './index';
import { advance } from './rules';
import type { EastWestState } from './types';

/** An Rng whose shuffle puts the items in `order` (which must be a permutation of them). */
export function riggedRng(order: readonly Card[]): Rng {
  const fail = (): never => {
    throw new Error('the rigged rng only shuffles');
  };
  return {
    uint32: fail,
    int: fail,
    float: fail,
    pick: fail,
    shuffle<T>(items: T[]): T[] {
      const want = [...order].sort((a, b) => a - b);
      const have = [...(items as unknown as Card[])].sort((a, b) => a - b);
      if (want.join() !== have.join()) throw new Error('rigged order is not a permutation of the deck');
      items.splice(0, items.length, ...(order as unknown as T[]));
      return items;
    },
  };
}

export interface Layout {
  /** Centre cards of columns 0, 1, 2, e.g. "Ah 9c 7d". */
  centre: string;
  /** seat0[c]: the 4 cards seat 0 places in column c, e.g. "Ad Ac Ks Kd". */
  seat0: [string, string, string];
  seat1: [string, string, string];
  /** The 5 never-drawn cards. */
  neverDrawn: string;
}

/**
 * The deck order and the columns of the 24 placements that produce `layout` when `firstPlayer`
 * starts: each seat draws its cards column 0 first, then column 1, then column 2.
 */
export function roundPlan(layout: Layout, firstPlayer: number): { deck: Card[]; columns: number[] } {
  const queue = [layout.seat0, layout.seat1].map((cols) =>
    cols.flatMap((text, c) => cards(text).map((card) => ({ card, column: c }))),
  );
  const deck: Card[] = cards(layout.centre);
  const columns: number[] = [];
  for (let t = 0; t < 24; t++) {
    const seat = (firstPlayer + t) % 2;
    const next = queue[seat].shift();
    if (!next) throw new Error('a layout needs 4 cards per seat and column');
    deck.push(next.card);
    columns.push(next.column);
  }
  deck.push(...cards(layout.neverDrawn));
  if (deck.length !== 32 || new Set(deck).size !== 32 || deck.some((c) => !deck32().includes(c))) {
    throw new Error('a layout must use each of the 32 cards once');
  }
  return { deck, columns };
}

/** Runs the automatic draw steps (never a deal or a scoring) until someone must place. */
export function drawIfDue(state: EastWestState): EastWestState {
  let s = state;
  while (s.phase === 'draw') s = advance(s, riggedRng([]))!;
  return s;
}

/** Places cards in the given columns, turn after turn, from a state at the start of a round. */
export function placeAll(state: EastWestState, columns: readonly number[]): EastWestState {
  let s = state;
  for (const column of columns) {
    s = drawIfDue(s);
    s = mustApply(eastWest, s, s.current, { type: 'place', column });
  }
  return s;
}

export const CARD_RE = /^[2-9TJQKA][cdhs]$/;

/** Every string in a JSON value that looks like a card, once per occurrence (the tests count them). */
export function cardStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CARD_RE.test(value)) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => cardStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => cardStrings(v, out));
  return out;
}
