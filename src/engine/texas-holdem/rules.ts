/**
 * The rules of Texas Hold'em (texas-holdem.md): dealing, betting rounds of both variants, the
 * automatic steps, and the settlement of each hand. Pure functions over plain-JSON states.
 */
import type { Card } from '../cards';
import { deck52 } from '../cards';
import { evaluate, handValue } from '../poker';
import type { Rng } from '../random';
import type { ApplyResult, Move, MoveTemplate } from '../types';
import { awardPots, buildPots } from './pots';
import type { HandSummary, HoldemOptions, HoldemState, Phase, PotResult, SeatAction, Street } from './types';

const STREETS: Street[] = ['preflop', 'flop', 'turn', 'river'];
export const MOVE_TYPES = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;

export function isStreet(p: Phase): p is Street {
  return (STREETS as string[]).includes(p);
}

function clone(s: HoldemState): HoldemState {
  return JSON.parse(JSON.stringify(s)) as HoldemState;
}

/** The next seat clockwise after `from` that satisfies `pred` (never `from` itself), or null. */
function nextSeat(n: number, from: number, pred: (i: number) => boolean): number | null {
  for (let k = 1; k < n; k++) {
    const i = (from + k) % n;
    if (pred(i)) return i;
  }
  return null;
}

export function setupState(players: number, options: HoldemOptions): HoldemState {
  const opts = { ...options, bigBlind: Math.max(options.bigBlind, options.smallBlind) };
  const z = () => new Array<number>(players).fill(0);
  const f = () => new Array<boolean>(players).fill(false);
  return {
    options: opts,
    n: players,
    stacks: new Array<number>(players).fill(opts.startingStack),
    button: 0,
    handNumber: 0,
    phase: 'hand-start',
    deck: [],
    burns: [],
    hole: Array.from({ length: players }, () => [] as Card[]),
    board: [],
    inHand: f(),
    folded: f(),
    allIn: f(),
    contrib: z(),
    bets: z(),
    acted: f(),
    lastH: z(),
    H: 0,
    L: opts.bigBlind,
    F: 0,
    fullBets: 0,
    toAct: null,
    sbSeat: null,
    bbSeat: null,
    opener: null,
    holeVisible: false,
    aggressor: null,
    shown: f(),
    closed: false,
    lastAction: new Array<SeatAction | null>(players).fill(null),
    log: [],
    lastHand: null,
    winners: null,
    endReason: null,
  };
}

/** Puts `amount` chips of seat i into the current round (and the hand). */
function putIn(s: HoldemState, i: number, amount: number): void {
  s.stacks[i] -= amount;
  s.bets[i] += amount;
  s.contrib[i] += amount;
  if (s.stacks[i] === 0) s.allIn[i] = true;
}

function record(s: HoldemState, seat: number, a: SeatAction): void {
  s.lastAction[seat] = a;
  s.log.push({ seat, phase: s.phase, ...a });
}

function isActive(s: HoldemState, i: number): boolean {
  return s.inHand[i] && !s.folded[i] && !s.allIn[i];
}

export function liveSeats(s: HoldemState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.n; i++) if (s.inHand[i] && !s.folded[i]) out.push(i);
  return out;
}

/** Total chips committed to the hand (P). */
export function potTotal(s: HoldemState): number {
  return s.contrib.reduce((a, b) => a + b, 0);
}

/** Fixed-limit size of the current street. */
function fixedSize(s: HoldemState): number {
  return s.phase === 'turn' || s.phase === 'river' ? 2 * s.options.bigBlind : s.options.bigBlind;
}

/**
 * Deals a new hand from `deck` (the whole 52-card deck, top first): antes, blinds, hole cards and, in
 * no-betting, the first three board cards. Exported so tests can stack the deck.
 */
