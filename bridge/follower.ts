/**
 * One Cardroom Hold'em match played by the ACPC bot (docs/acpc.md). The account's views come in
 * order (each `yourTurn`, then the finished match); from each, every `MATCHSTATE` line the dealer
 * would have sent since the last one is sent to the bot — after every action, the bot's and the
 * others', and the final line of each hand with the showdown cards — and when the seat is to act the
 * bot's answer is read as the dealer reads it and posted as the move it means.
 *
 * A hand's actions come from the views' hand log (`state.log`, and `lastHand.log` once it is
 * settled); a hand that began and ended between two of the seat's turns (the others folded before it
 * acted) or whose end came with a later hand's is read from its hand history
 * (`GET …/hands/{n}`: the caller's own cards and the hands shown). The lines are written by the code
 * the server's ACPC log uses (src/records/acpc.ts).
 */
import type { CardroomClient } from '../client';
import {
  acpcHandOf,
  type CardroomHand,
  cardroomHandOfHistory,
  type HandHistoryLike,
  type HoldemLogEntry,
  matchStateLine,
  roundOfPhase,
} from '../src/records/acpc';
import { type AcpcGame, positionOfSeat } from '../src/records/acpc-game';
import { type Move, readAnswer } from './answers';
import type { AcpcDealer } from './dealer';

/** The parts of a Hold'em match view the bridge reads. */
export interface HoldemMatchView {
  id: string;
  version: number;
  status: string;
  you: number | null;
  seats: { seat: number; name: string | null; bot: string | null }[];
  legalMoves?: Move[];
  options: Record<string, unknown>;
  fairness?: { seed: string | null };
  state: {
    phase: string;
    handNumber: number;
    button: number;
    board: string[];
    yourCards: string[] | null;
    toCall: number | null;
    players: { seat: number; bet: number; committed: number; stack: number; holeCards: string[] | null }[];
    log: HoldemLogEntry[];
    lastHand: {
      handNumber: number;
      button: number;
      board: string[];
      shown: { seat: number; cards: string[] }[];
      results: number[];
      log: HoldemLogEntry[];
    } | null;
  };
}

export interface FollowerHooks {
  warn: (message: string) => void;
  /** A hand has been sent to its end. */
  onHand?: (hand: CardroomHand) => void;
}

/** What the bridge did in a match, for the tests and the summary. */
export interface Answered {
  /** The line the bot was asked with. */
  asked: string;
  /** The action it means, as the dealer reads it (`c` for anything turned into a call). */
  acpc: string;
  move: Move;
  /** The move was accepted (false: the match had moved on). */
  posted: boolean;
}

export class MatchFollower {
  /** Settled hands by Cardroom hand number. */
  readonly hands = new Map<number, CardroomHand>();
  readonly answered: Answered[] = [];
  private done = 0;
  private tracked: { hand: number; sent: number; cards: string[] | null } | null = null;
  private askedVersion = -1;
  private latest = -1;
  private readonly queue: HoldemMatchView[] = [];
  private running: Promise<void> | null = null;
  private interrupt: (() => void) | null = null;
  private names: string[] = [];
  private failure: Error | null = null;

  constructor(
    private readonly api: CardroomClient,
    private readonly dealer: AcpcDealer,
    private readonly game: AcpcGame,
    readonly matchId: string,
    readonly seat: number,
    /** The number the connection gives this match's first hand. */
    readonly handBase: number,
    private readonly hooks: FollowerHooks,
  ) {}

  /** Hands sent to their end so far. */
  get handsDone(): number {
    return this.done;
  }

  /** A newer view of the match: processed after those before it; a pending question is given up. */
  push(view: HoldemMatchView): void {
    if (view.version <= this.latest) return;
    this.latest = view.version;
    this.queue.push(view);
    this.interrupt?.();
    if (!this.running) this.running = this.drain();
  }

