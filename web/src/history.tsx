/**
 * Hand histories a player can read, per hand, built from the public API only:
 * - Texas Hold'em: `GET /texas-holdem/matches/{id}/hands` (streets with the board as it came, every
 *   bet, the pots and side pots, the showdown and who won what);
 * - Chinese poker and East-West: every hand is in the view (`reveals`, `history`);
 * - In-Between and Euchre: the view keeps the last turns (the last ten) and the current and last hand;
 *   once the match is over, the record (seed + move log) is replayed with the rules engine and every
 *   turn, every bid and every trick of every hand is shown.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ChinesePokerView } from '../../src/engine/chinese-poker/types';
import type { EastWestView } from '../../src/engine/east-west/types';
import type { EuchreView } from '../../src/engine/euchre/types';
import type { InBetweenView, OutcomeView } from '../../src/engine/in-between/types';
import type { HoldemHand } from '../../src/records/holdem-hands';
import { api, type GameId, type LogEntry, type MatchView } from './api';
import { CardRow, cardText } from './cards';
import { bidText } from './boards/euchre';
import { cap } from './common';
import { loadEngine, replayMatch } from './replayed';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

// ------------------------------------------------------------------------------------------ Hold'em

const STREETS = ['Preflop', 'Flop', 'Turn', 'River'];

function holdemActionText(a: HoldemHand['actions'][number], name: string): string {
  switch (a.code) {
    case 'f':
      return `${name} folds`;
    case 'cc':
      if (a.move === 'check') return `${name} checks`;
      if (a.move === 'call' || a.amount) return `${name} calls${a.amount ? ` ${a.amount}` : ''}`;
      return `${name} checks or calls`;
    case 'cbr':
      return a.move === 'all-in'
        ? `${name} is all-in (${a.amount})`
        : `${name} ${a.move === 'bet' ? 'bets' : 'raises to'} ${a.amount}`;
    case 'sm':
      return a.cards?.length ? `${name} shows ${a.cards.map(cardText).join(' ')}` : `${name} mucks`;
    default:
      return `${name} ${a.code}`;
  }
}

/** One Hold'em hand: who held what, each street with the board as it came, pots and side pots. */
export function HoldemHandView({ h, names }: { h: HoldemHand; names: string[] }) {
  const streets: { name: string; board: string[]; lines: string[] }[] = [
    { name: STREETS[0], board: [], lines: [] },
  ];
  const board: string[] = [];
  const showdown: string[] = [];
  for (const a of h.actions) {
    if (a.code === 'dh') continue;
    if (a.code === 'db') {
      board.push(...(a.cards ?? []));
      streets.push({ name: STREETS[streets.length] ?? 'Board', board: a.cards ?? [], lines: [] });
      continue;
    }
    const who = a.seat !== undefined ? names[a.seat] : a.actor;
    if (a.code === 'sm') showdown.push(holdemActionText(a, who));
    else streets[streets.length - 1].lines.push(holdemActionText(a, who));
  }
  const won = h.players.filter((p) => p.winnings > 0);
  return (
    <details class="hand-entry" data-testid={`hand-${h.hand}`} open={undefined}>
      <summary>
        Hand {h.hand}: {won.map((p) => `${names[p.seat]} wins ${p.winnings}`).join(', ') || 'no winner'}
        {h.board.length ? ` · board ${h.board.map(cardText).join(' ')}` : ''}
      </summary>
      <p class="hint">
        Button {names[h.button]}
        {h.variant === 'betting' ? ` · blinds ${h.smallBlind}/${h.bigBlind}` : ' · no betting'}
        {h.ante ? ` · ante ${h.ante}` : ''}
      </p>
      <table class="hh-players">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Cards</th>
            <th scope="col">Stack before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {h.players.map((p) => (
            <tr key={p.seat}>
              <th scope="row">{names[p.seat]}</th>
              <td>{p.holeCards ? <CardRow cards={p.holeCards} size="sm" /> : 'hidden'}</td>
              <td>{p.startingStack}</td>
              <td>
                {p.finishingStack} ({signed(p.finishingStack - p.startingStack)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol class="streets">
        {streets.map((s, i) => (
          <li key={i} data-street={s.name.toLowerCase()}>
            <strong>{s.name}</strong>
            {s.board.length > 0 && (
              <span class="street-board">
                {' '}
                <CardRow cards={s.board} size="sm" />
              </span>
            )}
            {s.lines.length > 0 ? (
              <span>: {s.lines.join(' · ')}</span>
            ) : (
              <span class="hint"> (no action)</span>
            )}
          </li>
        ))}
        {showdown.length > 0 && (
          <li data-street="showdown">
            <strong>Showdown</strong>: {showdown.join(' · ')}
          </li>
        )}
      </ol>
      <ul class="pots" data-testid="hand-pots">
        {h.pots.map((p) => (
          <li key={p.name} data-pot={p.name}>
            {cap(p.name)} {p.amount} (between {p.eligible.map((s) => names[s]).join(', ')}):{' '}
            {p.winners.length
              ? p.winners.map((w, i) => `${names[w]} wins ${p.shares[i] ?? ''}`.trim()).join(', ')
              : 'nobody'}
          </li>
        ))}
        {h.uncalled && (
          <li>
            {h.uncalled.amount} uncalled returned to {names[h.uncalled.seat]}
          </li>
        )}
      </ul>
    </details>
  );
}

function HoldemHistory({
  id,
  token,
  refresh,
  names,
}: {
  id: string;
  token: string | null;
  refresh: string;
  names: string[];
}) {
  const [hands, setHands] = useState<HoldemHand[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.holdemHands(id, token).then(
      (h) => live && setHands(h as unknown as HoldemHand[]),
      (e) => live && setError((e as Error).message),
    );
    return () => {
      live = false;
    };
  }, [id, token, refresh]);
  if (error) return <p class="error">{error}</p>;
  if (!hands) return <p aria-busy="true">Loading the hands…</p>;
  if (hands.length === 0) return <p class="hint">No hand finished yet.</p>;
  return (
    <>
      {[...hands].reverse().map((h) => (
        <HoldemHandView key={h.hand} h={h} names={names} />
      ))}
    </>
  );
}

// ------------------------------------------------------------------------------------------ the others

function ChinesePokerHistory({ s, names }: { s: ChinesePokerView; names: string[] }) {
  if (s.reveals.length === 0) return <p class="hint">No hand revealed yet.</p>;
  return (
    <>
      {[...s.reveals].reverse().map((r) => (
        <details key={r.hand} class="hand-entry" data-testid={`hand-${r.hand}`}>
          <summary>
            Hand {r.hand}: {r.points.map((p, seat) => `${names[seat]} ${signed(p)}`).join(', ')}
          </summary>
          <table class="cp-history">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Front</th>
                <th scope="col">Middle</th>
                <th scope="col">Back</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {r.submissions.map((sub) => (
                <tr key={sub.seat}>
                  <th scope="row">
                    {names[sub.seat]}
                    {sub.hand ? ` (declared ${sub.hand.replace(/-/g, ' ')})` : ''}
                  </th>
                  {(['front', 'middle', 'back'] as const).map((row) => (
                    <td key={row}>
                      <CardRow cards={sub[row].cards} size="sm" />
                      <div class="desc">{sub[row].description}</div>
                    </td>
                  ))}
                  <td>{signed(r.points[sub.seat] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul class="pairs">
            {r.pairs.map((pair) => (
              <li key={pair.seats.join('-')}>
                {names[pair.seats[0]]} vs {names[pair.seats[1]]}:{' '}
                {pair.rows
                  .map((row) => `${row.row} ${row.winner === null ? 'tie' : names[row.winner]}`)
                  .join(', ')}{' '}
                → {signed(pair.net)} for {names[pair.seats[0]]}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}

function EastWestHistory({ s, names }: { s: EastWestView; names: string[] }) {
  if (s.history.length === 0) return <p class="hint">No round finished yet.</p>;
  return (
    <>
      {[...s.history].reverse().map((r) => (
        <details key={r.round} class="hand-entry" data-testid={`hand-${r.round}`}>
          <summary>
            Round {r.round}: {r.points.map((p, seat) => `${names[seat]} +${p}`).join(', ')} (totals{' '}
            {r.totals.join('–')})
          </summary>
          <ul>
            {r.columns.map((c) => (
              <li key={c.column} class="ew-history-column">
                <strong>Column {c.column + 1}</strong> around {cardText(c.centre)}:{' '}
                {c.cards.map((cards, seat) => (
                  <span key={seat} class="ew-history-hand">
                    {names[seat]} <CardRow cards={cards} size="sm" /> {c.descriptions[seat]}
                    {seat === 0 ? ' vs ' : ''}
                  </span>
                ))}{' '}
                → {c.winner === null ? 'tie' : `${names[c.winner]} wins`}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}

function outcomeText(o: OutcomeView, names: string[]): string {
  const kind =
    o.kind === 'pair'
      ? 'a pair of posts'
      : o.kind === 'consecutive'
        ? 'consecutive posts (no bet)'
        : o.bet === null
          ? 'passed'
          : o.kind === 'win'
            ? `bet ${o.bet}, third ${cardText(o.third)} in between: wins`
            : `bet ${o.bet}, third ${cardText(o.third)}: loses`;
  const out = o.eliminated.length ? ` · ${o.eliminated.map((s) => names[s]).join(', ')} out` : '';
  return `Turn ${o.turn}: ${names[o.seat]}, posts ${o.posts.map(cardText).join(' ')} — ${kind} (${signed(o.change)}), pot ${o.potAfter}${o.reante ? ' after a re-ante' : ''}${out}`;
}

function InBetweenHistory({
  outcomes,
  names,
  complete,
}: {
  outcomes: OutcomeView[];
  names: string[];
  complete: boolean;
}) {
  if (outcomes.length === 0) return <p class="hint">No turn played yet.</p>;
  return (
    <>
      {!complete && (
        <p class="hint">
          The last {plural(outcomes.length, 'turn')} (every turn is shown once the match is over, replayed
          from its record).
        </p>
      )}
      <ol class="ib-turns" reversed data-testid="turns">
        {[...outcomes].reverse().map((o) => (
          <li key={o.turn} value={o.turn}>
            {outcomeText(o, names)}
          </li>
        ))}
      </ol>
    </>
  );
}

interface EuchreHand {
  hand: number;
  dealer: number;
  bids: EuchreView['bids'];
  last: NonNullable<EuchreView['lastHand']> | null;
  tricks: EuchreView['tricks'];
}

function euchreHands(views: EuchreView[]): EuchreHand[] {
  const hands = new Map<number, EuchreHand>();
  const get = (n: number, dealer: number) => {
    let h = hands.get(n);
    if (!h) hands.set(n, (h = { hand: n, dealer, bids: [], last: null, tricks: [] }));
    return h;
  };
  for (const v of views) {
    const h = get(v.hand, v.dealer);
    if (v.bids.length >= h.bids.length) h.bids = v.bids;
    if (v.tricks.length >= h.tricks.length) h.tricks = v.tricks;
    if (v.lastHand) get(v.lastHand.hand, v.lastHand.dealer).last = v.lastHand;
  }
  return [...hands.values()].filter((h) => h.bids.length || h.last).sort((a, b) => a.hand - b.hand);
}

function EuchreHistory({
  views,
  names,
  complete,
}: {
  views: EuchreView[];
  names: string[];
  complete: boolean;
}) {
  const hands = euchreHands(views);
  const teamName = (t: number) => `team ${t + 1} (${names[t]} & ${names[t + 2]})`;
  if (hands.length === 0) return <p class="hint">No bid yet.</p>;
  return (
    <>
      {!complete && (
        <p class="hint">The current and the last hand (every hand is shown once the match is over).</p>
      )}
      {[...hands].reverse().map((h) => {
        const tricks = h.last?.tricks ?? h.tricks;
        return (
          <details key={h.hand} class="hand-entry" data-testid={`hand-${h.hand}`}>
            <summary>
              Hand {h.hand}:{' '}
              {h.last
                ? h.last.scoringTeam === null
                  ? 'thrown in'
                  : `${teamName(h.last.scoringTeam)} +${h.last.points} (${h.last.kind.replace(/-/g, ' ')})`
                : 'being played'}
            </summary>
            <p>
              <strong>Bidding</strong> (dealer {names[h.dealer]}): {h.bids.length === 0 && '—'}
            </p>
            <ul class="bids-by-round">
              {(['bid-round-1', 'bid-round-2', 'alone'] as const).map((phase) => {
                const bids = h.bids.filter((b) => b.phase === phase);
                if (bids.length === 0) return null;
                return (
                  <li key={phase}>
                    {phase === 'bid-round-1'
                      ? 'On the up card: '
                      : phase === 'bid-round-2'
                        ? 'Naming trump: '
                        : 'Going alone: '}
                    {bids.map((b) => bidText(b, names)).join(' · ')}
                  </li>
                );
              })}
            </ul>
            {tricks.length > 0 && (
              <ol class="tricks">
                {tricks.map((t, i) => (
                  <li key={i}>
                    {t.cards.map((c) => `${names[c.seat]} ${cardText(c.card)}`).join(', ')}
                    {t.winner !== null && t.winner !== undefined ? ` → ${names[t.winner]}` : ''}
                  </li>
                ))}
              </ol>
            )}
          </details>
        );
      })}
    </>
  );
}

// ------------------------------------------------------------------------------------------ the section

/**
 * Spectator views of every state of a finished match (replayed from the seed and the move log), or
 * null while loading / for a match still being played.
 */
function useFinishedViews(
  game: GameId,
  view: MatchView,
  token: string | null,
  wanted: boolean,
): unknown[] | null {
  const [views, setViews] = useState<unknown[] | null>(null);
  const finished = view.status === 'finished' && !!view.fairness.seed;
  useEffect(() => {
    if (!wanted || !finished) return;
    let live = true;
    (async () => {
      const [engine, log] = await Promise.all([loadEngine(), api.moves(game, view.id, token)]);
      const { def, states } = replayMatch(engine, game, view, log as LogEntry[]);
      if (live) setViews(states.map((s) => def.view(s as never, null)));
    })().catch(() => live && setViews(null));
    return () => {
      live = false;
    };
  }, [game, view.id, finished, wanted]);
  return views;
}

/** The hand history section of a table (and of a replay). */
export function HandHistory({
  view,
  token,
  names,
}: {
  view: MatchView;
  token: string | null;
  names: string[];
}) {
  const game = view.game as GameId;
  const [open, setOpen] = useState(true);
  const needsRecord = game === 'in-between' || game === 'euchre';
  const replayed = useFinishedViews(game, view, token, open && needsRecord);
  // In-Between: the turns seen while this page is open, kept beyond the view's last ten
  const seen = useRef(new Map<number, OutcomeView>());
  const state = view.state as Record<string, unknown>;
  const outcomes = useMemo(() => {
    if (game !== 'in-between') return [];
    const all = seen.current;
    for (const v of replayed ?? [state])
      for (const o of (v as InBetweenView).lastOutcomes ?? []) all.set(o.turn, o);
    return [...all.values()].sort((a, b) => a.turn - b.turn);
  }, [game, state, replayed]);
  const complete = !!replayed;

  let body;
  switch (game) {
    case 'texas-holdem':
      // the hands list changes when a hand ends: asked again on a new hand number and at the end
      body = (
        <HoldemHistory
          id={view.id}
          token={token}
          refresh={`${String(state.handNumber)}-${view.status}`}
          names={names}
        />
      );
      break;
    case 'chinese-poker':
      body = <ChinesePokerHistory s={state as unknown as ChinesePokerView} names={names} />;
      break;
    case 'east-west':
      body = <EastWestHistory s={state as unknown as EastWestView} names={names} />;
      break;
    case 'in-between':
      body = (
        <InBetweenHistory
          outcomes={outcomes}
          names={names}
          complete={complete || outcomes.some((o) => o.turn === 1)}
        />
      );
      break;
    case 'euchre':
      body = (
        <EuchreHistory
          views={(replayed ?? [state]) as unknown as EuchreView[]}
          names={names}
          complete={complete}
        />
      );
      break;
  }
  return (
    <details
      class="hand-history"
      data-testid="hand-history"
      open={open}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>
        <h2>Hand history</h2>
      </summary>
      {body}
    </details>
  );
}