export function dealHand(state: HoldemState, deck: Card[]): HoldemState {
  const s = clone(state);
  const o = s.options;
  const n = s.n;
  s.handNumber += 1;
  s.deck = deck.slice();
  s.burns = [];
  s.board = [];
  s.inHand = s.stacks.map((v) => v > 0);
  s.hole = Array.from({ length: n }, () => [] as Card[]);
  s.folded = new Array<boolean>(n).fill(false);
  s.allIn = new Array<boolean>(n).fill(false);
  s.contrib = new Array<number>(n).fill(0);
  s.bets = new Array<number>(n).fill(0);
  s.acted = new Array<boolean>(n).fill(false);
  s.lastH = new Array<number>(n).fill(0);
  s.shown = new Array<boolean>(n).fill(false);
  s.lastAction = new Array<SeatAction | null>(n).fill(null);
  s.log = [];
  s.closed = false;
  s.aggressor = null;
  s.opener = null;
  s.sbSeat = null;
  s.bbSeat = null;
  s.toAct = null;
  const seated = (i: number) => s.inHand[i];
  // Antes (do not count as bets of the round).
  if (o.ante > 0) {
    for (let i = 0; i < n; i++) {
      if (!s.inHand[i]) continue;
      const a = Math.min(o.ante, s.stacks[i]);
      s.stacks[i] -= a;
      s.contrib[i] += a;
      if (s.stacks[i] === 0) s.allIn[i] = true;
      record(s, i, { type: 'ante', amount: a, ...(s.stacks[i] === 0 ? { allIn: true } : {}) });
    }
  }
  // Hole cards: one at a time clockwise from the button's left, two passes.
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (s.button + k) % n;
    if (seated(i)) order.push(i);
  }
  for (let pass = 0; pass < 2; pass++) for (const i of order) s.hole[i].push(s.deck.shift()!);

  if (o.variant === 'betting') {
    const players = order.length;
    let sb: number;
    let bb: number;
    if (players === 2) {
      sb = s.button;
      bb = nextSeat(n, sb, seated)!;
    } else {
      sb = nextSeat(n, s.button, seated)!;
      bb = nextSeat(n, sb, seated)!;
    }
    s.sbSeat = sb;
    s.bbSeat = bb;
    s.phase = 'preflop';
    s.holeVisible = true;
    for (const [seat, blind, type] of [
      [sb, o.smallBlind, 'small-blind'],
      [bb, o.bigBlind, 'big-blind'],
    ] as const) {
      const amt = Math.min(blind, s.stacks[seat]);
      putIn(s, seat, amt);
      record(s, seat, { type, amount: amt, to: s.bets[seat], ...(s.allIn[seat] ? { allIn: true } : {}) });
    }
    startRound(s, 'preflop');
  } else {
    s.holeVisible = false;
    for (let k = 0; k < 3; k++) s.board.push(s.deck.shift()!);
    s.phase = 'opening-bet';
    s.H = 0;
    s.L = 1;
    s.opener = nextSeat(n, s.button, (i) => s.inHand[i] && !s.allIn[i]) ?? (s.inHand[s.button] && !s.allIn[s.button] ? s.button : null);
    // With openingBet = 0 the opener moves; otherwise the bet is posted by the next automatic step.
    s.toAct = o.openingBet === 0 ? s.opener : null;
  }
  return s;
}

/** Starts a betting round of the betting variant on the current street. */
function startRound(s: HoldemState, street: Street): void {
  const o = s.options;
  s.phase = street;
  s.acted = new Array<boolean>(s.n).fill(false);
  s.lastH = new Array<number>(s.n).fill(0);
  s.L = o.bigBlind;
  if (street === 'preflop') {
    s.H = o.bigBlind;
    s.F = o.bigBlind;
    s.fullBets = 1;
  } else {
    s.bets = new Array<number>(s.n).fill(0);
    s.H = 0;
    s.F = 0;
    s.fullBets = 0;
  }
  if (o.bettingStructure === 'fixed-limit') s.L = fixedSize(s);
  const from = street === 'preflop' ? s.bbSeat! : s.button;
  s.toAct = nextActor(s, from);
  if (street !== 'preflop' && s.toAct !== null) s.aggressor = null;
}

/** The next seat to act after `from` in a betting round, or null when the round is over. */
function nextActor(s: HoldemState, from: number): number | null {
  const live = liveSeats(s);
  if (live.length <= 1) return null;
  const active = live.filter((i) => !s.allIn[i]);
  if (active.length === 0) return null;
  if (active.length === 1 && s.bets[active[0]] >= s.H) return null;
  for (let k = 1; k <= s.n; k++) {
    const i = (from + k) % s.n;
    if (isActive(s, i) && (!s.acted[i] || s.bets[i] < s.H)) return i;
  }
  return null;
}

/** The next caller in no-betting `calls`: clockwise from `from`, stopping before the opener. */
function nextCaller(s: HoldemState, from: number): number | null {
  for (let k = 1; k < s.n; k++) {
    const i = (from + k) % s.n;
    if (i === s.opener) return null;
    if (isActive(s, i) && !s.acted[i]) return i;
  }
  return null;
}

