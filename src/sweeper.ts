/**
 * A sweep that every instance runs on a timer (the turn clock, the expiry of seeks and challenges, the
 * series' reconcile, the tournaments' sweep): one helper for all of them. At most one run at a time (a
 * run asked for while one is going is skipped), a failure logged and left to the next run, nothing
 * once stopped (a module's destroy), and a timer that does not keep the process alive.
 */
import { Logger } from '@nestjs/common';

export class Sweeper<T> {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;

  /** `name` names the sweep in its log; `everyMs` is read when the timer starts (tests lower some). */
  constructor(
    private readonly name: string,
    private readonly everyMs: number | (() => number),
    private readonly sweep: () => Promise<T>,
  ) {
    this.logger = new Logger(name);
  }

  /** Whether the sweeper was stopped: a long sweep checks it between its steps. */
  get closed(): boolean {
    return this.stopped;
  }

  /** Starts the timer; with `now`, the first run starts at once (and this resolves when it ends). */
  async start({ now = false }: { now?: boolean } = {}): Promise<void> {
    if (this.stopped || this.timer) return;
    const ms = typeof this.everyMs === 'number' ? this.everyMs : this.everyMs();
    this.timer = setInterval(() => void this.run(), ms);
    this.timer.unref();
    if (now) await this.run();
  }

  /** Stops the timer: a run going on finishes, no other starts. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One run now: its result, or undefined when one is already running, the sweeper stopped, or it failed. */
  async run(): Promise<T | undefined> {
    if (this.running || this.stopped) return undefined;
    this.running = true;
    try {
      return await this.sweep();
    } catch (e) {
      if (!this.stopped) this.logger.warn(`${this.name} failed: ${(e as Error).message}`);
      return undefined;
    } finally {
      this.running = false;
    }
  }
}
