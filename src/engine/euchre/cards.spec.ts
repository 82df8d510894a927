import fc from 'fast-check';
import { type Card, cardToString, deck24, parseCard, rankIndex, suitIndex } from '../cards';
import {
  JACK,
  effectiveSuit,
  isLeftBower,
  playableCards,
  rankInSuit,
  trickPower,
  trickWinnerIndex,
} from './cards';

const DECK = deck24();
const suitOfTrick = (c: Card, trump: number) =>
  rankIndex(c) === JACK && suitIndex(c) === 3 - trump ? trump : suitIndex(c);

/** `min` to `max` distinct cards of the 24-card deck. */
const someCards = (min: number, max: number) => fc.shuffledSubarray(DECK, { minLength: min, maxLength: max });
const trumpArb = fc.integer({ min: 0, max: 3 });

describe('euchre card order (fast-check)', () => {
  it('the left bower is a trump and nothing else changes suit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DECK), trumpArb, (c, trump) => {
        expect(effectiveSuit(c, trump)).toBe(suitOfTrick(c, trump));
        expect(isLeftBower(c, trump)).toBe(rankIndex(c) === JACK && suitIndex(c) === 3 - trump);
      }),
    );
  });

  it('each effective suit is strictly ordered: 7 trumps, 5 cards in the same-colour suit, 6 in the others', () => {
    for (let trump = 0; trump < 4; trump++) {
      for (let s = 0; s < 4; s++) {
        const ranks = DECK.filter((c) => effectiveSuit(c, trump) === s).map((c) => rankInSuit(c, trump));
        expect(new Set(ranks).size).toBe(ranks.length);
        expect(ranks.length).toBe(s === trump ? 7 : s === 3 - trump ? 5 : 6);
      }
    }
  });

  it('playable cards: the cards of the led effective suit if any, else the whole hand', () => {
    fc.assert(
      fc.property(someCards(2, 7), trumpArb, (cs, trump) => {
        const [lead, ...hand] = cs;
        const playable = playableCards(hand, trump, lead);
        const led = suitOfTrick(lead, trump);
        const follow = hand.filter((c) => suitOfTrick(c, trump) === led);
        expect(playable.map(cardToString).sort()).toEqual(
          (follow.length ? follow : hand).map(cardToString).sort(),
        );
        expect(playableCards(hand, trump, null)).toEqual(hand);
      }),
    );
  });

  it('the trick goes to the highest trump, else the highest card of the led suit', () => {
    fc.assert(
      fc.property(someCards(2, 4), trumpArb, (played, trump) => {
        const w = played[trickWinnerIndex(played, trump)];
        const led = suitOfTrick(played[0], trump);
        const trumps = played.filter((c) => suitOfTrick(c, trump) === trump);
        const pool = trumps.length ? trumps : played.filter((c) => suitOfTrick(c, trump) === led);
        for (const c of pool) expect(rankInSuit(w, trump)).toBeGreaterThanOrEqual(rankInSuit(c, trump));
        expect(pool).toContain(w);
        expect(trickPower(w, trump, led)).toBeGreaterThan(0);
      }),
    );
  });

  it('worked example: with hearts trump Jh > Jd > Ah, and Jc is a plain club', () => {
    const h = 2;
    expect(trickWinnerIndex(['Ah', 'Jh', 'Tc', '9h'].map(parseCard), h)).toBe(1);
    expect(trickWinnerIndex(['Kd', 'Th', 'Jd', '9d'].map(parseCard), h)).toBe(2);
    expect(trickWinnerIndex(['Ac', 'Td', 'Jc', '9c'].map(parseCard), h)).toBe(0);
    expect(effectiveSuit(parseCard('Jc'), h)).toBe(0);
  });
});
