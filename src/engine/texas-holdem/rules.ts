/**
 * The rules of Texas Hold'em, in the order of docs/rules/texas-holdem.md sections 3 to 8: setup and
 * the deal, phases and turn order (the betting rounds and the automatic steps), moves (their checks,
 * the legal moves, their effect), who shows at showdown, the end of a hand (pots and awards) and the
 * end of the match. Pure functions over plain-JSON states; `apply` gets a private draft (the framework
 * cloned it after the shared checks: shape, match over, seat to act, phase).
 */
import type { Card } from '../cards';
import { deck52 } from '../cards';
import { accept, clone, nextSeatWhere, reject, seatAfter, seatsAfter } from '../kit';
import { evaluate, handValue } from '../poker';
import type { Rng } from '../random';
import type { ApplyResult, Move, MoveTemplate } from '../types';
import { runOutExpectation } from './all-in';
import { awardPots, buildPots, type AwardedPot, type PotBuild } from './pots';
import type {
  HandSummary,
  HoldemMove,
  HoldemOptions,
  HoldemState,
  PotResult,
  SeatAction,
  Street,
} from './types';

const STREETS: Street[] = ['preflop', 'flop', 'turn', 'river'];

const zeros = (n: number) => new Array<number>(n).fill(0);
const falses = (n: number) => new Array<boolean>(n).fill(false);

/** Seats dealt into the hand that have not folded. */
function liveSeats(s: HoldemState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seatCount; i++) if (s.inHand[i] && !s.folded[i]) out.push(i);
  return out;
}

/** "Active" (docs/rules/texas-holdem.md §4): dealt in, not folded, not all-in. */
function isActive(s: HoldemState, i: number): boolean {
  return s.inHand[i] && !s.folded[i] && !s.allIn[i];
}

/** P: every chip committed to the hand so far. */
function potTotal(s: HoldemState): number {
  return s.committed.reduce((a, b) => a + b, 0);
}

/** Puts `amount` chips of `seat` into the current round (and the hand). */
function putIn(s: HoldemState, seat: number, amount: number): void {
  s.stacks[seat] -= amount;
  s.roundBets[seat] += amount;
  s.committed[seat] += amount;
  if (s.stacks[seat] === 0) s.allIn[seat] = true;
}

function record(s: HoldemState, seat: number, action: SeatAction): void {
  s.lastAction[seat] = action;
  s.log.push({ seat, phase: s.phase, ...action });
}

const allInFlag = (s: HoldemState, seat: number): { allIn?: boolean } =>
  s.allIn[seat] ? { allIn: true } : {};

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §3 Setup
// ---------------------------------------------------------------------------------------------------

/**
 * The match before its first deal: every seat holds `startingStack`, the button is seat 0. With
 * `resetStacks` the match score, `chipsWon`, starts at 0 (docs/rules/texas-holdem.md §3).
 */
export function setup(players: number, options: HoldemOptions): HoldemState {
  return {
    ...(options.resetStacks ? { chipsWon: zeros(players), chipsWonAllInAdjusted: zeros(players) } : {}),
    options: { ...options },
    seatCount: players,
    stacks: new Array<number>(players).fill(options.startingStack),
    button: 0,
    handNumber: 0,
    phase: 'hand-start',
    deck: [],
    burns: [],
    holeCards: Array.from({ length: players }, () => [] as Card[]),
    board: [],
    inHand: falses(players),
    folded: falses(players),
    allIn: falses(players),
    committed: zeros(players),
    roundBets: zeros(players),
    acted: falses(players),
    amountToMatchAtLastAction: zeros(players),
    amountToMatch: 0,
    minRaiseIncrement: options.bigBlind,
    lastFullBetTo: 0,
    fullBetsThisRound: 0,
    toAct: null,
    smallBlindSeat: null,
    bigBlindSeat: null,
    opener: null,
    holeVisible: false,
    aggressor: null,
    shown: falses(players),
    bettingClosed: false,
    lastAction: new Array<SeatAction | null>(players).fill(null),
    log: [],
    lastHand: null,
    winners: null,
    endReason: null,
  };
}

