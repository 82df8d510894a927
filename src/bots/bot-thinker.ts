/**
 * The port through which the match service gets a built-in bot's decision (docs/architecture.md
 * "Built-in bots"): `think` takes everything the bot may know, serialisable as JSON, and answers its move
 * later. The local implementation is a pool of worker threads (pool-thinker.ts); a queue-backed one
 * (workers on other machines taking `ThinkRequest`s from pg-boss, NATS or RabbitMQ and answering the move)
 * would be bound to the same token without touching the rules or the lifecycle.
 */
import type { BotCall } from '../engine/driver';
import type { GameDefinition, Move } from '../engine/types';

/** The injection token of the `BotThinker` the service uses. */
export const BOT_THINKER = Symbol('BOT_THINKER');

/**
 * A bot's decision to make: its seat's view and legal moves only, plus where its randomness comes from
 * (the match seed and the step's label). The engine's `BotCall` (src/engine/driver.ts), plain JSON.
 */
export type ThinkRequest = BotCall;

/**
 * `interactive`: someone waits for the answer (a match with a seat played through the API); such
 * decisions go before `background` ones (matches of bots only), so a person's answer never waits for
 * the bots of a match nobody watches.
 */
export type ThinkPriority = 'interactive' | 'background';

export interface BotThinker {
  /**
   * The bot's move (not yet checked: the lifecycle applies it, or a random legal move when it is
   * illegal). Rejects when the bot failed or ran out of time; the lifecycle then plays the fallback too.
   */
  think(game: GameDefinition, request: ThinkRequest, priority?: ThinkPriority): Promise<Move>;
}
