/**
 * Euchre bots that search sampled deals (perfect-information Monte Carlo, PIMC):
 * - the hidden cards are dealt at random many times, each deal consistent with everything the seat has
 *   seen (its own hand, every played card, the up card and where it went, its own discard as dealer, and
 *   the voids shown by failing to follow the suit led);
 * - each deal is solved exactly by an alpha-beta search over the rest of the hand (`solveHand`), whose
 *   value is the hand's points from the seat's team's side (docs/rules/euchre.md §7: a march or a lone
 *   hand counts double, so 3, 4 and 5 tricks are not the same);
 * - the move with the best average over the deals is played. A deal the bids make unlikely (a caller
 *   without trump strength, a seat that passed a great hand) is redrawn a few times first.
 * `advanced` bids so (order up, name trump, call alone: each choice's average over 16 deals against a
 * margin) and discards, goes alone and plays its cards as `basic` does; `expert` decides everything so:
 * its bids over 32 deals, the dealer's discard and going alone over 32, each card over 16. Measured:
 * the bids are where the search gains most over `basic`'s rules (docs/bots.md). Budgets are
 * counts of deals (never time), and every random draw comes from ctx.rng, so a match replays exactly
 * from its seed.
 */
import { type Card, parseCard, suitIndex } from '../cards';
import type { Bot, BotContext, Move } from '../types';
import { basicBot, basicRound1, basicRound2, chooseDiscard, handStrength } from './bots';
import { SUIT_LETTERS, effectiveSuit, isTrump, rankInSuit, scoreHand } from './cards';
import type { EuchreOptions, EuchreView } from './types';

type Ctx = BotContext<EuchreView, EuchreOptions>;
type Rng = Ctx['rng'];

const team = (seat: number) => seat % 2;
const partner = (seat: number) => (seat + 2) % 4;
/** The 24 cards of the Euchre deck (ranks 9..A: card indices 28..51). */
const DECK24: Card[] = Array.from({ length: 24 }, (_, i) => i + 28);
const bit = (c: Card) => 1 << (c - 28);

/** Budgets of the search levels: deals sampled per decision (0: decide as `basic` does). */
export interface PimcBudget {
  /** Deals per bid (order up, name trump, and whether to call alone). */
  bidDeals: number;
  /** Deals per dealer's discard and per going-alone decision of the `alone` phase. */
  handDeals: number;
  /** Deals per card-play decision. */
  playDeals: number;
  /**
   * Bids weigh calling against passing: a pass is valued on the same deals by playing the rest of the
   * bidding out with `basic`'s rules for every seat and solving the contract it ends in (a hand thrown
   * in is worth 0). Without it a call must clear a fixed margin (`ORDER_MARGIN`).
   */
  passLookahead?: boolean;
  /** Hands are valued by the chance they give of winning the match (see `matchUtility`), not in points. */
  forMatch?: boolean;
}
export const ADVANCED_BUDGET: PimcBudget = { bidDeals: 16, handDeals: 0, playDeals: 0 };
export const EXPERT_BUDGET: PimcBudget = {
  bidDeals: 32,
  handDeals: 32,
  playDeals: 0,
  passLookahead: true,
};

// ---------------------------------------------------------------------------------------------------
// The double-dummy solver: every hand known, the rest of one hand searched exactly

/** A position of the play phase with every hand known (cards of seats sitting out are left out). */
export interface OpenHand {
  trump: number;
  /** hands[seat]: the seat's cards (empty for a seat sitting out). */
  hands: Card[][];
  /** Seats sitting out (partners of lone players). */
  sittingOut: number[];
  /** The team that made trump, and the lone players. */
  makers: number;
  alone: number[];
  /** Tricks won so far per team. */
  tricksWon: number[];
  /** Completed tricks so far (0..4). */
  tricksPlayed: number;
  /** The trick in progress: its cards in play order with their seats (empty when `toPlay` leads). */
  trick: { seat: number; card: Card }[];
  toPlay: number;
}

/** Card order tables for one trump suit: effective suit and strength inside it. */
interface Order {
  eff: Int8Array;
  rank: Int8Array;
  /** bySuit[s]: the cards of effective suit s, weakest first. */
  bySuit: Card[][];
}
const ORDERS: Order[] = [0, 1, 2, 3].map((trump) => {
  const eff = new Int8Array(52).fill(-1);
  const rank = new Int8Array(52);
  const bySuit: Card[][] = [[], [], [], []];
  for (const c of DECK24) {
    eff[c] = effectiveSuit(c, trump);
    rank[c] = rankInSuit(c, trump);
    bySuit[eff[c]].push(c);
  }
  for (const s of bySuit) s.sort((a, b) => rank[a] - rank[b]);
  return { eff, rank, bySuit };
});

