/**
 * In-Between (Acey-Deucey), after /shared/rules/in-between.md. Pure rules: state is plain JSON, cards
 * are ints (cards.ts), every random draw comes from the Rng handed to setup/advance.
 *
 * Flow: setup (draw for the first deal, full reshuffle into the stock, initial ante) → per turn:
 * `posts` (advance: reshuffle if the stock holds fewer than 3 cards, turn two posts; a pair or
 * consecutive posts settle at once) → `bet` (the current player's move) → `third` (advance: turn the
 * third card and settle) → `turn-end` (advance: discard, re-ante when the pot is 0, eliminations, end
 * of match, next deal) → `posts` again, or `match-over`.
 */
import { type Card, cardToString, deck52, rankValue } from '../cards';
import type { OptionsSchema } from '../options';
import type { ApplyResult, GameResult, Move, MoveTemplate } from '../types';
import type { Rng } from '../random';

export type MaxBetRule = 'pot' | 'half-pot';

export interface InBetweenOptions {
  startingChips: number;
  ante: number;
  pairPayout: number;
  rounds: number;
  maxBetRule: MaxBetRule;
  [key: string]: number | boolean | string | null;
}

export const optionsSchema: OptionsSchema = {
  startingChips: { type: 'integer', default: 20, min: 1, max: 1_000_000, description: 'Chips each player receives at match start.' },
  ante: {
    type: 'integer',
    default: 1,
    min: 1,
    max: 1_000_000,
    description: 'Chips each player pays into the pot at match start and at each re-ante (when the pot is empty at the end of a turn).',
  },
  pairPayout: {
    type: 'integer',
    default: 2,
    min: 0,
    max: 1_000_000,
    description: 'Chips won from the pot when the two posts are a pair, capped by the pot (the seed says 2, some games 3).',
  },
  rounds: {
    type: 'integer',
    default: 3,
    min: 1,
    max: 100,
    description: 'Number of full orbits of the deal: the match ends after rounds × (players at start) deals.',
  },
  maxBetRule: {
    type: 'enum',
    default: 'pot',
    values: ['pot', 'half-pot'],
    description: 'Maximum bet: "pot" = min(pot, own chips); "half-pot" = min(max(1, floor(pot / 2)), own chips).',
  },
};

export type Phase = 'posts' | 'bet' | 'third' | 'turn-end' | 'match-over';
export type OutcomeKind = 'pair' | 'consecutive' | 'win' | 'lose';

/** How one turn was settled (cards as ints inside the state). */
export interface Outcome {
  /** 1-based turn number of the match. */
  turn: number;
  seat: number;
  posts: Card[];
  kind: OutcomeKind;
  bet: number | null;
  third: Card | null;
  /** Chips the player won (positive) or lost (negative) on this turn, antes excluded. */
  change: number;
  /** Set at turn-end: whether everyone re-anted, who was eliminated, and the pot after the turn. */
  reante: boolean;
  eliminated: number[];
  potAfter: number;
}

export interface DrawCard {
  seat: number;
  card: Card;
}

export interface InBetweenState {
  options: InBetweenOptions;
  players: number;
  phase: Phase;
  chips: number[];
  active: boolean[];
  /** Turn number at which each seat was eliminated (null while in play). */
  outAt: (number | null)[];
  pot: number;
  /** Stock, top card first. Hidden from every view. */
  stock: Card[];
  /** Discard pile since the last shuffle, in the order the cards were turned (public knowledge, §6). */
  discard: Card[];
  posts: Card[];
  third: Card | null;
  bet: number | null;
  dealer: number;
  /** The player whose turn it is (null once the match is over). */
  current: number | null;
  /** Players still to play in the current deal, after `current`, in order. */
  queue: number[];
  dealsDone: number;
  totalDeals: number;
  /** Turns started so far (the current turn's number). */
  turn: number;
  shuffles: number;
  /** The public draw for the first deal: one list of face-up cards per round. */
  draw: DrawCard[][];
  /** The seat that won the draw and dealt first. */
  firstDealer: number;
  /** The outcome of the turn in progress, once settled (before turn-end). */
  pending: Outcome | null;
  /** The most recent settled turns, oldest first (at most LAST_OUTCOMES). */
  outcomes: Outcome[];
  endReason: string | null;
}

