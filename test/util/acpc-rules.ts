/**
 * The ACPC's rules, written for the tests from the protocol (project_acpc_server's protocol
 * document, version 2.0.0) and shared/acpc.md — not from Cardroom's code: the two standard heads-up
 * games, the `MATCHSTATE` and `STATE` lines parsed, and a hand's betting replayed action by action
 * with the protocol's validity rules (a call is always valid; a fold only when the player would have
 * to put chips in; a raise by at least the big blind and the largest raise of the round, unless
 * all-in, within the stack; in limit a fixed size and a cap per round), the next player, the end of a
 * round and of the hand, and the values of a finished hand (side pots by the amounts spent, split
 * evenly; hands ranked by pokersolver, independent of Cardroom's evaluator).
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Hand } = require('pokersolver') as {
  Hand: { solve(cards: string[]): unknown; winners(hands: unknown[]): unknown[] };
};

export interface Game {
  betting: 'limit' | 'nolimit';
  players: number;
  /** Per position; Infinity when unlimited. */
  stack: number[];
  blind: number[];
  raiseSize: number[];
  /** 0-based, per round. */
  firstPlayer: number[];
  maxRaises: number[];
  boardCards: number[];
}

/** holdem.nolimit.2p.reverse_blinds.game */
export const NOLIMIT_2P: Game = {
  betting: 'nolimit',
  players: 2,
  stack: [20000, 20000],
  blind: [100, 50],
  raiseSize: [0, 0, 0, 0],
  firstPlayer: [1, 0, 0, 0],
  maxRaises: [Infinity, Infinity, Infinity, Infinity],
  boardCards: [0, 3, 1, 1],
};

/** holdem.limit.2p.reverse_blinds.game */
export const LIMIT_2P: Game = {
  betting: 'limit',
  players: 2,
  stack: [Infinity, Infinity],
  blind: [10, 5],
  raiseSize: [10, 10, 20, 20],
  firstPlayer: [1, 0, 0, 0],
  maxRaises: [3, 4, 4, 4],
  boardCards: [0, 3, 1, 1],
};

/** An action as written: `f`, `c`, `r` (limit) or `r<size>` (no-limit, the total for the hand). */
export interface Action {
  code: 'f' | 'c' | 'r';
  size?: number;
}

export interface Parsed {
  position?: number;
  hand: number;
  /** Actions per round, as written. */
  rounds: Action[][];
  holes: string[][];
  /** Board cards per round (round 0 has none). */
  board: string[][];
  values?: number[];
  names?: string[];
}

const CARD = /[2-9TJQKA][cdhs]/g;
const cardsOf = (s: string) => s.match(CARD) ?? [];

function parseBetting(text: string): Action[][] {
  return text.split('/').map((round) => {
    const out: Action[] = [];
    const re = /([fc])|r(\d*)/gy;
    let m: RegExpExecArray | null;
    let at = 0;
    while (at < round.length && (m = re.exec(round))) {
      at = re.lastIndex;
      out.push(m[1] ? { code: m[1] as 'f' | 'c' } : m[2] ? { code: 'r', size: Number(m[2]) } : { code: 'r' });
    }
    if (at !== round.length) throw new Error(`bad betting "${text}"`);
    return out;
  });
}

function parseCards(text: string, players: number): { holes: string[][]; board: string[][] } {
  const [holesPart, ...boardParts] = text.split('/');
  const holes = holesPart.split('|');
  if (holes.length !== players) throw new Error(`${holes.length} hole-card sections for ${players} players`);
  return { holes: holes.map(cardsOf), board: [[], ...boardParts.map(cardsOf)] };
}

/** `MATCHSTATE:<position>:<hand>:<betting>:<cards>` */
export function parseMatchState(line: string, players = 2): Parsed {
  const m = /^MATCHSTATE:(\d+):(\d+):([^:]*):([^:]*)$/.exec(line);
  if (!m) throw new Error(`not a MATCHSTATE line: ${line}`);
  return {
    position: Number(m[1]),
    hand: Number(m[2]),
    rounds: parseBetting(m[3]),
    ...parseCards(m[4], players),
  };
}

