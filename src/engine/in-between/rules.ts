/**
 * In-Between (Acey-Deucey) rules, in the order and with the section names of docs/rules/in-between.md:
 * Options (the maximum bet), Setup (draw for the deal, stock, initial ante, deals), Phases and turn
 * order (posts, bet, third, turn-end, match-over), Moves (bet), End of hand/round and scoring, End of
 * match. Pure functions over plain-JSON state: no I/O, and every random draw comes from the Rng handed
 * to setup/advance.
 *
 * A turn: `posts` (advance: reshuffle if the stock holds fewer than 3 cards, turn two posts; a pair
 * or consecutive posts settle at once) → `bet` (the current player's move) → `third` (advance: turn
 * the third card and settle) → `turn-end` (advance: discard, re-ante when the pot is 0, eliminations,
 * end of match, next deal) → `posts` again, or `match-over`.
 */
import { type Card, deck52, rankValue } from '../cards';
import { accept, nextSeatWhere, reject, seatsAfter } from '../kit';
import type { Rng } from '../random';
import type { ApplyResult, Move, MoveTemplate } from '../types';
import type { RulesResult } from '../standings';
import {
  type DrawCard,
  type InBetweenMove,
  type InBetweenOptions,
  type InBetweenState,
  LAST_OUTCOMES,
  type MaxBetRule,
  type Outcome,
  type OutcomeKind,
  type Phase,
} from './types';

/** Rank value 2..14: the ace is always high (docs/rules/in-between.md §1). */
export const rank = rankValue;

// ---------------------------------------------------------------- docs/rules/in-between.md §2 Options

/** Maximum bet M for `chips` and `pot` under `maxBetRule` (docs/rules/in-between.md §2). */
export function maxBet(rule: MaxBetRule, pot: number, chips: number): number {
  const cap = rule === 'half-pot' ? Math.max(1, Math.floor(pot / 2)) : pot;
  return Math.min(cap, chips);
}

// ---------------------------------------------------------------- docs/rules/in-between.md §3 Setup

/**
 * The turn order of a deal (docs/rules/in-between.md §3 step 4): active players from the dealer's
 * left round to the dealer (if active).
 */
export function dealList(active: readonly boolean[], dealer: number): number[] {
  return seatsAfter(dealer, active.length).filter((s) => active[s]);
}

/**
 * The next active seat to the left (clockwise) of `seat`, skipping eliminated players
 * (docs/rules/in-between.md §3 step 5).
 */
export function nextActiveLeft(active: readonly boolean[], seat: number): number {
  return nextSeatWhere(seat, active.length, (s) => active[s]) ?? seat;
}

/**
 * Draw for the first deal (docs/rules/in-between.md §3 step 2): one face-up card to each contender in
 * seat order, repeated for those tied for the highest rank until one is highest. `next()` supplies
 * the cards.
 */
export function drawForDeal(players: number, next: () => Card): { rounds: DrawCard[][]; dealer: number } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const rounds: DrawCard[][] = [];
  for (;;) {
    const round = contenders.map((seat) => ({ seat, card: next() }));
    rounds.push(round);
    const best = Math.max(...round.map((d) => rank(d.card)));
    contenders = round.filter((d) => rank(d.card) === best).map((d) => d.seat);
    if (contenders.length === 1) return { rounds, dealer: contenders[0] };
  }
}

/** The `ante` step (docs/rules/in-between.md §4 step 2): each active player pays min(ante, own chips). */
function payAnte(chips: number[], active: readonly boolean[], ante: number): number {
  let paid = 0;
  for (let s = 0; s < chips.length; s++) {
    if (!active[s]) continue;
    const a = Math.min(ante, chips[s]);
    chips[s] -= a;
    paid += a;
  }
  return paid;
}

/** Eliminates every active player with 0 chips, permanently (docs/rules/in-between.md §4 step 5.3). */
function eliminate(
  chips: readonly number[],
  active: boolean[],
  outAt: (number | null)[],
  turn: number,
): number[] {
  const out: number[] = [];
  for (let s = 0; s < chips.length; s++) {
    if (active[s] && chips[s] <= 0) {
      active[s] = false;
      outAt[s] = turn;
      out.push(s);
    }
  }
  return out;
}

function activeCount(active: readonly boolean[]): number {
  return active.filter(Boolean).length;
}

/**
 * Setup with explicit decks (tests use it to replay the worked examples): `drawDeck` is dealt face up
 * for the draw (topped up from `refill` if ties ever exhaust it), `stock` (top first) is the stock.
 */
