/** East-West: three columns around the centre cards, each side building a 5-card hand with it. */
import type { EastWestView } from '../../../src/engine/east-west/types';
import type { Move } from '../api';
import { Card, CardRow, cardText, Slot } from '../cards';
import { type BoardProps, describeGeneric, type GameUi } from '../common';

function Board({ state: s, you, names, legal, act, busy }: BoardProps<EastWestView>) {
  const me = you ?? 0;
  const other = 1 - me;
  const places = new Map(legal.filter((m) => m.type === 'place').map((m) => [m.column as number, m]));
  const side = (col: EastWestView['columns'][number], seat: number) => (
    <div
      class={`ew-side ${col.complete && col.leader === seat ? 'leads' : ''}`}
      data-testid={`ew-col-${col.column}-seat-${seat}`}
    >
      <CardRow cards={col.cards[seat]} size="sm" />
      {Array.from({ length: 4 - col.cards[seat].length }, (_, i) => (
        <Slot key={i} size="sm" />
      ))}
      {col.descriptions[seat] && <div class="desc">{col.descriptions[seat]}</div>}
    </div>
  );
  const last = s.history[s.history.length - 1];
  return (
    <div class="board east-west">
      <p class="facts">
        Round {s.round} · first to {s.targetPoints} points · {s.placed}/24 placed · {s.stockSize} in the stock
      </p>
      <div class="ew-columns">
        {s.columns.map((col) => (
          <div key={col.column} class="ew-column" role="group" aria-label={`Column ${col.column + 1}`}>
            <div class="who">{names[other]}</div>
            {side(col, other)}
            <div class="ew-centre">{col.centre ? <Card card={col.centre} /> : <Slot />}</div>
            {side(col, me)}
            <div class="who">{names[me]}</div>
            {col.complete && (
              <div class="col-result">{col.leader === null ? 'tie' : `${names[col.leader]} wins`}</div>
            )}
            {places.has(col.column) && (
              <button
                type="button"
                class="move"
                data-legal
                disabled={busy}
                onClick={() => act(places.get(col.column)!)}
              >
                {describe(places.get(col.column)!)}
              </button>
            )}
          </div>
        ))}
      </div>
      {s.yourCards?.map((card) => (
        <p key={card} class="pending" data-testid="pending">
          Your card to place: <Card card={card} size="sm" /> {cardText(card)}
        </p>
      ))}
      {s.pendingHolder !== null && s.pendingHolder !== you && (
        <p class="pending">{names[s.pendingHolder]} holds a drawn card.</p>
      )}
      {last && (
        <details class="history">
          <summary>
            Round {last.round}: {last.points.map((p, i) => `${names[i]} +${p}`).join(', ')}
          </summary>
          <ul>
            {last.columns.map((c) => (
              <li key={c.column}>
                Column {c.column + 1} ({cardText(c.centre)}):{' '}
                {c.descriptions.map((d, i) => `${names[i]} ${d}`).join(' vs ')} →{' '}
                {c.winner === null ? 'tie' : names[c.winner]}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function describe(m: Move): string {
  if (m.type === 'place' && typeof m.column === 'number') return `Place in column ${m.column + 1}`;
  return describeGeneric(m);
}

export const eastWest: GameUi = { Board, describe, claims: (m) => m.type === 'place' };
