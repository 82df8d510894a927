/** The worker thread's entry (piscina): one bot decision per task, timed on the thread itself. */
import { think } from './think';
import type { ThinkRequest } from './bot-thinker';

export interface ThinkAnswer {
  move: ReturnType<typeof think>;
  /** Seconds spent thinking (without the queue wait and the transfer). */
  seconds: number;
}

export default function thinkTask(request: ThinkRequest): ThinkAnswer {
  const start = process.hrtime.bigint();
  const move = think(request);
  return { move, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}