export function setupFromDecks(
  players: number,
  options: InBetweenOptions,
  drawDeck: readonly Card[],
  stock: readonly Card[],
  refill: () => Card[] = deck52,
): InBetweenState {
  let deck = [...drawDeck];
  let i = 0;
  const draw = drawForDeal(players, () => {
    if (i >= deck.length) {
      deck = refill();
      i = 0;
    }
    return deck[i++];
  });
  const chips = Array.from({ length: players }, () => options.startingChips);
  const active = Array.from({ length: players }, () => true);
  const outAt: (number | null)[] = Array.from({ length: players }, () => null);
  const pot = payAnte(chips, active, options.ante);
  // An ante of at least the starting stack leaves players at 0: they are out before the first turn.
  eliminate(chips, active, outAt, 0);
  const over = activeCount(active) <= 1;
  const queue = over ? [] : dealList(active, draw.dealer);
  const current = over ? null : queue.shift()!;
  return {
    options: { ...options },
    players,
    phase: over ? 'match-over' : 'posts',
    chips,
    active,
    outAt,
    pot,
    stock: [...stock],
    discard: [],
    posts: [],
    third: null,
    bet: null,
    dealer: draw.dealer,
    current,
    queue,
    dealsDone: 0,
    totalDeals: options.rounds * players,
    turn: over ? 0 : 1,
    shuffles: 1,
    draw: draw.rounds,
    firstDealer: draw.dealer,
    pending: null,
    outcomes: [],
    endReason: over ? 'last-player-standing' : null,
  };
}

/**
 * docs/rules/in-between.md §3: the draw for the deal from a shuffled deck, then all cards are gathered
 * and the full deck is reshuffled to form the stock; the initial ante.
 */
export function setup(players: number, options: InBetweenOptions, rng: Rng): InBetweenState {
  const drawDeck = rng.shuffle(deck52());
  const stock = rng.shuffle(deck52());
  return setupFromDecks(players, options, drawDeck, stock, () => rng.shuffle(deck52()));
}

// ---------------------------------------------------------------- docs/rules/in-between.md §4 Phases and turn order

/** Phase → the move types allowed in it (docs/rules/in-between.md §4): only `bet` waits for a player. */
export const phases = {
  posts: [],
  bet: ['bet'],
  third: [],
  'turn-end': [],
  'match-over': [],
} as const satisfies Record<Phase, readonly InBetweenMove['type'][]>;

export function phaseOf(state: InBetweenState): Phase {
  return state.phase;
}

export function toAct(state: InBetweenState): number[] {
  return state.phase === 'bet' && state.current !== null ? [state.current] : [];
}

/** Consecutive ranks differ by exactly 1 (K-A and 2-3 are; A-2 is not: docs/rules/in-between.md §4 step 3). */
export function isConsecutive(a: Card, b: Card): boolean {
  return Math.abs(rank(a) - rank(b)) === 1;
}

/** Strictly between the lower and the higher post, whichever order they lie in (docs/rules/in-between.md §9). */
export function isBetween(third: Card, a: Card, b: Card): boolean {
  const lo = Math.min(rank(a), rank(b));
  const hi = Math.max(rank(a), rank(b));
  const r = rank(third);
  return r > lo && r < hi;
}

/** Records how the turn in progress settled (the table of docs/rules/in-between.md §7) and goes to `turn-end`. */
function settleTurn(
  state: InBetweenState,
  kind: OutcomeKind,
  change: number,
  third: Card | null,
): InBetweenState {
  const seat = state.current!;
  const chips = [...state.chips];
  chips[seat] += change;
  const pot = state.pot - change;
  const pending: Outcome = {
    turn: state.turn,
    seat,
    posts: [...state.posts],
    kind,
    bet: state.bet,
    third,
    change,
    reante: false,
    eliminated: [],
    potAfter: pot,
  };
  return { ...state, chips, pot, third, pending, phase: 'turn-end' };
}

/**
 * The `posts` step (docs/rules/in-between.md §4 step 3): reshuffle all 52 cards when the stock holds
 * fewer than 3, turn two posts; a pair pays min(pairPayout, pot), consecutive posts cost 1 chip, both
 * without a third card; otherwise a bet is needed.
 */
function turnPosts(state: InBetweenState, rng: Rng): InBetweenState {
  let stock = state.stock;
  let discard = state.discard;
  let shuffles = state.shuffles;
  if (stock.length < 3) {
    stock = rng.shuffle([...stock, ...discard]);
    discard = [];
    shuffles++;
  }
  const posts = stock.slice(0, 2);
  const s: InBetweenState = {
    ...state,
    stock: stock.slice(2),
    discard,
    shuffles,
    posts,
    third: null,
    bet: null,
  };
  const [a, b] = posts;
  if (rank(a) === rank(b)) return settleTurn(s, 'pair', Math.min(s.options.pairPayout, s.pot), null);
  if (isConsecutive(a, b)) return settleTurn(s, 'consecutive', -1, null);
  return { ...s, phase: 'bet' };
}

/** The third card after a bet of n (docs/rules/in-between.md §4 step 4): strictly between wins n, else loses n. */
function turnThird(state: InBetweenState): InBetweenState {
  const third = state.stock[0];
  const s = { ...state, stock: state.stock.slice(1) };
  const n = state.bet!;
  const [a, b] = state.posts;
  return isBetween(third, a, b) ? settleTurn(s, 'win', n, third) : settleTurn(s, 'lose', -n, third);
}

