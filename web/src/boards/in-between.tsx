/** In-Between: two posts, a bet on the third card landing strictly between them, and the pot. */
import type { InBetweenView } from '../../../src/engine/in-between/types';
import type { Move } from '../api';
import { Card, cardText, Slot } from '../cards';
import { type BoardProps, describeGeneric, type GameUi } from '../common';

function Board({ state: s, names, view }: BoardProps<InBetweenView>) {
  const seat = s.toAct[0] ?? null;
  const over = view.status === 'finished';
  return (
    <div class="board in-between">
      <p class="facts">
        {over
          ? `Match over after ${s.dealsCompleted} of ${s.totalDeals} deals`
          : `Deal ${Math.min(s.dealsCompleted + 1, s.totalDeals)} of ${s.totalDeals} · dealer ${names[s.dealer]} · ${s.stockCount} cards in the stock`}
      </p>
      <div class="ib-table">
        <div class="ib-posts" data-testid="posts" aria-label="The posts and the third card">
          {s.posts[0] ? <Card card={s.posts[0]} size="lg" /> : <Slot size="lg" label="first post" />}
          <div class="ib-third">
            {s.third ? (
              <Card key={s.third} card={s.third} size="lg" />
            ) : (
              <Slot size="lg" label="third card" />
            )}
          </div>
          {s.posts[1] ? <Card card={s.posts[1]} size="lg" /> : <Slot size="lg" label="second post" />}
        </div>
        <div class="pot" data-testid="pot">
          {over ? (
            <>
              <strong>{s.pot}</strong> chip{s.pot === 1 ? '' : 's'} left in the pot: not paid out, not counted
              in the final scores (rules §8)
            </>
          ) : (
            <>
              Pot <strong>{s.pot}</strong>
            </>
          )}
        </div>
      </div>
      {seat !== null && (
        <p class="turn" data-testid="turn">
          {names[seat]} to {s.phase === 'bet' ? 'bet' : 'play'}
          {s.bet !== null ? ` (bet ${s.bet})` : ''}
        </p>
      )}
      <table class="chips">
        <caption>Chips</caption>
        <tbody>
          {s.scores.map((c, i) => (
            <tr key={i} class={s.active[i] ? '' : 'out'}>
              <th scope="row">{names[i]}</th>
              <td>{c}</td>
              <td>{s.active[i] ? '' : 'out'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {s.lastOutcomes.length > 0 && (
        <ol class="outcomes" aria-label="Last turns" reversed>
          {[...s.lastOutcomes]
            .reverse()
            .slice(0, 6)
            .map((o) => (
              <li key={o.turn}>
                {names[o.seat]}: {o.posts.map(cardText).join(' ')} — {o.kind}
                {o.bet !== null ? `, bet ${o.bet}` : ''}
                {o.third ? `, third ${cardText(o.third)}` : ''} ({o.change >= 0 ? '+' : ''}
                {o.change})
              </li>
            ))}
        </ol>
      )}
    </div>
  );
}

function describe(m: Move): string {
  if (m.type === 'bet' && typeof m.amount === 'number') return `Bet ${m.amount}`;
  return describeGeneric(m);
}

export const inBetween: GameUi = { Board, describe };
