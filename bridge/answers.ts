/**
 * A bot's answer, as the ACPC dealer reads it, turned into a Cardroom move (docs/acpc.md, "What the
 * bridge does with an answer"). The dealer's rules: an answer is the line it was sent, `:` and an
 * action; a comment (`#`, `;`) is skipped; a line that is not the state asked about is ignored with a
 * warning (the bot may still answer); an action it cannot read is a call; an action the rules do not
 * allow is a call (a fold with nothing to call, a raise when none may be made: past the cap, nobody
 * left to answer it); a no-limit raise below the minimum is raised to it and one above the stack cut
 * to it, each with a warning. A raise is the actor's total for the hand, turned into Cardroom's
 * `bet` (chips added this round) or `raise` (`to`: the round's total).
 */

/** A Cardroom move, as posted. */
export type Move = { type: string; [field: string]: unknown };

/** What the translation reads of the seat's view (the Hold'em view and its legal moves). */
export interface SeatSpot {
  betting: 'limit' | 'nolimit';
  /** Chips the seat has put in this round (b_i). */
  bet: number;
  /** Chips the seat has put in this hand (c_i). */
  committed: number;
  stack: number;
  /** Chips the seat must add to call (0: it may check). */
  toCall: number;
  legalMoves: readonly Move[];
}

export type AnswerReading =
  /** Not an answer to the line asked about: keep waiting (`warning` says why, null for a comment). */
  | { kind: 'ignored'; warning: string | null }
  | { kind: 'move'; move: Move; acpc: string; warning: string | null };

const range = (v: unknown): { min: number; max: number } | null =>
  typeof v === 'number'
    ? { min: v, max: v }
    : v && typeof v === 'object' && 'min' in v && 'max' in v
      ? (v as { min: number; max: number })
      : null;

function callOrCheck(spot: SeatSpot): Move {
  return spot.toCall > 0 ? { type: 'call' } : { type: 'check' };
}

/** The whole-hand totals a raise may reach now, from the legal bet or raise; null when none is allowed. */
export function raiseTotals(spot: SeatSpot): { min: number; max: number } | null {
  const before = spot.committed - spot.bet; // chips put in in earlier rounds
  const bet = spot.legalMoves.find((m) => m.type === 'bet');
  const raise = spot.legalMoves.find((m) => m.type === 'raise');
  const r = range(bet?.amount) ?? range(raise?.to);
  if (r) return { min: before + (bet ? spot.bet : 0) + r.min, max: before + (bet ? spot.bet : 0) + r.max };
  // an all-in that raises (the stack below a full raise) is the only raise left
  if (spot.legalMoves.some((m) => m.type === 'all-in')) {
    const all = spot.committed + spot.stack;
    return { min: all, max: all };
  }
  return null;
}

/** A raise to `total` chips for the hand as Cardroom's move, within `totals`. */
function raiseMove(spot: SeatSpot, total: number): Move {
  const before = spot.committed - spot.bet;
  if (
    total === spot.committed + spot.stack &&
    !spot.legalMoves.some((m) => m.type === 'bet' || m.type === 'raise')
  )
    return { type: 'all-in' };
  if (spot.legalMoves.some((m) => m.type === 'bet')) return { type: 'bet', amount: total - spot.committed };
  return { type: 'raise', to: total - before };
}

/**
 * Reads the bot's answer `line` to the state `asked` (the line it was sent, without `\r\n`) for the
 * seat in `spot`.
 */
export function readAnswer(asked: string, line: string, spot: SeatSpot): AnswerReading {
  if (line.startsWith('#') || line.startsWith(';')) return { kind: 'ignored', warning: null };
  if (!line.startsWith('MATCHSTATE:'))
    return { kind: 'ignored', warning: `bad state format in response: ${JSON.stringify(line.slice(0, 80))}` };
  if (!line.startsWith(`${asked}:`))
    return {
      kind: 'ignored',
      warning: `ignoring un-requested response: ${JSON.stringify(line.slice(0, 120))}`,
    };
  const text = line.slice(asked.length + 1);
  const m = /^([fcr])(\d*)/.exec(text);
  const asCall = (why: string) => ({
    kind: 'move' as const,
    move: callOrCheck(spot),
    acpc: 'c',
    warning: `${why}, changed to call`,
  });
  if (!m || (m[1] === 'r' && spot.betting === 'nolimit' && m[2] === ''))
    return asCall(`bad action format in response ${JSON.stringify(text.slice(0, 40))}`);
  const code = m[1];
  if (code === 'c') return { kind: 'move', move: callOrCheck(spot), acpc: 'c', warning: null };
  if (code === 'f') {
    if (spot.toCall === 0) return asCall('invalid action: a fold with nothing to call');
    return { kind: 'move', move: { type: 'fold' }, acpc: 'f', warning: null };
  }
  const totals = raiseTotals(spot);
  if (!totals) return asCall('invalid action: no raise may be made now');
  if (spot.betting === 'limit')
    return { kind: 'move', move: raiseMove(spot, totals.min), acpc: 'r', warning: null };
  let total = Number(m[2]);
  let warning: string | null = null;
  if (total < totals.min) {
    warning = `raise of ${total} increased to ${totals.min}`;
    total = totals.min;
  } else if (total > totals.max) {
    warning = `raise of ${total} decreased to ${totals.max}`;
    total = totals.max;
  }
  return { kind: 'move', move: raiseMove(spot, total), acpc: `r${total}`, warning };
}
