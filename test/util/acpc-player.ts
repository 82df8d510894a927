/**
 * An ACPC player of the tests' own, written from the protocol (version 2.0.0) and not from Cardroom's
 * code: it connects to a dealer's port, says `VERSION:2.0.0`, and reads `MATCHSTATE` lines. Every
 * line is parsed and checked as it comes against the hand as the protocol's rules play it
 * (acpc-rules.ts): the hand numbers, the position, a betting string that grows by one valid action a
 * line, the round separators, the cards (its own hole cards, the board by round, the others' hole
 * cards only in the last line of a hand that reached a showdown). When the rules say it is to act it
 * answers with the line and an action chosen by `choose`, which may also answer badly: a malformed
 * action, a raise the rules do not allow, silence, or an answer to another line. Each answer is kept
 * with the action the dealer makes of it (`means`), for the tests to find in the match's record.
 */
import { connect, type Socket } from 'node:net';
import { type Action, type Game, HandState, parseMatchState, type Parsed } from './acpc-rules';

export interface Spot {
  hand: number;
  position: number;
  state: HandState;
  line: string;
  /** How many times the player has been asked so far (0 for the first question). */
  asked: number;
}

/** What to answer: an action as written, `null` for silence, or raw text after the line's `:`. */
export type Choice = { action: string } | { silent: true; lateAfter?: boolean } | { unrequested: string };

export interface Answer {
  hand: number;
  position: number;
  line: string;
  sent: string | null;
  /** The action the dealer's rules make of it (`c` for a malformed or invalid one); null when silent. */
  means: string | null;
}

const actionText = (g: Game, a: Action) =>
  a.code === 'r' && g.betting === 'nolimit' ? `r${a.size}` : a.code;

/** What the dealer makes of `text` for the player to act in `state`: the action, fixed or replaced by a call. */
export function dealerReading(g: Game, state: HandState, text: string): string {
  const m = /^([fcr])(\d*)/.exec(text);
  if (!m || (m[1] === 'r' && g.betting === 'nolimit' && m[2] === '')) return 'c';
  if (m[1] === 'c') return 'c';
  if (m[1] === 'f') return state.isValid({ code: 'f' }) ? 'f' : 'c';
  const range = state.raiseRange();
  if (!range) return 'c';
  if (g.betting === 'limit') return 'r';
  const size = Math.min(Math.max(Number(m[2]), range.min), range.max);
  return `r${size}`;
}

export class AcpcPlayer {
  readonly lines: string[] = [];
  readonly parsed: Parsed[] = [];
  readonly answers: Answer[] = [];
  readonly problems: string[] = [];
  private socket!: Socket;
  private buffered = '';
  private hand: { number: number; position: number; state: HandState; last: Parsed } | null = null;
  private pendingLate: string | null = null;
  private closedResolve!: () => void;
  readonly closed = new Promise<void>((r) => (this.closedResolve = r));

  constructor(
    readonly game: Game,
    private readonly choose: (spot: Spot) => Choice,
  ) {}