/** `STATE:<hand>:<betting>:<cards>:<values>:<names>` */
export function parseStateLine(line: string, players = 2): Parsed {
  const m = /^STATE:(\d+):([^:]*):([^:]*):([^:]*):([^:]*)$/.exec(line);
  if (!m) throw new Error(`not a STATE line: ${line}`);
  return {
    hand: Number(m[1]),
    rounds: parseBetting(m[2]),
    ...parseCards(m[3], players),
    values: m[4].split('|').map(Number),
    names: m[5].split('|'),
  };
}

/** A hand in play by the protocol's rules. */
export class HandState {
  readonly spent: number[];
  readonly folded: boolean[];
  round = 0;
  finished = false;
  /** Actions per round so far. */
  readonly rounds: Action[][] = [[]];
  private maxSpent: number;
  private lastRaiseBy = 0;
  private raises = 0;
  /** Whether each player has acted since the last raise of the round. */
  private acted: boolean[];
  private last: number | null = null;

  constructor(readonly game: Game) {
    this.spent = [...game.blind];
    this.folded = game.blind.map(() => false);
    this.maxSpent = Math.max(...game.blind);
    this.acted = game.blind.map(() => false);
  }

  private get n() {
    return this.game.players;
  }
  private allIn(p: number) {
    return this.spent[p] >= this.game.stack[p];
  }
  private active(p: number) {
    return !this.folded[p] && !this.allIn(p);
  }
  get bigBlind() {
    return Math.max(...this.game.blind);
  }

  /** The player to act. */
  current(): number {
    const start =
      this.last === null || this.rounds[this.round].length === 0
        ? this.game.firstPlayer[this.round] - 1
        : this.last;
    for (let d = 1; d <= this.n; d++) {
      const p = (start + d + this.n) % this.n;
      if (this.active(p)) return p;
    }
    throw new Error('nobody can act');
  }

  /** The raise sizes (totals for the hand) the current player may choose, or null when no raise is valid. */
  raiseRange(): { min: number; max: number } | null {
    if (this.raises >= this.game.maxRaises[this.round]) return null;
    const p = this.current();
    const others = Array.from({ length: this.n }, (_, q) => q).filter((q) => q !== p && this.active(q));
    if (others.length === 0) return null;
    if (this.game.betting === 'limit') {
      const to = Math.min(this.maxSpent + this.game.raiseSize[this.round], this.game.stack[p]);
      return to > this.maxSpent ? { min: to, max: to } : null;
    }
    const max = this.game.stack[p];
    if (max <= this.maxSpent) return null;
    const min = this.maxSpent + Math.max(this.bigBlind, this.lastRaiseBy);
    return { min: Math.min(min, max), max };
  }

  /** Whether `a` is valid for the player to act (the protocol's rules). */
  isValid(a: Action): boolean {
    if (this.finished) return false;
    const p = this.current();
    if (a.code === 'c') return true;
    if (a.code === 'f') return this.spent[p] < this.maxSpent;
    const range = this.raiseRange();
    if (!range) return false;
    if (this.game.betting === 'limit') return a.size === undefined;
    return a.size !== undefined && a.size >= range.min && a.size <= range.max;
  }

