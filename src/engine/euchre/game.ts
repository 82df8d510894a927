/**
 * Four-hand Euchre (rules file shared/rules/euchre.md): deal, two bidding rounds, the dealer's
 * discard, going alone, five tricks, scoring, the match to `targetPoints`.
 */
import { type Card, cardToString, deck24, parseCard, suitIndex } from '../cards';
import type { OptionsSchema } from '../options';
import type { Rng } from '../random';
import type { ApplyResult, GameResult, LoggedMove, Move, MoveTemplate } from '../types';
import { SUIT_LETTERS, effectiveSuit, playableCards, scoreHand, trickWinnerIndex } from './cards';
import type { EuchreOptions, EuchreState, Trick } from './state';

export const euchreOptionsSchema: OptionsSchema = {
  targetPoints: {
    type: 'integer',
    default: 10,
    min: 1,
    max: 100,
    description: 'The match ends when a team has at least this many points (seed: 10).',
  },
  stickTheDealer: {
    type: 'boolean',
    default: false,
    description: 'If true, the dealer may not pass in the second bidding round and must name trump; otherwise a hand where all pass twice is thrown in and redealt.',
  },
  allowDefenderAlone: {
    type: 'boolean',
    default: true,
    description: 'Whether a defender may go alone (seed: yes).',
  },
};

export const MOVE_TYPES = ['pass', 'order-up', 'discard', 'name-trump', 'go-alone', 'play'] as const;

const MOVE_PHASES: Record<string, string[]> = {
  pass: ['bid-round-1', 'bid-round-2', 'alone'],
  'order-up': ['bid-round-1'],
  discard: ['dealer-discard'],
  'name-trump': ['bid-round-2'],
  'go-alone': ['alone'],
  play: ['play'],
};

export const teamOf = (seat: number): number => seat % 2;
export const partnerOf = (seat: number): number => (seat + 2) % 4;
const left = (seat: number): number => (seat + 1) % 4;

function fail(reason: string, message: string): ApplyResult<EuchreState> {
  return { ok: false, reason, message };
}

const cloneTrick = (t: Trick): Trick => ({ leader: t.leader, cards: t.cards.map((p) => ({ seat: p.seat, card: p.card })), winner: t.winner });

/** A deep copy (apply and advance never mutate their input). */
function clone(state: EuchreState): EuchreState {
  return {
    ...state,
    options: { ...state.options },
    hands: state.hands.map((h) => [...h]),
    kitty: [...state.kitty],
    bids: state.bids.map((b) => ({ ...b })),
    alone: [...state.alone],
    trick: state.trick ? cloneTrick(state.trick) : null,
    tricks: state.tricks.map(cloneTrick),
    tricksWon: [...state.tricksWon],
    score: [...state.score],
    lastHand: state.lastHand ? { ...state.lastHand, alone: [...state.lastHand.alone], tricksWon: [...state.lastHand.tricksWon], tricks: state.lastHand.tricks.map(cloneTrick) } : null,
  };
}

/** A state waiting for its first deal, with `dealer` to deal. */
export function initialState(options: EuchreOptions, dealer: number): EuchreState {
  return {
    options: { ...options },
    phase: 'deal',
    hand: 0,
    dealer,
    turn: null,
    hands: [[], [], [], []],
    kitty: [],
    upCard: null,
    upCardTurnedDown: false,
    upCardKept: null,
    discard: null,
    bids: [],
    trump: null,
    makers: null,
    caller: null,
    dealerAccepted: false,
    alone: [],
    aloneOffered: 0,
    trick: null,
    tricks: [],
    tricksWon: [0, 0],
    score: [0, 0],
    lastHand: null,
    winner: null,
  };
}

/**
 * The traditional deal from the top of `deck` (24 cards): 3-2-3-2 then 2-3-2-3 from the dealer's
 * left; the 4 cards left are the kitty, whose top card (kitty[0]) is the up card.
 */
export function dealFromDeck(deck: readonly Card[], dealer: number): { hands: Card[][]; kitty: Card[] } {
  const hands: Card[][] = [[], [], [], []];
  const packets = [3, 2, 3, 2, 2, 3, 2, 3];
  let pos = 0;
  packets.forEach((n, i) => {
    const seat = (dealer + 1 + (i % 4)) % 4;
    for (let k = 0; k < n; k++) hands[seat].push(deck[pos++]);
  });
  return { hands, kitty: deck.slice(pos) };
}

