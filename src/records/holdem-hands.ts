/**
 * Texas Hold'em hand histories, observed from a replay (walk.ts) through the game's views only: the
 * public part of every step (stacks, bets, the hand's action log, the board, the shown hands and the
 * settled hand's summary) and the hole cards that the given viewers' views show. A finished match is
 * observed with every seat's view, so every hand shows every card dealt to a player; a match in
 * progress with the caller's view, so a hand shows the caller's own cards and the shown hands only.
 *
 * Players are listed in PHH order (see phh.ts): clockwise from the seat left of the button, the
 * button last, among the seats dealt into the hand.
 */
import type { GameDefinition } from '../engine/types';
import { type MatchSource, walkMatch } from './walk';

/** The parts of the Hold'em view (docs/rules/texas-holdem.md §6) that a hand history reads. */
interface ViewPlayer {
  seat: number;
  stack: number;
  committed: number;
  status: 'active' | 'folded' | 'all-in' | 'out';
  holeCards: string[] | null;
  shown: boolean;
}
interface ViewLogEntry {
  seat: number;
  phase: string;
  type: string;
  amount: number;
}
interface ViewHandSummary {
  handNumber: number;
  shown: { seat: number; cards: string[] }[];
  mucked: number[];
  uncalled: { seat: number; amount: number } | null;
  pots: { name: string; amount: number; eligible: number[]; winners: number[]; shares: number[] }[];
  stacksAfter: number[];
}
interface HoldemViewLike {
  variant: 'betting' | 'no-betting';
  bettingStructure: 'no-limit' | 'pot-limit' | 'fixed-limit';
  smallBlind: number;
  bigBlind: number;
  ante: number;
  handNumber: number;
  phase: string;
  button: number;
  players: ViewPlayer[];
  board: string[];
  log: ViewLogEntry[];
  lastHand: ViewHandSummary | null;
}

export interface HandPlayer {
  /** Cardroom seat (0-based). */
  seat: number;
  /** PHH player number: p1 is the first seat left of the button, the button is last. */
  player: number;
  name: string | null;
  startingStack: number;
  finishingStack: number;
  /** Chips won from the pots (uncalled chips returned are not winnings). */
  winnings: number;
  /** The two hole cards, or null where the caller may not see them. */
  holeCards: string[] | null;
}

/**
 * One action in PHH terms. `actor` is "d" (the dealer) or "pN"; `code` is the PHH action: `dh` deal
 * hole cards, `db` deal board cards, `f` fold, `cc` check or call, `cbr` bet or raise to `amount` (the
 * player's total bet in the betting round), `sm` show (`cards`) or muck (no `cards`).
 */
export interface HandAction {
  actor: string;
  code: 'dh' | 'db' | 'f' | 'cc' | 'cbr' | 'sm';
  /** Cardroom seat of the player concerned (dealt to, acting, showing). */
  seat?: number;
  /** `dh`: the player dealt to ("pN"). */
  dealtTo?: string;
  /** Cards; "??" for a card the caller may not see. */
  cards?: string[];
  amount?: number;
  /** The Cardroom action it records: fold, check, call, bet, raise, all-in. */
  move?: string;
  /** The move's seq in the match's move log; absent for automatic steps (an opening bet posted by the server). */
  seq?: number;
}

export interface HoldemHand {
  /** Hand number in the match, from 1. */
  hand: number;
  variant: 'betting' | 'no-betting';
  bettingStructure: 'no-limit' | 'pot-limit' | 'fixed-limit';
  smallBlind: number;
  bigBlind: number;
  ante: number;
  /** The no-betting variant's fixed opening bet (0: the opener chooses); absent in the betting variant. */
  openingBet?: number;
  /** Seat count of the match (seats out of chips are not players of the hand). */
  seatCount: number;
  button: number;
  players: HandPlayer[];
  actions: HandAction[];
  board: string[];
  pots: ViewHandSummary['pots'];
  uncalled: { seat: number; amount: number } | null;
  /** Moves of the match log applied when the hand was dealt and when it was settled. */
  dealtAfterMove: number;
  settledAfterMove: number;
}

export interface HandsOptions {
  /** The views whose hole cards the history may show: every seat for a finished match, else the caller's seat (or none). */
  viewers: (number | null)[];
  /** Player names by seat (PHH `players`). */
  names?: (string | null)[];
  /** Options as the match stores them (only `openingBet` is read, for the no-betting variant). */
  options?: Record<string, unknown>;
}

