/**
 * Chinese Poker (Thirteen) rules, rules/chinese-poker.md: checking an arrangement (§5), the special
 * hands (§5 declare), and scoring one hand (§7). Pure functions over card ints.
 */
import { type Card, parseCard, CardParseError, cardsToStrings, rankValue, suitIndex } from '../cards';
import { evaluate, compareFrontToMiddle, type Category, type HandValue } from '../poker';

export const ROWS = ['front', 'middle', 'back'] as const;
export type RowName = (typeof ROWS)[number];
export const ROW_SIZES: Record<RowName, number> = { front: 3, middle: 5, back: 5 };

export const SPECIAL_HANDS = ['six-pairs', 'three-straights', 'three-flushes', 'dragon'] as const;
export type SpecialHand = (typeof SPECIAL_HANDS)[number];

/** Rows as card ints. */
export interface Rows {
  front: Card[];
  middle: Card[];
  back: Card[];
}

export interface RowInfo {
  category: Category;
  description: string;
}

export type CheckFailure = { ok: false; reason: string; message: string };

// ---------------------------------------------------------------------------------------------------
// Row values and scoring values (§7 step 3)

/** Row value `val` won by a winning row of this category (§7 table). */
export function rowPoints(row: RowName, category: Category): number {
  if (row === 'front') return category === 'three-of-a-kind' ? 3 : 1;
  if (row === 'middle') {
    if (category === 'full-house') return 2;
    if (category === 'four-of-a-kind') return 8;
    if (category === 'straight-flush') return 10;
    return 1;
  }
  if (category === 'four-of-a-kind') return 4;
  if (category === 'straight-flush') return 5;
  return 1;
}

export function evaluateRows(rows: Rows): Record<RowName, HandValue> {
  return { front: evaluate(rows.front), middle: evaluate(rows.middle), back: evaluate(rows.back) };
}

function rowInfo(v: HandValue): RowInfo {
  return { category: v.category, description: v.description };
}

// ---------------------------------------------------------------------------------------------------
// Arrangement checks (§5 `arrange`, in the rules file's order)

/**
 * Parses and checks the three rows of an `arrange`/`declare` body against a seat's 13 cards:
 * wrong-row-size, invalid-card, duplicate-card, card-not-in-hand, rows-out-of-order.
 */
export function checkRows(hand: readonly Card[], body: Record<string, unknown>): { ok: true; rows: Rows; values: Record<RowName, HandValue> } | CheckFailure {
  for (const row of ROWS) {
    const v = body[row];
    if (v === undefined || v === null) return fail('invalid-move', `"${row}" is missing: send an array of ${ROW_SIZES[row]} cards like "As"`);
    if (!Array.isArray(v)) return fail('invalid-move', `"${row}" must be an array of ${ROW_SIZES[row]} cards like "As"`);
  }
  for (const row of ROWS) {
    const v = body[row] as unknown[];
    if (v.length !== ROW_SIZES[row]) return fail('wrong-row-size', `the ${row} row must have exactly ${ROW_SIZES[row]} cards, got ${v.length}`);
  }
  const rows: Rows = { front: [], middle: [], back: [] };
  for (const row of ROWS) {
    for (const item of body[row] as unknown[]) {
      try {
        rows[row].push(parseCard(item));
      } catch (e) {
        if (e instanceof CardParseError) return fail('invalid-card', `${row} row: ${e.message}`);
        throw e;
      }
    }
  }
  const all = [...rows.front, ...rows.middle, ...rows.back];
  const seen = new Set<number>();
  for (const c of all) {
    if (seen.has(c)) return fail('duplicate-card', `${cardsToStrings([c])[0]} appears twice in the arrangement`);
    seen.add(c);
  }
  const mine = new Set(hand);
  const missing = all.filter((c) => !mine.has(c));
  if (missing.length) return fail('card-not-in-hand', `not in your hand: ${cardsToStrings(missing).join(' ')}`);
  const values = evaluateRows(rows);
  const order = rowOrderProblem(values);
  if (order) return fail('rows-out-of-order', order);
  return { ok: true, rows, values };
}

/** Null when back ≥ middle ≥ front (equal allowed), else a sentence naming the offending rows. */
export function rowOrderProblem(values: Record<RowName, HandValue>): string | null {
  if (values.middle.value > values.back.value) {
    return `the middle row (${values.middle.description}) is stronger than the back row (${values.back.description})`;
  }
  if (compareFrontToMiddle(values.front, values.middle) > 0) {
    return `the front row (${values.front.description}) is stronger than the middle row (${values.middle.description})`;
  }
  return null;
}