  /** Resolves when every view pushed so far has been processed; rethrows a failure. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
    if (this.failure) throw this.failure;
  }

  private async drain(): Promise<void> {
    try {
      for (let v = this.queue.shift(); v && !this.failure; v = this.queue.shift()) await this.process(v);
    } catch (e) {
      this.failure = e as Error;
    } finally {
      // set in the same turn as the loop's last check: a view pushed later starts a new drain
      this.running = null;
    }
  }

  private number(hand: number): number {
    return this.handBase + hand - 1;
  }

  private send(ch: CardroomHand, from: number, current?: number): string | null {
    const acpc = acpcHandOf(this.game, ch, this.number(ch.handNumber));
    const position = positionOfSeat(this.game, ch.button, this.seat);
    let last: string | null = null;
    for (let k = from; k <= acpc.actions.length; k++) {
      last = matchStateLine(this.game, acpc, position, k, { current });
      this.dealer.send(last);
    }
    return last;
  }

  private async process(view: HoldemMatchView): Promise<void> {
    const st = view.state;
    this.names = view.seats.map((s) => s.name ?? (s.bot ? `${s.bot}-bot` : `seat${s.seat}`));
    const settled = st.lastHand?.handNumber ?? 0;
    for (let h = this.done + 1; h <= settled; h++) await this.finishHand(h, view);
    const round = roundOfPhase(st.phase);
    if (view.status === 'finished' || round === null || st.handNumber <= this.done) return;
    const h = st.handNumber;
    const from = this.tracked?.hand === h ? this.tracked.sent + 1 : 0;
    const live: CardroomHand = {
      handNumber: h,
      button: st.button,
      log: st.log,
      board: st.board,
      holeCards: st.players.map((p) => (p.seat === this.seat ? st.yourCards : p.holeCards)),
      results: null,
      names: this.names,
    };
    const k = acpcHandOf(this.game, live).actions.length;
    const last = from <= k ? this.send(live, from, round) : null;
    this.tracked = { hand: h, sent: k, cards: st.yourCards };
    if (view.legalMoves?.length && view.version > this.askedVersion && view.status === 'active') {
      this.askedVersion = view.version;
      const asked =
        last ??
        matchStateLine(
          this.game,
          acpcHandOf(this.game, live, this.number(h)),
          positionOfSeat(this.game, st.button, this.seat),
          k,
          { current: round },
        );
      await this.ask(view, asked);
    }
  }

  /** Sends hand `h` to its end, from the view's settled hand or from its hand history. */
  private async finishHand(h: number, view: HoldemMatchView): Promise<void> {
    const lh = view.state.lastHand;
    const mine =
      this.tracked?.hand === h
        ? this.tracked.cards
        : (lh?.shown.find((x) => x.seat === this.seat)?.cards ?? null);
    let ch: CardroomHand;
    if (lh && lh.handNumber === h && mine) {
      const shown = new Map(lh.shown.map((x) => [x.seat, x.cards]));
      ch = {
        handNumber: h,
        button: lh.button,
        log: lh.log,
        board: lh.board,
        holeCards: view.seats.map((s) => (s.seat === this.seat ? mine : (shown.get(s.seat) ?? null))),
        results: lh.results,
        names: this.names,
      };
    } else ch = cardroomHandOfHistory(await this.history(h), this.names);
    this.send(ch, this.tracked?.hand === h ? this.tracked.sent + 1 : 0);
    this.hands.set(h, ch);
    this.done = h;
    if (this.tracked?.hand === h) this.tracked = null;
    this.hooks.onHand?.(ch);
  }

  private async history(h: number): Promise<HandHistoryLike> {
    const { data, error, response } = await this.api.GET('/texas-holdem/matches/{id}/hands/{n}', {
      params: { path: { id: this.matchId, n: h } },
    });
    if (!data)
      throw new Error(`hand ${h} of match ${this.matchId}: ${response.status} ${error?.message ?? ''}`);
    return data as unknown as HandHistoryLike;
  }

  /** Asks the bot for its action in the state of `asked`; posts the move it means. */
  private async ask(view: HoldemMatchView, asked: string): Promise<void> {
    const me = view.state.players.find((p) => p.seat === this.seat)!;
    const spot = {
      betting: this.game.betting,
      bet: me.bet,
      committed: me.committed,
      stack: me.stack,
      toCall: view.state.toCall ?? 0,
      legalMoves: view.legalMoves ?? [],
    };
    let giveUp = () => undefined as void;
    const cancel = new Promise<void>((resolve) => (giveUp = resolve));
    this.interrupt = giveUp;
    // a newer view already waiting means this turn is over: give it up at once
    if (this.queue.length) giveUp();
    try {
      for (;;) {
        const line = await this.dealer.nextLine(cancel);
        if (line === null) return;
        const r = readAnswer(asked, line, spot);
        if (r.kind === 'ignored') {
          if (r.warning) this.hooks.warn(r.warning);
          continue;
        }
        if (r.warning) this.hooks.warn(r.warning);
        await this.post(view, asked, r.acpc, r.move);
        return;
      }
    } finally {
      this.interrupt = null;
    }
  }

  private async post(view: HoldemMatchView, asked: string, acpc: string, move: Move): Promise<void> {
    for (const candidate of [move, { type: (view.state.toCall ?? 0) > 0 ? 'call' : 'check' }]) {
      const { response, error } = await this.api.POST('/texas-holdem/matches/{id}/moves', {
        params: { path: { id: this.matchId } },
        body: { ...candidate, expectedVersion: view.version } as never,
        headers: { Prefer: 'return=minimal' },
      });
      if (response.status === 201) {
        this.answered.push({ asked, acpc: candidate === move ? acpc : 'c', move: candidate, posted: true });
        return;
      }
      if (response.status === 409) {
        // the turn clock played for the bot before its answer came
        this.hooks.warn(`the answer to ${asked} came too late: the match had moved on`);
        this.answered.push({ asked, acpc, move: candidate, posted: false });
        return;
      }
      if (response.status !== 422 || candidate !== move)
        throw new Error(
          `move ${JSON.stringify(candidate)} refused: ${response.status} ${error?.message ?? ''}`,
        );
      this.hooks.warn(`invalid action ${acpc} (${error?.message ?? 'refused'}), changed to call`);
    }
  }
}