type Action = { kind: 'fold' | 'check' | 'call' } | { kind: 'bet' | 'raise'; to: number; allInMove: boolean };
type Check = { ok: true; action: Action } | { ok: false; reason: string; message: string };

const fail = (reason: string, message: string): Check => ({ ok: false, reason, message });

function posInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v > 0;
}

/**
 * Validates a move of `seat` in the order of §5 and returns its normalized action, without changing
 * anything.
 */
export function checkMove(s: HoldemState, seat: number, move: unknown): Check {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return fail('invalid-move', 'a move is a JSON object with a "type"');
  const m = move as Record<string, unknown>;
  if (typeof m.type !== 'string' || !(MOVE_TYPES as readonly string[]).includes(m.type)) {
    return fail('invalid-move', `unknown move type; the moves are: ${MOVE_TYPES.join(', ')}`);
  }
  const type = m.type as (typeof MOVE_TYPES)[number];
  if (s.winners !== null) return fail('match-over', 'the match is over');
  if (s.toAct === null) return fail('wrong-phase', 'no move is expected right now');
  if (!Number.isInteger(seat) || seat !== s.toAct) return fail('not-your-turn', `it is seat ${s.toAct}'s turn`);
  const o = s.options;
  const b = s.bets[seat];
  const st = s.stacks[seat];
  const H = s.H;
  const T = b + st;

  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') {
      if (type !== 'bet' && type !== 'all-in') return fail('move-not-allowed', 'the opener must open with "bet"');
    } else if (type !== 'call' && type !== 'fold' && !(type === 'all-in' && T <= H)) {
      return fail('move-not-allowed', 'during calls each player may only "call" or "fold"');
    }
  }

  for (const field of ['amount', 'to'] as const) {
    if (field in m && !posInt(m[field])) return fail('invalid-amount', `"${field}" must be a positive integer`);
  }

  switch (type) {
    case 'fold':
      return { ok: true, action: { kind: 'fold' } };
    case 'check':
      if (b !== H) return fail('cannot-check', `there is a bet of ${H} to match; call ${Math.min(H - b, st)}, raise or fold`);
      return { ok: true, action: { kind: 'check' } };
    case 'call': {
      if (H <= b) return fail('nothing-to-call', 'there is no bet to call; check or bet');
      const amt = Math.min(H - b, st);
      if ('amount' in m && m.amount !== amt) return fail('wrong-amount', `a call puts in exactly ${amt}`);
      return { ok: true, action: { kind: 'call' } };
    }
    case 'bet': {
      if (!('amount' in m)) return fail('invalid-amount', '"amount" must be a positive integer');
      return checkBet(s, seat, m.amount as number, false);
    }
    case 'raise': {
      if (!('to' in m)) return fail('invalid-amount', '"to" must be a positive integer (your total bet in the round)');
      return checkRaise(s, seat, m.to as number, false);
    }
    case 'all-in': {
      if (st <= 0) return fail('move-not-allowed', 'you have no chips left');
      if (T <= H) return { ok: true, action: { kind: 'call' } };
      if (H === 0) return checkBet(s, seat, st, true);
      return checkRaise(s, seat, T, true);
    }
  }
}

function checkBet(s: HoldemState, seat: number, n: number, allInMove: boolean): Check {
  const o = s.options;
  const st = s.stacks[seat];
  if (s.H > 0) return fail('already-bet', `there is already a bet of ${s.H}; use "raise"`);
  if (n > st) return fail('bet-exceeds-stack', `you have ${st} chips`);
  const min = o.variant === 'no-betting' ? 1 : o.bigBlind;
  if (n < min && n < st) return fail('bet-too-small', `the minimum bet is ${min}`);
  if (o.variant === 'betting' && o.bettingStructure === 'pot-limit' && n > potTotal(s)) {
    return fail('bet-exceeds-pot', `pot-limit: the largest bet is the pot, ${potTotal(s)}`);
  }
  if (o.variant === 'betting' && o.bettingStructure === 'fixed-limit') {
    const size = fixedSize(s);
    if (n !== size && !(n === st && n < size)) return fail('wrong-amount', `fixed-limit: a bet is exactly ${size}`);
  }
  return { ok: true, action: { kind: 'bet', to: s.bets[seat] + n, allInMove: allInMove || n === st } };
}