interface Open {
  hand: HoldemHand;
  bySeat: Map<number, HandPlayer>;
  logSeen: number;
  boardSeen: number;
  street: string;
  roundBets: Map<number, number>;
  toMatch: number;
  shownSeats: Set<number>;
  /** Groups of sm actions, emitted where the cards turned face up, ordered at the end by the showdown order. */
  showGroups: HandAction[][];
}

const playerTag = (k: number) => `p${k}`;

/** Every hand the match has finished so far, as the given viewers may see it. */
export function holdemHands(game: GameDefinition, src: MatchSource, opts: HandsOptions): HoldemHand[] {
  const done: HoldemHand[] = [];
  let open: Open | null = null;
  const viewers = opts.viewers.length ? opts.viewers : [null];

  walkMatch(game, src, (step) => {
    const pub = game.view(step.state, null) as HoldemViewLike;
    if (open && open.hand.hand !== pub.handNumber) open = null; // a hand that never settled (cannot happen in a legal log)
    if (
      !open &&
      !done.some((h) => h.hand === pub.handNumber) &&
      pub.handNumber > 0 &&
      pub.phase !== 'hand-start'
    ) {
      open = startHand(pub, opts, step.movesApplied);
    }
    if (!open) return;
    const o: Open = open;
    // 1. the players' actions since the last step
    for (const e of pub.log.slice(o.logSeen))
      recordAction(o, e, pub, step.kind === 'move' ? step.movesApplied : undefined);
    o.logSeen = pub.log.length;
    // 2. hands turned face up
    const newlyShown = pub.players.filter(
      (p) => p.shown && o.bySeat.has(p.seat) && !o.shownSeats.has(p.seat),
    );
    if (newlyShown.length) {
      const group: HandAction[] = newlyShown.map((p) => {
        o.shownSeats.add(p.seat);
        return {
          actor: playerTag(o.bySeat.get(p.seat)!.player),
          code: 'sm',
          seat: p.seat,
          cards: p.holeCards ?? ['??', '??'],
        };
      });
      o.showGroups.push(group);
      o.hand.actions.push(...group);
    }
    // 3. board cards dealt
    if (pub.board.length > o.boardSeen) {
      const cards = pub.board.slice(o.boardSeen);
      o.hand.actions.push({ actor: 'd', code: 'db', cards });
      o.hand.board.push(...cards);
      o.boardSeen = pub.board.length;
    }
    // 4. hole cards the viewers may see
    for (const v of viewers) {
      const view = v === null ? pub : (game.view(step.state, v) as HoldemViewLike);
      for (const p of view.players) {
        const hp = o.bySeat.get(p.seat);
        if (hp && p.holeCards && !hp.holeCards) hp.holeCards = p.holeCards.slice();
      }
    }
    // 5. the hand settled
    if (pub.lastHand && pub.lastHand.handNumber === o.hand.hand) {
      finishHand(o, pub.lastHand, step.movesApplied);
      done.push(o.hand);
      open = null;
    }
  });
  return done;
}

function startHand(pub: HoldemViewLike, opts: HandsOptions, movesApplied: number): Open {
  const n = pub.players.length;
  const order: number[] = [];
  for (let k = 1; k <= n; k++) {
    const seat = (pub.button + k) % n;
    if (pub.players[seat].status !== 'out') order.push(seat);
  }
  const players: HandPlayer[] = order.map((seat, k) => ({
    seat,
    player: k + 1,
    name: opts.names?.[seat] ?? null,
    startingStack: pub.players[seat].stack + pub.players[seat].committed,
    finishingStack: 0,
    winnings: 0,
    holeCards: null,
  }));
  const openingBet = opts.options?.openingBet;
  const hand: HoldemHand = {
    hand: pub.handNumber,
    variant: pub.variant,
    bettingStructure: pub.bettingStructure,
    smallBlind: pub.smallBlind,
    bigBlind: pub.bigBlind,
    ante: pub.ante,
    ...(pub.variant === 'no-betting' ? { openingBet: typeof openingBet === 'number' ? openingBet : 0 } : {}),
    seatCount: n,
    button: pub.button,
    players,
    actions: players.map((p) => ({
      actor: 'd',
      code: 'dh',
      dealtTo: playerTag(p.player),
      seat: p.seat,
      cards: [],
    })),
    board: [],
    pots: [],
    uncalled: null,
    dealtAfterMove: movesApplied,
    settledAfterMove: movesApplied,
  };
  return {
    hand,
    bySeat: new Map(players.map((p) => [p.seat, p])),
    logSeen: 0,
    boardSeen: 0,
    street: '',
    roundBets: new Map(),
    toMatch: 0,
    shownSeats: new Set(),
    showGroups: [],
  };
}

