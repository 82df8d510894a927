/**
 * What the `advanced` and `expert` bots share: reading the opponents' likely hands from their actions.
 *
 * - Every two-card hand (1,326 combos) gets a strength: an estimate of its equity against one random
 *   hand. Preflop it is the table below; after the flop it is the hand's percentile among all combos on
 *   the board (made hands, from the fast evaluator), pulled towards one half while cards are to come,
 *   with a floor for flush and straight draws.
 * - An opponent's range is a weight per combo, narrowed by each of its actions in the hand, read from the
 *   public log: a bet or raise keeps mostly combos above a threshold that rises with its size (a floor
 *   keeps a share of bluffs), a call those above its pot odds plus a margin that grows with the share of
 *   the stack it risked, a check discounts the strongest combos (that would have bet).
 * - Equity against those ranges: Monte Carlo (opponents' hands drawn from their ranges, then the board),
 *   or per opponent combo (my equity against each combo over sampled or enumerated runouts).
 * All randomness comes from the bot's `rng` (a decision replays exactly from its seed).
 */
import { parseCard, type Card } from '../cards';
import { rank5, rank6, rank7 } from '../poker';
import { isRange } from '../playout';
import type { Rng } from '../random';
import type { Move, MoveTemplate } from '../types';
import type { HoldemView, LogEntry } from './types';

/**
 * Preflop equity (%) against one random hand, by class: row = the higher rank (A first), column = the
 * other rank (A first); suited above the diagonal, offsuit below it, pairs on it. Monte Carlo, 200,000
 * deals a class from a fixed seed: `npx tsx scripts/holdem-preflop-table.ts 200000` prints it.
 */
// prettier-ignore
const PREFLOP = [
  85.2, 67.1, 66.3, 65.4, 64.8, 62.8, 61.9, 60.9, 59.9, 59.9, 59.1, 58.3, 57.4,
  65.3, 82.5, 63.3, 62.6, 61.6, 59.7, 58.3, 57.7, 56.6, 55.9, 54.8, 54.1, 53.2,
  64.4, 61.5, 79.7, 60.2, 59.6, 57.6, 56.1, 54.1, 53.7, 52.8, 51.9, 51.2, 50.3,
  63.6, 60.8, 58.3, 77.6, 57.7, 55.6, 54.1, 52.1, 50.7, 50, 49.1, 48.2, 47.2,
  62.8, 59.6, 57.5, 55.1, 74.8, 54.3, 52.4, 50.3, 48.9, 47.1, 46.6, 45.5, 44.8,
  61, 57.8, 55.5, 53.3, 51.6, 71.9, 50.8, 49.2, 47.4, 45.8, 43.8, 43, 42.5,
  59.8, 55.9, 53.7, 51.5, 49.8, 48, 69.1, 47.9, 46.3, 44.6, 42.8, 40.8, 40.2,
  58.8, 55.1, 51.7, 49.6, 47.8, 46.4, 45, 66.3, 45.4, 43.9, 41.8, 40.1, 38.2,
  57.8, 54.2, 50.9, 47.7, 46.1, 44.4, 43.3, 42.2, 63.3, 43.1, 41.3, 39.6, 37.7,
  57.7, 53.4, 50.1, 47.3, 44, 42.7, 41.5, 40.4, 39.8, 60.4, 41.5, 39.9, 37.9,
  56.9, 52.3, 48.9, 46.1, 43.5, 40.6, 39.4, 38.5, 38, 38.1, 57.1, 38.7, 36.8,
  56, 51.2, 48.2, 45.1, 42.5, 39.9, 37.6, 36.7, 36.1, 36.3, 35.2, 53.7, 36,
  54.9, 50.4, 47.3, 44.4, 41.5, 39.1, 36.8, 34.8, 34.1, 34.4, 33.2, 32.3, 50.2,
];

/** The 1,326 two-card combos: COMBO_A[i] < COMBO_B[i]. */
export const COMBOS = 1326;
export const COMBO_A = new Uint8Array(COMBOS);
export const COMBO_B = new Uint8Array(COMBOS);
/** Preflop strength of each combo (equity against a random hand, 0..1). */
const PRE = new Float64Array(COMBOS);
{
  let i = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++, i++) {
      COMBO_A[i] = a;
      COMBO_B[i] = b;
      const hi = Math.max(a >> 2, b >> 2);
      const lo = Math.min(a >> 2, b >> 2);
      const suited = (a & 3) === (b & 3);
      // row = 12 - hi; suited: column 12 - lo (right of the diagonal); offsuit: the mirrored cell
      PRE[i] = PREFLOP[suited ? (12 - hi) * 13 + (12 - lo) : (12 - lo) * 13 + (12 - hi)] / 100;
    }
}

