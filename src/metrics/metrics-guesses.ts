/**
 * Wrong METRICS_TOKENs per client address (issue 41: they were limited only by the `other` budget, 600
 * a minute, or not at all with the rate limits off): an address that sent `perMinute` wrong tokens in a
 * minute is refused, right token or not, until that minute is over. Per instance, in memory: a fixed
 * window per address, forgotten when it ends.
 */
export class MetricsGuesses {
  private readonly windows = new Map<string, { start: number; wrong: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `address` may try again, or 0 when it may try now. */
  retryAfter(address: string): number {
    if (this.perMinute === 0) return 0;
    const w = this.current(address);
    if (!w || w.wrong < this.perMinute) return 0;
    return Math.max(1, Math.ceil((w.start + 60_000 - this.now()) / 1000));
  }

  /** Counts a wrong token from `address`. */
  wrong(address: string): void {
    if (this.perMinute === 0) return;
    const w = this.current(address) ?? { start: this.now(), wrong: 0 };
    w.wrong++;
    this.windows.set(address, w);
    if (this.windows.size > 10_000) this.forgetEnded();
  }

  private current(address: string): { start: number; wrong: number } | undefined {
    const w = this.windows.get(address);
    if (w && this.now() - w.start >= 60_000) {
      this.windows.delete(address);
      return undefined;
    }
    return w;
  }

  private forgetEnded(): void {
    const now = this.now();
    for (const [address, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(address);
  }
}