/** Starts a hand from given cards (used by the deal and by tests of fixed deals). */
export function startHand(state: EuchreState, hands: Card[][], kitty: Card[]): EuchreState {
  const s = clone(state);
  s.hand += 1;
  s.phase = 'bid-round-1';
  s.hands = hands.map((h) => [...h]);
  s.kitty = [...kitty];
  s.upCard = kitty[0];
  s.upCardTurnedDown = false;
  s.upCardKept = null;
  s.discard = null;
  s.bids = [];
  s.trump = null;
  s.makers = null;
  s.caller = null;
  s.dealerAccepted = false;
  s.alone = [];
  s.aloneOffered = 0;
  s.trick = null;
  s.tricks = [];
  s.tricksWon = [0, 0];
  s.turn = left(s.dealer);
  return s;
}

export function setup(players: number, options: EuchreOptions, rng: Rng): EuchreState {
  if (players !== 4) throw new RangeError('Euchre is played by exactly 4 players');
  return initialState(options, rng.int(4));
}

/** Seats sitting out: partners of lone players. */
export function sittingOut(state: EuchreState): number[] {
  return state.alone.map(partnerOf);
}

function activeSeats(state: EuchreState): number[] {
  const out = sittingOut(state);
  return [0, 1, 2, 3].filter((s) => !out.includes(s));
}

function nextActive(state: EuchreState, seat: number): number {
  const out = sittingOut(state);
  let s = left(seat);
  while (out.includes(s)) s = left(s);
  return s;
}

function aloneEligible(state: EuchreState, seat: number): boolean {
  const team = teamOf(seat);
  if (state.alone.some((a) => teamOf(a) === team)) return false;
  return team === state.makers || state.options.allowDefenderAlone;
}

/** Moves on through the `alone` offers; starts play when everyone has been asked. */
function continueAlone(s: EuchreState): void {
  while (s.aloneOffered < 4) {
    const seat = (s.dealer + 1 + s.aloneOffered) % 4;
    if (aloneEligible(s, seat)) {
      s.phase = 'alone';
      s.turn = seat;
      return;
    }
    s.aloneOffered += 1;
  }
  startPlay(s);
}

function startPlay(s: EuchreState): void {
  s.phase = 'play';
  let leader: number;
  if (s.alone.length === 0) leader = left(s.dealer);
  else if (s.alone.length === 1) leader = left(s.alone[0]);
  else leader = s.alone.find((a) => teamOf(a) !== s.makers) as number;
  s.trick = { leader, cards: [], winner: null };
  s.turn = leader;
}

function chooseTrump(s: EuchreState, seat: number, suit: number, alone: boolean): void {
  s.trump = suit;
  s.makers = teamOf(seat);
  s.caller = seat;
  if (alone) s.alone = [seat];
}

export function advance(state: EuchreState, rng: Rng): EuchreState | null {
  if (state.phase === 'deal') {
    const deck = rng.shuffle(deck24());
    const { hands, kitty } = dealFromDeck(deck, state.dealer);
    return startHand(state, hands, kitty);
  }
  if (state.phase === 'score') {
    const s = clone(state);
    const makers = s.makers as number;
    const makerAlone = s.alone.some((a) => teamOf(a) === makers);
    const defenderAlone = s.alone.some((a) => teamOf(a) !== makers);
    const result = scoreHand(makers, s.tricksWon[makers], makerAlone, defenderAlone);
    s.score[result.team] += result.points;
    s.lastHand = {
      hand: s.hand,
      dealer: s.dealer,
      trump: s.trump,
      makers,
      alone: [...s.alone],
      tricksWon: [...s.tricksWon],
      scoringTeam: result.team,
      points: result.points,
      kind: result.kind,
      tricks: s.tricks,
    };
    return finishHand(s);
  }
  return null;
}

/** After scoring or a throw-in: the match ends or the deal passes left. Hands are cleared. */
function finishHand(s: EuchreState): EuchreState {
  s.hands = [[], [], [], []];
  s.kitty = [];
  s.discard = null;
  s.trick = null;
  s.turn = null;
  const winner = [0, 1].find((t) => s.score[t] >= s.options.targetPoints);
  if (winner !== undefined) {
    s.phase = 'match-over';
    s.winner = winner;
  } else {
    s.phase = 'deal';
    s.dealer = left(s.dealer);
  }
  return s;
}

