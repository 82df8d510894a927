/**
 * Cards. Outside the engine a card is a two-character string, rank + suit ("As", "Td", "7c"), as in the
 * rules files. Inside, a card is a small integer: rankIndex * 4 + suitIndex, with rank index 0..12 for
 * 2..A and suit index 0..3 for c, d, h, s. So "2c" = 0 and "As" = 51. Conversion happens at the edges
 * (move parsing, views) only.
 */
export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'cdhs';
export type Suit = 'c' | 'd' | 'h' | 's';

/** Thrown by the parsers; `message` says which input was wrong and why. */
export class CardParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardParseError';
  }
}

const NAMES: string[] = [];
const BY_NAME = new Map<string, Card>();
for (let r = 0; r < 13; r++) {
  for (let s = 0; s < 4; s++) {
    const name = RANKS[r] + SUITS[s];
    NAMES.push(name);
    BY_NAME.set(name, r * 4 + s);
  }
}

export function makeCard(rankIndex: number, suitIndex: number): Card {
  return rankIndex * 4 + suitIndex;
}

/** Rank index 0..12 (2..A). */
export function rankIndex(card: Card): number {
  return card >> 2;
}

/** Rank value of the rules files: 2..9, T=10, J=11, Q=12, K=13, A=14. */
export function rankValue(card: Card): number {
  return (card >> 2) + 2;
}

/** Suit index 0..3 (c, d, h, s). */
export function suitIndex(card: Card): number {
  return card & 3;
}

export function suitOf(card: Card): Suit {
  return SUITS[card & 3] as Suit;
}

export function rankChar(card: Card): string {
  return RANKS[card >> 2];
}

export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 52;
}

export function cardToString(card: Card): string {
  const name = NAMES[card];
  if (name === undefined) throw new CardParseError(`not a card index: ${String(card)}`);
  return name;
}

export function cardsToStrings(cards: readonly Card[]): string[] {
  return cards.map(cardToString);
}

/** Parses "As"; accepts a lower-case rank ("as", "td") and "10" for ten. */
export function parseCard(text: unknown): Card {
  if (typeof text !== 'string')
    throw new CardParseError(`a card must be a string like "As", got ${typeof text}`);
  let t = text.trim();
  if (t.startsWith('10')) t = 'T' + t.slice(2);
  if (t.length === 2) {
    const card = BY_NAME.get(t[0].toUpperCase() + t[1].toLowerCase());
    if (card !== undefined) return card;
  }
  const shown = text.length > 8 ? `${text.slice(0, 8)}…` : text;
  throw new CardParseError(
    `"${shown}" is not a card: use rank 2-9, T, J, Q, K, A then suit c, d, h, s (e.g. "As", "Td")`,
  );
}

/** Parses an array of cards, or a space-separated string "As Kd 7c"; rejects duplicates. */
export function parseCards(input: unknown): Card[] {
  const items =
    typeof input === 'string'
      ? input
          .trim()
          .split(/[\s,]+/)
          .filter(Boolean)
      : input;
  if (!Array.isArray(items)) throw new CardParseError('cards must be an array of strings like ["As", "Td"]');
  const cards = items.map(parseCard);
  if (new Set(cards).size !== cards.length) throw new CardParseError('the same card appears twice');
  return cards;
}

/** Shorthand for tests and examples: cards("As Kd 7c"). */
export function cards(text: string): Card[] {
  return parseCards(text);
}

function deckFrom(lowestRankIndex: number): Card[] {
  const deck: Card[] = [];
  for (let c = lowestRankIndex * 4; c < 52; c++) deck.push(c);
  return deck;
}

/** The 52-card deck in index order (2c 2d 2h 2s 3c ... As). */
export function deck52(): Card[] {
  return deckFrom(0);
}

/** The 32-card deck: 7 8 9 T J Q K A of each suit. */
export function deck32(): Card[] {
  return deckFrom(5);
}

/** The 24-card deck: 9 T J Q K A of each suit. */
export function deck24(): Card[] {
  return deckFrom(7);
}
