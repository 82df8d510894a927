/**
 * The plan of a series (pure): which deal and which seat rotation its k-th match plays, the seed of each
 * deal and who sits where. With `duplicate`, each deal is played once per rotation (n seats, n matches:
 * rotation r seats player (i + r) mod n in seat i), so every player holds every seat's cards of the deal;
 * without it each deal is played once, the rotation still turning from deal to deal.
 */
import { createHash } from 'node:crypto';

/** The seed of deal `deal` of a series dealt from `seriesSeed` (64 hex digits, like the engine's seeds). */
export function dealSeed(seriesSeed: string, deal: number): string {
  return createHash('sha256').update(`${seriesSeed}:${deal}`).digest('hex');
}

/** Matches per deal: one per seat rotation with `duplicate`, else one. */
export function rotationsPerDeal(seats: number, duplicate: boolean): number {
  return duplicate ? seats : 1;
}

/** The number of matches a series plays. */
export function totalMatches(deals: number, seats: number, duplicate: boolean): number {
  return deals * rotationsPerDeal(seats, duplicate);
}

/** The deal and the seat rotation of the series' k-th match (0-based). */
export function matchPlan(
  index: number,
  seats: number,
  duplicate: boolean,
): { deal: number; rotation: number } {
  return duplicate
    ? { deal: Math.floor(index / seats), rotation: index % seats }
    : { deal: index, rotation: index % seats };
}

/** Seat i of rotation r holds player (i + r) mod n. */
export function seating<T>(players: readonly T[], rotation: number): T[] {
  const n = players.length;
  return players.map((_, i) => players[(i + rotation) % n]);
}