/** Index of the combo {a, b}. */
export function comboIndex(a: number, b: number): number {
  if (a > b) [a, b] = [b, a];
  // combos before first card a: sum over x < a of (51 - x)
  return a * 51 - (a * (a - 1)) / 2 + (b - a - 1);
}

/** Preflop strength of two hole cards (equity against a random hand). */
export function preflopStrength(a: Card, b: Card): number {
  return PRE[comboIndex(a, b)];
}

function cardMask(cards: readonly Card[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const c of cards)
    if (c < 32) lo |= 1 << c;
    else hi |= 1 << (c - 32);
  return [lo, hi];
}

function has(mask: [number, number], c: number): boolean {
  return c < 32 ? (mask[0] & (1 << c)) !== 0 : (mask[1] & (1 << (c - 32))) !== 0;
}

/** Value of hole cards a, b with a board of 3, 4 or 5 cards (one scale for all sizes). */
function valueOn(a: number, b: number, board: readonly Card[]): number {
  const n = board.length;
  if (n === 3) return rank5(a, b, board[0], board[1], board[2]);
  if (n === 4) return rank6(a, b, board[0], board[1], board[2], board[3]);
  return rank7(a, b, board[0], board[1], board[2], board[3], board[4]);
}

/** Does the hand have four of a suit (a flush draw using a hole card) or four of five straight ranks? */
function draws(a: number, b: number, board: readonly Card[]): { flush: boolean; straight: boolean } {
  const suits = [0, 0, 0, 0];
  let ranks = 0;
  for (const c of [a, b, ...board]) {
    suits[c & 3]++;
    ranks |= 1 << ((c >> 2) + 1);
  }
  if (ranks & (1 << 13)) ranks |= 1; // the ace plays low too
  const flush = suits[a & 3] === 4 || suits[b & 3] === 4;
  let straight = false;
  for (let lo = 0; lo <= 9 && !straight; lo++) {
    let k = 0;
    for (let r = lo; r < lo + 5; r++) if (ranks & (1 << r)) k++;
    if (k === 4) straight = true;
  }
  return { flush, straight };
}

/**
 * Strength of every combo on `board` (3 to 5 cards; preflop strengths for an empty board): an estimate
 * of its equity against one random hand. Combos that hold a board card get NaN.
 */
export function strengths(board: readonly Card[]): Float64Array {
  const out = new Float64Array(COMBOS);
  if (board.length === 0) {
    out.set(PRE);
    return out;
  }
  const used = cardMask(board);
  const values = new Int32Array(COMBOS);
  const hist = new Int32Array(7463);
  let n = 0;
  for (let i = 0; i < COMBOS; i++) {
    if (has(used, COMBO_A[i]) || has(used, COMBO_B[i])) {
      values[i] = -1;
      continue;
    }
    const v = valueOn(COMBO_A[i], COMBO_B[i], board);
    values[i] = v;
    hist[v]++;
    n++;
  }
  // below[v] = combos with a value below v
  const below = new Int32Array(7464);
  for (let v = 1; v < 7464; v++) below[v] = below[v - 1] + hist[v - 1];
  const toCome = 5 - board.length;
  const pull = toCome === 2 ? 0.8 : toCome === 1 ? 0.9 : 1;
  for (let i = 0; i < COMBOS; i++) {
    const v = values[i];
    if (v < 0) {
      out[i] = NaN;
      continue;
    }
    let s = 0.5 + pull * ((below[v] + 0.5 * (hist[v] - 1)) / Math.max(1, n - 1) - 0.5);
    if (toCome > 0) {
      const d = draws(COMBO_A[i], COMBO_B[i], board);
      if (d.flush) s = Math.max(s, toCome === 2 ? 0.55 : 0.45);
      if (d.straight) s = Math.max(s, toCome === 2 ? 0.48 : 0.4);
    }
    out[i] = s;
  }
  return out;
}

const sig = (x: number) => 1 / (1 + Math.exp(-x));

/** The board as it was during `phase` (the no-betting `calls` phase sees the three cards of its deal). */
function boardAt(board: readonly Card[], phase: string): Card[] | null {
  if (phase === 'preflop') return [];
  if (phase === 'flop' || phase === 'calls') return board.slice(0, 3);
  if (phase === 'turn') return board.slice(0, 4);
  if (phase === 'river') return board.slice(0, 5);
  return null;
}

export interface Reading {
  /** Seat → weight of each combo (0 for combos holding a card I can see). */
  ranges: Map<number, Float64Array>;
  /** Seats still in the hand (not folded), other than mine. */
  opponents: number[];
}

/**
 * Each opponent's range from the public log of the hand. Combos holding my cards or the board get
 * weight 0; an opponent whose cards are shown gets its one combo.
 */
