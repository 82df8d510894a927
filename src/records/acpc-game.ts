/**
 * ACPC game definitions (`.game` files, docs/acpc.md): parsed, mapped onto Texas Hold'em options, or
 * refused with the reason Cardroom cannot play them. The positions of a hand (ACPC's players, 0-based,
 * in table order) are mapped onto Cardroom seats through the blinds the file gives them, so a file with
 * the heads-up blinds swapped is read as it is written. Pure code, shared by the server's ACPC log and
 * the bridge (bridge/).
 */

/** A game definition as the ACPC's `.game` files give it. */
export interface AcpcGame {
  betting: 'limit' | 'nolimit';
  numPlayers: number;
  numRounds: number;
  /** Per position; null: no stack given (unlimited). */
  stack: number[] | null;
  /** Per position. */
  blind: number[];
  /** Limit: the bet size per round. */
  raiseSize: number[] | null;
  /** Per round, 1-based: the position that acts first. */
  firstPlayer: number[];
  /** Per round; null: no limit. */
  maxRaises: number[] | null;
  numSuits: number;
  numRanks: number;
  numHoleCards: number;
  numBoardCards: number[];
}

export class AcpcGameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AcpcGameError';
  }
}

const LIST_KEYS = ['stack', 'blind', 'raiseSize', 'firstPlayer', 'maxRaises', 'numBoardCards'] as const;
const ONE_KEYS = ['numPlayers', 'numRounds', 'numSuits', 'numRanks', 'numHoleCards'] as const;

/**
 * Parses the text of a `.game` file: the lines between `GAMEDEF` and `END GAMEDEF`, keys without
 * regard to case, an optional `=` before the values; `#` starts a comment line. Throws AcpcGameError.
 */
export function parseAcpcGame(text: string): AcpcGame {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const start = lines.findIndex((l) => /^gamedef$/i.test(l));
  if (start < 0) throw new AcpcGameError('no GAMEDEF line: not an ACPC game definition');
  const values = new Map<string, number[]>();
  let betting: AcpcGame['betting'] | null = null;
  let ended = false;
  for (const line of lines.slice(start + 1)) {
    if (line === '' || line.startsWith('#')) continue;
    if (/^end\s+gamedef$/i.test(line)) {
      ended = true;
      break;
    }
    const m = /^([a-z]+)\s*(?:=\s*)?(.*)$/i.exec(line);
    const key = m?.[1].toLowerCase() ?? '';
    if (key === 'limit' || key === 'nolimit') {
      betting = key;
      continue;
    }
    const known = [...LIST_KEYS, ...ONE_KEYS].find((k) => k.toLowerCase() === key);
    if (!known || !m) throw new AcpcGameError(`unknown line "${line}"`);
    const items = m[2].trim() === '' ? [] : m[2].trim().split(/\s+/);
    if (!items.length || !items.every((x) => /^-?\d+$/.test(x)))
      throw new AcpcGameError(`${known}: expected numbers, got "${m[2].trim()}"`);
    values.set(known, items.map(Number));
  }
  if (!ended) throw new AcpcGameError('no END GAMEDEF line');
  const one = (k: (typeof ONE_KEYS)[number]) => {
    const v = values.get(k);
    if (!v) throw new AcpcGameError(`${k} is missing`);
    return v[0];
  };
  const numPlayers = one('numPlayers');
  const numRounds = one('numRounds');
  const list = (k: (typeof LIST_KEYS)[number], n: number) => {
    const v = values.get(k);
    if (v && v.length < n) throw new AcpcGameError(`${k} has ${v.length} values, needs ${n}`);
    return v ? v.slice(0, n) : null;
  };
  const blind = list('blind', numPlayers);
  if (!blind) throw new AcpcGameError('blind is missing');
  const numBoardCards = list('numBoardCards', numRounds);
  if (!numBoardCards) throw new AcpcGameError('numBoardCards is missing');
  if (!betting) betting = 'limit'; // the dealer's default
  const raiseSize = list('raiseSize', numRounds);
  if (betting === 'limit' && !raiseSize) throw new AcpcGameError('a limit game needs raiseSize');
  return {
    betting,
    numPlayers,
    numRounds,
    stack: list('stack', numPlayers),
    blind,
    raiseSize,
    firstPlayer: list('firstPlayer', numRounds) ?? new Array<number>(numRounds).fill(1),
    maxRaises: list('maxRaises', numRounds),
    numSuits: one('numSuits'),
    numRanks: one('numRanks'),
    numHoleCards: one('numHoleCards'),
    numBoardCards,
  };
}