export const LAST_OUTCOMES = 10;

// ---------------------------------------------------------------- helpers

/** Rank value 2..14 (ace high). */
export const rank = rankValue;

/** The turn order of a deal (§3 step 4): active players from the dealer's left round to the dealer (if active). */
export function dealList(active: readonly boolean[], dealer: number): number[] {
  const n = active.length;
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const s = (dealer + k) % n;
    if (active[s]) out.push(s);
  }
  return out;
}

/** The next active seat to the left (clockwise) of `seat`, skipping eliminated players. */
export function nextActiveLeft(active: readonly boolean[], seat: number): number {
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (active[s]) return s;
  }
  return seat;
}

/** Maximum bet M for `chips` and `pot` under `rule` (§2). */
export function maxBet(rule: MaxBetRule, pot: number, chips: number): number {
  const cap = rule === 'half-pot' ? Math.max(1, Math.floor(pot / 2)) : pot;
  return Math.min(cap, chips);
}

export function isConsecutive(a: Card, b: Card): boolean {
  return Math.abs(rank(a) - rank(b)) === 1;
}

export function isBetween(third: Card, a: Card, b: Card): boolean {
  const lo = Math.min(rank(a), rank(b));
  const hi = Math.max(rank(a), rank(b));
  const r = rank(third);
  return r > lo && r < hi;
}

/**
 * Draw for the first deal (§3 step 2): one face-up card to each contender in seat order, repeated for
 * those tied for the highest rank until one is highest. `next()` supplies the cards.
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

function eliminate(chips: readonly number[], active: boolean[], outAt: (number | null)[], turn: number): number[] {
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

// ---------------------------------------------------------------- setup

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

export function setup(players: number, options: InBetweenOptions, rng: Rng): InBetweenState {
  const drawDeck = rng.shuffle(deck52());
  // All draw cards are gathered and the full deck is reshuffled to form the stock.
  const stock = rng.shuffle(deck52());
  return setupFromDecks(players, options, drawDeck, stock, () => rng.shuffle(deck52()));
}

// ---------------------------------------------------------------- turns

export function toAct(state: InBetweenState): number[] {
  return state.phase === 'bet' && state.current !== null ? [state.current] : [];
}

export function currentMaxBet(state: InBetweenState): number {
  if (state.current === null) return 0;
  return maxBet(state.options.maxBetRule, state.pot, state.chips[state.current]);
}

export function legalMoves(state: InBetweenState, seat: number): MoveTemplate[] {
  if (state.phase !== 'bet' || state.current !== seat) return [];
  return [{ type: 'bet', amount: { min: 1, max: currentMaxBet(state) } }];
}

const reject = (reason: string, message: string): ApplyResult<InBetweenState> => ({ ok: false, reason, message });

export function apply(state: InBetweenState, seat: number, move: Move): ApplyResult<InBetweenState> {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return reject('invalid-move', 'a move is an object like {"type":"bet","amount":3}');
  if (move.type !== 'bet') return reject('invalid-move', `unknown move type ${JSON.stringify(move.type)}: the only move is "bet"`);
  if (state.phase === 'match-over') return reject('match-over', 'the match has ended');
  if (state.phase !== 'bet' || state.current === null) return reject('wrong-phase', 'no bet is pending now');
  if (seat !== state.current) return reject('not-your-turn', `it is seat ${state.current}'s turn to bet`);
  const amount = move.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return reject('invalid-amount', '"amount" must be an integer number of chips');
  if (amount < 1) return reject('bet-too-small', 'the bet must be at least 1 chip');
  if (amount > state.pot) return reject('bet-exceeds-pot', `the bet may not exceed the pot (${state.pot})`);
  const own = state.chips[seat];
  if (amount > own) return reject('bet-exceeds-chips', `the bet may not exceed your chips (${own})`);
  const m = maxBet(state.options.maxBetRule, state.pot, own);
  if (amount > m) return reject('bet-exceeds-limit', `with the half-pot rule the bet may not exceed ${m}`);
  return { ok: true, state: { ...state, phase: 'third', bet: amount } };
}

function settle(state: InBetweenState, kind: OutcomeKind, change: number, third: Card | null): InBetweenState {
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
  const s: InBetweenState = { ...state, stock: stock.slice(2), discard, shuffles, posts, third: null, bet: null };
  const [a, b] = posts;
  if (rank(a) === rank(b)) return settle(s, 'pair', Math.min(s.options.pairPayout, s.pot), null);
  if (isConsecutive(a, b)) return settle(s, 'consecutive', -1, null);
  return { ...s, phase: 'bet' };
}

function turnThird(state: InBetweenState): InBetweenState {
  const third = state.stock[0];
  const s = { ...state, stock: state.stock.slice(1) };
  const n = state.bet!;
  const [a, b] = state.posts;
  return isBetween(third, a, b) ? settle(s, 'win', n, third) : settle(s, 'lose', -n, third);
}

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

// ---------------------------------------------------------------- scoring

export function scores(state: InBetweenState): number[] {
  return [...state.chips];
}

export function result(state: InBetweenState): GameResult | null {
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

// ---------------------------------------------------------------- view

export interface OutcomeView {
  turn: number;
  seat: number;
  posts: string[];
  kind: OutcomeKind;
  bet: number | null;
  third: string | null;
  change: number;
  reante: boolean;
  eliminated: number[];
  potAfter: number;
}

export interface InBetweenView {
  phase: Phase;
  players: number;
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  dealer: number;
  /** Whose turn it is (null once the match is over). */
  currentPlayer: number | null;
  /** Seats that must act now (the current player during `bet`). */
  toAct: number[];
  chips: number[];
  /** Seats still in play; eliminated players are out for good. */
  active: boolean[];
  pot: number;
  /** The two posts of the turn in progress (empty between turns). */
  posts: string[];
  third: string | null;
  bet: number | null;
  /** Bet range for the current player during `bet`, else null. */
  betRange: { min: number; max: number } | null;
  /** Players still to play in this deal after the current one. */
  dealQueue: number[];
  dealsCompleted: number;
  totalDeals: number;
  turn: number;
  /** Cards left in the stock (its order and contents stay hidden). */
  stockCount: number;
  /** The discard pile since the last shuffle: every card turned since then, in order (public knowledge). */
  discards: string[];
  /** How many times a stock was shuffled (1 = the stock formed after the draw). */
  shuffles: number;
  /** The draw for the first deal: one list per round of face-up cards. */
  drawForDeal: { rounds: { seat: number; card: string }[][]; dealer: number };
  /** The most recent settled turns, oldest first. */
  lastOutcomes: OutcomeView[];
  options: InBetweenOptions;
}

