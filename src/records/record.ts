/**
 * The record of a finished match (docs/records.md): everything needed to replay and check it offline —
 * options, seed and its published hash, seats, every move with its seq, seat, time and version, the
 * result, and every deal (each deck the engine shuffled, all cards, in the order the engine holds it).
 * Its JSON Schema is `recordSchema` (also docs/match-record.schema.json); `verifyRecord` replays a
 * record with this repository's engine and says whether it holds.
 */
import { isDeepStrictEqual } from 'node:util';
import Ajv from 'ajv';
import { seedHash } from '../engine/random';
import { settleResult } from '../engine/standings';
import type { GameDefinition, GameResult, Move } from '../engine/types';
import { type Deal, type MatchSource, ReplayError, walkMatch } from './walk';

export const RECORD_FORMAT = 'cardroom-match-record';
export const RECORD_FORMAT_VERSION = 1;

export interface RecordSeat {
  seat: number;
  name: string | null;
  /** The account that held the seat, when it was taken with an API key. */
  account: string | null;
  /** The built-in bot that played the seat ("random" | "basic"), or null. */
  bot: string | null;
}

export interface RecordMove {
  seq: number;
  seat: number;
  move: Move;
  /** When the move was stored (ISO 8601). */
  at: string;
  /** The match version the move's write produced (a write adds a move and the bot moves it triggered). */
  version: number;
}

export interface RecordDocument {
  format: typeof RECORD_FORMAT;
  formatVersion: typeof RECORD_FORMAT_VERSION;
  game: string;
  id: string;
  createdAt: string | null;
  finishedAt: string | null;
  /** The match's final version. */
  version: number;
  options: Record<string, unknown>;
  seed: string;
  /** sha256 of the seed's hex text, published when the match was created. */
  seedHash: string;
  seats: RecordSeat[];
  moves: RecordMove[];
  /** Seats that resigned, in the order they did (the result's standings put them last); absent: none. */
  resigned?: number[];
  result: GameResult;
  deals: Deal[];
}

const card = { type: 'string', pattern: '^[2-9TJQKA][cdhs]$' } as const;
const isoTime = { type: 'string', minLength: 1 } as const;