/** The Texas Hold'em options an ACPC game maps to (without `maxHands`: the match's length). */
export interface MappedOptions {
  variant: 'betting';
  bettingStructure: 'no-limit' | 'fixed-limit';
  startingStack: number;
  smallBlind: number;
  bigBlind: number;
  ante: 0;
  resetStacks: true;
  allowMuck: false;
}

/** The stack of a limit game that gives none (the dealer's is unlimited): more than any hand can cost. */
export function limitStack(bigBlind: number, players: number): number {
  // every round capped at 4 bets of at most 2 big blinds each, for every player
  return Math.max(1000, 4 * 4 * 2 * bigBlind * players);
}

const eq = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Where the small blind sits among the positions. Heads-up the small blind is the button; with more
 * players the small blind is the first position after the button and the big blind the next.
 */
function blindPositions(g: Pick<AcpcGame, 'numPlayers' | 'blind'>): { sb: number; bb: number } | string {
  const n = g.numPlayers;
  const posted = g.blind.map((b, p) => ({ b, p })).filter((x) => x.b > 0);
  if (posted.length !== 2)
    return `Cardroom plays with a small and a big blind; the file has ${posted.length} blinds (${g.blind.join(' ')})`;
  const [lo, hi] = posted[0].b <= posted[1].b ? [posted[0], posted[1]] : [posted[1], posted[0]];
  if ((lo.p + 1) % n !== hi.p)
    return `the big blind must sit right after the small blind (blinds ${g.blind.join(' ')})`;
  return { sb: lo.p, bb: hi.p };
}

/** The position of the button: heads-up the small blind, else the position before the small blind. */
function buttonPosition(g: Pick<AcpcGame, 'numPlayers'>, sb: number): number {
  return g.numPlayers === 2 ? sb : (sb - 1 + g.numPlayers) % g.numPlayers;
}

/**
 * The Cardroom seat that holds `position` in a hand whose button is `button` (every seat dealt in, as
 * with resetStacks). Positions follow the table clockwise, as seats do.
 */
export function seatOfPosition(g: AcpcGame, button: number, position: number): number {
  const n = g.numPlayers;
  const at = blindPositions(g);
  if (typeof at === 'string') throw new AcpcGameError(at);
  return (button - buttonPosition(g, at.sb) + position + 2 * n) % n;
}

/** The position `seat` holds in a hand whose button is `button`. */
export function positionOfSeat(g: AcpcGame, button: number, seat: number): number {
  const n = g.numPlayers;
  for (let p = 0; p < n; p++) if (seatOfPosition(g, button, p) === seat) return p;
  throw new AcpcGameError(`seat ${seat} is not at this table of ${n}`);
}

/**
 * The Hold'em options of an ACPC game, or the reason Cardroom cannot play it (docs/acpc.md, "What a
 * `.game` file can be").
 */