export function toAct(state: EuchreState): number[] {
  return state.turn === null ? [] : [state.turn];
}

function parseSuit(v: unknown): number {
  return typeof v === 'string' && v.length === 1 ? SUIT_LETTERS.indexOf(v.toLowerCase()) : -1;
}

function tryCard(v: unknown): Card | null {
  try {
    return parseCard(v);
  } catch {
    return null;
  }
}

export function apply(state: EuchreState, seat: number, move: Move): ApplyResult<EuchreState> {
  if (typeof move !== 'object' || move === null || Array.isArray(move) || typeof move.type !== 'string') {
    return fail('invalid-move', 'a move is an object with a "type"');
  }
  const type = move.type;
  if (!(MOVE_TYPES as readonly string[]).includes(type)) {
    return fail('invalid-move', `unknown move type "${type}"; Euchre moves are: ${MOVE_TYPES.join(', ')}`);
  }
  if (state.phase === 'match-over') return fail('match-over', 'the match is over');
  if (!MOVE_PHASES[type].includes(state.phase)) {
    return fail('wrong-phase', `"${type}" is not allowed in phase ${state.phase}`);
  }
  if (state.turn !== seat) {
    return fail('not-your-turn', state.turn === null ? 'nobody may move now' : `it is seat ${state.turn}'s turn`);
  }
  const alone = move.alone;
  switch (type) {
    case 'pass':
      return applyPass(state, seat);
    case 'order-up': {
      if (alone !== undefined && typeof alone !== 'boolean') return fail('invalid-move', '"alone" must be true or false');
      const s = clone(state);
      s.bids.push({ seat, phase: 'bid-round-1', call: 'order-up', alone: alone === true });
      chooseTrump(s, seat, suitIndex(s.upCard as Card), alone === true);
      s.dealerAccepted = seat === s.dealer;
      if (alone === true && seat === partnerOf(s.dealer)) {
        // The dealer sits out: no discard, the up card stays in the kitty.
        s.upCardKept = false;
        continueAlone(s);
      } else {
        s.hands[s.dealer].push(s.upCard as Card);
        s.kitty = s.kitty.slice(1);
        s.phase = 'dealer-discard';
        s.turn = s.dealer;
      }
      return { ok: true, state: s };
    }
    case 'discard': {
      const card = tryCard(move.card);
      if (card === null) return fail('invalid-card', '"card" must be a card like "9h"');
      if (!state.hands[seat].includes(card)) return fail('card-not-in-hand', `${cardToString(card)} is not among your cards`);
      if (state.dealerAccepted && card === state.upCard) {
        return fail('must-keep-up-card', 'you accepted the up card yourself, so you must keep it and discard one of your own cards');
      }
      const s = clone(state);
      s.hands[seat] = s.hands[seat].filter((c) => c !== card);
      s.discard = card;
      s.upCardKept = card !== s.upCard;
      continueAlone(s);
      return { ok: true, state: s };
    }
    case 'name-trump': {
      const suit = parseSuit(move.suit);
      if (suit < 0) return fail('invalid-suit', '"suit" must be one of c, d, h, s');
      if (suit === suitIndex(state.upCard as Card)) return fail('suit-turned-down', 'the suit of the turned-down up card may not be named');
      if (alone !== undefined && typeof alone !== 'boolean') return fail('invalid-move', '"alone" must be true or false');
      const s = clone(state);
      s.bids.push({ seat, phase: 'bid-round-2', call: 'name-trump', suit, alone: alone === true });
      chooseTrump(s, seat, suit, alone === true);
      continueAlone(s);
      return { ok: true, state: s };
    }
    case 'go-alone': {
      const s = clone(state);
      s.bids.push({ seat, phase: 'alone', call: 'go-alone' });
      s.alone.push(seat);
      s.aloneOffered += 1;
      continueAlone(s);
      return { ok: true, state: s };
    }
    default:
      return applyPlay(state, seat, move);
  }
}

