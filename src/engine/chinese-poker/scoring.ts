/**
 * Scoring one hand (docs/rules/chinese-poker.md §7): the effective declaration (step 1), the declaration
 * bonus (step 2), the row comparisons (step 3) and the totals (step 4). Pure functions over card ints.
 */
import type { Category } from '../poker';
import { evaluateRows } from './arrangement';
import { ROWS, type RowName, type Rows, type SpecialHand } from './types';

/** Row value `val` won by a winning row of this category (docs/rules/chinese-poker.md §7 step 3 table). */
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

/** docs/rules/chinese-poker.md §7 step 2: v = 13 for a dragon, 3 for the other special hands. */
export function declarationBonus(hand: SpecialHand): number {
  return hand === 'dragon' ? 13 : 3;
}

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

/** docs/rules/chinese-poker.md §7: scores one hand from every seat's accepted submission (indexed by seat). */
export function scoreHand(subs: readonly ScoredSubmission[]): HandScore {
  const n = subs.length;
  const points = new Array<number>(n).fill(0);
  // step 1: the effective declaration (the earliest dragon, else the earliest declaration)
  const declarations = subs
    .filter((s) => s.kind === 'declare' && s.declared !== null)
    .sort((a, b) => a.order - b.order);
  const dragon = declarations.find((s) => s.declared === 'dragon');
  const eff = dragon ?? declarations[0] ?? null;
  const effective = eff ? { seat: eff.seat, hand: eff.declared as SpecialHand } : null;
  const voided = declarations
    .filter((s) => s !== eff)
    .map((s) => s.seat)
    .sort((a, b) => a - b);
  const pairs: PairOutcome[] = [];
  // step 2: the declaration bonus
  if (eff) {
    const v = declarationBonus(eff.declared as SpecialHand);
    for (let x = 0; x < n; x++) {
      if (x === eff.seat) continue;
      points[eff.seat] += v;
      points[x] -= v;
      pairs.push({ seats: [eff.seat, x], bonus: v, rows: [], net: v });
    }
  }
  // step 3: row comparisons between every pair without the effective declarer
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
  // step 4: the totals (sum 0)
  return { effective, voided, pairs, points };
}