/** JSON Schema (draft 07) of a match record. */
export const recordSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'match-record.schema.json',
  title: 'Cardroom match record',
  description:
    'A finished match: options, seed, seats, every move, the result and every deal (docs/records.md).',
  type: 'object',
  additionalProperties: false,
  required: [
    'format',
    'formatVersion',
    'game',
    'id',
    'createdAt',
    'finishedAt',
    'version',
    'options',
    'seed',
    'seedHash',
    'seats',
    'moves',
    'result',
    'deals',
  ],
  properties: {
    format: { const: RECORD_FORMAT },
    formatVersion: { const: RECORD_FORMAT_VERSION },
    game: { type: 'string', enum: ['east-west', 'in-between', 'chinese-poker', 'euchre', 'texas-holdem'] },
    id: { type: 'string', minLength: 1 },
    createdAt: { type: ['string', 'null'] },
    finishedAt: { type: ['string', 'null'] },
    version: { type: 'integer', minimum: 0 },
    options: { type: 'object', description: "The match's options, every default filled in." },
    seed: {
      type: 'string',
      pattern: '^([0-9a-f]{2}){16,64}$',
      description: 'The secret seed, revealed at the end (hex).',
    },
    seedHash: {
      type: 'string',
      pattern: '^[0-9a-f]{64}$',
      description: 'sha256 of the seed text, published at creation.',
    },
    seats: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['seat', 'name', 'account', 'bot'],
        properties: {
          seat: { type: 'integer', minimum: 0 },
          name: { type: ['string', 'null'] },
          account: { type: ['string', 'null'] },
          bot: { type: ['string', 'null'] },
        },
      },
    },
    moves: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['seq', 'seat', 'move', 'at', 'version'],
        properties: {
          seq: { type: 'integer', minimum: 1 },
          seat: { type: 'integer', minimum: 0 },
          move: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
          at: isoTime,
          version: { type: 'integer', minimum: 0 },
        },
      },
    },
    resigned: {
      type: 'array',
      items: { type: 'integer', minimum: 0 },
      description: 'Seats that resigned, in the order they did (the standings put them last).',
    },
    result: {
      type: 'object',
      required: ['winners', 'scores', 'reason'],
      properties: {
        winners: { type: 'array', items: { type: 'integer', minimum: 0 } },
        scores: { type: 'array', items: { type: 'number' } },
        reason: { type: 'string' },
        standings: {
          type: 'array',
          description:
            'Every seat in seat order with its place (1 = best, ties share; resigned seats below the others).',
          items: {
            type: 'object',
            required: ['seat', 'place'],
            properties: { seat: { type: 'integer', minimum: 0 }, place: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
    deals: {
      type: 'array',
      description:
        'Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['afterMove', 'cards'],
        properties: {
          afterMove: {
            type: 'integer',
            minimum: 0,
            description: 'Moves applied before the automatic step that shuffled.',
          },
          cards: { type: 'array', items: card, minItems: 1 },
        },
      },
    },
  },
} as const;

const validate = new Ajv({ allErrors: true, strict: false }).compile(recordSchema);

/** Schema errors of a value that should be a record (empty when it is one). */
export function recordSchemaErrors(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(record)'} ${e.message}`);
}

/** Ways a match ends that the service decides, outside the rules (docs/api.md part 2). */
export const SERVICE_ENDINGS = ['resigned', 'abandoned'];

/** What the service gives to build a record: the record without what `buildRecord` adds or derives. */
export type RecordInput = Omit<RecordDocument, 'format' | 'formatVersion' | 'game' | 'seedHash' | 'deals'>;

/** The record of a finished match; the deals are rebuilt from the seed and the log. */
export function buildRecord(game: GameDefinition, input: RecordInput): RecordDocument {
  const deals: Deal[] = [];
  walkMatch(game, sourceOf(input), (step) => deals.push(...step.deals));
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    game: game.id,
    id: input.id,
    createdAt: input.createdAt,
    finishedAt: input.finishedAt,
    version: input.version,
    options: input.options,
    seed: input.seed,
    seedHash: seedHash(input.seed),
    seats: input.seats,
    moves: input.moves,
    ...(input.resigned?.length ? { resigned: input.resigned } : {}),
    result: input.result,
    deals,
  };
}

export function sourceOf(r: Pick<RecordInput, 'seats' | 'options' | 'seed' | 'moves'>): MatchSource {
  return {
    players: r.seats.length,
    options: r.options,
    seed: r.seed,
    moves: r.moves.map((m) => ({ seat: m.seat, move: m.move })),
  };
}

export interface RecordCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** Replays a record offline and checks each of its claims. */
export function verifyRecord(
  value: unknown,
  games: readonly GameDefinition[],
): { ok: boolean; game: string | null; id: string | null; checks: RecordCheck[] } {
  const checks: RecordCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => (checks.push({ name, ok, detail }), ok);
  const done = (game: string | null, id: string | null) => ({
    ok: checks.length > 0 && checks.every((c) => c.ok),
    game,
    id,
    checks,
  });
  const errors = recordSchemaErrors(value);
  if (
    !check(
      'format',
      errors.length === 0,
      errors.length ? errors.slice(0, 5).join('; ') : `${RECORD_FORMAT} v${RECORD_FORMAT_VERSION}`,
    )
  ) {
    const v = value as { game?: unknown; id?: unknown } | null;
    return done(typeof v?.game === 'string' ? v.game : null, typeof v?.id === 'string' ? v.id : null);
  }
  const r = value as RecordDocument;
  const game = games.find((g) => g.id === r.game);
  if (!check('game', !!game, game ? game.name : `this verifier does not know ${r.game}`))
    return done(r.game, r.id);
  const hash = seedHash(r.seed);
  check('sha256(seed) = seedHash', hash === r.seedHash, `${hash} vs ${r.seedHash}`);
  check(
    'seats',
    r.seats.every((s, i) => s.seat === i) &&
      r.seats.length >= game!.minPlayers &&
      r.seats.length <= game!.maxPlayers,
    `${r.seats.length} seats, numbered 0..${r.seats.length - 1}`,
  );
  const gapless = r.moves.every(
    (m, i) => m.seq === i + 1 && (i === 0 || m.version >= r.moves[i - 1].version),
  );
  check('move log', gapless, `${r.moves.length} moves, seq 1..${r.moves.length}, versions non-decreasing`);
  const deals: Deal[] = [];
  let final: unknown;
  try {
    final = walkMatch(game!, sourceOf(r), (step) => deals.push(...step.deals));
    check('replay', true, `re-dealt from the seed and applied all ${r.moves.length} moves`);
  } catch (e) {
    check(
      'replay',
      false,
      e instanceof ReplayError ? e.message : `the replay failed: ${(e as Error).message}`,
    );
    return done(r.game, r.id);
  }
  check(
    'deals',
    isDeepStrictEqual(deals, r.deals),
    `${deals.length} deck(s) re-shuffled from the seed${isDeepStrictEqual(deals, r.deals) ? '' : `; the record lists ${r.deals.length}, the first differing at #${deals.findIndex((d, i) => !isDeepStrictEqual(d, r.deals[i])) + 1}`}`,
  );
  const rules = game!.result(final);
  // the rules' result with the recorded resignations applied (standings: src/engine/standings.ts)
  const replayed: Partial<GameResult> | null =
    rules && settleResult(rules, r.resigned ?? [], game!.sides?.(r.seats.length));
  if (replayed && r.result.standings === undefined) delete replayed.standings; // a record from before standings
  if (replayed === null && SERVICE_ENDINGS.includes(r.result.reason)) {
    check('result', true, `ended by the service (${r.result.reason}) before the rules ended it`);
  } else {
    check(
      'result',
      isDeepStrictEqual(replayed, r.result),
      `replayed ${JSON.stringify(replayed)} vs recorded ${JSON.stringify(r.result)}`,
    );
  }
  return done(r.game, r.id);
}
