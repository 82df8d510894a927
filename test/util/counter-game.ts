/**
 * A small game used only by the foundation's tests (not shipped, not in GET /games). Players take
 * turns adding 1–3 to a shared total; whoever brings it to `target` wins. Each seat holds one secret
 * card it may swap with the top of the deck (the swapped-out card is hidden in the move log), and every
 * time the total passes a multiple of 10 an automatic step turns a random deck card face up — so the
 * test game exercises templates, hidden cards, move-log redaction, automatic steps and seeded replay.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { type Card, cardToString, deck52, parseCard } from '../../src/engine/cards';
import { defineGame } from '../../src/engine/define-game';
import { accept, reject } from '../../src/engine/kit';
import { cardField, type MoveSchemas } from '../../src/engine/moves';
import type { OptionsOf, OptionsSchema } from '../../src/engine/options';
import type { Rng } from '../../src/engine/random';
import type { GameDefinition, Move, MoveTemplate } from '../../src/engine/types';
import type { GameBinding } from '../../src/game-registry/game-binding';

export interface CounterState {
  players: number;
  target: number;
  total: number;
  turn: number;
  secret: Card[];
  deck: Card[];
  board: Card[];
  pendingReveal: boolean;
  added: number[];
  winner: number | null;
}

export interface CounterView {
  total: number;
  target: number;
  turn: number;
  board: string[];
  deckCount: number;
  secret: string | null;
}

const optionsSchema = {
  target: { type: 'integer', default: 21, min: 3, max: 200, description: 'The total that wins' },
} as const satisfies OptionsSchema;

const moves = {
  add: {
    type: 'object',
    description: 'Add 1 to 3 to the total.',
    properties: { type: { enum: ['add'] }, amount: { type: 'integer', minimum: 1, maximum: 3 } },
    required: ['type', 'amount'],
    additionalProperties: false,
    examples: [{ type: 'add', amount: 2 }],
  },
  swap: {
    type: 'object',
    description: 'Swap your secret card with the top of the deck.',
    properties: { type: { enum: ['swap'] }, card: cardField('your secret card') },
    required: ['type', 'card'],
    additionalProperties: false,
    examples: [{ type: 'swap', card: 'As' }],
  },
} as const satisfies MoveSchemas;
type AddMove = FromSchema<typeof moves.add>;
type SwapMove = FromSchema<typeof moves.swap>;

const legal = (s: CounterState): MoveTemplate[] => {
  const moves: MoveTemplate[] = [{ type: 'add', amount: { min: 1, max: Math.min(3, s.target - s.total) } }];
  if (s.deck.length) moves.push({ type: 'swap', card: cardToString(s.secret[s.turn]) });
  return moves;
};

export function makeCounterGame(
  id = 'counter',
): GameDefinition<CounterState, CounterView, OptionsOf<typeof optionsSchema>> {
  return defineGame<CounterState, CounterView, OptionsOf<typeof optionsSchema>>({
    id,
    name: 'Counter (test game)',
    minPlayers: 2,
    maxPlayers: 4,
    optionsSchema,
    moves,
    stateSchema: {
      type: 'object',
      description: 'The counter test game as a seat sees it (not published: a test game).',
    },
    phases: { play: ['add', 'swap'], reveal: [], over: [] },
    phaseOf: (s) => (s.winner !== null ? 'over' : s.pendingReveal ? 'reveal' : 'play'),
    setup(players, options, rng: Rng) {
      const deck = rng.shuffle(deck52());
      const secret = deck.splice(0, players);
      return {
        players,
        target: options.target,
        total: 0,
        turn: 0,
        secret,
        deck,
        board: [],
        pendingReveal: false,
        added: Array(players).fill(0),
        winner: null,
      };
    },
    toAct: (s) => (s.winner === null && !s.pendingReveal ? [s.turn] : []),
    legalMoves: (s) => legal(s),
    apply(draft, seat, move: Move) {
      const total = draft.total;
      draft.turn = (draft.turn + 1) % draft.players;
      if (move.type === 'add') {
        const { amount } = move as AddMove;
        if (total + amount > draft.target)
          return reject('past-target', `the total may not pass ${draft.target}`);
        draft.total = total + amount;
        draft.added[seat] += amount;
        draft.pendingReveal = Math.floor(draft.total / 10) > Math.floor(total / 10) && draft.deck.length > 0;
        if (draft.total === draft.target) draft.winner = seat;
        return accept(draft);
      }
      const card: Card = parseCard((move as SwapMove).card);
      if (card !== draft.secret[seat]) return reject('not-your-card', 'swap your own secret card');
      if (!draft.deck.length) return reject('deck-empty', 'the deck is empty');
      draft.secret[seat] = draft.deck.shift()!;
      draft.deck.push(card);
      return accept(draft);
    },
    advance(s, rng) {
      if (!s.pendingReveal) return null;
      const deck = [...s.deck];
      const [card] = deck.splice(rng.int(deck.length), 1);
      return { ...s, deck, board: [...s.board, card], pendingReveal: false };
    },
    view: (s, seat) => ({
      total: s.total,
      target: s.target,
      turn: s.turn,
      board: s.board.map(cardToString),
      deckCount: s.deck.length,
      secret: seat === null ? null : cardToString(s.secret[seat]),
    }),
    scores: (s) => s.added,
    result: (s) =>
      s.winner === null ? null : { winners: [s.winner], scores: s.added, reason: 'target-reached' },
    redactMove: (_s, e, viewer) => (e.move.type === 'swap' && viewer !== e.seat ? { type: 'swap' } : e.move),
    bots: {
      random: ({ legalMoves, rng }) => {
        const m = rng.pick(legalMoves);
        const amount = m.amount as { min: number; max: number } | undefined;
        return amount
          ? { type: 'add', amount: amount.min + rng.int(amount.max - amount.min + 1) }
          : (m as Move);
      },
      basic: ({ view }) => ({ type: 'add', amount: Math.min(3, view.target - view.total) }),
    },
  });
}

export function counterBinding(id = 'counter'): GameBinding {
  return { definition: makeCounterGame(id), summary: 'test game' };
}