export function readRanges(
  view: HoldemView,
  seat: number,
  hole: readonly Card[],
  board: readonly Card[],
): Reading {
  const opponents = view.players
    .filter((p) => p.seat !== seat && (p.status === 'active' || p.status === 'all-in'))
    .map((p) => p.seat);
  const known = cardMask([...hole, ...board]);
  const ranges = new Map<number, Float64Array>();
  for (const o of opponents) {
    const w = new Float64Array(COMBOS);
    for (let i = 0; i < COMBOS; i++) w[i] = has(known, COMBO_A[i]) || has(known, COMBO_B[i]) ? 0 : 1;
    ranges.set(o, w);
  }
  const strengthCache = new Map<number, Float64Array>();
  const strengthAt = (cards: Card[]) => {
    let s = strengthCache.get(cards.length);
    if (!s) strengthCache.set(cards.length, (s = strengths(cards)));
    return s;
  };
  const stacks = view.players.map((p) => p.stack + p.committed); // stacks at the start of the hand
  const spent = view.players.map(() => 0);
  let pot = 0;
  let phase = '';
  let toMatch = 0;
  for (const e of view.log as LogEntry[]) {
    if (e.phase !== phase) {
      phase = e.phase;
      toMatch = phase === 'preflop' ? view.bigBlind : 0;
    }
    const before = pot;
    pot += e.amount;
    spent[e.seat] += e.amount;
    const to = e.to ?? 0;
    const raised = to > toMatch;
    if (to > toMatch) toMatch = to;
    const w = ranges.get(e.seat);
    if (!w || e.type === 'ante' || e.type === 'small-blind' || e.type === 'big-blind' || e.type === 'fold')
      continue;
    if (e.phase === 'opening-bet') continue; // no-betting's opener bets before seeing the cards
    const cards = boardAt(board, e.phase);
    if (!cards) continue;
    const s = strengthAt(cards);
    const risk = Math.min(1, e.amount / Math.max(1, stacks[e.seat] - spent[e.seat] + e.amount));
    if (e.type === 'check') {
      for (let i = 0; i < COMBOS; i++) if (w[i] > 0) w[i] *= 1 - 0.6 * sig((s[i] - 0.8) / 0.05);
    } else if (e.type === 'bet' || e.type === 'raise' || (e.type === 'all-in' && raised)) {
      const f = e.amount / Math.max(1, before);
      const t = 0.55 + 0.1 * Math.min(f, 3.5);
      for (let i = 0; i < COMBOS; i++) if (w[i] > 0) w[i] *= 0.1 + 0.9 * sig((s[i] - t) / 0.06);
    } else if (e.type === 'call' || e.type === 'all-in') {
      const odds = e.amount / Math.max(1, before + e.amount);
      const t = odds + 0.03 + 0.25 * risk;
      for (let i = 0; i < COMBOS; i++) if (w[i] > 0) w[i] *= 0.05 + 0.95 * sig((s[i] - t) / 0.06);
    }
  }
  for (const p of view.players) {
    if (!p.holeCards || p.seat === seat || !ranges.has(p.seat)) continue;
    const [a, b] = p.holeCards.map(parseCard);
    const w = ranges.get(p.seat)!;
    w.fill(0);
    w[comboIndex(a, b)] = 1;
  }
  return { ranges, opponents };
}