function applyPass(state: EuchreState, seat: number): ApplyResult<EuchreState> {
  const s = clone(state);
  if (state.phase === 'bid-round-1') {
    s.bids.push({ seat, phase: 'bid-round-1', call: 'pass' });
    if (seat === s.dealer) {
      s.phase = 'bid-round-2';
      s.upCardTurnedDown = true;
    }
    s.turn = left(seat);
    return { ok: true, state: s };
  }
  if (state.phase === 'bid-round-2') {
    if (seat === s.dealer && s.options.stickTheDealer) {
      return fail('dealer-must-name', 'stick the dealer: the dealer must name trump');
    }
    s.bids.push({ seat, phase: 'bid-round-2', call: 'pass' });
    if (seat === s.dealer) {
      s.lastHand = {
        hand: s.hand,
        dealer: s.dealer,
        trump: null,
        makers: null,
        alone: [],
        tricksWon: [0, 0],
        scoringTeam: null,
        points: 0,
        kind: 'thrown-in',
        tricks: [],
      };
      return { ok: true, state: finishHand(s) };
    }
    s.turn = left(seat);
    return { ok: true, state: s };
  }
  // alone
  s.bids.push({ seat, phase: 'alone', call: 'pass' });
  s.aloneOffered += 1;
  continueAlone(s);
  return { ok: true, state: s };
}

function applyPlay(state: EuchreState, seat: number, move: Move): ApplyResult<EuchreState> {
  const card = tryCard(move.card);
  if (card === null) return fail('invalid-card', '"card" must be a card like "Jd"');
  const hand = state.hands[seat];
  if (!hand.includes(card)) return fail('card-not-in-hand', `${cardToString(card)} is not in your hand`);
  const trick = state.trick as Trick;
  const trump = state.trump as number;
  const lead = trick.cards.length > 0 ? trick.cards[0].card : null;
  if (!playableCards(hand, trump, lead).includes(card)) {
    return fail('must-follow-suit', `you must follow the suit led (${SUIT_LETTERS[effectiveSuit(lead as Card, trump)]}, the left bower counting as a trump)`);
  }
  const s = clone(state);
  s.hands[seat] = s.hands[seat].filter((c) => c !== card);
  const t = s.trick as Trick;
  t.cards.push({ seat, card });
  if (t.cards.length < activeSeats(s).length) {
    s.turn = nextActive(s, seat);
    return { ok: true, state: s };
  }
  const winner = t.cards[trickWinnerIndex(t.cards.map((p) => p.card), trump)].seat;
  t.winner = winner;
  s.tricks.push(t);
  s.tricksWon[teamOf(winner)] += 1;
  if (s.tricks.length === 5) {
    s.trick = null;
    s.turn = null;
    s.phase = 'score';
  } else {
    s.trick = { leader: winner, cards: [], winner: null };
    s.turn = winner;
  }
  return { ok: true, state: s };
}

export function legalMoves(state: EuchreState, seat: number): MoveTemplate[] {
  if (state.turn !== seat) return [];
  switch (state.phase) {
    case 'bid-round-1':
      return [{ type: 'pass' }, { type: 'order-up', alone: false }, { type: 'order-up', alone: true }];
    case 'dealer-discard':
      return state.hands[seat]
        .filter((c) => !(state.dealerAccepted && c === state.upCard))
        .map((c) => ({ type: 'discard', card: cardToString(c) }));
    case 'bid-round-2': {
      const out: MoveTemplate[] = [];
      if (!(seat === state.dealer && state.options.stickTheDealer)) out.push({ type: 'pass' });
      const down = suitIndex(state.upCard as Card);
      for (let suit = 0; suit < 4; suit++) {
        if (suit === down) continue;
        out.push({ type: 'name-trump', suit: SUIT_LETTERS[suit], alone: false });
        out.push({ type: 'name-trump', suit: SUIT_LETTERS[suit], alone: true });
      }
      return out;
    }
    case 'alone':
      return [{ type: 'pass' }, { type: 'go-alone' }];
    case 'play': {
      const trick = state.trick as Trick;
      const lead = trick.cards.length > 0 ? trick.cards[0].card : null;
      return playableCards(state.hands[seat], state.trump as number, lead).map((c) => ({ type: 'play', card: cardToString(c) }));
    }
    default:
      return [];
  }
}