  connect(port: number, host = '127.0.0.1'): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket = connect(port, host, () => {
        this.socket.write('VERSION:2.0.0\r\n');
        resolve();
      });
      this.socket.setEncoding('utf8');
      this.socket.on('error', reject);
      this.socket.on('data', (chunk: string) => this.onData(chunk));
      this.socket.on('close', () => this.closedResolve());
    });
  }

  private onData(chunk: string): void {
    this.buffered += chunk;
    let nl: number;
    while ((nl = this.buffered.indexOf('\r\n')) >= 0) {
      const line = this.buffered.slice(0, nl);
      this.buffered = this.buffered.slice(nl + 2);
      if (line.startsWith('#') || line.startsWith(';')) continue;
      try {
        this.onLine(line);
      } catch (e) {
        this.problems.push(`${(e as Error).message} (line ${JSON.stringify(line)})`);
      }
    }
  }

  private check(ok: boolean, what: string): void {
    if (!ok) throw new Error(what);
  }

  private onLine(line: string): void {
    this.lines.push(line);
    const p = parseMatchState(line, this.game.players);
    this.parsed.push(p);
    if (this.pendingLate) {
      // an answer to the line before, sent once the dealer has moved on
      this.socket.write(this.pendingLate);
      this.pendingLate = null;
    }
    const g = this.game;
    let h = this.hand;
    const fresh = !h || h.number !== p.hand;
    if (fresh) {
      // a new hand: numbered one more than the last, nothing bet yet
      this.check(!h || p.hand === h.number + 1, `hand ${p.hand} after hand ${h?.number}`);
      this.check(!h || h.state.finished, `hand ${p.hand} began before hand ${h?.number} ended`);
      this.check(p.rounds.length === 1 && p.rounds[0].length === 0, 'a new hand with betting already');
      h = this.hand = { number: p.hand, position: p.position!, state: new HandState(g), last: p };
    } else {
      // one more action, valid by the rules, in the round it was made in
      const before = h!.state.rounds.flat().length;
      const now = p.rounds.flat();
      this.check(now.length === before + 1, `${now.length} actions after ${before}`);
      const a = now[now.length - 1];
      this.check(h!.state.isValid(a), `the action ${actionText(g, a)} is not valid by the rules`);
      h!.state.apply(a);
      // the earlier actions unchanged, and the rounds split where the rules end them
      const written = p.rounds.map((r) => r.map((x) => actionText(g, x)).join(''));
      const played = h!.state.rounds.map((r) => r.map((x) => actionText(g, x)).join(''));
      this.check(
        written.join('/') === played.join('/'),
        `betting ${written.join('/')}, by the rules ${played.join('/')}`,
      );
    }
    const hs = h!.state;
    this.check(p.position === h!.position, `position ${p.position} in the middle of hand ${p.hand}`);
    // cards: my own always, the board of every round reached, others' only at a showdown's end
    this.check(p.holes[h!.position].length === 2, 'my hole cards are missing');
    if (!fresh)
      this.check(p.holes[h!.position].join() === h!.last.holes[h!.position].join(), 'my hole cards changed');
    for (let r = 1; r <= hs.round; r++)
      this.check(
        p.board[r]?.length === g.boardCards[r],
        `round ${r}'s board has ${p.board[r]?.length ?? 0} cards`,
      );
    this.check(p.board.length === hs.round + 1, 'board cards of a round not reached');
    const showdown = hs.finished && hs.folded.filter((f) => !f).length > 1;
    p.holes.forEach((cards, q) => {
      if (q === h!.position) return;
      if (showdown && !hs.folded[q])
        this.check(cards.length === 2, `position ${q}'s cards are not shown at the showdown`);
      else this.check(cards.length === 0, `position ${q}'s hole cards shown before a showdown`);
    });
    const all = [...p.holes.flat(), ...p.board.flat()];
    this.check(new Set(all).size === all.length, 'a card twice');
    h!.last = p;
    if (hs.finished || hs.current() !== h!.position) return;
    this.answer(line, hs, p);
  }

  private answer(line: string, state: HandState, p: Parsed): void {
    const choice = this.choose({
      hand: p.hand,
      position: p.position!,
      state,
      line,
      asked: this.answers.length,
    });
    if ('silent' in choice) {
      this.answers.push({ hand: p.hand, position: p.position!, line, sent: null, means: null });
      if (choice.lateAfter) this.pendingLate = `${line}:c\r\n`;
      return;
    }
    if ('unrequested' in choice) {
      // an answer to a state that is not the one asked about, then the real one
      this.socket.write(`${choice.unrequested}\r\n`);
      this.answer(line, state, p);
      return;
    }
    this.socket.write(`${line}:${choice.action}\r\n`);
    this.answers.push({
      hand: p.hand,
      position: p.position!,
      line,
      sent: choice.action,
      means: dealerReading(this.game, state, choice.action),
    });
  }

  end(): void {
    this.socket.end();
  }
}