/**
 * `hand-start` (docs/rules/texas-holdem.md §3 and §4 step 1): deals a new hand from `deck` (the whole 52-card deck, top first): antes,
 * blinds, hole cards and, in no-betting, the first three board cards. Returns a new state; exported
 * so tests can stack the deck.
 */
export function dealHand(state: HoldemState, deck: Card[]): HoldemState {
  const s = clone(state);
  deal(s, deck);
  return s;
}

function deal(s: HoldemState, deck: Card[]): void {
  const o = s.options;
  const n = s.seatCount;
  // docs/rules/texas-holdem.md §3: with resetStacks every hand, the first included, starts from startingStack.
  if (o.resetStacks) s.stacks = new Array<number>(n).fill(o.startingStack);
  s.handNumber += 1;
  s.deck = deck.slice();
  s.burns = [];
  s.board = [];
  s.inHand = s.stacks.map((v) => v > 0);
  s.holeCards = Array.from({ length: n }, () => [] as Card[]);
  s.folded = falses(n);
  s.allIn = falses(n);
  s.committed = zeros(n);
  s.roundBets = zeros(n);
  s.acted = falses(n);
  s.amountToMatchAtLastAction = zeros(n);
  s.shown = falses(n);
  s.lastAction = new Array<SeatAction | null>(n).fill(null);
  s.log = [];
  s.bettingClosed = false;
  s.aggressor = null;
  s.opener = null;
  s.smallBlindSeat = null;
  s.bigBlindSeat = null;
  s.toAct = null;
  const seated = (i: number) => s.inHand[i];
  // Antes: min(ante, stack) from everyone; they are not bets of the round.
  if (o.ante > 0) {
    for (let i = 0; i < n; i++) {
      if (!s.inHand[i]) continue;
      const paid = Math.min(o.ante, s.stacks[i]);
      s.stacks[i] -= paid;
      s.committed[i] += paid;
      if (s.stacks[i] === 0) s.allIn[i] = true;
      record(s, i, { type: 'ante', amount: paid, ...allInFlag(s, i) });
    }
  }
  // Hole cards: one at a time clockwise from the button's left, two passes.
  const order = seatsAfter(s.button, n).filter(seated);
  for (let pass = 0; pass < 2; pass++) for (const i of order) s.holeCards[i].push(s.deck.shift()!);

  if (o.variant === 'betting') {
    // Blinds: left of the button, or heads-up the button posts the small blind.
    const sb = order.length === 2 ? s.button : nextSeatWhere(s.button, n, seated)!;
    const bb = nextSeatWhere(sb, n, seated)!;
    s.smallBlindSeat = sb;
    s.bigBlindSeat = bb;
    s.phase = 'preflop';
    s.holeVisible = true;
    for (const [seat, blind, type] of [
      [sb, o.smallBlind, 'small-blind'],
      [bb, o.bigBlind, 'big-blind'],
    ] as const) {
      const paid = Math.min(blind, s.stacks[seat]);
      putIn(s, seat, paid);
      record(s, seat, { type, amount: paid, to: s.roundBets[seat], ...allInFlag(s, seat) });
    }
    startRound(s, 'preflop');
  } else {
    // No-betting: hole cards face down even to their owners, three board cards face up, no burns.
    s.holeVisible = false;
    for (let k = 0; k < 3; k++) s.board.push(s.deck.shift()!);
    s.phase = 'opening-bet';
    s.amountToMatch = 0;
    s.minRaiseIncrement = 1;
    s.opener = nextSeatWhere(s.button, n, (i) => s.inHand[i] && !s.allIn[i]);
    // With openingBet = 0 the opener moves; otherwise the bet is posted by the next automatic step.
    s.toAct = o.openingBet === 0 ? s.opener : null;
  }
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §4 Phases and turn order
// ---------------------------------------------------------------------------------------------------

/** Fixed-limit size of the current street: `bigBlind` preflop and on the flop, twice that later. */
function fixedSize(s: HoldemState): number {
  return s.phase === 'turn' || s.phase === 'river' ? 2 * s.options.bigBlind : s.options.bigBlind;
}

/** Starts a betting round of the betting variant on `street`. */
function startRound(s: HoldemState, street: Street): void {
  const o = s.options;
  s.phase = street;
  s.acted = falses(s.seatCount);
  s.amountToMatchAtLastAction = zeros(s.seatCount);
  if (street === 'preflop') {
    s.amountToMatch = o.bigBlind;
    s.lastFullBetTo = o.bigBlind;
    s.fullBetsThisRound = 1;
  } else {
    s.roundBets = zeros(s.seatCount);
    s.amountToMatch = 0;
    s.lastFullBetTo = 0;
    s.fullBetsThisRound = 0;
  }
  s.minRaiseIncrement = o.bettingStructure === 'fixed-limit' ? fixedSize(s) : o.bigBlind;
  // Preflop the first player left of the big blind acts first, later the first left of the button.
  s.toAct = nextActor(s, street === 'preflop' ? s.bigBlindSeat! : s.button);
  if (street !== 'preflop' && s.toAct !== null) s.aggressor = null;
}

/**
 * The next seat to act after `from` in a betting round, or null when the round is over: every active
 * player has acted and matched H, or at most one player has not folded, or at most one active player
 * remains and owes nothing.
 */
function nextActor(s: HoldemState, from: number): number | null {
  const live = liveSeats(s);
  if (live.length <= 1) return null;
  const active = live.filter((i) => !s.allIn[i]);
  if (active.length === 0) return null;
  if (active.length === 1 && s.roundBets[active[0]] >= s.amountToMatch) return null;
  for (const i of seatsAfter(from, s.seatCount)) {
    if (isActive(s, i) && (!s.acted[i] || s.roundBets[i] < s.amountToMatch)) return i;
  }
  return null;
}

/** No-betting `calls`: the next caller clockwise from `from`, ending before the opener. */
function nextCaller(s: HoldemState, from: number): number | null {
  for (const i of seatsAfter(from, s.seatCount)) {
    if (i === s.opener) return null;
    if (isActive(s, i) && !s.acted[i]) return i;
  }
  return null;
}

/**
 * The automatic transitions of docs/rules/texas-holdem.md §4, one step at a time, or null when a player must move or the match
 * is over. Each step is its own state: the deal, the no-betting opening bet, each street's cards,
 * closing the betting (hands face up), the end of the hand (`hand-end`, whose `lastHand` is the finished
 * hand), then the end of the hand (`hand-start` of the next, or `match-over`).
 */
export function advance(state: HoldemState, rng: Rng): HoldemState | null {
  if (state.winners !== null) return null;
  if (state.phase === 'hand-start') return dealHand(state, rng.shuffle(deck52()));
  if (state.toAct !== null) return null;
  const s = clone(state);
  const o = s.options;
  switch (s.phase) {
    case 'opening-bet': {
      if (s.opener !== null) {
        // openingBet > 0: min(openingBet, stack) is posted for the opener.
        const paid = Math.min(o.openingBet, s.stacks[s.opener]);
        putIn(s, s.opener, paid);
        s.amountToMatch = s.roundBets[s.opener];
        s.acted[s.opener] = true;
        s.aggressor = s.opener;
        record(s, s.opener, { type: 'bet', amount: paid, to: s.amountToMatch, ...allInFlag(s, s.opener) });
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
      if (liveSeats(s).length <= 1) return awardUncontested(s);
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
      // Only one player has not folded: they win at once, nothing is shown.
      if (liveSeats(s).length <= 1) return awardUncontested(s);
      // At most one active player and nobody owes anything: betting is closed for the rest of the hand,
      // every live hand is turned face up at once, on the river too (issue 20, fix 1).
      if (!s.bettingClosed && liveSeats(s).filter((i) => !s.allIn[i]).length <= 1) {
        s.bettingClosed = true;
        for (const i of liveSeats(s)) s.shown[i] = true;
        // the hand's all-in adjusted result: its expectation over the board still to come
        if (o.resetStacks && s.chipsWonAllInAdjusted && s.board.length < 5)
          s.allInExpectation = runOutExpectation({
            committed: s.committed,
            live: s.inHand.map((v, i) => v && !s.folded[i]),
            holeCards: s.holeCards,
            board: s.board,
            button: s.button,
          });
      }
      if (s.phase === 'river') {
        s.phase = 'showdown';
        return s;
      }
      const next = STREETS[STREETS.indexOf(s.phase) + 1];
      s.burns.push(s.deck.shift()!);
      const count = next === 'flop' ? 3 : 1;
      for (let k = 0; k < count; k++) s.board.push(s.deck.shift()!);
      if (s.bettingClosed) {
        s.phase = next;
        s.roundBets = zeros(s.seatCount);
        s.amountToMatch = 0;
        s.toAct = null;
      } else startRound(s, next);
      return s;
    }
    case 'showdown':
      return showdown(s);
    case 'hand-end':
      return endHand(s);
    default:
      return null;
  }
}

/** The seat to act (one at a time), none while an automatic step is due or after the match. */
export function toAct(s: HoldemState): number[] {
  return s.winners === null && s.toAct !== null ? [s.toAct] : [];
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §5 Moves
// ---------------------------------------------------------------------------------------------------

/** What a move amounts to once judged legal. */
type Action = { kind: 'fold' | 'check' | 'call' } | { kind: 'bet' | 'raise'; to: number; allInMove: boolean };
/** A legal move's action, or its rejection (`ok: false`). */
type Judgement = Action | ApplyResult<never>;

/**
 * Judges a move of the seat to act, after the shared checks, in the order of
 * docs/rules/texas-holdem.md §5, without changing anything: `move-not-allowed`, `invalid-amount`,
 * then the move's own checks.
 */
function judge(s: HoldemState, seat: number, m: Move): Judgement {
  const o = s.options;
  const myBet = s.roundBets[seat];
  const stack = s.stacks[seat];
  const toMatch = s.amountToMatch;
  const allInTo = myBet + stack;

  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') {
      if (m.type !== 'bet' && m.type !== 'all-in')
        return reject('move-not-allowed', 'the opener must open with "bet"');
    } else if (m.type !== 'call' && m.type !== 'fold' && !(m.type === 'all-in' && allInTo <= toMatch)) {
      return reject('move-not-allowed', 'during calls each player may only "call" or "fold"');
    }
  }
  for (const field of ['amount', 'to'] as const) {
    if (field in m && !((m[field] as number) > 0))
      return reject('invalid-amount', `"${field}" must be a positive integer`);
  }

  switch (m.type) {
    case 'fold':
      return { kind: 'fold' };
    case 'check':
      if (myBet !== toMatch)
        return reject(
          'cannot-check',
          `there is a bet of ${toMatch} to match; call ${Math.min(toMatch - myBet, stack)}, raise or fold`,
        );
      return { kind: 'check' };
    case 'call': {
      if (toMatch <= myBet) return reject('nothing-to-call', 'there is no bet to call; check or bet');
      const due = Math.min(toMatch - myBet, stack);
      // A call's optional amount states what the caller expects to put in: it must be exactly that.
      if ('amount' in m && m.amount !== due)
        return reject('wrong-call-amount', `a call puts in exactly ${due}, not ${m.amount as number}`);
      return { kind: 'call' };
    }
    case 'bet':
      return judgeBet(s, seat, m.amount as number, false);
    case 'raise':
      return judgeRaise(s, seat, m.to as number, false);
    case 'all-in':
      // All-in counts as a call (T ≤ H), a bet (H = 0) or a raise.
      if (allInTo <= toMatch) return { kind: 'call' };
      if (toMatch === 0) return judgeBet(s, seat, stack, true);
      return judgeRaise(s, seat, allInTo, true);
    default:
      return reject('invalid-move', `unknown move type ${m.type}`);
  }
}

/** Bet checks, in the order of docs/rules/texas-holdem.md §5. */
function judgeBet(s: HoldemState, seat: number, amount: number, allInMove: boolean): Judgement {
  const o = s.options;
  const stack = s.stacks[seat];
  if (s.amountToMatch > 0)
    return reject('already-bet', `there is already a bet of ${s.amountToMatch}; use "raise"`);
  if (amount > stack) return reject('bet-exceeds-stack', `you have ${stack} chips`);
  const min = o.variant === 'no-betting' ? 1 : o.bigBlind;
  if (amount < min && amount < stack) return reject('bet-too-small', `the minimum bet is ${min}`);
  if (o.variant === 'betting' && o.bettingStructure === 'pot-limit' && amount > potTotal(s)) {
    return reject('bet-exceeds-pot', `pot-limit: the largest bet is the pot, ${potTotal(s)}`);
  }
  if (o.variant === 'betting' && o.bettingStructure === 'fixed-limit') {
    const size = fixedSize(s);
    if (amount !== size && !(amount === stack && amount < size))
      return reject('wrong-amount', `fixed-limit: a bet is exactly ${size}`);
  }
  return { kind: 'bet', to: s.roundBets[seat] + amount, allInMove: allInMove || amount === stack };
}

/** Raise checks, in the order of docs/rules/texas-holdem.md §5. */
function judgeRaise(s: HoldemState, seat: number, to: number, allInMove: boolean): Judgement {
  const o = s.options;
  const myBet = s.roundBets[seat];
  const stack = s.stacks[seat];
  const toMatch = s.amountToMatch;
  const increment = s.minRaiseIncrement;
  if (toMatch === 0) return reject('no-bet-to-raise', 'there is no bet to raise; use "bet"');
  // A raise nobody can answer is no raise: no other player still in the hand could put in more than H
  // (each is all-in, or has b_j + s_j <= H: at most a call, all-in).
  if (liveSeats(s).every((i) => i === seat || s.allIn[i] || s.roundBets[i] + s.stacks[i] <= toMatch)) {
    return reject(
      'opponents-all-in',
      `no other player still in the hand can put in more than ${toMatch}: nobody could answer a raise; call or fold`,
    );
  }
  const sinceMyAction = toMatch - s.amountToMatchAtLastAction[seat];
  if (s.acted[seat] && sinceMyAction < increment) {
    return reject(
      'betting-not-reopened',
      `the bet rose by only ${sinceMyAction} since your last action (a full raise is ${increment}); call or fold`,
    );
  }
  const fixed = o.bettingStructure === 'fixed-limit';
  if (fixed && s.fullBetsThisRound >= 4)
    return reject('raise-cap-reached', 'fixed-limit: 4 full bets were already made this round');
  if (to > myBet + stack)
    return reject('raise-exceeds-stack', `you can put in at most ${myBet + stack} in total this round`);
  const isAllIn = to === myBet + stack && to > toMatch;
  if (!fixed && to < toMatch + increment && !isAllIn)
    return reject('raise-too-small', `the minimum raise is to ${toMatch + increment}`);
  if (o.bettingStructure === 'pot-limit') {
    const max = toMatch + potTotal(s) + (toMatch - myBet);
    if (to > max) return reject('raise-exceeds-pot', `pot-limit: the largest raise is to ${max}`);
  }
  if (fixed) {
    const target = s.lastFullBetTo + fixedSize(s);
    if (to !== target && !(isAllIn && to < target))
      return reject('wrong-amount', `fixed-limit: a raise goes to exactly ${target}`);
  }
  return { kind: 'raise', to, allInMove: allInMove || to === myBet + stack };
}

/** Whether `move` of the seat to act is legal now. */
function isLegal(s: HoldemState, seat: number, move: Move): boolean {
  return !('ok' in judge(s, seat, move));
}

/** The legal moves of the seat to act (docs/rules/texas-holdem.md §11.2), every item judged legal; sizes as { min, max } ranges. */
export function legalMoves(s: HoldemState, seat: number): MoveTemplate[] {
  const o = s.options;
  const myBet = s.roundBets[seat];
  const stack = s.stacks[seat];
  const toMatch = s.amountToMatch;
  const out: MoveTemplate[] = [];
  const push = (m: Move) => {
    if (isLegal(s, seat, m)) out.push(m);
  };
  const pushRange = (type: 'bet' | 'raise', field: 'amount' | 'to', lo: number, hi: number) => {
    if (lo > hi || !isLegal(s, seat, { type, [field]: lo }) || !isLegal(s, seat, { type, [field]: hi }))
      return;
    out.push(lo === hi ? { type, [field]: lo } : { type, [field]: { min: lo, max: hi } });
  };
  const call = { type: 'call', amount: Math.min(toMatch - myBet, stack) };
  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') pushRange('bet', 'amount', 1, stack);
    else {
      push(call);
      push({ type: 'fold' });
    }
    return out;
  }
  const fixed = o.bettingStructure === 'fixed-limit';
  push({ type: 'fold' });
  push(myBet === toMatch ? { type: 'check' } : call);
  if (toMatch === 0) {
    if (fixed) push({ type: 'bet', amount: Math.min(fixedSize(s), stack) });
    else {
      const hi = o.bettingStructure === 'pot-limit' ? Math.min(stack, potTotal(s)) : stack;
      pushRange('bet', 'amount', Math.min(o.bigBlind, stack), hi);
    }
  } else if (myBet + stack > toMatch) {
    if (fixed) push({ type: 'raise', to: s.lastFullBetTo + fixedSize(s) });
    else {
      const hi =
        o.bettingStructure === 'pot-limit'
          ? Math.min(myBet + stack, toMatch + potTotal(s) + (toMatch - myBet))
          : myBet + stack;
      pushRange('raise', 'to', Math.min(toMatch + s.minRaiseIncrement, myBet + stack), hi);
    }
  }
  if (stack > 0 && myBet + stack > toMatch) push({ type: 'all-in' });
  return out;
}