function checkRaise(s: HoldemState, seat: number, to: number, allInMove: boolean): Check {
  const o = s.options;
  const b = s.bets[seat];
  const st = s.stacks[seat];
  const H = s.H;
  if (H === 0) return fail('no-bet-to-raise', 'there is no bet to raise; use "bet"');
  if (s.acted[seat] && H - s.lastH[seat] < s.L) {
    return fail('betting-not-reopened', `the bet rose by only ${H - s.lastH[seat]} since your last action (a full raise is ${s.L}); call or fold`);
  }
  const fixed = o.bettingStructure === 'fixed-limit';
  if (fixed && s.fullBets >= 4) return fail('raise-cap-reached', 'fixed-limit: 4 full bets were already made this round');
  if (to > b + st) return fail('raise-exceeds-stack', `you can put in at most ${b + st} in total this round`);
  const isAllIn = to === b + st && to > H;
  if (!fixed && to < H + s.L && !isAllIn) return fail('raise-too-small', `the minimum raise is to ${H + s.L}`);
  if (o.bettingStructure === 'pot-limit') {
    const max = H + potTotal(s) + (H - b);
    if (to > max) return fail('raise-exceeds-pot', `pot-limit: the largest raise is to ${max}`);
  }
  if (fixed) {
    const target = s.F + fixedSize(s);
    if (to !== target && !(isAllIn && to < target)) return fail('wrong-amount', `fixed-limit: a raise goes to exactly ${target}`);
  }
  return { ok: true, action: { kind: 'raise', to, allInMove: allInMove || to === b + st } };
}

export function applyMove(state: HoldemState, seat: number, move: Move): ApplyResult<HoldemState> {
  const c = checkMove(state, seat, move);
  if (!c.ok) return c;
  const s = clone(state);
  const a = c.action;
  const o = s.options;
  const before = s.H;
  const allInFlag = (): { allIn?: boolean } => (s.allIn[seat] ? { allIn: true } : {});
  switch (a.kind) {
    case 'fold':
      s.folded[seat] = true;
      record(s, seat, { type: 'fold', amount: 0 });
      break;
    case 'check':
      record(s, seat, { type: 'check', amount: 0 });
      break;
    case 'call': {
      const amt = Math.min(s.H - s.bets[seat], s.stacks[seat]);
      putIn(s, seat, amt);
      record(s, seat, { type: move.type === 'all-in' ? 'all-in' : 'call', amount: amt, to: s.bets[seat], ...allInFlag() });
      break;
    }
    case 'bet':
    case 'raise': {
      const T = a.to;
      const amt = T - s.bets[seat];
      putIn(s, seat, amt);
      if (o.variant === 'betting') {
        if (o.bettingStructure === 'fixed-limit') {
          const size = fixedSize(s);
          if (T === s.F + size) {
            s.F = T;
            s.fullBets += 1;
          }
        } else if (T - before >= s.L) {
          s.L = T - before;
        }
      }
      s.H = T;
      s.aggressor = seat;
      record(s, seat, { type: a.allInMove && move.type === 'all-in' ? 'all-in' : a.kind, amount: amt, to: T, ...allInFlag() });
      break;
    }
  }
  s.acted[seat] = true;
  s.lastH[seat] = s.H;
  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') {
      s.holeVisible = true;
      s.phase = 'calls';
      s.toAct = nextCaller(s, seat);
    } else {
      s.toAct = nextCaller(s, seat);
    }
  } else {
    s.toAct = nextActor(s, seat);
  }
  return { ok: true, state: s };
}

/** One automatic step, or null when a player must move or the match is over. */
export function advanceState(state: HoldemState, rng: Rng): HoldemState | null {
  if (state.winners !== null) return null;
  if (state.phase === 'hand-start') return dealHand(state, rng.shuffle(deck52()));
  if (state.toAct !== null) return null;
  const s = clone(state);
  const o = s.options;
  switch (s.phase) {
    case 'opening-bet': {
      if (s.opener !== null) {
        const amt = Math.min(o.openingBet, s.stacks[s.opener]);
        putIn(s, s.opener, amt);
        s.H = s.bets[s.opener];
        s.acted[s.opener] = true;
        s.aggressor = s.opener;
        record(s, s.opener, { type: 'bet', amount: amt, to: s.H, ...(s.allIn[s.opener] ? { allIn: true } : {}) });
        s.holeVisible = true;
        s.phase = 'calls';
        s.toAct = nextCaller(s, s.opener);
      } else {
        s.holeVisible = true;
        s.phase = 'board';
      }
      return s;
    }
    case 'calls':
      if (liveSeats(s).length <= 1) return settleUncontested(s);
      s.phase = 'board';
      return s;
    case 'board':
      s.board.push(s.deck.shift()!, s.deck.shift()!);
      s.phase = 'showdown';
      return s;
    case 'preflop':
    case 'flop':
    case 'turn':
    case 'river': {
      if (liveSeats(s).length <= 1) return settleUncontested(s);
      if (s.phase === 'river') {
        s.phase = 'showdown';
        return s;
      }
      if (!s.closed && liveSeats(s).filter((i) => !s.allIn[i]).length <= 1) {
        s.closed = true;
        for (const i of liveSeats(s)) s.shown[i] = true;
      }
      const next = STREETS[STREETS.indexOf(s.phase) + 1];
      s.burns.push(s.deck.shift()!);
      const count = next === 'flop' ? 3 : 1;
      for (let k = 0; k < count; k++) s.board.push(s.deck.shift()!);
      if (s.closed) {
        s.phase = next;
        s.bets = new Array<number>(s.n).fill(0);
        s.H = 0;
        s.toAct = null;
      } else startRound(s, next);
      return s;
    }
    case 'showdown':
      return settleShowdown(s);
    case 'hand-end':
      return endHand(s);
    default:
      return null;
  }
}

