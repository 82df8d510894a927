/** Euchre: four seats in two partnerships (0 & 2 against 1 & 3), bidding on the up card, five tricks a hand. */
import type { EuchreView, TrickView } from '../../../src/engine/euchre/types';
import type { Move } from '../api';
import { Card, cardText, Slot, suitName, suitSymbol } from '../cards';
import { type BoardProps, cap, describeGeneric, type GameUi } from '../common';

const team = (seat: number) => seat % 2;

/**
 * A bid in words, the same on the board's "Bids" line and in the hand history: in the `alone` phase a
 * pass is "not alone" and the other answer "goes alone"; otherwise the call, its suit, and "alone".
 */
export function bidText(b: EuchreView['bids'][number], names: string[]): string {
  const call =
    b.phase === 'alone' ? (b.call === 'pass' ? 'not alone' : 'goes alone') : b.call.replace(/-/g, ' ');
  return `${names[b.seat]} ${call}${b.suit ? ` ${suitSymbol(b.suit)}` : ''}${b.alone ? ' alone' : ''}`;
}

function Board({ state: s, you, names, legal, act, busy }: BoardProps<EuchreView>) {
  const me = you ?? 0;
  const at = (offset: number) => (me + offset) % 4;
  const playable = new Map(
    legal
      .filter((m) => (m.type === 'play' || m.type === 'discard') && typeof m.card === 'string')
      .map((m) => [m.card as string, m]),
  );
  // a trick just begun shows the one before it until its first card is played
  const previous = s.tricks.length ? s.tricks[s.tricks.length - 1] : null;
  const trick: TrickView | null = s.trick && (s.trick.cards.length > 0 || !previous) ? s.trick : previous;
  const played = (seat: number) => trick?.cards.find((c) => c.seat === seat)?.card ?? null;
  const teamName = (t: number) => `team ${t + 1} (${names[t]} & ${names[t + 2]})`;
  const relation = (seat: number) =>
    you === null || seat === you ? null : team(seat) === team(you) ? 'your partner' : 'opponent';
  const spot = (offset: number, where: string) => {
    const seat = at(offset);
    const card = played(seat);
    return (
      <div
        class={`eu-spot eu-${where} ${s.toAct.includes(seat) ? 'to-act' : ''}`}
        data-testid={`eu-seat-${seat}`}
      >
        <div class="who">
          {names[seat]}
          {relation(seat) && (
            <span class={`rel ${relation(seat) === 'opponent' ? 'opp' : 'partner'}`}>{relation(seat)}</span>
          )}
          <span class="team-tag">team {team(seat) + 1}</span>
          {seat === s.dealer ? ' · dealer' : ''}
          {s.alone.includes(seat) ? ' · alone' : ''}
          {s.sittingOut.includes(seat) ? ' · sits out' : ''}
        </div>
        {offset !== 0 && <div class="count">{s.handSizes[seat]} cards</div>}
        <div class="played">{card ? <Card key={card} card={card} size="sm" /> : <Slot size="sm" />}</div>
      </div>
    );
  };
  const lastBids = s.bids.slice(-4);
  return (
    <div class="board euchre">
      <p class="facts">
        Hand {s.hand} · first team to {s.targetPoints} · trump:{' '}
        <strong data-testid="trump">
          {s.trump ? `${suitSymbol(s.trump)} ${suitName(s.trump)}` : 'not yet'}
        </strong>
        {s.makers !== null && ` · makers: ${teamName(s.makers)}`}
      </p>
      <table class="teams">
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Points</th>
            <th scope="col">Tricks this hand</th>
          </tr>
        </thead>
        <tbody>
          {[0, 1].map((t) => (
            <tr key={t} class={you !== null && team(you) === t ? 'you' : ''}>
              <th scope="row">
                {teamName(t)}
                {you !== null && team(you) === t ? ' — you and your partner' : ''}
              </th>
              <td data-testid={`team-score-${t}`}>{s.teamScores[t]}</td>
              <td>{s.tricksWon[t]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="eu-table">
        {spot(2, 'top')}
        {spot(1, 'left')}
        <div class="eu-centre">
          {s.upCard && s.phase.startsWith('bid') ? (
            <div>
              <div class="label">Up card{s.upCardTurnedDown ? ' (turned down)' : ''}</div>
              <Card card={s.upCard} size="sm" />
            </div>
          ) : (
            <div class="label">
              {trick
                ? trick.winner !== null
                  ? `Trick to ${names[trick.winner]}`
                  : `Trick ${s.tricks.length + 1}`
                : ''}
            </div>
          )}
        </div>
        {spot(3, 'right')}
        {spot(0, 'bottom')}
      </div>
      {lastBids.length > 0 && (
        <p class="bids" data-testid="bids">
          Bids: {lastBids.map((b) => bidText(b, names)).join(' · ')}
        </p>
      )}
      {s.yourCards && (
        <div class="hand" role="group" aria-label="Your hand" data-testid="hand">
          {s.yourCards.map((c) => {
            const m = playable.get(c);
            return m ? (
              <Card
                key={c}
                card={c}
                action={m.type === 'discard' ? 'Discard' : 'Play'}
                onClick={() => act(m)}
                disabled={busy}
                class="legal"
                testId="legal-card"
                legal
              />
            ) : (
              <Card key={c} card={c} />
            );
          })}
        </div>
      )}
      {playable.size > 0 && (
        <p class="hint">
          {legal[0].type === 'discard' ? 'Click a card to discard it.' : 'Click a card to play it.'}
        </p>
      )}
      {s.lastHand && (
        <p class="last-hand">
          Hand {s.lastHand.hand}:{' '}
          {s.lastHand.scoringTeam === null
            ? 'thrown in'
            : `${teamName(s.lastHand.scoringTeam)} +${s.lastHand.points} (${s.lastHand.kind.replace(/-/g, ' ')})`}
          , tricks {s.lastHand.tricksWon.join('–')}
        </p>
      )}
    </div>
  );
}

function describe(m: Move): string {
  const alone = m.alone ? ' alone' : '';
  switch (m.type) {
    case 'pass':
      return 'Pass';
    case 'order-up':
      return `Order up${alone}`;
    case 'name-trump':
      return `Name ${suitSymbol(String(m.suit))} ${suitName(String(m.suit))}${alone}`;
    case 'go-alone':
      return 'Go alone';
    case 'play':
      return `Play ${cardText(m.card as string)}`;
    case 'discard':
      return m.card ? `Discard ${cardText(m.card as string)}` : 'Discard';
    default:
      return cap(describeGeneric(m));
  }
}

export const euchre: GameUi = { Board, describe, claims: (m) => m.type === 'play' || m.type === 'discard' };
