/**
 * What gauntlets need to know of the games and of the server, in one place: a game's rules and options
 * (through the matches feature's port MATCH_OPENER), its presets, the seats a gauntlet table has, the
 * big blind a chips game's mbb/hand is counted in, and the server's version that certificates name.
 */
import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GameDefinition } from '../engine/types';
import { MATCH_OPENER, type MatchOpener } from '../matches/match-opener';

export interface ServerVersion {
  name: string;
  version: string;
}

/** The project's package.json: the nearest one above this file (from src/ or dist/src/). */
function readPackage(): { name: string; version: string } {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
  }
  return { name: 'cardroom', version: 'unknown' };
}

@Injectable()
export class GauntletGames {
  private readonly pkg = readPackage();

  constructor(@Inject(MATCH_OPENER) private readonly opener: MatchOpener) {}

  definition(id: string): GameDefinition | undefined {
    return this.opener.definition(id);
  }

  /** A body's options: its preset's, then its `options` over them, defaults filled in (or per-field problems). */
  resolveOptions(game: GameDefinition, body: { preset?: string; options?: unknown }) {
    return this.opener.resolveOptions(game, body);
  }

  /** A gauntlet's table: the game's fewest seats (one account against the level in every other seat). */
  seats(game: GameDefinition): number {
    return game.minPlayers;
  }

  /**
   * The big blind mbb/hand counts in: a game whose every hand starts afresh, with blinds (its measure
   * says so: src/engine/measure.ts); undefined for the others.
   */
  bigBlind(game: GameDefinition, options: unknown): number | undefined {
    const { measure } = game;
    return measure.bigBlind && measure.handsIndependent?.(options) ? measure.bigBlind(options) : undefined;
  }

  server(): ServerVersion {
    return { name: this.pkg.name, version: this.pkg.version };
  }
}