export interface TrickView {
  leader: number;
  cards: { seat: number; card: string }[];
  winner: number | null;
}

export interface EuchreView {
  phase: EuchreState['phase'];
  /** The viewer's seat, or null for a spectator. */
  seat: number | null;
  hand: number;
  dealer: number;
  toAct: number | null;
  targetPoints: number;
  stickTheDealer: boolean;
  allowDefenderAlone: boolean;
  /** The viewer's cards (the dealer's 6 during the discard); null for a spectator. */
  cards: string[] | null;
  /** How many cards each seat holds. */
  handSizes: number[];
  upCard: string | null;
  upCardTurnedDown: boolean;
  /** Null until the dealer has discarded (or sits out). */
  upCardKept: boolean | null;
  /** The dealer's discard, shown to the dealer only. */
  discard: string | null;
  bids: { seat: number; phase: string; call: string; suit?: string; alone?: boolean }[];
  trump: string | null;
  makers: number | null;
  caller: number | null;
  alone: number[];
  sittingOut: number[];
  trick: TrickView | null;
  tricks: TrickView[];
  /** Tricks won per team this hand (team 0 = seats 0 and 2). */
  tricksWon: number[];
  /** Points per team. */
  score: number[];
  lastHand: null | {
    hand: number;
    dealer: number;
    trump: string | null;
    makers: number | null;
    alone: number[];
    tricksWon: number[];
    scoringTeam: number | null;
    points: number;
    kind: string;
    tricks: TrickView[];
  };
  winner: number | null;
}

function trickView(t: Trick): TrickView {
  return { leader: t.leader, cards: t.cards.map((p) => ({ seat: p.seat, card: cardToString(p.card) })), winner: t.winner };
}

export function view(state: EuchreState, seat: number | null): EuchreView {
  const me = seat !== null && seat >= 0 && seat < 4 ? seat : null;
  return {
    phase: state.phase,
    seat: me,
    hand: state.hand,
    dealer: state.dealer,
    toAct: state.turn,
    targetPoints: state.options.targetPoints,
    stickTheDealer: state.options.stickTheDealer,
    allowDefenderAlone: state.options.allowDefenderAlone,
    cards: me === null ? null : state.hands[me].map(cardToString),
    handSizes: state.hands.map((h) => h.length),
    upCard: state.upCard === null ? null : cardToString(state.upCard),
    upCardTurnedDown: state.upCardTurnedDown,
    upCardKept: state.upCardKept,
    discard: me !== null && me === state.dealer && state.discard !== null ? cardToString(state.discard) : null,
    bids: state.bids.map((b) => ({
      seat: b.seat,
      phase: b.phase,
      call: b.call,
      ...(b.suit !== undefined ? { suit: SUIT_LETTERS[b.suit] } : {}),
      ...(b.alone !== undefined ? { alone: b.alone } : {}),
    })),
    trump: state.trump === null ? null : SUIT_LETTERS[state.trump],
    makers: state.makers,
    caller: state.caller,
    alone: [...state.alone],
    sittingOut: sittingOut(state),
    trick: state.trick ? trickView(state.trick) : null,
    tricks: state.tricks.map(trickView),
    tricksWon: [...state.tricksWon],
    score: [...state.score],
    lastHand: state.lastHand
      ? {
          ...state.lastHand,
          trump: state.lastHand.trump === null ? null : SUIT_LETTERS[state.lastHand.trump],
          alone: [...state.lastHand.alone],
          tricksWon: [...state.lastHand.tricksWon],
          tricks: state.lastHand.tricks.map(trickView),
        }
      : null,
    winner: state.winner,
  };
}

export function scores(state: EuchreState): number[] {
  return [0, 1, 2, 3].map((s) => state.score[teamOf(s)]);
}

export function result(state: EuchreState): GameResult | null {
  if (state.phase !== 'match-over' || state.winner === null) return null;
  const w = state.winner;
  return { winners: [w, w + 2], scores: scores(state), reason: 'target-reached' };
}

/** The dealer's discard stays hidden from everyone but the dealer, also in the move log. */
export function redactMove(_state: EuchreState, entry: LoggedMove, viewer: number | null): Move {
  if (entry.move.type === 'discard' && viewer !== entry.seat) return { type: 'discard', card: null };
  return entry.move;
}