function outcomeView(o: Outcome): OutcomeView {
  return {
    turn: o.turn,
    seat: o.seat,
    posts: o.posts.map(cardToString),
    kind: o.kind,
    bet: o.bet,
    third: o.third === null ? null : cardToString(o.third),
    change: o.change,
    reante: o.reante,
    eliminated: [...o.eliminated],
    potAfter: o.potAfter,
  };
}

export function view(state: InBetweenState, seat: number | null): InBetweenView {
  return {
    phase: state.phase,
    players: state.players,
    you: seat,
    dealer: state.dealer,
    currentPlayer: state.current,
    toAct: toAct(state),
    chips: [...state.chips],
    active: [...state.active],
    pot: state.pot,
    posts: state.posts.map(cardToString),
    third: state.third === null ? null : cardToString(state.third),
    bet: state.bet,
    betRange: state.phase === 'bet' ? { min: 1, max: currentMaxBet(state) } : null,
    dealQueue: [...state.queue],
    dealsCompleted: state.dealsDone,
    totalDeals: state.totalDeals,
    turn: state.turn,
    stockCount: state.stock.length,
    discards: state.discard.map(cardToString),
    shuffles: state.shuffles,
    drawForDeal: {
      rounds: state.draw.map((r) => r.map((d) => ({ seat: d.seat, card: cardToString(d.card) }))),
      dealer: state.firstDealer,
    },
    lastOutcomes: state.outcomes.map(outcomeView),
    options: { ...state.options },
  };
}

export function timeoutMove(state: InBetweenState, seat: number): Move {
  void seat;
  void state;
  return { type: 'bet', amount: 1 };
}