  /** Plays a valid action; throws on an invalid one. */
  apply(a: Action): void {
    if (!this.isValid(a)) throw new Error(`invalid action ${a.code}${a.size ?? ''}`);
    const p = this.current();
    this.rounds[this.round].push(a);
    this.last = p;
    if (a.code === 'f') this.folded[p] = true;
    else if (a.code === 'c') this.spent[p] = Math.min(this.maxSpent, this.game.stack[p]);
    else {
      const to = this.game.betting === 'limit' ? this.raiseRange()!.min : a.size!;
      this.lastRaiseBy = Math.max(this.lastRaiseBy, to - this.maxSpent);
      this.maxSpent = to;
      this.spent[p] = to;
      this.raises++;
      this.acted = this.acted.map(() => false);
    }
    this.acted[p] = true;
    const live = this.folded.filter((f) => !f).length;
    if (live <= 1) {
      this.finished = true;
      return;
    }
    const actives = Array.from({ length: this.n }, (_, q) => q).filter((q) => this.active(q));
    const done = actives.every((q) => this.acted[q] && this.spent[q] === this.maxSpent);
    if (!done) return;
    if (actives.length <= 1) {
      // nobody left to bet against: the board runs out to the showdown
      this.round = this.game.boardCards.length - 1;
      while (this.rounds.length <= this.round) this.rounds.push([]);
      this.finished = true;
    } else if (this.round + 1 < this.game.boardCards.length) {
      this.round++;
      this.rounds.push([]);
      this.lastRaiseBy = 0;
      this.raises = 0;
      this.acted = this.acted.map(() => false);
      this.last = null;
    } else this.finished = true;
  }

  /** Each player's value once the hand is over: side pots by the amounts spent, split evenly. */
  values(holes: string[][], board: string[]): number[] {
    const live = this.folded.map((f, p) => (f ? -1 : p)).filter((p) => p >= 0);
    if (live.length === 1) {
      const total = this.spent.reduce((a, b) => a + b, 0);
      return this.spent.map((s, p) => (p === live[0] ? total - s : -s));
    }
    const solved = new Map(live.map((p) => [p, Hand.solve([...holes[p], ...board])]));
    const out = this.spent.map((s) => -s);
    const levels = [...new Set(this.spent)].sort((a, b) => a - b);
    let below = 0;
    for (const level of levels) {
      const inPot = this.spent.map((_, p) => p).filter((p) => this.spent[p] >= level);
      const amount = (level - below) * inPot.length;
      const contenders = inPot.filter((p) => solved.has(p));
      below = level;
      if (!contenders.length) continue;
      const winners = Hand.winners(contenders.map((p) => solved.get(p)!));
      const won = contenders.filter((p) => winners.includes(solved.get(p)));
      for (const p of won) out[p] += amount / won.length;
    }
    return out;
  }
}

/**
 * Replays a `STATE` line of the dealer's log by the protocol's rules: every action valid in turn, the
 * round separators where the rounds ended, the board and hole cards complete and distinct, the values
 * those of the cards. Returns the replayed hand; throws saying what disagrees.
 */
export function replayStateLine(game: Game, line: string): { parsed: Parsed; hand: HandState } {
  const parsed = parseStateLine(line, game.players);
  const hand = new HandState(game);
  parsed.rounds.forEach((actions, r) => {
    if (r > 0 && hand.round !== r && !(hand.finished && hand.round >= r))
      throw new Error(`round ${r} starts in the line but the betting is in round ${hand.round}: ${line}`);
    for (const a of actions) {
      if (hand.finished) throw new Error(`an action after the end of the hand: ${line}`);
      if (!hand.isValid(a)) throw new Error(`invalid action ${JSON.stringify(a)} in round ${r}: ${line}`);
      hand.apply(a);
    }
  });
  if (!hand.finished) throw new Error(`the hand is not over: ${line}`);
  if (parsed.rounds.length !== hand.round + 1)
    throw new Error(
      `${parsed.rounds.length} rounds written, the hand ended in round ${hand.round + 1}: ${line}`,
    );
  const board = parsed.board.slice(1, hand.round + 1).flat();
  for (let r = 1; r <= hand.round; r++)
    if (parsed.board[r]?.length !== game.boardCards[r])
      throw new Error(`round ${r}'s board is incomplete: ${line}`);
  const all = [...parsed.holes.flat(), ...board];
  if (parsed.holes.some((h) => h.length !== 2)) throw new Error(`hole cards missing: ${line}`);
  if (new Set(all).size !== all.length) throw new Error(`a card twice: ${line}`);
  const values = hand.values(parsed.holes, board);
  if (values.some((v, p) => Math.abs(v - parsed.values![p]) > 1e-9))
    throw new Error(`values ${parsed.values!.join('|')}, the rules give ${values.join('|')}: ${line}`);
  return { parsed, hand };
}
