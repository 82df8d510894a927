/**
 * Checking an arrangement (docs/rules/chinese-poker.md §5 `arrange`, in the order listed there) and the
 * special hands (docs/rules/chinese-poker.md §5 `declare`). Pure functions over card ints; the same
 * checks serve `apply` and the arrangement helper of the dry-run route (`checkArrangement`).
 */
import { type Card, CardParseError, cardsToStrings, parseCard, rankValue, suitIndex } from '../cards';
import { type Category, compareFrontToMiddle, evaluate, type HandValue } from '../poker';
import { ROWS, ROW_SIZES, type RowName, type Rows, SPECIAL_HANDS, type SpecialHand } from './types';

export interface RowInfo {
  category: Category;
  description: string;
}

/** A failed check: the rules document's reason code and a sentence; `apply` passes it on as its rejection. */
export type CheckFailure = { ok: false; reason: string; message: string };

const failed = (reason: string, message: string): CheckFailure => ({ ok: false, reason, message });

export function evaluateRows(rows: Rows): Record<RowName, HandValue> {
  return { front: evaluate(rows.front), middle: evaluate(rows.middle), back: evaluate(rows.back) };
}

function rowInfo(v: HandValue): RowInfo {
  return { category: v.category, description: v.description };
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §5 `arrange`: wrong-row-size, invalid-card, duplicate-card, card-not-in-hand, rows-out-of-order

/**
 * Parses and checks the three rows of an `arrange`/`declare` body against a seat's 13 cards. A move
 * that reached `apply` already has three arrays of card strings (its shape was checked); the helper
 * route passes any body, hence the `invalid-move` and `invalid-card` answers.
 */
export function checkRows(
  hand: readonly Card[],
  body: Record<string, unknown>,
): { ok: true; rows: Rows; values: Record<RowName, HandValue> } | CheckFailure {
  for (const row of ROWS) {
    const v = body[row];
    if (v === undefined || v === null)
      return failed(
        'invalid-move',
        `"${row}" is missing: send an array of ${ROW_SIZES[row]} cards like "As"`,
      );
    if (!Array.isArray(v))
      return failed('invalid-move', `"${row}" must be an array of ${ROW_SIZES[row]} cards like "As"`);
  }
  for (const row of ROWS) {
    const v = body[row] as unknown[];
    if (v.length !== ROW_SIZES[row])
      return failed(
        'wrong-row-size',
        `the ${row} row must have exactly ${ROW_SIZES[row]} cards, got ${v.length}`,
      );
  }
  const rows: Rows = { front: [], middle: [], back: [] };
  for (const row of ROWS) {
    for (const item of body[row] as unknown[]) {
      try {
        rows[row].push(parseCard(item));
      } catch (e) {
        if (e instanceof CardParseError) return failed('invalid-card', `${row} row: ${e.message}`);
        throw e;
      }
    }
  }
  const all = [...rows.front, ...rows.middle, ...rows.back];
  const seen = new Set<number>();
  for (const c of all) {
    if (seen.has(c))
      return failed('duplicate-card', `${cardsToStrings([c])[0]} appears twice in the arrangement`);
    seen.add(c);
  }
  const mine = new Set(hand);
  const missing = all.filter((c) => !mine.has(c));
  if (missing.length)
    return failed('card-not-in-hand', `not in your hand: ${cardsToStrings(missing).join(' ')}`);
  const values = evaluateRows(rows);
  const order = rowOrderProblem(values);
  if (order) return failed('rows-out-of-order', order);
  return { ok: true, rows, values };
}

/**
 * Null when back ≥ middle ≥ front (equal allowed), else a sentence naming the offending rows. The front
 * compares with the middle by docs/rules/poker-hands.md §7: category first, then the tie-break vectors
 * only as far as the 3-card vector reaches (front AA-K equals middle AA-K-x-y, beats AA-Q-x-y).
 */
export function rowOrderProblem(values: Record<RowName, HandValue>): string | null {
  if (values.middle.value > values.back.value) {
    return `the middle row (${values.middle.description}) is stronger than the back row (${values.back.description})`;
  }
  if (compareFrontToMiddle(values.front, values.middle) > 0) {
    return `the front row (${values.front.description}) is stronger than the middle row (${values.middle.description})`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// docs/rules/chinese-poker.md §5 `declare`: the special hands

/** How many cards of each rank value (index 2..14). */
export function rankCounts(cards: readonly Card[]): number[] {
  const n = new Array<number>(15).fill(0);
  for (const c of cards) n[rankValue(c)]++;
  return n;
}

/** A 5-card straight, the wheel A-2-3-4-5 included, straight flushes counting. */
function isStraight5(row: readonly Card[]): boolean {
  const c = evaluate(row).category;
  return c === 'straight' || c === 'straight-flush';
}

/** 3 consecutive ranks; A-2-3 and Q-K-A count, K-A-2 does not (docs/rules/chinese-poker.md §5 `three-straights`). */
export function isConsecutive3(row: readonly Card[]): boolean {
  const r = row.map(rankValue).sort((a, b) => a - b);
  if (r[0] === r[1] || r[1] === r[2]) return false;
  if (r[2] - r[0] === 2) return true;
  return r[0] === 2 && r[1] === 3 && r[2] === 14; // A-2-3
}

export function oneSuit(row: readonly Card[]): boolean {
  return row.every((c) => suitIndex(c) === suitIndex(row[0]));
}

/** Whether these rows qualify for `hand` (the rows are assumed to hold 13 distinct cards). */
export function qualifies(hand: SpecialHand, rows: Rows): boolean {
  const all = [...rows.front, ...rows.middle, ...rows.back];
  switch (hand) {
    case 'six-pairs':
      return rankCounts(all).reduce((s, n) => s + Math.floor(n / 2), 0) === 6;
    case 'dragon':
      return rankCounts(all).filter((n) => n === 1).length === 13;
    case 'three-straights':
      return isConsecutive3(rows.front) && isStraight5(rows.middle) && isStraight5(rows.back);
    case 'three-flushes':
      return oneSuit(rows.front) && oneSuit(rows.middle) && oneSuit(rows.back);
  }
}

export function isSpecialHand(x: unknown): x is SpecialHand {
  return typeof x === 'string' && (SPECIAL_HANDS as readonly string[]).includes(x);
}

// ---------------------------------------------------------------------------------------------------
// checkArrangement: the helper a player uses to try an arrangement before submitting it

export interface ArrangementCheck {
  /** True when `arrange` with these rows would be accepted. */
  valid: boolean;
  /** The rules document's reason code when invalid. */
  reason: string | null;
  message: string;
  /** Each row's category and description ("Two pair, Jacks and Sevens"), when the cards are readable. */
  rows: Record<RowName, RowInfo> | null;
  /** Special hands these rows would qualify for with `declare` (only when valid). */
  qualifiesFor: SpecialHand[];
}

/**
 * Checks a proposed arrangement of a seat's 13 cards exactly as `apply` would check an `arrange` move
 * (same reason codes) and describes each row. `arrangement` is a move-like body with `front`,
 * `middle` and `back` arrays of card strings.
 */
export function checkArrangement(hand: readonly Card[], arrangement: unknown): ArrangementCheck {
  if (typeof arrangement !== 'object' || arrangement === null || Array.isArray(arrangement)) {
    return {
      valid: false,
      reason: 'invalid-move',
      message: 'send {"front": [3 cards], "middle": [5 cards], "back": [5 cards]}',
      rows: null,
      qualifiesFor: [],
    };
  }
  const body = arrangement as Record<string, unknown>;
  const r = checkRows(hand, body);
  if (r.ok) {
    return {
      valid: true,
      reason: null,
      message: 'a legal arrangement',
      rows: {
        front: rowInfo(r.values.front),
        middle: rowInfo(r.values.middle),
        back: rowInfo(r.values.back),
      },
      qualifiesFor: SPECIAL_HANDS.filter((h) => qualifies(h, r.rows)),
    };
  }
  // describe the rows whenever they are readable cards of the right sizes (e.g. out of order)
  let rows: Record<RowName, RowInfo> | null = null;
  try {
    const parsed = {} as Rows;
    for (const row of ROWS) {
      const v = body[row];
      if (!Array.isArray(v) || v.length !== ROW_SIZES[row]) throw new CardParseError('size');
      parsed[row] = v.map(parseCard);
    }
    if (new Set([...parsed.front, ...parsed.middle, ...parsed.back]).size === 13) {
      const values = evaluateRows(parsed);
      rows = { front: rowInfo(values.front), middle: rowInfo(values.middle), back: rowInfo(values.back) };
    }
  } catch {
    rows = null;
  }
  return { valid: false, reason: r.reason, message: r.message, rows, qualifiesFor: [] };
}
