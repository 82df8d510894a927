/** Texas Hold'em: the board, every seat's stack and bet, the pots, and bet sizes bounded by the legal range. */
import type { HoldemView } from '../../../src/engine/texas-holdem/types';
import type { Move } from '../api';
import { Card, CardRow, cardText, Slot } from '../cards';
import { type BoardProps, cap, describeGeneric, type GameUi } from '../common';

/** Where seat k of n sits around the oval, the viewer (or seat 0) at the bottom: left/top in percent. */
function around(k: number, n: number, bottom: number): { left: string; top: string } {
  const a = Math.PI / 2 + ((k - bottom + n) % n) * ((2 * Math.PI) / n);
  return { left: `${50 + 44 * Math.cos(a)}%`, top: `${48 + 37 * Math.sin(a)}%` };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Board({ state: s, names, you, view }: BoardProps<HoldemView>) {
  const n = s.players.length;
  const bottom = you ?? 0;
  const collected = s.pots.reduce((sum, p) => sum + p.amount, 0);
  const onTable = s.totalPot - collected;
  const over = view.status === 'finished';
  // resetStacks (docs/rules/texas-holdem.md §2): every hand from startingStack, the score is chips won
  const options = (view.options ?? {}) as { resetStacks?: boolean; maxHands?: number };
  const reset = options.resetStacks === true;
  return (
    <div class="board texas-holdem">
      <p class="facts">
        {over ? 'Match over' : `Hand ${s.handNumber} · ${s.phase}`} ·{' '}
        {s.variant === 'betting'
          ? `${s.bettingStructure}, blinds ${s.smallBlind}/${s.bigBlind}`
          : 'no betting'}
        {s.ante ? ` · ante ${s.ante}` : ''}
        {reset && (
          <span data-testid="reset-stacks">
            {' '}
            · stacks reset every hand, {options.maxHands} hands, scored by chips won
          </span>
        )}
      </p>
      <div class="th-table" style={{ '--seats': n }}>
        <div class="th-middle">
          <div class="th-board" data-testid="board" aria-label="Board">
            {Array.from({ length: 5 }, (_, i) =>
              s.board[i] ? (
                <Card key={`${i}-${s.board[i]}`} card={s.board[i]} size="md" />
              ) : (
                <Slot key={i} size="md" />
              ),
            )}
          </div>
          {over ? (
            <p class="pots" data-testid="pots">
              {s.totalPot === 0
                ? 'Every pot has been paid out.'
                : `${s.totalPot} chips still in the pot at the end.`}
            </p>
          ) : (
            <p class="pots" data-testid="pots">
              Pot <strong>{s.totalPot}</strong>
              {s.pots.length > 0 && (
                <>
                  {': '}
                  {s.pots.map((p, i) => (
                    <span key={p.name} class="pot-chip" data-pot={p.name}>
                      {i > 0 ? ' · ' : ''}
                      {p.name} {p.amount}
                      {s.pots.length > 1 && <small> ({p.eligible.map((e) => names[e]).join(', ')})</small>}
                    </span>
                  ))}
                  {onTable > 0 && <span> · {onTable} in this round&apos;s bets</span>}
                </>
              )}
              {s.toCall ? ` · ${s.toCall} to call` : ''}
            </p>
          )}
        </div>
        <ul class="th-players">
          {s.players.map((p) => (
            <li
              key={p.seat}
              class={`th-player ${p.status} ${s.toAct.includes(p.seat) ? 'to-act' : ''} ${p.seat === you ? 'you' : ''}`}
              data-testid={`player-${p.seat}`}
              style={around(p.seat, n, bottom)}
              aria-current={s.toAct.includes(p.seat) ? 'true' : undefined}
            >
              <div class="who">
                {names[p.seat]}
                {p.isButton && (
                  <span class="chip-badge" title="button">
                    D
                  </span>
                )}
                {p.blind && (
                  <span class="chip-badge" title={`${p.blind} blind`}>
                    {p.blind === 'small' ? 'SB' : 'BB'}
                  </span>
                )}
              </div>
              <div class="hole">
                {p.holeCards ? (
                  <CardRow cards={p.holeCards} size={p.seat === you ? 'lg' : 'md'} />
                ) : p.status === 'active' || p.status === 'all-in' ? (
                  <CardRow cards={[null, null]} size="sm" />
                ) : null}
              </div>
              <div class="stack">
                stack <strong data-testid={`stack-${p.seat}`}>{p.stack}</strong>
                {p.bet > 0 && <> · bet {p.bet}</>}
                {reset && (
                  <>
                    {' '}
                    · won <strong data-testid={`won-${p.seat}`}>{signed(view.scores[p.seat] ?? 0)}</strong>
                  </>
                )}
              </div>
              <div class="status">
                {s.toAct.includes(p.seat) ? (
                  <strong class="acting">to act</strong>
                ) : p.status === 'active' || p.status === 'all-in' ? (
                  [
                    p.status === 'all-in' ? 'all-in' : '',
                    p.lastAction
                      ? `${p.lastAction.type.replace(/-/g, ' ')}${p.lastAction.amount ? ` ${p.lastAction.amount}` : ''}`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')
                ) : (
                  p.status
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {s.lastHand && (
        <div class="last-hand" data-testid="last-hand">
          Hand {s.lastHand.handNumber}: board {s.lastHand.board.map(cardText).join(' ') || '—'}
          {s.lastHand.shown.map((h) => (
            <div key={h.seat}>
              {names[h.seat]} showed {h.cards.map(cardText).join(' ')} — {h.description}
            </div>
          ))}
          {s.lastHand.pots.map((p) => (
            <div key={p.name}>
              {p.explanation.replace(/Seat (\d+)/g, (_, k: string) => names[Number(k)] ?? `Seat ${k}`)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function describe(m: Move): string {
  switch (m.type) {
    case 'call':
      return `Call ${m.amount}`;
    case 'bet':
      return `Bet ${m.amount}`;
    case 'raise':
      return `Raise to ${m.to}`;
    case 'all-in':
      return 'All-in';
    default:
      return cap(describeGeneric(m));
  }
}

export const texasHoldem: GameUi = { Board, describe };
