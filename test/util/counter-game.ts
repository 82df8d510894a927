/**
 * A small game used only by the foundation's tests (not shipped, not in GET /games). Players take
 * turns adding 1–3 to a shared total; whoever brings it to `target` wins. Each seat holds one secret
 * card it may swap with the top of the deck (the swapped-out card is hidden in the move log), and every
 * time the total passes a multiple of 10 an automatic step turns a random deck card face up — so the
 * test game exercises templates, hidden cards, move-log redaction, automatic steps and seeded replay.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { type Card, cardToString, deck52, parseCard } from '../../src/engine/cards';
import type { Rng } from '../../src/engine/random';
import type { GameDefinition, Move, MoveTemplate } from '../../src/engine/types';
import type { GameBinding } from '../../src/games/game-binding';

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

const legal = (s: CounterState): MoveTemplate[] => {
  const moves: MoveTemplate[] = [{ type: 'add', amount: { min: 1, max: Math.min(3, s.target - s.total) } }];
  if (s.deck.length) moves.push({ type: 'swap', card: cardToString(s.secret[s.turn]) });
  return moves;
};

export function makeCounterGame(id = 'counter'): GameDefinition<CounterState, CounterView, { target: number }> {
  return {
    id,
    name: 'Counter (test game)',
    minPlayers: 2,
    maxPlayers: 4,
    optionsSchema: { target: { type: 'integer', default: 21, min: 3, max: 200, description: 'The total that wins' } },
    setup(players, options, rng: Rng) {
      const deck = rng.shuffle(deck52());
      const secret = deck.splice(0, players);
      return { players, target: options.target, total: 0, turn: 0, secret, deck, board: [], pendingReveal: false, added: Array(players).fill(0), winner: null };
    },
    toAct: (s) => (s.winner === null && !s.pendingReveal ? [s.turn] : []),
    legalMoves: (s, seat) => (s.winner === null && !s.pendingReveal && seat === s.turn ? legal(s) : []),
    apply(s, seat, move: Move) {
      if (s.winner !== null) return { ok: false, reason: 'match-over', message: 'the match is over' };
      if (seat !== s.turn) return { ok: false, reason: 'not-your-turn', message: 'not your turn' };
      const next = { ...s, secret: [...s.secret], deck: [...s.deck], added: [...s.added], turn: (s.turn + 1) % s.players };
      if (move.type === 'add') {
        const a = move.amount;
        if (typeof a !== 'number' || !Number.isInteger(a) || a < 1 || a > 3) return { ok: false, reason: 'bad-amount', message: 'add 1 to 3' };
        if (s.total + a > s.target) return { ok: false, reason: 'past-target', message: `the total may not pass ${s.target}` };
        next.total = s.total + a;
        next.added[seat] += a;
        next.pendingReveal = Math.floor(next.total / 10) > Math.floor(s.total / 10) && next.deck.length > 0;
        if (next.total === s.target) next.winner = seat;
        return { ok: true, state: next };
      }
      if (move.type === 'swap') {
        let card: Card;
        try {
          card = parseCard(move.card);
        } catch {
          return { ok: false, reason: 'bad-card', message: 'not a card' };
        }
        if (card !== s.secret[seat]) return { ok: false, reason: 'not-your-card', message: 'swap your own secret card' };
        if (!s.deck.length) return { ok: false, reason: 'deck-empty', message: 'the deck is empty' };
        next.secret[seat] = next.deck.shift()!;
        next.deck.push(card);
        return { ok: true, state: next };
      }
      return { ok: false, reason: 'bad-move', message: 'unknown move' };
    },
    advance(s, rng) {
      if (!s.pendingReveal) return null;
      const deck = [...s.deck];
      const [card] = deck.splice(rng.int(deck.length), 1);
      return { ...s, deck, board: [...s.board, card], pendingReveal: false };
    },
    view: (s, seat) => ({
      total: s.total, target: s.target, turn: s.turn, board: s.board.map(cardToString), deckCount: s.deck.length,
      secret: seat === null ? null : cardToString(s.secret[seat]),
    }),
    scores: (s) => s.added,
    result: (s) => (s.winner === null ? null : { winners: [s.winner], scores: s.added, reason: 'target-reached' }),
    redactMove: (_s, e, viewer) => (e.move.type === 'swap' && viewer !== e.seat ? { type: 'swap' } : e.move),
    bots: {
      random: ({ legalMoves, rng }) => {
        const m = rng.pick(legalMoves);
        const amount = m.amount as { min: number; max: number } | undefined;
        return amount ? { type: 'add', amount: amount.min + rng.int(amount.max - amount.min + 1) } : (m as Move);
      },
      basic: ({ view }) => ({ type: 'add', amount: Math.min(3, view.target - view.total) }),
    },
  };
}

class AddMoveDto {
  static readonly moveType = 'add';
  static readonly example = { type: 'add', amount: 2 };
  @ApiProperty({ enum: ['add'] }) @Equals('add') type!: 'add';
  @ApiProperty({ minimum: 1, maximum: 3, example: 2 }) @IsInt() @Min(1) @Max(3) amount!: number;
}

class SwapMoveDto {
  static readonly moveType = 'swap';
  @ApiProperty({ enum: ['swap'] }) @Equals('swap') type!: 'swap';
  @ApiProperty({ example: 'As' }) @IsString() @Matches(/^([2-9TJQKA]|10)[cdhs]$/i) card!: string;
}

class CounterOptionsDto {
  @ApiPropertyOptional({ minimum: 3, maximum: 200, default: 21 }) @IsOptional() @IsInt() target?: number;
}

export function counterBinding(id = 'counter'): GameBinding {
  return { definition: makeCounterGame(id), moveDtos: [AddMoveDto, SwapMoveDto], optionsDto: CounterOptionsDto, summary: 'test game' };
}