function potName(k: number, count: number): string {
  if (k === 0) return 'main pot';
  return count === 2 ? 'side pot' : `side pot ${k}`;
}

function seatList(seats: number[]): string {
  if (seats.length === 1) return `Seat ${seats[0]}`;
  return `Seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}

function finishSettle(s: HoldemState, summary: Omit<HandSummary, 'stacksAfter' | 'eliminated' | 'handNumber' | 'button' | 'board'>): HoldemState {
  s.lastHand = {
    handNumber: s.handNumber,
    button: s.button,
    board: s.board.slice(),
    ...summary,
    stacksAfter: s.stacks.slice(),
    eliminated: s.stacks.map((v, i) => (s.inHand[i] && v === 0 ? i : -1)).filter((i) => i >= 0),
  };
  s.phase = 'hand-end';
  s.toAct = null;
  // Every chip is back in a stack: nothing is committed any more.
  s.contrib = new Array<number>(s.n).fill(0);
  s.bets = new Array<number>(s.n).fill(0);
  s.H = 0;
  return s;
}

function applyPayouts(s: HoldemState, build: ReturnType<typeof buildPots>, awarded: ReturnType<typeof awardPots>): void {
  if (build.uncalled) s.stacks[build.uncalled.seat] += build.uncalled.amount;
  for (const p of awarded) p.winners.forEach((w, k) => (s.stacks[w] += p.shares[k]));
}

/** Everybody else folded: the last player wins every pot, and nothing is shown. */
function settleUncontested(s: HoldemState): HoldemState {
  const live = liveSeats(s);
  const build = buildPots(s.contrib, s.inHand.map((v, i) => v && !s.folded[i]));
  const awarded = awardPots(build.pots, s.contrib.map(() => 0), s.button);
  applyPayouts(s, build, awarded);
  const pots: PotResult[] = awarded.map((p, k) => ({
    name: potName(k, awarded.length),
    amount: p.amount,
    eligible: p.eligible,
    winners: p.winners,
    shares: p.shares,
    explanation: `Seat ${live[0]} wins ${potName(k, awarded.length)} ${p.amount} uncontested`,
  }));
  s.shown = new Array<boolean>(s.n).fill(false);
  return finishSettle(s, { uncontested: true, shown: [], mucked: [], uncalled: build.uncalled, pots });
}

/** The order in which hands are shown (§6). */
export function showdownOrder(s: HoldemState): number[] {
  const live = liveSeats(s);
  let first: number | null = s.aggressor !== null && live.includes(s.aggressor) ? s.aggressor : null;
  if (first === null && s.options.variant === 'no-betting' && s.opener !== null && live.includes(s.opener)) first = s.opener;
  if (first === null) first = nextSeat(s.n, s.button, (i) => live.includes(i)) ?? live[0];
  const out: number[] = [];
  for (let k = 0; k < s.n; k++) {
    const i = (first + k) % s.n;
    if (live.includes(i)) out.push(i);
  }
  return out;
}

function settleShowdown(s: HoldemState): HoldemState {
  const live = liveSeats(s);
  const values = s.contrib.map(() => 0);
  for (const i of live) values[i] = handValue([...s.hole[i], ...s.board]);
  const build = buildPots(s.contrib, s.inHand.map((v, i) => v && !s.folded[i]));
  const awarded = awardPots(build.pots, values, s.button);
  applyPayouts(s, build, awarded);
  const order = showdownOrder(s);
  const winnersAny = new Set<number>();
  awarded.forEach((p) => p.winners.forEach((w) => winnersAny.add(w)));
  const shown: HandSummary['shown'] = [];
  const mucked: number[] = [];
  order.forEach((i, k) => {
    const show = !s.options.allowMuck || k === 0 || s.allIn[i] || winnersAny.has(i) || s.shown[i];
    if (show) {
      s.shown[i] = true;
      shown.push({ seat: i, cards: s.hole[i].slice(), description: evaluate([...s.hole[i], ...s.board]).description });
    } else mucked.push(i);
  });
  const desc = new Map(shown.map((h) => [h.seat, h.description]));
  const pots: PotResult[] = awarded.map((p, k) => {
    const name = potName(k, awarded.length);
    const d = desc.get(p.winners[0]) ?? '';
    let explanation: string;
    if (p.eligible.length === 1) explanation = `Seat ${p.winners[0]} wins ${name} ${p.amount} as the only player eligible for it`;
    else if (p.winners.length === 1) explanation = `Seat ${p.winners[0]} wins ${name} ${p.amount} with ${d}`;
    else {
      explanation = `${seatList(p.winners)} split ${name} ${p.amount} (${p.winners.map((w, j) => `seat ${w} ${p.shares[j]}`).join(', ')}) with ${d}`;
    }
    return { name, amount: p.amount, eligible: p.eligible, winners: p.winners, shares: p.shares, explanation };
  });
  return finishSettle(s, { uncontested: false, shown, mucked, uncalled: build.uncalled, pots });
}

/** Eliminations, the end of the match, or the next hand with the button moved. */
function endHand(s: HoldemState): HoldemState {
  const o = s.options;
  const alive = s.stacks.map((v, i) => (v > 0 ? i : -1)).filter((i) => i >= 0);
  if (alive.length <= 1) {
    s.winners = alive;
    s.endReason = 'last-player-standing';
  } else if (o.maxHands > 0 && s.handNumber >= o.maxHands) {
    const top = Math.max(...s.stacks);
    s.winners = s.stacks.map((v, i) => (v === top ? i : -1)).filter((i) => i >= 0);
    s.endReason = 'hands-complete';
  }
  if (s.winners !== null) {
    s.phase = 'match-over';
    s.toAct = null;
    return s;
  }
  s.button = nextSeat(s.n, s.button, (i) => s.stacks[i] > 0)!;
  s.phase = 'hand-start';
  return s;
}

/** The legal moves of `seat` (§5), every item checked against `checkMove`. */
export function legalMovesOf(s: HoldemState, seat: number): MoveTemplate[] {
  if (s.winners !== null || s.toAct !== seat) return [];
  const o = s.options;
  const b = s.bets[seat];
  const st = s.stacks[seat];
  const H = s.H;
  const out: MoveTemplate[] = [];
  const ok = (m: Move) => checkMove(s, seat, m).ok;
  const push = (m: Move) => {
    if (ok(m)) out.push(m);
  };
  const pushRange = (type: 'bet' | 'raise', field: 'amount' | 'to', lo: number, hi: number) => {
    if (lo > hi || !ok({ type, [field]: lo }) || !ok({ type, [field]: hi })) return;
    out.push(lo === hi ? { type, [field]: lo } : { type, [field]: { min: lo, max: hi } });
  };
  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') pushRange('bet', 'amount', 1, st);
    else {
      push({ type: 'call', amount: Math.min(H - b, st) });
      push({ type: 'fold' });
    }
    return out;
  }
  const fixed = o.bettingStructure === 'fixed-limit';
  push({ type: 'fold' });
  if (b === H) push({ type: 'check' });
  else push({ type: 'call', amount: Math.min(H - b, st) });
  if (H === 0) {
    if (fixed) push({ type: 'bet', amount: Math.min(fixedSize(s), st) });
    else {
      const hi = o.bettingStructure === 'pot-limit' ? Math.min(st, potTotal(s)) : st;
      pushRange('bet', 'amount', Math.min(o.bigBlind, st), hi);
    }
  } else if (b + st > H) {
    if (fixed) push({ type: 'raise', to: s.F + fixedSize(s) });
    else {
      const hi = o.bettingStructure === 'pot-limit' ? Math.min(b + st, H + potTotal(s) + (H - b)) : b + st;
      pushRange('raise', 'to', Math.min(H + s.L, b + st), hi);
    }
  }
  if (st > 0 && b + st > H) push({ type: 'all-in' });
  return out;
}
