/**
 * Texas Hold'em hands in the ACPC dealer's terms (docs/acpc.md): the `MATCHSTATE` line a position is
 * sent after each action and the `STATE` line of the dealer's log. Written once, from what a hand's
 * public record holds (its action log, board, results) and the hole cards known, so that the server's
 * `GET /texas-holdem/matches/{id}/acpc` (from a replay) and the bridge (from the views it is sent)
 * produce the same lines.
 *
 * The betting string lists every action after the blinds, rounds separated by `/`: `f` fold, `c` check
 * or call, `r` a bet or raise, followed in no-limit by the actor's total for the whole hand (blinds and
 * earlier rounds included). After the action that closes a round the next round is open (its `/` and
 * its board cards); a hand that ends at a showdown is written on its last round, whatever round its
 * betting stopped in (an all-in runs the board out).
 */
import type { GameDefinition } from '../engine/types';
import { type AcpcGame, seatOfPosition } from './acpc-game';
import { type MatchSource, walkMatch } from './walk';

/** An entry of a Hold'em hand's action log (the view's `log`, the settled hand's `lastHand.log`). */
export interface HoldemLogEntry {
  seat: number;
  phase: string;
  type: string;
  /** Chips put in by the action. */
  amount: number;
}

/** A hand as Cardroom records it, by seat. */
export interface CardroomHand {
  /** From 1, as Cardroom numbers hands. */
  handNumber: number;
  button: number;
  /** Every action of the hand so far, blinds included. */
  log: readonly HoldemLogEntry[];
  /** The board cards dealt so far. */
  board: readonly string[];
  /** Each seat's hole cards where known, else null. */
  holeCards: readonly (readonly string[] | null)[];
  /** Each seat's net chips for the hand once it is settled (null while it runs). */
  results: readonly number[] | null;
  /** Each seat's name in the log. */
  names: readonly string[];
}

export interface AcpcAction {
  position: number;
  /** 0 preflop, 1 flop, 2 turn, 3 river. */
  round: number;
  code: 'f' | 'c' | 'r';
  /** The actor's chips in the hand after the action (the no-limit `r` size). */
  total: number;
}

/** A hand by ACPC position. */
export interface AcpcHand {
  /** From 0. */
  hand: number;
  /** The Cardroom seat of each position. */
  seats: number[];
  actions: AcpcAction[];
  holeCards: (string[] | null)[];
  board: string[];
  /** Each position's chips won or lost; null while the hand runs. */
  values: number[] | null;
  names: string[];
}

const ROUND_OF: Record<string, number> = { preflop: 0, flop: 1, turn: 2, river: 3 };
const BOARD_AT_ROUND = [0, 3, 4, 5];

/** The round a Hold'em phase belongs to (a street), or null (between hands). */
export function roundOfPhase(phase: string): number | null {
  return phase in ROUND_OF ? ROUND_OF[phase] : null;
}

/** A Cardroom hand in ACPC terms: positions, actions with whole-hand totals. `hand` is numbered from 0. */
export function acpcHandOf(g: AcpcGame, h: CardroomHand, hand = h.handNumber - 1): AcpcHand {
  const n = g.numPlayers;
  const seats = Array.from({ length: n }, (_, p) => seatOfPosition(g, h.button, p));
  const positionOf = new Map(seats.map((s, p) => [s, p]));
  const spent = new Map<number, number>();
  const roundBet = new Map<number, number>();
  let phase = '';
  let toMatch = 0;
  const actions: AcpcAction[] = [];
  for (const e of h.log) {
    if (e.phase !== phase) {
      phase = e.phase;
      roundBet.clear();
      toMatch = 0;
    }
    const to = (roundBet.get(e.seat) ?? 0) + e.amount;
    roundBet.set(e.seat, to);
    spent.set(e.seat, (spent.get(e.seat) ?? 0) + e.amount);
    if (e.type === 'ante') continue;
    if (e.type === 'small-blind' || e.type === 'big-blind') {
      toMatch = Math.max(toMatch, to);
      continue;
    }
    const round = ROUND_OF[e.phase];
    const position = positionOf.get(e.seat);
    if (round === undefined || position === undefined) continue;
    let code: AcpcAction['code'];
    if (e.type === 'fold') code = 'f';
    else if (to > toMatch) {
      // a bet, a raise or an all-in above the amount to match
      code = 'r';
      toMatch = to;
    } else code = 'c';
    actions.push({ position, round, code, total: spent.get(e.seat)! });
  }
  return {
    hand,
    seats,
    actions,
    holeCards: seats.map((s) => (h.holeCards[s] ? [...h.holeCards[s]] : null)),
    board: [...h.board],
    values: h.results ? seats.map((s) => h.results![s]) : null,
    names: seats.map((s) => h.names[s]),
  };
}