/**
 * The transposition table: bounds of positions at the start of a trick, keyed by the cards left, the
 * leader and the makers' tricks. One table serves every solver in turn (an entry counts only for the
 * solver whose generation it carries), so a search allocates nothing; an entry overwritten by another
 * position only costs a search again, never a different value.
 */
const TABLE_BITS = 16;
const TABLE = {
  generation: 0,
  gen: new Int32Array(1 << TABLE_BITS),
  keys: new Int32Array(1 << TABLE_BITS),
  lo: new Int8Array(1 << TABLE_BITS),
  hi: new Int8Array(1 << TABLE_BITS),
};
function nextGeneration(): number {
  if (++TABLE.generation > 0x7fffffff) {
    TABLE.generation = 1;
    TABLE.gen.fill(0);
  }
  return TABLE.generation;
}
const tableSlot = (key: number) => Math.imul(key, 0x9e3779b1) >>> (32 - TABLE_BITS);

/**
 * Exact minimax (alpha-beta) over the rest of a hand with every card known. The value is the hand's
 * points for `forTeam` (positive when it scores, negative when the other team does). Cards that are
 * equivalent (neighbours in their suit once the played cards are left out) are searched once.
 */
class Solver {
  private readonly trump: number;
  /** Effective suit and in-suit strength of card bit i (card 28 + i). */
  private readonly eff: Int8Array;
  private readonly rank: Int8Array;
  /** bySuit[s]: card bits of effective suit s, strongest first. */
  private readonly bySuit: number[][];
  private readonly suitMask: number[];
  /** Hands as bit masks (bit i = card 28 + i). */
  private readonly hands: number[];
  private readonly next: number[];
  private readonly active: number;
  private readonly makers: number;
  private readonly makerAlone: boolean;
  private readonly defenderAlone: boolean;
  private readonly won: number[];
  /** Cards still in a hand or in the current trick. */
  private live = 0;
  /** trickBits[t * 4 + i], trickSeats[...]: the cards of trick t in play order. */
  private readonly trickBits = new Int8Array(20);
  private readonly trickSeats = new Int8Array(20);
  private trickLen = 0;
  private played: number;
  /** Candidate lists per depth (depth = cards played in the search so far, up to 20, 5 each). */
  private readonly moves = new Int8Array(21 * 6);
  private depth = 0;
  /** This solver's entries of TABLE. */
  private readonly gen = nextGeneration();
  nodes = 0;

  constructor(
    p: OpenHand,
    private readonly forTeam: number,
  ) {
    const o = ORDERS[p.trump];
    this.trump = p.trump;
    this.eff = new Int8Array(24);
    this.rank = new Int8Array(24);
    for (let i = 0; i < 24; i++) {
      this.eff[i] = o.eff[i + 28];
      this.rank[i] = o.rank[i + 28];
    }
    this.bySuit = o.bySuit.map((cs) => cs.map((c) => c - 28).reverse());
    this.suitMask = o.bySuit.map((cs) => cs.reduce((m, c) => m | bit(c), 0));
    this.hands = p.hands.map((h, s) => (p.sittingOut.includes(s) ? 0 : h.reduce((m, c) => m | bit(c), 0)));
    this.next = [0, 1, 2, 3].map((s) => {
      let n = (s + 1) % 4;
      while (p.sittingOut.includes(n)) n = (n + 1) % 4;
      return n;
    });
    this.active = 4 - p.sittingOut.length;
    this.makers = p.makers;
    this.makerAlone = p.alone.some((s) => team(s) === p.makers);
    this.defenderAlone = p.alone.some((s) => team(s) !== p.makers);
    this.won = [...p.tricksWon];
    this.played = p.tricksPlayed;
    for (const h of this.hands) this.live |= h;
    for (const { seat, card } of p.trick) {
      this.trickBits[this.played * 4 + this.trickLen] = card - 28;
      this.trickSeats[this.played * 4 + this.trickLen] = seat;
      this.trickLen++;
      this.live |= bit(card);
    }
    this.toPlay = p.toPlay;
  }

  private readonly toPlay: number;

  /** The value of playing `card` (one of the legal cards of the seat to play) now. */
  valueOf(card: Card): number {
    return this.playAndSearch(this.toPlay, card - 28, -Infinity, Infinity);
  }

