/**
 * The ladder of built-in players (docs/api.md "Built-in opponents"): a game's `bots` record, in its
 * order, is the list of levels (0 = `random`, 1 = `basic`, then the stronger ones). Each level is played
 * by the built-in account `<name>-bot`. Pure: the one place that turns a game's bots into levels.
 */
import type { GameDefinition } from './types';

export interface BotLevel {
  /** The bot's name, as a seat spec names it (`{ "bot": "basic" }`). */
  name: string;
  /** 0 = the weakest (`random`), increasing with strength. */
  level: number;
  /** The built-in account that plays this level (`basic-bot`). */
  account: string;
  /** One line on the level's algorithm (the bot's `description`). */
  description: string;
}

/** The built-in account that plays bot `name`. */
export function botAccountName(name: string): string {
  return `${name}-bot`;
}

/** The game's levels, weakest first. */
export function botLevels(game: Pick<GameDefinition, 'bots'>): BotLevel[] {
  return Object.entries(game.bots).map(([name, bot], level) => ({
    name,
    level,
    account: botAccountName(name),
    description: bot.description ?? `built-in level ${level}`,
  }));
}

/** Every level name of the given games, in ladder order of first appearance. */
export function allBotNames(games: readonly Pick<GameDefinition, 'bots'>[]): string[] {
  return [...new Set(games.flatMap((g) => Object.keys(g.bots)))];
}