/**
 * The `turn-end` step (docs/rules/in-between.md §4 step 5, in its order): discard, re-ante when the
 * pot is 0, eliminations, end of match (docs/rules/in-between.md §8), end of the deal and its passing
 * (docs/rules/in-between.md §3 step 5), next turn.
 */
function turnEnd(state: InBetweenState): InBetweenState {
  const discard = [...state.discard, ...state.posts];
  if (state.third !== null) discard.push(state.third);
  const chips = [...state.chips];
  const active = [...state.active];
  const outAt = [...state.outAt];
  let pot = state.pot;
  const reante = pot === 0;
  if (reante) pot += payAnte(chips, active, state.options.ante);
  const eliminated = eliminate(chips, active, outAt, state.turn);
  const outcome: Outcome = { ...state.pending!, reante, eliminated, potAfter: pot };
  const outcomes = [...state.outcomes, outcome].slice(-LAST_OUTCOMES);
  const base: InBetweenState = {
    ...state,
    discard,
    chips,
    active,
    outAt,
    pot,
    posts: [],
    third: null,
    bet: null,
    pending: null,
    outcomes,
  };
  const over = (reason: string, dealsDone = state.dealsDone): InBetweenState => ({
    ...base,
    phase: 'match-over',
    current: null,
    queue: [],
    dealsDone,
    endReason: reason,
  });
  if (activeCount(active) <= 1) return over('last-player-standing');
  const queue = state.queue.filter((s) => active[s]);
  let dealer = state.dealer;
  let dealsDone = state.dealsDone;
  if (queue.length === 0) {
    dealsDone++;
    if (dealsDone >= state.totalDeals) return over('rounds-complete', dealsDone);
    dealer = nextActiveLeft(active, dealer);
    queue.push(...dealList(active, dealer));
  }
  const current = queue.shift()!;
  return { ...base, phase: 'posts', dealer, dealsDone, queue, current, turn: state.turn + 1 };
}

/** The automatic steps of docs/rules/in-between.md §4: posts, third, turn-end. */
export function advance(state: InBetweenState, rng: Rng): InBetweenState | null {
  switch (state.phase) {
    case 'posts':
      return turnPosts(state, rng);
    case 'third':
      return turnThird(state);
    case 'turn-end':
      return turnEnd(state);
    default:
      return null;
  }
}

// ---------------------------------------------------------------- docs/rules/in-between.md §5 Moves

/** The current player's maximum bet M (docs/rules/in-between.md §2 and §5). */
export function currentMaxBet(state: InBetweenState): number {
  if (state.current === null) return 0;
  return maxBet(state.options.maxBetRule, state.pot, state.chips[state.current]);
}

export function legalMoves(state: InBetweenState): MoveTemplate[] {
  return [{ type: 'bet', amount: { min: 1, max: currentMaxBet(state) } }];
}

/**
 * `bet` (docs/rules/in-between.md §5), its range checked in the order of the rules. The shared checks
 * (shape: `amount` is an integer; match over; phase; turn) have passed; `draft` is a private copy.
 */
export function apply(draft: InBetweenState, seat: number, move: InBetweenMove): ApplyResult<InBetweenState> {
  const amount = move.amount;
  if (amount < 1) return reject('bet-too-small', 'the bet must be at least 1 chip');
  if (amount > draft.pot) return reject('bet-exceeds-pot', `the bet may not exceed the pot (${draft.pot})`);
  const own = draft.chips[seat];
  if (amount > own) return reject('bet-exceeds-chips', `the bet may not exceed your chips (${own})`);
  const m = maxBet(draft.options.maxBetRule, draft.pot, own);
  if (amount > m) return reject('bet-exceeds-limit', `with the half-pot rule the bet may not exceed ${m}`);
  draft.phase = 'third';
  draft.bet = amount;
  return accept(draft);
}

/** The move played for a player whose turn clock ran out: the smallest bet, always legal (docs/rules/in-between.md §5: M ≥ 1). */
export function timeoutMove(): Move {
  return { type: 'bet', amount: 1 };
}

// ---------------------------------------------------------------- docs/rules/in-between.md §7 and §8: scoring, end of match

export function scores(state: InBetweenState): number[] {
  return [...state.chips];
}

/**
 * docs/rules/in-between.md §8: the most chips wins (ties are co-winners; the pot is not counted).
 */
export function result(state: InBetweenState): RulesResult | null {
  if (state.phase !== 'match-over') return null;
  const best = Math.max(...state.chips);
  let winners = state.chips.map((c, s) => (c === best ? s : -1)).filter((s) => s >= 0);
  if (best === 0) {
    // Nobody has a chip left (only possible when the ante is at least the starting stack): the players
    // who stayed in longest share the win.
    const last = Math.max(...state.outAt.map((t) => t ?? Infinity));
    winners = state.outAt.map((t, s) => ((t ?? Infinity) === last ? s : -1)).filter((s) => s >= 0);
  }
  return { winners, scores: [...state.chips], reason: state.endReason ?? 'rounds-complete' };
}