/** Positions that folded among the first `k` actions. */
function foldedAmong(hand: AcpcHand, k: number): boolean[] {
  const out = hand.seats.map(() => false);
  for (const a of hand.actions.slice(0, k)) if (a.code === 'f') out[a.position] = true;
  return out;
}

/**
 * The round the hand is in after its first `k` actions: the round of the next action; once the hand
 * is over, the round of its last fold, or the last round for a showdown; while it runs with no next
 * action known, `current` (the street it is on).
 */
export function roundAfter(hand: AcpcHand, k: number, current?: number): number {
  if (k < hand.actions.length) return hand.actions[k].round;
  if (hand.values) {
    const folded = foldedAmong(hand, k).filter(Boolean).length;
    return folded >= hand.seats.length - 1 ? (hand.actions.at(-1)?.round ?? 0) : 3;
  }
  return current ?? hand.actions.at(-1)?.round ?? 0;
}

/** The betting string after the first `k` actions (round `round` open). */
export function bettingAfter(g: AcpcGame, hand: AcpcHand, k: number, round: number): string {
  const rounds: string[] = Array.from({ length: round + 1 }, () => '');
  for (const a of hand.actions.slice(0, k))
    rounds[a.round] += a.code === 'r' && g.betting === 'nolimit' ? `r${a.total}` : a.code;
  return rounds.join('/');
}

/** The board by round up to `round`: `/Kd9c4h/3s/2h` (the preflop round has no cards). */
function boardUpTo(hand: AcpcHand, round: number): string {
  let out = '';
  for (let r = 1; r <= round; r++)
    out += `/${hand.board.slice(BOARD_AT_ROUND[r - 1], BOARD_AT_ROUND[r]).join('')}`;
  return out;
}

/**
 * The `MATCHSTATE` line the dealer sends `position` after the first `k` actions of the hand (k = 0:
 * the hand just dealt; k = every action of a settled hand: its final line). Hole cards: the position's
 * own, and at the end of a hand that reached a showdown every hand not folded. `handNumber` is the
 * number the connection gives the hand (the dealer's count from 0).
 */
export function matchStateLine(
  g: AcpcGame,
  hand: AcpcHand,
  position: number,
  k: number,
  opts: { handNumber?: number; current?: number } = {},
): string {
  const round = roundAfter(hand, k, opts.current);
  const over = hand.values !== null && k >= hand.actions.length;
  const folded = foldedAmong(hand, k);
  const showdown = over && folded.filter(Boolean).length < hand.seats.length - 1;
  const holes = hand.seats
    .map((_, p) => (p === position || (showdown && !folded[p]) ? (hand.holeCards[p] ?? []).join('') : ''))
    .join('|');
  return `MATCHSTATE:${position}:${opts.handNumber ?? hand.hand}:${bettingAfter(g, hand, k, round)}:${holes}${boardUpTo(hand, round)}`;
}

/** A value as the dealer's log prints it: up to six decimals, trailing zeros dropped. */
export function acpcValue(v: number): string {
  const s = v.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}

/** The dealer's log line of a settled hand: `STATE:<hand>:<betting>:<all cards>:<values>:<names>`. */
export function stateLine(g: AcpcGame, hand: AcpcHand): string {
  const k = hand.actions.length;
  const round = roundAfter(hand, k);
  const holes = hand.holeCards.map((c) => (c ?? []).join('')).join('|');
  const values = (hand.values ?? []).map(acpcValue).join('|');
  return `STATE:${hand.hand}:${bettingAfter(g, hand, k, round)}:${holes}${boardUpTo(hand, round)}:${values}:${hand.names.join('|')}`;
}

/**
 * The dealer's log of a match: a comment naming it, one `STATE` line per hand, then `SCORE` with each
 * seat's total (in Cardroom seat order) and names.
 */
export function acpcLog(
  g: AcpcGame,
  hands: readonly AcpcHand[],
  about: { matchId: string; seed: string; names: readonly string[] },
): string {
  const totals = about.names.map(() => 0);
  for (const h of hands) h.values?.forEach((v, p) => (totals[h.seats[p]] += v));
  const game = `${g.betting === 'nolimit' ? 'holdem.nolimit' : 'holdem.limit'}.${g.numPlayers}p`;
  return [
    `# name/game/hands/seed ${about.matchId} ${game} ${hands.length} ${about.seed}`,
    ...hands.map((h) => stateLine(g, h)),
    `SCORE:${totals.map(acpcValue).join('|')}:${about.names.join('|')}`,
    '',
  ].join('\n');
}