/** Applies a move of the seat to act to `s`, a private draft (docs/rules/texas-holdem.md §5, "Effect of a bet or raise"). */
export function apply(s: HoldemState, seat: number, move: HoldemMove): ApplyResult<HoldemState> {
  const action = judge(s, seat, move);
  if ('ok' in action) return action;
  const o = s.options;
  const before = s.amountToMatch;
  switch (action.kind) {
    case 'fold':
      s.folded[seat] = true;
      record(s, seat, { type: 'fold', amount: 0 });
      break;
    case 'check':
      record(s, seat, { type: 'check', amount: 0 });
      break;
    case 'call': {
      const paid = Math.min(s.amountToMatch - s.roundBets[seat], s.stacks[seat]);
      putIn(s, seat, paid);
      record(s, seat, {
        type: move.type === 'all-in' ? 'all-in' : 'call',
        amount: paid,
        to: s.roundBets[seat],
        ...allInFlag(s, seat),
      });
      break;
    }
    case 'bet':
    case 'raise': {
      const to = action.to;
      const paid = to - s.roundBets[seat];
      putIn(s, seat, paid);
      if (o.variant === 'betting') {
        if (o.bettingStructure === 'fixed-limit') {
          // Full only when it reaches F + size; an all-in for less is incomplete.
          if (to === s.lastFullBetTo + fixedSize(s)) {
            s.lastFullBetTo = to;
            s.fullBetsThisRound += 1;
          }
        } else if (to - before >= s.minRaiseIncrement) {
          // A full raise: L becomes the increment; an incomplete all-in leaves L unchanged.
          s.minRaiseIncrement = to - before;
        }
      }
      s.amountToMatch = to;
      s.aggressor = seat;
      record(s, seat, {
        type: action.allInMove && move.type === 'all-in' ? 'all-in' : action.kind,
        amount: paid,
        to,
        ...allInFlag(s, seat),
      });
      break;
    }
  }
  s.acted[seat] = true;
  s.amountToMatchAtLastAction[seat] = s.amountToMatch;
  if (o.variant === 'no-betting') {
    if (s.phase === 'opening-bet') {
      // After the opening bet every player may look at their own hole cards.
      s.holeVisible = true;
      s.phase = 'calls';
    }
    s.toAct = nextCaller(s, seat);
  } else {
    s.toAct = nextActor(s, seat);
  }
  return accept(s);
}