  /** The strongest card of the run of equivalent cards `card` belongs to in the hand of the seat to play. */
  representative(card: Card): Card {
    const hand = this.hands[this.toPlay];
    const order = this.bySuit[this.eff[card - 28]];
    let rep = card - 28;
    for (let i = order.indexOf(rep) - 1; i >= 0; i--) {
      const m = 1 << order[i];
      if (!(this.live & m)) continue;
      if (!(hand & m)) break;
      rep = order[i];
    }
    return rep + 28;
  }

  /** The final value once the outcome is decided (null while it is not). */
  private decided(): number | null {
    const m = this.won[this.makers];
    const d = this.won[1 - this.makers];
    if (m + d < 5 && !(m >= 3 && d >= 1) && !(d >= 3 && (m >= 1 || !this.defenderAlone))) return null;
    const s = scoreHand(this.makers, m, this.makerAlone, this.defenderAlone);
    return s.team === this.forTeam ? s.points : -s.points;
  }

  private playAndSearch(seat: number, b: number, alpha: number, beta: number): number {
    this.hands[seat] &= ~(1 << b);
    const base = this.played * 4;
    this.trickBits[base + this.trickLen] = b;
    this.trickSeats[base + this.trickLen] = seat;
    this.trickLen++;
    this.depth++;
    let value: number;
    if (this.trickLen < this.active) {
      value = this.search(this.next[seat], alpha, beta);
      this.trickLen--;
    } else {
      // the trick is complete: its winner leads the next one
      const winner = this.trickSeats[base + this.winningIndex(base, this.active)];
      const liveBefore = this.live;
      for (let i = 0; i < this.active; i++) this.live &= ~(1 << this.trickBits[base + i]);
      this.won[team(winner)]++;
      this.played++;
      this.trickLen = 0;
      const done = this.decided();
      value = done !== null ? done : this.search(winner, alpha, beta);
      this.played--;
      this.won[team(winner)]--;
      this.live = liveBefore;
      this.trickLen = this.active - 1;
    }
    this.depth--;
    this.hands[seat] |= 1 << b;
    return value;
  }

  /** Index in play order of the card winning the first `n` cards of the trick at `base`. */
  private winningIndex(base: number, n: number): number {
    const { eff, rank, trump } = this;
    const led = eff[this.trickBits[base]];
    let best = 0;
    let bestPower = -1;
    for (let i = 0; i < n; i++) {
      const c = this.trickBits[base + i];
      const power = eff[c] === trump ? 100 + rank[c] : eff[c] === led ? rank[c] : 0;
      if (power > bestPower) {
        bestPower = power;
        best = i;
      }
    }
    return best;
  }