function fail(reason: string, message: string): CheckFailure {
  return { ok: false, reason, message };
}

// ---------------------------------------------------------------------------------------------------
// Special hands (§5 `declare`)

/** How many cards of each rank value (index 2..14). */
export function rankCounts(cards: readonly Card[]): number[] {
  const n = new Array<number>(15).fill(0);
  for (const c of cards) n[rankValue(c)]++;
  return n;
}

function isStraight5(row: readonly Card[]): boolean {
  const c = evaluate(row).category;
  return c === 'straight' || c === 'straight-flush';
}

/** 3 consecutive ranks; A-2-3 and Q-K-A count, K-A-2 does not. */
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
  /** The rules file's reason code when invalid. */
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
    return { valid: false, reason: 'invalid-move', message: 'send {"front": [3 cards], "middle": [5 cards], "back": [5 cards]}', rows: null, qualifiesFor: [] };
  }
  const body = arrangement as Record<string, unknown>;
  const r = checkRows(hand, body);
  if (r.ok) {
    return {
      valid: true,
      reason: null,
      message: 'a legal arrangement',
      rows: { front: rowInfo(r.values.front), middle: rowInfo(r.values.middle), back: rowInfo(r.values.back) },
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

// ---------------------------------------------------------------------------------------------------
// Scoring one hand (§7)

export interface ScoredSubmission {
  seat: number;
  /** 1-based submission order within the hand. */
  order: number;
  kind: 'arrange' | 'declare';
  declared: SpecialHand | null;
  rows: Rows;
}

export interface RowOutcome {
  row: RowName;
  /** Seat whose row is stronger, or null on an exact tie. */
  winner: number | null;
  /** Points won by the winner (0 on a tie). */
  points: number;
}

export interface PairOutcome {
  seats: [number, number];
  /** Declaration bonus instead of rows: the effective declarer is seats[0]. */
  bonus: number | null;
  rows: RowOutcome[];
  /** Net points of seats[0] (seats[1] gets the opposite). */
  net: number;
}

export interface HandScore {
  /** Seat of the effective declaration and its hand, or null. */
  effective: { seat: number; hand: SpecialHand } | null;
  /** Seats whose declaration was void. */
  voided: number[];
  pairs: PairOutcome[];
  points: number[];
}

export function declarationBonus(hand: SpecialHand): number {
  return hand === 'dragon' ? 13 : 3;
}

/** §7: scores one hand from every seat's accepted submission (indexed by seat). */
export function scoreHand(subs: readonly ScoredSubmission[]): HandScore {
  const n = subs.length;
  const points = new Array<number>(n).fill(0);
  const declarations = subs.filter((s) => s.kind === 'declare' && s.declared !== null).sort((a, b) => a.order - b.order);
  const dragon = declarations.find((s) => s.declared === 'dragon');
  const eff = dragon ?? declarations[0] ?? null;
  const effective = eff ? { seat: eff.seat, hand: eff.declared as SpecialHand } : null;
  const voided = declarations.filter((s) => s !== eff).map((s) => s.seat).sort((a, b) => a - b);
  const pairs: PairOutcome[] = [];
  if (eff) {
    const v = declarationBonus(eff.declared as SpecialHand);
    for (let x = 0; x < n; x++) {
      if (x === eff.seat) continue;
      points[eff.seat] += v;
      points[x] -= v;
      pairs.push({ seats: [eff.seat, x], bonus: v, rows: [], net: v });
    }
  }
  const values = subs.map((s) => evaluateRows(s.rows));
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (eff && (a === eff.seat || b === eff.seat)) continue;
      const rows: RowOutcome[] = [];
      let net = 0;
      for (const row of ROWS) {
        const va = values[a][row];
        const vb = values[b][row];
        if (va.value === vb.value) {
          rows.push({ row, winner: null, points: 0 });
          continue;
        }
        const [w, wv] = va.value > vb.value ? [a, va] : [b, vb];
        const p = rowPoints(row, wv.category);
        rows.push({ row, winner: w, points: p });
        net += w === a ? p : -p;
      }
      points[a] += net;
      points[b] -= net;
      pairs.push({ seats: [a, b], bonus: null, rows, net });
    }
  }
  return { effective, voided, pairs, points };
}
