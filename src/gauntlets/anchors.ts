/**
 * Measuring a scale's anchors (pure; run by scripts/gauntlet-anchors.ts): on each deal, every level k
 * meets every other level ℓ as the gauntlet seats them (k alone in one seat, ℓ in every other seat), once
 * in each seat, all decisions from the deal's seed as the service makes a bot's. A deal's figure for
 * (k, ℓ) is k's mean score over the seats; over many deals, the matrix of expected scores the anchors
 * are computed from (./scale.ts `anchorsOf`).
 */
import { createHash } from 'node:crypto';
import { decideNow } from '../engine/driver';
import type { GameDefinition } from '../engine/types';
import { botsMatch, seatShare } from './deals';
import { driveWith } from './simulate';

/** The seed of the anchors' deal `deal` (the same deals for every pair of levels). */
export function anchorDealSeed(root: string, game: string, deal: number): string {
  return createHash('sha256').update(`${root}:${game}:anchors:${deal}`).digest('hex');
}

/**
 * One deal: for every ordered pair (k, ℓ) of distinct levels, k's mean score over the seats it can hold
 * against ℓ in all the others. A table of one level per seat is played once however many pairs need it
 * (at two seats, (k, ℓ) and (ℓ, k) share their matches). Key `${k}|${ℓ}`.
 */
export function dealPairScores(
  game: GameDefinition,
  options: Record<string, unknown>,
  seed: string,
  levels: readonly string[],
  seats: number,
): Map<string, number> {
  const played = new Map<string, number[] | null>();
  const shares = (table: string[]): number[] | null => {
    const key = table.join('|');
    if (!played.has(key)) {
      const result = driveWith(botsMatch(game, options, seed, table), (c) => decideNow(game, c));
      played.set(key, result ? table.map((_, s) => seatShare(game, result, s)) : null);
    }
    return played.get(key)!;
  };
  const out = new Map<string, number>();
  for (const k of levels)
    for (const l of levels) {
      if (k === l) continue;
      let sum = 0;
      for (let seat = 0; seat < seats; seat++) {
        const table = Array.from({ length: seats }, (_, s) => (s === seat ? k : l));
        sum += shares(table)?.[seat] ?? 0.5;
      }
      out.set(`${k}|${l}`, sum / seats);
    }
  return out;
}