/** The parts of the Hold'em view (docs/rules/texas-holdem.md §6) the ACPC forms read. */
interface HoldemViewLike {
  players: { seat: number; holeCards: string[] | null }[];
  lastHand: {
    handNumber: number;
    button: number;
    board: string[];
    results: number[];
    log: HoldemLogEntry[];
  } | null;
}

/** A name as the dealer's log can carry it (no separators, no spaces). */
export function acpcName(name: string | null | undefined, seat: number): string {
  const clean = (name ?? '').replace(/[|:\s]+/g, '_');
  return clean || `seat${seat}`;
}

/**
 * Every settled hand of a match in ACPC terms, read off a replay (walk.ts) through the game's views:
 * each `hand-end` state's public `lastHand` (its log, board, results) and every seat's own hole cards.
 */
export function acpcHandsOfMatch(
  game: GameDefinition,
  src: MatchSource,
  g: AcpcGame,
  names: readonly string[],
): AcpcHand[] {
  const hands: AcpcHand[] = [];
  walkMatch(game, src, (step) => {
    if (!game.handResult?.(step.state)) return;
    const last = (game.view(step.state, null) as HoldemViewLike).lastHand!;
    const holeCards = names.map(
      (_, seat) => (game.view(step.state, seat) as HoldemViewLike).players[seat].holeCards,
    );
    hands.push(
      acpcHandOf(g, {
        handNumber: last.handNumber,
        button: last.button,
        log: last.log,
        board: last.board,
        holeCards,
        results: last.results,
        names,
      }),
    );
  });
  return hands;
}

/** The parts of a hand history (holdem-hands.ts, `GET …/hands/{n}`) a Cardroom hand is rebuilt from. */
export interface HandHistoryLike {
  hand: number;
  button: number;
  seatCount: number;
  smallBlind: number;
  bigBlind: number;
  players: { seat: number; startingStack: number; finishingStack: number; holeCards: string[] | null }[];
  actions: { code: string; seat?: number; amount?: number; move?: string; cards?: string[] }[];
  board: string[];
}

const STREETS = ['preflop', 'flop', 'turn', 'river'];

/**
 * A hand history (PHH terms: `cc` check or call, `cbr` to a total for the round, `db` board cards) as
 * the hand's action log, to be written in ACPC terms like a hand read from the views: the blinds
 * posted (heads-up the button posts the small one), each action's chips put in, the streets by the
 * board cards dealt. Hole cards are the history's (the shown hands and the caller's own).
 */
export function cardroomHandOfHistory(h: HandHistoryLike, names: readonly string[]): CardroomHand {
  const n = h.seatCount;
  const inHand = new Set(h.players.map((p) => p.seat));
  const after = (seat: number) => {
    for (let k = 1; k <= n; k++) if (inHand.has((seat + k) % n)) return (seat + k) % n;
    return seat;
  };
  const sb = inHand.size === 2 ? h.button : after(h.button);
  const bb = after(sb);
  const left = new Map(h.players.map((p) => [p.seat, p.startingStack]));
  const roundBet = new Map<number, number>();
  const log: HoldemLogEntry[] = [];
  let street = 0;
  let toMatch = 0;
  const put = (seat: number, phase: string, type: string, amount: number) => {
    const paid = Math.min(amount, left.get(seat) ?? 0);
    left.set(seat, (left.get(seat) ?? 0) - paid);
    roundBet.set(seat, (roundBet.get(seat) ?? 0) + paid);
    log.push({ seat, phase, type, amount: paid });
  };
  put(sb, 'preflop', 'small-blind', h.smallBlind);
  put(bb, 'preflop', 'big-blind', h.bigBlind);
  toMatch = h.bigBlind;
  for (const a of h.actions) {
    const phase = STREETS[street];
    if (a.code === 'db') {
      street++;
      roundBet.clear();
      toMatch = 0;
    } else if (a.code === 'f') log.push({ seat: a.seat!, phase, type: 'fold', amount: 0 });
    else if (a.code === 'cc') {
      const due = Math.max(0, toMatch - (roundBet.get(a.seat!) ?? 0));
      put(a.seat!, phase, a.move ?? (due > 0 ? 'call' : 'check'), due);
    } else if (a.code === 'cbr') {
      put(a.seat!, phase, a.move ?? 'raise', a.amount! - (roundBet.get(a.seat!) ?? 0));
      toMatch = Math.max(toMatch, a.amount!);
    }
  }
  const bySeat = new Map(h.players.map((p) => [p.seat, p]));
  return {
    handNumber: h.hand,
    button: h.button,
    log,
    board: h.board,
    holeCards: Array.from({ length: n }, (_, s) => bySeat.get(s)?.holeCards ?? null),
    results: Array.from({ length: n }, (_, s) => {
      const p = bySeat.get(s);
      return p ? p.finishingStack - p.startingStack : 0;
    }),
    names,
  };
}
