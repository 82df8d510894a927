/**
 * The lifecycle with its bot decisions made by the BotThinker (src/bots: the worker-thread pool): what
 * the match service and the match opening call instead of `nextRecord`, so that built-in bots think off
 * the event loop while the transition is still computed by the same pure lifecycle. A match with a seat
 * played through the API asks before matches of bots only.
 */
import { Inject, Injectable } from '@nestjs/common';
import { BOT_THINKER, type BotThinker } from '../bots/bot-thinker';
import type { GameDefinition } from '../engine/types';
import { nextRecordWith, type Step, type Transition } from './lifecycle';
import type { MatchRecord } from './match-record';

@Injectable()
export class BotSteps {
  constructor(@Inject(BOT_THINKER) private readonly thinker: BotThinker) {}

  /** `nextRecord(game, m, step, now)`, each bot decision awaited from the thinker. */
  next(game: GameDefinition, m: MatchRecord, step: Step, now: Date): Promise<Transition | null> {
    const priority = m.seats.some((s) => s.bot === null) ? 'interactive' : 'background';
    return nextRecordWith(game, m, step, now, (call) => this.thinker.think(game, call, priority));
  }
}
