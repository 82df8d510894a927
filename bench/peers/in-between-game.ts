/**
 * In-Between written as a boardgame.io game, for the peer benchmark: the same move shape as Cardroom's
 * (one `bet` of a few chips per request, the server turns the third card and the next posts itself),
 * a state of a similar size (stock, discard pile, posts, chips, pot, the last outcomes), the same length
 * of match (`rounds` × players deals of one turn per player). The rules follow docs/rules/in-between.md
 * closely enough for the work per move to be alike (posts, pair and consecutive posts settled without a
 * bet, the third card, re-ante on an empty pot, reshuffle when the stock runs low); no elimination (the
 * benchmark starts with a million chips) and the first dealer is seat 0 (no draw for the deal).
 * `disableUndo`: no undo history in the state, as Cardroom keeps none.
 */
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

const RANKS = '23456789TJQKA';
const DECK = [...RANKS].flatMap((r) => [...'cdhs'].map((s) => r + s));
const rank = (card: string) => RANKS.indexOf(card[0]);

export interface InBetweenSetup {
  startingChips?: number;
  rounds?: number;
}

interface Outcome {
  turn: number;
  seat: number;
  posts: string[];
  kind: 'pair' | 'consecutive' | 'win' | 'lose';
  bet: number | null;
  third: string | null;
  change: number;
  potAfter: number;
}

export interface InBetweenG {
  chips: number[];
  pot: number;
  ante: number;
  pairPayout: number;
  stock: string[];
  discard: string[];
  posts: string[];
  /** the seat whose turn it is (the bet pending), or null once over */
  toAct: number | null;
  turn: number;
  turnsDone: number;
  totalTurns: number;
  shuffles: number;
  lastOutcomes: Outcome[];
}

type Shuffle = <T>(xs: T[]) => T[];

function draw(G: InBetweenG): string {
  if (G.stock.length === 0) throw new Error('empty stock'); // the reshuffle below keeps at least 3
  return G.stock.pop()!;
}

function settle(G: InBetweenG, outcome: Omit<Outcome, 'potAfter' | 'turn'>): void {
  G.chips[outcome.seat] += outcome.change;
  G.pot -= outcome.change;
  G.lastOutcomes.push({ ...outcome, turn: G.turn, potAfter: G.pot });
  if (G.lastOutcomes.length > G.chips.length) G.lastOutcomes.shift();
}

/** End of a turn: cards to the discard pile, re-ante on an empty pot, then the next turn's posts (settling pairs and consecutive posts) until a bet is pending or the match is over. */
function nextTurn(G: InBetweenG, shuffle: Shuffle, seat: number): void {
  for (;;) {
    G.discard.push(...G.posts);
    G.posts = [];
    if (G.pot === 0)
      for (let s = 0; s < G.chips.length; s++) {
        G.chips[s] -= G.ante;
        G.pot += G.ante;
      }
    G.turnsDone++;
    if (G.turnsDone >= G.totalTurns) {
      G.toAct = null;
      return;
    }
    seat = (seat + 1) % G.chips.length;
    G.turn++;
    if (G.stock.length < 3) {
      G.stock = shuffle([...G.stock, ...G.discard]);
      G.discard = [];
      G.shuffles++;
    }
    G.posts = [draw(G), draw(G)];
    const [a, b] = G.posts.map(rank).sort((x, y) => x - y);
    if (a === b)
      settle(G, {
        seat,
        posts: G.posts,
        kind: 'pair',
        bet: null,
        third: null,
        change: Math.min(G.pairPayout, G.pot),
      });
    else if (b - a === 1)
      settle(G, { seat, posts: G.posts, kind: 'consecutive', bet: null, third: null, change: -1 });
    else {
      G.toAct = seat;
      return;
    }
  }
}

export const InBetween: Game<InBetweenG, Record<string, unknown>, InBetweenSetup> = {
  name: 'in-between',
  minPlayers: 2,
  maxPlayers: 8,
  disableUndo: true,
  setup: ({ ctx, random }, setupData) => {
    const players = ctx.numPlayers;
    const ante = 1;
    const G: InBetweenG = {
      chips: Array.from({ length: players }, () => (setupData?.startingChips ?? 20) - ante),
      pot: ante * players,
      ante,
      pairPayout: 2,
      stock: random.Shuffle(DECK),
      discard: [],
      posts: [],
      toAct: null,
      turn: 0,
      turnsDone: -1, // nextTurn counts the turn before the first
      totalTurns: (setupData?.rounds ?? 3) * players * players,
      shuffles: 1,
      lastOutcomes: [],
    };
    nextTurn(G, random.Shuffle, players - 1);
    return G;
  },
  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: {
      first: ({ G }) => G.toAct ?? 0,
      next: ({ G }) => G.toAct ?? undefined,
    },
  },
  moves: {
    bet: ({ G, playerID, random }, amount: unknown) => {
      const seat = Number(playerID);
      const max = Math.min(G.pot, G.chips[seat]);
      if (G.toAct !== seat || !Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > max)
        return INVALID_MOVE;
      const n = amount as number;
      const third = draw(G);
      const [lo, hi] = G.posts.map(rank).sort((x, y) => x - y);
      const win = rank(third) > lo && rank(third) < hi;
      settle(G, { seat, posts: G.posts, kind: win ? 'win' : 'lose', bet: n, third, change: win ? n : -n });
      G.discard.push(third);
      nextTurn(G, random.Shuffle, seat);
    },
  },
  endIf: ({ G }) => (G.toAct === null ? { chips: G.chips } : undefined),
};
