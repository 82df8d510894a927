/**
 * What the fuzzer waits for before each digest: the work that requests set going after their answers
 * (a finished match's listeners: a series' next match, a tournament's next round, a gauntlet's control
 * and advance, a match of bots only played in the background) has ended, so that it is not taken for a change made by a later, refused request.
 */
import type { INestApplication } from '@nestjs/common';
import { GauntletRunner } from '../../src/gauntlets/gauntlet-runner';
import { BotsOnlyPlayer } from '../../src/matches/bots-only-player';
import { MatchFinishes } from '../../src/matches/match-finish';

export async function settled(app: INestApplication): Promise<void> {
  const finishes = app.get(MatchFinishes);
  const gauntlets = app.get(GauntletRunner);
  const player = app.get(BotsOnlyPlayer);
  // a match of bots only finishes in the background; a gauntlet's step starts inside a finish's
  // listeners, and may finish matches of its own; a tournament's next round may be of bots only
  await player.settled();
  await finishes.settled();
  await gauntlets.settled();
  await finishes.settled();
  await player.settled();
  await finishes.settled();
}
