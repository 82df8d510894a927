/** Texas Hold'em: the board, every seat's stack and bet, the pots, and bet sizes bounded by the legal range. */
import type { HoldemView } from '../../../src/engine/texas-holdem/types';
import type { Move } from '../api';
import { Card, CardRow, cardText, Slot } from '../cards';
import { type BoardProps, cap, describeGeneric, type GameUi } from '../common';

function Board({ state: s, names, you }: BoardProps<HoldemView>) {
  return (
    <div class="board texas-holdem">
      <p class="facts">
        Hand {s.handNumber} · {s.phase} ·{' '}
        {s.variant === 'betting'
          ? `${s.bettingStructure}, blinds ${s.smallBlind}/${s.bigBlind}`
          : 'no betting'}
        {s.ante ? ` · ante ${s.ante}` : ''}
      </p>
      <div class="th-board" data-testid="board" aria-label="Board">
        {Array.from({ length: 5 }, (_, i) =>
          s.board[i] ? <Card key={i} card={s.board[i]} /> : <Slot key={i} />,
        )}
      </div>
      <p class="pots" data-testid="pots">
        Pot <strong>{s.totalPot}</strong>
        {s.pots.length > 0 && ` (${s.pots.map((p) => `${p.name} ${p.amount}`).join(', ')})`}
        {s.toCall ? ` · ${s.toCall} to call` : ''}
      </p>
      <ul class="th-players">
        {s.players.map((p) => (
          <li
            key={p.seat}
            class={`th-player ${p.status} ${s.toAct.includes(p.seat) ? 'to-act' : ''} ${p.seat === you ? 'you' : ''}`}
            data-testid={`player-${p.seat}`}
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
                <CardRow cards={p.holeCards} size="sm" />
              ) : p.status === 'active' || p.status === 'all-in' ? (
                <CardRow cards={[null, null]} size="sm" />
              ) : null}
            </div>
            <div class="stack">
              stack <strong data-testid={`stack-${p.seat}`}>{p.stack}</strong>
              {p.bet > 0 && <> · bet {p.bet}</>}
            </div>
            <div class="status">
              {p.status === 'active' || p.status === 'all-in'
                ? [
                    p.status === 'all-in' ? 'all-in' : '',
                    p.lastAction
                      ? `${p.lastAction.type.replace(/-/g, ' ')}${p.lastAction.amount ? ` ${p.lastAction.amount}` : ''}`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : p.status}
            </div>
          </li>
        ))}
      </ul>
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
              {p.explanation.replace(/Seat (\d+)/g, (_, n: string) => names[Number(n)] ?? `Seat ${n}`)}
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
