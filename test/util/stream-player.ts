/**
 * A bot account playing random legal moves from its account stream alone (the one-request bot loop):
 * on every `yourTurn` it posts a legal move drawn from the event's `view` (templates materialized) with
 * `expectedVersion` and `Prefer: return=minimal`; a 422 (a drawn move the rules refuse) draws again, a
 * 409 (the match moved on) waits for the next event. It keeps every event it heard, so a test can wait
 * for `tournamentRound`, `tournamentFinish`, … Used by the tournament tests and bench/tournament-swiss.ts.
 * `paused` players hear their turns but do not move (an absent player).
 */
import { ndjsonObjects } from '../../client';
import { materialize } from '../../examples/bot';

export interface PlayerStats {
  moves: number;
  refused: number;
  stale: number;
  errors: number;
}

/** Picks the move template to play from a `yourTurn` view (undefined: one at random). */
export type Chooser = (view: any) => any;

export class StreamPlayer {
  readonly events: any[] = [];
  /** When each event arrived (performance.now()), in the order of `events`. */
  readonly arrivals: number[] = [];
  readonly stats: PlayerStats = { moves: 0, refused: 0, stale: 0, errors: 0 };
  paused = false;
  private readonly abort = new AbortController();
  private readonly done = new Map<string, number>();
  private waiters: (() => void)[] = [];
  private closed = false;

  private constructor(
    readonly url: string,
    readonly key: string,
    readonly name: string,
    private readonly choose?: Chooser,
  ) {}

  /**
   * Opens the account's NDJSON stream and starts playing; resolves once the stream answered. `choose`
   * picks the legal move template to play from the view (default: one at random).
   */
  static async start(url: string, key: string, name = '', choose?: Chooser): Promise<StreamPlayer> {
    const p = new StreamPlayer(url, key, name, choose);
    const res = await fetch(`${url}/me/events`, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/x-ndjson' },
      signal: p.abort.signal,
    });
    if (res.status !== 200) throw new Error(`the account stream answered ${res.status}`);
    p.pump(res.body!).catch(() => undefined);
    return p;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    try {
      for await (const e of ndjsonObjects<any>(body as ReadableStream<Uint8Array<ArrayBuffer>>)) {
        this.events.push(e);
        this.arrivals.push(performance.now());
        this.waiters.splice(0).forEach((w) => w());
        if (e.type === 'yourTurn' && !this.paused) void this.turn(e).catch(() => this.stats.errors++);
      }
    } finally {
      this.closed = true;
      this.waiters.splice(0).forEach((w) => w());
    }
  }

  private async turn(e: { game: string; matchId: string; version: number; view: any }): Promise<void> {
    if ((this.done.get(e.matchId) ?? -1) >= e.version) return;
    this.done.set(e.matchId, e.version);
    const view = e.view;
    for (let attempt = 0; attempt < 200 && view?.legalMoves?.length; attempt++) {
      if (this.closed) return;
      const move = {
        ...materialize(
          this.choose?.(view) ?? view.legalMoves[Math.floor(Math.random() * view.legalMoves.length)],
        ),
        expectedVersion: view.version,
      };
      const res = await fetch(`${this.url}/${e.game}/matches/${e.matchId}/moves`, {
        method: 'POST',
        body: JSON.stringify(move),
        headers: {
          Authorization: `Bearer ${this.key}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        signal: this.abort.signal,
      });
      await res.arrayBuffer();
      if (res.status === 201) return void this.stats.moves++;
      if (res.status === 409) return void this.stats.stale++;
      if (res.status !== 422) return void this.stats.errors++;
      this.stats.refused++;
    }
  }

  /** The first event that matches (waiting for it up to `ms`). */
  async next(pred: (e: any) => boolean, ms = 60_000): Promise<any> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(pred);
      if (found) return found;
      if (this.closed || Date.now() > deadline)
        throw new Error(`${this.name}: no such event; got ${JSON.stringify(this.events.map((e) => e.type))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
  }
}