export function cardroomOptionsOf(
  g: AcpcGame,
): { ok: true; options: MappedOptions } | { ok: false; reason: string } {
  const no = (reason: string) => ({ ok: false as const, reason });
  if (g.numRounds !== 4) return no(`Texas Hold'em has 4 betting rounds, the file ${g.numRounds}`);
  if (g.numSuits !== 4 || g.numRanks !== 13)
    return no(`Cardroom deals a 52-card deck, the file ${g.numSuits} suits of ${g.numRanks} ranks`);
  if (g.numHoleCards !== 2) return no(`Texas Hold'em deals 2 hole cards, the file ${g.numHoleCards}`);
  if (!eq(g.numBoardCards, [0, 3, 1, 1]))
    return no(`Texas Hold'em's board comes 0 3 1 1, the file ${g.numBoardCards.join(' ')}`);
  if (g.numPlayers < 2 || g.numPlayers > 10)
    return no(`Texas Hold'em seats 2 to 10 players, the file ${g.numPlayers}`);
  const at = blindPositions(g);
  if (typeof at === 'string') return no(at);
  const smallBlind = g.blind[at.sb];
  const bigBlind = g.blind[at.bb];
  const n = g.numPlayers;
  // Cardroom's order of play: preflop the position after the big blind, later the one after the button
  const first = [(at.bb + 1) % n, ...[1, 2, 3].map(() => (buttonPosition(g, at.sb) + 1) % n)].map(
    (p) => p + 1,
  );
  if (!eq(g.firstPlayer, first))
    return no(
      `Cardroom's first players are ${first.join(' ')} for these blinds (preflop after the big blind, then after the button); the file says ${g.firstPlayer.join(' ')}`,
    );
  let startingStack: number;
  if (g.stack) {
    if (!g.stack.every((s) => s === g.stack![0]))
      return no(`Cardroom starts every player with the same stack; the file gives ${g.stack.join(' ')}`);
    startingStack = g.stack[0];
    if (startingStack < bigBlind) return no(`a stack of ${startingStack} does not cover the big blind`);
  } else if (g.betting === 'nolimit')
    return no('a no-limit game needs a stack (the file gives none: unlimited)');
  else startingStack = limitStack(bigBlind, n);
  if (g.betting === 'limit') {
    const sizes = [bigBlind, bigBlind, 2 * bigBlind, 2 * bigBlind];
    if (!g.raiseSize || !eq(g.raiseSize, sizes))
      return no(
        `Cardroom's fixed-limit bets are ${sizes.join(' ')} (the big blind, then twice it); the file's ${g.raiseSize?.join(' ')}`,
      );
    if (!g.maxRaises || !eq(g.maxRaises, [3, 4, 4, 4]))
      return no(
        `Cardroom caps fixed-limit rounds at 4 bets, the big blind counting preflop (maxRaises 3 4 4 4); the file's ${g.maxRaises?.join(' ') ?? 'none (no cap)'}`,
      );
  } else if (g.maxRaises && g.maxRaises.some((r) => r < 255))
    return no(`Cardroom's no-limit has no cap on raises; the file's maxRaises ${g.maxRaises.join(' ')}`);
  return {
    ok: true,
    options: {
      variant: 'betting',
      bettingStructure: g.betting === 'limit' ? 'fixed-limit' : 'no-limit',
      startingStack,
      smallBlind,
      bigBlind,
      ante: 0,
      resetStacks: true,
      allowMuck: false,
    },
  };
}

/** Hold'em options as a match stores them (the parts an ACPC game is made of). */
export interface HoldemOptionsLike {
  variant?: unknown;
  bettingStructure?: unknown;
  startingStack?: unknown;
  smallBlind?: unknown;
  bigBlind?: unknown;
  ante?: unknown;
  resetStacks?: unknown;
}

/**
 * The ACPC game a Cardroom Hold'em match is played as (the dealer's layout: heads-up the big blind is
 * position 0 and the button position 1; with more players position 0 is the small blind), or the
 * reason it has no ACPC form.
 */
export function acpcGameOfOptions(o: HoldemOptionsLike, players: number): AcpcGame | string {
  if (o.variant !== 'betting') return 'the ACPC plays the betting variant only';
  if (o.ante !== 0) return 'the ACPC has no antes';
  const sb = Number(o.smallBlind);
  const bb = Number(o.bigBlind);
  const limit = o.bettingStructure === 'fixed-limit';
  const blind = players === 2 ? [bb, sb] : [sb, bb, ...new Array<number>(players - 2).fill(0)];
  return {
    betting: limit ? 'limit' : 'nolimit',
    numPlayers: players,
    numRounds: 4,
    stack: new Array<number>(players).fill(Number(o.startingStack)),
    blind,
    raiseSize: limit ? [bb, bb, 2 * bb, 2 * bb] : null,
    firstPlayer: players === 2 ? [2, 1, 1, 1] : [3, 1, 1, 1],
    maxRaises: limit ? [3, 4, 4, 4] : null,
    numSuits: 4,
    numRanks: 13,
    numHoleCards: 2,
    numBoardCards: [0, 3, 1, 1],
  };
}
