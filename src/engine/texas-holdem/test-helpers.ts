/** Helpers for the Texas Hold'em tests: options, stacked decks and the automatic steps of a hand. */
import { cards, deck52, type Card } from '../cards';
import { seatsAfter } from '../kit';
import { resolveOptions } from '../options';
import { rngFromSeed } from '../random';
import { texasHoldem } from './index';
import { dealHand } from './rules';
import type { HoldemOptions, HoldemState } from './types';

export function options(o: Partial<HoldemOptions> = {}): HoldemOptions {
  const r = resolveOptions<HoldemOptions>(texasHoldem.optionsSchema, o);
  if (!r.ok) throw new Error(JSON.stringify(r.details));
  return r.options;
}

/**
 * A 52-card deck (top first) that deals `holes` (seat → "Ah 3d") and then `board` ("Ks Kd 7h 7c 2s"),
 * with burn cards before flop, turn and river in the betting variant. Unspecified cards are filler.
 */
export function stackedDeck(s: HoldemState, holes: Record<number, string>, board: string): Card[] {
  const wanted = new Set<Card>([...Object.values(holes).flatMap((h) => cards(h)), ...cards(board)]);
  const filler = deck52().filter((c) => !wanted.has(c));
  const take = () => filler.shift()!;
  const order = seatsAfter(s.button, s.seatCount).filter((i) => s.stacks[i] > 0);
  const hole = new Map<number, Card[]>(order.map((i) => [i, holes[i] ? cards(holes[i]) : [take(), take()]]));
  const deck: Card[] = [];
  for (let pass = 0; pass < 2; pass++) for (const i of order) deck.push(hole.get(i)![pass]);
  const b = cards(board);
  if (s.options.variant === 'betting') {
    deck.push(take(), b[0], b[1], b[2], take(), b[3], take(), b[4]);
  } else deck.push(...b);
  return [...deck, ...filler];
}

export function newHand(
  o: Partial<HoldemOptions>,
  players: number,
  holes: Record<number, string>,
  board: string,
  stacks?: number[],
): HoldemState {
  let s = texasHoldem.setup(players, options(o), rngFromSeed('00'.repeat(16), 'setup'));
  if (stacks) s = { ...s, stacks: stacks.slice() };
  return dealHand(s, stackedDeck(s, holes, board));
}

/** Runs automatic steps until a player must act or the hand is over (never deals the next hand). */
export function advanceToMove(s: HoldemState): HoldemState {
  const rng = rngFromSeed('11'.repeat(16), 'advance');
  for (;;) {
    if (s.phase === 'hand-end' || s.phase === 'hand-start' || s.phase === 'match-over') return s;
    const next = texasHoldem.advance(s, rng);
    if (next === null) return s;
    s = next;
  }
}
