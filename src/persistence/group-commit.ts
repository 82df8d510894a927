/**
 * Group commit: writes submitted while earlier ones are on their way to the database wait, and leave
 * together as ONE statement (one round trip, one transaction, one commit) as soon as a statement slot
 * frees up. Nothing waits on a timer: with `maxInFlight` slots free a write leaves at once, alone, so a
 * quiet server answers as fast as before; under load the batches grow by themselves with the queue.
 *
 * Each write keeps its own outcome. The batch statement reports which of its writes took effect (a
 * write whose version check failed is simply not among them); a batch that fails as a whole with an
 * error that is not an outage is redone one write at a time, so one bad write fails alone. An outage
 * fails every write of the batch: whether it committed is unknown, exactly as for a single write.
 * Nothing is answered before its batch has committed, so an answered write is never lost.
 */

/**
 * What the group commit reports as it works, to whoever observes it (the metrics, above persistence,
 * subscribe: src/metrics/metrics.service.ts). Called on the write path: it must be cheap and not throw.
 */
export interface GroupCommitObserver {
  /** A statement leaves with `size` writes. */
  batch(size: number): void;
}

export interface GroupCommitOptions {
  /** Statements in flight at once (each one batch). */
  maxInFlight: number;
  /** Writes in one statement at most (1: no batching, every write its own statement). */
  maxBatch: number;
  /** Whether an error means the database is out of reach (then the batch is not redone write by write). */
  isOutage: (e: unknown) => boolean;
}

interface Pending<T, R> {
  item: T;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

export class GroupCommit<T, R> {
  private readonly queue: Pending<T, R>[] = [];
  /** Statements on their way to the database now (read by the metrics). */
  inFlight = 0;
  /** Statements sent and writes carried (read by the tests). */
  readonly stats = { statements: 0, writes: 0, largestBatch: 0, redone: 0 };
  private readonly observers: GroupCommitObserver[] = [];

  /** `run` writes a batch as one statement and returns each write's result, in order. */
  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly opts: GroupCommitOptions,
  ) {}

  /** Resolves once no write is queued or on its way (a graceful shutdown waits for it). */
  drained(): Promise<void> {
    if (!this.inFlight && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private readonly idle: (() => void)[] = [];

  /** Reports every batch to `observer` from now on. */
  observe(observer: GroupCommitObserver): void {
    this.observers.push(observer);
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length) {
      const batch = this.queue.splice(0, this.opts.maxBatch);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.pump();
        if (!this.inFlight && !this.queue.length) for (const done of this.idle.splice(0)) done();
      });
    }
  }

  private async send(batch: Pending<T, R>[]): Promise<void> {
    this.stats.statements++;
    for (const o of this.observers) o.batch(batch.length);
    this.stats.writes += batch.length;
    if (batch.length > this.stats.largestBatch) this.stats.largestBatch = batch.length;
    let results: R[];
    try {
      results = await this.run(batch.map((p) => p.item));
      if (results.length !== batch.length)
        throw new Error(`group commit: ${results.length} results for ${batch.length} writes`);
    } catch (e) {
      if (batch.length === 1 || this.opts.isOutage(e)) {
        for (const p of batch) p.reject(e);
        return;
      }
      // the statement rolled back as a whole: each write again on its own, so that only a bad one fails
      this.stats.redone += batch.length;
      await Promise.all(batch.map((p) => this.send([p])));
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]));
  }
}