  private search(seat: number, alpha: number, beta: number): number {
    this.nodes++;
    // at a trick's start the position is the cards left, the leader and the tricks won so far
    const key = this.trickLen === 0 ? (this.live * 4 + seat) * 8 + this.won[this.makers] : -1;
    if (key >= 0) {
      const slot = tableSlot(key);
      if (TABLE.gen[slot] === this.gen && TABLE.keys[slot] === key) {
        const lo = TABLE.lo[slot];
        const hi = TABLE.hi[slot];
        if (lo === hi || lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
    }
    const value = this.searchMoves(seat, alpha, beta);
    if (key >= 0) {
      const slot = tableSlot(key);
      const hit = TABLE.gen[slot] === this.gen && TABLE.keys[slot] === key;
      let lo = hit ? TABLE.lo[slot] : -8;
      let hi = hit ? TABLE.hi[slot] : 8;
      if (value <= alpha) hi = Math.min(hi, value);
      else if (value >= beta) lo = Math.max(lo, value);
      else lo = hi = value;
      TABLE.gen[slot] = this.gen;
      TABLE.keys[slot] = key;
      TABLE.lo[slot] = lo;
      TABLE.hi[slot] = hi;
    }
    return value;
  }

  private searchMoves(seat: number, alpha: number, beta: number): number {
    const at = this.depth * 6;
    const n = this.candidates(seat, at);
    const maximize = team(seat) === this.forTeam;
    let best = maximize ? -Infinity : Infinity;
    for (let k = 0; k < n; k++) {
      const v = this.playAndSearch(seat, this.moves[at + k], alpha, beta);
      if (maximize) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /**
   * Writes `seat`'s legal cards at moves[at..], one of each run of equivalent cards, and returns how
   * many. Strongest first, except when the seat's partner is winning the trick (weakest first).
   */
  private candidates(seat: number, at: number): number {
    const hand = this.hands[seat];
    let allowed = hand;
    let partnerWins = false;
    if (this.trickLen > 0) {
      const base = this.played * 4;
      const follow = hand & this.suitMask[this.eff[this.trickBits[base]]];
      if (follow) allowed = follow;
      partnerWins = team(this.trickSeats[base + this.winningIndex(base, this.trickLen)]) === team(seat);
    }
    let n = 0;
    for (let s = 0; s < 4; s++) {
      if (!(allowed & this.suitMask[s])) continue;
      const order = this.bySuit[s];
      let inRun = false;
      for (let i = 0; i < order.length; i++) {
        const b = order[i];
        const m = 1 << b;
        if (!(this.live & m)) continue;
        if (allowed & m) {
          if (!inRun) this.moves[at + n++] = b;
          inRun = true;
        } else inRun = false;
      }
    }
    if (partnerWins) {
      for (let i = 0, j = n - 1; i < j; i++, j--) {
        const t = this.moves[at + i];
        this.moves[at + i] = this.moves[at + j];
        this.moves[at + j] = t;
      }
    }
    return n;
  }
}

/** The value, for `forTeam`, of each of `cards` played now by `p.toPlay`, every hand known. */
export function solveHand(p: OpenHand, forTeam: number, cards: readonly Card[]): number[] {
  const solver = new Solver(p, forTeam);
  const known = new Map<Card, number>();
  const values = cards.map((c) => {
    const rep = solver.representative(c);
    let v = known.get(rep);
    if (v === undefined) known.set(rep, (v = solver.valueOf(rep)));
    return v;
  });
  solveStats.solves++;
  solveStats.nodes += solver.nodes;
  return values;
}
/** Counters for the bench (solves and nodes searched since the process started). */
export const solveStats = { solves: 0, nodes: 0 };

// ---------------------------------------------------------------------------------------------------
// Sampling the hidden cards consistently with the seat's view

/** What a seat knows about the other hands: their sizes, known cards and voids, and the unseen cards. */
interface Knowledge {
  /** Cards nobody has shown: dealt to the other seats and the rest (kitty, discard, a seat sitting out). */
  unseen: Card[];
  /** How many unseen cards each seat holds (0 for the seat itself and for seats whose cards never matter). */
  need: number[];
  /** Cards known to be in a seat's hand (the up card the dealer kept). */
  known: Card[][];
  /** Effective suits each seat is known to lack (bit per suit), under `trump`. */
  voids: number[];
  /** What the bids say of the hands: false for a deal unlikely under them (see `bidChecks`). */
  plausible: (hands: Card[][]) => boolean;
}

/**
 * The least trump strength (`handStrength` of bots.ts) of a hand that makes trump, and the most of one
 * that passes the up card: what the bids tell of the hands, read loosely (a caller holds some trump; a
 * seat that passed the up card does not hold a great hand in its suit). `basic` calls at 6.5, moved by
 * up to 1.5 for the up card.
 */
export const CALL_MIN_STRENGTH = 5;
export const PASS_MAX_STRENGTH = 8;

/** A deal's check against the bids of the other seats (their hands as dealt: held now plus played). */
function bidChecks(
  v: EuchreView,
  seat: number,
  need: number[],
  playedBy: Card[][],
): (hands: Card[][]) => boolean {
  const checks: { seat: number; suit: number; min: boolean }[] = [];
  const up = v.upCard ? suitIndex(parseCard(v.upCard)) : -1;
  for (const b of v.bids) {
    if (b.seat === seat || need[b.seat] === 0) continue;
    if (b.call === 'order-up') checks.push({ seat: b.seat, suit: up, min: true });
    else if (b.call === 'name-trump')
      checks.push({ seat: b.seat, suit: SUIT_LETTERS.indexOf(b.suit as string), min: true });
    else if (b.call === 'pass' && b.phase === 'bid-round-1' && b.seat !== v.dealer)
      checks.push({ seat: b.seat, suit: up, min: false });
  }
  return (hands) =>
    checks.every(({ seat: s, suit, min }) => {
      const strength = handStrength([...hands[s], ...playedBy[s]], suit);
      return min ? strength >= CALL_MIN_STRENGTH : strength < PASS_MAX_STRENGTH;
    });
}

function knowledge(v: EuchreView, seat: number, ignore: number[]): Knowledge {
  const mine = (v.yourCards ?? []).map(parseCard);
  const seen = new Set<Card>(mine);
  const known: Card[][] = [[], [], [], []];
  const voids = [0, 0, 0, 0];
  const trump = v.trump === null ? -1 : SUIT_LETTERS.indexOf(v.trump);
  const tricks = [...v.tricks, ...(v.trick ? [v.trick] : [])];
  const playedBy: Card[][] = [[], [], [], []];
  for (const t of tricks) {
    if (t.cards.length === 0) continue;
    const led = effectiveSuit(parseCard(t.cards[0].card), trump);
    for (const p of t.cards) {
      const c = parseCard(p.card);
      seen.add(c);
      playedBy[p.seat].push(c);
      if (trump >= 0 && effectiveSuit(c, trump) !== led) voids[p.seat] |= 1 << led;
    }
  }
  if (v.discard) seen.add(parseCard(v.discard));
  if (v.upCard) {
    const up = parseCard(v.upCard);
    seen.add(up);
    // the dealer kept it: it is in the dealer's hand until played
    if (v.upCardKept === true && v.dealer !== seat && !playedBy[v.dealer].includes(up))
      known[v.dealer].push(up);
  }
  const need = [0, 1, 2, 3].map((s) =>
    s === seat || ignore.includes(s) ? 0 : Math.max(0, v.handSizes[s] - known[s].length),
  );
  return {
    unseen: DECK24.filter((c) => !seen.has(c)),
    need,
    known,
    voids,
    plausible: bidChecks(v, seat, need, playedBy),
  };
}

/**
 * One deal of the unseen cards: each other seat gets `need[s]` cards outside its voids, the rest go
 * nowhere that matters. The most constrained seats are dealt first. Deals the bids make unlikely are
 * redrawn (up to `BID_TRIES` times, then the first deal that fits the voids is kept); a deal that cannot
 * fit the voids is retried, and after a few failures the voids are relaxed (hand sizes always hold).
 */
const BID_TRIES = 24;
function sampleHands(k: Knowledge, trump: number, rng: Rng, seat: number, mine: Card[]): Card[][] {
  const seats = [0, 1, 2, 3].filter((s) => k.need[s] > 0);
  const voidCount = (s: number) => [0, 1, 2, 3].filter((x) => k.voids[s] & (1 << x)).length;
  seats.sort((a, b) => voidCount(b) - voidCount(a) || a - b);
  let fallback: Card[][] | null = null;
  let misses = 0;
  for (let attempt = 0; attempt < BID_TRIES + 12; attempt++) {
    if (fallback && attempt >= BID_TRIES) return fallback;
    const relax = misses >= 8;
    const pool = rng.shuffle([...k.unseen]);
    const hands: Card[][] = k.known.map((h) => [...h]);
    hands[seat] = [...mine];
    let ok = true;
    for (const s of seats) {
      let got = 0;
      for (let i = 0; i < pool.length && got < k.need[s]; i++) {
        const c = pool[i];
        if (c < 0) continue;
        if (!relax && trump >= 0 && k.voids[s] & (1 << effectiveSuit(c, trump))) continue;
        hands[s].push(c);
        pool[i] = -1;
        got++;
      }
      if (got < k.need[s]) {
        ok = false;
        break;
      }
    }
    if (!ok) {
      misses++;
      continue;
    }
    if (k.plausible(hands)) return hands;
    fallback ??= hands;
  }
  if (fallback) return fallback;
  throw new Error('euchre: no deal fits the view');
}

// ---------------------------------------------------------------------------------------------------
// Decisions

function playDecision(ctx: Ctx, deals: number, u: Utility): Move {
  const v = ctx.view;
  const legal = ctx.legalMoves.filter((m) => m.type === 'play');
  if (legal.length === 1) return { type: 'play', card: legal[0].card as string };
  const cards = legal.map((m) => parseCard(m.card));
  const trump = SUIT_LETTERS.indexOf(v.trump as string);
  const k = knowledge(v, ctx.seat, v.sittingOut);
  const mine = (v.yourCards ?? []).map(parseCard);
  const totals = cards.map(() => 0);
  for (let n = 0; n < deals; n++) {
    const hands = sampleHands(k, trump, ctx.rng, ctx.seat, mine);
    const values = solveHand(openHandOf(v, hands, ctx.seat), team(ctx.seat), cards);
    for (let i = 0; i < cards.length; i++) totals[i] += u(values[i]);
  }
  return { type: 'play', card: legal[argmax(totals, cards, trump)].card as string };
}

function openHandOf(v: EuchreView, hands: Card[][], toPlay: number): OpenHand {
  return {
    trump: SUIT_LETTERS.indexOf(v.trump as string),
    hands,
    sittingOut: [...v.sittingOut],
    makers: v.makers as number,
    alone: [...v.alone],
    tricksWon: [...v.tricksWon],
    tricksPlayed: v.tricks.length,
    trick: (v.trick?.cards ?? []).map((p) => ({ seat: p.seat, card: parseCard(p.card) })),
    toPlay,
  };
}

/**
 * Index of the best total. Ties go to the weakest card (trumps above the other suits, then the strength
 * in the suit): the search often finds the hand decided either way, and keeping the strong cards costs
 * nothing then.
 */
function argmax(totals: number[], cards: Card[], trump: number): number {
  const weight = (c: Card) => (trump >= 0 && isTrump(c, trump) ? 100 : 0) + rankInSuit(c, Math.max(trump, 0));
  let best = 0;
  for (let i = 1; i < totals.length; i++) {
    if (
      totals[i] > totals[best] + 1e-9 ||
      (Math.abs(totals[i] - totals[best]) <= 1e-9 && weight(cards[i]) < weight(cards[best]))
    )
      best = i;
  }
  return best;
}

/** The first leader of a hand (docs/rules/euchre.md §4 step 6). */
function firstLeader(dealer: number, alone: number[], makers: number): number {
  if (alone.length === 0) return (dealer + 1) % 4;
  if (alone.length === 1) return (alone[0] + 1) % 4;
  return alone.find((a) => team(a) !== makers) as number;
}

/** A hand's value for the seat's team from the points it scores (negative: the other team scores). */
type Utility = (points: number) => number;
const POINTS: Utility = (points) => points;

/**
 * The points for `seat`'s team of a hand dealt `dealt` (seat hands before any pick-up), played with
 * `trump`, made by `makers`, with the lone players `alone`, every hand known (the leader's best lead).
 * When the dealer takes the up card (`up`), the dealer discards by `chooseDiscard`, or by `myDiscard`
 * when the dealer is `seat`.
 */
function dealValue(
  dealt: Card[][],
  seat: number,
  dealer: number,
  trump: number,
  makers: number,
  alone: number[],
  up: Card | null,
  myDiscard: Card | null,
): number {
  const out = alone.map(partner);
  const hands = dealt.map((h) => [...h]);
  if (up !== null && !out.includes(dealer)) {
    const withUp = [...hands[dealer], up];
    const drop = dealer === seat && myDiscard !== null ? myDiscard : chooseDiscard(withUp, trump, null);
    hands[dealer] = withUp.filter((c) => c !== drop);
  }
  const leader = firstLeader(dealer, alone, makers);
  const p: OpenHand = {
    trump,
    hands,
    sittingOut: out,
    makers,
    alone,
    tricksWon: [0, 0],
    tricksPlayed: 0,
    trick: [],
    toPlay: leader,
  };
  const values = solveHand(p, team(seat), hands[leader]);
  return team(leader) === team(seat) ? Math.max(...values) : Math.min(...values);
}

/** The mean over `deals` of `u` of `dealValue` (the same arguments). */
function handValue(
  deals: Card[][][],
  seat: number,
  dealer: number,
  trump: number,
  makers: number,
  alone: number[],
  up: Card | null,
  myDiscard: Card | null,
  u: Utility = POINTS,
): number {
  let total = 0;
  for (const dealt of deals) total += u(dealValue(dealt, seat, dealer, trump, makers, alone, up, myDiscard));
  return total / deals.length;
}

/**
 * The value for `seat`'s team of passing now, on one deal: the bidding goes on with `basic`'s rules for
 * every seat (this one included, in round 2) from the seat after `seat` in `round`, and the contract it
 * ends in is solved; a hand everyone passes is thrown in (0), or named by the dealer with stickTheDealer.
 */
function passValue(v: EuchreView, seat: number, round: 1 | 2, dealt: Card[][], u: Utility): number {
  const d = v.dealer;
  const up = parseCard(v.upCard);
  const upSuit = suitIndex(up);
  if (round === 1 && seat !== d) {
    for (let s = (seat + 1) % 4; ; s = (s + 1) % 4) {
      const bid = basicRound1(dealt[s], up, s, d);
      if (bid) return u(dealValue(dealt, seat, d, upSuit, team(s), bid.alone ? [s] : [], up, null));
      if (s === d) break;
    }
  }
  // round 2: from the seat after this one (or after the dealer when round 1 just ended) to the dealer
  let s = round === 1 ? (d + 1) % 4 : (seat + 1) % 4;
  if (round === 2 && seat === d) return u(0);
  for (;;) {
    const bid = basicRound2(dealt[s], upSuit, s, d, v.stickTheDealer && s === d);
    if (bid) return u(dealValue(dealt, seat, d, bid.suit, team(s), bid.alone ? [s] : [], null, null));
    if (s === d) return u(0);
    s = (s + 1) % 4;
  }
}

/** Per-hand chances of each team scoring 1, 2 or 4 points: the model of a hand for `matchUtility`. */
const HAND_POINTS: [number, number][] = [
  [1, 0.3],
  [2, 0.18],
  [4, 0.02],
];
const winTables = new Map<number, Float64Array>();
/** W[a * (T + 1) + b]: the chance that a team at a points wins a match to T against a team at b. */
function winTable(target: number): Float64Array {
  let w = winTables.get(target);
  if (w) return w;
  const n = target + 1;
  w = new Float64Array(n * n);
  const at = (a: number, b: number) => (a >= target ? 1 : b >= target ? 0 : w![a * n + b]);
  for (let total = 2 * target - 2; total >= 0; total--)
    for (let a = Math.max(0, total - target + 1); a <= Math.min(total, target - 1); a++) {
      const b = total - a;
      let x = 0;
      for (const [pts, p] of HAND_POINTS) x += p * (at(a + pts, b) + at(a, b + pts));
      w[a * n + b] = x;
    }
  winTables.set(target, w);
  return w;
}

/**
 * A hand's value as the chance of winning the match it leaves (the model: every later hand gives each
 * team 1, 2 or 4 points with the chances of `HAND_POINTS`), rescaled so that scoring 1 rather than
 * conceding 1 is worth 2, as in points: the same margins serve, and in the middle of a long match it is
 * nearly the points. Near the end it is not: at 4–4 to 5 a point is the match, a march no better.
 */
export function matchUtility(teamScores: readonly number[], myTeam: number, target: number): Utility {
  const w = winTable(target);
  const n = target + 1;
  const a = Math.min(teamScores[myTeam], target);
  const b = Math.min(teamScores[1 - myTeam], target);
  const at = (x: number, y: number) => (x >= target ? 1 : y >= target ? 0 : w[x * n + y]);
  const base = at(a, b);
  const scale = 2 / (at(a + 1, b) - at(a, b + 1));
  return (points) => (points === 0 ? 0 : (points > 0 ? at(a + points, b) : at(a, b - points)) - base) * scale;
}

/** Deals of the other hands for a bidding decision (before trump: no voids yet). */
function bidDeals(ctx: Ctx, count: number, mine: Card[]): Card[][][] {
  const k = knowledge(ctx.view, ctx.seat, []);
  return Array.from({ length: count }, () => sampleHands(k, -1, ctx.rng, ctx.seat, mine));
}

/** Margins a call must clear (points per hand): passing is worth something too. */
export const ORDER_MARGIN = 0.35;
export const ALONE_MARGIN = 0.25;

/** The utility a level values hands with at this point of the match. */
function utilityOf(ctx: Ctx, budget: PimcBudget): Utility {
  const v = ctx.view;
  return budget.forMatch ? matchUtility(v.teamScores, team(ctx.seat), v.targetPoints) : POINTS;
}

/** What passing is worth over the deals (`passValue`), or the fixed margin a call must clear. */
function passThreshold(ctx: Ctx, budget: PimcBudget, round: 1 | 2, samples: Card[][][], u: Utility): number {
  if (!budget.passLookahead) return ORDER_MARGIN;
  let total = 0;
  for (const dealt of samples) total += passValue(ctx.view, ctx.seat, round, dealt, u);
  return total / samples.length + PASS_MARGIN;
}

/** With the pass valued (`passLookahead`), how much more a call must be worth: the call is riskier. */
export const PASS_MARGIN = 0.1;

function expertBid1(ctx: Ctx, hand: Card[], budget: PimcBudget): Move {
  const v = ctx.view;
  const up = parseCard(v.upCard);
  const trump = suitIndex(up);
  const samples = bidDeals(ctx, budget.bidDeals, hand);
  const u = utilityOf(ctx, budget);
  const me = ctx.seat;
  const makers = team(me);
  const myDiscard = me === v.dealer ? chooseDiscard([...hand, up], trump, up) : null;
  const order = handValue(samples, me, v.dealer, trump, makers, [], up, myDiscard, u);
  if (order < passThreshold(ctx, budget, 1, samples, u)) return { type: 'pass' };
  // alone: the dealer's partner going alone leaves the up card in the kitty
  const alone = handValue(
    samples,
    me,
    v.dealer,
    trump,
    makers,
    [me],
    me === partner(v.dealer) ? null : up,
    myDiscard,
    u,
  );
  return { type: 'order-up', alone: alone > order + ALONE_MARGIN };
}

function expertBid2(ctx: Ctx, hand: Card[], budget: PimcBudget): Move {
  const v = ctx.view;
  const down = SUIT_LETTERS.indexOf((v.upCard as string)[1]);
  const samples = bidDeals(ctx, budget.bidDeals, hand);
  const u = utilityOf(ctx, budget);
  const me = ctx.seat;
  let best = -1;
  let bestValue = -Infinity;
  for (let s = 0; s < 4; s++) {
    if (s === down) continue;
    const value = handValue(samples, me, v.dealer, s, team(me), [], null, null, u);
    if (value > bestValue) {
      best = s;
      bestValue = value;
    }
  }
  const mustName = !ctx.legalMoves.some((m) => m.type === 'pass');
  if (!mustName && bestValue < passThreshold(ctx, budget, 2, samples, u)) return { type: 'pass' };
  const alone = handValue(samples, me, v.dealer, best, team(me), [me], null, null, u);
  return { type: 'name-trump', suit: SUIT_LETTERS[best], alone: alone > bestValue + ALONE_MARGIN };
}

/** The dealer's discard: the card whose loss costs least over sampled deals of the other hands. */
function expertDiscard(ctx: Ctx, hand: Card[], deals: number, u: Utility): Move {
  const v = ctx.view;
  const trump = SUIT_LETTERS.indexOf(v.trump as string);
  const options = ctx.legalMoves.map((m) => parseCard(m.card));
  const k = knowledge(v, ctx.seat, v.sittingOut);
  const samples = Array.from({ length: deals }, () => sampleHands(k, -1, ctx.rng, ctx.seat, hand));
  const alone = [...v.alone];
  const totals = options.map((drop) => {
    const kept = samples.map((h) => h.map((x, s) => (s === ctx.seat ? x.filter((c) => c !== drop) : x)));
    return handValue(kept, ctx.seat, v.dealer, trump, v.makers as number, alone, null, null, u);
  });
  return ctx.legalMoves[argmax(totals, options, trump)] as Move;
}

/** Going alone (the `alone` phase): when the sampled deals say it gains more than the margin. */
function expertAlone(ctx: Ctx, hand: Card[], deals: number, u: Utility): Move {
  const v = ctx.view;
  const trump = SUIT_LETTERS.indexOf(v.trump as string);
  const k = knowledge(v, ctx.seat, []);
  const samples = Array.from({ length: deals }, () => sampleHands(k, -1, ctx.rng, ctx.seat, hand));
  const makers = v.makers as number;
  const now = handValue(samples, ctx.seat, v.dealer, trump, makers, [...v.alone], null, null, u);
  const lone = handValue(samples, ctx.seat, v.dealer, trump, makers, [...v.alone, ctx.seat], null, null, u);
  return lone > now + ALONE_MARGIN ? { type: 'go-alone' } : { type: 'pass' };
}

/** A PIMC player with the given budget. */
export function pimcBot(budget: PimcBudget): Bot<EuchreView, EuchreOptions> {
  return (ctx) => {
    const types = new Set(ctx.legalMoves.map((m) => m.type));
    const hand = (ctx.view.yourCards ?? []).map(parseCard);
    if (types.has('play') && budget.playDeals > 0)
      return playDecision(ctx, budget.playDeals, utilityOf(ctx, budget));
    if (types.has('order-up') && budget.bidDeals > 0) return expertBid1(ctx, hand, budget);
    if (types.has('name-trump') && budget.bidDeals > 0) return expertBid2(ctx, hand, budget);
    if (types.has('discard') && budget.handDeals > 0)
      return expertDiscard(ctx, hand, budget.handDeals, utilityOf(ctx, budget));
    if (types.has('go-alone') && budget.handDeals > 0)
      return expertAlone(ctx, hand, budget.handDeals, utilityOf(ctx, budget));
    return basicBot(ctx);
  };
}

export const advancedBot = pimcBot(ADVANCED_BUDGET);
export const expertBot = pimcBot(EXPERT_BUDGET);
advancedBot.description =
  'Bids by sampling the hidden cards (16 deals) and solving each; plays its cards as basic.';
expertBot.description =
  'Bids weighing each call against passing (the rest of the bidding played out) over 32 sampled deals, ' +
  'discards and goes alone by search; plays its cards as basic.';
