/**
 * A bot's answers read as the ACPC dealer reads them (answers.ts): every rule of docs/acpc.md "What the
 * bridge does with an answer", with shared/acpc.md's example (position 0 bets to 600 on the flop).
 */
import { readAnswer, type SeatSpot } from './answers';

const LINE = 'MATCHSTATE:0:31:cr300c/:9s8h|/8c8d5c';
/** shared/acpc.md: the big blind raised to 300 preflop, the button called; the flop, nothing bet yet. */
const flop: SeatSpot = {
  betting: 'nolimit',
  bet: 0,
  committed: 300,
  stack: 19700,
  toCall: 0,
  legalMoves: [
    { type: 'fold' },
    { type: 'check' },
    { type: 'bet', amount: { min: 100, max: 19700 } },
    { type: 'all-in' },
  ],
};
/** Preflop, the button facing the big blind's raise to 300 (50 in). */
const facing: SeatSpot = {
  betting: 'nolimit',
  bet: 50,
  committed: 50,
  stack: 19950,
  toCall: 250,
  legalMoves: [
    { type: 'fold' },
    { type: 'call', amount: 250 },
    { type: 'raise', to: { min: 500, max: 20000 } },
    { type: 'all-in' },
  ],
};
const move = (spot: SeatSpot, answer: string, asked = LINE) => readAnswer(asked, `${asked}:${answer}`, spot);

describe("a bot's answer, read as the dealer reads it", () => {
  it("shared/acpc.md's example: r600 on the flop is a bet of 300 (600 for the hand)", () => {
    expect(move(flop, 'r600')).toEqual({
      kind: 'move',
      move: { type: 'bet', amount: 300 },
      acpc: 'r600',
      warning: null,
    });
  });

  it('c is a check or a call; f a fold, or a call when there is nothing to call', () => {
    expect(move(flop, 'c')).toMatchObject({ move: { type: 'check' }, acpc: 'c', warning: null });
    expect(move(facing, 'c')).toMatchObject({ move: { type: 'call' }, acpc: 'c', warning: null });
    expect(move(facing, 'f')).toMatchObject({ move: { type: 'fold' }, acpc: 'f', warning: null });
    expect(move(flop, 'f')).toMatchObject({
      move: { type: 'check' },
      acpc: 'c',
      warning: 'invalid action: a fold with nothing to call, changed to call',
    });
  });

  it('a raise is the total for the hand: a raise to it for the round; below the minimum raised, above the stack cut', () => {
    expect(move(facing, 'r900')).toMatchObject({
      move: { type: 'raise', to: 900 },
      acpc: 'r900',
      warning: null,
    });
    expect(move(facing, 'r301')).toMatchObject({
      move: { type: 'raise', to: 500 },
      acpc: 'r500',
      warning: 'raise of 301 increased to 500',
    });
    expect(move(facing, 'r25000')).toMatchObject({
      move: { type: 'raise', to: 20000 },
      acpc: 'r20000',
      warning: 'raise of 25000 decreased to 20000',
    });
    expect(move(flop, 'r350')).toMatchObject({ move: { type: 'bet', amount: 100 }, acpc: 'r400' });
  });

  it('an action it cannot read, or a raise when none may be made, is a call', () => {
    for (const bad of ['', 'x', 'r', 'rx', 'k'])
      expect(move(facing, bad)).toMatchObject({ move: { type: 'call' }, acpc: 'c' });
    expect(move(facing, 'x').kind === 'move' && move(facing, 'x')).toMatchObject({
      warning: expect.stringMatching(/^bad action format/),
    });
    const noRaise = { ...facing, legalMoves: [{ type: 'fold' }, { type: 'call', amount: 250 }] };
    expect(move(noRaise, 'r900')).toMatchObject({
      move: { type: 'call' },
      acpc: 'c',
      warning: 'invalid action: no raise may be made now, changed to call',
    });
    // a stack short of a full raise: the all-in is the only raise
    const short = {
      ...facing,
      stack: 300,
      legalMoves: [{ type: 'fold' }, { type: 'call', amount: 250 }, { type: 'all-in' }],
    };
    expect(move(short, 'r10000')).toMatchObject({ move: { type: 'all-in' }, acpc: 'r350' });
  });

  it('limit: a bare r is the fixed raise, and past the cap a call', () => {
    const limit: SeatSpot = {
      betting: 'limit',
      bet: 10,
      committed: 10,
      stack: 990,
      toCall: 10,
      legalMoves: [{ type: 'fold' }, { type: 'call', amount: 10 }, { type: 'raise', to: 30 }],
    };
    expect(move(limit, 'r')).toMatchObject({ move: { type: 'raise', to: 30 }, acpc: 'r', warning: null });
    // the dealer reads no size in limit: r7 is a raise
    expect(move(limit, 'r7')).toMatchObject({ move: { type: 'raise', to: 30 }, acpc: 'r' });
    const capped = { ...limit, legalMoves: [{ type: 'fold' }, { type: 'call', amount: 10 }] };
    expect(move(capped, 'r')).toMatchObject({
      move: { type: 'call' },
      acpc: 'c',
      warning: expect.stringMatching(/no raise/),
    });
  });

  it('comments are skipped, another state or a line that is no state is ignored with a warning', () => {
    expect(readAnswer(LINE, '# thinking', flop)).toEqual({ kind: 'ignored', warning: null });
    expect(readAnswer(LINE, '; gui', flop)).toEqual({ kind: 'ignored', warning: null });
    expect(readAnswer(LINE, 'MATCHSTATE:0:30:cr300c/:9s8h|/8c8d5c:c', flop)).toMatchObject({
      kind: 'ignored',
      warning: expect.stringMatching(/^ignoring un-requested response/),
    });
    expect(readAnswer(LINE, 'hello', flop)).toMatchObject({
      kind: 'ignored',
      warning: expect.stringMatching(/^bad state format in response/),
    });
    // the state with something after it other than ":action" is another state
    expect(readAnswer(LINE, `${LINE}x:c`, flop).kind).toBe('ignored');
  });
});