/** One entry of the hand's public action log, in PHH terms (blinds and antes are posted by the rules, not written). */
function recordAction(o: Open, e: ViewLogEntry, pub: HoldemViewLike, seq: number | undefined): void {
  if (e.phase !== o.street) {
    o.street = e.phase;
    o.roundBets = new Map();
    // docs/rules/texas-holdem.md §4: the amount to match starts at the big blind preflop, even if the BB is short.
    o.toMatch = e.phase === 'preflop' ? pub.bigBlind : 0;
  }
  const before = o.roundBets.get(e.seat) ?? 0;
  const to = before + e.amount;
  if (e.type === 'ante') return;
  o.roundBets.set(e.seat, to);
  if (e.type === 'small-blind' || e.type === 'big-blind') return;
  const p = o.bySeat.get(e.seat);
  if (!p) return;
  const base = {
    actor: playerTag(p.player),
    seat: e.seat,
    move: e.type,
    ...(seq !== undefined ? { seq } : {}),
  };
  let action: HandAction;
  if (e.type === 'fold') action = { ...base, code: 'f' };
  else if (e.type === 'check' || e.type === 'call') action = { ...base, code: 'cc' };
  else if ((e.type === 'bet' || e.type === 'raise' || e.type === 'all-in') && to > o.toMatch) {
    action = { ...base, code: 'cbr', amount: to };
    o.toMatch = to;
  } else action = { ...base, code: 'cc' }; // an all-in that does not exceed the amount to match is a call
  o.hand.actions.push(action);
}

function finishHand(o: Open, summary: ViewHandSummary, movesApplied: number): void {
  const h = o.hand;
  h.settledAfterMove = movesApplied;
  h.pots = summary.pots.map((p) => ({
    ...p,
    eligible: p.eligible.slice(),
    winners: p.winners.slice(),
    shares: p.shares.slice(),
  }));
  h.uncalled = summary.uncalled ? { ...summary.uncalled } : null;
  for (const p of h.players) {
    p.finishingStack = summary.stacksAfter[p.seat];
    p.winnings = summary.pots.reduce(
      (sum, pot) => sum + pot.shares.reduce((a, share, k) => a + (pot.winners[k] === p.seat ? share : 0), 0),
      0,
    );
  }
  // Showdown order (§6): clockwise from the first hand shown; a mucked hand takes its turn among the last group.
  const first = summary.shown[0]?.seat ?? h.button;
  const rank = (seat: number) => (seat - first + h.seatCount) % h.seatCount;
  for (const s of summary.shown) {
    const hp = o.bySeat.get(s.seat);
    if (hp && !hp.holeCards) hp.holeCards = s.cards.slice();
  }
  const mucks: HandAction[] = summary.mucked
    .filter((seat) => o.bySeat.has(seat))
    .map((seat) => ({ actor: playerTag(o.bySeat.get(seat)!.player), code: 'sm', seat }));
  if (mucks.length) {
    const last = o.showGroups[o.showGroups.length - 1];
    if (last && h.actions[h.actions.length - 1] === last[last.length - 1]) last.push(...mucks);
    else o.showGroups.push(mucks);
    h.actions.push(...mucks);
  }
  // Each group of shows sits in the actions as a run: write it back in showdown order.
  const groupOf = new Map<HandAction, HandAction[]>();
  for (const group of o.showGroups) {
    group.sort((a, b) => rank(a.seat!) - rank(b.seat!));
    for (const a of group) groupOf.set(a, group);
  }
  const ordered: HandAction[] = [];
  const emitted = new Set<HandAction[]>();
  for (const a of h.actions) {
    const group = groupOf.get(a);
    if (!group) ordered.push(a);
    else if (!emitted.has(group)) {
      emitted.add(group);
      ordered.push(...group);
    }
  }
  h.actions = ordered;
  // Hole cards now known: the deals and the shows carry them ("??" where the viewers may not see them).
  for (const a of h.actions) {
    if (a.code === 'dh' || (a.code === 'sm' && a.cards))
      a.cards = o.bySeat.get(a.seat!)!.holeCards?.slice() ?? ['??', '??'];
  }
}