/** The move played for a seat whose turn clock ran out: check, else fold, else the cheapest legal move. */
export function timeoutMove(s: HoldemState, seat: number, _rng: Rng): Move {
  if (isLegal(s, seat, { type: 'check' })) return { type: 'check' };
  if (isLegal(s, seat, { type: 'fold' })) return { type: 'fold' };
  const legal = legalMoves(s, seat);
  const call = legal.find((m) => m.type === 'call');
  if (call) return { ...call };
  const bet = legal.find((m) => m.type === 'bet');
  if (bet) {
    const amount = bet.amount as number | { min: number };
    return { type: 'bet', amount: typeof amount === 'number' ? amount : amount.min };
  }
  return { type: 'fold' };
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §6 Hidden information: who shows at showdown
// ---------------------------------------------------------------------------------------------------

/**
 * The showdown order: the last player who bet or raised in the final betting round, else the first
 * live player left of the button (no-betting: the opener), then clockwise.
 */
function showdownOrder(s: HoldemState): number[] {
  const live = liveSeats(s);
  let first: number | null = s.aggressor !== null && live.includes(s.aggressor) ? s.aggressor : null;
  if (first === null && s.options.variant === 'no-betting' && s.opener !== null && live.includes(s.opener))
    first = s.opener;
  if (first === null) first = nextSeatWhere(s.button, s.seatCount, (i) => live.includes(i)) ?? live[0];
  return Array.from({ length: s.seatCount }, (_, k) => seatAfter(first, s.seatCount, k)).filter((i) =>
    live.includes(i),
  );
}

/**
 * Must the `k`-th hand of the showdown order be shown? Always without `allowMuck`; with it, the first
 * hand, all-in hands, hands that win part of a pot and hands already face up (betting closed).
 */
function mustShow(s: HoldemState, seat: number, k: number, potWinners: Set<number>): boolean {
  return !s.options.allowMuck || k === 0 || s.allIn[seat] || potWinners.has(seat) || s.shown[seat];
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §7 End of hand/round and scoring
// ---------------------------------------------------------------------------------------------------

function potName(k: number, count: number): string {
  if (k === 0) return 'main pot';
  return count === 2 ? 'side pot' : `side pot ${k}`;
}

function seatList(seats: number[]): string {
  if (seats.length === 1) return `Seat ${seats[0]}`;
  return `Seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}

function applyPayouts(s: HoldemState, build: PotBuild, awarded: AwardedPot[]): void {
  if (build.uncalled) s.stacks[build.uncalled.seat] += build.uncalled.amount;
  for (const p of awarded) p.winners.forEach((w, k) => (s.stacks[w] += p.shares[k]));
}

/**
 * Each seat's net chips for the hand (docs/rules/texas-holdem.md §7 step 6): what came back to it from
 * the pots and as uncalled chips, minus everything it put in (`committed`, still the hand's).
 */
function handResults(s: HoldemState, summary: Pick<HandSummary, 'uncalled' | 'pots'>): number[] {
  const out = s.committed.map((c) => 0 - c);
  if (summary.uncalled) out[summary.uncalled.seat] += summary.uncalled.amount;
  for (const p of summary.pots) p.winners.forEach((w, k) => (out[w] += p.shares[k]));
  return out;
}

/**
 * Records the finished hand as `lastHand` and enters `hand-end`, with every chip back in a stack. With
 * `resetStacks` nobody is eliminated and the hand's results are added to the match score (§7 step 6).
 */
function finishHand(
  s: HoldemState,
  summary: Omit<
    HandSummary,
    'stacksAfter' | 'eliminated' | 'handNumber' | 'button' | 'board' | 'results' | 'log'
  >,
): HoldemState {
  const results = handResults(s, summary);
  const reset = s.options.resetStacks;
  if (reset) s.chipsWon = (s.chipsWon ?? zeros(s.seatCount)).map((c, i) => c + results[i]);
  if (reset && s.chipsWonAllInAdjusted) {
    const adjusted = s.allInExpectation ?? results;
    s.chipsWonAllInAdjusted = s.chipsWonAllInAdjusted.map((c, i) => c + adjusted[i]);
  }
  delete s.allInExpectation;
  s.lastHand = {
    handNumber: s.handNumber,
    button: s.button,
    board: s.board.slice(),
    ...summary,
    stacksAfter: s.stacks.slice(),
    eliminated: reset ? [] : s.stacks.map((v, i) => (s.inHand[i] && v === 0 ? i : -1)).filter((i) => i >= 0),
    results,
    log: s.log.slice(),
  };
  s.phase = 'hand-end';
  s.toAct = null;
  s.committed = zeros(s.seatCount);
  s.roundBets = zeros(s.seatCount);
  s.amountToMatch = 0;
  return s;
}

/** Everybody else folded: the last player wins every pot, and nothing is shown. */
function awardUncontested(s: HoldemState): HoldemState {
  const live = liveSeats(s);
  const build = buildPots(
    s.committed,
    s.inHand.map((v, i) => v && !s.folded[i]),
  );
  const awarded = awardPots(build.pots, zeros(s.seatCount), s.button);
  applyPayouts(s, build, awarded);
  const pots: PotResult[] = awarded.map((p, k) => ({
    name: potName(k, awarded.length),
    amount: p.amount,
    eligible: p.eligible,
    winners: p.winners,
    shares: p.shares,
    explanation: `Seat ${live[0]} wins ${potName(k, awarded.length)} ${p.amount} uncontested`,
  }));
  s.shown = falses(s.seatCount);
  return finishHand(s, { uncontested: true, shown: [], mucked: [], uncalled: build.uncalled, pots });
}

/** `showdown`: uncalled chips, pots, the best hands (docs/rules/poker-hands.md §5), who shows (§6). */
function showdown(s: HoldemState): HoldemState {
  const live = liveSeats(s);
  const values = zeros(s.seatCount);
  for (const i of live) values[i] = handValue([...s.holeCards[i], ...s.board]);
  const build = buildPots(
    s.committed,
    s.inHand.map((v, i) => v && !s.folded[i]),
  );
  const awarded = awardPots(build.pots, values, s.button);
  applyPayouts(s, build, awarded);
  const potWinners = new Set<number>(awarded.flatMap((p) => p.winners));
  const shown: HandSummary['shown'] = [];
  const mucked: number[] = [];
  showdownOrder(s).forEach((i, k) => {
    if (mustShow(s, i, k, potWinners)) {
      s.shown[i] = true;
      shown.push({
        seat: i,
        cards: s.holeCards[i].slice(),
        description: evaluate([...s.holeCards[i], ...s.board]).description,
      });
    } else mucked.push(i);
  });
  const description = new Map(shown.map((h) => [h.seat, h.description]));
  const pots: PotResult[] = awarded.map((p, k) => {
    const name = potName(k, awarded.length);
    const d = description.get(p.winners[0]) ?? '';
    let explanation: string;
    if (p.eligible.length === 1)
      explanation = `Seat ${p.winners[0]} wins ${name} ${p.amount} as the only player eligible for it`;
    else if (p.winners.length === 1) explanation = `Seat ${p.winners[0]} wins ${name} ${p.amount} with ${d}`;
    else
      explanation = `${seatList(p.winners)} split ${name} ${p.amount} (${p.winners.map((w, j) => `seat ${w} ${p.shares[j]}`).join(', ')}) with ${d}`;
    return {
      name,
      amount: p.amount,
      eligible: p.eligible,
      winners: p.winners,
      shares: p.shares,
      explanation,
    };
  });
  return finishHand(s, { uncontested: false, shown, mucked, uncalled: build.uncalled, pots });
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/texas-holdem.md §8 End of match
// ---------------------------------------------------------------------------------------------------

/**
 * `hand-end`: the end of the match, or the next `hand-start` with the button moved. With `resetStacks`
 * the match ends after `maxHands` hands, always, won by the most chips won; nobody is eliminated and the
 * button moves to the next seat (§3, §8).
 */
function endHand(s: HoldemState): HoldemState {
  const o = s.options;
  if (o.resetStacks) {
    if (s.handNumber >= o.maxHands) {
      const won = s.chipsWon ?? zeros(s.seatCount);
      const top = Math.max(...won);
      s.winners = won.map((v, i) => (v === top ? i : -1)).filter((i) => i >= 0);
      s.endReason = 'hands-complete';
      s.phase = 'match-over';
      s.toAct = null;
      return s;
    }
    s.button = seatAfter(s.button, s.seatCount, 1);
    s.phase = 'hand-start';
    return s;
  }
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
  s.button = nextSeatWhere(s.button, s.seatCount, (i) => s.stacks[i] > 0)!;
  s.phase = 'hand-start';
  return s;
}

/** The match score: each seat's stack, or with `resetStacks` its chips won over the hands (§8). */
export function scores(s: HoldemState): number[] {
  return s.options.resetStacks ? (s.chipsWon ?? zeros(s.seatCount)).slice() : s.stacks.slice();
}

export function result(s: HoldemState) {
  return s.winners === null
    ? null
    : { winners: s.winners.slice(), scores: scores(s), reason: s.endReason ?? 'match-over' };
}
