/**
 * Four-hand Euchre rules, section by section of docs/rules/euchre.md: the setup and the deal, then each
 * phase with its moves (`bid-round-1`, `dealer-discard`, `bid-round-2`, `alone`, `play`), the score and
 * the end of the match. The checks every game shares (the move's shape, the match is over, the seat is
 * to act, the move type in the phase) ran before `apply`, which changes the private draft it is given.
 */
import { type Card, cardToString, deck24, parseCard, suitIndex } from '../cards';
import { accept, clone, nextSeatWhere, reject, seatAfter } from '../kit';
import type { Rng } from '../random';
import type { ApplyResult, MoveTemplate } from '../types';
import type { RulesResult } from '../standings';
import { SUIT_LETTERS, effectiveSuit, playableCards, scoreHand, trickWinnerIndex } from './cards';
import type { EuchreMove, EuchreOptions, EuchreState, Phase, Trick } from './types';

export const teamOf = (seat: number): number => seat % 2;
export const partnerOf = (seat: number): number => seatAfter(seat, 4, 2);
/** The seat on the left of `seat` (clockwise, docs/rules/euchre.md §1). */
const left = (seat: number): number => seatAfter(seat, 4);

/** Seats sitting out: partners of lone players. */
export function sittingOut(state: EuchreState): number[] {
  return state.alone.map(partnerOf);
}

/** The next seat clockwise after `seat` that is not sitting out. */
function nextActive(state: EuchreState, seat: number): number {
  const out = sittingOut(state);
  return nextSeatWhere(seat, 4, (s) => !out.includes(s)) as number;
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §3 Setup

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

/** The first dealer is chosen uniformly at random and made public. */
export function setup(players: number, options: EuchreOptions, rng: Rng): EuchreState {
  if (players !== 4) throw new RangeError('Euchre is played by exactly 4 players');
  return initialState(options, rng.int(4));
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
    const seat = seatAfter(dealer, 4, 1 + (i % 4));
    for (let k = 0; k < n; k++) hands[seat].push(deck[pos++]);
  });
  return { hands, kitty: deck.slice(pos) };
}

/** Starts a hand from given cards (the deal, and tests of fixed deals); bidding opens on the dealer's left. */
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

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 Phases and turn order: one seat acts at a time

export function phaseOf(state: EuchreState): Phase {
  return state.phase;
}

export function toAct(state: EuchreState): number[] {
  return state.turn === null ? [] : [state.turn];
}

/** What the seat to act may do in each phase (docs/rules/euchre.md §5 table). */
export function legalMoves(state: EuchreState, seat: number): MoveTemplate[] {
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
      const lead = leadOf(state.trick as Trick);
      return playableCards(state.hands[seat], state.trump as number, lead).map((c) => ({
        type: 'play',
        card: cardToString(c),
      }));
    }
    default:
      return [];
  }
}

/** A move of the seat to act, by phase (the move type is one the phase allows). */
export function apply(draft: EuchreState, seat: number, m: EuchreMove): ApplyResult<EuchreState> {
  switch (m.type) {
    case 'pass':
      if (draft.phase === 'bid-round-1') return passRound1(draft, seat);
      if (draft.phase === 'bid-round-2') return passRound2(draft, seat);
      return passAlone(draft, seat);
    case 'order-up':
      return orderUp(draft, seat, m.alone === true);
    case 'discard':
      return discard(draft, seat, m.card);
    case 'name-trump':
      return nameTrump(draft, seat, m.suit, m.alone === true);
    case 'go-alone':
      return goAlone(draft, seat);
    case 'play':
      return play(draft, seat, m.card);
  }
}

/** A card field that passed the move schema is a card string; `invalid-card` guards anything else. */
function cardOf(text: string): Card | null {
  try {
    return parseCard(text);
  } catch {
    return null;
  }
}