/** Draws a combo index from cumulative weights `cum` (last entry = total). */
function drawCombo(cum: Float64Array, rng: Rng): number {
  const x = rng.float() * cum[COMBOS - 1];
  let lo = 0;
  let hi = COMBOS - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * My share of the pot (ties split) against every opponent's range at once: `samples` deals, each drawing
 * the opponents' hands from their ranges (without clashing cards) and the rest of the board.
 */
export function equityVsRanges(
  hole: readonly Card[],
  board: readonly Card[],
  ranges: Float64Array[],
  samples: number,
  rng: Rng,
): number {
  const cums = ranges.map((w) => {
    const c = new Float64Array(COMBOS);
    let t = 0;
    for (let i = 0; i < COMBOS; i++) c[i] = t += w[i];
    return c;
  });
  if (cums.some((c) => c[COMBOS - 1] <= 0)) return 0.5;
  const known = cardMask([...hole, ...board]);
  const deck: number[] = [];
  for (let c = 0; c < 52; c++) if (!has(known, c)) deck.push(c);
  const full = new Array<number>(5);
  for (let k = 0; k < board.length; k++) full[k] = board[k];
  const need = 5 - board.length;
  const opp = new Int32Array(ranges.length * 2);
  let total = 0;
  let counted = 0;
  for (let k = 0; k < samples; k++) {
    // opponents' hands from their ranges, redrawn on a clash with an earlier opponent
    let lo = 0;
    let hi = 0;
    let ok = true;
    for (let o = 0; o < cums.length && ok; o++) {
      ok = false;
      for (let t = 0; t < 20 && !ok; t++) {
        const i = drawCombo(cums[o], rng);
        const a = COMBO_A[i];
        const b = COMBO_B[i];
        const ma = a < 32 ? (lo >>> a) & 1 : (hi >>> (a - 32)) & 1;
        const mb = b < 32 ? (lo >>> b) & 1 : (hi >>> (b - 32)) & 1;
        if (ma || mb) continue;
        if (a < 32) lo |= 1 << a;
        else hi |= 1 << (a - 32);
        if (b < 32) lo |= 1 << b;
        else hi |= 1 << (b - 32);
        opp[2 * o] = a;
        opp[2 * o + 1] = b;
        ok = true;
      }
    }
    if (!ok) continue;
    // the rest of the board from the cards nobody holds
    let got = 0;
    for (let j = 0; got < need && j < deck.length; j++) {
      const r = j + rng.int(deck.length - j);
      const c = deck[r];
      deck[r] = deck[j];
      deck[j] = c;
      if (c < 32 ? (lo >>> c) & 1 : (hi >>> (c - 32)) & 1) continue;
      full[board.length + got++] = c;
    }
    const mine = rank7(hole[0], hole[1], full[0], full[1], full[2], full[3], full[4]);
    let ties = 0;
    let lost = false;
    for (let o = 0; o < cums.length; o++) {
      const v = rank7(opp[2 * o], opp[2 * o + 1], full[0], full[1], full[2], full[3], full[4]);
      if (v > mine) {
        lost = true;
        break;
      }
      if (v === mine) ties++;
    }
    counted++;
    if (!lost) total += 1 / (ties + 1);
  }
  return counted ? total / counted : 0.5;
}

/**
 * My equity against each opponent combo (NaN where the combo clashes with my cards or the board): the
 * river exactly, the turn over every river card, earlier streets over `runouts` sampled boards.
 */
export function comboEquities(
  hole: readonly Card[],
  board: readonly Card[],
  runouts: number,
  rng: Rng,
): Float64Array {
  const known = cardMask([...hole, ...board]);
  const deck: number[] = [];
  for (let c = 0; c < 52; c++) if (!has(known, c)) deck.push(c);
  const need = 5 - board.length;
  const boards: number[][] = [];
  if (need === 0) boards.push(board.slice());
  else if (need === 1) for (const c of deck) boards.push([...board, c]);
  else
    for (let k = 0; k < runouts; k++) {
      for (let j = 0; j < need; j++) {
        const r = j + rng.int(deck.length - j);
        const t = deck[j];
        deck[j] = deck[r];
        deck[r] = t;
      }
      boards.push([...board, ...deck.slice(0, need)]);
    }
  const won = new Float64Array(COMBOS);
  const seen = new Float64Array(COMBOS);
  for (const f of boards) {
    const mine = rank7(hole[0], hole[1], f[0], f[1], f[2], f[3], f[4]);
    const m = cardMask(f);
    for (let i = 0; i < COMBOS; i++) {
      const a = COMBO_A[i];
      const b = COMBO_B[i];
      if (has(known, a) || has(known, b) || has(m, a) || has(m, b)) continue;
      const v = rank7(a, b, f[0], f[1], f[2], f[3], f[4]);
      seen[i]++;
      if (mine > v) won[i]++;
      else if (mine === v) won[i] += 0.5;
    }
  }
  const out = new Float64Array(COMBOS);
  for (let i = 0; i < COMBOS; i++) out[i] = seen[i] > 0 ? won[i] / seen[i] : NaN;
  return out;
}

// ---- moves ------------------------------------------------------------------------------------------

export function find(legal: MoveTemplate[], type: string): MoveTemplate | undefined {
  return legal.find((m) => m.type === type);
}

/** The concrete legal bet or raise whose chip total (bet amount or raise to) is closest to `target`. */
export function sized(m: MoveTemplate, target: number): Move {
  const field = m.type === 'bet' ? 'amount' : 'to';
  const v = m[field];
  if (isRange(v)) return { type: m.type, [field]: Math.max(v.min, Math.min(v.max, Math.round(target))) };
  return { ...m };
}

/** The chip total (bet amount or raise to) of a legal bet or raise: its [min, max]. */
export function sizeRange(m: MoveTemplate): [number, number] {
  const v = m[m.type === 'bet' ? 'amount' : 'to'];
  if (isRange(v)) return [v.min, v.max];
  return [Number(v), Number(v)];
}