function chooseTrump(s: EuchreState, seat: number, suit: number, alone: boolean): void {
  s.trump = suit;
  s.makers = teamOf(seat);
  s.caller = seat;
  if (alone) s.alone = [seat];
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 step 2: `bid-round-1`: from the dealer's left to the dealer, `pass` or `order-up`

function passRound1(s: EuchreState, seat: number): ApplyResult<EuchreState> {
  s.bids.push({ seat, phase: 'bid-round-1', call: 'pass' });
  if (seat === s.dealer) {
    s.phase = 'bid-round-2';
    s.upCardTurnedDown = true;
  }
  s.turn = left(seat);
  return accept(s);
}

function orderUp(s: EuchreState, seat: number, alone: boolean): ApplyResult<EuchreState> {
  s.bids.push({ seat, phase: 'bid-round-1', call: 'order-up', alone });
  chooseTrump(s, seat, suitIndex(s.upCard as Card), alone);
  s.dealerAccepted = seat === s.dealer;
  if (alone && seat === partnerOf(s.dealer)) {
    // docs/rules/euchre.md §9: the dealer sits out: no discard, the up card stays in the kitty.
    s.upCardKept = false;
    continueAlone(s);
  } else {
    s.hands[s.dealer].push(s.upCard as Card);
    s.kitty = s.kitty.slice(1);
    s.phase = 'dealer-discard';
    s.turn = s.dealer;
  }
  return accept(s);
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 step 3: `dealer-discard`: the dealer, holding 6 cards, discards one face down

function discard(s: EuchreState, seat: number, text: string): ApplyResult<EuchreState> {
  const card = cardOf(text);
  if (card === null) return reject('invalid-card', '"card" must be a card like "9h"');
  if (!s.hands[seat].includes(card))
    return reject('card-not-in-hand', `${cardToString(card)} is not among your cards`);
  if (s.dealerAccepted && card === s.upCard) {
    return reject(
      'must-keep-up-card',
      'you accepted the up card yourself, so you must keep it and discard one of your own cards',
    );
  }
  s.hands[seat] = s.hands[seat].filter((c) => c !== card);
  s.discard = card;
  s.upCardKept = card !== s.upCard;
  continueAlone(s);
  return accept(s);
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 step 4: `bid-round-2`: the up card is turned down; `pass` or `name-trump` (not the turned-down suit)

function passRound2(s: EuchreState, seat: number): ApplyResult<EuchreState> {
  if (seat === s.dealer && s.options.stickTheDealer)
    return reject('dealer-must-name', 'stick the dealer: the dealer must name trump');
  s.bids.push({ seat, phase: 'bid-round-2', call: 'pass' });
  if (seat === s.dealer) {
    // All four passed twice: the hand is thrown in unseen, nobody scores, the deal passes left.
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
    return accept(finishHand(s));
  }
  s.turn = left(seat);
  return accept(s);
}

function nameTrump(s: EuchreState, seat: number, suitText: string, alone: boolean): ApplyResult<EuchreState> {
  const suit = suitText.length === 1 ? SUIT_LETTERS.indexOf(suitText.toLowerCase()) : -1;
  if (suit < 0) return reject('invalid-suit', '"suit" must be one of c, d, h, s');
  if (suit === suitIndex(s.upCard as Card))
    return reject('suit-turned-down', 'the suit of the turned-down up card may not be named');
  s.bids.push({ seat, phase: 'bid-round-2', call: 'name-trump', suit, alone });
  chooseTrump(s, seat, suit, alone);
  continueAlone(s);
  return accept(s);
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 step 5: `alone`: each eligible player, from the dealer's left, may `go-alone` or `pass`

/** Eligible: the team has no lone player yet, and the seat is a maker or defenders may go alone. */
function aloneEligible(state: EuchreState, seat: number): boolean {
  const team = teamOf(seat);
  if (state.alone.some((a) => teamOf(a) === team)) return false;
  return team === state.makers || state.options.allowDefenderAlone;
}

/** Moves on through the `alone` offers, skipping ineligible seats; starts play when everyone has been asked. */
function continueAlone(s: EuchreState): void {
  while (s.aloneOffered < 4) {
    const seat = seatAfter(s.dealer, 4, 1 + s.aloneOffered);
    if (aloneEligible(s, seat)) {
      s.phase = 'alone';
      s.turn = seat;
      return;
    }
    s.aloneOffered += 1;
  }
  startPlay(s);
}

function passAlone(s: EuchreState, seat: number): ApplyResult<EuchreState> {
  s.bids.push({ seat, phase: 'alone', call: 'pass' });
  s.aloneOffered += 1;
  continueAlone(s);
  return accept(s);
}

function goAlone(s: EuchreState, seat: number): ApplyResult<EuchreState> {
  s.bids.push({ seat, phase: 'alone', call: 'go-alone' });
  s.alone.push(seat);
  s.aloneOffered += 1;
  continueAlone(s);
  return accept(s);
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §4 step 6: `play`: 5 tricks, clockwise, skipping the seats sitting out

/** First leader: the dealer's left; with one lone player, the lone player's left; with two, the lone defender. */
function startPlay(s: EuchreState): void {
  s.phase = 'play';
  let leader: number;
  if (s.alone.length === 0) leader = left(s.dealer);
  else if (s.alone.length === 1) leader = left(s.alone[0]);
  else leader = s.alone.find((a) => teamOf(a) !== s.makers) as number;
  s.trick = { leader, cards: [], winner: null };
  s.turn = leader;
}

function leadOf(trick: Trick): Card | null {
  return trick.cards.length > 0 ? trick.cards[0].card : null;
}

function play(s: EuchreState, seat: number, text: string): ApplyResult<EuchreState> {
  const card = cardOf(text);
  if (card === null) return reject('invalid-card', '"card" must be a card like "Jd"');
  const hand = s.hands[seat];
  if (!hand.includes(card)) return reject('card-not-in-hand', `${cardToString(card)} is not in your hand`);
  const trump = s.trump as number;
  const t = s.trick as Trick;
  const lead = leadOf(t);
  if (!playableCards(hand, trump, lead).includes(card)) {
    return reject(
      'must-follow-suit',
      `you must follow the suit led (${SUIT_LETTERS[effectiveSuit(lead as Card, trump)]}, the left bower counting as a trump)`,
    );
  }
  s.hands[seat] = hand.filter((c) => c !== card);
  t.cards.push({ seat, card });
  if (t.cards.length < 4 - sittingOut(s).length) {
    s.turn = nextActive(s, seat);
    return accept(s);
  }
  const winner =
    t.cards[
      trickWinnerIndex(
        t.cards.map((p) => p.card),
        trump,
      )
    ].seat;
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
  return accept(s);
}

// ---------------------------------------------------------------------------------------------------
// Automatic steps: the deal (docs/rules/euchre.md §3) and the score (docs/rules/euchre.md §7)

export function advance(state: EuchreState, rng: Rng): EuchreState | null {
  if (state.phase === 'deal') {
    const { hands, kitty } = dealFromDeck(rng.shuffle(deck24()), state.dealer);
    return startHand(state, hands, kitty);
  }
  if (state.phase === 'score') return score(clone(state));
  return null;
}

/** docs/rules/euchre.md §7: exactly one team scores (a lone maker is either maker, the caller's partner included). */
function score(s: EuchreState): EuchreState {
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

/** docs/rules/euchre.md §8 after scoring or a throw-in: the match ends at `targetPoints`, or the deal passes left. Hands are cleared. */
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

// ---------------------------------------------------------------------------------------------------
// docs/rules/euchre.md §8 End of match

export function scores(state: EuchreState): number[] {
  return [0, 1, 2, 3].map((s) => state.score[teamOf(s)]);
}

export function result(state: EuchreState): RulesResult | null {
  if (state.phase !== 'match-over' || state.winner === null) return null;
  const w = state.winner;
  return { winners: [w, w + 2], scores: scores(state), reason: 'target-reached' };
}
